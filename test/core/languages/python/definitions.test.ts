import { describe, expect, it } from 'vitest';
import { defOf, parse } from './helpers.js';

describe('parsePython definitions', () => {
  it('builds qualnames for methods, nested functions and nested classes', () => {
    const parsed = parse(
      'class Outer:',
      '    class Inner:',
      '        def m(self):',
      '            def helper():',
      '                return 1',
      '            return helper()',
      'def outer():',
      '    def inner():',
      '        pass',
      '    class Local:',
      '        def lm(self): ...',
      '    return inner',
    );
    expect(parsed.definitions.map((d) => [d.qualname, d.kind, d.parent])).toEqual([
      ['Outer', 'class', undefined],
      ['Outer.Inner', 'class', 'Outer'],
      ['Outer.Inner.m', 'method', 'Outer.Inner'],
      ['Outer.Inner.m.helper', 'function', 'Outer.Inner.m'],
      ['outer', 'function', undefined],
      ['outer.inner', 'function', 'outer'],
      ['outer.Local', 'class', 'outer'],
      ['outer.Local.lm', 'method', 'outer.Local'],
    ]);
  });

  it('gives ast ranges: decorators excluded from range, included in fullRange', () => {
    const parsed = parse('@dec', '@other.thing(1)', 'def f(a,', '      b):', '    x = 1', '    return x', '    # trailing comment', '', 'y = 2');
    const f = defOf(parsed, 'f');
    expect(f.range).toEqual({ start: 3, end: 6 });
    expect(f.fullRange).toEqual({ start: 1, end: 6 });
    expect(f.decorators).toEqual(['dec', 'other.thing(1)']);
    expect(f.signature).toBe('def f(a,\n      b):');
    expect(f.bodyRange).toEqual({ start: 5, end: 6 });
  });

  it('starts bodyRange at the decorator of a decorated first statement (found in requests)', () => {
    const parsed = parse('class RequestEncodingMixin:', '    @property', '    def path_url(self):', '        return 1');
    expect(defOf(parsed, 'RequestEncodingMixin').bodyRange).toEqual({ start: 2, end: 4 });
  });

  it('keeps starred bases as ast does (found in CPython test_typing)', () => {
    const parsed = parse('class Wrong(*bases, Extra, **opts):', '    pass');
    expect(defOf(parsed, 'Wrong').bases).toEqual(['*bases', 'Extra']);
    expect(defOf(parsed, 'Wrong').references.map((r) => `${r.kind}:${r.chain.join('.')}`)).toEqual(['name:bases', 'base:Extra', 'name:opts']);
  });

  it('reads signature, docstring, bases, async, parameters', () => {
    const parsed = parse(
      'class A(Base, mod.Mixin, Generic[T], metaclass=Meta):',
      '    """Class doc."""',
      '    async def run(self, a: int, /, b=2, *args: "X", c, d: str = "", **kw) -> list[int]:',
      "        '''Run",
      "        it.'''",
      '        return a',
    );
    const a = defOf(parsed, 'A');
    expect(a.bases).toEqual(['Base', 'mod.Mixin', 'Generic[T]']);
    expect(a.docstring).toBe('Class doc.');
    expect(a.docstringRange).toEqual({ start: 2, end: 2 });
    const run = defOf(parsed, 'A.run');
    expect(run.isAsync).toBe(true);
    expect(run.signature).toBe('async def run(self, a: int, /, b=2, *args: "X", c, d: str = "", **kw) -> list[int]:');
    expect(run.parameters).toEqual(['self', 'a', 'b', 'args', 'c', 'd', 'kw']);
    expect(run.docstring).toBe('Run\n        it.');
    expect(run.docstringRange).toEqual({ start: 4, end: 5 });
    expect(run.range).toEqual({ start: 3, end: 6 });
  });

  it('does not take f-strings or bytes as docstrings', () => {
    const parsed = parse('def f():', '    f"x{y}"', 'def g():', '    b"x"', 'def h():', '    "a" "b"');
    expect(defOf(parsed, 'f').docstring).toBeUndefined();
    expect(defOf(parsed, 'g').docstring).toBeUndefined();
    expect(defOf(parsed, 'h').docstring).toBe('ab');
  });

  it('keeps both definitions of a property getter and setter, and overloads', () => {
    const parsed = parse(
      'class C:',
      '    @property',
      '    def x(self): return self._x',
      '    @x.setter',
      '    def x(self, v): self._x = v',
      '@overload',
      'def f(a: int) -> int: ...',
      '@overload',
      'def f(a: str) -> str: ...',
      'def f(a): return a',
    );
    expect(parsed.definitions.filter((d) => d.qualname === 'C.x').map((d) => d.range.start)).toEqual([3, 5]);
    expect(parsed.definitions.filter((d) => d.qualname === 'f').map((d) => d.range.start)).toEqual([7, 9, 10]);
  });

  it('treats definitions inside if/try at module level as module-level', () => {
    const parsed = parse(
      'if sys.version_info >= (3, 8):',
      '    def f(): return 1',
      'else:',
      '    def f(): return 2',
      'try:',
      '    from x import g',
      'except ImportError:',
      '    def g(): return 3',
      'class C:',
      '    if True:',
      '        def m(self): pass',
    );
    expect(parsed.definitions.map((d) => `${d.kind}:${d.qualname}`)).toEqual(['function:f', 'function:f', 'function:g', 'class:C', 'method:C.m']);
  });

  it('turns module-level assignments into variables (tuple targets each, chained, annotated)', () => {
    const parsed = parse(
      'A = 1',
      'b, (c, *d) = f()',
      'x = y = 2',
      'T: TypeAlias = "dict[str, Foo]"',
      'N: int',
      'obj.attr = 3',
      'z += 1',
      'CONFIG = {',
      '    "k": Foo(),',
      '}',
      'def fn():',
      '    local = 1',
    );
    const vars = parsed.definitions.filter((d) => d.kind === 'variable');
    expect(vars.map((d) => [d.qualname, d.range.start, d.range.end])).toEqual([
      ['A', 1, 1],
      ['b', 2, 2],
      ['c', 2, 2],
      ['d', 2, 2],
      ['x', 3, 3],
      ['y', 3, 3],
      ['T', 4, 4],
      ['N', 5, 5],
      ['CONFIG', 8, 10],
    ]);
    expect(defOf(parsed, 'T').annotation).toBe('TypeAlias');
    expect(defOf(parsed, 'T').references.map((r) => r.chain.join('.'))).toContain('Foo');
    expect(defOf(parsed, 'CONFIG').references.map((r) => `${r.kind}:${r.chain.join('.')}`)).toContain('call:Foo');
  });

  it('collects locals, excluding global/nonlocal names; walrus and match captures are locals', () => {
    const parsed = parse(
      'def f(p):',
      '    global G',
      '    G = 1',
      '    a = 1',
      '    for i, j in p: pass',
      '    with open(p) as fh, g() as (u, v): pass',
      '    if (n := len(p)) > 1: pass',
      '    try: pass',
      '    except E as err: pass',
      '    import os.path',
      '    from m import q as r',
      '    match p:',
      '        case [x, *rest]: pass',
      '        case Point(x=0, y=yy) as pt: pass',
      '        case {"k": vv, **kw}: pass',
      '        case Color.RED | _: pass',
      '    squares = [k * k for k in p]',
      '    fn = lambda t: t',
    );
    expect(defOf(parsed, 'f').locals.sort()).toEqual(
      ['a', 'err', 'fh', 'fn', 'i', 'j', 'kw', 'n', 'os', 'pt', 'r', 'rest', 'squares', 'u', 'v', 'vv', 'x', 'yy'].sort(),
    );
  });

  it('records instance attributes from self assignments and class-level annotations', () => {
    const parsed = parse(
      'class S:',
      '    timeout: float = 1.0',
      '    adapter: "Adapter"',
      '    def __init__(self, x):',
      '        self.session = Session(x)',
      '        self.cache: Optional[Cache] = None',
      '        self.session = None',
      '        other.thing = 1',
      '    @staticmethod',
      '    def s(a):',
      '        a.not_attr = 1',
    );
    expect(defOf(parsed, 'S').attributes).toEqual([
      { name: 'timeout', line: 2, annotation: ['float'] },
      { name: 'adapter', line: 3, annotation: ['Adapter'] },
      // `self.session = None` later: the constructor call is not the attribute's only value.
      { name: 'session', line: 5, assignedFromCall: ['Session'], assignedOtherwise: true },
      { name: 'cache', line: 6, annotation: ['Cache'], assignedOtherwise: true },
    ]);
    const only = parse(
      'class T:',
      '    def __init__(self, x):',
      '        self.session = Session(x)',
      '    def reset(self):',
      '        self.session = Session(None)',
      '        self.other = Session(1)',
      '        self.other = Other()',
      '        self.a, self.b = pair()',
    );
    expect(defOf(only, 'T').attributes).toEqual([
      { name: 'session', line: 3, assignedFromCall: ['Session'] },
      { name: 'other', line: 6, assignedFromCall: ['Session'], assignedOtherwise: true },
      { name: 'a', line: 8, assignedOtherwise: true },
      { name: 'b', line: 8, assignedOtherwise: true },
    ]);
  });

  it('reads __all__ literals with +=, extend and append', () => {
    expect(parse('__all__ = ["a", \'b\']', '__all__ += ["c"]', '__all__.extend(("d",))', '__all__.append("e")').allNames).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parse('x = 1').allNames).toBeUndefined();
  });

  it('never throws on malformed code and still yields the parseable definitions', () => {
    const parsed = parse('def ok():', '    return 1', '', 'def broken(:', '    pass', '', 'class Fine:', '    def m(self): return 2');
    expect(parsed.errorLines.length).toBeGreaterThan(0);
    expect(parsed.definitions.map((d) => d.qualname)).toEqual(expect.arrayContaining(['ok', 'Fine', 'Fine.m']));
    expect(() => parse('\x00\x01 ((( """', 'def')).not.toThrow();
  });

  it('parses large files fully (over the 32 KB string limit of node-tree-sitter)', () => {
    const body = Array.from({ length: 3000 }, (_, i) => `def f${i}(x):\n    """é😀 doc ${i}"""\n    return g(x)\n`).join('');
    const parsed = parse(body + 'def last(): return 1');
    expect(parsed.definitions).toHaveLength(3001);
    expect(defOf(parsed, 'last').range.start).toBe(9001);
    expect(parsed.errorLines).toEqual([]);
  });
});

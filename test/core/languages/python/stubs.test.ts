import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { py } from './helpers.js';

function stubs(...lines: string[]) {
  return findStubs(py(...lines));
}

describe('findStubs', () => {
  it('finds pass, ellipsis and NotImplementedError bodies, docstring excluded', () => {
    const found = stubs(
      'def a(x):',
      '    """Doc',
      '    more."""',
      '    pass',
      'def b():',
      '    ...',
      'class C:',
      '    def m(self):',
      '        raise NotImplementedError',
      '    def n(self):',
      '        raise NotImplementedError("later")',
      'def real():',
      '    return 1',
      'def paren():',
      '    raise(NotImplementedError(',
      '        "found in sympy"))',
    );
    expect(found.map((s) => [s.qualname, s.kind, s.defLine, s.bodyRange.start, s.bodyRange.end, s.indent])).toEqual([
      ['a', 'pass', 1, 4, 4, '    '],
      ['b', 'ellipsis', 5, 6, 6, '    '],
      ['C.m', 'not-implemented', 8, 9, 9, '        '],
      ['C.n', 'not-implemented', 10, 11, 11, '        '],
      ['paren', 'not-implemented', 14, 15, 16, '    '],
    ]);
  });

  it('includes comments of the stub body in the range and flags TODOs', () => {
    const found = stubs(
      'def f():',
      '    """Doc."""',
      '',
      '    # TODO: implement',
      '    pass',
      '    # more notes',
      '',
      '# a module comment',
      'def g():',
      '    pass  # FIXME',
      'def h():',
      '    # just a note',
      '    ...',
    );
    expect(found.map((s) => [s.qualname, s.bodyRange, s.hasTodo])).toEqual([
      ['f', { start: 4, end: 6 }, true],
      ['g', { start: 10, end: 10 }, true],
      ['h', { start: 12, end: 13 }, false],
    ]);
  });

  it('reports docstring-only bodies as an empty range right after the docstring', () => {
    const [stub] = stubs('class K:', '    def f(self):', '        """Only', '        a docstring."""', '', 'x = 1');
    expect(stub).toEqual({ qualname: 'K.f', defLine: 2, bodyRange: { start: 5, end: 4 }, indent: '        ', kind: 'docstring-only', hasTodo: false });
  });

  it('marks one-line stubs as inline: the header line is the body range', () => {
    const found = stubs(
      'def f(a): pass',
      'class C:',
      '    def g(self) -> int: ...',
      'def h(',
      '    a,',
      '): raise NotImplementedError',
      'def k(): raise NotImplementedError(',
      '    "spans lines")',
    );
    expect(found.map((s) => [s.qualname, s.bodyRange, s.inline, s.indent])).toEqual([
      ['f', { start: 1, end: 1 }, true, '    '],
      ['C.g', { start: 3, end: 3 }, true, '        '],
      ['h', { start: 6, end: 6 }, true, '    '],
      ['k', { start: 7, end: 8 }, true, '    '],
    ]);
  });

  it('finds stubs in nested functions, async and decorated functions', () => {
    const found = stubs('def outer():', '    async def inner():', '        pass', '    return inner', '@cache', 'def deco():', '    ...');
    expect(found.map((s) => [s.qualname, s.defLine])).toEqual([
      ['outer.inner', 2],
      ['deco', 6],
    ]);
  });

  it('excludes abstract methods, overloads and Protocol members', () => {
    const found = stubs(
      'class Base(ABC):',
      '    @abstractmethod',
      '    def run(self): ...',
      '    @abc.abstractmethod',
      '    def stop(self):',
      '        raise NotImplementedError',
      '    def todo(self):',
      '        pass',
      '@overload',
      'def f(a: int) -> int: ...',
      '@typing.overload',
      'def f(a: str) -> str: ...',
      'def f(a): pass',
      'class P(Protocol):',
      '    def read(self) -> bytes: ...',
      'class Q(typing.Protocol[T]):',
      '    def write(self, b: T) -> None: ...',
    );
    expect(found.map((s) => `${s.qualname}:${s.defLine}`)).toEqual(['Base.todo:7', 'f:13']);
  });

  it('does not treat bodies with real statements, or empty classes, as stubs', () => {
    expect(stubs('def f():', '    pass', '    return 1', 'class E(Exception):', '    pass', 'def g():', '    raise ValueError()')).toEqual([]);
  });

  it('reuses an existing parse', () => {
    const source = py('def f():', '    pass');
    const parsed = parsePython(source);
    expect(findStubs(source, parsed)).toBe(parsed.stubs);
  });
});

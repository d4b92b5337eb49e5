import { describe, expect, it } from 'vitest';
import { defOf, parse, refs } from './helpers.js';

describe('parsePython references', () => {
  it('classifies calls, names, raise, except, isinstance, decorators and bases with dotted chains', () => {
    const parsed = parse(
      '@register.tag("x")',
      'class K(base.Base, Mixin[int], metaclass=Meta):',
      '    def m(self, v):',
      '        out = helpers.util.fmt(v, key=CONST)',
      '        self.save()',
      '        super().m(v)',
      '        if isinstance(v, (Foo, mod.Bar)) or issubclass(type(v), Baz):',
      '            raise errors.BadValue(v) from None',
      '        try:',
      '            make().run()',
      '        except (KeyError, exc.Other) as e:',
      '            raise',
      '        except* Grouped:',
      '            raise Plain',
      '        return out.value',
    );
    const k = defOf(parsed, 'K');
    expect(refs(k.references, 'decorator')).toEqual(['register.tag']);
    expect(refs(k.references, 'base')).toEqual(['base.Base', 'Mixin']);
    expect(refs(k.references, 'name')).toEqual(['int', 'Meta']);
    const m = defOf(parsed, 'K.m');
    expect(refs(m.references, 'call')).toEqual(['helpers.util.fmt', 'self.save', 'super().m', 'isinstance', 'issubclass', 'type', 'make']);
    expect(refs(m.references, 'name')).toEqual(['v', 'CONST', 'v', 'v', 'v', 'out.value']);
    expect(refs(m.references, 'isinstance')).toEqual(['Foo', 'mod.Bar', 'Baz']);
    expect(refs(m.references, 'raise')).toEqual(['errors.BadValue', 'Plain']);
    expect(refs(m.references, 'except')).toEqual(['KeyError', 'exc.Other', 'Grouped']);
    expect(m.references.find((r) => r.chain.join('.') === 'errors.BadValue')?.line).toBe(8);
  });

  it('parses annotations, including string annotations', () => {
    const parsed = parse(
      'def f(a: "Foo", b: Optional["pkg.Bar"], c: list[Baz] | None = None) -> \'Result\':',
      '    x: "Local" = 1',
      '    return x',
    );
    expect(refs(defOf(parsed, 'f').references, 'annotation')).toEqual(['Foo', 'Optional', 'pkg.Bar', 'list', 'Baz', 'Result', 'Local']);
  });

  it('walks f-strings, lambdas and comprehensions without reporting their bound names', () => {
    const parsed = parse(
      'def f(items):',
      '    msg = f"{fmt(items)!r:>{width}} {obj.attr}"',
      '    key = lambda it: order(it) + extra',
      '    data = {k: conv(v) for k, v in items.items() if ok(k)}',
      '    gen = (g for g in source)',
      '    return msg',
    );
    const f = defOf(parsed, 'f');
    expect(refs(f.references, 'call')).toEqual(['fmt', 'order', 'conv', 'items.items', 'ok']);
    expect(refs(f.references, 'name')).toEqual(['items', 'width', 'obj.attr', 'extra', 'source', 'msg']);
    expect(f.locals.sort()).toEqual(['data', 'gen', 'key', 'msg']);
  });

  it('ends chains at calls in the middle and keeps module-level references apart', () => {
    const parsed = parse('setup(a().b.c)', 'x[0].y()', 'def g():', '    return 1');
    expect(refs(parsed.moduleReferences)).toEqual(['setup', 'a', 'x']);
    expect(defOf(parsed, 'g').references).toEqual([]);
  });

  it('reports match class patterns and dotted value patterns as references', () => {
    const parsed = parse('def f(c):', '    match c:', '        case Point(x=0):', '            pass', '        case Color.RED:', '            pass');
    expect(refs(defOf(parsed, 'f').references)).toEqual(['c', 'Point', 'Color.RED']);
  });
});

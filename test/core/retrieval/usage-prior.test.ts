import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { buildModuleIndex } from '../../../src/core/languages/python/resolve/module-index.js';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import { enclosingClass } from '../../../src/core/graph/resolve-reference.js';
import { createSymbolResolver } from '../../../src/core/languages/python/resolve/symbols.js';
import { usagePrior } from '../../../src/core/retrieval/usage-prior.js';
import { docstringTypes } from '../../../src/core/languages/python/docstring-types.js';
import { memorySource, py } from '../graph/memory-source.js';

const REPO: Record<string, string> = {
  'p/__init__.py': '',
  'p/util.py': py(`
    def quote(s):
        return s

    def unused_elsewhere(s):
        return s
  `),
  'p/form.py': py(`
    from .util import quote, unused_elsewhere

    def far_away():
        return quote("x")

    class Form:
        def render(self):
            return quote(self.title()) + self.title()

        def title(self):
            return "t"

        def submit(self):
            """The stub."""
            pass

        def reset(self):
            return quote("")
  `),
};

describe('usage prior', () => {
  it('counts how the target class and file use each definition, and how near the nearest use is', async () => {
    const source = memorySource(REPO);
    const resolver = createSymbolResolver(buildModuleIndex(await source.listFiles()), createModuleLoader(source, parsePython));
    const mod = await resolver.loader.load('p/form.py');
    const target = mod?.byQualname.get('Form.submit');
    if (mod === undefined || target === undefined) throw new Error('fixture');
    const prior = await usagePrior(resolver, mod, target, enclosingClass(mod, target));
    const quote = prior.evidence.get('p/util.py:quote');
    expect(quote).toMatchObject({ count: 3, classCount: 2 });
    expect(quote?.distance).toBeLessThan(6);
    // Two uses on one line are one reference (the parser keeps one per line).
    expect(prior.evidence.get('p/form.py:Form.title')).toMatchObject({ count: 1, classCount: 1 });
    // Imported but used by nobody else: no usage evidence (the stub may still need it; other signals say so).
    expect(prior.evidence.has('p/util.py:unused_elsewhere')).toBe(false);
    expect(prior.entries.map((e) => e.kind)).toEqual(prior.entries.map(() => 'usage'));
  });
});

describe('docstring types', () => {
  it('reads Sphinx, Google and NumPy parameter and return types, keeping class-like names only', () => {
    const sphinx = docstringTypes(':param Foo a: x\n:param b: y\n:type b: mod.Bar or None\n:rtype: Result');
    expect(Object.fromEntries(sphinx.params)).toEqual({ a: [['Foo']], b: [['mod', 'Bar']] });
    expect(sphinx.returns).toEqual([['Result']]);
    const google = docstringTypes('Do.\n\n    Args:\n        a (Foo, optional): x\n        b (int): y\n\n    Returns:\n        Bar: z\n');
    expect(Object.fromEntries(google.params)).toEqual({ a: [['Foo']] });
    expect(google.returns).toEqual([['Bar']]);
    const numpy = docstringTypes('Do.\n\n    Parameters\n    ----------\n    a, b : Foo\n        x\n    c : int\n\n    Returns\n    -------\n    Bar\n        z\n\n    Examples\n    --------\n    d : Baz\n');
    expect(Object.fromEntries(numpy.params)).toEqual({ a: [['Foo']], b: [['Foo']] });
    expect(numpy.returns).toEqual([['Bar']]);
  });

  it('finds nothing in prose that only mentions a parameter', () => {
    expect(docstringTypes('Returns the Graph of x.\n\nThe G parameter is a Graph.').params.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { parseJava } from '../../../src/core/languages/java/index.js';
import type { Definition } from '../../../src/core/languages/types.js';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { assembleContext, type Candidate } from '../../../src/core/retrieval/assemble.js';
import { classOutline, fullText, importBlock, summaryText } from '../../../src/core/retrieval/snippets.js';
import { countTokens, countTokensUpTo } from '../../../src/core/retrieval/tokens.js';
import { py } from '../graph/memory-source.js';

const SOURCE = py(`
  import os
  from typing import (
      Any,
      Optional,
  )
  try:
      import json
  except ImportError:
      json = None

  class Store:
      """Keeps things."""

      limit = 10

      def get(self, key):
          """Return the value.

          Long explanation.
          """
          value = self.data[key]
          return value

      def put(self, key, value):
          self.data[key] = value

      def drop(self, key):
          """
          Forget a key.
          More words.
          """
          del self.data[key]
          self.count -= 1

  def big(x):
      """Does a lot."""
  ${Array.from({ length: 60 }, (_, i) => `      x = x + ${i}  # step ${i}`).join('\n')}
      return x
`);
const mod = indexModule('m.py', SOURCE, parsePython(SOURCE));
const def = (q: string) => {
  const d = mod.byQualname.get(q);
  if (d === undefined) throw new Error(q);
  return d;
};

describe('snippets', () => {
  it('outlines a class: bodies become ..., signatures and class-level statements stay', () => {
    const text = classOutline(mod, def('Store'));
    expect(text).toContain('class Store:\n    """Keeps things."""\n\n    limit = 10');
    expect(text).toContain('    def get(self, key):\n        # … body elided …');
    expect(text).not.toContain('value = self.data[key]');
  });

  it('summarises with signature and the docstring summary and elides the body', () => {
    expect(summaryText(mod, def('Store.get'))).toBe('    def get(self, key):\n        """Return the value.\n        """\n        # … body elided …');
  });

  it('keeps the head of the body when asked, and cuts nothing from a short function', () => {
    const head = summaryText(mod, def('big'), 2);
    expect(head.startsWith('def big(x):\n    """Does a lot."""\n')).toBe(true);
    expect(head.endsWith('x = x + 0  # step 0\n    x = x + 1  # step 1\n    # … body elided …')).toBe(true);
    expect(summaryText(mod, def('Store.put'), 8)).toBe('    def put(self, key, value):\n        self.data[key] = value');
  });

  it("keeps only the docstring's first line in a compact head, also when the quotes open alone on their line", () => {
    expect(summaryText(mod, def('Store.get'), 2, true)).toBe('    def get(self, key):\n        """Return the value.\n        """\n        value = self.data[key]\n        return value');
    expect(summaryText(mod, def('Store.drop'), 1, true)).toBe('    def drop(self, key):\n        """\n        Forget a key.\n        """\n        del self.data[key]\n        # … body elided …');
    // A one-line docstring has nothing to cut.
    expect(summaryText(mod, def('big'), 1, true).startsWith('def big(x):\n    """Does a lot."""\n')).toBe(true);
  });

  it('shows full definitions with the docstring cut to its summary paragraph', () => {
    const text = fullText(mod, def('Store.get'));
    expect(text).not.toContain('Long explanation');
    expect(text).toContain('        """\n        value = self.data[key]');
    expect(fullText(mod, def('Store.get'), true)).toContain('Long explanation');
  });

  it('keeps multi-line imports whole and the try: line of an indented import', () => {
    expect(importBlock(mod)).toBe('import os\nfrom typing import (\n    Any,\n    Optional,\n)\ntry:\n    import json');
  });
});

describe('assembleContext', () => {
  const target = { ctx: { text: '# file: m.py (target)', tokens: countTokens('# file: m.py (target)') }, item: { file: 'm.py', name: 'Store.put', kind: 'method' as const, reason: 'target', hop: 0, tokens: 0 } };
  const candidates: Candidate[] = [
    { mod, def: def('big'), reason: 'call', hop: 1, score: 3 },
    { mod, def: def('Store.get'), reason: 'sibling', hop: 1, score: 2 },
  ];

  it('includes everything in full when the budget allows', () => {
    const out = assembleContext(target, candidates, { budget: 6000, count: countTokens });
    expect(out.items.map((i) => [i.name, i.elided ?? false])).toEqual([['Store.put', false], ['big', false], ['Store.get', false]]);
    expect(out.context).toContain('    return x');
  });

  it('summarises what does not fit rather than cutting it, and never exceeds the budget', () => {
    const out = assembleContext(target, candidates, { budget: 260, count: countTokens });
    expect(out.tokens).toBeLessThanOrEqual(260);
    expect(out.tokens).toBe(countTokens(out.context));
    const big = out.items.find((i) => i.name === 'big');
    expect(big?.elided).toBe(true);
    expect(out.context).toContain('def big(x):\n    """Does a lot."""\n');
    expect(out.context).toContain('# step 0\n');
    expect(out.context).not.toContain('step 30');
  });
  it('with a full-text share, shows the heads of more candidates instead of a few in full', () => {
    const many: Candidate[] = [
      { mod, def: def('big'), reason: 'call', hop: 1, score: 3 },
      { mod, def: def('Store.get'), reason: 'sibling', hop: 1, score: 2 },
      { mod, def: def('Store.drop'), reason: 'sibling', hop: 1, score: 1.9 },
    ];
    const budget = 190;
    const full = assembleContext(target, many, { budget, count: countTokens });
    const heads = assembleContext(target, many, { budget, count: countTokens, fullShare: 0.05, headLines: 1, docFirstLine: true });
    expect(full.items.map((i) => i.name)).toEqual(['Store.put', 'Store.get', 'Store.drop']);
    expect(heads.items.map((i) => i.name)).toEqual(['Store.put', 'big', 'Store.get', 'Store.drop']);
    expect(heads.items.every((i) => i.name === 'Store.put' || i.elided === true)).toBe(true);
    expect(heads.context).toContain('x = x + 0  # step 0');
    expect(heads.context).toContain('    def drop(self, key):\n        """\n        Forget a key.\n        """\n        del self.data[key]');
    expect(heads.tokens).toBeLessThanOrEqual(budget);
  });
  it('with a bounded counter, counts a full text only up to the item cap, and assembles the same context', () => {
    const many: Candidate[] = [
      { mod, def: def('big'), reason: 'call', hop: 1, score: 3 },
      { mod, def: def('Store.get'), reason: 'sibling', hop: 1, score: 2 },
      { mod, def: def('Store.drop'), reason: 'sibling', hop: 1, score: 1.9 },
      { mod, def: def('Store'), reason: 'base', hop: 1, score: 1.5 },
    ];
    for (const budget of [190, 260, 600, 6000]) {
      const asked: Array<[number, number | undefined]> = [];
      const upTo = (text: string, limit: number): number | undefined => {
        const n = countTokensUpTo(text, limit);
        asked.push([limit, n]);
        return n;
      };
      const exact = assembleContext(target, many, { budget, count: countTokens, fullShare: 0.5, headLines: 2 });
      const bounded = assembleContext(target, many, { budget, count: countTokens, countUpTo: upTo, fullShare: 0.5, headLines: 2 });
      expect(bounded).toEqual(exact);
      // A full text is counted against the cap of one item (35% of the budget), once at most, and
      // only when a choice needs it: at the small budgets `big` (60 lines) is passed over uncounted.
      expect(asked.every(([limit]) => limit === Math.floor(budget * 0.35))).toBe(true);
      expect(asked.length).toBeLessThanOrEqual(many.length);
      if (budget < 600) expect(asked.length).toBeLessThan(many.length);
    }
  });
  it('with skipShown, leaves out a candidate of the target file that the target context shows line for line', () => {
    const src = 'class Store {\n    private final int limit = 10;\n\n    int get(int key) {\n        int value = key * limit;\n        return value;\n    }\n\n    void put(int key) {\n        throw new UnsupportedOperationException();\n    }\n}\n';
    const jmod = indexModule('Store.java', src, parseJava(src));
    const jdef = (q: string): Definition => jmod.byQualname.get(q) ?? def(q);
    const outline = classOutline(jmod, jdef('Store'));
    const item = { file: 'Store.java', name: 'Store.put', kind: 'method' as const, reason: 'target', hop: 0, tokens: 0 };
    const shownTarget = { ctx: { text: `# file: Store.java (target)\n${outline}`, tokens: countTokens(outline) + 8 }, item };
    const many: Candidate[] = [
      { mod: jmod, def: jdef('Store.limit'), reason: 'usage', hop: 1, score: 3 },
      { mod: jmod, def: jdef('Store'), reason: 'enclosing', hop: 1, score: 2.5 },
      { mod: jmod, def: jdef('Store.get'), reason: 'sibling', hop: 1, score: 2 },
    ];
    const plain = assembleContext(shownTarget, many, { budget: 6000, count: countTokens });
    const skipping = assembleContext(shownTarget, many, { budget: 6000, count: countTokens, skipShown: true });
    expect(plain.items.map((i) => i.name)).toEqual(['Store.put', 'Store.limit', 'Store', 'Store.get']);
    // The field and the class outline are in the target's context already; `get`'s body is not, so it stays.
    expect(skipping.items.map((i) => i.name)).toEqual(['Store.put', 'Store.get']);
    expect(skipping.context).toContain('int value = key * limit;');
    // The same text from another file is kept.
    const other = indexModule('Other.java', src, parseJava(src));
    const limit = other.byQualname.get('Store.limit') ?? jdef('Store.limit');
    const elsewhere = assembleContext(shownTarget, [{ mod: other, def: limit, reason: 'usage', hop: 1, score: 3 }], { budget: 6000, count: countTokens, skipShown: true });
    expect(elsewhere.items.map((i) => i.name)).toEqual(['Store.put', 'Store.limit']);
  });
  it('with groupSections, definitions of one file and class share one header, so more of them fit the same budget', () => {
    // Java's deep package paths: a repeated `# file:` line costs ~25 tokens per definition.
    const file = 'mod/jdk/javadoc/internal/doclets/formats/html/markup/HtmlTree.java';
    const src = `package jdk.javadoc.internal.doclets.formats.html.markup;\n\npublic class HtmlTree {\n${Array.from({ length: 40 }, (_, i) => `    public static HtmlTree tag${i}(String text) {\n        HtmlTree t = new HtmlTree();\n        t.add(text, ${i});\n        return t;\n    }\n`).join('\n')}}\n`;
    const tree = indexModule(file, src, parseJava(src));
    const item = { file: 'mod/A.java', name: 'A.run', kind: 'method' as const, reason: 'target', hop: 0, tokens: 0 };
    const target = { ctx: { text: '# file: mod/A.java (target)\nclass A { void run() {} }', tokens: 12 }, item };
    const many: Candidate[] = Array.from({ length: 40 }, (_, i) => {
      const d = tree.byQualname.get(`HtmlTree.tag${i}`);
      if (d === undefined) throw new Error(`tag${i}`);
      return { mod: tree, def: d, reason: 'member', hop: 2, score: 5 - i / 10 };
    });
    const opts = { budget: 900, count: countTokens, fullShare: 0.5, headLines: 2, docFirstLine: true };
    const apart = assembleContext(target, many, opts);
    const grouped = assembleContext(target, many, { ...opts, groupSections: true });
    const header = `# file: ${file} (in HtmlTree)`;
    expect(apart.context.split(header).length - 1).toBe(apart.items.length - 1);
    expect(grouped.context.split(header).length - 1).toBe(1);
    expect(grouped.tokens).toBeLessThanOrEqual(900);
    expect(grouped.tokens).toBe(countTokens(grouped.context));
    // The tokens the repeated headers took now show more definitions, each still under its file's header.
    expect(grouped.items.length).toBeGreaterThan(apart.items.length + 5);
    const lines = grouped.context.split('\n');
    for (const shown of grouped.items.slice(1)) {
      const name = shown.name.split('.')[1] ?? '';
      const at = lines.findIndex((l) => l.includes(` ${name}(String text)`));
      expect(at).toBeGreaterThan(0);
      expect(lines.slice(0, at).reverse().find((l) => l.startsWith('# file: '))).toBe(header);
    }
    // Best first: the sections keep the rank order of their best definition, and the target stays first.
    expect(grouped.context.startsWith('# file: mod/A.java (target)')).toBe(true);
    expect(grouped.items.slice(1).map((i) => i.name)).toEqual(many.slice(0, grouped.items.length - 1).map((c) => c.def.qualname));
  });
  it('with skipShown, keeps a candidate whose lines the target context shows only apart (a header in the outline, `pass` from the stub)', () => {
    // vttLib's layout: an exception class beside the stubbed target, in the same file.
    const src = py(`
      class VTTLibError(Exception):
          pass

      def make_program(data):
          pass
    `);
    const pmod = indexModule('vttLib/__init__.py', src, parsePython(src));
    const error = pmod.byQualname.get('VTTLibError') ?? def('VTTLibError');
    const item = { file: 'vttLib/__init__.py', name: 'make_program', kind: 'function' as const, reason: 'target', hop: 0, tokens: 0 };
    // The target's context: the file's outline (class header, body elided) and the stubbed target.
    const text = '# file: vttLib/__init__.py (target)\nclass VTTLibError(Exception):\n    ...\n\ndef make_program(data):\n    pass';
    const target = { ctx: { text, tokens: countTokens(text) }, item };
    const out = assembleContext(target, [{ mod: pmod, def: error, reason: 'usage', hop: 1, score: 3 }], { budget: 2000, count: countTokens, skipShown: true });
    expect(out.items.map((i) => i.name)).toEqual(['make_program', 'VTTLibError']);
    expect(out.context).toContain('class VTTLibError(Exception):\n    pass');
    // Shown as one run, it is left out.
    const whole = '# file: vttLib/__init__.py (target)\nclass VTTLibError(Exception):\n    pass\n\ndef make_program(data):\n    pass';
    const shown = assembleContext({ ctx: { text: whole, tokens: countTokens(whole) }, item }, [{ mod: pmod, def: error, reason: 'usage', hop: 1, score: 3 }], { budget: 2000, count: countTokens, skipShown: true });
    expect(shown.items.map((i) => i.name)).toEqual(['make_program']);
  });
});

describe('countTokensUpTo', () => {
  // Real texts: this repository's own tokenizer module, and multi-byte text where one character is several tokens.
  const texts = ['def f(x):\n    return x + 1\n', '𐀺𐀻𐀼 ∑ 漢字かな交じり文 🥇🥈', 'x'.repeat(50), ' '.repeat(7) + 'a\n'.repeat(20)];
  it('equals the exact count within the limit and is undefined past it, at every limit around the count', () => {
    for (const text of texts) {
      const exact = countTokens(text);
      const bytes = Buffer.byteLength(text, 'utf8');
      for (const limit of [0, 1, exact - 1, exact, exact + 1, bytes - 1, bytes, bytes + 1, text.length]) {
        if (limit < 0) continue;
        expect(countTokensUpTo(text, limit)).toBe(exact <= limit ? exact : undefined);
      }
    }
  });
});

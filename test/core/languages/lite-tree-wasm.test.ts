/**
 * The LiteParser's WASM binding (lite-tree-wasm.ts): web-tree-sitter's heap only grows, so a source longer than
 * WASM_MAX_CHARS is parsed by node-tree-sitter instead, and the heap is what it was; the tree is the same either way.
 * A kept tree of one binding meeting a text for the other is parsed afresh. The incremental parse of a same-length
 * rewrite (the TypeScript front end's grammar gaps) gives, on the WASM binding too, the tree a fresh parse gives.
 * Real source: Debian python3-django's db/models/query.py, npm zod's TypeScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiteParser, WASM_MAX_CHARS, type LiteBinding, type LiteTree, type Rewrite } from '../../../src/core/languages/lite-tree.js';
import { wasmBinding, wasmHeapBytes } from '../../../src/core/languages/lite-tree-wasm.js';
import { rewriteGrammarGaps } from '../../../src/core/languages/typescript/grammar-gaps.js';
import { maskedSource } from '../../../src/core/languages/typescript/source-mask.js';

const require = createRequire(import.meta.url);
const python = require('tree-sitter-python') as unknown;
const QUERY = readFileSync('/usr/lib/python3/dist-packages/django/db/models/query.py', 'utf8');
/** A whole light tree as one string (a deep equality of millions of nodes is far slower than comparing two strings). */
const text = (tree: LiteTree): string => JSON.stringify([tree.root, tree.problems, tree.lineStarts]);

describe('the WASM binding and memory', () => {
  it('parses a source past WASM_MAX_CHARS natively, leaving the WASM heap as it was, with the same tree', async () => {
    const wasm = counted(await wasmBinding('tree-sitter-python/tree-sitter-python.wasm', 'module'));
    const parse = createLiteParser(python, 'module', wasm.binding);
    const native = createLiteParser(python, 'module');
    // Just past the threshold: the binding is never asked (no WASM parse), so the heap cannot have grown.
    const huge = QUERY.repeat(Math.ceil((WASM_MAX_CHARS + 1) / QUERY.length));
    expect(huge.length).toBeGreaterThan(WASM_MAX_CHARS);
    const before = wasmHeapBytes();
    const tree = parse(huge);
    expect(wasm.parses()).toBe(0);
    expect(wasmHeapBytes()).toBe(before);
    expect(text(tree) === text(native(huge))).toBe(true);
    // At the threshold and below, the WASM binding parses (and gives the native tree).
    const small = QUERY;
    expect(parse(small)).toStrictEqual(native(small));
    expect(wasm.parses()).toBe(1);
  }, 180_000);

  it("parses afresh from a kept tree of the other binding (a file grown past WASM_MAX_CHARS)", async () => {
    const wasm = createLiteParser(python, 'module', await wasmBinding('tree-sitter-python/tree-sitter-python.wasm', 'module'));
    const native = createLiteParser(python, 'module');
    const { kept } = wasm.parseAndRewrite(QUERY, () => undefined, { keep: true });
    expect(kept).toBeDefined();
    const grown = QUERY + '\n' + 'x = 1\n'.repeat(Math.ceil(WASM_MAX_CHARS / 6));
    expect(grown.length).toBeGreaterThan(WASM_MAX_CHARS);
    const { first } = wasm.parseAndRewrite(grown, () => undefined, { from: kept! });
    expect(text(first) === text(native(grown))).toBe(true);
  }, 180_000);
});

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('parseAndRewrite on the WASM binding', () => {
  it('gives the tree a fresh parse of the rewrite gives, on every zod file with a grammar gap', async () => {
    const grammars = require('tree-sitter-typescript') as { typescript: unknown };
    const parse = createLiteParser(grammars.typescript, 'program', await wasmBinding('tree-sitter-typescript/tree-sitter-typescript.wasm', 'program'));
    const native = createLiteParser(grammars.typescript, 'program');
    let rewritten = 0;
    for (const file of tsFiles(join(require.resolve('zod/package.json'), '..', 'src'))) {
      const source = readFileSync(file, 'utf8');
      let change: Rewrite | undefined;
      const result = parse.parseAndRewrite(source, (first) => {
        if (first.problems.length === 0) return undefined;
        const { text, edits } = rewriteGrammarGaps(source, maskedSource(first), false);
        change = edits.length === 0 ? undefined : { text, edits: edits.map((e) => ({ start: e.start, end: e.start + e.text.length })) };
        return change;
      });
      expect(result.first, file).toStrictEqual(native(source));
      if (change === undefined) continue;
      rewritten += 1;
      expect(result.rewritten, file).toStrictEqual(native(source, change.text));
    }
    expect(rewritten).toBeGreaterThanOrEqual(3);
  }, 180_000);
});

/** The real WASM binding, counting the trees it makes and the light trees copied from them. */
function counted(binding: LiteBinding): { binding: LiteBinding; parses: () => number; copies: () => number } {
  let parses = 0;
  let copies = 0;
  return {
    binding: {
      ...binding,
      parse: (text, old) => {
        parses += 1;
        return binding.parse(text, old);
      },
      copy: (tree, source, opaque) => {
        copies += 1;
        return binding.copy(tree, source, opaque);
      },
    },
    parses: () => parses,
    copies: () => copies,
  };
}

/**
 * A WASM tree with an error is checked against the native parse (lite-tree-verdicts.ts): the first time an input meets
 * one, both parse and the native tree is the result; the next parse of the same input keeps the WASM tree when the two
 * light trees were the same, and skips the WASM parse when they were not. Every result is the native binding's.
 */
describe('the verdicts on texts the WASM binding parses with an error', () => {
  const grammars = require('tree-sitter-typescript') as { typescript: unknown };
  const zodSrc = join(require.resolve('zod/package.json'), '..', 'src');
  const gapRewrite = (source: string) => (first: LiteTree): Rewrite | undefined => {
    if (first.problems.length === 0) return undefined;
    const { text: t, edits } = rewriteGrammarGaps(source, maskedSource(first), false);
    return edits.length === 0 ? undefined : { text: t, edits: edits.map((e) => ({ start: e.start, end: e.start + e.text.length })) };
  };

  it("keeps the WASM trees on the second parse of zod's files with a grammar gap (the same light trees, first and rewrite)", async () => {
    const wasm = counted(await wasmBinding('tree-sitter-typescript/tree-sitter-typescript.wasm', 'program'));
    const parse = createLiteParser(grammars.typescript, 'program', wasm.binding);
    const native = createLiteParser(grammars.typescript, 'program');
    let gaps = 0;
    for (const file of tsFiles(zodSrc)) {
      const source = readFileSync(file, 'utf8');
      const once = parse.parseAndRewrite(source, gapRewrite(source));
      if (once.first.problems.length === 0) continue;
      gaps += 1;
      const want = native.parseAndRewrite(source, gapRewrite(source));
      expect(text(once.first) === text(want.first), file).toBe(true);
      expect(once.rewritten === undefined ? undefined : text(once.rewritten), file).toBe(want.rewritten === undefined ? undefined : text(want.rewritten));
      const [parses, copies] = [wasm.parses(), wasm.copies()];
      const again = parse.parseAndRewrite(source, gapRewrite(source));
      expect(text(again.first) === text(want.first), file).toBe(true);
      expect(again.rewritten === undefined ? undefined : text(again.rewritten), file).toBe(want.rewritten === undefined ? undefined : text(want.rewritten));
      // Both light trees of the second parse are the WASM binding's: one parse and one copy each, no native parse.
      const made = want.rewritten === undefined ? 1 : 2;
      expect([wasm.parses() - parses, wasm.copies() - copies], file).toEqual([made, made]);
    }
    expect(gaps).toBeGreaterThanOrEqual(4);
  }, 180_000);

  it('parses natively at once, and only, a text whose WASM tree was not the native one (zod memoizer.ts with a broken middle)', async () => {
    const wasm = counted(await wasmBinding('tree-sitter-typescript/tree-sitter-typescript.wasm', 'program'));
    const parse = createLiteParser(grammars.typescript, 'program', wasm.binding);
    const native = createLiteParser(grammars.typescript, 'program');
    const plain = await wasmBinding('tree-sitter-typescript/tree-sitter-typescript.wasm', 'program');
    const unchecked: LiteBinding = { parse: (t, old) => plain.parse(t, old), copy: (tree, s, o) => plain.copy(tree, s, o), edit: (tree, e) => plain.edit(tree, e), release: (tree) => plain.release(tree) };
    const source = readFileSync(join(zodSrc, 'v4/core/memoizer.ts'), 'utf8');
    const mid = Math.floor(source.length / 2);
    const broken = `${source.slice(0, mid)})(}{${source.slice(mid + 7)}`;
    const want = text(native(broken));
    // Here web-tree-sitter's error recovery is not node-tree-sitter's.
    expect(text(createLiteParser(grammars.typescript, 'program', unchecked)(broken)) === want).toBe(false);
    expect(text(parse(broken)) === want).toBe(true);
    expect(wasm.parses()).toBe(1);
    expect(text(parse(broken)) === want).toBe(true);
    expect(text(parse.parseAndRewrite(broken, () => undefined).first) === want).toBe(true);
    expect(wasm.parses()).toBe(1);
    // Another text of the same length (the verdict is the text's, not its length's) still goes through WASM.
    const clean = `// ${'x'.repeat(broken.length - 3)}`;
    expect(clean.length).toBe(broken.length);
    expect(text(parse(clean)) === text(native(clean))).toBe(true);
    expect(wasm.parses()).toBe(2);
  }, 60_000);
});

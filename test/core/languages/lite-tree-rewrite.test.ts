/**
 * The TypeScript front end parses a file the grammar fails on twice: as written, then a same-length
 * rewrite of its known grammar gaps (typescript/grammar-gaps.ts). The second parse starts from the
 * first's tree, edited at the rewrites (lite-tree.ts `parseAndRewrite`, tree-sitter's incremental
 * parse); it must give the very tree a fresh parse of the rewrite gives. Checked on every .ts file
 * of the installed zod whose rewrite changes something (the files of zod's own grammar gaps, among
 * them its 177 K-character core/schemas.ts), with the gap rewriter the front end uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiteParser, type Rewrite } from '../../../src/core/languages/lite-tree.js';
import { rewriteGrammarGaps } from '../../../src/core/languages/typescript/grammar-gaps.js';
import { maskedSource } from '../../../src/core/languages/typescript/source-mask.js';

const require = createRequire(import.meta.url);
const grammars = require('tree-sitter-typescript') as { typescript: unknown };
const parse = createLiteParser(grammars.typescript, 'program');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('parseAndRewrite', () => {
  it('gives the tree a fresh parse of the rewrite gives, on every zod file with a grammar gap', () => {
    let rewritten = 0;
    let largest = 0;
    for (const file of tsFiles(join(require.resolve('zod/package.json'), '..', 'src'))) {
      const source = readFileSync(file, 'utf8');
      let change: Rewrite | undefined;
      const result = parse.parseAndRewrite(source, (first) => {
        if (first.problems.length === 0) return undefined;
        const { text, edits } = rewriteGrammarGaps(source, maskedSource(first), false);
        change = edits.length === 0 ? undefined : { text, edits: edits.map((e) => ({ start: e.start, end: e.start + e.text.length })) };
        return change;
      });
      expect(result.first, file).toStrictEqual(parse(source));
      if (change === undefined) {
        expect(result.rewritten, file).toBeUndefined();
        continue;
      }
      rewritten += 1;
      largest = Math.max(largest, source.length);
      expect(result.rewritten, file).toStrictEqual(parse(source, change.text));
      expect(result.rewritten!.problems.length, file).toBeLessThan(result.first.problems.length);
    }
    expect(rewritten).toBeGreaterThanOrEqual(3);
    expect(largest).toBeGreaterThan(150_000);
  });

  it('parses a rewrite of another length afresh, and leaves a clean file alone', () => {
    const source = 'interface Box<in out T> { get(): T }\n';
    const text = 'interface Box<       T> { get(): T }\n';
    const { first, rewritten } = parse.parseAndRewrite(source, () => ({ text: `${text} `, edits: [] }));
    expect(first).toStrictEqual(parse(source));
    expect(rewritten).toStrictEqual(parse(source, `${text} `));
    const exact = parse.parseAndRewrite(source, () => ({ text, edits: [{ start: 14, end: 20 }] }));
    expect(exact.rewritten).toStrictEqual(parse(source, text));
    expect(exact.rewritten!.problems).toEqual([]);
    expect(parse.parseAndRewrite('let x = 1;\n', () => undefined).rewritten).toBeUndefined();
  });
});

/**
 * The job's memo of each identifier's search terms (terms.ts termsWithMemo, shared by a snapshot's
 * targets in retrieval/index.ts) must give exactly what `terms` gives, on real code and prose of
 * several languages (Debian's python3-rich, zod's TypeScript), in any order of texts, and must not
 * let a caller that changes a returned array change what later texts get.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terms, termsWithMemo } from '../../../src/core/retrieval/terms.js';

function sources(dir: string, ext: RegExp, max: number): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (out.length >= max) return;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (ext.test(e.name)) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}
const PYTHON = sources('/usr/lib/python3/dist-packages/rich', /\.py$/, 40);
const TS = sources(join(process.cwd(), 'node_modules/zod/src/v3'), /\.ts$/, 20);

describe('termsWithMemo', () => {
  it('gives the same terms as terms() for whole files, lines and names, the memo shared across all of them', () => {
    expect(PYTHON.length).toBeGreaterThan(10);
    expect(TS.length).toBeGreaterThan(5);
    const memo = new Map<string, readonly string[]>();
    const memoTerms = termsWithMemo(memo);
    const texts = [...PYTHON, ...TS].flatMap((file) => [file, ...file.split('\n').slice(0, 200)]);
    texts.push('HTTPAdapter_send URLs getConnections __rich_console__ self cls x', 'The stubbed function returns None.', '', '123 _ __ a1_b2');
    let compared = 0;
    for (const text of texts) {
      expect(memoTerms(text)).toEqual(terms(text));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(1000);
    // The memo holds identifiers, one entry each, and was reused.
    expect(memo.size).toBeGreaterThan(500);
    expect(memo.get('getConnections')).toEqual(terms('getConnections'));
  });

  it("a caller changing a returned array does not change another text's terms", () => {
    const memoTerms = termsWithMemo(new Map());
    const first = memoTerms('get_connection');
    first.push('changed');
    first[0] = 'x';
    expect(memoTerms('get_connection')).toEqual(terms('get_connection'));
    expect(memoTerms('get_connection pool')).toEqual(['get', 'connection', 'pool']);
  });
});

/**
 * The walk's similarity search from per-module postings built once per job (definition-bm25.ts) against BM25 over the
 * pool as dycoder.ts built it per target (similarity-pool.ts addToPool, then bm25.ts bm25Of): on every package file of
 * Debian's python3-click and python3-rich as the opened set, for targets across both packages, in two opened orders and
 * with a small per-file window (the pool's cap), the same definitions in the same order with the same scores, bit for
 * bit. The postings are built once per module and splitter (a job's `terms`), and another splitter (another job) gets
 * its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexModule, type LoadedModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import type { Definition } from '../../../src/core/languages/types.js';
import { bm25Of } from '../../../src/core/retrieval/bm25.js';
import { moduleIndexOf, searchDefinitions } from '../../../src/core/retrieval/definition-bm25.js';
import { similarityWords } from '../../../src/core/retrieval/definition-terms.js';
import { addToPool, type PoolEntry } from '../../../src/core/retrieval/similarity-pool.js';
import { targetQuery } from '../../../src/core/retrieval/rank.js';
import { termsWithMemo } from '../../../src/core/retrieval/terms.js';

const DIST = '/usr/lib/python3/dist-packages';

function modulesOf(pkg: string): LoadedModule[] {
  return readdirSync(`${DIST}/${pkg}`)
    .filter((f) => f.endsWith('.py'))
    .sort()
    .map((f) => {
      const file = `${pkg}/${f}`;
      const text = readFileSync(`${DIST}/${file}`, 'utf8');
      return indexModule(file, text, parseSource(text, file));
    });
}

/** What dycoder.ts did per target before: the pool, then BM25 over it. */
function reference(mods: readonly LoadedModule[], target: Definition, termsOf: (t: string) => readonly string[], query: string[], max?: number): { doc: PoolEntry; score: number }[] {
  const pool: PoolEntry[] = [];
  for (const m of mods) addToPool(pool, m, target, max);
  return bm25Of(pool, (p) => similarityWords(p.def, termsOf)).search(query, 200);
}

const key = (r: { doc: PoolEntry; score: number }): [string, string, number] => [r.doc.mod.file, r.doc.def.qualname, r.score];

describe('searchDefinitions', () => {
  for (const pkg of ['click', 'rich']) {
    it(`ranks as BM25 over the pool on every ${pkg} target sampled, in two opened orders and under a small window`, () => {
      const mods = modulesOf(pkg);
      const termsOf = termsWithMemo(new Map());
      const targets: Array<{ mod: LoadedModule; def: Definition }> = [];
      for (const mod of mods) {
        const defs = mod.parsed.definitions.filter((d) => d.kind !== 'variable');
        for (let i = 0; i < defs.length; i += 9) targets.push({ mod, def: defs[i] as Definition });
      }
      expect(targets.length).toBeGreaterThan(40);
      let compared = 0;
      let tiesSeen = 0;
      for (const [n, { mod, def }] of targets.entries()) {
        const cls = def.parent === undefined ? undefined : mod.byQualname.get(def.parent);
        const query = targetQuery(def, cls);
        // The opened set as a walk leaves it: the target's file first, then others in an order of their own.
        const opened = [mod, ...mods.filter((m) => m !== mod)];
        const orders = [opened, [...opened].reverse()];
        for (const order of orders) {
          const want = reference(order, def, termsOf, query);
          const got = searchDefinitions(order, def, termsOf, query, 200);
          expect(got.map(key)).toEqual(want.map(key));
          // The very same definition objects (the rank reads them by identity).
          expect(got.every((r, i) => r.doc.def === want[i]?.doc.def && r.doc.mod === want[i]?.doc.mod)).toBe(true);
          for (let i = 1; i < want.length; i += 1) if (want[i]?.score === want[i - 1]?.score) tiesSeen += 1;
          compared += 1;
        }
        // A per-file cap below the files' sizes: windows around the target, and the first definitions elsewhere.
        if (n % 4 === 0) {
          const small = opened.slice(0, 12);
          expect(searchDefinitions(small, def, termsOf, query, 200, 1.2, 0.75, 15).map(key)).toEqual(reference(small, def, termsOf, query, 15).map(key));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(80);
      // Tied scores are common (same words, same lengths): their order is the pool's.
      expect(tiesSeen).toBeGreaterThan(0);
    }, 120_000);
  }

  it('builds a module\'s postings once per splitter (a job), another splitter its own', () => {
    const [mod] = modulesOf('click').filter((m) => m.file === 'click/core.py');
    if (mod === undefined) throw new Error('click/core.py');
    const job = termsWithMemo(new Map());
    const first = moduleIndexOf(mod.parsed.definitions, job);
    expect(moduleIndexOf(mod.parsed.definitions, job)).toBe(first);
    expect(moduleIndexOf(mod.parsed.definitions, termsWithMemo(new Map()))).not.toBe(first);
    expect(first.at.length).toBe(mod.parsed.definitions.filter((d) => d.kind !== 'variable').length);
  });
});

/**
 * The walk's similarity search (dycoder.ts): BM25 over the definitions of the files a target's walk opened
 * (similarity-pool.ts's pool), with each file's postings built once per job instead of a whole index per target.
 *
 * bm25Of (bm25.ts) over the pool counted every word of every pooled definition into a document-frequency map, per
 * target, although a search reads the frequencies of the query's words only; a job's targets open much the same
 * files, so each built the same counts again (the pool's definitions: ~1,500 per rich target). Here each module holds,
 * per splitter (the job's `terms`, one per snapshot: retrieval/index.ts), its non-variable definitions' lengths and
 * an inverted list per word (definition, count), remembered weakly by the parse's definition list. A search reads
 * the postings of the query's words alone.
 *
 * Identical to `bm25Of(pool, similarityWords).search(query, limit)`: the same pool (files in opened order, each its
 * window of definitions, variables and the target left out), the same document lengths and frequencies, each score
 * summed over the query's distinct words in the same order by the same expression, and ties kept in pool order
 * (test/core/retrieval/definition-bm25.test.ts checks every target of Debian's click and rich against bm25Of).
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import { similarityWords, type TermsOf } from './definition-terms.js';
import { MAX_POOL_PER_FILE, windowAround, type PoolEntry } from './similarity-pool.js';

/** One module's searchable definitions: `defs[k]` is the k-th non-variable definition (source order). */
interface ModuleIndex {
  /** Index into the module's definition list of each searchable definition. */
  at: number[];
  /** Word count of each. */
  lengths: number[];
  /** Sum of `lengths`. */
  total: number;
  /** Per word: the searchable definitions holding it (k, ascending) and how often. */
  postings: Map<string, { k: number[]; f: number[] }>;
  /** k of each definition object. */
  kOf: Map<Definition, number>;
}

const byTerms = new WeakMap<TermsOf, WeakMap<readonly Definition[], ModuleIndex>>();

/** Builds (or finds) the module's index under `termsOf`. Exported for the tests' count of builds. */
export function moduleIndexOf(defs: readonly Definition[], termsOf: TermsOf): ModuleIndex {
  let byDefs = byTerms.get(termsOf);
  if (byDefs === undefined) byTerms.set(termsOf, (byDefs = new WeakMap()));
  const known = byDefs.get(defs);
  if (known !== undefined) return known;
  const index: ModuleIndex = { at: [], lengths: [], total: 0, postings: new Map(), kOf: new Map() };
  for (let i = 0; i < defs.length; i += 1) {
    const def = defs[i] as Definition;
    if (def.kind === 'variable') continue;
    const k = index.at.length;
    const words = similarityWords(def, termsOf);
    index.at.push(i);
    index.lengths.push(words.length);
    index.total += words.length;
    index.kOf.set(def, k);
    // Counts in first-seen order per definition: only the sums per (word, definition) matter.
    const counts = new Map<string, number>();
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const [w, f] of counts) {
      let p = index.postings.get(w);
      if (p === undefined) index.postings.set(w, (p = { k: [], f: [] }));
      p.k.push(k);
      p.f.push(f);
    }
  }
  byDefs.set(defs, index);
  return index;
}

/** The slice of one module a target's pool takes: definition positions [from, to) of the module's list, minus the target's k. */
interface PoolPart {
  mod: LoadedModule;
  index: ModuleIndex;
  /** Searchable k range in the pool: [kFrom, kTo). */
  kFrom: number;
  kTo: number;
  /** k of the target when it lies in that range, else -1. */
  skip: number;
}

function lowerBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The `limit` best pooled definitions of `modules` (opened order) for `query`, best first, as
 * `bm25Of(pool, (p) => similarityWords(p.def, termsOf)).search(query, limit)` gives them.
 */
export function searchDefinitions(
  modules: readonly LoadedModule[],
  target: Definition,
  termsOf: TermsOf,
  query: readonly string[],
  limit: number,
  k1 = 1.2,
  b = 0.75,
  max = MAX_POOL_PER_FILE,
): { doc: PoolEntry; score: number }[] {
  const parts: PoolPart[] = [];
  let n = 0;
  let totalLength = 0;
  for (const mod of modules) {
    const defs = mod.parsed.definitions;
    const index = moduleIndexOf(defs, termsOf);
    const [from, to] = windowAround(defs, target, max);
    const kFrom = lowerBound(index.at, from);
    const kTo = lowerBound(index.at, to);
    const t = index.kOf.get(target);
    const skip = t !== undefined && t >= kFrom && t < kTo ? t : -1;
    let length = 0;
    if (kFrom === 0 && kTo === index.at.length) length = index.total;
    else for (let k = kFrom; k < kTo; k += 1) length += index.lengths[k] as number;
    if (skip >= 0) length -= index.lengths[skip] as number;
    n += kTo - kFrom - (skip >= 0 ? 1 : 0);
    totalLength += length;
    parts.push({ mod, index, kFrom, kTo, skip });
  }
  const avg = n === 0 ? 1 : Math.max(1, totalLength / n);
  const words = [...new Set(query)];
  // Scores by (part, k); each is summed over the words in query order, as bm25Of's loop sums them.
  const scores = parts.map(() => new Map<number, number>());
  const inPool = (part: PoolPart, k: number): boolean => k >= part.kFrom && k < part.kTo && k !== part.skip;
  for (const w of words) {
    let d = 0;
    for (const part of parts) {
      const p = part.index.postings.get(w);
      if (p === undefined) continue;
      if (part.kFrom === 0 && part.kTo === part.index.at.length) d += p.k.length - (part.skip >= 0 && p.k.includes(part.skip) ? 1 : 0);
      else for (const k of p.k) if (inPool(part, k)) d += 1;
    }
    if (d === 0) continue;
    const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
    for (let j = 0; j < parts.length; j += 1) {
      const part = parts[j] as PoolPart;
      const p = part.index.postings.get(w);
      if (p === undefined) continue;
      const acc = scores[j] as Map<number, number>;
      for (let i = 0; i < p.k.length; i += 1) {
        const k = p.k[i] as number;
        if (!inPool(part, k)) continue;
        const f = p.f[i] as number;
        acc.set(k, (acc.get(k) ?? 0) + (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * (part.index.lengths[k] as number)) / avg)));
      }
    }
  }
  // Pool order (part, then k), then a stable sort by score: bm25Of's order, ties included.
  const scored: { doc: PoolEntry; score: number }[] = [];
  for (let j = 0; j < parts.length; j += 1) {
    const part = parts[j] as PoolPart;
    const ks = [...(scores[j] as Map<number, number>)].sort((x, y) => x[0] - y[0]);
    for (const [k, score] of ks) {
      if (score > 0) scored.push({ doc: { mod: part.mod, def: part.mod.parsed.definitions[part.index.at[k] as number] as Definition }, score });
    }
  }
  scored.sort((x, y) => y.score - x.score);
  return scored.slice(0, limit);
}

/**
 * Okapi BM25 over small in-memory documents (definitions, paths). Built per request.
 */
import { terms } from './terms.js';

export interface Bm25Index<T> {
  /** Scores every document against the query; documents with score 0 are left out. */
  search(query: string | string[], limit?: number): { doc: T; score: number }[];
  readonly size: number;
}

/** `termsOf` lets a caller share the split of texts it indexes again and again (e.g. per job). */
export function buildBm25<T>(
  docs: readonly T[],
  textOf: (doc: T) => string,
  termsOf: (text: string) => readonly string[] = terms,
  k1 = 1.2,
  b = 0.75,
): Bm25Index<T> {
  return bm25Of(docs, (doc) => termsOf(textOf(doc)), k1, b);
}

/**
 * Each word's count in `words`, remembered per array: a caller that hands the same array again (a
 * definition's words, remembered per job by definition-terms.ts) gets the same counts without counting.
 * The array is never changed after it is made (a split's result), so its counts never go stale.
 */
const countsByWords = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function termCounts(words: readonly string[]): ReadonlyMap<string, number> {
  const known = countsByWords.get(words);
  if (known !== undefined) return known;
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  countsByWords.set(words, counts);
  return counts;
}

/** BM25 over documents given by their words. */
export function bm25Of<T>(docs: readonly T[], wordsOf: (doc: T) => readonly string[], k1 = 1.2, b = 0.75): Bm25Index<T> {
  const tf: ReadonlyMap<string, number>[] = [];
  const df = new Map<string, number>();
  // A document's length is its count of words (the sum of its term counts).
  const lengths: number[] = [];
  let totalLength = 0;
  for (const doc of docs) {
    const words = wordsOf(doc);
    const counts = termCounts(words);
    totalLength += words.length;
    lengths.push(words.length);
    for (const w of counts.keys()) df.set(w, (df.get(w) ?? 0) + 1);
    tf.push(counts);
  }
  const avg = docs.length === 0 ? 1 : Math.max(1, totalLength / docs.length);
  const n = docs.length;

  return {
    size: n,
    search(query, limit = Number.POSITIVE_INFINITY) {
      const q = [...new Set(Array.isArray(query) ? query : terms(query))];
      const scored: { doc: T; score: number }[] = [];
      docs.forEach((doc, i) => {
        const counts = tf[i];
        if (counts === undefined) return;
        let score = 0;
        for (const w of q) {
          const f = counts.get(w);
          if (f === undefined) continue;
          const d = df.get(w) ?? 0;
          const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
          score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * (lengths[i] ?? 0)) / avg));
        }
        if (score > 0) scored.push({ doc, score });
      });
      scored.sort((a, b2) => b2.score - a.score);
      return scored.slice(0, limit);
    },
  };
}

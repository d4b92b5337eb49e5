/**
 * A fixed, seeded sample of a list (for cross-check tests): the same items on every run and every
 * machine, whatever the list's order, so a disagreement found once is found again. Items are
 * ranked by a hash of the seed and their own key and the first ceil(fraction × n) are kept (in
 * their original order), so adding a file to a package moves at most one other in or out.
 * CROSSCHECK_SAMPLE=all in the environment keeps every item.
 */
import { createHash } from 'node:crypto';

export function seededSample<T>(items: readonly T[], fraction: number, seed: string, key: (item: T) => string = String): T[] {
  if (!(fraction > 0 && fraction <= 1)) throw new Error(`a sample fraction is in (0, 1], not ${fraction}`);
  if (process.env.CROSSCHECK_SAMPLE === 'all' || fraction === 1) return [...items];
  const rank = (item: T) => createHash('sha256').update(seed).update('\0').update(key(item)).digest('hex');
  const ranked = items.map((item, index) => ({ index, rank: rank(item) })).sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.index - b.index));
  const kept = new Set(ranked.slice(0, Math.ceil(fraction * items.length)).map((r) => r.index));
  return items.filter((_, index) => kept.has(index));
}

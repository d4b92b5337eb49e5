/**
 * A fixed, seeded sample of a list (for cross-check tests): the same files on every run and every
 * machine, whatever the list's order, so a disagreement found once is found again. Each item is
 * kept or not by a hash of its own text and the seed, so adding a file to a package does not
 * reshuffle the rest. CROSSCHECK_SAMPLE=all in the environment keeps every item (the full
 * cross-checks also run in `npm run bench:parse` / `npm run bench:parse-ts`).
 */
import { createHash } from 'node:crypto';

export function seededSample<T>(items: readonly T[], fraction: number, seed: string, key: (item: T) => string = String): T[] {
  if (!(fraction > 0 && fraction <= 1)) throw new Error(`a sample fraction is in (0, 1], not ${fraction}`);
  if (process.env.CROSSCHECK_SAMPLE === 'all' || fraction === 1) return [...items];
  const limit = Math.floor(fraction * 2 ** 32);
  return items.filter((item) => createHash('sha256').update(seed).update('\0').update(key(item)).digest().readUInt32BE(0) < limit);
}

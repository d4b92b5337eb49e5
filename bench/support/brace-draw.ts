/** The stratified seeded draw of the validate-brace held-out sets (small / medium / large, three each unless told). */
import { mulberry32 } from './mulberry32.js';

export function draw(pool: readonly string[], size: (p: string) => number, bounds: [number, number], seed = 2612, perStratum = 3): string[] {
  const sorted = [...pool].sort();
  const strata = [sorted.filter((p) => size(p) < bounds[0]), sorted.filter((p) => size(p) >= bounds[0] && size(p) <= bounds[1]), sorted.filter((p) => size(p) > bounds[1])];
  const random = mulberry32(seed);
  return strata.flatMap((s) => {
    const rest = [...s];
    const picked: string[] = [];
    while (picked.length < perStratum && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  });
}

/** Each stratum's whole draw order: the names of the rows in it, alphabetical, shuffled by one mulberry32(seed) (strata in turn). */
export function stratumOrders<R extends readonly [string, ...unknown[]]>(rows: readonly R[], size: (r: R) => number, strata: readonly ((n: number) => boolean)[], seed: number): string[][] {
  const random = mulberry32(seed);
  return strata.map((inStratum) => {
    const rest = rows.filter((r) => inStratum(size(r))).map((r) => r[0]).sort();
    const order: string[] = [];
    while (rest.length > 0) order.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return order;
  });
}

/**
 * Takes candidates in each stratum's draw order until `per` of them pass `probe` (session 20's sets: a candidate is fetched
 * and measured by the probe, which says whether it is taken and what to log).
 */
export function takeInOrder<T>(orders: readonly (readonly string[])[], per: number, probe: (name: string) => { taken: T | undefined; line: string }, log: (line: string) => void): T[] {
  const picked: T[] = [];
  for (const order of orders) {
    let taken = 0;
    for (const name of order) {
      if (taken === per) break;
      const r = probe(name);
      log(`${name}: ${r.line} ${r.taken !== undefined ? 'TAKEN' : 'skipped'}`);
      if (r.taken !== undefined) {
        picked.push(r.taken);
        taken++;
      }
    }
  }
  return picked;
}

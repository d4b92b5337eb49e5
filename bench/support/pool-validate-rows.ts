/**
 * `tsx bench/support/pool-validate-rows.ts FILE.rows.json...` — pools the rows of bench:validate-brace runs split by
 * `--only` (each writes `<report>.rows.json`) into one table per kind, with the validation-time median of the pool.
 */
import { readFileSync } from 'node:fs';

interface Row { pkg: string; kind: string; outcome: 'rejected' | 'flagged' | 'missed'; validationMs: number }
const rows: Row[] = process.argv.slice(2).flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as Row[]);
const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
console.log(`packages: ${[...new Set(rows.map((r) => r.pkg))].join(', ')}`);
console.log('| Kind | n | rejected / repaired (or import added) | flagged only | missed |\n|---|---:|---:|---:|---:|');
for (const k of ['original', 'hallucinated-helper', 'wrong-member', 'wrong-arity', 'needed-import']) {
  const rs = rows.filter((r) => r.kind === k);
  const c = (o: Row['outcome']): string => `${rs.filter((r) => r.outcome === o).length} (${pct(rs.filter((r) => r.outcome === o).length, rs.length)})`;
  console.log(`| ${k} | ${rs.length} | ${c('rejected')} | ${c('flagged')} | ${c('missed')} |`);
}
const originals = rows.filter((r) => r.kind === 'original');
console.log(`validation median: original bodies ${median(originals.map((r) => r.validationMs)).toFixed(1)} ms (n=${originals.length}), all answers ${median(rows.map((r) => r.validationMs)).toFixed(1)} ms (n=${rows.length})`);

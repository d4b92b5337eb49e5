/**
 * `tsx bench/support/validate-md-sum-py.ts <md>...`: adds up the Python rows of bench:validate tables written by
 * parallel `--only` parts (one per package or group), kind by kind (closed/open member rows included), and prints
 * one table; parts whose table is not written yet are named and left out.
 */
import { existsSync, readFileSync } from 'node:fs';

const ROW = /^\| Python \| ([^|]+?) \| (\d+) \| (\d+) [^|]*\| (\d+) [^|]*\| (\d+) [^|]*\|$/;
const sums = new Map<string, [number, number, number, number]>();
const missing: string[] = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    missing.push(file);
    continue;
  }
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = ROW.exec(line);
    if (!m) continue;
    const s = sums.get(m[1]!) ?? [0, 0, 0, 0];
    sums.set(m[1]!, [s[0] + Number(m[2]), s[1] + Number(m[3]), s[2] + Number(m[4]), s[3] + Number(m[5])]);
  }
}
const pct = (k: number, n: number): string => (n === 0 ? '–' : `${((100 * k) / n).toFixed(1)}%`);
console.log('| Kind | n | rejected / repaired (or import added) | flagged only | missed |\n|---|---:|---:|---:|---:|');
for (const [kind, [n, r, f, x]] of sums) console.log(`| ${kind} | ${n} | ${r} (${pct(r, n)}) | ${f} (${pct(f, n)}) | ${x} (${pct(x, n)}) |`);
if (missing.length > 0) console.log(`\nNot written yet: ${missing.join(', ')}`);

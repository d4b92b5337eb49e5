/**
 * `tsx bench/support/validate-log-sum-py.ts <log>...`: adds up the per-case lines of `bench:validate --verbose` logs
 * (`Python <pkg> <file:qualname> <kind> <outcome> [label]`), parts still running included (their cases so far), and
 * prints the table by kind and by label (session 21: held out 14's large parts did not end before the session's stop).
 */
import { readFileSync } from 'node:fs';

const LINE = /^Python \S+ \S+ (original|hallucinated-helper|wrong-member|wrong-arity|needed-import) (rejected|flagged|missed)(?: \[([\w-]+)\])?/;
const sums = new Map<string, { n: number; rejected: number; flagged: number; missed: number }>();
const add = (key: string, outcome: string): void => {
  const s = sums.get(key) ?? { n: 0, rejected: 0, flagged: 0, missed: 0 };
  s.n++;
  if (outcome === 'rejected') s.rejected++;
  else if (outcome === 'flagged') s.flagged++;
  else s.missed++;
  sums.set(key, s);
};
let noAttempt = 0;
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/: no attempt \(/.test(line)) noAttempt++;
    const m = LINE.exec(line);
    if (!m) continue;
    add(m[1]!, m[2]!);
    if (m[3] !== undefined) add(`${m[1]!} (${m[3]})`, m[2]!);
  }
}
const pct = (k: number, n: number): string => (n === 0 ? '–' : `${((100 * k) / n).toFixed(1)}%`);
const order = ['original', 'hallucinated-helper', 'wrong-member', 'wrong-member (closed)', 'wrong-member (closed-dependency)', 'wrong-member (open)', 'wrong-arity', 'needed-import'];
console.log('| Kind | n | rejected / repaired (or import added) | flagged only | missed |\n|---|---:|---:|---:|---:|');
for (const kind of [...order, ...[...sums.keys()].filter((k) => !order.includes(k))]) {
  const s = sums.get(kind);
  if (s) console.log(`| ${kind} | ${s.n} | ${s.rejected} (${pct(s.rejected, s.n)}) | ${s.flagged} (${pct(s.flagged, s.n)}) | ${s.missed} (${pct(s.missed, s.n)}) |`);
}
console.log(`\nCases with no attempt (no model answer checked, left out of n): ${noAttempt}`);

/**
 * Dev tool: `tsx bench/support/tally-brace-logs.ts LOG...` — the counts of bench:validate-brace `--verbose` logs (one line per
 * answer: `PKG FILE:QUALNAME KIND [(closed|open)] OUTCOME ...`), per kind and outcome, for runs stopped before their shard
 * reports were written (session 20: the blind runs reached the session's time limit at load 90+). Prints a markdown table.
 */
import { readFileSync } from 'node:fs';

const LINE = /^(\S+) (\S+) (original|hallucinated-helper|wrong-member|wrong-arity|needed-import|python-as-ts|ts-type-error)(?: \((closed|open)\))? (rejected|missed|flagged|not run)\b/;
const counts = new Map<string, Map<string, number>>();
const packages = new Set<string>();
const add = (kind: string, outcome: string): void => {
  const m = counts.get(kind) ?? new Map<string, number>();
  m.set(outcome, (m.get(outcome) ?? 0) + 1);
  counts.set(kind, m);
};
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = LINE.exec(line);
    if (m === null) continue;
    packages.add(m[1]!);
    add(m[3]!, m[5]!);
    if (m[4] !== undefined) add(`wrong-member, ${m[4]}`, m[5]!);
  }
}
const order = ['original', 'hallucinated-helper', 'wrong-member', 'wrong-member, closed', 'wrong-member, open', 'wrong-arity', 'needed-import'];
console.log(`packages reached: ${[...packages].join(', ')}`);
console.log('| kind | n (run) | rejected | flagged | missed | not run |\n|---|---:|---:|---:|---:|---:|');
for (const k of [...order, ...[...counts.keys()].filter((k) => !order.includes(k))]) {
  const m = counts.get(k);
  if (m === undefined) continue;
  const c = (o: string): number => m.get(o) ?? 0;
  const n = c('rejected') + c('flagged') + c('missed');
  const pct = (x: number): string => (n === 0 ? '-' : `${((100 * x) / n).toFixed(1)}%`);
  console.log(`| ${k} | ${n} | ${c('rejected')} (${pct(c('rejected'))}) | ${c('flagged')} (${pct(c('flagged'))}) | ${c('missed')} (${pct(c('missed'))}) | ${c('not run')} |`);
}

/**
 * Dev tool: `tsx bench/support/tally-java13.ts LOG...` — Java held out 13's counts (session 21) from bench:validate-brace
 * `--verbose --deps debian` logs: per kind and outcome, then the helper, member and arity kinds split by what the
 * dependencies close (java-split-deps13.ts: closed / closed-by-dependency / open). Prints markdown tables.
 */
import { readFileSync } from 'node:fs';

const LINE = /^(\S+) (\S+) (original|hallucinated-helper|wrong-member|wrong-arity|needed-import)(?: \((?:closed|open)\))? (rejected|missed|flagged|not run)\b/;
const DEPS = /^\S+ \S+ [\w-]+(?: \(\w+\))? [\w ]+? \[read \d+\] \{deps: (closed|closed-by-dependency|open)\}/;
const OUTCOMES = ['rejected', 'flagged', 'missed', 'not run'] as const;
const counts = new Map<string, Map<string, number>>();
const packages = new Set<string>();
const add = (key: string, outcome: string): void => {
  const m = counts.get(key) ?? new Map<string, number>();
  m.set(outcome, (m.get(outcome) ?? 0) + 1);
  counts.set(key, m);
};
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = LINE.exec(line);
    if (m === null) continue;
    packages.add(m[1]!);
    add(m[3]!, m[4]!);
    const d = DEPS.exec(line);
    if (d !== null) add(`${m[3]!}, ${d[1]!}`, m[4]!);
  }
}
console.log(`packages reached: ${[...packages].join(', ')}`);
console.log('| kind | n (run) | rejected | flagged | missed | not run |\n|---|---:|---:|---:|---:|---:|');
const kinds = ['original', 'hallucinated-helper', 'wrong-member', 'wrong-arity', 'needed-import'];
const splits = ['closed', 'closed-by-dependency', 'open'];
for (const k of kinds.flatMap((k) => [k, ...splits.map((s) => `${k}, ${s}`)])) {
  const m = counts.get(k);
  if (m === undefined) continue;
  const run = (m.get('rejected') ?? 0) + (m.get('flagged') ?? 0) + (m.get('missed') ?? 0);
  const pct = (n: number): string => (run === 0 ? '' : ` (${((100 * n) / run).toFixed(1)}%)`);
  console.log(`| ${k} | ${run} | ${OUTCOMES.slice(0, 3).map((o) => `${m.get(o) ?? 0}${pct(m.get(o) ?? 0)}`).join(' | ')} | ${m.get('not run') ?? 0} |`);
}

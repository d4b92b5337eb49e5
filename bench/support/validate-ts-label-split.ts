/**
 * `tsx bench/support/validate-ts-label-split.ts LOG...`: bench:validate's TypeScript/JavaScript wrong-member and
 * wrong-return-type rows split by the generator's closed/open labels (bench/support/ts-member-label.ts,
 * ts-return-label.ts), read from `--verbose` logs of a run whose generator printed them (`member-label ...` /
 * `return-label ...` lines, each just before its mutant's outcome line). Extra rows: the all-mutants rows stay the
 * headline. Reads no check result of its own; a labelled mutant whose outcome line is "not wrong" (tsc cross-check)
 * is not counted.
 */
import { readFileSync } from 'node:fs';

type Outcome = 'rejected' | 'flagged' | 'missed' | 'no attempt';
const tally = new Map<string, Record<Outcome, number>>();
const misses = new Map<string, string[]>();
const LABEL = /^(member|return)-label (\S+) (\S+) (closed|open): (.*)$/;
const OUTCOME = /^TypeScript\/JavaScript (\S+) (\S+) (wrong-member|wrong-return-type) (rejected|repaired|flagged|missed|no attempt|not wrong)/;

for (const file of process.argv.slice(2)) {
  const lines = readFileSync(file, 'utf8').split('\n');
  let pending: { kind: string; key: string; label: string; reason: string } | undefined;
  for (const line of lines) {
    const l = LABEL.exec(line);
    if (l) {
      pending = { kind: l[1] === 'member' ? 'wrong-member' : 'wrong-return-type', key: `${l[2]} ${l[3]}`, label: l[4]!, reason: l[5]! };
      continue;
    }
    const o = OUTCOME.exec(line);
    if (!o || pending === undefined || `${o[1]} ${o[2]}` !== pending.key || o[3] !== pending.kind) continue;
    const outcome = o[4]!;
    if (outcome !== 'not wrong') {
      const row = `${pending.kind} ${pending.label}`;
      const t = tally.get(row) ?? { rejected: 0, flagged: 0, missed: 0, 'no attempt': 0 };
      const out: Outcome = outcome === 'repaired' ? 'rejected' : (outcome as Outcome);
      t[out]++;
      tally.set(row, t);
      if (out !== 'rejected') misses.set(row, [...(misses.get(row) ?? []), `${pending.key} (${out}; ${pending.reason})`]);
    }
    pending = undefined;
  }
}
const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
console.log('| Kind, label | n | rejected | flagged only | missed | no attempt |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of [...tally.keys()].sort()) {
  const t = tally.get(row)!;
  const n = t.rejected + t.flagged + t.missed + t['no attempt'];
  console.log(`| ${row} | ${n} | ${t.rejected} (${pct(t.rejected, n)}) | ${t.flagged} | ${t.missed} | ${t['no attempt']} |`);
}
for (const [row, list] of misses) console.log(`\n${row}, not rejected:\n${list.map((x) => `- ${x}`).join('\n')}`);

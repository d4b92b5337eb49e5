/**
 * `tsx bench/support/validate-ts-member-split.ts --set heldoutN --per-package K LOG...`: bench:validate's wrong-member row
 * for TypeScript/JavaScript split by the generator's closed/open label (bench/support/ts-member-label.ts), as extra
 * rows beside the all-mutants row (which stays the headline). The mutants are drawn again exactly as bench:validate
 * draws them (same targets, seed 22, same mutant generator); their outcomes come from the run's logs: a mutant the log
 * calls "not wrong" (tsc cross-check) is not counted, one the log calls missed or flagged is that, every other one was
 * rejected (bench:validate logs every case that is not the goal, and "no attempt" cases under --verbose: the script
 * reports the counts it cannot place). Run after the run; it reads no check result of its own.
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { shuffled } from './blind-draw.js';
import { installedDir, npmTargets } from './npm-targets.js';
import { memberLabel } from './ts-member-label.js';
import { mutantsOf } from '../../test/support/ts-check-targets.js';
import { NPM_VALIDATE_HELD_OUT_9, NPM_VALIDATE_HELD_OUT_10 } from './validate-sets.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { set: { type: 'string', default: 'heldout10' }, 'per-package': { type: 'string', default: '14' }, seed: { type: 'string', default: '22' }, only: { type: 'string' } } });
const SETS = { heldout9: NPM_VALIDATE_HELD_OUT_9, heldout10: NPM_VALIDATE_HELD_OUT_10 } as const;
const set = SETS[values.set as keyof typeof SETS];
if (!set) throw new Error(`--set must be one of ${Object.keys(SETS).join(', ')}`);
const log = positionals.map((f) => readFileSync(f, 'utf8')).join('\n');
const bare = (name: string): string => name.replace(/^@[^/]+\//, '');
const only = values.only?.split(',');

type Outcome = 'rejected' | 'flagged' | 'missed' | 'no attempt';
const tally = new Map<string, Record<Outcome, number>>();
const bump = (label: string, o: Outcome): void => {
  const row = tally.get(label) ?? { rejected: 0, flagged: 0, missed: 0, 'no attempt': 0 };
  row[o]++;
  tally.set(label, row);
};
const lines: string[] = [];
for (const p of set.filter((s) => !only || only.includes(s.name))) {
  const all = npmTargets(p).map((t, i) => ({ t, name: `${String(i).padStart(5, '0')}` }));
  const picked = shuffled(all, Number(values.seed)).slice(0, Number(values['per-package'])).map((x) => x.t);
  for (const t of picked) {
    const m = mutantsOf(t).find((x) => x.kind === 'wrong-member');
    if (!m || m.memberAt === undefined) continue;
    const key = `${p.name} ${bare(p.name)}/${t.file}:${t.qualname} wrong-member`;
    if (log.includes(`${key} not wrong`)) continue;
    const outcome: Outcome = log.includes(`${key} missed`) ? 'missed' : log.includes(`${key} flagged`) ? 'flagged' : log.includes(`${bare(p.name)}/${t.file}:${t.qualname} wrong-member: no attempt`) ? 'no attempt' : 'rejected';
    const l = memberLabel(installedDir(p.name), t, m.memberAt);
    bump(l.label, outcome);
    lines.push(`- ${p.name} ${t.file}:${t.qualname}: ${l.label} (${l.reason}) — ${outcome}`);
  }
}
const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
console.log(`# bench:validate ${values.set}: wrong member split by the generator's closed/open label (bench/support/ts-member-label.ts)\n`);
console.log('| Wrong member, receiver | n | rejected | flagged only | missed | no attempt |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const label of ['closed', 'open']) {
  const r = tally.get(label) ?? { rejected: 0, flagged: 0, missed: 0, 'no attempt': 0 };
  const n = r.rejected + r.flagged + r.missed;
  console.log(`| ${label} | ${n} | ${r.rejected} (${pct(r.rejected, n)}) | ${r.flagged} | ${r.missed} (${pct(r.missed, n)}) | ${r['no attempt']} |`);
}
console.log(`\n${lines.join('\n')}`);

/**
 * `tsx bench/support/validate-ts-log-tally.ts LOG...`: bench:validate's TypeScript/JavaScript table rebuilt from `--verbose`
 * logs, for parts stopped before they wrote their table (a blind run cut at its declared deadline: every target whose
 * outcome lines were printed counts; a target cut mid-way counts with the kinds it reached). Per kind: rejected or repaired,
 * flagged only, missed; originals: rejected = false rejections, flagged = false alarms, missed = accepted clean. Mutants the
 * tsc cross-check found "not wrong" are not counted. Validation times are not in the log.
 */
import { readFileSync } from 'node:fs';

const KINDS = ['original', 'hallucinated-helper', 'wrong-member', 'wrong-arity', 'needed-import', 'python-as-ts', 'wrong-return-type'] as const;
const LINE = /^TypeScript\/JavaScript (\S+) (\S+) (\S+) (rejected|repaired|flagged|missed|no attempt|not wrong)\b/;
const tally = new Map<string, { rejected: number; flagged: number; missed: number; none: number }>();
const packages = new Map<string, Set<string>>();
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = LINE.exec(line);
    if (!m || m[4] === 'not wrong') continue;
    const kind = m[3]!;
    const t = tally.get(kind) ?? { rejected: 0, flagged: 0, missed: 0, none: 0 };
    if (m[4] === 'rejected' || m[4] === 'repaired') t.rejected++;
    else if (m[4] === 'flagged') t.flagged++;
    else if (m[4] === 'missed') t.missed++;
    else t.none++;
    tally.set(kind, t);
    if (kind === 'original') packages.set(m[1]!, (packages.get(m[1]!) ?? new Set()).add(m[2]!));
  }
}
const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
console.log('| Kind | n | rejected / repaired (or import added) | flagged only | missed |');
console.log('|---|---:|---:|---:|---:|');
for (const kind of KINDS) {
  const t = tally.get(kind);
  if (!t) continue;
  const n = t.rejected + t.flagged + t.missed + t.none;
  console.log(`| ${kind} | ${n} | ${t.rejected} (${pct(t.rejected, n)}) | ${t.flagged} | ${t.missed}${t.none > 0 ? ` (+${t.none} no attempt)` : ''} |`);
}
console.log(`\nTargets (originals) per package: ${[...packages].map(([p, s]) => `${p} ${s.size}`).join(', ')}`);

/**
 * `tsx bench/support/validate-log-table.ts <log>...`: the per-kind table of bench:validate `--verbose` logs, read from
 * their per-answer lines (`<language> <package> <file>:<qualname> <kind> <outcome>[: detail]`), for a part that did not
 * reach its own table (stopped at a deadline): only the targets whose answers were all logged count. Also counts the
 * held-out-7 "not wrong (tsc ...)" lines.
 */
import { readFileSync } from 'node:fs';

const KINDS = ['original', 'hallucinated-helper', 'wrong-member', 'wrong-arity', 'needed-import', 'python-as-ts', 'wrong-return-type'];
const LINE = /^TypeScript\/JavaScript (\S+) (\S+) (\S+) (rejected|flagged|missed)(?::|$)/;
const NOT_WRONG = /^TypeScript\/JavaScript (\S+) (\S+) (\S+) not wrong \(tsc/;
const counts = new Map<string, Record<'rejected' | 'flagged' | 'missed', number>>();
let notWrong = 0;
for (const file of process.argv.slice(2)) {
  const rows = readFileSync(file, 'utf8').split('\n').flatMap((l) => { const m = LINE.exec(l); return m ? [{ target: m[2]!, kind: m[3]!, outcome: m[4] as 'rejected' | 'flagged' | 'missed' }] : []; });
  notWrong += readFileSync(file, 'utf8').split('\n').filter((l) => NOT_WRONG.test(l)).length;
  // The last target of a stopped log may be incomplete: drop it unless the log reached its table.
  const finished = readFileSync(file, 'utf8').includes('| Language | Kind |');
  const last = rows.at(-1)?.target;
  for (const r of rows) {
    if (!finished && r.target === last) continue;
    const c = counts.get(r.kind) ?? { rejected: 0, flagged: 0, missed: 0 };
    c[r.outcome]++;
    counts.set(r.kind, c);
  }
}
console.log('| Kind | n | rejected | flagged | missed |\n|---|---:|---:|---:|---:|');
for (const k of KINDS) {
  const c = counts.get(k) ?? { rejected: 0, flagged: 0, missed: 0 };
  console.log(`| ${k} | ${c.rejected + c.flagged + c.missed} | ${c.rejected} | ${c.flagged} | ${c.missed} |`);
}
console.log(`not counted (tsc found no new error): ${notWrong}`);

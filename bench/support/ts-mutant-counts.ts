/**
 * `tsx bench/support/ts-mutant-counts.ts [--sets heldout,heldout2,...]`: how many TypeScript/JavaScript mutants of each
 * kind bench:validate's sets give (the same seeded pick of targets as bench/support/validate-typescript.ts), without
 * running the pipeline. Session 14 uses it to count what a generator rule changed: run once with
 * `DYCODER_LEGACY_IMPORT_MUTANTS=1` (needed-import mutants as before) and once without.
 */
import { parseArgs } from 'node:util';
import { shuffled } from './blind-draw.js';
import { npmTargets } from './npm-targets.js';
import { typeScriptValidate } from './validate-typescript.js';
import { mutantsOf } from '../../test/support/ts-check-targets.js';
import { NPM_VALIDATE_HELD_OUT, NPM_VALIDATE_HELD_OUT_2, NPM_VALIDATE_HELD_OUT_3, NPM_VALIDATE_HELD_OUT_4, NPM_VALIDATE_HELD_OUT_5, NPM_VALIDATE_HELD_OUT_6, NPM_VALIDATE_TUNING } from './validate-sets.js';

const { values } = parseArgs({ options: { sets: { type: 'string', default: Object.keys(typeScriptValidate.sets).join(',') }, seed: { type: 'string', default: '22' } } });
const ALL = [...NPM_VALIDATE_TUNING, ...NPM_VALIDATE_HELD_OUT, ...NPM_VALIDATE_HELD_OUT_2, ...NPM_VALIDATE_HELD_OUT_3, ...NPM_VALIDATE_HELD_OUT_4, ...NPM_VALIDATE_HELD_OUT_5, ...NPM_VALIDATE_HELD_OUT_6];
/** Targets per package as each set was run (held out 6 with `--per-package 10`). */
const PER_PACKAGE: Record<string, number> = { heldout6: 10 };

for (const set of values.sets.split(',')) {
  const counts = new Map<string, number>();
  let targets = 0;
  for (const name of (typeScriptValidate.sets as Readonly<Record<string, readonly string[] | undefined>>)[set] ?? []) {
    const p = ALL.find((x) => x.name === name)!;
    const picked = shuffled(npmTargets(p).map((t, i) => ({ t, name: String(i).padStart(5, '0') })), Number(values.seed)).slice(0, PER_PACKAGE[set] ?? 8).map((x) => x.t);
    for (const t of picked) {
      targets++;
      for (const m of mutantsOf(t)) counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
    }
  }
  console.log(`${set}\ttargets ${targets}\t${[...counts].map(([k, n]) => `${k} ${n}`).join('\t')}`);
}

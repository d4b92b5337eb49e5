/**
 * bench:validate's TypeScript/JavaScript cases: an installed npm package's source folder copied into a
 * temp repository (`<name>/<dir>/...` plus its package.json), one target per file
 * (bench/support/npm-targets.ts), a seeded pick of them, each stubbed in place with `throw new
 * Error('not implemented')`; its original body and mechanical mutants (test/support/ts-check-targets.ts:
 * a hallucinated helper, a wrong member on `this`, an import taken out of the file, one argument too
 * many, Python written as TypeScript, a wrong return type) as the scripted answers, the original on repair.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shuffled } from './blind-draw.js';
import { installedDir, npmTargets, type NpmSource } from './npm-targets.js';
import { mutantsOf } from '../../test/support/ts-check-targets.js';
import { memberLabel } from './ts-member-label.js';
import { returnTypeLabel } from './ts-return-label.js';
import { tscCrossCheck } from './ts-mutant-tsc.js';
import type { PackageRun, ValidateCase, ValidateLanguage } from './validate-core.js';
import { NPM_VALIDATE_HELD_OUT, NPM_VALIDATE_HELD_OUT_2, NPM_VALIDATE_HELD_OUT_3, NPM_VALIDATE_HELD_OUT_4, NPM_VALIDATE_HELD_OUT_5, NPM_VALIDATE_HELD_OUT_6, NPM_VALIDATE_HELD_OUT_7, NPM_VALIDATE_HELD_OUT_8, NPM_VALIDATE_HELD_OUT_9, NPM_VALIDATE_HELD_OUT_10, NPM_VALIDATE_HELD_OUT_11, NPM_VALIDATE_HELD_OUT_12, NPM_VALIDATE_HELD_OUT_13, NPM_VALIDATE_HELD_OUT_14, NPM_VALIDATE_HELD_OUT_15, NPM_VALIDATE_HELD_OUT_16, NPM_VALIDATE_HELD_OUT_17, NPM_VALIDATE_HELD_OUT_18, NPM_VALIDATE_HELD_OUT_19, NPM_VALIDATE_HELD_OUT_20, NPM_VALIDATE_HELD_OUT_21, NPM_VALIDATE_HELD_OUT_22, NPM_VALIDATE_TUNING } from './validate-sets.js';

const bare = (name: string): string => name.replace(/^@[^/]+\//, '');

/** Held out 7-14 (validate-draw-7.ts ... -14.ts): a TypeScript-source package's mutants count only when the compiler finds them wrong. */
const CROSS_CHECKED: readonly NpmSource[] = [...NPM_VALIDATE_HELD_OUT_7, ...NPM_VALIDATE_HELD_OUT_8, ...NPM_VALIDATE_HELD_OUT_9, ...NPM_VALIDATE_HELD_OUT_10, ...NPM_VALIDATE_HELD_OUT_11, ...NPM_VALIDATE_HELD_OUT_12, ...NPM_VALIDATE_HELD_OUT_13, ...NPM_VALIDATE_HELD_OUT_14, ...NPM_VALIDATE_HELD_OUT_15, ...NPM_VALIDATE_HELD_OUT_16, ...NPM_VALIDATE_HELD_OUT_17, ...NPM_VALIDATE_HELD_OUT_18, ...NPM_VALIDATE_HELD_OUT_19, ...NPM_VALIDATE_HELD_OUT_20, ...NPM_VALIDATE_HELD_OUT_21, ...NPM_VALIDATE_HELD_OUT_22].filter((p) => p.kind === 'ts');

function* cases(p: NpmSource, root: string, seed: number, perPackage: number, originalsOnly: boolean): Generator<ValidateCase> {
  const all = npmTargets(p).map((t, i) => ({ t, name: `${String(i).padStart(5, '0')}` }));
  const picked = shuffled(all, seed).slice(0, perPackage).map((x) => x.t).sort((a, b) => a.file.localeCompare(b.file));
  for (const t of picked) {
    const file = `${bare(p.name)}/${t.file}`;
    const path = join(root, ...file.split('/'));
    writeFileSync(path, t.source);
    try {
      const target = { file, qualname: t.qualname };
      yield { target, kind: 'original', first: t.body, repair: t.body, name: '' };
      if (originalsOnly) continue;
      const tsc = CROSS_CHECKED.includes(p) ? tscCrossCheck(installedDir(p.name), t) : undefined;
      for (const m of mutantsOf(t)) {
        if (tsc !== undefined && !tsc.isWrong(m)) {
          console.log(`TypeScript/JavaScript ${p.name} ${file}:${t.qualname} ${m.kind} not wrong (tsc: no new error; ${tsc.originalErrors} with the original): not counted`);
          continue;
        }
        // Session 17: the wrong-member mutant's receiver labelled closed/open by the generator's own rule
        // (bench/support/ts-member-label.ts), for the split rows of bench/support/validate-ts-member-split.ts.
        if (m.kind === 'wrong-member' && m.memberAt !== undefined) {
          const l = memberLabel(installedDir(p.name), t, m.memberAt);
          console.log(`member-label ${p.name} ${file}:${t.qualname} ${l.label}: ${l.reason}`);
        }
        // Session 18: the wrong-return-type mutant's declared return type labelled closed/open by the generator
        // (bench/support/ts-return-label.ts; split rows by bench/support/validate-ts-label-split.ts).
        if (m.kind === 'wrong-return-type') {
          const l = returnTypeLabel(installedDir(p.name), t);
          console.log(`return-label ${p.name} ${file}:${t.qualname} ${l.label}: ${l.reason}`);
        }
        if (m.source !== undefined) writeFileSync(path, m.source);
        try {
          yield { target, kind: m.kind, first: m.body, repair: t.body, name: m.importName ?? '' };
        } finally {
          if (m.source !== undefined) writeFileSync(path, t.source);
        }
      }
    } finally {
      writeFileSync(path, t.original.text);
    }
  }
}

const ALL: readonly NpmSource[] = [...NPM_VALIDATE_TUNING, ...NPM_VALIDATE_HELD_OUT, ...NPM_VALIDATE_HELD_OUT_2, ...NPM_VALIDATE_HELD_OUT_3, ...NPM_VALIDATE_HELD_OUT_4, ...NPM_VALIDATE_HELD_OUT_5, ...NPM_VALIDATE_HELD_OUT_6, ...NPM_VALIDATE_HELD_OUT_7, ...NPM_VALIDATE_HELD_OUT_8, ...NPM_VALIDATE_HELD_OUT_9, ...NPM_VALIDATE_HELD_OUT_10, ...NPM_VALIDATE_HELD_OUT_11, ...NPM_VALIDATE_HELD_OUT_12, ...NPM_VALIDATE_HELD_OUT_13, ...NPM_VALIDATE_HELD_OUT_14, ...NPM_VALIDATE_HELD_OUT_15, ...NPM_VALIDATE_HELD_OUT_16, ...NPM_VALIDATE_HELD_OUT_17, ...NPM_VALIDATE_HELD_OUT_18, ...NPM_VALIDATE_HELD_OUT_19, ...NPM_VALIDATE_HELD_OUT_20, ...NPM_VALIDATE_HELD_OUT_21, ...NPM_VALIDATE_HELD_OUT_22];
const sourceOf = (name: string): NpmSource => {
  const s = ALL.find((p) => p.name === name);
  if (!s) throw new Error(`${name} is in no TypeScript set of bench:validate (bench/support/validate-sets.ts)`);
  return s;
};

export const typeScriptValidate: ValidateLanguage = {
  language: 'TypeScript/JavaScript',
  fence: 'typescript',
  kinds: ['original', 'hallucinated-helper', 'wrong-member', 'wrong-arity', 'needed-import', 'python-as-ts', 'wrong-return-type'],
  sets: { tuning: NPM_VALIDATE_TUNING.map((p) => p.name), heldout: NPM_VALIDATE_HELD_OUT.map((p) => p.name), heldout2: NPM_VALIDATE_HELD_OUT_2.map((p) => p.name), heldout3: NPM_VALIDATE_HELD_OUT_3.map((p) => p.name), heldout4: NPM_VALIDATE_HELD_OUT_4.map((p) => p.name), heldout5: NPM_VALIDATE_HELD_OUT_5.map((p) => p.name), heldout6: NPM_VALIDATE_HELD_OUT_6.map((p) => p.name), heldout7: NPM_VALIDATE_HELD_OUT_7.map((p) => p.name), heldout8: NPM_VALIDATE_HELD_OUT_8.map((p) => p.name), heldout9: NPM_VALIDATE_HELD_OUT_9.map((p) => p.name), heldout10: NPM_VALIDATE_HELD_OUT_10.map((p) => p.name), heldout11: NPM_VALIDATE_HELD_OUT_11.map((p) => p.name), heldout12: NPM_VALIDATE_HELD_OUT_12.map((p) => p.name), heldout13: NPM_VALIDATE_HELD_OUT_13.map((p) => p.name), heldout14: NPM_VALIDATE_HELD_OUT_14.map((p) => p.name), heldout15: NPM_VALIDATE_HELD_OUT_15.map((p) => p.name), heldout16: NPM_VALIDATE_HELD_OUT_16.map((p) => p.name), heldout17: NPM_VALIDATE_HELD_OUT_17.map((p) => p.name), heldout18: NPM_VALIDATE_HELD_OUT_18.map((p) => p.name), heldout19: NPM_VALIDATE_HELD_OUT_19.map((p) => p.name), heldout20: NPM_VALIDATE_HELD_OUT_20.map((p) => p.name), heldout21: NPM_VALIDATE_HELD_OUT_21.map((p) => p.name), heldout22: NPM_VALIDATE_HELD_OUT_22.map((p) => p.name) },
  open(pkg: string, seed: number, perPackage: number, options?: { originalsOnly?: boolean }): PackageRun {
    const p = sourceOf(pkg);
    const installed = installedDir(p.name);
    const root = mkdtempSync(join(tmpdir(), `dycoder-bench-validate-${bare(p.name)}-`));
    const into = join(root, bare(p.name));
    cpSync(p.dir === '.' ? installed : join(installed, p.dir), p.dir === '.' ? into : join(into, p.dir), {
      recursive: true,
      filter: (src) => !src.slice(installed.length).includes('node_modules'),
    });
    cpSync(join(installed, 'package.json'), join(into, 'package.json'));
    return { root, cases: cases(p, root, seed, perPackage, options?.originalsOnly === true), dispose: () => rmSync(root, { recursive: true, force: true }) };
  },
};

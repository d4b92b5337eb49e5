/**
 * `tsx bench/support/ts-signature-files-originals.ts`: session 14's check that reading the module of a stub's return type
 * (src/core/languages/typescript/answer/signature-files.ts) rejects no original body. For every target bench:validate's
 * TypeScript sets pick (held out 1-6, tuning; the same seeded picks), the ORIGINAL body is checked twice through the
 * answer check: with the files the target's file imports (test/support/ts-check-targets.ts readSet) and with those plus
 * the files signatureTypeFiles names. Prints the targets where the second read adds a file and any finding it adds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shuffled } from './blind-draw.js';
import { installedDir, npmSourceFiles, npmTargets } from './npm-targets.js';
import { typeScriptValidate } from './validate-typescript.js';
import { NPM_VALIDATE_HELD_OUT, NPM_VALIDATE_HELD_OUT_2, NPM_VALIDATE_HELD_OUT_3, NPM_VALIDATE_HELD_OUT_4, NPM_VALIDATE_HELD_OUT_5, NPM_VALIDATE_HELD_OUT_6, NPM_VALIDATE_TUNING } from './validate-sets.js';
import { prepareValidation, validateImplementation } from '../../src/core/generate/validate.js';
import { createValidationCache } from '../../src/core/generate/validation-cache.js';
import { signatureTypeFiles } from '../../src/core/languages/typescript/answer/signature-files.js';

const ALL = [...NPM_VALIDATE_TUNING, ...NPM_VALIDATE_HELD_OUT, ...NPM_VALIDATE_HELD_OUT_2, ...NPM_VALIDATE_HELD_OUT_3, ...NPM_VALIDATE_HELD_OUT_4, ...NPM_VALIDATE_HELD_OUT_5, ...NPM_VALIDATE_HELD_OUT_6];
const PER_PACKAGE: Record<string, number> = { heldout6: 10 };
const cache = createValidationCache();
await prepareValidation('check.ts', cache);
let targets = 0;
let added = 0;
let changed = 0;
for (const set of ['tuning', 'heldout', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6']) {
  for (const name of (typeScriptValidate.sets as Readonly<Record<string, readonly string[] | undefined>>)[set] ?? []) {
    const p = ALL.find((x) => x.name === name)!;
    if (p.kind !== 'ts') continue;
    const root = installedDir(p.name);
    const listing = npmSourceFiles(p);
    const picked = shuffled(npmTargets(p).map((t, i) => ({ t, name: String(i).padStart(5, '0') })), 22).slice(0, PER_PACKAGE[set] ?? 8).map((x) => x.t);
    for (const t of picked) {
      targets++;
      const extra = signatureTypeFiles(t.file, listing, t.source).filter((f) => !t.readFiles.has(f));
      if (extra.length === 0) continue;
      added++;
      const run = (more: readonly string[]) => validateImplementation({ source: t.source, parsed: t.parsed, target: t.target, stub: t.stub, body: t.body, file: t.file, cache,
        readFiles: new Map([...t.readFiles, ...more.map((f) => [f, readFileSync(join(root, f), 'utf8')] as const)]) });
      const before = run([]);
      const after = run(extra);
      const fresh = [...after.errors, ...after.warnings].filter((e) => ![...before.errors, ...before.warnings].includes(e));
      if (fresh.length > 0) changed++;
      console.log(`${set} ${p.name} ${t.file}:${t.qualname} +${extra.join(',')} before ${before.errors.length}e/${before.warnings.length}w after ${after.errors.length}e/${after.warnings.length}w${fresh.length ? ` NEW: ${fresh.join(' | ')}` : ''}`);
    }
  }
}
console.log(`targets ${targets}, with a return-type module added ${added}, original's findings changed ${changed}`);

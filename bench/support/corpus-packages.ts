/**
 * Where the benchmark corpora are installed: bench/corpora (its own package.json and lockfile,
 * installed by `npm run bench:setup`), so the product's `npm ci` does not carry them. A name is
 * looked up the way Node would from that folder (bench/corpora/node_modules first, then the
 * repository's node_modules), by directory rather than `require.resolve`, because many packages'
 * `exports` maps hide their package.json.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPORA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpora');
const ROOT = join(CORPORA_DIR, '..', '..');
/** The product's own install, for benchmarks that read its dependencies (eslint, probot). */
export const ROOT_NODE_MODULES = join(ROOT, 'node_modules');
export const CORPORA_NODE_MODULES = join(CORPORA_DIR, 'node_modules');
/** Held out 9's large candidates (bench/support/blind-draw-9.ts): their own package.json and lockfile, so installing one never prunes bench/corpora. */
export const CORPORA9_DIR = join(CORPORA_DIR, '..', 'corpora9');
export const CORPORA9_NODE_MODULES = join(CORPORA9_DIR, 'node_modules');
/** Held out 10's part-2 packages (bench/support/blind-draw-10.ts), the same way. */
export const CORPORA10_DIR = join(CORPORA_DIR, '..', 'corpora10');
export const CORPORA10_NODE_MODULES = join(CORPORA10_DIR, 'node_modules');
/** bench:validate held out 4's TypeScript-source packages (bench/support/validate-draw-4.ts), the same way. */
export const CORPORA_VALIDATE4_DIR = join(CORPORA_DIR, '..', 'corpora-validate4');
export const CORPORA_VALIDATE4_NODE_MODULES = join(CORPORA_VALIDATE4_DIR, 'node_modules');
/** bench:validate held out 5's TypeScript-source packages (bench/support/validate-draw-5.ts), the same way. */
export const CORPORA_VALIDATE5_DIR = join(CORPORA_DIR, '..', 'corpora-validate5');
export const CORPORA_VALIDATE5_NODE_MODULES = join(CORPORA_VALIDATE5_DIR, 'node_modules');
/** bench:validate held out 6's TypeScript-source packages (bench/support/validate-draw-6.ts), the same way. */
export const CORPORA_VALIDATE6_DIR = join(CORPORA_DIR, '..', 'corpora-validate6');
export const CORPORA_VALIDATE6_NODE_MODULES = join(CORPORA_VALIDATE6_DIR, 'node_modules');
/** bench:validate held out 7's packages, TypeScript and JavaScript (bench/support/validate-draw-7.ts), the same way. */
export const CORPORA_VALIDATE7_DIR = join(CORPORA_DIR, '..', 'corpora-validate7');
export const CORPORA_VALIDATE7_NODE_MODULES = join(CORPORA_VALIDATE7_DIR, 'node_modules');
export const CORPORA_VALIDATE8_DIR = join(CORPORA_DIR, '..', 'corpora-validate8');
export const CORPORA_VALIDATE8_NODE_MODULES = join(CORPORA_VALIDATE8_DIR, 'node_modules');
/** bench:validate held out 9's packages, TypeScript and JavaScript (bench/support/validate-draw-9.ts), the same way. */
export const CORPORA_VALIDATE9_DIR = join(CORPORA_DIR, '..', 'corpora-validate9');
export const CORPORA_VALIDATE9_NODE_MODULES = join(CORPORA_VALIDATE9_DIR, 'node_modules');
/** bench:validate held out 10's packages, TypeScript and JavaScript (bench/support/validate-draw-10.ts), the same way. */
export const CORPORA_VALIDATE10_DIR = join(CORPORA_DIR, '..', 'corpora-validate10');
export const CORPORA_VALIDATE10_NODE_MODULES = join(CORPORA_VALIDATE10_DIR, 'node_modules');
/** bench:validate held out 11's packages, TypeScript and JavaScript (bench/support/validate-draw-11.ts), the same way. */
export const CORPORA_VALIDATE11_DIR = join(CORPORA_DIR, '..', 'corpora-validate11');
export const CORPORA_VALIDATE11_NODE_MODULES = join(CORPORA_VALIDATE11_DIR, 'node_modules');
/** bench:validate held out 12's packages, TypeScript and JavaScript (bench/support/validate-draw-12.ts), the same way. */
export const CORPORA_VALIDATE12_DIR = join(CORPORA_DIR, '..', 'corpora-validate12');
export const CORPORA_VALIDATE12_NODE_MODULES = join(CORPORA_VALIDATE12_DIR, 'node_modules');
/** bench:validate held out 13's packages, TypeScript and JavaScript (bench/support/validate-draw-13.ts), the same way. */
export const CORPORA_VALIDATE13_DIR = join(CORPORA_DIR, '..', 'corpora-validate13');
export const CORPORA_VALIDATE13_NODE_MODULES = join(CORPORA_VALIDATE13_DIR, 'node_modules');
/** bench:validate held out 14's packages, TypeScript and JavaScript (bench/support/validate-draw-14.ts), the same way. */
export const CORPORA_VALIDATE14_DIR = join(CORPORA_DIR, '..', 'corpora-validate14');
export const CORPORA_VALIDATE14_NODE_MODULES = join(CORPORA_VALIDATE14_DIR, 'node_modules');
/** bench:validate held out 15's packages, TypeScript and JavaScript (bench/support/validate-draw-15.ts), the same way. */
export const CORPORA_VALIDATE15_DIR = join(CORPORA_DIR, '..', 'corpora-validate15');
export const CORPORA_VALIDATE15_NODE_MODULES = join(CORPORA_VALIDATE15_DIR, 'node_modules');
export const CORPORA_VALIDATE16_DIR = join(CORPORA_DIR, '..', 'corpora-validate16');
export const CORPORA_VALIDATE16_NODE_MODULES = join(CORPORA_VALIDATE16_DIR, 'node_modules');
/** bench:validate held out 17's packages (bench/support/validate-draw-17.ts): drawn from npm.tsv, installed by the draw. */
export const CORPORA_VALIDATE17_DIR = join(CORPORA_DIR, '..', 'corpora-validate17');
export const CORPORA_VALIDATE17_NODE_MODULES = join(CORPORA_VALIDATE17_DIR, 'node_modules');
export const CORPORA_VALIDATE18_DIR = join(CORPORA_DIR, '..', 'corpora-validate18');
export const CORPORA_VALIDATE18_NODE_MODULES = join(CORPORA_VALIDATE18_DIR, 'node_modules');
/** bench:validate held out 19's packages (bench/support/validate-draw-19.ts): drawn from npm.tsv, installed by the draw. */
export const CORPORA_VALIDATE19_DIR = join(CORPORA_DIR, '..', 'corpora-validate19');
export const CORPORA_VALIDATE19_NODE_MODULES = join(CORPORA_VALIDATE19_DIR, 'node_modules');
/** bench:validate held out 20's packages (bench/support/validate-draw-20.ts): drawn from npm.tsv, installed by the draw. */
export const CORPORA_VALIDATE20_DIR = join(CORPORA_DIR, '..', 'corpora-validate20');
export const CORPORA_VALIDATE20_NODE_MODULES = join(CORPORA_VALIDATE20_DIR, 'node_modules');

export class CorporaMissingError extends Error {
  override readonly name = 'CorporaMissingError';
}

/** The installed directory of a corpus package; one sentence naming the fix when it is absent. */
export function corpusPackageDir(name: string): string {
  const lookup = createRequire(join(CORPORA_DIR, 'package.json')).resolve.paths(name) ?? [];
  for (const dir of lookup) {
    const candidate = join(dir, name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new CorporaMissingError(`The benchmark corpus ${name} is not installed: run \`npm run bench:setup\` first.`);
}
/** bench:validate held out 21's packages (bench/support/validate-draw-21.ts): drawn from npm.tsv, installed by the draw. */
export const CORPORA_VALIDATE21_DIR = join(CORPORA_DIR, '..', 'corpora-validate21');
export const CORPORA_VALIDATE21_NODE_MODULES = join(CORPORA_VALIDATE21_DIR, 'node_modules');
/** bench:validate held out 22's packages (bench/support/validate-draw-22.ts): drawn from npm.tsv, installed by the draw. */
export const CORPORA_VALIDATE22_DIR = join(CORPORA_DIR, '..', 'corpora-validate22');
export const CORPORA_VALIDATE22_NODE_MODULES = join(CORPORA_VALIDATE22_DIR, 'node_modules');

/**
 * `tsx bench/support/validate-draw-16-supplement-run.ts`: held out 16's walk 2 as bench/support/validate-draw-16.ts declares
 * it (SUPPLEMENT): TypeScript 4/3/2, JavaScript what walk 1 left (3 minus walk 1's JavaScript members, in medium), walk 1's
 * population and members excluded; into bench/corpora-validate16 beside walk 1's members.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPORA_VALIDATE16_DIR, CORPORA_VALIDATE16_NODE_MODULES } from './corpus-packages.js';
import { runNpmDraw } from './npm-draw-walk.js';
import { MIN_TARGETS_16, MIN_TARGETS_SMALL_16, NPM_EARLIER_16, NPM_POPULATION_16, NPM_POPULATION_16_SUPPLEMENT, TARGET_FILES_16, VALIDATE_SEED_16_SUPPLEMENT } from './validate-draw-16.js';

const walk1 = Object.keys((JSON.parse(readFileSync(join(CORPORA_VALIDATE16_DIR, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
const js1 = walk1.filter((n) => NPM_POPULATION_16.some((p) => p.name === n && p.kind === 'js')).length;
console.log(`walk 1 members: ${walk1.join(', ') || '(none)'}; JavaScript quota left: ${3 - js1}`);
runNpmDraw({
  dir: CORPORA_VALIDATE16_DIR,
  nodeModules: CORPORA_VALIDATE16_NODE_MODULES,
  seed: VALIDATE_SEED_16_SUPPLEMENT,
  quota: { ts: { large: 4, medium: 3, small: 2 }, js: { large: 0, medium: Math.max(0, 3 - js1), small: 0 } },
  population: NPM_POPULATION_16_SUPPLEMENT,
  earlier: [...NPM_EARLIER_16, ...NPM_POPULATION_16.map((p) => p.name), ...walk1],
  minTargets: MIN_TARGETS_16,
  minTargetsSmall: MIN_TARGETS_SMALL_16,
  targetFiles: TARGET_FILES_16,
});

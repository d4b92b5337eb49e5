/**
 * `tsx bench/support/validate-draw-16-run.ts`: performs held out 16's draw as bench/support/validate-draw-16.ts declares it
 * (TypeScript and JavaScript, installed into bench/corpora-validate16 when the walk reaches them) and prints the walk
 * (the walk's code is bench/support/npm-draw-walk.ts).
 */
import { CORPORA_VALIDATE16_DIR, CORPORA_VALIDATE16_NODE_MODULES } from './corpus-packages.js';
import { runNpmDraw } from './npm-draw-walk.js';
import { MIN_TARGETS_16, MIN_TARGETS_SMALL_16, NPM_EARLIER_16, NPM_POPULATION_16, NPM_QUOTA_16, TARGET_FILES_16, VALIDATE_SEED_16 } from './validate-draw-16.js';

runNpmDraw({
  dir: CORPORA_VALIDATE16_DIR,
  nodeModules: CORPORA_VALIDATE16_NODE_MODULES,
  seed: VALIDATE_SEED_16,
  quota: NPM_QUOTA_16,
  population: NPM_POPULATION_16,
  earlier: NPM_EARLIER_16,
  minTargets: MIN_TARGETS_16,
  minTargetsSmall: MIN_TARGETS_SMALL_16,
  targetFiles: TARGET_FILES_16,
});

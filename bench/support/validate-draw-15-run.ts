/**
 * `tsx bench/support/validate-draw-15-run.ts`: performs held out 15's draw as bench/support/validate-draw-15.ts declares it
 * (TypeScript and JavaScript, installed into bench/corpora-validate15 when the walk reaches them) and prints the walk
 * (the walk's code is bench/support/npm-draw-walk.ts).
 */
import { CORPORA_VALIDATE15_DIR, CORPORA_VALIDATE15_NODE_MODULES } from './corpus-packages.js';
import { runNpmDraw } from './npm-draw-walk.js';
import { MIN_TARGETS_15, MIN_TARGETS_SMALL_15, NPM_EARLIER_15, NPM_POPULATION_15, NPM_QUOTA_15, TARGET_FILES_15, VALIDATE_SEED_15 } from './validate-draw-15.js';

runNpmDraw({
  dir: CORPORA_VALIDATE15_DIR,
  nodeModules: CORPORA_VALIDATE15_NODE_MODULES,
  seed: VALIDATE_SEED_15,
  quota: NPM_QUOTA_15,
  population: NPM_POPULATION_15,
  earlier: NPM_EARLIER_15,
  minTargets: MIN_TARGETS_15,
  minTargetsSmall: MIN_TARGETS_SMALL_15,
  targetFiles: TARGET_FILES_15,
});

/**
 * `tsx bench/support/validate-draw-14-run.ts`: performs held out 14's draw as bench/support/validate-draw-14.ts declares it
 * (TypeScript and JavaScript, installed into bench/corpora-validate14 when the walk reaches them) and prints the walk
 * (the walk's code is bench/support/npm-draw-walk.ts).
 */
import { CORPORA_VALIDATE14_DIR, CORPORA_VALIDATE14_NODE_MODULES } from './corpus-packages.js';
import { runNpmDraw } from './npm-draw-walk.js';
import { MIN_TARGETS_14, MIN_TARGETS_SMALL_14, NPM_EARLIER_14, NPM_POPULATION_14, NPM_QUOTA_14, TARGET_FILES_14, VALIDATE_SEED_14 } from './validate-draw-14.js';

runNpmDraw({
  dir: CORPORA_VALIDATE14_DIR,
  nodeModules: CORPORA_VALIDATE14_NODE_MODULES,
  seed: VALIDATE_SEED_14,
  quota: NPM_QUOTA_14,
  population: NPM_POPULATION_14,
  earlier: NPM_EARLIER_14,
  minTargets: MIN_TARGETS_14,
  minTargetsSmall: MIN_TARGETS_SMALL_14,
  targetFiles: TARGET_FILES_14,
});

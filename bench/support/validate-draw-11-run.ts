/**
 * `tsx bench/support/validate-draw-11-run.ts`: performs held out 11's draw as bench/support/validate-draw-11.ts declares it
 * (TypeScript and JavaScript, installed into bench/corpora-validate11 when the walk reaches them) and prints the walk
 * (the walk's code is bench/support/npm-draw-walk.ts).
 */
import { CORPORA_VALIDATE11_DIR, CORPORA_VALIDATE11_NODE_MODULES } from './corpus-packages.js';
import { runNpmDraw } from './npm-draw-walk.js';
import { MIN_TARGETS_11, MIN_TARGETS_SMALL_11, NPM_EARLIER_11, NPM_POPULATION_11, NPM_QUOTA_11, TARGET_FILES_11, VALIDATE_SEED_11 } from './validate-draw-11.js';

runNpmDraw({
  dir: CORPORA_VALIDATE11_DIR,
  nodeModules: CORPORA_VALIDATE11_NODE_MODULES,
  seed: VALIDATE_SEED_11,
  quota: NPM_QUOTA_11,
  population: NPM_POPULATION_11,
  earlier: NPM_EARLIER_11,
  minTargets: MIN_TARGETS_11,
  minTargetsSmall: MIN_TARGETS_SMALL_11,
  targetFiles: TARGET_FILES_11,
});

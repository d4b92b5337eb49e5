/**
 * `tsx bench/support/validate-draw-13-run.ts`: performs held out 13's draw as bench/support/validate-draw-13.ts declares it
 * (TypeScript and JavaScript, installed into bench/corpora-validate13 when the walk reaches them) and prints the walk
 * (the walk's code is bench/support/npm-draw-walk.ts).
 */
import { CORPORA_VALIDATE13_DIR, CORPORA_VALIDATE13_NODE_MODULES } from './corpus-packages.js';
import { runNpmDraw } from './npm-draw-walk.js';
import { MIN_TARGETS_13, MIN_TARGETS_SMALL_13, NPM_EARLIER_13, NPM_POPULATION_13, NPM_QUOTA_13, TARGET_FILES_13, VALIDATE_SEED_13 } from './validate-draw-13.js';

runNpmDraw({
  dir: CORPORA_VALIDATE13_DIR,
  nodeModules: CORPORA_VALIDATE13_NODE_MODULES,
  seed: VALIDATE_SEED_13,
  quota: NPM_QUOTA_13,
  population: NPM_POPULATION_13,
  earlier: NPM_EARLIER_13,
  minTargets: MIN_TARGETS_13,
  minTargetsSmall: MIN_TARGETS_SMALL_13,
  targetFiles: TARGET_FILES_13,
});

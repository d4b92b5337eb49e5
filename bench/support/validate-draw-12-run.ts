/**
 * `tsx bench/support/validate-draw-12-run.ts`: performs held out 12's draw as bench/support/validate-draw-12.ts declares it
 * (TypeScript and JavaScript, installed into bench/corpora-validate12 when the walk reaches them) and prints the walk
 * (the walk's code is bench/support/npm-draw-walk.ts).
 */
import { CORPORA_VALIDATE12_DIR, CORPORA_VALIDATE12_NODE_MODULES } from './corpus-packages.js';
import { runNpmDraw } from './npm-draw-walk.js';
import { MIN_TARGETS_12, MIN_TARGETS_SMALL_12, NPM_EARLIER_12, NPM_POPULATION_12, NPM_QUOTA_12, TARGET_FILES_12, VALIDATE_SEED_12 } from './validate-draw-12.js';

runNpmDraw({
  dir: CORPORA_VALIDATE12_DIR,
  nodeModules: CORPORA_VALIDATE12_NODE_MODULES,
  seed: VALIDATE_SEED_12,
  quota: NPM_QUOTA_12,
  population: NPM_POPULATION_12,
  earlier: NPM_EARLIER_12,
  minTargets: MIN_TARGETS_12,
  minTargetsSmall: MIN_TARGETS_SMALL_12,
  targetFiles: TARGET_FILES_12,
});

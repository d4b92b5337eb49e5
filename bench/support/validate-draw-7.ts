/**
 * Held out 7 for `npm run bench:validate` (issue 22, session 14), PYTHON, declared on 2026-12-06 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-6 and the tuning sets were all looked at
 * (held out 6's misses were read and fixed this session): tuning now.
 *
 * Rule (held out 6's, unchanged but for the exclusions, seed and quotas): bench/support/py-population.tsv, one package
 * per family; the package's largest top-level package must fall in the stratum its installed size gives (small < 30
 * .py files, medium 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with
 * apt-get under /tmp/apt.lock when the walk reaches it. Less PY_EARLIER..PY_EARLIER_6 and held out 6 (PY_EARLIER_7
 * below), the families of all of them counted as drawn. Seed VALIDATE_SEED_7; each stratum's list shuffled with
 * seed + stratum index (large 0, medium 1, small 2), walked large to small. Quotas small 4, medium 4, large 3
 * (11 packages; 10 targets each, `--per-package 10`, seed 22: more targets than held out 6 because session 14's
 * needed-import generator only takes out an import that nothing outside the body reads, about one target in four).
 *
 * `tsx bench/support/validate-draw-7-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-7-walk.txt); the members go into validate-sets.ts (VALIDATE_HELD_OUT_7_PY), committed
 * before the first run. Run once, blind: `npm run bench:validate -- --set heldout7 --lang Python --per-package 10`
 * (packages may be split over parallel processes with `--only a,b`; the tables are added up).
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_7 = 2714;

/** Python held out 6 (session 13), by Debian package. */
export const PY_EARLIER_7: readonly string[] = [
  'python3-ironic', 'python3-rdflib', 'python3-nibabel', 'python3-keystoneauth1', 'python3-capirca', 'python3-bloom',
  'python3-hatchling', 'python3-swagger-spec-validator', 'python3-aiozmq', 'python3-itango',
];
export const PY_QUOTA_7: Readonly<Record<Stratum, number>> = { small: 4, medium: 4, large: 3 };

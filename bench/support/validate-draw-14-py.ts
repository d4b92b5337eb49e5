/**
 * Held out 14 for `npm run bench:validate` (issue 22, session 21), PYTHON, declared on 2026-12-06 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-13 and the tuning sets were all looked at
 * (held out 13's misses were read in sessions 20-21): tuning now.
 *
 * Rule (held out 13's, unchanged but for the exclusions and the seed):
 * bench/support/py-population.tsv, one package per family; the package's largest top-level package must fall in the
 * stratum its installed size gives (small < 30 .py files, medium 30-99, large >= 100); >= 5 targets by the ground truth
 * of bench/support/corpus.ts; installed with apt-get (which installs its Debian dependencies too) under /tmp/apt.lock
 * when the walk reaches it (py-draw-walk.ts). Less every earlier exclusion list (PY_EARLIER..PY_EARLIER_13, PY_USED_12,
 * PY_USED_13), held out 13 (PY_EARLIER_14 below) and every python3-* package scripts/setup-test-deps.sh names at this
 * declaration that no earlier list holds (PY_USED_14), the families of all of them counted as drawn. Seed
 * VALIDATE_SEED_14; each stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked large
 * to small. Packages the earlier walks reached but found ineligible stay in the population.
 *
 * Sizing: held out 13's (12 packages, quotas large 3 / medium 5 / small 4, `--per-package 20`, seed 22). A row under
 * 20 is reported as such, not topped up.
 *
 * NEW in held out 14: the run reads base classes from the repository's dependencies (session 21, issue 22): the bench
 * passes the local dependency adapter on Debian's installed tree (`--deps /usr/lib/python3/dist-packages`). The
 * wrong-member split has three labels, from bench/support/py-class-closure.py (CPython's ast, independent of the
 * check) run with the same dependency directory: `closed` (the class and every base, transitively, defined in the
 * package's own files or Python's), `closed-dependency` (closed only once bases are followed into .py files of other
 * distributions under the dependency directory), `open` (a base still unread after that: compiled code, a computed
 * base, a name that cannot be followed). Reported as it came, with the closed / closed-dependency / open split.
 *
 * Mutants: bench/support/mutants.ts as of the first run.
 *
 * `tsx bench/support/validate-draw-14-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-14-py-walk.txt); the members go into validate-sets.ts (VALIDATE_HELD_OUT_14_PY),
 * committed before the first run. Run once, blind: `npx tsx bench/validate.ts --set heldout14 --lang Python
 * --per-package 20 --deps /usr/lib/python3/dist-packages` (packages split over parallel processes with `--only a,b`;
 * the tables added up with bench/support/validate-md-sum-py.ts).
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_14 = 7351;

/** Python held out 13 (session 20), by Debian package (bench/results/validate-draw-13-py-walk.txt). */
export const PY_EARLIER_14: readonly string[] = [
  'python3-sasmodels', 'python3-octavia', 'python3-dateparser', 'python3-cinderclient', 'python3-sensor-msgs', 'python3-suds',
  'python3-elementpath', 'python3-breathe', 'python3-potr', 'python3-webvtt', 'python3-gjson', 'python3-rdata',
];

/**
 * Every python3-* package scripts/setup-test-deps.sh names at the declaration that no earlier list holds (none: all
 * 184 are in the earlier lists), and the dependencies this session's mechanism is tested and tuned on (octavia's
 * bases' distributions, read in session 21's tests before the draw).
 */
export const PY_USED_14: readonly string[] = ['python3-pecan', 'python3-taskflow'];
export const PY_QUOTA_14: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_14 = 20;

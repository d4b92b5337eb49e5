/**
 * Held out 13 for `npm run bench:validate` (issue 22, session 20), PYTHON, declared on 2026-12-06 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-12 and the tuning sets were all looked at
 * (held out 12's misses were read in sessions 19-20): tuning now.
 *
 * Rule (held out 12's, unchanged but for the exclusions and the seed):
 * bench/support/py-population.tsv, one package per family; the package's largest top-level package must fall in the
 * stratum its installed size gives (small < 30 .py files, medium 30-99, large >= 100); >= 5 targets by the ground truth
 * of bench/support/corpus.ts; installed with apt-get under /tmp/apt.lock when the walk reaches it (py-draw-walk.ts).
 * Less PY_EARLIER..PY_EARLIER_12 and PY_USED_12 (every earlier Python validate set, the Python retrieval held-out sets,
 * and every python3-* package scripts/setup-test-deps.sh named at held out 12's declaration), held out 12
 * (PY_EARLIER_13 below) and every python3-* package scripts/setup-test-deps.sh names at this declaration (a25c09a: all
 * of them are already in the lists above, so PY_USED_13 is empty), the families of all of them counted as drawn.
 * Seed VALIDATE_SEED_13; each stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked
 * large to small. Packages the earlier walks reached but found ineligible stay in the population (no check ever ran on
 * them).
 *
 * Sizing (held out 12's yield, blind, session 19): 213 targets from 12 packages at `--per-package 20` gave 132
 * hallucinated-helper, 84 wrong-member (77 closed, 7 open), 97 wrong-arity and 38 needed-import mutants (needed import
 * 17.8% of targets, the scarcest kind with a bar). Quotas large 3, medium 5, small 4 (held out 9-12's), 20 targets per
 * package (`--per-package 20`, seed 22). A row under 20 is reported as such, not topped up. The open member row has no
 * size bar: it is reported as it falls, with the closed/open split.
 *
 * Mutants: bench/support/mutants.ts as of the first run (unchanged in session 20 before the run).
 *
 * `tsx bench/support/validate-draw-13-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-13-py-walk.txt); the members go into validate-sets.ts (VALIDATE_HELD_OUT_13_PY),
 * committed before the first run. Run once, blind: `npm run bench:validate -- --set heldout13 --lang Python
 * --per-package 20` (packages split over parallel processes with `--only a,b`; the tables are added up with
 * bench/support/validate-md-sum-py.ts).
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_13 = 5087;

/** Python held out 12 (session 19), by Debian package (bench/results/validate-draw-12-py-walk.txt). */
export const PY_EARLIER_13: readonly string[] = [
  'python3-designate', 'python3-swift', 'python3-watcher', 'python3-ubelt', 'python3-pyranges', 'python3-asdf',
  'python3-matrix-nio', 'python3-pex', 'python3-libarchive-c', 'python3-jeepney', 'python3-pyrad', 'python3-txsni',
];

/** Every python3-* package scripts/setup-test-deps.sh names at the declaration (a25c09a) and no earlier list holds: none. */
export const PY_USED_13: readonly string[] = [];
export const PY_QUOTA_13: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_13 = 20;

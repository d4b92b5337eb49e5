/**
 * Held out 10 for `npm run bench:validate` (issue 22, session 17), PYTHON, declared on 2026-12-06 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-9 and the tuning sets were all looked at
 * (held out 9's misses were read in sessions 16-17): tuning now.
 *
 * Rule (held out 9's, unchanged but for the exclusions and the seed):
 * bench/support/py-population.tsv, one package per family; the package's largest top-level package must fall in the
 * stratum its installed size gives (small < 30 .py files, medium 30-99, large >= 100); >= 5 targets by the ground truth
 * of bench/support/corpus.ts; installed with apt-get under /tmp/apt.lock when the walk reaches it. Less
 * PY_EARLIER..PY_EARLIER_9 (every earlier Python validate set, and the Python retrieval held-out sets PY_EARLIER and
 * PY_EARLIER_3 hold) and held out 9 (PY_EARLIER_10 below), the families of all of them counted as drawn. Seed
 * VALIDATE_SEED_10; each stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked large
 * to small.
 *
 * Sizing (from held out 9's yield per target, blind, session 16): 205 targets gave 114 hallucinated-helper, 75
 * wrong-member, 80 wrong-arity and 33 needed-import mutants (needed import 16.1% of targets, the scarcest kind; member
 * 36.6%). Issue 22 asks for >= 20 mutants of EACH kind. At 16.1% per target, n targets give a needed-import count of
 * mean 0.161 n and standard deviation sqrt(0.161 * 0.839 n): n = 200 puts 20 about 2.3 standard deviations under the
 * mean (32 +- 5.2); member then expects ~73. Held out 9 averaged 17 targets per package at `--per-package 20`; 12
 * packages give ~205 targets. Quotas large 3, medium 5, small 4 (held out 9's, which ran in ~14 minutes with five
 * processes at load 31-47) and 20 targets per package (`--per-package 20`, seed 22). If a row still falls under 20 it is
 * reported as such, not topped up. The member split (closed / open, bench/support/py-class-closure.py) has no size
 * bar of its own: its rows are reported as they fall.
 *
 * Mutants: bench/support/mutants.ts as of the first run (code-only mutations since session 15).
 *
 * `tsx bench/support/validate-draw-10-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-10-py-walk.txt); the members go into validate-sets.ts (VALIDATE_HELD_OUT_10_PY),
 * committed before the first run. Run once, blind: `npm run bench:validate -- --set heldout10 --lang Python
 * --per-package 20` (packages may be split over parallel processes with `--only a,b`; the tables are added up).
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_10 = 3017;

/** Python held out 9 (session 16), by Debian package (bench/results/validate-draw-9-py-walk.txt). */
export const PY_EARLIER_10: readonly string[] = [
  'python3-heat', 'python3-datalad', 'python3-scapy', 'python3-sqlobject', 'python3-ndcube', 'python3-tackerclient',
  'python3-ironicclient', 'python3-migrate', 'python3-cliff', 'python3-djangorestframework-flex-fields', 'python3-installer',
  'python3-geoip2',
];
export const PY_QUOTA_10: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_10 = 20;

/**
 * Held out 11 for `npm run bench:validate` (issue 22, session 18), PYTHON, declared on 2026-12-06 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-10 and the tuning sets were all looked at
 * (held out 10's misses were read in sessions 17-18): tuning now.
 *
 * Rule (held out 10's, unchanged but for the exclusions and the seed):
 * bench/support/py-population.tsv, one package per family; the package's largest top-level package must fall in the
 * stratum its installed size gives (small < 30 .py files, medium 30-99, large >= 100); >= 5 targets by the ground truth
 * of bench/support/corpus.ts; installed with apt-get under /tmp/apt.lock when the walk reaches it. Less
 * PY_EARLIER..PY_EARLIER_10 (every earlier Python validate set, and the Python retrieval held-out sets PY_EARLIER and
 * PY_EARLIER_3 hold) and held out 10 (PY_EARLIER_11 below), the families of all of them counted as drawn. Seed
 * VALIDATE_SEED_11; each stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked large
 * to small.
 *
 * Sizing (from held out 10's yield per target, blind, session 17): 194 targets gave 128 hallucinated-helper, 62
 * wrong-member (58 closed, 4 open), 94 wrong-arity and 31 needed-import mutants (needed import 16.0% of targets, the
 * scarcest kind of the four bars; closed member 29.9%). Issue 22 asks for >= 20 mutants of EACH kind. Session 18's
 * generator drops needed-import mutants whose name a star import of the file still binds (pyglet s3tc's in held out 10 is one;
 * a small loss, taken as 1 in 31), so ~15.5% per target: n = 200 targets give 31 +- 5.1, 20 being ~2.2 standard deviations under; closed
 * member expects ~60 (20 is ~6 standard deviations under). Held out 10 averaged 16 targets per package at
 * `--per-package 20`; 12 packages give ~195-205 targets. Quotas large 3, medium 5, small 4 (held out 9's and 10's) and
 * 20 targets per package (`--per-package 20`, seed 22). If a row still falls under 20 it is reported as such, not topped
 * up. The open member row has no size bar: it is reported as it falls (held out 10 had 4).
 *
 * Mutants: bench/support/mutants.ts as of the first run (code-only mutations since session 15; star-import-bound
 * needed imports dropped since session 18).
 *
 * `tsx bench/support/validate-draw-11-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-11-py-walk.txt); the members go into validate-sets.ts (VALIDATE_HELD_OUT_11_PY),
 * committed before the first run. Run once, blind: `npm run bench:validate -- --set heldout11 --lang Python
 * --per-package 20` (packages may be split over parallel processes with `--only a,b`; the tables are added up).
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_11 = 3118;

/** Python held out 10 (session 17), by Debian package (bench/results/validate-draw-10-py-walk.txt). */
export const PY_EARLIER_11: readonly string[] = [
  'python3-pyglet', 'python3-stdnum', 'python3-neo', 'python3-debugpy', 'python3-rosdep2', 'python3-masakari-monitors',
  'python3-yaql', 'python3-fastapi', 'python3-oslo.service', 'python3-importlib-metadata', 'python3-distutils-extra',
  'python3-aiohttp-cors',
];
export const PY_QUOTA_11: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_11 = 20;

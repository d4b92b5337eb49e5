/**
 * Held out 15 for `npm run bench:validate` (issue 22, session 22), PYTHON, declared on 2026-12-07 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-14 and the tuning sets were all looked at
 * (held out 14's misses were read after its blind run in session 21 and worked on in session 22): tuning now.
 *
 * Rule (held out 14's, unchanged but for the exclusions and the seed):
 * bench/support/py-population.tsv (Debian python3-* packages of every installed size), one package per family; the
 * package's largest top-level package must fall in the stratum its installed size gives (small < 30 .py files, medium
 * 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with apt-get (which
 * installs its Debian dependencies too) under /tmp/apt.lock when the walk reaches it (py-draw-walk.ts). Less every
 * earlier exclusion list (PY_EARLIER..PY_EARLIER_14, PY_USED_12..PY_USED_14), held out 14 (PY_EARLIER_15 below) and
 * the packages this session's tests may read (PY_USED_15), the families of all of them counted as drawn. Every
 * python3-* package scripts/setup-test-deps.sh names at this declaration is in those lists. Seed VALIDATE_SEED_15; each
 * stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked large to small. Packages the
 * earlier walks reached but found ineligible stay in the population.
 *
 * Sizing: held out 14's (12 packages, quotas large 3 / medium 5 / small 4, `--per-package 20`, seed 22), aiming at
 * >= 20 mutants of each kind. A row under 20 is reported as such, not topped up.
 *
 * Run as held out 14: with the local dependency adapter on Debian's installed tree (`--deps
 * /usr/lib/python3/dist-packages`), the wrong-member split closed / closed-dependency / open from
 * bench/support/py-class-closure.py given the same directory (CPython's ast, independent of the check). Mutants:
 * bench/support/mutants.ts as of the first run. One process per package (`--only <pkg>`), all started together, the
 * tables added up with bench/support/validate-md-sum-py.ts.
 *
 * `tsx bench/support/validate-draw-15-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-15-py-walk.txt); the members go into validate-sets-15-py.ts (VALIDATE_HELD_OUT_15_PY),
 * committed before the first run. Run once, blind: `npx tsx bench/validate.ts --set heldout15 --lang Python
 * --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg> --verbose --out validate-heldout15-python-<pkg>.md`.
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_15 = 4629;

/** Python held out 14 (session 21), by Debian package (bench/results/validate-draw-14-py-walk.txt). */
export const PY_EARLIER_15: readonly string[] = [
  'python3-mne', 'python3-lib389', 'python3-pyqtgraph', 'python3-git', 'python3-wikkid', 'python3-pywps',
  'python3-elasticsearch-curator', 'python3-neutron-dynamic-routing', 'python3-aiorpcx', 'python3-molotov', 'python3-pebble',
  'python3-roslib',
];

/**
 * What this session's tests may read beside held out 14's packages: PyQt5's `.pyi` stubs (compiled bases) and
 * zope.interface (`@implementer`). Neither is in the population (PyQt5 is not Architecture all; zope's family is
 * left out of it), listed so the rule says so.
 */
export const PY_USED_15: readonly string[] = ['python3-pyqt5', 'python3-zope.interface'];
export const PY_QUOTA_15: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_15 = 20;

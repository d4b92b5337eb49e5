/**
 * Held out 16 for `npm run bench:validate` (issue 22, session 23), PYTHON, declared on 2026-12-07 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-15 and the tuning sets were all looked at
 * (held out 15's misses were read after its blind run in session 22 and worked on in session 23): tuning now.
 *
 * Rule (held out 15's, unchanged but for the exclusions and the seed):
 * bench/support/py-population.tsv (Debian python3-* packages of every installed size), one package per family; the
 * package's largest top-level package must fall in the stratum its installed size gives (small < 30 .py files, medium
 * 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with apt-get (which
 * installs its Debian dependencies too) under /tmp/apt.lock when the walk reaches it (py-draw-walk.ts). Less every
 * earlier exclusion list (PY_EARLIER..PY_EARLIER_15, PY_USED_12..PY_USED_15), held out 15 (PY_EARLIER_16 below) and
 * the packages this session's tests may read (PY_USED_16), the families of all of them counted as drawn. Every
 * python3-* package scripts/setup-test-deps.sh names at this declaration is in those lists (checked by
 * validate-draw-16-py-run.ts before it walks). Seed VALIDATE_SEED_16; each stratum's list shuffled with seed + stratum
 * index (large 0, medium 1, small 2), walked large to small. Packages the earlier walks reached but found ineligible
 * stay in the population.
 *
 * Sizing: held out 15's (12 packages, quotas large 3 / medium 5 / small 4, `--per-package 20`), aiming at >= 20
 * mutants of each kind. A row under 20 is reported as such, not topped up.
 *
 * Run as held out 15: with the local dependency adapter on Debian's installed tree (`--deps
 * /usr/lib/python3/dist-packages`), the wrong-member split closed / closed-dependency / open from
 * bench/support/py-class-closure.py given the same directory (CPython's ast, independent of the check). Mutants:
 * bench/support/mutants.ts as of the first run. One niced process per package (`--only <pkg>`), all started together,
 * the tables added up with bench/support/validate-md-sum-py.ts.
 *
 * `tsx bench/support/validate-draw-16-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-16-py-walk.txt); the members go into validate-sets-16-py.ts (VALIDATE_HELD_OUT_16_PY),
 * committed before the first run. Run once, blind: `nice -n 5 npx tsx bench/validate.ts --set heldout16 --lang Python
 * --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg> --verbose --out validate-heldout16-python-<pkg>.md`.
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_16 = 7351;

/** Python held out 15 (session 22), by Debian package (bench/results/validate-draw-15-py-walk.txt). */
export const PY_EARLIER_16: readonly string[] = [
  'python3-openstacksdk', 'python3-barbican', 'python3-ldap3', 'python3-astroml', 'python3-doit', 'python3-lexicon',
  'python3-ufo2ft', 'python3-binwalk', 'python3-transmissionrpc', 'python3-rebulk', 'python3-enchant', 'python3-sql',
];

/**
 * What this session's tests may read beside held out 15's packages (openstacksdk, ldap3): gitdb (`__getattr__`
 * delegating to a BytesIO), a dependency of python3-git. Also neutron and neutron-lib, which session 22's tests read
 * (scripts/setup-test-deps.sh) and no earlier list names.
 */
export const PY_USED_16: readonly string[] = ['python3-gitdb', 'python3-neutron', 'python3-neutron-lib'];
export const PY_QUOTA_16: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_16 = 20;

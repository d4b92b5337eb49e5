/**
 * Held out 18 for `npm run bench:validate` (issue 22, session 25), PYTHON, declared on 2026-12-07 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-17 and the tuning sets were all looked at
 * (held out 17's misses were read after its blind run in session 24 and are worked on in session 25): tuning now.
 *
 * Rule (held out 17's, unchanged but for the exclusions and the seed):
 * bench/support/py-population.tsv (Debian python3-* packages of every installed size), one package per family; the
 * package's largest top-level package must fall in the stratum its installed size gives (small < 30 .py files, medium
 * 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with apt-get (which
 * installs its Debian dependencies too) under /tmp/apt.lock when the walk reaches it (py-draw-walk.ts). Less every
 * earlier exclusion list (PY_EARLIER..PY_EARLIER_17, PY_USED_12..PY_USED_17), held out 17 (PY_EARLIER_18 below) and
 * the packages this session's tests or diagnosis may read (PY_USED_18), the families of all of them counted as drawn.
 * Every python3-* package scripts/setup-test-deps.sh names at this declaration is in those lists (checked by
 * validate-draw-18-py-run.ts before it walks). Seed VALIDATE_SEED_18; each stratum's list shuffled with seed + stratum
 * index (large 0, medium 1, small 2), walked large to small. Packages the earlier walks reached but found ineligible
 * stay in the population.
 *
 * Sizing: held out 17's (12 packages, quotas large 3 / medium 5 / small 4, `--per-package 20`), aiming at >= 20
 * mutants of each kind. A row under 20 is reported as such, not topped up.
 *
 * Run as held out 17: with the local dependency adapter on Debian's installed tree (`--deps
 * /usr/lib/python3/dist-packages`), the wrong-member split closed / closed-dependency / open from
 * bench/support/py-class-closure.py given the same directory (CPython's ast, independent of the check). Mutants:
 * bench/support/mutants.ts as of the first run. One niced process per package (`--only <pkg>`), all started together,
 * the tables added up with bench/support/validate-md-sum-py.ts.
 *
 * `tsx bench/support/validate-draw-18-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-18-py-walk.txt); the members go into validate-sets-18-py.ts (VALIDATE_HELD_OUT_18_PY),
 * committed before the first run. Run once, blind: `nice -n 5 npx tsx bench/validate.ts --set heldout18 --lang Python
 * --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg> --verbose --out validate-heldout18-python-<pkg>.md`.
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_18 = 18407;

/** Python held out 17 (session 24), by Debian package (bench/results/validate-draw-17-py-walk.txt). */
export const PY_EARLIER_18: readonly string[] = [
  'python3-nipy', 'python3-twilio', 'python3-plastex', 'python3-virtualenv', 'python3-ontospy', 'python3-barman',
  'python3-rope', 'python3-jenkins-job-builder', 'python3-srs', 'python3-shodan', 'python3-numpy-groupies', 'python3-amqplib',
];

/**
 * What this session's tests or diagnosis may read beside held out 17's packages: the Debian dependencies of the
 * packages whose held-out-17 cases are worked on (ontospy's rdflib, colorama, click, sparqlwrapper; plasTeX's
 * unidecode, chardet, pil).
 */
export const PY_USED_18: readonly string[] = [
  'python3-rdflib', 'python3-colorama', 'python3-click', 'python3-sparqlwrapper', 'python3-unidecode', 'python3-chardet', 'python3-pil',
];
export const PY_QUOTA_18: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_18 = 20;

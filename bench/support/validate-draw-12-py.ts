/**
 * Held out 12 for `npm run bench:validate` (issue 22, session 19), PYTHON, declared on 2026-12-06 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-11 and the tuning sets were all looked at
 * (held out 11's misses were read in sessions 18-19): tuning now.
 *
 * Rule (held out 11's, unchanged but for the exclusions and the seed):
 * bench/support/py-population.tsv, one package per family; the package's largest top-level package must fall in the
 * stratum its installed size gives (small < 30 .py files, medium 30-99, large >= 100); >= 5 targets by the ground truth
 * of bench/support/corpus.ts; installed with apt-get under /tmp/apt.lock when the walk reaches it. Less
 * PY_EARLIER..PY_EARLIER_11 (every earlier Python validate set, and the Python retrieval held-out sets PY_EARLIER and
 * PY_EARLIER_3 hold), held out 11 (PY_EARLIER_12 below) and every python3-* package scripts/setup-test-deps.sh names at
 * the declaration (PY_USED_12: the tests' corpora, the retrieval benchmark's sets, bench:e2e's repositories), the
 * families of all of them counted as drawn. Seed VALIDATE_SEED_12; each stratum's list shuffled with seed + stratum
 * index (large 0, medium 1, small 2), walked large to small.
 *
 * Sizing (from held out 11's yield, blind, session 18): 200 targets from 12 packages at `--per-package 20` gave 139
 * hallucinated-helper, 71 wrong-member (50 closed, 21 open), 108 wrong-arity and 41 needed-import mutants (needed
 * import 20.5% of targets, held out 10 16%: the scarcest kind of the four bars). Issue 22 asks for >= 20 mutants of
 * EACH kind: at ~16-20% per target, 200 targets expect 32-41 needed imports, 20 being > 2 standard deviations under.
 * Quotas large 3, medium 5, small 4 (held out 9-11's), 20 targets per package (`--per-package 20`, seed 22). If a row
 * still falls under 20 it is reported as such, not topped up. The open member row has no size bar: it is reported as
 * it falls, with the closed/open split.
 *
 * Mutants: bench/support/mutants.ts as of the first run (unchanged in session 19 before the run).
 *
 * `tsx bench/support/validate-draw-12-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-12-py-walk.txt); the members go into validate-sets.ts (VALIDATE_HELD_OUT_12_PY),
 * committed before the first run. Run once, blind: `npm run bench:validate -- --set heldout12 --lang Python
 * --per-package 20` (packages split over parallel processes with `--only a,b`; the tables are added up).
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_12 = 3219;

/** Python held out 11 (session 18), by Debian package (bench/results/validate-draw-11-py-walk.txt). */
export const PY_EARLIER_12: readonly string[] = [
  'python3-neutronclient', 'python3-dask', 'python3-uranium', 'python3-folium', 'python3-chargebee', 'python3-trove-dashboard',
  'python3-ulmo', 'python3-cleo', 'python3-openrazer', 'python3-matplotlib-venn', 'python3-httpbin', 'python3-measurement',
];

/** Every python3-* package scripts/setup-test-deps.sh named at the declaration (9397275) and no earlier set holds. */
export const PY_USED_12: readonly string[] = [
  'python3-anyio', 'python3-astroid', 'python3-babel', 'python3-bs4', 'python3-chardet', 'python3-click', 'python3-dateutil',
  'python3-django', 'python3-docutils', 'python3-flask', 'python3-hamcrest', 'python3-httpcore', 'python3-httpx', 'python3-jinja2',
  'python3-joblib', 'python3-jsonschema', 'python3-markdown', 'python3-markdown-it', 'python3-marshmallow', 'python3-mpmath',
  'python3-networkx', 'python3-oauthlib', 'python3-openpyxl', 'python3-packaging', 'python3-paramiko', 'python3-pyasn1-modules',
  'python3-pygments', 'python3-pyparsing', 'python3-pytest', 'python3-requests', 'python3-rich', 'python3-snowballstemmer',
  'python3-sphinx', 'python3-sqlalchemy', 'python3-sqlparse', 'python3-sympy', 'python3-tomlkit', 'python3-tqdm',
  'python3-urllib3', 'python3-werkzeug', 'python3-yaml',
];
export const PY_QUOTA_12: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_12 = 20;

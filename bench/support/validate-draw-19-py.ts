/**
 * Held out 19 for `npm run bench:validate` (issue 22, session 26), PYTHON, declared on 2026-12-07 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-18 and the tuning sets were all looked at
 * (held out 18's misses were read after its blind run in session 25 and are worked on in session 26): tuning now.
 *
 * Rule (held out 18's, with the exclusions widened and a new seed):
 * bench/support/py-population.tsv (Debian python3-* packages of every installed size), one package per family; the
 * package's largest top-level package must fall in the stratum its installed size gives (small < 30 .py files, medium
 * 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with apt-get (which
 * installs its Debian dependencies too) under /tmp/apt.lock when the walk reaches it (py-draw-walk.ts).
 *
 * Excluded, the families of all of them counted as drawn:
 * - every earlier exclusion list (PY_EARLIER..PY_EARLIER_18, PY_USED_12..PY_USED_18) and held out 18 (PY_EARLIER_19);
 * - every python3-* name written anywhere under bench/, test/, src/, docs/ or scripts/ of the tree the draw runs in
 *   (the population list py-population.tsv itself aside), found by validate-draw-19-py-run.ts before it walks: the
 *   corpora, tuning sets, test packages, walks of earlier draws and every package a document mentions, including
 *   those written after this declaration and before the draw (amended 14:50 UTC, before any draw: the draw waits for
 *   the session's package setup, and tests added meanwhile name their packages);
 * - PY_USED_19: the python3-* Debian dependencies (apt-cache depends) of held out 16, 17 and 18's packages, which this
 *   session's diagnosis of their misses may open;
 * - a package whose largest top-level Python package (its import name) is written as `dist-packages/<name>` under
 *   test/, bench/ or src/, or is a member of an earlier Python held-out set (VALIDATE_HELD_OUT_*_PY): read already
 *   under another Debian name. Checked by the walk when it reaches the package (the import name is known only then).
 * Seed VALIDATE_SEED_19; each stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked
 * large to small.
 *
 * Sizing: held out 18's (12 packages, quotas large 3 / medium 5 / small 4, `--per-package 20`); held out 18 gave n >= 45
 * of every kind at that size, so 20 targets a package is enough for n >= 20 of each. A row under 20 is reported as such,
 * not topped up.
 *
 * Run as held out 18: with the local dependency adapter on Debian's installed tree (`--deps
 * /usr/lib/python3/dist-packages`), the wrong-member split closed / closed-dependency / open from
 * bench/support/py-class-closure.py given the same directory (CPython's ast, independent of the check). Mutants:
 * bench/support/mutants.ts as of the first run. One niced process per package (`--only <pkg>`), all started together,
 * the tables added up with bench/support/validate-md-sum-py.ts.
 *
 * `tsx bench/support/validate-draw-19-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-19-py-walk.txt); the members go into validate-sets-19-py.ts (VALIDATE_HELD_OUT_19_PY),
 * committed before the first run. Run once, blind: `nice -n 5 npx tsx bench/validate.ts --set heldout19 --lang Python
 * --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg> --verbose --out validate-heldout19-python-<pkg>.md`.
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_19 = 26119;

/** Python held out 18 (session 25), by Debian package (bench/results/validate-draw-18-py-walk.txt). */
export const PY_EARLIER_19: readonly string[] = [
  'python3-fake-factory', 'python3-aioxmpp', 'python3-reportlab', 'python3-mutagen', 'python3-einsteinpy', 'python3-hdmf',
  'python3-certbot', 'python3-graphene', 'python3-dbfread', 'python3-pydecorate', 'python3-clap', 'python3-tzlocal',
];

/** The packages of held out 16-18 whose Debian dependencies this session's diagnosis may open (PY_USED_19's source). */
export const PY_DIAGNOSED_19: readonly string[] = [
  ...PY_EARLIER_19,
  'python3-nipy', 'python3-twilio', 'python3-plastex', 'python3-virtualenv', 'python3-ontospy', 'python3-barman',
  'python3-rope', 'python3-jenkins-job-builder', 'python3-srs', 'python3-shodan', 'python3-numpy-groupies', 'python3-amqplib',
  'python3-autobahn', 'python3-boto', 'python3-slixmpp', 'python3-pymdownx', 'python3-lttnganalyses', 'python3-pdbtools',
  'python3-pypdf2', 'python3-networking-bgpvpn', 'python3-zlmdb', 'python3-partd', 'python3-aiormq', 'python3-meshplex',
];
export const PY_QUOTA_19: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_19 = 20;

/**
 * Held out 20 for `npm run bench:validate` (issue 22, session 27), PYTHON, declared on 2026-12-07 and committed AFTER
 * held out 19's draw, BEFORE held out 19's first run (nothing of held out 19's results read), BEFORE this draw and
 * BEFORE any run of bench:validate on its packages. Held out 1-18 and the tuning sets were all looked at; held out 19 is
 * run blind this session and its misses then read and worked on: tuning from then on, so excluded here.
 *
 * Rule (held out 18/19's, with the exclusions widened and a new seed):
 * bench/support/py-population.tsv (Debian python3-* packages of every installed size), one package per family; the
 * package's largest top-level package must fall in the stratum its installed size gives (small < 30 .py files, medium
 * 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with apt-get (which
 * installs its Debian dependencies too) under /tmp/apt.lock when the walk reaches it (py-draw-walk.ts).
 *
 * Excluded, the families of all of them counted as drawn:
 * - every earlier exclusion list (PY_EARLIER..PY_EARLIER_19, PY_USED_12..PY_USED_18), held out 19 (PY_EARLIER_20) and
 *   held out 19's own exclusions (the Debian dependencies of held out 16-18: PY_DIAGNOSED_19, computed again);
 * - every python3-* name written anywhere under bench/, test/, src/, docs/ or scripts/ of the tree the draw runs in
 *   (the population list py-population.tsv itself aside), found by validate-draw-20-py-run.ts before it walks: the
 *   corpora, tuning sets, test packages, walks of earlier draws (held out 19's walk included) and every package a
 *   document mentions;
 * - PY_USED_20: the python3-* Debian dependencies (apt-cache depends) of held out 17, 18 and 19's packages, which this
 *   session's diagnosis of held out 19's misses may open;
 * - a package whose largest top-level Python package (its import name) is written as `dist-packages/<name>` under
 *   test/, bench/ or src/, or is a member of an earlier Python held-out set (VALIDATE_HELD_OUT_*_PY, held out 19's
 *   included): read already under another Debian name. Checked by the walk when it reaches the package.
 * Seed VALIDATE_SEED_20; each stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked
 * large to small.
 *
 * Sizing: held out 18/19's (12 packages, quotas large 3 / medium 5 / small 4, `--per-package 20`). A row under 20 is
 * reported as such, not topped up.
 *
 * Run as held out 18/19: with the local dependency adapter on Debian's installed tree (`--deps
 * /usr/lib/python3/dist-packages`), the wrong-member split closed / closed-dependency / open from
 * bench/support/py-class-closure.py given the same directory. Mutants: bench/support/mutants.ts as of the first run.
 * One niced process per package (`--only <pkg>`), all started together, the tables added up with
 * bench/support/validate-md-sum-py.ts.
 *
 * `tsx bench/support/validate-draw-20-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-20-py-walk.txt); the members go into validate-sets-20-py.ts (VALIDATE_HELD_OUT_20_PY),
 * committed before the first run. Run once, blind: `nice -n 5 npx tsx bench/validate.ts --set heldout20 --lang Python
 * --per-package 20 --deps /usr/lib/python3/dist-packages --only <pkg> --verbose --out validate-heldout20-python-<pkg>.md`.
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_20 = 27120;

/** Python held out 19 (session 27), by Debian package (bench/results/validate-draw-19-py-walk.txt). */
export const PY_EARLIER_20: readonly string[] = [
  'python3-future', 'python3-whoosh', 'python3-ipython', 'python3-firewall', 'python3-ffcx', 'python3-boltons',
  'python3-x2gobroker', 'python3-glyphslib', 'python3-path', 'python3-rsa', 'python3-gabbi', 'python3-easyansi',
];

/** The packages of held out 17-19 whose Debian dependencies this session's diagnosis may open (PY_USED_20's source). */
export const PY_DIAGNOSED_20: readonly string[] = [
  ...PY_EARLIER_20,
  'python3-fake-factory', 'python3-aioxmpp', 'python3-reportlab', 'python3-mutagen', 'python3-einsteinpy', 'python3-hdmf',
  'python3-certbot', 'python3-graphene', 'python3-dbfread', 'python3-pydecorate', 'python3-clap', 'python3-tzlocal',
  'python3-nipy', 'python3-twilio', 'python3-plastex', 'python3-virtualenv', 'python3-ontospy', 'python3-barman',
  'python3-rope', 'python3-jenkins-job-builder', 'python3-srs', 'python3-shodan', 'python3-numpy-groupies', 'python3-amqplib',
];
export const PY_QUOTA_20: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_20 = 20;

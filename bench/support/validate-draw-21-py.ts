/**
 * Held out 21 for `npm run bench:validate` (issue 22, session 28), PYTHON, declared on 2026-12-07 and committed BEFORE
 * this draw, BEFORE any run of bench:validate on its packages and BEFORE any of held out 20's logs was read this session
 * (of those logs only the first and last lines, start/end times and loads, and their line counts were looked at, for the sizing)
 * (held out 20 was run blind in session 27, cut short; its misses are read and worked on in session 28: tuning from then
 * on, so excluded here, with its Debian dependencies).
 *
 * Rule (held out 20's, with the exclusions widened and a new seed):
 * bench/support/py-population.tsv (Debian python3-* packages of every installed size), one package per family; the
 * package's largest top-level package must fall in the stratum its installed size gives (small < 30 .py files, medium
 * 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with apt-get (which
 * installs its Debian dependencies too) under /tmp/apt.lock when the walk reaches it (py-draw-walk.ts).
 *
 * Excluded, the families of all of them counted as drawn:
 * - every earlier exclusion list (PY_EARLIER..PY_EARLIER_20, PY_USED_12..PY_USED_18, PY_USED_19 and PY_USED_20 computed
 *   again) and held out 20 (PY_EARLIER_21);
 * - every python3-* name written anywhere under bench/, test/, src/, docs/ or scripts/ of the tree the draw runs in
 *   (the population list py-population.tsv itself aside), found by validate-draw-21-py-run.ts before it walks: the
 *   corpora, tuning sets, test packages, walks of earlier draws (held out 20's included) and every package a document
 *   mentions;
 * - PY_USED_21: the python3-* Debian dependencies (apt-cache depends) of held out 18, 19 and 20's packages, which this
 *   session's diagnosis of held out 20's misses may open (PY_DIAGNOSED_21);
 * - a package whose largest top-level Python package (its import name) is written as `dist-packages/<name>` under
 *   test/, bench/ or src/, or is a member of an earlier Python held-out set (VALIDATE_HELD_OUT_*_PY, held out 20's
 *   included): read already under another Debian name. Checked by the walk when it reaches the package.
 * Seed VALIDATE_SEED_21; each stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked
 * large to small.
 *
 * Sizing: 12 packages, quotas large 3 / medium 5 / small 4, `--per-package 20` (held out 18-20's; held out 19 gave n >= 25
 * of every kind at that size, held out 20's eight finished packages n >= 20 of every kind but member). The run must END
 * by its cut-off, 21:15 UTC, with at most 3 processes at once; its window is 20:45-21:15 (30 minutes). Held out 19 and 20
 * ran 12 processes at once at 1-minute loads 20-100 and took 10-29 minutes a package (held out 20's four largest were
 * stopped at 29). Measured before this declaration: held out 19's boltons, glyphsLib and IPython, one process at a time
 * at a low load, 19-37 CPU-seconds a package (SIZING_MEASURED_21 below). So 12 packages on 3 processes (4 rounds) fit 30 minutes when a package takes <= 7 minutes
 * of wall time at 3 processes; the runner starts the largest stratum first (longest first) and a row it has not ended by
 * 21:15 is STOPPED and reported as such (its cases that ran), not run later.
 *
 * Run (bench/support/validate-run-21-py.sh): with the local dependency adapter on Debian's installed tree (`--deps
 * /usr/lib/python3/dist-packages`), the wrong-member split closed / closed-dependency / open from
 * bench/support/py-class-closure.py given the same directory. Mutants: bench/support/mutants.ts as of the first run.
 * At most 3 niced processes at once (`nice -n 5`, one package a process, `--only <pkg>`), the next started when one ends,
 * large first; each process in its own process group whose id the runner writes to a pid file, and only those groups
 * are stopped at the cut-off. The tables added up with bench/support/validate-md-sum-py.ts. Run ONCE, blind:
 * `nice -n 5 npx tsx bench/validate.ts --set heldout21 --lang Python --per-package 20 --deps /usr/lib/python3/dist-packages
 * --only <pkg> --verbose --out validate-heldout21-python-<pkg>.md`.
 *
 * `tsx bench/support/validate-draw-21-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-21-py-walk.txt); the members go into validate-sets-21-py.ts (VALIDATE_HELD_OUT_21_PY),
 * committed before the first run.
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_21 = 28121;

/** Python held out 20 (session 27), by Debian package (bench/results/validate-draw-20-py-walk.txt). */
export const PY_EARLIER_21: readonly string[] = [
  'python3-mintpy', 'python3-keystoneclient', 'python3-electrum', 'python3-opencv-apps', 'python3-openflow', 'python3-quantities',
  'python3-fiat', 'python3-seaborn', 'python3-daphne', 'python3-opentimestamps', 'python3-artifacts', 'python3-u2flib-server',
];

/** The packages of held out 18-20 whose Debian dependencies this session's diagnosis may open (PY_USED_21's source). */
export const PY_DIAGNOSED_21: readonly string[] = [
  ...PY_EARLIER_21,
  'python3-future', 'python3-whoosh', 'python3-ipython', 'python3-firewall', 'python3-ffcx', 'python3-boltons',
  'python3-x2gobroker', 'python3-glyphslib', 'python3-path', 'python3-rsa', 'python3-gabbi', 'python3-easyansi',
  'python3-fake-factory', 'python3-aioxmpp', 'python3-reportlab', 'python3-mutagen', 'python3-einsteinpy', 'python3-hdmf',
  'python3-certbot', 'python3-graphene', 'python3-dbfread', 'python3-pydecorate', 'python3-clap', 'python3-tzlocal',
];
export const PY_QUOTA_21: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_21 = 20;
/** The run's cut-off (UTC): what has not ended by then is stopped and reported as stopped. */
export const VALIDATE_CUTOFF_21 = '21:15';
/** At most this many bench processes at once (session 28's rule). */
export const VALIDATE_PROCESSES_21 = 3;
/**
 * Measured at 19:22-19:27 UTC before this declaration (held out 19, tuning data, one niced process at a time,
 * `--per-package 20 --deps /usr/lib/python3/dist-packages`, /usr/bin/time): boltons (medium) 45 s wall, 19 s CPU, load
 * 3.4-6.3; glyphsLib (medium) 73 s wall, 27 s CPU, load 6.3-10.5; IPython (large, 171 .py files) 91 s wall, 37 s CPU,
 * load 10.9-12.5. Twelve packages are about 5-10 CPU-minutes; 3 processes that get 0.4-0.6 of a core between them at a
 * 1-minute load of 10-15 end in 10-25 minutes. `--per-package 30` (more n) would be 15-38 minutes: not taken.
 */
export const SIZING_MEASURED_21 = 'boltons 45 s wall / 19 s CPU; glyphsLib 73 s / 27 s; IPython 91 s / 37 s (load 3-13)';

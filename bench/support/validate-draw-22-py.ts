/**
 * Held out 22 for `npm run bench:validate` (issue 22, session 29), PYTHON, declared on 2026-12-07 at about 22:45 UTC and
 * committed BEFORE this draw, BEFORE any run of bench:validate on its packages and BEFORE any of held out 21's logs was
 * opened this session (of held out 21 only what session 28's section of docs/benchmarks.md and the session's brief quote
 * was read: its per-kind and per-package tables and the named failures).
 *
 * Rule (held out 21's, with the exclusions widened and a new seed):
 * bench/support/py-population.tsv (Debian python3-* packages of every installed size), one package per family; the
 * package's largest top-level package must fall in the stratum its installed size gives (small < 30 .py files, medium
 * 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with apt-get (which
 * installs its Debian dependencies too) under /tmp/apt.lock when the walk reaches it (py-draw-walk.ts).
 *
 * Excluded, the families of all of them counted as drawn:
 * - every earlier exclusion list (PY_EARLIER..PY_EARLIER_21, PY_USED_12..PY_USED_18, PY_USED_19..PY_USED_21 computed
 *   again) and held out 21 (PY_EARLIER_22);
 * - every python3-* name written anywhere under bench/, test/, src/, docs/ or scripts/ of the tree the draw runs in
 *   (the population list py-population.tsv itself aside), found by validate-draw-22-py-run.ts before it walks: the
 *   corpora, tuning sets, test packages, the walks of every earlier draw (held out 21's included: every package those
 *   walks reached, drawn or not) and every package a document mentions;
 * - PY_USED_22: the python3-* Debian dependencies (apt-cache depends) of held out 19, 20 and 21's packages, which this
 *   session's diagnosis of held out 21's failures may open (PY_DIAGNOSED_22);
 * - a package whose largest top-level Python package (its import name) is written as `dist-packages/<name>` under
 *   test/, bench/ or src/, or is a member of an earlier Python held-out set (VALIDATE_HELD_OUT_*_PY, held out 21's
 *   included): read already under another Debian name. Checked by the walk when it reaches the package.
 * Seed VALIDATE_SEED_22; each stratum's list shuffled with seed + stratum index (large 0, medium 1, small 2), walked
 * large to small.
 *
 * Sizing: 12 packages, quotas large 3 / medium 5 / small 4, `--per-package 20` (held out 21's: n >= 38 of every kind
 * there, 204 originals). Held out 21 ran the same size on 3 processes in 9 minutes (20:45-20:54 UTC at a 1-minute load of
 * 17-28). This run's window is 00:00-00:25 UTC (25 minutes), the cut-off 00:25 UTC: at most 3 niced processes at once,
 * large first; a row not ended by 00:25 is STOPPED and reported as such (the cases that ran), a package not started by
 * then is reported NOT RUN. Every helper of session 29 runs its blind set in the same window, so the load may be higher
 * than held out 21's: 9 minutes at load 17-28 leaves a margin of more than 2x. `--per-package 30` (about 14 minutes at
 * held out 21's load) would leave too little: not taken.
 *
 * Counting (declared, with the reason): the bench counts every kind as held out 21 did; the headline wrong-member row,
 * the closed / closed-dependency / open split and the bar are judged on it unchanged. Reported BESIDE it, not instead:
 * "wrong-member, checkable" = the wrong-member cases less those whose receiver's class defines `__getattr__` or
 * `__getattribute__`, in its own body or in a base class CPython's ast resolves inside the package (or the `--deps`
 * tree) — bench/support/py-member-dynamic.ts with py-class-dynamic.py, written and committed before the run, which
 * regenerates each package's cases with the run's seed (no answer check) and labels each wrong-member case. Why: Python
 * routes a missing attribute of such a class to that hook at run time, so a renamed member is not an error any static
 * check can prove (issue 22 lists `__getattr__` among the dynamic escapes); the product warns about it by design. If
 * that script is not committed before the run, the checkable rate is not reported for held out 22.
 *
 * Run (bench/support/validate-run-22-py.sh): with the local dependency adapter on Debian's installed tree (`--deps
 * /usr/lib/python3/dist-packages`), the wrong-member split closed / closed-dependency / open from
 * bench/support/py-class-closure.py given the same directory. Mutants: bench/support/mutants.ts as of the first run.
 * At most 3 niced processes at once (`nice -n 5`, one package a process, `--only <pkg>`), the next started when one ends,
 * large first; each process in its own process group whose id the runner writes to a pid file, and only those groups
 * are stopped at the cut-off. The tables added up with bench/support/validate-md-sum-py.ts. Run ONCE, blind:
 * `nice -n 5 npx tsx bench/validate.ts --set heldout22 --lang Python --per-package 20 --deps /usr/lib/python3/dist-packages
 * --only <pkg> --verbose --out validate-heldout22-python-s29-t1-<pkg>.md` (logs and tables
 * bench/results/validate-heldout22-python-s29-t1-<pkg>.*; the runner's own log validate-heldout22-python-s29-t1-runner.txt).
 * Every failure is reported as it came, with the loads.
 *
 * `tsx bench/support/validate-draw-22-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-22-py-walk-s29-t1.txt); the members go into validate-sets-22-py.ts
 * (VALIDATE_HELD_OUT_22_PY), committed before the first run.
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_22 = 29122;

/** Python held out 21 (session 28), by Debian package (bench/results/validate-draw-21-py-walk.txt). */
export const PY_EARLIER_22: readonly string[] = [
  'python3-kubernetes', 'python3-translate', 'python3-glue', 'python3-bayespy', 'python3-pynpoint', 'python3-pyghmi',
  'python3-quart', 'python3-mako', 'python3-bitbucket-api', 'python3-beziers', 'python3-pynetbox', 'python3-msal-extensions',
];

/** The packages of held out 19-21 whose Debian dependencies this session's diagnosis may open (PY_USED_22's source). */
export const PY_DIAGNOSED_22: readonly string[] = [
  ...PY_EARLIER_22,
  'python3-mintpy', 'python3-keystoneclient', 'python3-electrum', 'python3-opencv-apps', 'python3-openflow', 'python3-quantities',
  'python3-fiat', 'python3-seaborn', 'python3-daphne', 'python3-opentimestamps', 'python3-artifacts', 'python3-u2flib-server',
  'python3-future', 'python3-whoosh', 'python3-ipython', 'python3-firewall', 'python3-ffcx', 'python3-boltons',
  'python3-x2gobroker', 'python3-glyphslib', 'python3-path', 'python3-rsa', 'python3-gabbi', 'python3-easyansi',
];
export const PY_QUOTA_22: Readonly<Record<Stratum, number>> = { small: 4, medium: 5, large: 3 };
export const VALIDATE_PER_PACKAGE_22 = 20;
/** The run's cut-off (UTC): what has not ended by then is stopped and reported as stopped; what has not started, NOT RUN. */
export const VALIDATE_CUTOFF_22 = '00:25';
/** At most this many bench processes at once (session 29's rule). */
export const VALIDATE_PROCESSES_22 = 3;
/** Held out 21's run at this size (docs/benchmarks.md, session 28, T1): the sizing's only measure. */
export const SIZING_MEASURED_22 = 'held out 21: 12 packages, --per-package 20, 3 processes, 20:45:01-20:53:55 UTC at load 17-28';

/**
 * Held out 20 for `npm run bench:validate` (issue 22, session 27, T2), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-07 and
 * committed BEFORE the draw, BEFORE any of its candidates was looked up on the registry, packed or installed, and BEFORE any
 * run of bench:validate on them. Held out 1-19 are tuning data now (held out 19's failures were read after its blind run,
 * by session 26's T2b and session 27's T2).
 *
 * WHY: held out 19 (blind, session 26) reached n >= 20 on every kind, but its TypeScript half collapsed on the "Cannot find
 * name" kinds (helper 2/59, Python-as-TS 0/125, needed import 13/29) under session 25's all-or-nothing `@types` rule; T2b
 * fixed that rule after the run (an unread `@types` package opens only the global names it can declare), measured NOT
 * blind on 5 packages. This set measures it blind. Its run must FINISH in its window: held out 19's sixteen packages x 14
 * targets, all at once, were cut at 45 minutes at load 36-60 with 7 packages unfinished. So: fewer targets per package
 * (10), a declared run cut-off, and a yield computation that leaves needed import n >= 20 even when the run is cut.
 *
 * POPULATION, ORDER, CHECKS: held out 19's (bench/support/validate-draw-19.ts), unchanged but for:
 * - EXCLUSIONS: held out 19's (held out 18's exclusions as validate-draw-18-run.ts computes them: held out 1-17, their
 *   populations and walks, retrieval's held-out sets, the names left out by hand, every dependency and devDependency of
 *   every bench/corpora* package.json — bench/corpora-validate19 included, so held out 19's 16 members — and of the
 *   repository's) PLUS every candidate held out 17's, 18's AND 19's walks reached (bench/results/validate-draw-17-walk*.txt,
 *   validate-draw-18-walk.txt, validate-draw-19-walk.txt), the FAMILIES of all of the above (familyOf: the npm scope, else
 *   the name's first `-` segment), and by NAME every package of the repository's and every corpus's locked tree
 *   (bench/corpora-validate19/package-lock.json's 2,041 included);
 * - SEED VALIDATE_SEED_20 = 9420 (+ k per stratum: large 0, medium 1, small 2);
 * - PREFETCH_20 = 8 file lists asked ahead (held out 19's 6; the decisions stay one at a time, in order);
 * - the walk's CUT-OFF 17:05 UTC (2026-12-07).
 * `tsx bench/support/validate-draw-20-run.ts --count` before the declaration's commit (no look-up, 16:29 UTC): 48,092 rows
 * (large 7,254, medium 12,273, small 28,565); 5,670 names (the three walks 1,622, locked trees 3,586) and 2,251 families
 * excluded; 32,824 rows excluded.
 * Strata by monthly downloads (large >= 5,000,000; medium 500,000-4,999,999; small 50,000-499,999), walked in proportion to
 * their size; step A the file list (<= 25 MB unpacked; `ts` possible or, while the JavaScript quota is open, `js`
 * possible), B `npm pack` (no install, no scripts), C held out 17's kind rule then, for `js`, held out 19's bundle test
 * (a fifth or more of the source folder's .js files with a bundler's mark: not eligible), D >= MIN_TARGETS_20 (10) targets
 * (npm-targets.ts, first 60 source files), E the kind's quota open -> DRAWN, its family excluded from then on.
 * The drawn packages' code is not read by anyone before the run (only the walk's mechanical counts).
 *
 * QUOTA: TypeScript 12, JavaScript 4 (pooled over the strata); PER PACKAGE 10 targets (`--per-package 10`).
 * COMPUTATION (held out 19's yields of needed import: TypeScript 29 over 132 targets = 0.22, JavaScript 8 over 52 = 0.15):
 * 12 x 10 = 120 TypeScript targets -> ~26 needed import, 4 x 10 = 40 JavaScript -> ~6; ~32 in all if the run finishes.
 * Held out 19's throughput was ~4 targets a minute with the machine to itself and 16 processes; this run shares the
 * machine with other helpers' runs, so it may be cut: at 70% of the targets, needed import ~22 (TypeScript ~18), the other
 * kinds (held out 19's yields per target: member 0.34, arity 0.23, return 0.34 TypeScript only, helper 0.43, Python-as-TS
 * ~1) n >= 25. Said before the draw: below ~65% of the targets done, needed import may fall under 20.
 * STOP RULE of the walk: both quotas full, or the CUT-OFF, whichever comes first; whatever is drawn by then is held out 20
 * (no amendment after the walk starts except to fix a failure of the walk itself, committed before it takes effect). The
 * members are installed together into bench/corpora-validate20 (`npm install --save-exact --ignore-scripts`, pinned to the
 * packed version, their dependencies beside them); a member that does not install is dropped and reported.
 *
 * The walk prints every candidate it reached and why it was or was not drawn (bench/results/validate-draw-20-walk.txt).
 *
 * Mutants: test/support/ts-check-targets.ts as of the run; TypeScript-source packages' mutants cross-checked with the
 * compiler as held out 7-19's; member and return-type labels as held out 15's.
 *
 * RUN ONCE, blind, from the commit that holds the session's checks: `nice npx tsx bench/validate.ts --set heldout20 --lang
 * TypeScript --per-package 10 --verbose --ts-deps bench/corpora-validate20/node_modules --only <pkg>`, one niced process per
 * package, all at once (so that a cut leaves every package with a prefix of its targets), started between 17:10 and 17:30
 * UTC; the RUN CUT-OFF is 17:58 UTC: a process not finished then is stopped and its package reported as cut, with the
 * targets it finished counted as they came (tallied from the verbose logs, every failure listed).
 *
 * AMENDED 17:17 UTC, after the draw and BEFORE any run (no result of this set seen): the processes run at `nice -n 5`, not
 * nice's default 10. Why: at load 45-70 (other helpers' checks and runs, not niced) nine niced-10 re-runs of held out 19
 * got under 1% of a core each for 20 minutes (16:38-17:00 UTC) and finished no target; at 5 they progressed. Nothing else
 * changes. The draw: every quota full at 17:03:35 (425 candidates checked, 34 packed); @aztec/foundation (ts) was drawn and
 * does not install (its dependency @aztec/bb.js@5.2.0 is not on the registry): DROPPED as declared, 11 TypeScript + 4
 * JavaScript remain (at most 150 targets).
 */
export const VALIDATE_SEED_20 = 9420;
export const VALIDATE_PER_PACKAGE_20 = 10;
export const MIN_TARGETS_20 = 10;
export const TARGET_FILES_20 = 60;
export const PREFETCH_20 = 8;
/** The walk's cut-off (UTC). */
export const CUT_OFF_20 = '2026-12-07T17:05:00Z';
/** The run's cut-off (UTC). */
export const RUN_CUT_OFF_20 = '2026-12-07T17:58:00Z';
/** Pooled over the strata. */
export const NPM_QUOTA_20: Readonly<Record<'ts' | 'js', number>> = { ts: 12, js: 4 };

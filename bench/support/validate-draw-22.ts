/**
 * Held out 22 for `npm run bench:validate` (issue 22, session 29, T2), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-07 and
 * committed BEFORE the draw, BEFORE any of its candidates was looked up on the registry, packed or installed, and BEFORE
 * any run of bench:validate on them. Held out 1-21 are tuning data now (held out 21's 7 false rejections are read and
 * worked on in this session).
 *
 * WHY: held out 21 (blind, session 28) met every mutant kind but had 7 false rejections of 155 originals and needed import
 * at n = 19. This set measures session 29's checks blind, SIZED TO FINISH in the 25 minutes from 00:00 to 00:25 UTC with at
 * most 3 processes at once, with member, arity, needed import and return type each at n >= 20.
 *
 * POPULATION, ORDER, CHECKS: held out 21's (bench/support/validate-draw-21.ts and -21-run.ts), unchanged but for:
 * - EXCLUSIONS: held out 21's (held out 18's exclusions as npm-draw-exclusions.ts computes them — every dependency and
 *   devDependency of every bench/corpora* package.json, bench/corpora-validate21 included, so held out 21's 14 members —,
 *   every locked tree by name, held out 17's-20's walks and families) PLUS every candidate held out 21's walk reached
 *   (bench/results/validate-draw-21-walk.txt) and their FAMILIES (familyOf: the npm scope, else the name's first `-`
 *   segment), and by NAME every package of bench/corpora-validate21/package-lock.json's tree;
 * - SEED VALIDATE_SEED_22 = 9622 (+ k per stratum: large 0, medium 1, small 2);
 * - MIN_TARGETS_22 = 10 targets and 10 targets per package (`--per-package 10`);
 * - QUOTAS WITH A CONTINUATION (how n >= 20 is sized without a biased pick): the walk draws in its seeded order as before
 *   (a TypeScript candidate while the TypeScript cap is open, a JavaScript one while the JavaScript cap is open); the caps
 *   are TypeScript 9 and JavaScript 3 (the run's capacity, below). As each member is drawn, the GENERATOR alone counts its
 *   mutants on the packed tarball, before anything of DyCoder runs: the seeded pick of bench:validate (all targets of
 *   npm-targets.ts, `shuffled` with bench:validate's seed 22, the first 10) and test/support/ts-check-targets.ts mutantsOf
 *   per target (the compiler's cross-check, which may drop a few mutants at run time, is not applied in the walk: hence a
 *   margin of 2). The walk STOPS when at least 6 TypeScript and 2 JavaScript members are drawn AND the counts of
 *   wrong-member, wrong-arity, needed-import and wrong-return-type mutants are each >= 22; otherwise it goes on, in draw
 *   order, until both caps are full or the walk's CUT-OFF. No member is chosen or dropped for its counts: the counts only
 *   decide how far along the seeded order the walk goes.
 * - the walk's CUT-OFF 23:20 UTC (2026-12-07).
 * `tsx bench/support/validate-draw-22-run.ts --count` before the declaration's commit (no look-up, 22:35 UTC): 48,092 rows
 * (large 7,254, medium 12,273, small 28,565); 6,796 names (the five walks 2,469, locked trees 3,919) and 3,067 families
 * excluded; 36,080 rows excluded.
 * Strata, steps A-E and the bundle test as held out 21 (large >= 5,000,000 downloads a month; medium 500,000-4,999,999;
 * small 50,000-499,999; walked in proportion to their size; step A the file list (<= 25 MB unpacked), B `npm pack` (no
 * install, no scripts), C held out 17's kind rule then, for `js`, held out 19's bundle test, D >= MIN_TARGETS_22 targets
 * (npm-targets.ts, first 60 source files), E the kind's cap open -> DRAWN, its family excluded from then on). The drawn
 * packages' code is not read by anyone before the run (only the walk's mechanical counts).
 *
 * SIZING (from held out 21's bench/results/h21/run-times.txt, no result of held out 22 involved): 14 packages x 12 targets
 * took 35 minutes with 3 processes at load 10-24, i.e. ~7.5 process-minutes a package, ~0.63 a target (2-13 minutes a
 * package). 25 minutes x 3 processes = 75 process-minutes ~ 120 targets at that load: 12 packages of 10 (the caps, 9 + 3)
 * fill it; the continuation stops earlier when the counts are reached. Yields per target (held out 19-21 pooled): member
 * ~0.27, arity ~0.19, needed import ~0.25 per TypeScript target (none from JavaScript), return type ~0.35 per TypeScript
 * target: 9 TypeScript packages give needed import ~22. Said before the draw: if the load during the run is above ~25 (other
 * helpers' blind runs share the window), the last 1-3 packages of the queue may not start before the cut-off; they are then
 * reported as NOT RUN, and arity or needed import may fall under 20.
 * STOP RULE of the walk: above; whatever is drawn by then is held out 22 (no amendment after the walk starts except to fix a
 * failure of the walk itself, committed before it takes effect). The members are installed together into
 * bench/corpora-validate22 (`npm install --save-exact --ignore-scripts`, pinned to the packed version, their dependencies
 * beside them); a member that does not install is dropped and reported.
 *
 * The walk prints every candidate it reached, why it was or was not drawn, and each member's generator counts
 * (bench/results/validate-draw-22-walk.txt).
 *
 * Mutants: test/support/ts-check-targets.ts as of the run; TypeScript-source packages' mutants cross-checked with the
 * compiler as held out 7-21's; member and return-type labels as held out 15's.
 *
 * RUN ONCE, blind, from the commit that holds the session's checks: `nice -n 5 npx tsx bench/validate.ts --set heldout22
 * --lang TypeScript --per-package 10 --verbose --ts-deps bench/corpora-validate22/node_modules --only <pkg>`, one process
 * per package, AT MOST 3 AT ONCE (bench/results/h22/run22.sh: a queue in the members' draw order; when one ends the next
 * starts), started at 00:00 UTC (2026-12-08); the RUN CUT-OFF is 00:25 UTC: the processes still running then are stopped by
 * their saved PIDs (never a name pattern) and their packages reported as cut, with the targets they finished counted as
 * they came; packages not started by then are reported as NOT RUN. Tallied from the verbose logs, every failure listed,
 * TypeScript and JavaScript apart, with the load at each start and end.
 *
 * THE DRAW (22:35-23:20 UTC, after the declaration's commit, load 21-35): the walk's CUT-OFF came first, after 500
 * candidates checked (31 packed): 6 TypeScript + 3 JavaScript drawn (caps 9 + 3, the TypeScript cap not full), all 9
 * installed (bench/results/validate-draw-22-walk.txt). The generator's counts at the cut-off: wrong-member 39, wrong-arity
 * 31, needed-import 15, wrong-return-type 43 — needed import UNDER the declared 22 (and under 20): the continuation did
 * not reach its stop before the cut-off. At most 9 x 10 = 90 targets. Nothing else changes.
 */
export const VALIDATE_SEED_22 = 9622;
export const VALIDATE_PER_PACKAGE_22 = 10;
/** bench:validate's default `--seed`, the pick the generator counts are made on. */
export const VALIDATE_PICK_SEED_22 = 22;
export const MIN_TARGETS_22 = 10;
export const TARGET_FILES_22 = 60;
export const PREFETCH_22 = 16;
/** The walk's cut-off (UTC). */
export const CUT_OFF_22 = '2026-12-07T23:20:00Z';
/** The run's start and cut-off (UTC). */
export const RUN_START_22 = '2026-12-08T00:00:00Z';
export const RUN_CUT_OFF_22 = '2026-12-08T00:25:00Z';
/** Caps, pooled over the strata. */
export const NPM_CAP_22: Readonly<Record<'ts' | 'js', number>> = { ts: 9, js: 3 };
/** The least drawn before the continuation may stop. */
export const NPM_MIN_22: Readonly<Record<'ts' | 'js', number>> = { ts: 6, js: 2 };
/** The generator's count each of these kinds must reach before the walk may stop (20 plus a margin of 2). */
export const COUNTED_KINDS_22 = ['wrong-member', 'wrong-arity', 'needed-import', 'wrong-return-type'] as const;
export const MIN_COUNT_22 = 22;

/**
 * Held out 21 for `npm run bench:validate` (issue 22, session 28, T2), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-07 and
 * committed BEFORE the draw, BEFORE any of its candidates was looked up on the registry, packed or installed, BEFORE any
 * run of bench:validate on them, and BEFORE held out 20's verbose logs were read (only its tally, run-times.txt and the
 * timing lines of its tables were read). Held out 1-20 are tuning data now.
 *
 * WHY: held out 20 (blind, session 27) reached only 89 of 150 targets (its TypeScript processes were stopped from outside
 * at 17:57), so member (12), arity (9), needed import (19) and return type (19) stayed under n = 20; it had 3 false
 * rejections of originals. This set measures session 28's checks blind and is SIZED TO FINISH in a 30-minute window with
 * at most 3 processes at once (the session's load rule), with member, arity, needed import and return type at n >= 20.
 *
 * POPULATION, ORDER, CHECKS: held out 20's (bench/support/validate-draw-20.ts, i.e. held out 19's), unchanged but for:
 * - EXCLUSIONS: held out 20's (held out 18's exclusions as npm-draw-exclusions.ts computes them — every dependency and
 *   devDependency of every bench/corpora* package.json, bench/corpora-validate20 included, so held out 20's 15 members —,
 *   held out 17's-19's walks, every locked tree by name) PLUS every candidate held out 20's walk reached
 *   (bench/results/validate-draw-20-walk.txt), the FAMILIES of all of them (familyOf: the npm scope, else the name's first
 *   `-` segment), and by NAME every package of bench/corpora-validate20/package-lock.json's tree;
 * - SEED VALIDATE_SEED_21 = 9521 (+ k per stratum: large 0, medium 1, small 2);
 * - PREFETCH_21 = 16 file lists asked ahead (held out 20's 8; the decisions stay one at a time, in the seeded order, so the
 *   outcome does not depend on it: only the walk's speed);
 * - MIN_TARGETS_21 = 12 targets (held out 20's 10) and 12 targets per package;
 * - the walk's CUT-OFF 19:57 UTC (2026-12-07).
 * `tsx bench/support/validate-draw-21-run.ts --count` before the declaration's commit (no look-up, 19:26 UTC): 48,092 rows
 * (large 7,254, medium 12,273, small 28,565); 6,245 names (the four walks 2,047, locked trees 3,758) and 2,661 families
 * excluded; 34,680 rows excluded.
 * Strata by monthly downloads (large >= 5,000,000; medium 500,000-4,999,999; small 50,000-499,999), walked in proportion to
 * their size; step A the file list (<= 25 MB unpacked; `ts` possible or, while the JavaScript quota is open, `js`
 * possible), B `npm pack` (no install, no scripts), C held out 17's kind rule then, for `js`, held out 19's bundle test,
 * D >= MIN_TARGETS_21 targets (npm-targets.ts, first 60 source files), E the kind's quota open -> DRAWN, its family
 * excluded from then on. The drawn packages' code is not read by anyone before the run (only the walk's mechanical counts).
 *
 * QUOTA: TypeScript 12, JavaScript 5 (pooled over the strata); PER PACKAGE 12 targets (`--per-package 12`): at most 204.
 * SIZING (from held out 20's per-target times, and three timed runs of held out 20 packages, 4 targets each, at 19:22-19:25
 * UTC, load 3-11, no result of held out 21 involved): held out 20 did 89 targets in 29 min with 15 processes at load
 * 60-100, i.e. ~0.35 of a core for the set, ~7 CPU-s per target; measured now: schema-typed 17.9 CPU-s, @serenity-js/core
 * 30.4, vinyl-fs 11.2 for 4 targets each, start-up included (~8 CPU-s), i.e. ~5.5 CPU-s per TypeScript target and ~1-2 per
 * JavaScript one. 144 TypeScript + 60 JavaScript targets ~ 900 CPU-s, plus 17 start-ups ~ 140: ~1,050 CPU-s, i.e. the
 * whole set finishes in 30 minutes when its 3 processes get ~0.6 of a core together (load around 10 on 2 cores). Yields
 * per target (held out 19 and 20 pooled, 273 targets): member 0.27, arity 0.19, needed import 0.21 (TypeScript 0.25),
 * return type 0.35 per TypeScript target. All 204 done: member ~55, arity ~39, needed import ~42, return type ~50. Said
 * before the draw: at 60% done (~122 targets) arity ~23; at held out 20's own arity yield (0.10) arity reaches 20 only when
 * the run finishes; below ~55% done (load over ~20), arity and member may fall under 20.
 * STOP RULE of the walk: both quotas full, or the CUT-OFF, whichever comes first; whatever is drawn by then is held out 21
 * (no amendment after the walk starts except to fix a failure of the walk itself, committed before it takes effect). The
 * members are installed together into bench/corpora-validate21 (`npm install --save-exact --ignore-scripts`, pinned to the
 * packed version, their dependencies beside them); a member that does not install is dropped and reported.
 *
 * The walk prints every candidate it reached and why it was or was not drawn (bench/results/validate-draw-21-walk.txt).
 *
 * Mutants: test/support/ts-check-targets.ts as of the run; TypeScript-source packages' mutants cross-checked with the
 * compiler as held out 7-20's; member and return-type labels as held out 15's.
 *
 * RUN ONCE, blind, from the commit that holds the session's checks: `nice -n 5 npx tsx bench/validate.ts --set heldout21
 * --lang TypeScript --per-package 12 --verbose --ts-deps bench/corpora-validate21/node_modules --only <pkg>`, one process
 * per package, AT MOST 3 AT ONCE (bench/results/h21/run21.sh: a queue in the members' draw order; when one ends the next
 * starts), started between 20:38 and 20:50 UTC; the RUN CUT-OFF is 21:15 UTC: the processes still running then are stopped
 * by their saved PIDs (never a name pattern) and their packages reported as cut, with the targets they finished counted as
 * they came; packages not started by then are reported as NOT RUN. Tallied from the verbose logs, every failure listed,
 * TypeScript and JavaScript apart, with the load at each start and end.
 *
 * THE DRAW (19:30-19:57 UTC, after the declaration's commit): the walk's CUT-OFF came first, after 422 candidates checked
 * (31 packed): 9 TypeScript + 5 JavaScript drawn (quotas 12 + 5; the TypeScript quota not full), all 14 installed
 * (bench/results/validate-draw-21-walk.txt): at most 14 x 12 = 168 targets. Nothing else changes.
 */
export const VALIDATE_SEED_21 = 9521;
export const VALIDATE_PER_PACKAGE_21 = 12;
export const MIN_TARGETS_21 = 12;
export const TARGET_FILES_21 = 60;
export const PREFETCH_21 = 16;
/** The walk's cut-off (UTC). */
export const CUT_OFF_21 = '2026-12-07T19:57:00Z';
/** The run's cut-off (UTC). */
export const RUN_CUT_OFF_21 = '2026-12-07T21:15:00Z';
/** Pooled over the strata. */
export const NPM_QUOTA_21: Readonly<Record<'ts' | 'js', number>> = { ts: 12, js: 5 };

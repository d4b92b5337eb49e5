/**
 * Held out 18 for `npm run bench:validate` (issue 22, session 25, T2), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-07 and
 * committed BEFORE the draw, BEFORE any of its candidates was looked up on the registry, packed or installed, and BEFORE any
 * run of bench:validate on them. Held out 1-17 are tuning data now (held out 17's misses: none; its walk is read below only
 * for its yields).
 *
 * WHY: held out 17 (drawn the same way from the same list) met every kind but three with n < 20 (arity 18, needed import 14,
 * return type 17). This set's one job is n >= 20 of every kind. The problem was yield: of 358 candidates walked round-robin
 * over three strata, 15 shipped >= 5 src/ TypeScript files and 4 had >= 10 targets. Two changes, both declared here:
 * (a) a CHEAP FILE-LIST CHECK first: `npm pack --dry-run --json <name>` (the tarball's file list, paths and sizes, and its
 *     unpacked size; no file's content is read, nothing is extracted), so that a candidate with too few source files costs
 *     one listing, not a pack and an extraction; (b) the strata are walked IN PROPORTION TO THEIR SIZE (self-weighting:
 *     each candidate is drawn from the stratum whose walked fraction is lowest), not round-robin; held out 17's walk
 *     reached large 127, medium 126, small 105 and its src/-TypeScript packages were 1, 3 and 11 of them, so round-robin
 *     spent two thirds of the walk where TypeScript sources are rarest. The quotas are per kind, pooled over strata.
 *
 * POPULATION: the rows of /work/.library/env/packages/npm.tsv (226,996 npm packages; columns name, version, monthly
 * downloads, summary; made on one day by the workplace, not by this project) with >= POPULATION_MIN_DOWNLOADS_18 (50,000)
 * monthly downloads, less
 * - types-only packages (`@types/*`);
 * - every package named or used by held out 1-17, their populations and walks (held out 17's exclusions as
 *   validate-draw-17-run.ts computes them: NPM_EARLIER_16, held out 16's populations, retrieval's held-out sets 1-10
 *   through exclusions10 and TS_HELD_OUT_10, the names left out by hand; PLUS every candidate held out 17's walks reached,
 *   bench/results/validate-draw-17-walk*.txt, 358 names, which include its 7 members);
 * - every dependency and devDependency of the package.json of every bench/corpora* folder (bench/corpora-validate17
 *   included) and of the repository's own package.json (what the tests and the corpora read);
 * - the FAMILIES of all of the above (familyOf: the npm scope, else the name's first `-` segment);
 * - and, by NAME only (not their families: the first `-` segment of thousands of transitive names would remove most of the
 *   list), every package installed in the repository's and every corpus's dependency tree (the `packages` keys of the root
 *   package-lock.json and of every bench/corpora*\/package-lock.json): what the tests and corpora load.
 * STRATA by monthly downloads (the list's own column): large >= 5,000,000; medium 500,000-4,999,999; small 50,000-499,999.
 *
 * ORDER: each stratum's rows shuffled with seed VALIDATE_SEED_18 (8525) + k (large k = 0, medium 1, small 2; blind-draw.ts's
 * `shuffled`: sorted by name, then mulberry32 Fisher-Yates), as held out 17's. Each turn takes the next row of the stratum
 * whose consumed fraction (rows passed so far, excluded ones included, over the stratum's size) is the lowest (ties: large,
 * medium, small); excluded rows are passed over without any look-up.
 *
 * CHECKS, one candidate at a time, in order (bench/support/validate-draw-18-run.ts):
 *  A. FILE LIST: `npm pack --dry-run --json <name>` (the version npm resolves then), in a temporary folder. Not eligible when
 *     no answer, or its unpackedSize > MAX_UNPACKED_18 (25 MB), or NEITHER
 *     - `ts` possible: >= MIN_TARGETS_18 (10) files under src/ named .ts/.tsx (not .d.ts), under 100 KB, OR
 *     - `js` possible (only while the JavaScript quota is open): src/ or lib/ holds >= 10 .js/.cjs/.mjs files (not .min.,
 *       under 100 KB) and lists, outside test folders, no .ts/.tsx, no declaration and no .map file.
 *     Both are necessary conditions of step C (one target per file; held out 17's rule for the kind), so step A changes
 *     which candidates are packed, not which ones are drawn;
 *  B. `npm pack <name>@<version>` into the temporary folder, extracted; no install, no scripts;
 *  C. held out 17's rule, unchanged (validate-draw-17-run.ts kindOf, moved to npm-pack-kind.ts): kind `ts` for >= 5 .ts/.tsx
 *     files under src/ (not declarations, not tests); else kind `js` for hand-written JavaScript under src/ or lib/ (>= 5
 *     files, no .ts, no declarations or source maps, fewer than half the files with a compiler's mark); else not eligible;
 *  D. targets (npm-targets.ts npmTargetsAt: test/support/ts-check-targets.ts targetsIn, one per file, first 60 source files)
 *     >= MIN_TARGETS_18 (10);
 *  E. its kind's quota not full -> DRAWN, its family added to the exclusions; else not eligible.
 * The drawn packages' code is not read by anyone before the run (only the walk's mechanical counts).
 *
 * QUOTA: TypeScript 9, JavaScript 3 (pooled over the strata); PER PACKAGE 12 targets (`--per-package 12`; a package with
 * 10-11 targets gives them all). COMPUTATION from held out 17's per-target yields (TS 40 targets: arity 11, needed import 9,
 * return type 17, member 12, helper 14; JS 30 targets: arity 7, needed import 5, return type 0, member 8, helper 15), i.e.
 * per TS target arity 0.275, import 0.225, return 0.425; per JS target arity 0.233, import 0.167, return 0:
 *   9 TS x 12 = 108 TS targets, 3 JS x 12 = 36 JS targets ->
 *   arity 108 x 0.275 + 36 x 0.233 = 29.7 + 8.4 = ~38; needed import 108 x 0.225 + 36 x 0.167 = 24.3 + 6.0 = ~30;
 *   return type 108 x 0.425 = ~46; member 32 + 10 = ~42; helper 38 + 18 = ~56.
 * With held out 15's lower yields (89 targets: arity 16, import 19 -> 0.180 and 0.213 per target) over 144 targets:
 *   arity ~26, needed import ~31. If the walk draws only 6 TypeScript packages by the cut-off: import 72 x 0.225 + 6 = ~22,
 *   arity 19.8 + 8.4 = ~28, return ~31 (the margin is thin there; said before the draw).
 * STOP RULE: the walk stops when both quotas are full, or at the CUT-OFF 11:30 UTC (2026-12-07), whichever comes first;
 * whatever is drawn by then is held out 18 (no amendment after the walk starts except to fix a failure of the walk itself,
 * committed before it takes effect). The members are then installed together into bench/corpora-validate18 (`npm install
 * --save-exact --ignore-scripts`, pinned to the packed version; npm installs their dependencies beside them, which the run
 * reads as the packages' types); a member that does not install is dropped and reported.
 *
 * The walk prints every candidate it reached and why it was or was not drawn (bench/results/validate-draw-18-walk.txt).
 *
 * Mutants: test/support/ts-check-targets.ts as of the run; TypeScript-source packages' mutants cross-checked with the
 * compiler as held out 7-17's; member and return-type labels as held out 15's.
 *
 * RUN ONCE, blind, from the commit that names the members: `nice npx tsx bench/validate.ts --set heldout18 --lang TypeScript
 * --per-package 12 --verbose --ts-deps bench/corpora-validate18/node_modules --only <pkg>`, one niced process per package,
 * started ~11:45 UTC; a process not finished by 12:05 UTC is stopped and its package reported as cut, with the targets it
 * finished reported as they came (tallied from the logs).
 */
export const VALIDATE_SEED_18 = 8525;
export const VALIDATE_PER_PACKAGE_18 = 12;
export const MIN_TARGETS_18 = 10;
export const TARGET_FILES_18 = 60;
export const POPULATION_MIN_DOWNLOADS_18 = 50_000;
export const MAX_UNPACKED_18 = 25_000_000;
/** The walk's cut-off (UTC). */
export const CUT_OFF_18 = '2026-12-07T11:30:00Z';
/** Pooled over the strata. */
export const NPM_QUOTA_18: Readonly<Record<'ts' | 'js', number>> = { ts: 9, js: 3 };

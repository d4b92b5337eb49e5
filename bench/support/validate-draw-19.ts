/**
 * Held out 19 for `npm run bench:validate` (issue 22, session 26, T2), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-07 and
 * committed BEFORE the draw, BEFORE any of its candidates was looked up on the registry, packed or installed, and BEFORE any
 * run of bench:validate on them. Held out 1-18 are tuning data now (held out 18's misses were read after its blind run).
 *
 * WHY: held out 18 (blind, session 25) met issue 22's bar on every mutant kind but two: wrong member 42/46 (all 4 misses in
 * one rollup bundle, cloudinary-video-player's lib/, which passed the compiler-mark test) and needed import 16/16 with
 * n < 20 (0.12 per target over 134 targets). This set's jobs: (1) n >= 20 of needed import, so ~200 targets; (2) no bundle
 * in the population of hand-written JavaScript. Everything else is held out 18's procedure, unchanged.
 *
 * POPULATION: the rows of /work/.library/env/packages/npm.tsv (226,996 npm packages; columns name, version, monthly
 * downloads, summary; made on one day by the workplace, not by this project) with >= 50,000 monthly downloads, less
 * - types-only packages (`@types/*`);
 * - held out 18's exclusions as validate-draw-18-run.ts computes them (held out 1-17, their populations and walks,
 *   retrieval's held-out sets, the names left out by hand, every dependency and devDependency of every bench/corpora*
 *   package.json — bench/corpora-validate18 included, so held out 18's 12 members — and of the repository's);
 * - every candidate held out 17's AND held out 18's walks reached (bench/results/validate-draw-17-walk*.txt and
 *   validate-draw-18-walk.txt: 358 + 567 names, which include both sets' members);
 * - the FAMILIES of all of the above (familyOf: the npm scope, else the name's first `-` segment);
 * - and, by NAME only, every package installed in the repository's and every corpus's locked tree (the `packages` keys of
 *   the root package-lock.json and of every bench/corpora*\/package-lock.json, bench/corpora-validate18's included).
 * STRATA by monthly downloads (the list's own column): large >= 5,000,000; medium 500,000-4,999,999; small 50,000-499,999.
 * `tsx bench/support/validate-draw-19-run.ts --count` before the declaration's commit (no look-up): 48,092 rows (large
 * 7,254, medium 12,273, small 28,565); 4,224 names (the two walks 925, locked trees 2,778) and 1,629 families excluded;
 * 28,172 rows excluded.
 *
 * ORDER: each stratum's rows shuffled with seed VALIDATE_SEED_19 (9319) + k (large k = 0, medium 1, small 2; blind-draw.ts's
 * `shuffled`), walked IN PROPORTION TO THEIR SIZE as held out 18's (each turn takes the next row of the stratum whose
 * consumed fraction is the lowest; ties large, medium, small); excluded rows are passed over without any look-up.
 * The order of the candidates does not depend on any look-up's answer, so the walk may ask for the file lists of the next
 * few candidates AHEAD (at most PREFETCH_19 = 6 `npm pack --dry-run` at once) and still decide them one at a time, in order;
 * a listing asked for a candidate that turns out excluded (its family drawn meanwhile) is not used.
 *
 * CHECKS, one candidate at a time, in order (bench/support/validate-draw-19-run.ts):
 *  A. FILE LIST, held out 18's step A unchanged (`npm pack --dry-run --json`: unpacked <= 25 MB and `ts` possible (>= 10
 *     src/ .ts/.tsx files, not .d.ts, under 100 KB) or, while the JavaScript quota is open, `js` possible (src/ or lib/
 *     holds >= 10 .js/.cjs/.mjs files, not .min., under 100 KB, and lists outside test folders no .ts/.tsx, declaration or
 *     .map file));
 *  B. `npm pack <name>@<version>` into a temporary folder, extracted; no install, no scripts;
 *  C. held out 17's kind rule, unchanged (npm-pack-kind.ts kindOf), THEN, NEW for kind `js`, the BUNDLE test
 *     (npm-pack-bundle.ts): the package is not eligible when at least a fifth of the .js files of its source folder carry
 *     a BUNDLER's mark, any of
 *     - a bundler's runtime helper name: `__webpack_require__`, `__webpack_exports__`, `parcelRequire`, rollup's commonjs
 *       plugin's `getDefaultExportFromCjs` / `commonjsGlobal`, esbuild's `__commonJS(`, `__toESM(`, `__toCommonJS(`;
 *     - a chunk's minified import/export names: one `import {` or `export {` clause with two or more specifiers whose
 *       exported side is one or two letters (`import { c as createVideoPlayer, a as createPlayerWithConfig }`,
 *       `export { foo as a, bar as b }`);
 *     - two or more distinct identifiers renamed by scope hoisting (`window$1`, `ClickableComponent$2`: a name, `$`,
 *       digits);
 *     Measured before the declaration with npm-pack-bundle.ts's bundleShare (kindOf's files: .js/.cjs/.mjs, not .min., under
 *     100 KB, test folders left out), on code already on this machine, no candidate's: cloudinary-video-player 4.0.3's lib/
 *     (held out 18's bundle, tuning data, packed again at 13:22 UTC) 25 of 31 marked; hand-written JavaScript of the
 *     repository's node_modules: semver (49 files), eslint/lib (392), js-yaml/lib (25), pino/lib (14): 0 of 480; tsc output
 *     ioredis/built: 0 of 51 (the compiler-mark test's job); vitest/dist (rollup chunks): 39 of 58.
 *  D. targets (npm-targets.ts npmTargetsAt, one per file, first 60 source files) >= MIN_TARGETS_19 (10);
 *  E. its kind's quota not full -> DRAWN, its family added to the exclusions; else not eligible.
 * The drawn packages' code is not read by anyone before the run (only the walk's mechanical counts).
 *
 * QUOTA: TypeScript 12, JavaScript 4 (pooled over the strata); PER PACKAGE 14 targets (`--per-package 14`; a package with
 * 10-13 targets gives them all). COMPUTATION: held out 18's yield of needed import was 16 over 134 counted targets (0.119),
 * held out 17's 14 over 70 (0.2). 16 packages x 14 = 224 targets at most; held out 18 picked 141 of 144 (98%), so ~215 ->
 * needed import ~26 at 0.119 (~43 at 0.2). If the walk draws only 10 TypeScript packages by the cut-off: 14 x 14 = 196 ->
 * ~23 (the margin is thin there; said before the draw). The other kinds at held out 18's yields (member 0.34, arity 0.23,
 * return 0.40, helper 0.40 per target) reach n >= 45.
 * STOP RULE: the walk stops when both quotas are full, or at the CUT-OFF 14:05 UTC (2026-12-07), whichever comes first;
 * whatever is drawn by then is held out 19 (no amendment after the walk starts except to fix a failure of the walk itself,
 * committed before it takes effect). The members are installed together into bench/corpora-validate19 (`npm install
 * --save-exact --ignore-scripts`, pinned to the packed version, their dependencies beside them); a member that does not
 * install is dropped and reported.
 *
 * The walk prints every candidate it reached and why it was or was not drawn (bench/results/validate-draw-19-walk.txt).
 *
 * Mutants: test/support/ts-check-targets.ts as of the run; TypeScript-source packages' mutants cross-checked with the
 * compiler as held out 7-18's; member and return-type labels as held out 15's.
 *
 * RUN ONCE, blind, from the commit that holds the session's checks: `nice npx tsx bench/validate.ts --set heldout19 --lang
 * TypeScript --per-package 14 --verbose --ts-deps bench/corpora-validate19/node_modules --only <pkg>`, one niced process per
 * package, all at once as held out 18's (its 12 took 31 minutes at load 37-52), started between 14:15 and 14:45 UTC; a process not finished by 15:00 UTC is stopped and its package reported as cut, with the targets it finished
 * reported as they came (tallied from the logs).
 */
export const VALIDATE_SEED_19 = 9319;
export const VALIDATE_PER_PACKAGE_19 = 14;
export const MIN_TARGETS_19 = 10;
export const TARGET_FILES_19 = 60;
export const PREFETCH_19 = 6;
/** The walk's cut-off (UTC). */
export const CUT_OFF_19 = '2026-12-07T14:05:00Z';
/** Pooled over the strata. */
export const NPM_QUOTA_19: Readonly<Record<'ts' | 'js', number>> = { ts: 12, js: 4 };
/** A fifth or more of a JavaScript source folder's files with a bundler's mark: a bundle, not hand-written source. */
export const BUNDLE_SHARE_19 = 0.2;

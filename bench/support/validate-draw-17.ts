/**
 * Held out 17 for `npm run bench:validate` (issue 22, session 24, T2), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-07 and
 * committed BEFORE the draw, BEFORE any of its candidates was looked up on the registry, packed or installed, and BEFORE any
 * run of bench:validate on them. Held out 1-16 are tuning data now.
 *
 * WHY A NEW WAY TO DRAW: held out 11-16 drew from candidates named from memory, and memory names the same well-known
 * packages every session (held out 16's first walk found 51 of its 54 TypeScript names used before and drew 2 packages).
 * This set draws from a POPULATION LIST that no one picked: /work/.library/env/packages/npm.tsv (226,996 npm packages,
 * columns name, version, monthly downloads, summary; made on one day by the workplace, not by this project).
 *
 * POPULATION: the rows of npm.tsv with >= POPULATION_MIN_DOWNLOADS_17 (50,000) monthly downloads, less
 * - types-only packages (`@types/*`);
 * - every package named or used by an earlier validate set, draw, walk or population (held out 16's NPM_EARLIER_16,
 *   NPM_POPULATION_16 and its SUPPLEMENT with its members; through them held out 1-15's), retrieval's held-out sets 1-10
 *   (exclusions10, TS_HELD_OUT_10), every dependency and devDependency in the package.json of a bench/corpora* folder and of
 *   the repository's own package.json (what the tests and the corpora read), and the names runNpmDraw left out by hand;
 * - and the FAMILIES of all of those (familyOf: the npm scope, else the name's first `-` segment).
 * STRATA by monthly downloads (the list's own column): large >= 5,000,000; medium 500,000-4,999,999; small 50,000-499,999.
 *
 * ORDER: each stratum's rows shuffled with seed VALIDATE_SEED_17 + k (large k = 0, medium 1, small 2; blind-draw.ts's
 * `shuffled`: sorted by name, then mulberry32 Fisher-Yates). The walk goes round-robin over the strata (large, medium,
 * small, large, ...), one candidate each turn, skipping a stratum whose TypeScript and JavaScript quotas are both full;
 * excluded rows are passed over without any look-up.
 *
 * CHECKS, one candidate at a time, in order (bench/support/validate-draw-17-run.ts):
 *  1. `npm view <name> dist.unpackedSize`: more than MAX_UNPACKED_17 (25 MB) or no answer -> not eligible;
 *     AMENDED 07:36 UTC (committed before the walk restarted): the registry served here answers no `dist.unpackedSize` (the
 *     first 14 candidates of the walk started at 07:33 all had "no unpacked size"; nothing but their names was seen, no
 *     tarball was fetched). Step 1 is dropped; the 25 MB bound is applied to the `unpackedSize` that `npm pack --json`
 *     reports in step 2 instead (the extracted package is then not looked at). The walk restarts from the beginning of
 *     the same seeded order, so it reaches the same candidates;
 *  2. `npm pack <name>` into a temporary folder (the version npm resolves then), extracted; no install, no scripts;
 *  3. kind `ts` when it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests); else kind `js` when, of its
 *     src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds >= 5 of them,
 *     no .ts source, no declaration file and no source map, and fewer than half of those files carry a compiler's mark
 *     (`__esModule`, `sourceMappingURL=`, `_interopRequireDefault`, `__awaiter`, `__generator`, a webpack banner line of six stars between slashes
 *     banner): hand-written JavaScript, not a build; else not eligible;
 *  4. targets (bench/support/npm-targets.ts's rule on the extracted files: test/support/ts-check-targets.ts targetsIn, one
 *     per file, first TARGET_FILES_17 = 60 source files) >= MIN_TARGETS_17 (10);
 *  5. its kind's quota in its stratum not full -> DRAWN, its family added to the exclusions; else not eligible.
 * QUOTA: TypeScript 4 large / 3 medium / 3 small, JavaScript 1 / 1 / 1 (13 packages, 130 targets at 10 per package: held
 * out 15's yields (89 targets: arity 16, needed import 19) scale to arity ~23 and needed import ~28; said before the run).
 * No quota passes between strata.
 * STOP RULE: the walk stops when every quota is full, or at the CUT-OFF 08:20 UTC (2026-12-07; amended to 08:28, below), whichever comes first;
 * whatever is drawn by then is held out 17.
 * AMENDED 07:59 UTC (the walk running; committed before the cut-off): the cut-off moves to 08:28 UTC. The walk checks a
 * candidate in ~10 s at load ~20 and 2 of its first 112 candidates shipped src/ TypeScript, so the 08:20 cut-off would
 * leave the TypeScript quota mostly empty; the later cut-off only walks further down the same seeded order (the rule and
 * order are unchanged), and the run still starts ~08:40 after the members' install. The members are then installed together into bench/corpora-validate17
 * (`npm install --save-exact --ignore-scripts`, pinned to the packed version; npm installs their dependencies beside them,
 * which the run reads as the packages' types); a member that does not install is dropped and reported.
 *
 * The walk prints every candidate it reached and why it was or was not drawn (bench/results/validate-draw-17-walk.txt).
 * The drawn packages' code is not read before the run (only the walk's mechanical counts).
 *
 * Mutants: test/support/ts-check-targets.ts as of the run; TypeScript-source packages' mutants cross-checked with the
 * compiler as held out 7-16's; member and return-type labels as held out 15's.
 *
 * RUN ONCE, blind, from the commit that names the members (after the mechanism work of the session): `nice npx tsx
 * bench/validate.ts --set heldout17 --lang TypeScript --per-package 10 --verbose --ts-deps bench/corpora-validate17/node_modules
 * --only <pkg>`, one niced process per package, started ~08:35-08:40 UTC; a process not finished by 09:03 UTC is stopped and
 * its package reported as cut, with the targets it finished reported as they came (tallied from the logs).
 */
import type { Stratum } from './blind-draw.js';

export const VALIDATE_SEED_17 = 7417;
export const VALIDATE_PER_PACKAGE_17 = 10;
export const MIN_TARGETS_17 = 10;
export const TARGET_FILES_17 = 60;
export const POPULATION_MIN_DOWNLOADS_17 = 50_000;
export const MAX_UNPACKED_17 = 25_000_000;
/** The walk's cut-off (UTC). */
export const CUT_OFF_17 = '2026-12-07T08:28:00Z';

export const NPM_QUOTA_17: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 4, medium: 3, small: 3 },
  js: { large: 1, medium: 1, small: 1 },
};

/** The stratum of a row of npm.tsv by its monthly downloads (undefined: outside the population). */
export function downloadStratum17(downloads: number): Stratum | undefined {
  if (!(downloads >= POPULATION_MIN_DOWNLOADS_17)) return undefined;
  return downloads >= 5_000_000 ? 'large' : downloads >= 500_000 ? 'medium' : 'small';
}

/** A compiler's or bundler's mark in a JavaScript file: the file is a build, not hand-written source. */
export const COMPILED_MARK_17 = /__esModule|sourceMappingURL=|_interopRequireDefault|__awaiter|__generator|^\/\*{6}\//m;

/**
 * Held out 10 for `npm run bench:validate` (issue 22, session 17), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-06 (~09:25
 * UTC) and committed BEFORE the draw, BEFORE any of its packages was installed or looked up on the registry, and BEFORE
 * any run of bench:validate on them. Held out 1-9 and the tuning sets were all looked at (held out 9's misses were read in
 * sessions 16 and 17): tuning now. Seed VALIDATE_SEED_10; `tsx bench/support/validate-draw-10-run.ts` performs the draw
 * and prints the walk (bench/results/validate-draw-10-walk.txt keeps it); the members go into validate-sets.ts
 * (NPM_VALIDATE_HELD_OUT_10), committed before the first run.
 *
 * Sizing (the goal: >= 20 mutants of EACH kind). Held out 9's blind yields (bench/results/validate-ts-heldout9-part-*.md),
 * 143 targets over 9 packages: helper 69 (0.48 per target), member 40 (0.28), arity 40 (0.28), needed import 26 (0.18,
 * ES modules only), return type 51 (0.36; TypeScript sources only: ~0.7 per TypeScript target), Python-as-TypeScript
 * ~1 per target. Needed import is the kind most likely to stay under 20 (said before the run), then member. Held out 9
 * ran 9 processes x 16 targets in 31 minutes at load 31-42; this session's blind run must end by 11:08 UTC, so the total
 * stays near held out 9's: quotas TypeScript 2/3/2 and JavaScript 2/2/2 (13 packages at most, usually fewer: held out 9
 * found no eligible small package) with 14 targets each (`--per-package 14`, <= 182 targets; ~150 expected: needed
 * import ~27, member ~42, arity ~42, return ~35). Small packages: held out 9's rule (>= 12 targets over the first 60
 * files) left every small candidate out; here a SMALL package needs >= 8 targets (large and medium: >= 12), so that
 * small packages are in the set when they have functions to stub at all.
 *
 * Population NPM_POPULATION_10: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish hand-written TypeScript under src/ (kind `ts`) or hand-written JavaScript under src/ or lib/
 * (kind `js`), chosen for classes and cross-module calls, with the stratum guessed (the stratum that counts is the one the
 * installed file count gives). JavaScript: ES modules first (needed-import mutants need `import`), CommonJS ones too.
 * Left out by the walk: every package named or used by an earlier validate set, draw, walk or population (NPM_EARLIER_10:
 * NPM_EARLIER_9, held out 9's members and NPM_POPULATION_9), by retrieval's held-out sets 1-10 (blind-draw-10.ts
 * exclusions10, ts-corpus.ts TS_HELD_OUT_10), every dependency in the package.json of a bench/corpora* folder, and their families
 * (validate-draw.ts familyOf). Candidates first thought of and found in those lists (checked with the same exclusion code,
 * before this commit) were struck: d3-shape, d3-scale (family d3), node-cron (family node).
 *
 * Walk: as held out 9's (validate-draw-9.ts): per kind (ts, then js) and stratum (large, medium, small), the stratum's
 * list shuffled with seed + k (ts large 0, medium 1, small 2; js large 3, medium 4, small 5); each candidate, when
 * reached, is installed into bench/corpora-validate10 (`npm install --save-exact --ignore-scripts`, the version npm
 * resolves then, pinned); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and that count falls in the stratum walked (small < 30, medium 30-99, large >= 100), its family is new, and it yields
 * >= MIN_TARGETS_10 targets over the first 60 files (bench/support/npm-targets.ts; small: MIN_TARGETS_SMALL_10);
 * otherwise it is uninstalled. A stratum whose list runs out passes what is left of its quota: large to medium, small
 * to medium, then medium to small (within the same kind).
 *
 * Mutants (test/support/ts-check-targets.ts as of the first run). TypeScript-source packages' mutants are cross-checked with
 * the TypeScript compiler over the installed package (bench/support/ts-mutant-tsc.ts, as for held out 7-9): a mutant the
 * compiler finds no new error for is NOT counted (the log lists it as "not wrong"); originals are all counted. JavaScript
 * mutants are not cross-checked (as in held out 1-9). Wrong-member mutants also get the generator's "closed"/"open" label
 * (the receiver's type declared in the package or lib/Node with every base resolvable, computed with the TypeScript
 * compiler from the whole package, not by the check): extra rows, the all-mutants row stays the headline.
 *
 * Run once, blind: `npm run bench:validate -- --set heldout10 --lang TypeScript --per-package 14`, one process per package
 * (`--only <pkg>`; the tables are added up). A part that cannot finish by 11:08 UTC is not started and is reported as
 * left out.
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_9, NPM_POPULATION_9 } from './validate-draw-9.js';

export const VALIDATE_SEED_10 = 3017;
export const VALIDATE_PER_PACKAGE_10 = 14;
export const MIN_TARGETS_10 = 12;
export const MIN_TARGETS_SMALL_10 = 8;
export const TARGET_FILES_10 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 9 (its sets, walk and population). */
export const NPM_EARLIER_10: readonly string[] = [
  ...NPM_EARLIER_9,
  '@aptos-labs/ts-sdk', '@mysten/sui', '@ton/core', '@xmtp/xmtp-js', '@stacks/transactions', 'jsdom', 'moment', 'leaflet', 'alpinejs',
  ...NPM_POPULATION_9.map((p) => p.name),
];

export const NPM_QUOTA_10: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 2, medium: 3, small: 2 },
  js: { large: 2, medium: 2, small: 2 },
};

export interface Candidate10 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
}

export const NPM_POPULATION_10: readonly Candidate10[] = [
  // TypeScript sources under src/ (IDE frameworks, editors, SDKs, libraries with classes and calls across modules)
  { name: '@theia/core', kind: 'ts', stratum: 'large' }, { name: 'sprotty', kind: 'ts', stratum: 'large' },
  { name: '@atproto/api', kind: 'ts', stratum: 'large' }, { name: '@ckeditor/ckeditor5-engine', kind: 'ts', stratum: 'large' },
  { name: '@eclipse-glsp/client', kind: 'ts', stratum: 'large' }, { name: '@fluidframework/merge-tree', kind: 'ts', stratum: 'large' },
  { name: '@lumino/widgets', kind: 'ts', stratum: 'medium' }, { name: '@yume-chan/adb', kind: 'ts', stratum: 'medium' },
  { name: 'workbox-core', kind: 'ts', stratum: 'medium' }, { name: '@sanity/client', kind: 'ts', stratum: 'medium' },
  { name: 'algosdk', kind: 'ts', stratum: 'medium' }, { name: 'flatpickr', kind: 'ts', stratum: 'medium' },
  { name: '@keplr-wallet/cosmos', kind: 'ts', stratum: 'medium' }, { name: '@metaplex-foundation/umi', kind: 'ts', stratum: 'medium' },
  { name: '@internationalized/date', kind: 'ts', stratum: 'small' }, { name: '@uppy/core', kind: 'ts', stratum: 'small' },
  { name: '@scure/btc-signer', kind: 'ts', stratum: 'small' }, { name: 'micro-eth-signer', kind: 'ts', stratum: 'small' },
  { name: '@milkdown/core', kind: 'ts', stratum: 'small' }, { name: '@react-aria/interactions', kind: 'ts', stratum: 'small' },
  // Hand-written JavaScript under src/ or lib/ (ES modules first; CommonJS ones too)
  { name: 'cytoscape', kind: 'js', stratum: 'large' }, { name: 'dashjs', kind: 'js', stratum: 'large' },
  { name: '@11ty/eleventy', kind: 'js', stratum: 'large' }, { name: '@hashgraph/sdk', kind: 'js', stratum: 'large' },
  { name: '@joint/core', kind: 'js', stratum: 'large' }, { name: 'mongoose', kind: 'js', stratum: 'large' },
  { name: 'exceljs', kind: 'js', stratum: 'large' }, { name: 'natural', kind: 'js', stratum: 'large' },
  { name: 'pm2', kind: 'js', stratum: 'large' }, { name: 'abcjs', kind: 'js', stratum: 'large' },
  { name: '@svgdotjs/svg.js', kind: 'js', stratum: 'medium' }, { name: '@zip.js/zip.js', kind: 'js', stratum: 'medium' },
  { name: 'opentype.js', kind: 'js', stratum: 'medium' }, { name: 'fontkit', kind: 'js', stratum: 'medium' },
  { name: '@videojs/http-streaming', kind: 'js', stratum: 'medium' }, { name: '@mapbox/mapbox-gl-draw', kind: 'js', stratum: 'medium' },
  { name: 'ava', kind: 'js', stratum: 'medium' }, { name: '@polymer/polymer', kind: 'js', stratum: 'medium' },
  { name: '@vaadin/component-base', kind: 'js', stratum: 'medium' }, { name: 'simple-statistics', kind: 'js', stratum: 'medium' },
  { name: 'eris', kind: 'js', stratum: 'medium' }, { name: 'matter-js', kind: 'js', stratum: 'medium' },
  { name: '@npmcli/arborist', kind: 'js', stratum: 'medium' },
  { name: 'nunjucks', kind: 'js', stratum: 'small' }, { name: 'hubot', kind: 'js', stratum: 'small' },
  { name: 'busboy', kind: 'js', stratum: 'small' }, { name: 'superagent', kind: 'js', stratum: 'small' },
  { name: 'csso', kind: 'js', stratum: 'small' }, { name: 'pacote', kind: 'js', stratum: 'small' },
  { name: 'cacache', kind: 'js', stratum: 'small' },
];

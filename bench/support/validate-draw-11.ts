/**
 * Held out 11 for `npm run bench:validate` (issue 22, session 18), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-06 (~12:50
 * UTC) and committed BEFORE the draw, BEFORE any of its packages was installed or looked up on the registry, and BEFORE
 * any run of bench:validate on them. Held out 1-10 and the tuning sets were all looked at (held out 10's misses were read
 * in sessions 17 and 18): tuning now. Seed VALIDATE_SEED_11; `tsx bench/support/validate-draw-11-run.ts` performs the draw
 * and prints the walk (bench/results/validate-draw-11-walk.txt keeps it); the members go into validate-sets.ts
 * (NPM_VALIDATE_HELD_OUT_11), committed before the first run.
 *
 * Sizing (the goal: >= 20 mutants of EACH kind). Held out 10's blind yields (bench/results/validate-ts-heldout10-part-*.md),
 * 160 targets over 12 packages at 14 per package: helper 57, member 51 (TS 22, JS 29), arity 35 (TS 24, JS 11), return
 * type 55 (TS only), needed import 17 — ALL from TypeScript sources (6 packages, 84 targets: 0.20 per TypeScript target;
 * the 6 JavaScript packages gave none: four CommonJS or with few imported names in the body). Needed import is again the
 * kind most likely to stay under 20 (said before the run), so the set leans to TypeScript sources and asks more targets
 * per package: quotas TypeScript 3/4/2 (large/medium/small) and JavaScript 1/2/1, 13 packages at most, 16 targets each
 * (`--per-package 16`, <= 208 targets): expected needed import ~0.20 x 144 = ~29, member ~60, arity ~40, return ~90.
 * Targets per package: >= 12 over the first 60 files (small packages: >= 8), as held out 10.
 *
 * Population NPM_POPULATION_11: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish hand-written TypeScript under src/ (kind `ts`) or hand-written JavaScript under src/ or lib/
 * (kind `js`, with `esm` = guessed to be written as ES modules), with the stratum guessed. Left out (checked with the walk's
 * own exclusion code before this commit; the walk applies it again): every package named or used by an earlier validate
 * set, draw, walk or population (NPM_EARLIER_11: NPM_EARLIER_10, held out 10's members and NPM_POPULATION_10), by
 * retrieval's held-out sets 1-10 (blind-draw-10.ts exclusions10, ts-corpus.ts TS_HELD_OUT_10), every dependency in the
 * package.json of a bench/corpora* folder and of the repository's own package.json, and their families
 * (validate-draw.ts familyOf). Candidates first thought of and struck because those lists hold them or their family (about
 * 90, e.g. effect, fp-ts, mobx, three, svelte, rxjs, marked, luxon, @codemirror/view, @tanstack/table-core, node-forge):
 * not listed.
 *
 * Walk: per kind (ts, then js) and stratum (large, medium, small), the stratum's list shuffled with seed + k (ts large 0,
 * medium 1, small 2; js large 3, medium 4, small 5); for JavaScript the ES-module candidates (esm: true) of the stratum
 * are walked first (their own shuffle), the CommonJS ones after (shuffled with seed + k + 10) — ES modules first because
 * needed-import mutants need `import` lines. Each candidate, when reached, is installed into bench/corpora-validate11
 * (`npm install --save-exact --ignore-scripts`, the version npm resolves then, pinned); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and its family is new, and it yields >= MIN_TARGETS_11 targets over the first 60 files (bench/support/npm-targets.ts;
 * small: MIN_TARGETS_SMALL_11). CHANGE from held out 10 (whose walk struck 4 candidates only for a wrong stratum guess): a
 * candidate counts in the stratum its installed file count gives (small < 30, medium 30-99, large >= 100) when that
 * stratum's quota is not yet full, whichever list it was walked in; otherwise it is uninstalled. A stratum whose list runs
 * out passes what is left of its quota: large to medium, small to medium, then medium to small (within the same kind).
 *
 * Mutants (test/support/ts-check-targets.ts as of the first run). TypeScript-source packages' mutants are cross-checked with
 * the TypeScript compiler over the installed package (bench/support/ts-mutant-tsc.ts, as for held out 7-10): a mutant the
 * compiler finds no new error for is NOT counted (the log lists it as "not wrong"); originals are all counted. JavaScript
 * mutants are not cross-checked (as in held out 1-10). Wrong-member mutants get the generator's "closed"/"open" label
 * (bench/support/ts-member-label.ts, computed after the run from the package, never by the check): extra rows, the
 * all-mutants row stays the headline.
 *
 * Run once, blind: `npm run bench:validate -- --set heldout11 --lang TypeScript --per-package 16 --verbose`, one process
 * per package (`--only <pkg>`, at most 3 at once; the tables are added up). A part that cannot finish by 14:36 UTC is not
 * started and is reported as left out.
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_10, NPM_POPULATION_10 } from './validate-draw-10.js';

export const VALIDATE_SEED_11 = 3118;
export const VALIDATE_PER_PACKAGE_11 = 16;
export const MIN_TARGETS_11 = 12;
export const MIN_TARGETS_SMALL_11 = 8;
export const TARGET_FILES_11 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 10 (its set, walk and population). */
export const NPM_EARLIER_11: readonly string[] = [
  ...NPM_EARLIER_10,
  '@theia/core', '@atproto/api', '@sanity/client', '@yume-chan/adb', '@metaplex-foundation/umi', '@internationalized/date',
  'abcjs', 'exceljs', 'ava', '@npmcli/arborist', 'cacache', 'hubot',
  ...NPM_POPULATION_10.map((p) => p.name),
];

export const NPM_QUOTA_11: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 3, medium: 4, small: 2 },
  js: { large: 1, medium: 2, small: 1 },
};

export interface Candidate11 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
  /** JavaScript: guessed to be written as ES modules (walked first). */
  esm?: boolean;
}

const ts = (stratum: Stratum, ...names: string[]): Candidate11[] => names.map((name) => ({ name, kind: 'ts', stratum }));
const esm = (stratum: Stratum, ...names: string[]): Candidate11[] => names.map((name) => ({ name, kind: 'js', stratum, esm: true }));
const cjs = (stratum: Stratum, ...names: string[]): Candidate11[] => names.map((name) => ({ name, kind: 'js', stratum, esm: false }));

export const NPM_POPULATION_11: readonly Candidate11[] = [
  // TypeScript sources under src/ (charts, SDKs, editors, games, servers, validators)
  ...ts('large', 'echarts', 'zrender', 'billboard.js', 'vexflow', '@aurelia/runtime-html', 'excalibur', 'stripe', '@redocly/openapi-core', '@deepkit/type', 'xrpl'),
  ...ts('medium', '@taquito/taquito', 'chrono-node', '@slack/bolt', '@huggingface/inference', 'chromadb', '@pothos/core', 'choices.js', 'tom-select', 'planck', 'web3-eth'),
  ...ts('small', 'json-schema-to-typescript', '@near-js/accounts', '@react-stately/table', '@zag-js/core', 'minisearch', '@hocuspocus/server', '@qdrant/js-client-rest'),
  // Hand-written JavaScript, ES modules
  ...esm('large', 'diagram-js', 'melonjs', 'isomorphic-git', 'culori', 'ramda', 'video.js'),
  ...esm('medium', 'bpmn-js', 'epubjs', 'docsify', 'remarkable', 'proj4', 'arquero', '@stellar/stellar-base', 'jspdf', 'colorjs.io', 'chroma-js',
    '@json-editor/json-editor', 'jsoneditor', 'backbone.marionette', 'hybrids', 'exifr', 'pdfmake', 'tabulator-tables', '@js-joda/core', 'rambda', 'documentation'),
  ...esm('small', 'moddle', 'gl-matrix', 'crossfilter2', 'release-it', 'semantic-release', 'martinez-polygon-clipping', 'troika-three-text', 'ecsy', '@glidejs/glide',
    'autonumeric', 'cropperjs', 'plyr', 'csv-parse', 'atomico', 'commonmark', 'flexsearch', 'kontra'),
  // Hand-written JavaScript, CommonJS
  ...cjs('large', 'sails', 'stylelint', 'bcoin', 'nightwatch', 'highlight.js', 'jsdoc'),
  ...cjs('medium', 'sharedb', 'bookshelf', 'waterline', 'restify', '@node-red/runtime', 'johnny-five', '@abandonware/noble', 'mammoth', 'tesseract.js', 'peggy',
    'jscodeshift', 'clean-css', 'autoprefixer', 'regl', '@node-oauth/oauth2-server', 'p2', 'log4js', 'whatsapp-web.js', 'karma', 'markdownlint', 'kuromoji',
    'sockjs-client', 'faye', 'bitcore-lib', 'xlsx-populate', 'mercurius'),
  ...cjs('small', '@seald-io/nedb', 'lunr', 'wink-nlp', '@dagrejs/dagre', '@xmldom/xmldom', 'elliptic', 'bull', 'jshint', 'poly2tri', '@nlpjs/core', 'list.js',
    'sortablejs', 'cleave.js', 'inputmask', 'pngjs', 'pako', 'archiver', 'twig', 'jsonata', 'z-schema'),
];

/**
 * Held out 12 for `npm run bench:validate` (issue 22, session 19), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-06 (~16:40
 * UTC) and committed BEFORE the draw, BEFORE any of its packages was installed or looked up on the registry, and BEFORE
 * any run of bench:validate on them. Held out 1-11 and the tuning sets were all looked at (held out 11's misses were read
 * in sessions 18 and 19): tuning now. Seed VALIDATE_SEED_12 (the Python held out 12's seed, as for 10 and 11);
 * `tsx bench/support/validate-draw-12-run.ts` performs the draw and prints the walk
 * (bench/results/validate-draw-12-walk.txt keeps it); the members go into validate-sets.ts (NPM_VALIDATE_HELD_OUT_12),
 * committed before the first run.
 *
 * Sizing (the goal: >= 20 mutants of EACH kind) from held out 11's blind yields (200 targets, 13 packages at 16): helper
 * 72, member 93, arity 50, needed import 33 (from the 9 TypeScript packages' 144 targets: 0.23 each), return type 99.
 * Needed import is again the kind most likely to stay under 20 (said before the run). The run must finish within ~30
 * minutes (held out 11 took 34 minutes for 200 targets at three processes): the same quotas, TypeScript 3/4/2
 * (large/medium/small) and JavaScript 1/2/1, 13 packages at most, 14 targets each (`--per-package 14`, <= 182 targets):
 * expected needed import ~0.23 x 126 = ~29, member ~85, arity ~45, return ~85. Targets per package: >= 12 over the first
 * 60 files (small packages: >= 8), as held out 10 and 11.
 *
 * Population NPM_POPULATION_12: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish hand-written TypeScript under src/ (kind `ts`) or hand-written JavaScript under src/ or lib/
 * (kind `js`, `esm` = guessed to be written as ES modules), with the stratum guessed. Left out (checked with the walk's
 * own exclusion code before this commit; the walk applies it again): every package named or used by an earlier validate
 * set, draw, walk or population (NPM_EARLIER_12: NPM_EARLIER_11, held out 11's members and NPM_POPULATION_11), by
 * retrieval's held-out sets 1-10 (blind-draw-10.ts exclusions10, ts-corpus.ts TS_HELD_OUT_10), every dependency in the
 * package.json of a bench/corpora* folder and of the repository's own package.json, and their families
 * (validate-draw.ts familyOf). Candidates first thought of and struck because those lists hold them or their family (about
 * 110, e.g. mongodb, hls.js, @reduxjs/toolkit, zod, mathjs, markdown-it, axios, chai, knex, postcss, fastify, winston,
 * protobufjs, rxdb, @anthropic-ai/sdk, tedious): not listed.
 *
 * Walk: held out 11's, unchanged (validate-draw-12-run.ts): per kind (ts, then js) and stratum (large, medium, small),
 * the stratum's list shuffled with seed + k (ts large 0, medium 1, small 2; js large 3, medium 4, small 5); for
 * JavaScript the ES-module candidates of the stratum are walked first (their own shuffle), the CommonJS ones after
 * (shuffled with seed + k + 10). Each candidate, when reached, is installed into bench/corpora-validate12 (`npm install
 * --save-exact --ignore-scripts`, the version npm resolves then, pinned); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and its family is new, and it yields >= MIN_TARGETS_12 targets over the first 60 files (bench/support/npm-targets.ts;
 * small: MIN_TARGETS_SMALL_12). A candidate counts in the stratum its installed file count gives (small < 30, medium
 * 30-99, large >= 100) when that stratum's quota is not yet full, whichever list it was walked in; otherwise it is
 * uninstalled. A stratum whose list runs out passes what is left of its quota: large to medium, small to medium, then
 * medium to small (within the same kind).
 *
 * Mutants (test/support/ts-check-targets.ts as of the first run). TypeScript-source packages' mutants are cross-checked with
 * the TypeScript compiler over the installed package (bench/support/ts-mutant-tsc.ts): a mutant the compiler finds no new
 * error for is NOT counted; originals are all counted. JavaScript mutants are not cross-checked. Wrong-member mutants get
 * the generator's closed/open label and return-type mutants theirs (ts-member-label.ts, ts-return-label.ts; computed from
 * the package, never by the check): extra rows, the all-mutants rows stay the headline.
 *
 * Run once, blind: `npm run bench:validate -- --set heldout12 --lang TypeScript --per-package 14 --verbose`, one process
 * per package (`--only <pkg>`, at most 4 at once; the tables are added up). A part that cannot finish by 17:45 UTC is
 * stopped and reported as left out.
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_11, NPM_POPULATION_11 } from './validate-draw-11.js';

export const VALIDATE_SEED_12 = 3219;
export const VALIDATE_PER_PACKAGE_12 = 14;
export const MIN_TARGETS_12 = 12;
export const MIN_TARGETS_SMALL_12 = 8;
export const TARGET_FILES_12 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 11 (its set, walk and population). */
export const NPM_EARLIER_12: readonly string[] = [
  ...NPM_EARLIER_11,
  'xrpl', 'zrender', 'billboard.js', '@aurelia/runtime-html', 'chromadb', 'planck', '@pothos/core', '@deepkit/type', 'web3-eth',
  'nightwatch', 'jsdoc', '@stellar/stellar-base', 'ecsy',
  ...NPM_POPULATION_11.map((p) => p.name),
];

export const NPM_QUOTA_12: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 3, medium: 4, small: 2 },
  js: { large: 1, medium: 2, small: 1 },
};

export interface Candidate12 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
  /** JavaScript: guessed to be written as ES modules (walked first). */
  esm?: boolean;
}

const ts = (stratum: Stratum, ...names: string[]): Candidate12[] => names.map((name) => ({ name, kind: 'ts', stratum }));
const esm = (stratum: Stratum, ...names: string[]): Candidate12[] => names.map((name) => ({ name, kind: 'js', stratum, esm: true }));
const cjs = (stratum: Stratum, ...names: string[]): Candidate12[] => names.map((name) => ({ name, kind: 'js', stratum, esm: false }));

export const NPM_POPULATION_12: readonly Candidate12[] = [
  // TypeScript sources under src/ (canvas and page editors, blockchain tooling, analytics, search and AI clients, games)
  ...ts('large', 'fabric', 'grapesjs', 'hardhat', 'technicalindicators', 'posthog-js', 'rrweb'),
  ...ts('medium', 'nexus', 'boardgame.io', 'homebridge', 'mpegts.js', 'typesense', 'meilisearch', '@splidejs/splide', 'inversify', 'cohere-ai',
    'together-ai', '@segment/analytics-next'),
  ...ts('small', 'ky', 'gridstack', 'tsyringe', '@interactjs/core'),
  // Hand-written JavaScript, ES modules
  ...esm('large', 'validator', 'jquery', 'apexcharts', 'openpgp'),
  ...esm('medium', 'photoswipe', 'miragejs', 'trix', 'frappe-charts', 'c3', 'dc', 'geotiff', 'riot', 'mediaelement', 'flv.js', 'lance-gg',
    'mdast-util-to-markdown'),
  ...esm('small', 'localforage', 'vfile', 'jsonpath-plus', 'xregexp'),
  // Hand-written JavaScript, CommonJS
  ...cjs('large', 'aframe', 'plotly.js', 'shaka-player', 'scratch-vm', 'blessed', 'terminal-kit', 'serverless', 'mineflayer', 'uglify-js'),
  ...cjs('medium', 'jssip', 'mysql', 'fs-extra', 'irc-framework', 'showdown', 'shelljs', 'pegjs', 'minecraft-protocol', 'cannon', 'crafty', 'oracledb',
    'enquirer', 'fluent-ffmpeg', 'kue', 'egg', 'nyc', 'alasql', '@nozbe/watermelondb', 'scratch-render'),
  ...cjs('small', 'express', 'aedes', 'http-proxy', 'tmi.js', 'passport', 'json5', 'multer', 'jsonpath', 'avsc', 'sharp', 'rhea', 'mosca', 'nano',
    'memcached', 'dustjs-linkedin', 'hogan.js', 'cssnano', 'websocket', 'request', 'needle', 'body-parser', 'nearley', 'jison',
    'istanbul-lib-instrument', 'c8', 'grunt', 'plop', 'xss', 'toml', 'egg-core', 'swagger-parser', 'cbor'),
];

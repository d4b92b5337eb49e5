/**
 * Held out 13 for `npm run bench:validate` (issue 22, session 20), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-06 (~20:15
 * UTC) and committed BEFORE the draw, BEFORE any of its packages was installed or looked up on the registry, and BEFORE
 * any run of bench:validate on them. Held out 1-12 and the tuning sets were all looked at (held out 12's false rejections
 * and misses were read and fixed in session 20): tuning now. Seed VALIDATE_SEED_13 = 5113 (new, chosen here);
 * `tsx bench/support/validate-draw-13-run.ts` performs the draw and prints the walk
 * (bench/results/validate-draw-13-walk.txt keeps it); the members go into validate-sets.ts (NPM_VALIDATE_HELD_OUT_13),
 * committed before the first run.
 *
 * Sizing: the session ends at 21:58 and the run must finish by ~21:00 (started by ~20:40), so the set is smaller than
 * held out 12 (153 targets, 32 minutes at four processes): TypeScript 2/2/1 (large/medium/small) and JavaScript 1/1/1,
 * 8 packages at most, 12 targets each (`--per-package 12`, <= 96 targets). From held out 12's blind yields per target
 * (helper 0.33, member 0.44, arity 0.26, needed import 0.18 per target overall / ~0.3 per TypeScript target, return type
 * 0.37 of all): expected helper ~32, member ~42, arity ~25, needed import ~18 (UNDER 20 likely, said before the run),
 * Python-as-TS ~96, return type ~35. Targets per package: >= 12 over the first 60 files (small packages: >= 8).
 *
 * Population NPM_POPULATION_13: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish hand-written TypeScript under src/ (kind `ts`) or hand-written JavaScript under src/ or lib/
 * (kind `js`, `esm` = guessed to be written as ES modules), with the stratum guessed. Left out (checked with the walk's
 * own exclusion code before this commit, bench/support/npm-draw-walk.ts; the walk applies it again): every package named
 * or used by an earlier validate set, draw, walk or population (NPM_EARLIER_13: NPM_EARLIER_12, held out 12's members and
 * NPM_POPULATION_12), retrieval's held-out sets 1-10, every dependency in the package.json of a bench/corpora* folder and
 * of the repository's own package.json, and their families (validate-draw.ts familyOf). About 110 candidates first
 * thought of were struck because those lists hold them or their family (e.g. rxjs, effect, marked, immer, three, svelte,
 * preact, luxon, ramda, nodemailer, kafkajs, jsdom, mongoose, ws, pino, mocha, highlight.js, antlr4, peggy, proj4,
 * mapbox-gl, vega-lite, workbox-routing, dexie, pm2, archiver, bull, log4js): not listed.
 *
 * Walk: held out 11's and 12's, unchanged (bench/support/npm-draw-walk.ts): per kind (ts, then js) and stratum (large,
 * medium, small), the stratum's list shuffled with seed + k (ts large 0, medium 1, small 2; js large 3, medium 4, small
 * 5); for JavaScript the ES-module candidates of the stratum are walked first (their own shuffle), the CommonJS ones after
 * (shuffled with seed + k + 10). Each candidate, when reached, is installed into bench/corpora-validate13 (`npm install
 * --save-exact --ignore-scripts`, the version npm resolves then, pinned); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and its family is new, and it yields >= MIN_TARGETS_13 targets over the first 60 files (bench/support/npm-targets.ts;
 * small: MIN_TARGETS_SMALL_13). A candidate counts in the stratum its installed file count gives (small < 30, medium
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
 * Run once, blind: `npm run bench:validate -- --set heldout13 --lang TypeScript --per-package 12 --verbose`, from a copy
 * of the commit that names the members, one process per one or two packages (`--only`, at most 5 at once; the tables are
 * added up). A part that cannot finish by 21:05 UTC is stopped and reported as left out.
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_12, NPM_POPULATION_12 } from './validate-draw-12.js';

export const VALIDATE_SEED_13 = 5113;
export const VALIDATE_PER_PACKAGE_13 = 12;
export const MIN_TARGETS_13 = 12;
export const MIN_TARGETS_SMALL_13 = 8;
export const TARGET_FILES_13 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 12 (its set, walk and population). */
export const NPM_EARLIER_13: readonly string[] = [
  ...NPM_EARLIER_12,
  'hardhat', 'fabric', 'together-ai', 'boardgame.io', 'mpegts.js', 'typesense', 'nexus', 'validator', 'flv.js', 'mdast-util-to-markdown',
  'frappe-charts',
  ...NPM_POPULATION_12.map((p) => p.name),
];

export const NPM_QUOTA_13: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 2, medium: 2, small: 1 },
  js: { large: 1, medium: 1, small: 1 },
};

export interface Candidate13 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
  /** JavaScript: guessed to be written as ES modules (walked first). */
  esm?: boolean;
}

const ts = (stratum: Stratum, ...names: string[]): Candidate13[] => names.map((name) => ({ name, kind: 'ts', stratum }));
const esm = (stratum: Stratum, ...names: string[]): Candidate13[] => names.map((name) => ({ name, kind: 'js', stratum, esm: true }));
const cjs = (stratum: Stratum, ...names: string[]): Candidate13[] => names.map((name) => ({ name, kind: 'js', stratum, esm: false }));

export const NPM_POPULATION_13: readonly Candidate13[] = [
  // TypeScript sources under src/ (editors, template engines, parsers, schema validation, search, charts, page transitions)
  ...ts('large', 'jodit', 'liquidjs', 'valibot', 'konva', 'tsparticles'),
  ...ts('medium', 'gridjs', 'meriyah', '@orama/orama', '@editorjs/editorjs', 'swup', 'chartist', '@barba/core'),
  ...ts('small', 'wretch', 'eta', 'squirrelly', 'nanostores'),
  // Hand-written JavaScript, ES modules
  ...esm('large', 'jointjs', 'dmn-js', 'ractive', 'vis-timeline'),
  ...esm('medium', 'uplot', 'jsbarcode', 'lottie-web', 'mark.js', 'hast-util-to-html', 'synaptic'),
  ...esm('small', 'clipboard', 'aos', 'leaflet.markercluster', 'geojson-vt', 'shpjs', 'htmx.org'),
  // Hand-written JavaScript, CommonJS
  ...cjs('large', 'gpu.js', 'marko', 'collect.js', 'officegen'),
  ...cjs('medium', 'nodemon', 'neataptic', 'numbro', 'dagre', 'qrcode', 'unzipper', 'rate-limiter-flexible', 'lokijs', 'jstat', 'nightmare'),
  ...cjs('small', 'koa', 'debug', 'nedb', 'dockerode', 'sqlite3', 'better-sqlite3', 'bunyan', 'bee-queue', 'chokidar', 'jasmine', 'tape', 'juice',
    'jsonwebtoken', 'proxyquire', 'rewire', 'sentiment', 'loglevel', 'polybooljs', 'parsimmon', 'currency.js'),
];

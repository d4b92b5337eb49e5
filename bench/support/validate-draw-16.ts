/**
 * Held out 16 for `npm run bench:validate` (issue 22, session 23, T5), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-07 and
 * committed BEFORE the draw, BEFORE any of its packages was installed or looked up on the registry, and BEFORE any run of
 * bench:validate on them. Held out 1-15 and the tuning sets were all looked at (held out 15's misses were read in sessions
 * 22 and 23): tuning now. Seed VALIDATE_SEED_16 = 7316 (new, chosen here); `tsx bench/support/validate-draw-16-run.ts`
 * performs the draw and prints the walk (bench/results/validate-draw-16-walk.txt keeps it); the members go into
 * validate-sets.ts (NPM_VALIDATE_HELD_OUT_16), committed before the first run.
 *
 * Sizing: held out 15 (89 targets, 10 per package) gave arity 16 and needed import 19, under the 20 the session asks; its
 * TypeScript lists ran out (5 of 8 drawn). This set names more TypeScript candidates (below), raises the TypeScript quota
 * to 4/3/2 and takes JavaScript 1/1/1, 10 targets per package (<= 120 targets, ~90 TypeScript), so that one blind run, one
 * niced process per package, finishes in the session's time (held out 15's 89 targets took 21 minutes at load 51-64).
 * Expected from held out 15's yields scaled by 120/89: helper ~35, member ~44, arity ~22, needed import ~26, Python-as-TS
 * ~116, return type ~44 (arity and needed import are the likeliest to fall short, said before the run).
 *
 * Population NPM_POPULATION_16: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish TypeScript under src/ (kind `ts`: libraries known to ship their sources — RxJS, MapLibre,
 * Effect, the Redux toolkit, MongoDB's driver, ProseMirror and CodeMirror packages, TanStack's, Splide, Vega-Lite, LiveKit,
 * Matrix, MSAL, Amplify, Feathers, React Native libraries built with react-native-builder-bob, and others guessed) or
 * hand-written JavaScript under src/ or lib/ (kind `js`, `esm` = guessed to be written as ES modules), with the stratum
 * guessed. Left out: every package named or used by an earlier validate set, draw, walk or population (NPM_EARLIER_16:
 * NPM_EARLIER_15, held out 15's members and NPM_POPULATION_15), retrieval's held-out sets 1-10, every dependency in the
 * package.json of a bench/corpora* folder and of the repository's own package.json, and their families (familyOf: a scope,
 * or the name's first `-` segment) — the walk applies it (bench/support/npm-draw-walk.ts). Several members of one family
 * may be listed (the walk keeps the first eligible one). Left out by hand: JavaScript with Flow annotations (mapbox-gl) and
 * JavaScript compiled from TypeScript (echarts, zrender).
 *
 * Walk: held out 11's to 15's, unchanged (bench/support/npm-draw-walk.ts): per kind (ts, then js) and stratum (large,
 * medium, small), the stratum's list shuffled with seed + k (ts large 0, medium 1, small 2; js large 3, medium 4, small
 * 5); for JavaScript the ES-module candidates of the stratum are walked first, the CommonJS ones after (shuffled with seed
 * + k + 10). Each candidate, when reached, is installed into bench/corpora-validate16 (`npm install --save-exact
 * --ignore-scripts`, the version npm resolves then, pinned; npm installs its dependencies beside it); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and its family is new, and it yields >= MIN_TARGETS_16 targets over the first 60 files (small: MIN_TARGETS_SMALL_16).
 * Strata by installed file count (small < 30, medium 30-99, large >= 100), quota passing as in held out 15.
 *
 * Mutants: test/support/ts-check-targets.ts as of the run; TypeScript-source packages' mutants cross-checked with the
 * compiler (bench/support/ts-mutant-tsc.ts) as held out 7-15's; member and return-type labels as held out 15's.
 *
 * Dependencies ON (new this session): the run passes `--ts-deps bench/corpora-validate16/node_modules`, the folder where
 * npm installed each member's own dependencies, so the checks read the types of the packages a target imports
 * (core/dependencies/port.ts `typescript`), the way a checkout's node_modules is read by the CLI.
 *
 * Run once, blind: `nice npx tsx bench/validate.ts --set heldout16 --lang TypeScript --per-package 10 --verbose
 * --ts-deps bench/corpora-validate16/node_modules --only <pkg>`, one niced process per package, from the commit that names
 * the members (the tables added up from the logs). A part that cannot finish by 05:55 UTC (2026-12-07) is stopped and
 * reported as left out, with the targets it did finish reported as they came.
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_15, NPM_POPULATION_15 } from './validate-draw-15.js';

export const VALIDATE_SEED_16 = 7316;
export const VALIDATE_PER_PACKAGE_16 = 10;
export const MIN_TARGETS_16 = 10;
export const MIN_TARGETS_SMALL_16 = 8;
export const TARGET_FILES_16 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 15 (its set, walk and population). */
export const NPM_EARLIER_16: readonly string[] = [
  ...NPM_EARLIER_15,
  'tstl', '@rnmapbox/maps', '@nestia/core', 'tgrid', 'html5-qrcode', 'claygl', 'auth0-js', 'sweetalert2', 'perfect-scrollbar',
  ...NPM_POPULATION_15.map((p) => p.name),
];

export const NPM_QUOTA_16: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 4, medium: 3, small: 2 },
  js: { large: 1, medium: 1, small: 1 },
};

export interface Candidate16 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
  /** JavaScript: guessed to be written as ES modules (walked first). */
  esm?: boolean;
}

const ts = (stratum: Stratum, ...names: string[]): Candidate16[] => names.map((name) => ({ name, kind: 'ts', stratum }));
const esm = (stratum: Stratum, ...names: string[]): Candidate16[] => names.map((name) => ({ name, kind: 'js', stratum, esm: true }));
const cjs = (stratum: Stratum, ...names: string[]): Candidate16[] => names.map((name) => ({ name, kind: 'js', stratum, esm: false }));

export const NPM_POPULATION_16: readonly Candidate16[] = [
  // TypeScript sources under src/
  ...ts('large', 'rxjs', 'maplibre-gl', 'effect', 'rxdb', '@reduxjs/toolkit', 'mongodb', 'matrix-js-sdk', '@azure/msal-common',
    'vega-lite', 'native-base', 'grapesjs', '@deck.gl/core', '@tiptap/core', 'fp-ts', '@aws-amplify/core', 'livekit-client',
    'billboard.js', '@stripe/stripe-react-native'),
  ...ts('medium', '@splidejs/splide', 'flatpickr', '@microsoft/signalr', '@codemirror/view', '@solana/web3.js', 'bson',
    '@azure/msal-browser', '@tanstack/query-core', 'mediasoup-client', '@shopify/flash-list', 'chrono-node', 'workbox-core',
    'mobx', '@gorhom/bottom-sheet', '@codemirror/language', 'fabric', 'oidc-client-ts', '@sentry/react-native'),
  ...ts('small', 'prosemirror-view', 'prosemirror-model', 'immer', 'reselect', '@feathersjs/feathers', 'marked', 'pg-protocol',
    'io-ts', '@lezer/lr', '@lezer/common', 'mitt', 'redux', 'keen-slider', '@noble/hashes', '@noble/curves', 'pg-cursor',
    '@gorhom/portal', '@react-native-async-storage/async-storage'),
  // Hand-written JavaScript, ES modules
  ...esm('large', 'mathjs', 'ramda', 'cytoscape', 'apexcharts', 'jspdf', 'moment', 'tabulator-tables', 'simple-statistics', 'svelte'),
  ...esm('medium', 'alpinejs', 'two.js', 'gsap', 'proj4', 'docsify', '@glidejs/glide', 'photoswipe', '@svgdotjs/svg.js',
    'dygraphs', 'markdown-it', 'luxon', 'ml-matrix', 'orbit-db', 'codemirror'),
  ...esm('small', 'sortablejs', 'cropperjs', 'preact', 'uplot', 'medium-zoom', 'hotkeys-js', 'webtorrent', 'topojson-client', 'trix'),
  // Hand-written JavaScript, CommonJS
  ...cjs('large', 'kafkajs', 'mongoose', 'knex', 'moleculer', 'cassandra-driver', 'jsdom', 'exceljs', 'plotly.js', 'aframe', 'terminal-kit'),
  ...cjs('medium', 'objection', 'nodemailer', 'blessed', 'shelljs', 'pdfmake', 'tesseract.js', 'stylus', 'clean-css', '@hapi/hapi',
    'restify', 'nunjucks', 'winston', 'oracledb', 'sinon'),
  ...cjs('small', 'amqplib', 'ws', 'dagre', 'nedb', 'bookshelf', 'superagent', 'bee-queue', 'commander', 'koa', 'passport', 'xml2js'),
];

/**
 * SUPPLEMENT (declared 04:47 UTC, committed before its walk and before any run): walk 1 (above) drew NO TypeScript
 * package — 51 of its 54 TypeScript candidates had been named or used by earlier sets or their families (the walk's own
 * exclusion), the 3 installed had no src/ TypeScript — and most JavaScript candidates were excluded the same way. Only
 * the walk's exclusions and file counts were seen (no check ran on any package). Walk 2 draws from the candidates
 * below, named from memory and checked with the walk's exclusion code before this commit (so that the list is not
 * spent on excluded names): seed VALIDATE_SEED_16_SUPPLEMENT = 7317, the same rule, minimum targets and walk
 * (bench/support/npm-draw-walk.ts), walk 1's population and members added to what is excluded; quotas TypeScript 4/3/2
 * (walk 1 drew none), JavaScript what walk 1 left of its 3 (all in medium; the walk passes quota between strata as
 * before). `tsx bench/support/validate-draw-16-supplement-run.ts` runs it after walk 1 ended (one npm at a time).
 *
 * CUT-OFF (added 05:07 UTC while walk 2 installed its second candidate, before any member was known): npm installs at
 * load 20-26 take up to npm's 600 s timeout each (walk 1's orbit-db timed out; React Native libraries pull react-native),
 * so walk 2 is stopped at 05:25 UTC whatever it has reached; the members drawn by then are held out 16, run at once.
 */
export const VALIDATE_SEED_16_SUPPLEMENT = 7317;

export const NPM_POPULATION_16_SUPPLEMENT: readonly Candidate16[] = [
  ...ts('large', '@expensify/react-native-live-markdown', '@legendapp/state', '@tsed/core', 'remeda', '@js-temporal/polyfill', 'temporal-polyfill',
    'ix', 'zapatos', 'peerjs', 'awilix', '@braze/react-native-sdk'),
  ...ts('medium', '@intercom/intercom-react-native', '@ua/react-native-airship', '@hookform/resolvers', '@cycle/dom', 'snabbdom', 'purify-ts',
    'true-myth', 'ts-pattern', 'superjson', '@margelo/react-native-graph', '@react-native-documents/picker'),
  ...ts('small', 'radash', '@lodev09/react-native-true-sheet', '@openspacelabs/react-native-zoomable-view', '@quidone/react-native-wheel-picker',
    '@react-native-masked-view/masked-view', '@react-native-menu/menu', '@react-native-segmented-control/segmented-control',
    '@react-native-cookies/cookies', '@react-native-voice/voice', 'itty-router'),
  ...esm('medium', 'yuka', 'ol-mapbox-style', 'suneditor', 'qunit'),
  ...cjs('medium', 'vivagraphjs'),
];

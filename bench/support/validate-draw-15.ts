/**
 * Held out 15 for `npm run bench:validate` (issue 22, session 22), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-07 and
 * committed BEFORE the draw, BEFORE any of its packages was installed or looked up on the registry, and BEFORE any run of
 * bench:validate on them. Held out 1-14 and the tuning sets were all looked at (held out 14's false rejections and misses
 * were read in sessions 21 and 22): tuning now. Seed VALIDATE_SEED_15 = 6115 (new, chosen here); `tsx
 * bench/support/validate-draw-15-run.ts` performs the draw and prints the walk (bench/results/validate-draw-15-walk.txt
 * keeps it); the members go into validate-sets.ts (NPM_VALIDATE_HELD_OUT_15), committed before the first run.
 *
 * Sizing: held out 14 (136 targets, 12 per package, TS 3/3/2 and JS 1/2/1) gave every kind >= 27 mutants (needed import
 * 38, return type 42, arity 27, member 32). This set keeps the quotas and takes 10 targets per package (<= 120 targets,
 * ~80 TypeScript) so that one blind run, one process per package, finishes in the session's time (about 20 minutes on the
 * shared machine). Expected from held out 14's yields scaled by 120/136: helper ~60, member ~28, arity ~24, needed import
 * ~33, Python-as-TS ~120, return type ~37 (arity and member are the likeliest to fall short, said before the run).
 *
 * Population NPM_POPULATION_15: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish TypeScript under src/ (kind `ts`: React Native libraries built with react-native-builder-bob,
 * which publish src/, samchon's TypeScript libraries, and others guessed) or hand-written JavaScript under src/ or lib/
 * (kind `js`, `esm` = guessed to be written as ES modules), with the stratum guessed. Left out (checked with the walk's own
 * exclusion code before this commit, bench/support/npm-draw-walk.ts; the walk applies it again): every package named or used
 * by an earlier validate set, draw, walk or population (NPM_EARLIER_15: NPM_EARLIER_14, held out 14's members and
 * NPM_POPULATION_14), retrieval's held-out sets 1-10, every dependency in the package.json of a bench/corpora* folder and of
 * the repository's own package.json, and their families (validate-draw.ts familyOf: anything named react-*, node-*, web-*,
 * fast-*, json-* is out). Several members of one family are listed on purpose (@react-native-* scopes are separate
 * families; samchon's typia/tstl/tgrid/@samchon/@nestia are not one family by familyOf): the walk keeps the first eligible one
 * of a family and skips the rest as "family already drawn".
 *
 * Walk: held out 11's to 14's, unchanged (bench/support/npm-draw-walk.ts): per kind (ts, then js) and stratum (large,
 * medium, small), the stratum's list shuffled with seed + k (ts large 0, medium 1, small 2; js large 3, medium 4, small
 * 5); for JavaScript the ES-module candidates of the stratum are walked first (their own shuffle), the CommonJS ones after
 * (shuffled with seed + k + 10). Each candidate, when reached, is installed into bench/corpora-validate15 (`npm install
 * --save-exact --ignore-scripts`, the version npm resolves then, pinned); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and its family is new, and it yields >= MIN_TARGETS_15 targets over the first 60 files (bench/support/npm-targets.ts;
 * small: MIN_TARGETS_SMALL_15). A candidate counts in the stratum its installed file count gives (small < 30, medium
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
 * Run once, blind: `npm run bench:validate -- --set heldout15 --lang TypeScript --per-package 10 --verbose --only <pkg>`,
 * from a copy of the commit that names the members, one process per package (the tables are added up from the logs). A
 * part that cannot finish by 03:00 UTC (2026-12-07) is stopped and reported as left out, with the targets it did finish
 * reported as they came (a shard's log holds every finished target's verdict).
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_14, NPM_POPULATION_14 } from './validate-draw-14.js';

export const VALIDATE_SEED_15 = 6115;
export const VALIDATE_PER_PACKAGE_15 = 10;
export const MIN_TARGETS_15 = 10;
export const MIN_TARGETS_SMALL_15 = 8;
export const TARGET_FILES_15 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 14 (its set, walk and population). */
export const NPM_EARLIER_15: readonly string[] = [
  ...NPM_EARLIER_14,
  'react-native-reanimated', '@wordpress/components', 'pusher-js', 'expo-notifications', '@react-navigation/core', 'cal-heatmap',
  'chessground', 'ipfs-unixfs-exporter', 'quasar', 'muuri', 'x-data-spreadsheet', 'tether',
  ...NPM_POPULATION_14.map((p) => p.name),
];

export const NPM_QUOTA_15: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 3, medium: 3, small: 2 },
  js: { large: 1, medium: 2, small: 1 },
};

export interface Candidate15 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
  /** JavaScript: guessed to be written as ES modules (walked first). */
  esm?: boolean;
}

const ts = (stratum: Stratum, ...names: string[]): Candidate15[] => names.map((name) => ({ name, kind: 'ts', stratum }));
const esm = (stratum: Stratum, ...names: string[]): Candidate15[] => names.map((name) => ({ name, kind: 'js', stratum, esm: true }));
const cjs = (stratum: Stratum, ...names: string[]): Candidate15[] => names.map((name) => ({ name, kind: 'js', stratum, esm: false }));

export const NPM_POPULATION_15: readonly Candidate15[] = [
  // TypeScript sources under src/ (React Native libraries built with bob, samchon's libraries, UI widgets, data access)
  ...ts('large', '@rnmapbox/maps', 'typia', 'tstl', 'slickgrid', '@adyen/react-native', '@datadog/mobile-react-native'),
  ...ts('medium', 'slonik', 'intro.js', 'lightgallery', '@notifee/react-native', '@howljs/calendar-kit', '@samchon/openapi',
    '@nestia/core', '@most/core', 'html5-qrcode', 'shepherd.js', 'tippy.js', 'wavesurfer.js', 'imask', 'overlayscrollbars'),
  ...ts('small', 'random-js', '@react-native-google-signin/google-signin', '@react-native-clipboard/clipboard',
    '@op-engineering/op-sqlite', '@react-native-picker/picker', '@react-native-camera-roll/camera-roll',
    '@marceloterreiro/flash-calendar', 'tgrid', 'timeago.js', '@panzoom/panzoom', 'focus-trap', 'nouislider', 'countup.js',
    'typeit', 'atropos'),
  // Hand-written JavaScript, ES modules
  ...esm('large', 'jsxgraph', 'claygl', 'hellojs'),
  ...esm('medium', 'peaks.js', 'sweetalert2', 'lint-staged', '@uwdata/mosaic-core', 'auth0-js', 'amazon-cognito-identity-js',
    'fluture', '@web3-storage/w3up-client', 'tiny-slider'),
  ...esm('small', 'impress.js', 'hydra-synth', 'dat.gui', 'cm-chessboard', 'wa-sqlite', 'devalue', 'hyparquet', 'waveform-data',
    'perfect-scrollbar', 'glightbox', 'viewerjs', 'dropzone', 'tocbot', 'ical.js', '@ucanto/server'),
  // Hand-written JavaScript, CommonJS
  ...cjs('large', 'pkgcloud', 'aws-sdk', 'gun', 'apostrophe', 'nodegit'),
  ...cjs('medium', 'wavedrom', 'massive', 'db-migrate', 'asana', 'kubernetes-client', 'sharp11', 'hypercore'),
  ...cjs('small', 'seneca', 'mailparser', 'hjson', 'browserify', 'metalsmith', 'colors', 'seedrandom', 'teoria', 'monk', 'bintrees',
    'levelup', 'twit', 'camo', 'uncss', 'hyperswarm'),
];

/**
 * Held out 14 for `npm run bench:validate` (issue 22, session 21), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-06 (22:25
 * UTC, commit 96bdd37) and committed BEFORE the draw, BEFORE any of its packages was installed or looked up on the registry, and BEFORE
 * any run of bench:validate on them. Held out 1-13 and the tuning sets were all looked at (held out 13's miss was read in
 * session 20): tuning now. Seed VALIDATE_SEED_14 = 5114 (new, chosen here); `tsx bench/support/validate-draw-14-run.ts`
 * performs the draw and prints the walk (bench/results/validate-draw-14-walk.txt keeps it); the members go into
 * validate-sets.ts (NPM_VALIDATE_HELD_OUT_14), committed before the first run.
 *
 * Sizing (held out 13 had 45 targets and five kinds under 20 mutants; this set must give every kind >= 20): from held out
 * 12's blind yields per target (helper 0.33, member 0.44, arity 0.26, needed import ~0.3 per TypeScript target and ~0.05
 * per JavaScript one, return type ~0.4 per TypeScript target), the scarce kinds are needed import and return type, both
 * TypeScript's. So the set is TypeScript-heavy: TypeScript 3/3/2 (large/medium/small) and JavaScript 1/2/1, 12 packages
 * at most, 12 targets each (`--per-package 12`, <= 144 targets; ~96 TypeScript). Expected: helper ~45, member ~60, arity
 * ~35, needed import ~30, Python-as-TS ~140, return type ~38 (needed import is the likeliest to fall short, said before
 * the run). Targets per package: >= 12 over the first 60 files (small packages: >= 8).
 *
 * Population NPM_POPULATION_14: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish TypeScript under src/ (kind `ts`; held out 13's TypeScript guesses were poor, 15 of 16
 * shipped dist/ only, so this list leans on publishers known to ship src/: React Native libraries built with
 * react-native-builder-bob, Expo modules, WordPress's Gutenberg packages, Protocol Labs' aegir packages, gcanti's fp
 * libraries) or hand-written JavaScript under src/ or lib/ (kind `js`, `esm` = guessed to be written as ES modules),
 * with the stratum guessed. Left out (checked with the walk's own exclusion code before this commit,
 * bench/support/npm-draw-walk.ts; the walk applies it again): every package named or used by an earlier validate set,
 * draw, walk or population (NPM_EARLIER_14: NPM_EARLIER_13, held out 13's members and NPM_POPULATION_13), retrieval's
 * held-out sets 1-10, every dependency in the package.json of a bench/corpora* folder and of the repository's own
 * package.json, and their families (validate-draw.ts familyOf; e.g. node-*, fp-*, json-*, fast-*, source-* are out).
 * Left out by hand for a reason given here: packages whose .js sources carry Flow annotations (KaTeX, metro,
 * react-grid-layout: not JavaScript to the compiler), and JavaScript compiled from TypeScript (twilio, xmlbuilder2).
 * Several members of one family are listed on purpose (react-native-*, @wordpress/*, expo-*): the walk keeps the first
 * eligible one and skips the rest as "family already drawn".
 *
 * Walk: held out 11's to 13's, unchanged (bench/support/npm-draw-walk.ts): per kind (ts, then js) and stratum (large,
 * medium, small), the stratum's list shuffled with seed + k (ts large 0, medium 1, small 2; js large 3, medium 4, small
 * 5); for JavaScript the ES-module candidates of the stratum are walked first (their own shuffle), the CommonJS ones after
 * (shuffled with seed + k + 10). Each candidate, when reached, is installed into bench/corpora-validate14 (`npm install
 * --save-exact --ignore-scripts`, the version npm resolves then, pinned); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and its family is new, and it yields >= MIN_TARGETS_14 targets over the first 60 files (bench/support/npm-targets.ts;
 * small: MIN_TARGETS_SMALL_14). A candidate counts in the stratum its installed file count gives (small < 30, medium
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
 * Run once, blind: `npm run bench:validate -- --set heldout14 --lang TypeScript --per-package 12 --verbose`, from a copy
 * of the commit that names the members, one process per one or two packages (`--only`, at most 7 at once; the tables are
 * added up). A part that cannot finish by 00:10 UTC (2026-12-07) is stopped and reported as left out, with the targets it
 * did finish reported as they came (a shard's log holds every finished target's verdict).
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_13, NPM_POPULATION_13 } from './validate-draw-13.js';

export const VALIDATE_SEED_14 = 5114;
export const VALIDATE_PER_PACKAGE_14 = 12;
export const MIN_TARGETS_14 = 12;
export const MIN_TARGETS_SMALL_14 = 8;
export const TARGET_FILES_14 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 13 (its set, walk and population). */
export const NPM_EARLIER_14: readonly string[] = [
  ...NPM_EARLIER_13,
  'swup', 'jointjs', 'jsbarcode', 'jasmine',
  ...NPM_POPULATION_13.map((p) => p.name),
];

export const NPM_QUOTA_14: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 3, medium: 3, small: 2 },
  js: { large: 1, medium: 2, small: 1 },
};

export interface Candidate14 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
  /** JavaScript: guessed to be written as ES modules (walked first). */
  esm?: boolean;
}

const ts = (stratum: Stratum, ...names: string[]): Candidate14[] => names.map((name) => ({ name, kind: 'ts', stratum }));
const esm = (stratum: Stratum, ...names: string[]): Candidate14[] => names.map((name) => ({ name, kind: 'js', stratum, esm: true }));
const cjs = (stratum: Stratum, ...names: string[]): Candidate14[] => names.map((name) => ({ name, kind: 'js', stratum, esm: false }));

export const NPM_POPULATION_14: readonly Candidate14[] = [
  // TypeScript sources under src/ (React Native libraries, Expo modules, Gutenberg, IPFS, fp libraries, charts, editors)
  ...ts('large', 'react-native-reanimated', 'react-native-gesture-handler', 'react-native-paper', 'native-base', '@wordpress/components',
    'pusher-js', 'expo-notifications'),
  ...ts('medium', '@shopify/flash-list', '@gorhom/bottom-sheet', '@react-navigation/core', 'react-native-screens', 'expo-modules-core',
    '@wordpress/compose', 'monaco-languageclient', 'ipfs-unixfs-importer', 'cal-heatmap', 'xstream', '@portabletext/editor', '@tamagui/web'),
  ...ts('small', 'chessground', 'webcola', 'web-vitals', 'monocle-ts', 'parser-ts', '@jupyter-widgets/base', '@jupyter/ydoc',
    'blockstore-core', 'ipns', '@react-native-community/netinfo', '@react-native-async-storage/async-storage', 'react-native-webview',
    'ipfs-unixfs-exporter', '@wordpress/url'),
  // Hand-written JavaScript, ES modules
  ...esm('large', 'quasar', 'bootstrap-vue', 'uikit', 'cmmn-js', 'astronomia', 'summernote'),
  ...esm('medium', '@mdx-js/mdx', 'kefir', 'hammerjs', 'spacetime', 'table-js', 'ogl', 'muuri', 'scrollreveal', '@orbitdb/core',
    'bittorrent-tracker', 'mpd-parser', 'hot-formula-parser', '@formulajs/formulajs', 'dygraphs', 'britecharts', 'x-data-spreadsheet', 'loadtest'),
  ...esm('small', 'twgl.js', 'jsep', 'expr-eval', 'bowser', 'morphdom', 'stylis', 'cborg', 'bencode', 'ltx', 'himalaya', 'search-index',
    'shufflejs', 'tether', 'postgres', 'rsvp'),
  // Hand-written JavaScript, CommonJS
  ...cjs('large', 'braintree', 'cordova-lib', 'codeceptjs', 'npm', 'domino', 'falcor', 'taiko', '@architect/inventory', 'cssstyle'),
  ...cjs('medium', 'systeminformation', 'mux.js', 'mathsteps', 'claudia', 'electron-log', 'thrift', 'jschardet', 'nools', 'orm',
    'elasticsearch', 'artillery', 'later', 'nvd3', 'rickshaw', 'select2', 'medium-editor', 'ldapjs', 'sshpk', 'fastest-validator', 'acme-client'),
  ...cjs('small', 'autocannon', 'prompts', 'cli-progress', 'oauth2orize', 'grant', 'abstract-level', 'pica', 'jexl', 'mquery', 'nconf',
    'qs', 'urijs', 'ytdl-core', 'xml2js', 'iconv-lite', 'hash.js', 'asn1.js', 'oboe', 'graphlib', 'when', 'elasticlunr', 'tingodb',
    'mockjs', 'gm', 'bottleneck', 'cote', 'compressing', 'yuidocjs', 'plato', 'velocityjs', 'art-template', 'flowchart.js', 'zepto',
    'snapsvg', 'borc', 'escope'),
];

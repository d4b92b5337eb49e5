/**
 * Held out 9 for `npm run bench:validate` (issue 22, session 16), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-06 (~06:25
 * UTC) and committed BEFORE the draw, BEFORE any of its packages was installed or looked up on the registry, and BEFORE
 * any run of bench:validate on them. Held out 1-8 and the tuning sets were all looked at (held out 8's misses were read in
 * sessions 15 and 16): tuning now. Seed VALIDATE_SEED_9; `tsx bench/support/validate-draw-9-run.ts` performs the draw and
 * prints the walk (bench/results/validate-draw-9-walk.txt keeps it); the members go into validate-sets.ts
 * (NPM_VALIDATE_HELD_OUT_9), committed before the first run.
 *
 * Sizing (the goal: >= 20 mutants of EACH kind, wrong arity and needed import included). Held out 8's blind yields per
 * target (bench/results/validate-ts-heldout8-part-*.md): TypeScript sources, 74 targets: arity 7 (0.095 per target),
 * needed import 12 (0.16), return type 56 (0.76), helper 22, member 31; JavaScript, 43 targets (two of three packages
 * CommonJS): arity 9 (0.21), needed import 4 (formidable's ES modules 3 of 11 targets; CommonJS gives none), helper 8,
 * member 24. Held out 8 ran 8 packages x 16 targets and got arity 16 and needed import 16. Here: 13 packages x 16 targets
 * (<= 208 targets): 7 TypeScript-source (arity ~0.095 x 112 ~ 11, needed import ~0.16 x 112 ~ 18) and 6 JavaScript ones
 * named mostly among ES-module packages (arity ~0.21 x 96 ~ 20, needed import ~0.12 x 96 ~ 11): expected arity ~30 and
 * needed import ~29, each about two standard deviations above 20; a package must yield >= 12 targets over its first 60
 * files (held out 8 asked 8) so that small packages do not shrink the count. Wrong arity and needed import are the kinds
 * most likely to stay under 20 (said before the run). More targets per package was weighed against the run's time (held
 * out 8's 117 targets took 50 minutes at load 46-70 in 8 parallel processes; the session's blind run must end by 07:45).
 *
 * Population NPM_POPULATION_9: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish hand-written TypeScript under src/ (kind `ts`) or hand-written JavaScript under src/ or lib/
 * (kind `js`), chosen for classes and cross-module calls, with the stratum guessed (the stratum that counts is the one the
 * installed file count gives). Left out by the walk: every package named or used by an earlier validate set, draw, walk or
 * population (NPM_EARLIER_9: NPM_EARLIER_8, held out 8's members and NPM_POPULATION_8), by retrieval's held-out sets 1-10
 * (blind-draw-10.ts exclusions10, ts-corpus.ts TS_HELD_OUT_10) and the names validate-draw-8-run.ts adds, and their families
 * (validate-draw.ts familyOf). Candidates first thought of and found in those lists (checked with the same exclusion code,
 * before this commit) were struck: effect, fp-ts, io-ts, @tldraw/editor, @aws-amplify/core, @microsoft/fast-element,
 * lit-html, @microsoft/signalr, @supabase/*, @codemirror/*, @lezer/*, pg-protocol, three, playcanvas, kafkajs, undici,
 * markdown-it, yjs, luxon, node-fetch, nodemailer, postcss, libp2p, helia, uint8arrays, multiformats, @multiformats/multiaddr,
 * @chainsafe/libp2p-gossipsub, mediasoup, it-pipe, @lit/reactive-element, vscode-languageserver, codemirror.
 *
 * Quotas: TypeScript large 2, medium 3, small 2; JavaScript large 2, medium 2, small 2 (13 packages, 16 targets each,
 * `--per-package 16`, seed 22). Walk: as held out 8's (validate-draw-8.ts): per kind (ts, then js) and stratum (large,
 * medium, small), the stratum's list shuffled with seed + k (ts large 0, medium 1, small 2; js large 3, medium 4, small 5);
 * each candidate, when reached, is installed into bench/corpora-validate9 (`npm install --save-exact --ignore-scripts`, the
 * version npm resolves then, pinned); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and that count falls in the stratum walked (small < 30, medium 30-99, large >= 100), its family is new, and it yields
 * >= 12 targets over the first 60 files (bench/support/npm-targets.ts); otherwise it is uninstalled. A stratum whose list
 * runs out passes what is left of its quota: large to medium, small to medium, then medium to small (within the same kind).
 *
 * Mutants (test/support/ts-check-targets.ts as of the first run). TypeScript-source packages' mutants are cross-checked with
 * the TypeScript compiler over the installed package (bench/support/ts-mutant-tsc.ts, as for held out 7 and 8): a mutant the
 * compiler finds no new error for is NOT counted (the log lists it as "not wrong"); originals are all counted. JavaScript
 * mutants are not cross-checked (as in held out 1-8).
 *
 * Run once, blind: `npm run bench:validate -- --set heldout9 --lang TypeScript --per-package 16`, one process per package
 * (`--only <pkg>`; the tables are added up). A part that cannot finish by the session's limit is not started and is
 * reported as left out.
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_8, NPM_POPULATION_8 } from './validate-draw-8.js';

export const VALIDATE_SEED_9 = 2916;
export const VALIDATE_PER_PACKAGE_9 = 16;
export const MIN_TARGETS_9 = 12;
export const TARGET_FILES_9 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 8 (its sets, walk and population). */
export const NPM_EARLIER_9: readonly string[] = [
  ...NPM_EARLIER_8,
  'rxdb', 'happy-dom', 'groq-sdk', 'botbuilder-core', 'piscina', 'cassandra-driver', 'ohm-js', 'formidable',
  ...NPM_POPULATION_8.map((p) => p.name),
];

export const NPM_QUOTA_9: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 2, medium: 3, small: 2 },
  js: { large: 2, medium: 2, small: 2 },
};

export interface Candidate9 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
}

export const NPM_POPULATION_9: readonly Candidate9[] = [
  // TypeScript sources under src/ (SDKs and frameworks with classes and calls across modules)
  { name: '@mysten/sui', kind: 'ts', stratum: 'large' }, { name: '@aptos-labs/ts-sdk', kind: 'ts', stratum: 'large' },
  { name: '@blocknote/core', kind: 'ts', stratum: 'large' }, { name: '@polkadot/api', kind: 'ts', stratum: 'large' },
  { name: '@bufbuild/protobuf', kind: 'ts', stratum: 'large' }, { name: '@codingame/monaco-vscode-api', kind: 'ts', stratum: 'large' },
  { name: '@ton/core', kind: 'ts', stratum: 'medium' }, { name: '@temporalio/client', kind: 'ts', stratum: 'medium' },
  { name: '@connectrpc/connect', kind: 'ts', stratum: 'medium' }, { name: '@stacks/transactions', kind: 'ts', stratum: 'medium' },
  { name: 'graphql-ws', kind: 'ts', stratum: 'medium' }, { name: '@xmtp/xmtp-js', kind: 'ts', stratum: 'medium' },
  { name: '@cosmjs/stargate', kind: 'ts', stratum: 'medium' }, { name: 'bitcoinjs-lib', kind: 'ts', stratum: 'medium' },
  { name: 'ollama', kind: 'ts', stratum: 'small' }, { name: '@stomp/stompjs', kind: 'ts', stratum: 'small' },
  { name: '@ledgerhq/hw-transport', kind: 'ts', stratum: 'small' }, { name: 'datastore-core', kind: 'ts', stratum: 'small' },
  { name: 'protons', kind: 'ts', stratum: 'small' },
  // Hand-written JavaScript under src/ or lib/ (mostly ES modules: needed-import mutants need `import`)
  { name: 'moment', kind: 'js', stratum: 'large' }, { name: 'css-tree', kind: 'js', stratum: 'large' },
  { name: '@observablehq/plot', kind: 'js', stratum: 'large' }, { name: 'jsdom', kind: 'js', stratum: 'large' },
  { name: 'phaser', kind: 'js', stratum: 'large' }, { name: 'p5', kind: 'js', stratum: 'large' },
  { name: 'mathjs', kind: 'js', stratum: 'large' },
  { name: 'leaflet', kind: 'js', stratum: 'medium' }, { name: 'alpinejs', kind: 'js', stratum: 'medium' },
  { name: '@xenova/transformers', kind: 'js', stratum: 'medium' }, { name: 'execa', kind: 'js', stratum: 'medium' },
  { name: 'micromark', kind: 'js', stratum: 'medium' }, { name: '@sveltejs/kit', kind: 'js', stratum: 'medium' },
  { name: 'less', kind: 'js', stratum: 'medium' }, { name: 'stylus', kind: 'js', stratum: 'medium' },
  { name: 'preact', kind: 'js', stratum: 'small' }, { name: 'turndown', kind: 'js', stratum: 'small' },
  { name: 'webtorrent', kind: 'js', stratum: 'small' }, { name: 'unified', kind: 'js', stratum: 'small' },
  { name: '@ipld/dag-cbor', kind: 'js', stratum: 'small' },
];

/**
 * Held out 8 for `npm run bench:validate` (issue 22, session 15), TYPESCRIPT/JAVASCRIPT, declared on 2026-12-06 and
 * committed BEFORE the draw, BEFORE any of its packages was installed or looked up, and BEFORE any run of
 * bench:validate on them. Held out 1-7 and the tuning sets were all looked at (held out 7's misses were read in
 * sessions 14 and 15): tuning now. Seed VALIDATE_SEED_8; `tsx bench/support/validate-draw-8-run.ts` performs the draw and
 * prints the walk (bench/results/validate-draw-8-walk.txt keeps it); the members go into validate-sets.ts
 * (NPM_VALIDATE_HELD_OUT_8), committed before the first run.
 *
 * Sizing (the goal: >= 20 mutants of EACH kind). Held out 7 gave, from 59 targets (24 of them TypeScript-source):
 * helper 18, member 34, arity 12, needed import 5, Python-as-TS 59, return type 7. Return-type mutants come from
 * TypeScript sources only (7 from 24 targets: ~0.29 each), needed imports only from ES-module files (4 from handlebars'
 * 12 ESM targets, 1 from 24 TypeScript targets; CommonJS `require` files give none), arity ~0.2 per target, helper ~0.3.
 * So: 7 TypeScript-source packages (return type ~0.29 x 112 ~ 32) and 3 JavaScript ones, 16 targets each (160
 * targets: arity ~32, helper ~48); JavaScript candidates named here are mostly ES-module packages. Needed import is the
 * kind most likely to stay under 20 (held out 6 and 7 gave 7 and 5 under the session-14 rule): said before the run.
 *
 * Population NPM_POPULATION_8: npm packages named HERE FROM MEMORY (none installed or looked up for this set before this
 * commit), believed to publish hand-written TypeScript under src/ (kind `ts`) or hand-written JavaScript under src/ or
 * lib/ (kind `js`), chosen for classes and cross-module calls, with the stratum guessed (the stratum that counts is the
 * one the installed file count gives). Left out by the walk: every package named or used by an earlier validate set,
 * draw, walk or population (NPM_EARLIER_8: NPM_EARLIER_7, held out 7's members and NPM_POPULATION_7), by retrieval's
 * held-out sets 1-10 (blind-draw-10.ts exclusions10, ts-corpus.ts TS_HELD_OUT_10) and the names validate-draw-7-run.ts
 * adds, and their families (validate-draw.ts familyOf). Candidates first thought of and found in those lists (by a grep of
 * bench/support for the name, before this commit) were struck: mongodb, rxjs, matrix-js-sdk, pkijs, mobx, @trpc/server,
 * @grpc/grpc-js, @reduxjs/toolkit, bson, @apollo/server, @anthropic-ai/sdk, @tiptap/core, @xterm/xterm, @noble/curves,
 * asn1js, immer, redux, prosemirror-*, @noble/hashes, node-forge, mongoose, protobufjs, exceljs, ws, zod.
 *
 * Quotas: TypeScript large 2, medium 3, small 2; JavaScript large 1, medium 1, small 1 (10 packages, 16 targets each,
 * `--per-package 16`, seed 22). Walk: as held out 7's (validate-draw-7.ts): per kind (ts, then js) and stratum (large,
 * medium, small), the stratum's list shuffled with seed + k (ts large 0, medium 1, small 2; js large 3, medium 4,
 * small 5); each candidate, when reached, is installed into bench/corpora-validate8 (`npm install --save-exact
 * --ignore-scripts`, the version npm resolves then, pinned); kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders, the one with more .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds
 *   >= 5 of them and no .ts source;
 * and that count falls in the stratum walked (small < 30, medium 30-99, large >= 100), its family is new, and it yields
 * >= 8 targets over the first 60 files (bench/support/npm-targets.ts; held out 7 asked 5 over 30); otherwise it is
 * uninstalled. A stratum whose list runs out passes what is left of its quota: large to medium, small to medium, then
 * medium to small (within the same kind).
 *
 * Mutants (test/support/ts-check-targets.ts as of the first run). TypeScript-source packages' mutants are cross-checked
 * with the TypeScript compiler over the installed package (bench/support/ts-mutant-tsc.ts, as for held out 7): a
 * mutant the compiler finds no new error for is NOT counted (the log lists it as "not wrong"); originals are all
 * counted. JavaScript mutants are not cross-checked (as in held out 1-7).
 *
 * Run once, blind: `npm run bench:validate -- --set heldout8 --lang TypeScript --per-package 16` (packages may be split
 * over parallel processes with `--only a,b`; the tables are added up). A part that cannot finish by the session's
 * limit is not started and is reported as left out.
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_7, NPM_POPULATION_7 } from './validate-draw-7.js';

export const VALIDATE_SEED_8 = 2815;
export const VALIDATE_PER_PACKAGE_8 = 16;
export const MIN_TARGETS_8 = 8;
export const TARGET_FILES_8 = 60;

/** JavaScript and TypeScript packages already used or named by validate held out 7 (its sets, walk and population). */
export const NPM_EARLIER_8: readonly string[] = [
  ...NPM_EARLIER_7,
  'livekit-client', 'telegraf', 'discord.js', 'handlebars', 'winston',
  ...NPM_POPULATION_7.map((p) => p.name),
];

export const NPM_QUOTA_8: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 2, medium: 3, small: 2 },
  js: { large: 1, medium: 1, small: 1 },
};

export interface Candidate8 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
}

export const NPM_POPULATION_8: readonly Candidate8[] = [
  // TypeScript sources under src/
  { name: 'happy-dom', kind: 'ts', stratum: 'large' }, { name: 'puppeteer-core', kind: 'ts', stratum: 'large' },
  { name: 'langium', kind: 'ts', stratum: 'large' }, { name: 'rxdb', kind: 'ts', stratum: 'large' },
  { name: '@antv/g2', kind: 'ts', stratum: 'large' }, { name: '@solana/web3.js', kind: 'ts', stratum: 'large' },
  { name: 'msw', kind: 'ts', stratum: 'medium' }, { name: '@mswjs/interceptors', kind: 'ts', stratum: 'medium' },
  { name: 'dexie', kind: 'ts', stratum: 'medium' }, { name: 'mediasoup-client', kind: 'ts', stratum: 'medium' },
  { name: '@loopback/rest', kind: 'ts', stratum: 'medium' }, { name: 'chevrotain', kind: 'ts', stratum: 'medium' },
  { name: 'botbuilder-core', kind: 'ts', stratum: 'medium' }, { name: '@azure/msal-common', kind: 'ts', stratum: 'medium' },
  { name: '@wagmi/core', kind: 'ts', stratum: 'medium' }, { name: 'groq-sdk', kind: 'ts', stratum: 'medium' },
  { name: '@coral-xyz/anchor', kind: 'ts', stratum: 'medium' }, { name: 'brain.js', kind: 'ts', stratum: 'medium' },
  { name: '@tanstack/query-core', kind: 'ts', stratum: 'small' }, { name: 'piscina', kind: 'ts', stratum: 'small' },
  { name: '@feathersjs/feathers', kind: 'ts', stratum: 'small' }, { name: '@influxdata/influxdb-client', kind: 'ts', stratum: 'small' },
  { name: '@colyseus/schema', kind: 'ts', stratum: 'small' }, { name: '@loopback/core', kind: 'ts', stratum: 'small' },
  // Hand-written JavaScript under src/ or lib/ (mostly ES modules: needed-import mutants need `import`)
  { name: 'svelte', kind: 'js', stratum: 'large' }, { name: 'compromise', kind: 'js', stratum: 'large' },
  { name: 'antlr4', kind: 'js', stratum: 'large' }, { name: 'moleculer', kind: 'js', stratum: 'large' },
  { name: 'cassandra-driver', kind: 'js', stratum: 'large' }, { name: 'selenium-webdriver', kind: 'js', stratum: 'large' },
  { name: 'postprocessing', kind: 'js', stratum: 'medium' }, { name: 'two.js', kind: 'js', stratum: 'medium' },
  { name: 'ohm-js', kind: 'js', stratum: 'medium' }, { name: 'oidc-provider', kind: 'js', stratum: 'medium' },
  { name: 'chai', kind: 'js', stratum: 'medium' }, { name: 'sinon', kind: 'js', stratum: 'medium' },
  { name: 'ssh2', kind: 'js', stratum: 'medium' }, { name: 'imapflow', kind: 'js', stratum: 'medium' },
  { name: 'fast-xml-parser', kind: 'js', stratum: 'small' }, { name: 'formidable', kind: 'js', stratum: 'small' },
  { name: 'gsap', kind: 'js', stratum: 'small' }, { name: 'nock', kind: 'js', stratum: 'small' },
  { name: 'node-telegram-bot-api', kind: 'js', stratum: 'small' }, { name: 'mssql', kind: 'js', stratum: 'small' },
];

/**
 * Held out 6 for `npm run bench:validate` (issue 22, session 13), Python and TypeScript/JavaScript, declared on
 * 2026-12-05 and committed BEFORE the draw and BEFORE any run of bench:validate on its packages. Held out 1-5 and the
 * tuning sets were all looked at: tuning now. Seed VALIDATE_SEED_6 for every part; `tsx bench/support/validate-draw-run.ts
 * py6|npm6|npm6ts` performs the draw and prints the walk (bench/results/validate-draw-6-walk.txt keeps it).
 * Targets per package: Python 8 (the default), TypeScript/JavaScript 10 (`--per-package 10`), seed 22 — more targets
 * and more packages than held out 5 so that each mutant kind can reach >= 20.
 *
 * Python: bench/support/py-population.tsv with held out 5's rule (one package per family; >= 5 targets; the package's
 * largest top-level package must fall in the stratum its installed size gives; installed with apt-get under
 * /tmp/apt.lock when the walk reaches it), less PY_EARLIER..PY_EARLIER_5 and held out 5 (PY_EARLIER_6 below), with
 * the families of all of them counted as drawn. Quotas small 3, medium 4, large 3.
 *
 * JavaScript: bench/support/npm-population.tsv, kind `js`, with held out 5's rule and exclusions plus held out 5's
 * packages and its walk (NPM_EARLIER_6); one package per family, >= 5 targets in the first 30 files; quotas small 2,
 * medium 2, large 1 (a stratum with no eligible package passes its quota on as held out 5's did: large to medium,
 * then what is left to small).
 *
 * TypeScript sources: population NPM_TS_POPULATION_6, npm packages believed to publish hand-written TypeScript under
 * src/, chosen for classes (members, arities and imports were held out 5's small rows), NAMED HERE FROM MEMORY before
 * any was installed or looked up, with the stratum guessed (the stratum that counts is the one the installed file
 * count gives): large puppeteer-core, @anthropic-ai/sdk, @mistralai/mistralai, effect; medium @microsoft/signalr,
 * @feathersjs/feathers, mockttp, fp-ts, @coral-xyz/anchor, pkijs; small @msgpack/msgpack, io-ts, asn1js, fflate,
 * @hotwired/stimulus. Quotas large 1, medium 3, small 2. Walk exactly as npm5ts (each stratum's list sorted by name,
 * shuffled with seed + stratum index, installed when reached into bench/corpora-validate6 with --ignore-scripts at the
 * version npm resolves then, pinned exactly; kept when it ships >= 5 .ts files under src/ (not declarations or tests),
 * its count falls in the stratum walked (small < 30, medium 30-99, large >= 100), its family is new and it yields >= 5
 * targets over the first 30 files; otherwise uninstalled). A stratum whose list runs out passes what is left of its
 * quota to the medium walk, then to the small walk.
 *
 * Run once each, blind: `npm run bench:validate -- --set heldout6 --lang Python` and `... --lang TypeScript
 * --per-package 10` (packages may be split over parallel processes with `--only a,b`; the tables are added up).
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_5 } from './validate-draw-5.js';

export const VALIDATE_SEED_6 = 2613;

/** Python held out 5 (session 12), by Debian package. */
export const PY_EARLIER_6: readonly string[] = ['python3-astroquery', 'python3-searx', 'python3-pmw', 'python3-actionlib', 'python3-graphviz', 'python3-readability', 'python3-httpretty', 'python3-drmaa'];
export const PY_QUOTA_6: Readonly<Record<Stratum, number>> = { small: 3, medium: 4, large: 3 };

/** JavaScript and TypeScript packages already used or named by validate held out 5 (its sets and walks). */
export const NPM_EARLIER_6: readonly string[] = [
  ...NPM_EARLIER_5,
  'source-map-js', 'rolldown', 'ox', 'multiformats', '@chainsafe/libp2p-gossipsub', 'uint8arrays',
  'rpc-websockets', 'vite', 'tsx', 'es-module-lexer', 'utility-types', 'pathe',
  'viem', 'helia', '@wagmi/core', '@helia/unixfs', 'abitype', 'it-pushable', '@multiformats/multiaddr', '@achingbrain/http-parser-js',
];
export const NPM_QUOTA_6: Readonly<Record<Stratum, number>> = { small: 2, medium: 2, large: 1 };

export const NPM_TS_QUOTA_6: Readonly<Record<Stratum, number>> = { small: 2, medium: 3, large: 1 };
export const NPM_TS_POPULATION_6: readonly { name: string; stratum: Stratum }[] = [
  { name: 'puppeteer-core', stratum: 'large' }, { name: '@anthropic-ai/sdk', stratum: 'large' }, { name: '@mistralai/mistralai', stratum: 'large' }, { name: 'effect', stratum: 'large' },
  { name: '@microsoft/signalr', stratum: 'medium' }, { name: '@feathersjs/feathers', stratum: 'medium' }, { name: 'mockttp', stratum: 'medium' },
  { name: 'fp-ts', stratum: 'medium' }, { name: '@coral-xyz/anchor', stratum: 'medium' }, { name: 'pkijs', stratum: 'medium' },
  { name: '@msgpack/msgpack', stratum: 'small' }, { name: 'io-ts', stratum: 'small' }, { name: 'asn1js', stratum: 'small' },
  { name: 'fflate', stratum: 'small' }, { name: '@hotwired/stimulus', stratum: 'small' },
];

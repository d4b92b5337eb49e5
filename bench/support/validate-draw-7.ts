/**
 * Held out 7 for `npm run bench:validate` (issue 22, session 14), PYTHON, declared on 2026-12-06 and committed BEFORE
 * the draw and BEFORE any run of bench:validate on its packages. Held out 1-6 and the tuning sets were all looked at
 * (held out 6's misses were read and fixed this session): tuning now.
 *
 * Rule (held out 6's, unchanged but for the exclusions, seed and quotas): bench/support/py-population.tsv, one package
 * per family; the package's largest top-level package must fall in the stratum its installed size gives (small < 30
 * .py files, medium 30-99, large >= 100); >= 5 targets by the ground truth of bench/support/corpus.ts; installed with
 * apt-get under /tmp/apt.lock when the walk reaches it. Less PY_EARLIER..PY_EARLIER_6 and held out 6 (PY_EARLIER_7
 * below), the families of all of them counted as drawn. Seed VALIDATE_SEED_7; each stratum's list shuffled with
 * seed + stratum index (large 0, medium 1, small 2), walked large to small. Quotas small 4, medium 4, large 3
 * (11 packages; 10 targets each, `--per-package 10`, seed 22: more targets than held out 6 because session 14's
 * needed-import generator only takes out an import that nothing outside the body reads, about one target in four).
 *
 * `tsx bench/support/validate-draw-7-py-run.ts` performs the draw and prints the walk (kept in
 * bench/results/validate-draw-7-walk.txt); the members go into validate-sets.ts (VALIDATE_HELD_OUT_7_PY), committed
 * before the first run. Run once, blind: `npm run bench:validate -- --set heldout7 --lang Python --per-package 10`
 * (packages may be split over parallel processes with `--only a,b`; the tables are added up).
 */
import type { Stratum } from './blind-draw.js';
import { NPM_EARLIER_6, NPM_TS_POPULATION_6 } from './validate-draw-6.js';

export const VALIDATE_SEED_7 = 2714;

/** Python held out 6 (session 13), by Debian package. */
export const PY_EARLIER_7: readonly string[] = [
  'python3-ironic', 'python3-rdflib', 'python3-nibabel', 'python3-keystoneauth1', 'python3-capirca', 'python3-bloom',
  'python3-hatchling', 'python3-swagger-spec-validator', 'python3-aiozmq', 'python3-itango',
];
export const PY_QUOTA_7: Readonly<Record<Stratum, number>> = { small: 4, medium: 4, large: 3 };

// ---- TypeScript/JavaScript (declared separately, same session, same seed value) ----

/**
 * Held out 7 for `npm run bench:validate` (issue 22, session 14), TypeScript/JavaScript, declared on 2026-12-06 and
 * committed BEFORE the draw, BEFORE any of its packages was installed or looked up, and BEFORE any run of
 * bench:validate on them. Held out 1-6 and the tuning sets were all looked at: tuning now. Seed VALIDATE_SEED_7;
 * `tsx bench/support/validate-draw-7-run.ts` performs the draw and prints the walk (bench/results/validate-draw-7-walk.txt
 * keeps it). Targets per package: 12 (`--per-package 12`), seed 22 — held out 6 gave fewer than 20 mutants of four
 * kinds from 53 targets (member 17, helper 16, arity 15, needed import 13), so more packages, more targets each, and
 * packages NAMED FOR CLASSES and cross-module calls.
 *
 * Population NPM_POPULATION_7: npm packages named HERE FROM MEMORY (none installed or looked up before this commit),
 * believed to publish hand-written TypeScript under src/ (kind `ts`) or hand-written JavaScript under src/ or lib/
 * (kind `js`), chosen for classes, with the stratum guessed (the stratum that counts is the one the installed file
 * count gives). Left out before the walk: every package named or used by an earlier validate set, draw, walk or
 * population (NPM_EARLIER_6, held out 6's members, walk and population NPM_TS_POPULATION_6), by retrieval's held-out
 * sets 1-10 (blind-draw-10.ts exclusions10, ts-corpus.ts TS_HELD_OUT_10) and the names validate-draw-run.ts adds,
 * and their families (validate-draw.ts familyOf). Candidates first thought of and found in those lists were struck
 * before this commit: knex, undici, mocha, luxon, postcss.
 *
 * Quotas: TypeScript large 1, medium 2, small 2; JavaScript large 1, medium 1, small 1 (8 packages, 96 targets).
 * Walk: per kind (ts, then js) and stratum (large, medium, small), the stratum's list sorted by name and shuffled with
 * seed + k (ts large 0, medium 1, small 2; js large 3, medium 4, small 5); each candidate, when reached, is installed
 * into bench/corpora-validate7 (`npm install --save-exact --ignore-scripts`, the version npm resolves then, pinned);
 * it is kept when
 * - ts: it ships >= 5 .ts/.tsx files under src/ (not declarations, not tests);
 * - js: of its src/ and lib/ folders (hand-written sources: never dist/, build/ or bundles), the one with more
 *   .js/.cjs/.mjs files (not minified, not tests, < 100 KB) holds >= 5 of them and no .ts source;
 * and that count falls in the stratum walked (small < 30, medium 30-99, large >= 100), its family is new, and it
 * yields >= 5 targets over the first 30 files (bench/support/npm-targets.ts); otherwise it is uninstalled. A stratum
 * whose list runs out passes what is left of its quota: large to medium, small to medium, then medium to small
 * (within the same kind).
 *
 * Mutants (test/support/ts-check-targets.ts as of this commit): the session-14 needed-import rule applies (an import
 * that code outside the body also reads is never taken out). TypeScript-source packages' mutants are cross-checked
 * with the TypeScript compiler over the installed package (bench/support/ts-mutant-tsc.ts, written after this commit and
 * before the first run; set heldout7 always applies it): a mutant for which the compiler, with the package's installed
 * dependencies and Node's and the DOM's types, reports no error in the target's file that the original body does not
 * is NOT counted (the log lists it as "not wrong"); originals are all counted. The cross-check only removes mutants.
 * JavaScript mutants are not cross-checked (no compiler run; as in held out 1-6).
 *
 * Run once, blind: `npm run bench:validate -- --set heldout7 --lang TypeScript --per-package 12` (packages may be split
 * over parallel processes with `--only a,b`; the tables are added up).
 */

export const VALIDATE_PER_PACKAGE_7 = 12;

/** JavaScript and TypeScript packages already used or named by validate held out 6 (its sets, walks and population). */
export const NPM_EARLIER_7: readonly string[] = [
  ...NPM_EARLIER_6,
  'cron-parser', 'idb', 'topojson-client', '@mongodb-js/saslprep', 'expect-type',
  ...NPM_TS_POPULATION_6.map((p) => p.name),
];

export const NPM_QUOTA_7: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>> = {
  ts: { large: 1, medium: 2, small: 2 },
  js: { large: 1, medium: 1, small: 1 },
};

export interface Candidate7 {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
}

export const NPM_POPULATION_7: readonly Candidate7[] = [
  // TypeScript sources under src/
  { name: 'maplibre-gl', kind: 'ts', stratum: 'large' }, { name: 'pdf-lib', kind: 'ts', stratum: 'large' }, { name: 'livekit-client', kind: 'ts', stratum: 'large' },
  { name: 'tedious', kind: 'ts', stratum: 'medium' }, { name: 'telegraf', kind: 'ts', stratum: 'medium' }, { name: 'cheerio', kind: 'ts', stratum: 'medium' },
  { name: 'mqtt', kind: 'ts', stratum: 'medium' }, { name: '@urql/core', kind: 'ts', stratum: 'medium' },
  { name: 'marked', kind: 'ts', stratum: 'small' }, { name: 'superstruct', kind: 'ts', stratum: 'small' }, { name: 'tslog', kind: 'ts', stratum: 'small' },
  { name: 'croner', kind: 'ts', stratum: 'small' },
  // Hand-written JavaScript under src/ or lib/
  { name: 'kafkajs', kind: 'js', stratum: 'large' }, { name: 'three', kind: 'js', stratum: 'large' }, { name: 'sequelize', kind: 'js', stratum: 'large' },
  { name: 'discord.js', kind: 'js', stratum: 'large' }, { name: 'playcanvas', kind: 'js', stratum: 'large' },
  { name: 'axios', kind: 'js', stratum: 'medium' }, { name: 'nodemailer', kind: 'js', stratum: 'medium' }, { name: 'handlebars', kind: 'js', stratum: 'medium' },
  { name: 'objection', kind: 'js', stratum: 'medium' }, { name: '@hapi/hapi', kind: 'js', stratum: 'medium' }, { name: 'markdown-it', kind: 'js', stratum: 'medium' },
  { name: 'pg', kind: 'js', stratum: 'small' }, { name: 'amqplib', kind: 'js', stratum: 'small' }, { name: 'commander', kind: 'js', stratum: 'small' },
  { name: 'node-fetch', kind: 'js', stratum: 'small' }, { name: 'winston', kind: 'js', stratum: 'small' }, { name: 'ml-matrix', kind: 'js', stratum: 'small' },
  { name: 'yjs', kind: 'js', stratum: 'small' },
];

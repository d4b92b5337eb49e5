/**
 * Fresh held-out sets for `npm run bench:validate` (issue 22, DESIGN.md §5), declared on 2026-12-02 in
 * session 8 BEFORE any run of the benchmark on them and before any further tuning of the answer checks.
 * The session-7 sets (Python h11, pluggy, tinydb, tenacity, more_itertools, rfc3986; TypeScript checks
 * on zod, ioredis, pino, @octokit/webhooks, openai, bullmq, probot, @tiptap/core, @grpc/grpc-js) were
 * looked at and are TUNING from now on.
 *
 * Rule, per language: a written population, walked in a seeded order (seed 2202) per size stratum, the
 * strata from large to small (the rarest first), one package per family (npm scope without its `@`, or
 * first hyphen segment; `python3-` dropped), a package kept only if it yields >= 5 targets; quotas by
 * stratum (small < 30 source files, medium 30-99, large >= 100).
 *
 * Python population: bench/support/py-population.tsv (Debian 13 python3-* packages of Architecture
 * all, less earlier sets, written before held out 5/6), less every package drawn into held out 5/6
 * (bench/support/packages.ts) and the session-7 validate set; quotas small 2, medium 2, large 1.
 * Drawn by `tsx bench/support/validate-draw-run.ts py` (installs with apt-get, as blind-draw-run.ts).
 *
 * TypeScript/JavaScript population: bench/support/npm-population.tsv, written by
 * `tsx bench/support/validate-draw-run.ts npm-population` from the installed dependency trees
 * (bench/corpora/node_modules and node_modules at this commit): kind `ts` = a package shipping >= 5
 * .ts/.tsx files under src/ that are neither declarations nor tests; kind `js` = any other package
 * shipping >= 5 plain .js/.cjs/.mjs files (not minified, under 100 KB each, outside test folders and
 * node_modules) and no .ts sources; less @types/*, typescript itself, every package of an earlier
 * TypeScript set (retrieval tuning and held out 1-6, the TS_POPULATION walk of held out 5/6, the
 * ts-check tuning and held-out sets, the session-7 validate set) and every package of their families.
 * Quotas: per kind one small, one medium, one large (6 packages, 3 TypeScript sources and 3 JavaScript).
 */
import { familyOf as blindFamilyOf, shuffled, stratumOf, type Stratum } from './blind-draw.js';

/** blind-draw.ts's family, with a scope and the bare name of the same word counted as one (`@chevrotain/x` and `chevrotain`). */
export const familyOf = (name: string): string => blindFamilyOf(name).replace(/^@/, '');

export const VALIDATE_SEED = 2202;
export const PY_QUOTA: Readonly<Record<Stratum, number>> = { small: 2, medium: 2, large: 1 };
export const NPM_QUOTA: Readonly<Record<Stratum, number>> = { small: 1, medium: 1, large: 1 };

/** Earlier TypeScript/JavaScript sets whose packages and families the npm population leaves out. */
export const NPM_EARLIER: readonly string[] = [
  // retrieval: held out 1-6 and tuning (bench/support/ts-corpus.ts)
  'zod', 'rxjs', '@reduxjs/toolkit', '@tiptap/core', '@tldraw/editor', '@grpc/grpc-js', 'hls.js', '@deck.gl/core', '@blueprintjs/core',
  'matrix-js-sdk', '@azure/msal-browser', '@aws-amplify/core', '@solana/spl-token', '@probe.gl/log', '@math.gl/web-mercator',
  '@jridgewell/sourcemap-codec', 'mjolnir.js', 'apache-arrow', 'immer', '@noble/curves', 'reselect', 'bson', 'gpt-tokenizer', 'ajv',
  'langium', 'openai', '@trpc/server', 'chevrotain', '@tanstack/router-core', '@effect/io', '@badrap/valita', 'mongodb', '@xterm/xterm',
  '@patternfly/react-core', 'vega-lite', '@antv/x6',
  // the walk of held out 5/6 (bench/support/blind-draw.ts TS_POPULATION)
  '@aws-crypto/util', '@aws-crypto/sha256-js', '@math.gl/types', '@probe.gl/env', 'redux', 'comment-parser', '@math.gl/core', '@noble/hashes',
  // bench:ts-check tuning and held out, bench:validate session 7
  'bullmq', 'probot', 'ioredis', 'pino', '@octokit/webhooks',
];

/**
 * Held out 2 (TypeScript/JavaScript), declared 2026-12-02 in session 9 BEFORE any run of bench:validate on
 * it: the session-8 held-out set was looked at (its misses were studied and fixed) and is TUNING now. Same
 * rule and population (bench/support/npm-population.tsv, one small, one medium, one large per kind, >= 5
 * targets, one package per family) with a new seed, less the session-8 held-out packages and their
 * families (the population already leaves out every earlier retrieval, ts-check and validate set).
 * `tsx bench/support/validate-draw-run.ts npm2` prints the walk.
 */
export const VALIDATE2_SEED = 2209;
export const NPM_EARLIER_2: readonly string[] = [
  ...NPM_EARLIER,
  '@luma.gl/gpgpu', '@loaders.gl/loader-utils', 'prosemirror-model', 'd3-geo-projection', 'protobufjs', 'lru-cache',
];

/**
 * Held out 2, TypeScript sources: the installed population has none left outside used families, so the
 * population is the packages that earlier declarations (bench/support/ts-corpus.ts, held out 2-4) checked
 * with `npm pack --dry-run` and found shipping .ts sources under src/ but did not take (too few files for
 * that rule), never run by any benchmark; less those of used families (@tanstack, @aws-amplify, @azure,
 * @antv, prosemirror, @luma.gl, @loaders.gl) and @theia/core (native dependencies). File counts as those
 * declarations give them. Walked with seed 2209 per stratum as drawOne does; a package is eligible when it
 * installs into bench/corpora with --ignore-scripts, still ships >= 5 .ts files under src/ and yields >= 5
 * targets. The large stratum is empty.
 */
export const NPM_TS_POPULATION_2: readonly { name: string; files: number }[] = [
  { name: 'msw', files: 99 }, { name: 'mobx', files: 55 }, { name: '@mswjs/interceptors', files: 66 }, { name: '@apollo/server', files: 60 },
  { name: '@colyseus/schema', files: 66 }, { name: '@jsonforms/core', files: 55 }, { name: '@jupyterlab/services', files: 47 },
  { name: '@loopback/repository', files: 76 }, { name: '@loopback/rest', files: 53 }, { name: '@ethereumjs/evm', files: 64 }, { name: 'libp2p', files: 37 },
  { name: '@supabase/supabase-js', files: 11 }, { name: '@ethereumjs/vm', files: 12 },
];

/** Python: Debian packages of sets already used (held out 5/6 and the session-7 validate set). */
export const PY_EARLIER: readonly string[] = [
  'python3-hglib', 'python3-pubsub', 'python3-scour', 'python3-bioblend', 'python3-brian', 'python3-ws4py', 'python3-django-iconify',
  'python3-topplot', 'python3-mailmanclient', 'python3-discord', 'python3-h11', 'python3-pluggy', 'python3-tinydb', 'python3-tenacity',
  'python3-more-itertools', 'python3-rfc3986',
];

/**
 * Python held out 2 (session 9, 2026-12-02), declared before any run on it: the same population, rule and
 * quotas with seed VALIDATE_SEED_2, less PY_EARLIER and the session-8 validate held-out set (distributed,
 * docker, nose, donfig, nameparser), which was looked at and is tuning now; the families of all of them count
 * as already drawn. The population already leaves
 * out the retrieval tuning set and held out 1-4; PY_EARLIER holds held out 5/6 and the session-7 set.
 * Drawn by `tsx bench/support/validate-draw-run.ts py2`.
 */
export const VALIDATE_SEED_2 = 2209;
export const PY_EARLIER_2: readonly string[] = ['python3-distributed', 'python3-docker', 'python3-nose', 'python3-donfig', 'python3-nameparser'];

/**
 * One set: each stratum walked in its seeded order (seed + stratum index), a package kept when its family
 * is new and `eligible` accepts it, until the stratum's quota is full. Returns the set and the walk.
 */
export function drawOne<T extends { name: string; files: number }>(
  population: readonly T[],
  seed: number,
  quota: Readonly<Record<Stratum, number>>,
  eligible: (item: T) => boolean,
  families: Set<string> = new Set(),
): { set: T[]; walk: string[] } {
  const set: T[] = [];
  const walk: string[] = [];
  (['large', 'medium', 'small'] as const).forEach((stratum, k) => {
    let taken = 0;
    for (const item of shuffled(population.filter((p) => stratumOf(p.files) === stratum), seed + k)) {
      if (taken >= quota[stratum]) break;
      if (families.has(familyOf(item.name))) {
        walk.push(`${stratum} ${item.name}: family already drawn`);
        continue;
      }
      if (!eligible(item)) {
        walk.push(`${stratum} ${item.name}: not eligible`);
        continue;
      }
      families.add(familyOf(item.name));
      set.push(item);
      taken++;
      walk.push(`${stratum} ${item.name}: drawn`);
    }
  });
  return { set, walk };
}

/**
 * Held out 3 (session 10, 2026-12-02), declared BEFORE any run of bench:validate on it and before this
 * session's changes to the answer checks were measured on anything but tuning sets. Held out 1 (session 8) and
 * held out 2 (session 9) were looked at and are tuning now. Seed VALIDATE_SEED_3 for every part.
 *
 * Python: py-population.tsv with the rule, strata and quotas of held out 1/2 (small 2, medium 2, large 1; >= 5
 * targets; the package's largest top-level package must fall in the stratum its installed size gives), less
 * PY_EARLIER, PY_EARLIER_2, held out 2 (PY_EARLIER_3 below) and the retrieval sets held out 7/8 drawn from the
 * same population after held out 2 was declared; the families of all of them count as drawn.
 * `tsx bench/support/validate-draw-run.ts py3` installs (apt-get under /tmp/apt.lock) and prints the walk.
 *
 * JavaScript: npm-population.tsv, kind `js`, with held out 2's rule (one small, one medium, one large, >= 5
 * targets, one package per family), less NPM_EARLIER_2, held out 2 (eslint-plugin-import-x, uuid,
 * @vitest/mocker) and every package of retrieval held out 7/8 (bench/support/blind-draw-78.ts), and all their
 * families. `tsx bench/support/validate-draw-run.ts npm3`. The first walk (before any run) found no eligible
 * package in the large stratum (4 candidates, each < 5 targets), so, as for the TypeScript part, the large quota
 * passes to the medium stratum (added after that walk was printed; no benchmark had run on any candidate).
 *
 * TypeScript sources: the installed population still has none outside used families, so the population is
 * NPM_TS_POPULATION_3: the candidates of NPM_TS_POPULATION_2 that held out 2 did not take and no benchmark has
 * run on, less those of a family already drawn (msw, and @mswjs/interceptors as msw's own interceptor package;
 * @ethereumjs/evm) and @jsonforms/core (found with 0 targets in session 9). Two `npm pack --dry-run` look-ups for
 * a large candidate (fp-ts 2.16.11, @tensorflow/tfjs-core 4.22.0) found no .ts sources under src/, so the large
 * stratum is empty again and its quota passes to the medium stratum: medium 2, small 1. Walked with the seed per
 * stratum as drawOne does; a package is eligible when it installs into bench/corpora with --ignore-scripts,
 * ships >= 5 .ts files under src/ and yields >= 5 targets. `tsx bench/support/validate-draw-run.ts npm3ts`
 * prints the order; the packages are installed one by one in that order until each quota is full. A stratum
 * whose walk runs out passes what is left of its quota to the medium stratum's walk (added when the small
 * stratum's only candidate, @supabase/supabase-js, gave 4 targets; no run had been made).
 */
export const VALIDATE_SEED_3 = 2310;
export const PY_EARLIER_3: readonly string[] = [
  'python3-manila', 'python3-irodsclient', 'python3-oauth2client', 'python3-librecaptcha', 'python3-mesonpy',
  'python3-rosmaster', 'python3-gleetex', 'python3-icalendar', 'python3-textual', 'python3-pysaml2',
  'python3-vttlib', 'python3-requirements-detector', 'python3-jmespath', 'python3-dpkt', 'python3-bumps',
];
export const NPM_EARLIER_3: readonly string[] = [
  ...NPM_EARLIER_2,
  'eslint-plugin-import-x', 'uuid', '@vitest/mocker', 'msw', '@ethereumjs/vm',
  '@loaders.gl/images', 'vscode-jsonrpc', '@eslint/eslintrc', '@luma.gl/webgpu', 'lodash-es',
  'es6-promise', 'prosemirror-transform', 'ws', 'prom-client', 'whatwg-url',
];
export const NPM_TS_QUOTA_3: Readonly<Record<Stratum, number>> = { small: 1, medium: 2, large: 0 };
export const NPM_TS_POPULATION_3: readonly { name: string; files: number }[] = [
  { name: 'mobx', files: 55 }, { name: '@apollo/server', files: 60 }, { name: '@colyseus/schema', files: 66 },
  { name: '@jupyterlab/services', files: 47 }, { name: '@loopback/repository', files: 76 }, { name: '@loopback/rest', files: 53 },
  { name: 'libp2p', files: 37 }, { name: '@supabase/supabase-js', files: 11 },
];

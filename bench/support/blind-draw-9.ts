/**
 * Held out 9 (issue 23, TypeScript/JavaScript), declared on 2026-12-02 in session 10, written down with the
 * draw's code BEFORE any retrieval run on it and before this session's retrieval changes were measured on it.
 *
 * Population, two parts:
 * 1. bench/support/npm-population-9.tsv: every top-level package of the installed dependency trees
 *    (bench/corpora/node_modules and node_modules) as they stood when this was written, described by the npm
 *    population's rule (bench/support/npm-describe.ts: >= 5 TypeScript sources under src/, or >= 5 plain
 *    JavaScript files and no TypeScript), written by `tsx bench/support/blind-draw-9-run.ts population`.
 * 2. LARGE_CANDIDATES below: the installed trees have no large package left after the exclusions (every
 *    package of >= 100 files there was run by an earlier benchmark, is of a retrieval set's family, or is
 *    build output / generated), so the large stratum is a list of npm packages known to publish hand-written
 *    sources, named from memory before any of them was installed or looked at (packages known to publish
 *    only compiled output, or only a handful of top-level files, were not named: ramda, underscore, core-js,
 *    ethers, jsdom's generated half, phaser's 90 MB). Each is installed when the walk reaches it, into
 *    bench/corpora9 (its own package.json and lockfile, `npm ci` by scripts/bench-setup.sh), with
 *    --ignore-scripts, at the version npm resolves then (pinned exactly in bench/corpora9/package.json).
 * Less, in both parts:
 * - every package any benchmark here ran on or named as a candidate: the retrieval sets (TypeScript tuning,
 *   held out 1-8), the walks of held out 5/6 and 7/8 (bench/results/blind-draw-78-walk.txt), bench:ts-check,
 *   bench:validate (sessions 7-9, with held out 2's TypeScript candidates, validate-draw.ts);
 * - every package of the family (validate-draw.ts familyOf) of a retrieval set's package (tuning, held out 1-8);
 * - `@types/*`, typescript, and every `js` package whose source folder is build output (`dist`, `build`,
 *   `built`, `dist-src`), as held out 7/8's rule; and generated code: @matrix-org/matrix-sdk-crypto-wasm
 *   (wasm-bindgen's bindings), seen in the population's names before the draw.
 * Strata by file count: small < 30, medium 30-99, large >= 100. One set of 5: 3 small, 1 medium (both from part
 * 1), 1 large (part 1's large stratum, then part 2), one package per family. A package is kept only if the
 * ground truth finds >= 5 targets in it (no retriever runs); a large one also only if its source files (as the
 * corpus copies them, bench/support/npm-targets.ts npmSourceFiles) total at most 5 MB (held out 2's cap, so one
 * run fits the bench's time) and it installs. Seed 2909 (mulberry32; each stratum sorted by name and shuffled
 * with seed + stratum index, small 0, medium 1, large 2; part 2 with seed + 3). `tsx
 * bench/support/blind-draw-9-run.ts draw` performs the draw and prints the walk.
 *
 * Amended after the first draw printed its names and before any retrieval run on them: part 1's medium stratum
 * holds one package (@ethereumjs/tx), whose family the small walk had already drawn (@ethereumjs/binarytree), so the
 * set had no medium package. A stratum of part 1 left short continues in part 2 like the large one: for the medium
 * stratum, MEDIUM_CANDIDATES below (npm packages known to publish hand-written sources of roughly 30-99 files, named
 * before any was installed), walked with seed + 4, installed when reached, kept when its count is 30-99 and it has
 * >= 5 targets. The first draw's other members stand (postcss, @ethereumjs/binarytree, pino-pretty, undici).
 */
import { readFileSync } from 'node:fs';
import { RETRIEVAL_EARLIER, OTHER_BENCH_EARLIER } from './blind-draw-78.js';
import { familyOf, NPM_TS_POPULATION_2 } from './validate-draw.js';
import { NPM_VALIDATE_HELD_OUT, NPM_VALIDATE_HELD_OUT_2, NPM_VALIDATE_TUNING } from './validate-sets.js';
import type { NpmPackageRow } from './npm-describe.js';

export const SEED_9 = 2909;

/** Held out 7 and 8, and every package their walk named (bench/results/blind-draw-78-walk.txt). */
const HELD_OUT_78_AND_WALK: readonly string[] = [
  '@loaders.gl/images', 'vscode-jsonrpc', '@eslint/eslintrc', '@luma.gl/webgpu', 'lodash-es',
  'es6-promise', 'prosemirror-transform', 'ws', 'prom-client', 'whatwg-url',
  'stream-json', '@loaders.gl/schema', 'vscode-languageserver', '@loaders.gl/worker-utils', 'cross-spawn', 'react-dropzone', 'react-dom',
  'loose-envify', 'prelude-ls', 'napi-postinstall', 'jayson', 'prosemirror-view', '@loaders.gl/core', 'eslint', '@swc/helpers',
  'eslint-plugin-import-x',
];
/** Generated code (see above). */
const GENERATED: readonly string[] = ['@matrix-org/matrix-sdk-crypto-wasm'];

/** Part 2: large packages known to publish hand-written sources, named before any was installed. */
export const LARGE_CANDIDATES: readonly string[] = [
  'three', 'webpack', 'moment', 'mongoose', 'knex', 'undici', 'mysql2', 'exceljs', 'svelte', 'ol', 'puppeteer-core', 'sinon',
];

/** Part 2 for the medium stratum (amendment above), named before any was installed. */
export const MEDIUM_CANDIDATES: readonly string[] = [
  'markdown-it', 'leaflet', 'handlebars', 'mocha', 'joi', 'jszip', 'node-forge', 'terser', 'svgo', 'jquery', 'fastify', '@codemirror/view', 'yjs', 'chai',
];

export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;

/** Names left out, and families left out. */
export function exclusions9(): { names: Set<string>; families: Set<string> } {
  const validate = [...NPM_VALIDATE_TUNING, ...NPM_VALIDATE_HELD_OUT, ...NPM_VALIDATE_HELD_OUT_2].map((p) => p.name);
  const names = new Set([...RETRIEVAL_EARLIER, ...OTHER_BENCH_EARLIER, ...HELD_OUT_78_AND_WALK, ...validate, ...NPM_TS_POPULATION_2.map((p) => p.name), ...GENERATED]);
  const retrievalSets = [...RETRIEVAL_EARLIER, ...HELD_OUT_78_AND_WALK.slice(0, 10)];
  return { names, families: new Set(retrievalSets.map(familyOf)) };
}

export function keep9(p: Pick<NpmPackageRow, 'name' | 'kind' | 'dir'>): boolean {
  const { names, families } = exclusions9();
  const built = p.kind === 'js' && /^(dist|build|built|dist-src)(\/|$)/.test(p.dir);
  return !names.has(p.name) && !families.has(familyOf(p.name)) && !built && !p.name.startsWith('@types/') && p.name !== 'typescript';
}

export function readPopulation9(): NpmPackageRow[] {
  return readFileSync(new URL('./npm-population-9.tsv', import.meta.url), 'utf8').split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([name = '', version = '', kind = '', dir = '', files = '0']) => ({ name, version, kind: kind === 'ts' ? 'ts' as const : 'js' as const, dir, files: Number(files) }));
}

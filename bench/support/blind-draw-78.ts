/**
 * Held out 7 and 8 (issue 23, TypeScript/JavaScript), declared on 2026-12-02 in session 9, written down with
 * the draw's code BEFORE any retrieval run on them and before the session's ranking change was measured.
 *
 * Population: bench/support/npm-population.tsv as written at commit 2bbd0fb (every package of the installed
 * dependency trees that ships >= 5 TypeScript sources under src/, kind `ts`, or >= 5 plain JavaScript files and
 * no TypeScript sources, kind `js`; its header and bench/support/validate-draw.ts state the rule), less:
 * - every package of an earlier retrieval set (TypeScript tuning, held out 1-6), of the held out 5/6 population
 *   walk (bench/support/blind-draw.ts), of the bench:ts-check sets and of the bench:validate sets (session 7 and
 *   session 8, both kinds), i.e. every package whose code any benchmark here has run on;
 * - every package of the same family (validate-draw.ts familyOf: npm scope, or first hyphen segment) as a package
 *   of an earlier RETRIEVAL set or of the held out 5/6 walk. Families of the bench:validate sets are kept
 *   (@luma.gl, @loaders.gl, prosemirror, d3, protobufjs, lru): no retrieval result on them was ever read, and
 *   without them the population has no TypeScript sources left, only JavaScript.
 * - every `js` package whose source folder is build output (`dist`, `build`, `built`, `dist-src`, or under one):
 *   compiled or bundled code (hashed chunk names, several module-format copies of one file) is generated, as the
 *   held out 5/6 rule left generated code out. This line was added after a first draw without it listed vite's and
 *   rolldown's bundle chunks and @popperjs/core's cjs/esm/umd copies; no retrieval run had been made on any package.
 * Strata by the population's file count: small < 30, medium 30-99, large >= 100. Per set: 3 small, 1 medium,
 * 1 large; one package per family across both sets (validate-draw.ts familyOf, so `@eslint/x` and `eslint` are one family); a package is kept only if the ground truth finds >= 5
 * targets in it (no retriever runs). A set left short because a stratum's walk ran out (the large stratum has
 * four packages after the exclusions) takes the next eligible package of new family from the walk of the next
 * smaller stratum (medium, then small), in the same seeded order. Seed 2378 (mulberry32; each stratum sorted by name and shuffled with
 * seed + stratum index, as blind-draw.ts drawSets). `tsx bench/support/blind-draw-78-run.ts` repeats the draw.
 *
 * Corpus: the population's source files of the package (bench/support/npm-targets.ts npmSourceFiles: no
 * declarations, tests, minified files or files of 100 KB or more), copied with its package.json; ground
 * truth with the TypeScript checker, JavaScript read with `allowJs`.
 */
import { readFileSync } from 'node:fs';
import { QUOTA, shuffled, stratumOf } from './blind-draw.js';
import { familyOf } from './validate-draw.js';
import type { NpmSource } from './npm-targets.js';

export const SEED_78 = 2378;

export interface PopulationRow extends NpmSource { version: string; files: number }

/** Earlier retrieval sets and the held out 5/6 walk: these packages and their families are left out. */
export const RETRIEVAL_EARLIER: readonly string[] = [
  'zod', 'rxjs', '@reduxjs/toolkit', '@tiptap/core', '@tldraw/editor', '@grpc/grpc-js', 'hls.js', '@deck.gl/core', '@blueprintjs/core',
  'matrix-js-sdk', '@azure/msal-browser', '@aws-amplify/core', '@solana/spl-token', '@probe.gl/log', '@math.gl/web-mercator',
  '@jridgewell/sourcemap-codec', 'mjolnir.js', 'apache-arrow', 'immer', '@noble/curves', 'reselect', 'bson', 'gpt-tokenizer', 'ajv',
  'langium', 'openai', '@trpc/server', 'chevrotain', '@tanstack/router-core', '@effect/io', '@badrap/valita', 'mongodb', '@xterm/xterm',
  '@patternfly/react-core', 'vega-lite', '@antv/x6',
  '@aws-crypto/util', '@aws-crypto/sha256-js', '@math.gl/types', '@probe.gl/env', 'redux', 'comment-parser', '@math.gl/core', '@noble/hashes',
];
/** Packages other benchmarks ran on (bench:ts-check, bench:validate sessions 7 and 8): left out, families kept. */
export const OTHER_BENCH_EARLIER: readonly string[] = [
  'bullmq', 'probot', 'ioredis', 'pino', '@octokit/webhooks',
  '@luma.gl/gpgpu', '@loaders.gl/loader-utils', 'prosemirror-model', 'd3-geo-projection', 'protobufjs', 'lru-cache',
];

export function npmPopulation(): PopulationRow[] {
  return readFileSync(new URL('./npm-population.tsv', import.meta.url), 'utf8').split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([name = '', version = '', kind = '', dir = '', files = '0']) => ({ name, version, kind: kind === 'ts' ? 'ts' as const : 'js' as const, dir, files: Number(files) }));
}

/** The population of held out 7 and 8, after the exclusions above. */
export function population78(): PopulationRow[] {
  const families = new Set(RETRIEVAL_EARLIER.map(familyOf));
  const out = new Set([...RETRIEVAL_EARLIER, ...OTHER_BENCH_EARLIER]);
  const built = (p: PopulationRow): boolean => p.kind === 'js' && /^(dist|build|built|dist-src)(\/|$)/.test(p.dir);
  return npmPopulation().filter((p) => !out.has(p.name) && !families.has(familyOf(p.name)) && !built(p));
}

/** The population row of a held out 7/8 package (its kind and source folder), or undefined for other packages. */
export function npmSourceOf(pkg: string): PopulationRow | undefined {
  return npmPopulation().find((p) => p.name === pkg);
}

/** Fills each set short of 5 packages from the medium, then the small stratum's seeded walk (see above). */
export function fillShort<T extends { name: string; files: number }>(sets: T[][], population: readonly T[], seed: number, eligible: (item: T) => boolean): string[] {
  const walk: string[] = [];
  const size = QUOTA.small + QUOTA.medium + QUOTA.large;
  const families = new Set(sets.flat().map((p) => familyOf(p.name)));
  (['medium', 'small'] as const).forEach((stratum) => {
    const k = stratum === 'medium' ? 1 : 0;
    for (const item of shuffled(population.filter((p) => stratumOf(p.files) === stratum), seed + k)) {
      const set = sets.find((s) => s.length < size);
      if (set === undefined) return;
      if (families.has(familyOf(item.name))) continue;
      if (!eligible(item)) { walk.push(`fill ${stratum} ${item.name}: not eligible`); continue; }
      families.add(familyOf(item.name));
      set.push(item);
      walk.push(`fill ${stratum} ${item.name}: held out ${sets.indexOf(set) + 7}`);
    }
  });
  return walk;
}

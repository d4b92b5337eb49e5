/**
 * Held out 5 and 6 (issue 23, DESIGN.md §5): two blind sets per language, drawn by a seeded random
 * draw from a written population that covers small (< 30 source files), medium (30-99) and large
 * (>= 100) packages. Written down, with the draw's code, before any retrieval run on them.
 *
 * Python population: bench/support/py-population.tsv (its header states the rule), sampled by
 * Installed-Size band (small < 300 KB, medium < 1,500 KB, large < 20,000 KB); a drawn package is
 * installed and kept only if its package directory's .py count (tests left out) falls in the band's
 * stratum and it has at least 5 targets (bench/support/blind-draw-run.ts).
 *
 * `tsx bench/support/blind-draw-run.ts ts|py` prints the draw (the order each stratum is walked in), so
 * anyone can check that the sets in ts-corpus.ts and packages.ts are what the seed gives.
 */
import { mulberry32 } from './mulberry32.js';

/** The seed of both draws (the issue's number). */
export const BLIND_SEED = 23;
/**
 * Held out 7 and 8 (Python, issue 23, second round), declared 2026-12-02 before any run on them: the
 * same population file and rule, less every family drawn into held out 5 and 6, walked with this seed
 * (sets numbered from 7).
 */
export const BLIND_SEED_78 = 2378;
/** Per set: small, medium, large. */
export const QUOTA = { small: 3, medium: 1, large: 1 } as const;
export type Stratum = keyof typeof QUOTA;

/**
 * TypeScript population, written down on 2026-12-02 before any run: every npm package present in the
 * product's node_modules or bench/corpora/node_modules (the dependency trees installed at commit
 * ecb0662) that ships >= 5 .ts/.tsx files under `src/` that are neither declarations nor tests; less
 * every package of an earlier TypeScript set (tuning, held out 1-4) or named as a candidate in an
 * earlier declaration (bench/support/ts-corpus.ts), less any package of the same family as one of
 * those (same npm scope, or same first hyphen segment of an unscoped name: @tldraw/*, @tiptap/*,
 * @solana/*, @effect/*, @chevrotain/*, @luma.gl/*, @loaders.gl/*, @azure/*, prosemirror-*, vega-*,
 * matrix-*), less generated code (@blueprintjs/icons: 4,402 generated icon modules). Files counted
 * by bench/support/blind-draw.ts's rule (tsFiles in ts-corpus.ts). Version: the one installed.
 */
export const TS_POPULATION: readonly { name: string; version: string; files: number }[] = [
  { name: '@jridgewell/sourcemap-codec', version: '1.6.0', files: 5 },
  { name: '@aws-crypto/util', version: '5.2.0', files: 5 },
  { name: '@aws-crypto/sha256-js', version: '5.2.0', files: 5 },
  { name: '@math.gl/types', version: '4.1.0', files: 5 },
  { name: '@probe.gl/env', version: '4.1.2', files: 6 },
  { name: '@math.gl/web-mercator', version: '4.1.0', files: 9 },
  { name: 'reselect', version: '5.3.0', files: 13 },
  { name: '@probe.gl/log', version: '4.1.2', files: 15 },
  { name: 'immer', version: '11.2.13', files: 16 },
  { name: 'redux', version: '5.0.1', files: 17 },
  { name: 'comment-parser', version: '1.4.9', files: 18 },
  { name: '@math.gl/core', version: '4.1.0', files: 25 },
  { name: '@noble/curves', version: '1.9.7', files: 26 },
  { name: '@noble/hashes', version: '1.8.0', files: 27 },
  { name: 'bson', version: '7.3.4', files: 32 },
  { name: 'mjolnir.js', version: '3.1.1', files: 51 },
  { name: 'apache-arrow', version: '21.2.0', files: 158 },
  { name: 'gpt-tokenizer', version: '4.0.0', files: 243 },
];

export function stratumOf(files: number): Stratum {
  return files < 30 ? 'small' : files < 100 ? 'medium' : 'large';
}

/** The family a package belongs to: its npm scope, else the first hyphen segment of its name (after `python3-`). */
export function familyOf(name: string): string {
  const bare = name.replace(/^python3-/, '');
  return bare.startsWith('@') ? (bare.split('/')[0] ?? bare) : (bare.split('-')[0] ?? bare);
}

/** mulberry32 (bench/support/mulberry32.ts): a small seeded generator, the same on every machine. */
export const seeded = mulberry32;

/** Fisher-Yates over a copy sorted by name, so the order depends on the seed alone. */
export function shuffled<T extends { name: string }>(items: readonly T[], seed: number): T[] {
  const out = [...items].sort((a, b) => a.name.localeCompare(b.name));
  const next = seeded(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Walks each stratum in its seeded order; a package goes to the first set (5, then 6) whose quota for
 * its stratum is not full, unless its family is already drawn or `eligible` rejects it (fewer than 5
 * targets: checked on ground truth alone, no retrieval run). Returns the sets and the walk.
 */
export function drawSets<T extends { name: string; files: number }>(
  population: readonly T[],
  seed: number,
  eligible: (item: T) => boolean,
  firstSet = 5,
  family: (name: string) => string = familyOf,
): { sets: [T[], T[]]; walk: string[] } {
  const sets: [T[], T[]] = [[], []];
  const walk: string[] = [];
  const families = new Set<string>();
  (['small', 'medium', 'large'] as const).forEach((stratum, k) => {
    for (const item of shuffled(population.filter((p) => stratumOf(p.files) === stratum), seed + k)) {
      const set = sets.find((s) => s.filter((p) => stratumOf(p.files) === stratum).length < QUOTA[stratum]);
      if (set === undefined) break;
      if (families.has(family(item.name))) {
        walk.push(`${stratum} ${item.name}: family already drawn`);
        continue;
      }
      if (!eligible(item)) {
        walk.push(`${stratum} ${item.name}: not eligible (fewer than 5 targets; Python: or .py files outside the stratum)`);
        continue;
      }
      families.add(family(item.name));
      set.push(item);
      walk.push(`${stratum} ${item.name}: held out ${sets.indexOf(set) + firstSet}`);
    }
  });
  return { sets, walk };
}

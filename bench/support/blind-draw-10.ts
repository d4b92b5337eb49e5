/**
 * Held out 10 (issue 23, TypeScript/JavaScript), declared on 2026-12-02 in session 10, written down with the
 * draw's code BEFORE any retrieval run on it and before the CommonJS fix to the file-refs baseline (issue 23's
 * second TS/JS set of this round, beside held out 9).
 *
 * The rule is held out 9's (bench/support/blind-draw-9.ts, including its amendment), with a new seed:
 * - Population part 1: bench/support/npm-population-9.tsv (the installed trees, unchanged since).
 * - Part 2, for a stratum part 1 leaves short: held out 9's LARGE_CANDIDATES and MEDIUM_CANDIDATES (named
 *   before any was installed), less what held out 9 used; installed when reached into bench/corpora10 (its own
 *   package.json and lockfile, `npm ci` by scripts/bench-setup.sh), --ignore-scripts, at the version npm resolves
 *   then (pinned exactly in bench/corpora10/package.json).
 * Less everything held out 9 left out (exclusions9), and also: held out 9's members and their families, and every
 * package held out 9's walk named (bench/results/blind-draw-9-walk.txt), eligible or not.
 * Strata: small < 30, medium 30-99, large >= 100 source files (npm-describe.ts's count). One set of 5: 3 small,
 * 1 medium, 1 large, one package per family; a package is kept only if the ground truth finds >= 5 targets (no
 * retriever runs); a large one only if its sources total at most 5 MB and it installs. Seed 3010 (mulberry32; each
 * stratum of part 1 sorted by name and shuffled with seed + stratum index, small 0, medium 1, large 2; part 2's
 * large list with seed + 3, medium list with seed + 4). `tsx bench/support/blind-draw-10-run.ts` performs the
 * draw and prints the walk.
 */
import { exclusions9, keep9, LARGE_CANDIDATES, MEDIUM_CANDIDATES } from './blind-draw-9.js';
import { TS_HELD_OUT_9 } from './ts-corpus.js';
import { familyOf } from './validate-draw.js';
import type { NpmPackageRow } from './npm-describe.js';

export const SEED_10 = 3010;

/** Every package held out 9's walk named (bench/results/blind-draw-9-walk.txt). */
const HELD_OUT_9_WALK: readonly string[] = [
  'postcss', 'react-popper', 'espree', 'picomatch', 'prop-types', 'rw', '@ethereumjs/binarytree', 'pino-pretty', '@ethereumjs/tx', 'mocha', 'undici',
];

export const LARGE_CANDIDATES_10: readonly string[] = LARGE_CANDIDATES.filter((n) => !HELD_OUT_9_WALK.includes(n));
export const MEDIUM_CANDIDATES_10: readonly string[] = MEDIUM_CANDIDATES.filter((n) => !HELD_OUT_9_WALK.includes(n));

export function exclusions10(): { names: Set<string>; families: Set<string> } {
  const { names, families } = exclusions9();
  for (const n of [...HELD_OUT_9_WALK, ...TS_HELD_OUT_9]) names.add(n);
  for (const n of TS_HELD_OUT_9) families.add(familyOf(n));
  return { names, families };
}

export function keep10(p: Pick<NpmPackageRow, 'name' | 'kind' | 'dir'>): boolean {
  const { names, families } = exclusions10();
  return keep9(p) && !names.has(p.name) && !families.has(familyOf(p.name));
}

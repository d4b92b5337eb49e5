/**
 * The names and families an npm population draw leaves out (held out 17's exclusions, moved here unchanged from
 * validate-draw-17-run.ts): earlier sets' members, populations and walks through held out 16 (exclusions10, NPM_EARLIER_16,
 * held out 16's populations, retrieval's TS_HELD_OUT_10, the names left out by hand), every dependency and devDependency of
 * a bench/corpora* folder other than `ownDir` and of the repository's package.json, and the families of all of them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { exclusions10 } from './blind-draw-10.js';
import { TS_HELD_OUT_10 } from './ts-corpus.js';
import { familyOf } from './validate-draw.js';
import { NPM_EARLIER_16, NPM_POPULATION_16, NPM_POPULATION_16_SUPPLEMENT } from './validate-draw-16.js';

export function npmDrawExclusions(ownDir: string): { names: Set<string>; families: Set<string> } {
  const { names, families } = exclusions10();
  const earlier = [...NPM_EARLIER_16, ...NPM_POPULATION_16.map((p) => p.name), ...NPM_POPULATION_16_SUPPLEMENT.map((p) => p.name), ...TS_HELD_OUT_10,
    'node-gyp-build', 'node-gyp-build-optional-packages', 'joi', 'jszip', 'terser', 'svgo', 'mysql2', 'webpack'];
  const BENCH = join(ownDir, '..');
  const deps = (pkg: string): string[] => {
    const j = JSON.parse(readFileSync(pkg, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    return [...Object.keys(j.dependencies ?? {}), ...Object.keys(j.devDependencies ?? {})];
  };
  for (const c of readdirSync(BENCH).filter((c) => c.startsWith('corpora') && c !== basename(ownDir))) {
    const pkg = join(BENCH, c, 'package.json');
    if (existsSync(pkg)) earlier.push(...deps(pkg));
  }
  earlier.push(...deps(join(BENCH, '..', 'package.json')));
  for (const n of earlier) { names.add(n); families.add(familyOf(n)); }
  for (const n of names) families.add(familyOf(n));
  return { names, families };
}

/**
 * The package names installed in a lock file's tree (`packages` keys, `node_modules/<name>` at any depth).
 */
export function lockedNames(lockFile: string): string[] {
  if (!existsSync(lockFile)) return [];
  const j = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages?: Record<string, unknown> };
  const out = new Set<string>();
  for (const key of Object.keys(j.packages ?? {})) {
    const i = key.lastIndexOf('node_modules/');
    if (i >= 0) out.add(key.slice(i + 'node_modules/'.length));
  }
  return [...out];
}

/**
 * What an installed npm package ships, by the npm population's rule (bench/support/validate-draw.ts, written
 * by validate-draw-run.ts `npm-population`): kind `ts` = >= 5 .ts/.tsx files under src/ that are neither
 * declarations nor tests; kind `js` = no .ts sources and >= 5 plain .js/.cjs/.mjs files (not minified, under
 * 100 KB each, outside test folders and node_modules) in its best source folder (lib, dist, build, built, src,
 * or the package's top level). Used by held out 9 (bench/support/blind-draw-9.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface NpmPackageRow { name: string; version: string; kind: 'ts' | 'js'; dir: string; files: number }

const TEST_DIR = /^(tests?|__tests__|spec|node_modules|examples?|benchmarks?)$/;
const isTs = (name: string): boolean => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !/\.(test|spec)\.tsx?$/.test(name);
const isJs = (name: string, path: string): boolean => /\.(js|cjs|mjs)$/.test(name) && !/\.min\.[cm]?js$/.test(name) && !/\.(test|spec)\.[cm]?js$/.test(name) && statSync(path).size < 100_000;

function count(dir: string, ok: (name: string, path: string) => boolean): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) n += TEST_DIR.test(e.name) ? 0 : count(path, ok);
    else if (e.isFile() && ok(e.name, path)) n++;
  }
  return n;
}

/** Top-level package names of a node_modules folder (scoped ones as `@scope/name`). */
export function installedNames(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules).filter((e) => !e.startsWith('.')).flatMap((e) => e.startsWith('@') ? readdirSync(join(nodeModules, e)).map((s) => `${e}/${s}`) : [e])
    .filter((n) => existsSync(join(nodeModules, n, 'package.json')));
}

/** The package at `root` as a population row, or undefined when it ships too few sources. */
export function describeNpm(name: string, root: string): NpmPackageRow | undefined {
  const declared = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown }).version;
  const version = typeof declared === 'string' ? declared : '?';
  const src = join(root, 'src');
  const tsCount = existsSync(src) && statSync(src).isDirectory() ? count(src, isTs) : 0;
  if (tsCount >= 5) return { name, version, kind: 'ts', dir: 'src', files: tsCount };
  if (count(root, isTs) > 0) return undefined;
  const dirs = ['lib', 'dist', 'build', 'built', 'src'].filter((d) => existsSync(join(root, d)) && statSync(join(root, d)).isDirectory());
  const best = dirs.map((d) => ({ d, n: count(join(root, d), isJs) })).sort((a, b) => b.n - a.n)[0];
  const rootOnly = readdirSync(root, { withFileTypes: true }).filter((e) => e.isFile() && isJs(e.name, join(root, e.name))).length;
  const pick = best !== undefined && best.n >= rootOnly ? best : { d: '.', n: rootOnly };
  return pick.n >= 5 ? { name, version, kind: 'js', dir: pick.d, files: pick.n } : undefined;
}

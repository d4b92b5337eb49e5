/**
 * Held out 17's rule for the kind of an extracted npm package (bench/support/validate-draw-17.ts step 3, moved here
 * unchanged from validate-draw-17-run.ts so that held out 18's walk applies the same rule): kind `ts` for >= 5 .ts/.tsx
 * files under src/ (not declarations, not tests), else kind `js` for hand-written JavaScript under src/ or lib/, else why not.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILED_MARK_17 } from './validate-draw-17.js';

const TEST_DIR = /^(tests?|__tests__|spec|node_modules|examples?|benchmarks?)$/;

function filesUnder(dir: string, ok: (name: string, path: string) => boolean): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) { if (!TEST_DIR.test(e.name)) out.push(...filesUnder(path, ok)); } else if (e.isFile() && ok(e.name, path)) out.push(path);
  }
  return out;
}
const isTs = (name: string): boolean => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !/\.(test|spec)\.tsx?$/.test(name);
const isJs = (name: string, path: string): boolean => /\.(js|cjs|mjs)$/.test(name) && !/\.min\.[cm]?js$/.test(name) && !/\.(test|spec)\.[cm]?js$/.test(name) && statSync(path).size < 100_000;
export const isDir = (p: string): boolean => existsSync(p) && statSync(p).isDirectory();

/** The kind and source folder the declaration's rule gives an extracted package, or why it has none. */
export function kindOf(root: string): { kind: 'ts' | 'js'; dir: string; files: number } | string {
  const src = join(root, 'src');
  const ts = isDir(src) ? filesUnder(src, isTs).length : 0;
  if (ts >= 5) return { kind: 'ts', dir: 'src', files: ts };
  const dirs = ['src', 'lib'].filter((d) => isDir(join(root, d)));
  const best = dirs.map((d) => ({ dir: d, js: filesUnder(join(root, d), isJs) })).sort((a, b) => b.js.length - a.js.length)[0];
  if (best === undefined) return `${ts} src/ .ts files; no src/ or lib/`;
  if (best.js.length < 5) return `${ts} src/ .ts files; ${best.js.length} .js files under ${best.dir}/`;
  const d = join(root, best.dir);
  if (filesUnder(d, isTs).length > 0) return `${best.dir}/ mixes .ts and .js`;
  if (filesUnder(d, (n) => /\.d\.[cm]?ts$|\.map$/.test(n)).length > 0) return `${best.dir}/ ships declarations or source maps (a build)`;
  const marked = best.js.filter((p) => COMPILED_MARK_17.test(readFileSync(p, 'utf8'))).length;
  if (marked * 2 >= best.js.length) return `${marked} of ${best.js.length} ${best.dir}/ files carry a compiler's mark (a build)`;
  return { kind: 'js', dir: best.dir, files: best.js.length };
}

/**
 * The synchronous rules of TypeScript/Node module resolution that need only a path predicate: extension and
 * `index` inference (with `.js`-style specifiers naming a `.ts` source), a path inside a package falling back from
 * missing build output (`dist/x.js`) to the source beside it (`src/x.ts`), and a package.json `exports` map
 * (subpaths, patterns, conditions). Retrieval's resolver (module-resolver.ts) and the answer checks' own-package
 * resolution (answer/own-package.ts) both use them; `has` says which repository paths exist for the caller.
 */
import type { ExportsField } from './json-config.js';
import { joinPath } from './paths.js';

export type HasPath = (path: string) => boolean;

const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.d.mts', '.d.cts'];
const JS_TO_TS: Record<string, string[]> = { '.js': ['.ts', '.tsx', '.d.ts'], '.jsx': ['.tsx'], '.mjs': ['.mts', '.d.mts'], '.cjs': ['.cts', '.d.cts'] };
/** `source` first: a package that names its sources for bundlers (`"source": "./src/index.ts"`) is read from them. */
const CONDITIONS = ['source', 'types', 'import', 'module', 'default', 'require', 'node', 'browser'];
const BUILD_DIR = /^(dist|lib|build|out|esm|cjs|es|types)(\/(esm|cjs|es|types|src))?\//;

/** The file a module path names: itself, its `.ts` source for a `.js` name, with an extension, or its `index`. */
export function asFile(base: string, has: HasPath): string | undefined {
  const ext = /\.(m|c)?jsx?$/.exec(base)?.[0];
  if (ext !== undefined) {
    const stem = base.slice(0, -ext.length);
    for (const alt of JS_TO_TS[ext] ?? []) if (has(stem + alt)) return stem + alt;
  }
  if (/\.[cm]?[jt]sx?$/.test(base) && has(base)) return base;
  for (const e of EXTENSIONS) if (has(base + e)) return base + e;
  for (const e of EXTENSIONS) if (has(`${base}/index${e}`)) return `${base}/index${e}`;
  return undefined;
}

/** A path inside a package, or the source file beside missing build output. */
export function packageFile(dir: string, rel: string, has: HasPath): string | undefined {
  const path = joinPath(dir, rel);
  if (path === undefined) return undefined;
  const found = asFile(path, has);
  if (found !== undefined) return found;
  const inside = joinPath('', rel) ?? '';
  if (!BUILD_DIR.test(inside)) return undefined;
  const source = joinPath(dir, inside.replace(BUILD_DIR, 'src/').replace(/\.d\.(m|c)?ts$|\.(m|c)?js$/, ''));
  return source === undefined ? undefined : asFile(source, has);
}

/** Every target of an `exports` value, in condition order. */
function exportTargets(field: ExportsField | undefined, star: string, out: string[]): void {
  if (typeof field === 'string') out.push(field.replace('*', star));
  else if (Array.isArray(field)) for (const f of field) exportTargets(f, star, out);
  else if (field !== null && field !== undefined) {
    const keys = Object.keys(field);
    for (const key of [...CONDITIONS.filter((c) => keys.includes(c)), ...keys.filter((k) => !CONDITIONS.includes(k))]) exportTargets(field[key], star, out);
  }
}

/**
 * The file a package's `exports` gives subpath `sub` (`.`, `./x`). `every`: try each target in condition order until
 * one is a file; otherwise only the first target counts (what Node picks).
 */
export function viaExports(dir: string, exports: ExportsField, sub: string, has: HasPath, every = false): string | undefined {
  const isMap = typeof exports === 'object' && exports !== null && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith('.'));
  const entries: [string, ExportsField][] = isMap ? Object.entries(exports) : [['.', exports]];
  const exact = entries.find(([k]) => k === sub);
  const candidates = exact ? [{ value: exact[1], star: '' }] : entries
    .filter(([k]) => k.includes('*') && sub.startsWith(k.slice(0, k.indexOf('*'))) && sub.endsWith(k.slice(k.indexOf('*') + 1)))
    .map(([k, value]) => ({ value, star: sub.slice(k.indexOf('*'), sub.length - (k.length - k.indexOf('*') - 1)) }));
  for (const c of candidates) {
    const targets: string[] = [];
    exportTargets(c.value, c.star, targets);
    for (const t of every ? targets : targets.slice(0, 1)) {
      const found = packageFile(dir, t, has);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

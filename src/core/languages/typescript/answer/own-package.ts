/**
 * The package's own name (Node's self-reference, and a sibling workspace package): `import type {X} from
 * '@sanity/client'` inside @sanity/client itself names the package's entry through its package.json (`name`,
 * then `exports` with conditions, `types`/`module`/`main`, `index`). Outside packages are not followed: only a
 * package.json of the repository (not under node_modules) that the job read can be named. An entry that points at
 * build output missing from the repository (`dist/x.js`) is the source beside it (`src/x.ts`), as retrieval's
 * resolver does it (resolve/module-resolver.ts, whose async resolution the synchronous checks cannot call).
 *
 * Pure and synchronous: the answer checks' compiler host (check/program.ts) and scopeFiles (own-package-files.ts)
 * both call it with what they have; `has` says which repository paths exist for the caller.
 */
import { readPackageJson, type ExportsField, type PackageJson } from '../resolve/json-config.js';
import { dirOf, joinPath } from '../resolve/paths.js';

export interface OwnPackage {
  /** The package's directory ('' = the repository root). */
  dir: string;
  name: string;
  json: PackageJson;
}

const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.d.mts', '.d.cts'];
const JS_TO_TS: Record<string, string[]> = { '.js': ['.ts', '.tsx', '.d.ts'], '.jsx': ['.tsx'], '.mjs': ['.mts', '.d.mts'], '.cjs': ['.cts', '.d.cts'] };
/** `source` first: a package that names its sources for bundlers (`"source": "./src/index.ts"`) is read from them. */
const CONDITIONS = ['source', 'types', 'import', 'module', 'default', 'require', 'node', 'browser'];
const BUILD_DIR = /^(dist|lib|build|out|esm|cjs|es|types)(\/(esm|cjs|es|types|src))?\//;
const MANIFEST = /(^|\/)package\.json$/;

export const isManifest = (path: string): boolean => MANIFEST.test(path) && !path.includes('node_modules/');

/** The named packages among `files` (repository path → text) whose package.json the job read. */
export function ownPackages(files: ReadonlyMap<string, string>): OwnPackage[] {
  const out: OwnPackage[] = [];
  for (const [path, text] of files) {
    if (!isManifest(path)) continue;
    const json = readPackageJson(text);
    if (json.name !== undefined && json.name !== '') out.push({ dir: dirOf(path), name: json.name, json });
  }
  return out;
}

/** The package name of a bare specifier (`@a/b/c` → `@a/b`, `x/y` → `x`). */
export function packageNameOf(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
}

function asFile(base: string, has: (path: string) => boolean): string | undefined {
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

function packageFile(dir: string, rel: string, has: (path: string) => boolean): string | undefined {
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

function viaExports(pkg: OwnPackage, sub: string, has: (path: string) => boolean): string | undefined {
  const exports = pkg.json.exports;
  const isMap = typeof exports === 'object' && exports !== null && !Array.isArray(exports) && Object.keys(exports).some((k) => k.startsWith('.'));
  const entries: [string, ExportsField][] = isMap ? Object.entries(exports) : [['.', exports ?? null]];
  const exact = entries.find(([k]) => k === sub);
  const candidates = exact ? [{ value: exact[1], star: '' }] : entries
    .filter(([k]) => k.includes('*') && sub.startsWith(k.slice(0, k.indexOf('*'))) && sub.endsWith(k.slice(k.indexOf('*') + 1)))
    .map(([k, value]) => ({ value, star: sub.slice(k.indexOf('*'), sub.length - (k.length - k.indexOf('*') - 1)) }));
  for (const c of candidates) {
    const targets: string[] = [];
    exportTargets(c.value, c.star, targets);
    for (const t of targets) {
      const found = packageFile(pkg.dir, t, has);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The repository file a bare specifier names when it is one of `packages` (or a subpath of one), else undefined. */
export function ownPackageFile(spec: string, packages: readonly OwnPackage[], has: (path: string) => boolean): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.includes(':')) return undefined;
  const name = packageNameOf(spec);
  for (const pkg of packages.filter((p) => p.name === name)) {
    const rest = spec.slice(name.length).replace(/^\//, '');
    const sub = rest === '' ? '.' : `./${rest}`;
    if (pkg.json.exports !== undefined) {
      const found = viaExports(pkg, sub, has);
      if (found !== undefined) return found;
    }
    if (sub !== '.') {
      const found = packageFile(pkg.dir, rest, has) ?? packageFile(pkg.dir, `src/${rest}`, has);
      if (found !== undefined) return found;
      continue;
    }
    for (const entry of [pkg.json.types, pkg.json.typings, pkg.json.module, pkg.json.main]) {
      const found = entry === undefined ? undefined : packageFile(pkg.dir, entry, has);
      if (found !== undefined) return found;
    }
    const found = packageFile(pkg.dir, 'index', has) ?? packageFile(pkg.dir, 'src/index', has);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A relative specifier of `fromFile`, resolved among the paths `has` knows. */
export function relativeFile(fromFile: string, spec: string, has: (path: string) => boolean): string | undefined {
  const path = joinPath(dirOf(fromFile), spec);
  return path === undefined ? undefined : asFile(path, has);
}

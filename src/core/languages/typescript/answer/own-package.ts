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
import { readPackageJson, type PackageJson } from '../resolve/json-config.js';
import { asFile, packageFile, viaExports } from '../resolve/package-entry.js';
import { dirOf, joinPath } from '../resolve/paths.js';

export interface OwnPackage {
  /** The package's directory ('' = the repository root). */
  dir: string;
  name: string;
  json: PackageJson;
}

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

/** The repository file a bare specifier names when it is one of `packages` (or a subpath of one), else undefined. */
export function ownPackageFile(spec: string, packages: readonly OwnPackage[], has: (path: string) => boolean): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.includes(':')) return undefined;
  const name = packageNameOf(spec);
  for (const pkg of packages.filter((p) => p.name === name)) {
    const rest = spec.slice(name.length).replace(/^\//, '');
    const sub = rest === '' ? '.' : `./${rest}`;
    if (pkg.json.exports !== undefined) {
      const found = viaExports(pkg.dir, pkg.json.exports, sub, has, true);
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

/**
 * TYPESCRIPT_TYPES_GLOBALS for a checkout's node_modules (issue 22): per listed `@types` package, the global names its
 * declaration files can declare (declared-globals.ts, TypeScript's parser), together
 * with those of the packages they reference or import (`/// <reference types="sizzle" />`, `import 'react'`),
 * transitively: any of them may be what the compiler adds to every file. A package is found the way the compiler
 * would: in the referring package's own node_modules, else in a node_modules folder, as itself and as its `@types`
 * package. Node's own (`node`, `@types/node`) are not followed: the host's globals stay open by design. Bounded: a
 * package with more than MAX_PACKAGE_FILES declaration files, a closure over MAX_CLOSURE_PACKAGES packages or the
 * whole answer over MAX_TOTAL_BYTES is `*` (its names unknown, every global open, as before).
 */
import { readdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { formatTypesGlobals } from '../../core/dependencies/types-globals.js';
import { declaredGlobals, type FileGlobals } from './declared-globals.js';
import { readTextInside } from './text-inside.js';

const DECLARATION = /\.d\.[cm]?ts$/;
const SEGMENT = /^[A-Za-z0-9_@$+~-][A-Za-z0-9_.@$+~-]{0,200}$/;
const MAX_PACKAGE_FILES = 2000;
/** The index reads a file up to this size whatever the checks' own cap: it is never given to the compiler. */
const MAX_INDEX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_CLOSURE_PACKAGES = 60;
const MAX_TOTAL_BYTES = 96 * 1024 * 1024;
const HOST = new Set(['node', '@types/node']);

type PackageGlobals = { names: string[]; packages: string[] } | 'unknown';

class Budget {
  bytes = 0;
}

async function declarationFiles(root: string, signal: AbortSignal): Promise<string[] | 'unknown'> {
  const out: string[] = [];
  const walk = async (dir: string, depth: number): Promise<boolean> => {
    if (signal.aborted || depth > 12) return false;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (!SEGMENT.test(e.name) || e.name === 'node_modules') continue;
      const full = join(dir, e.name);
      if (e.isDirectory()) {
        if (!(await walk(full, depth + 1))) return false;
      } else if ((e.isFile() || e.isSymbolicLink()) && DECLARATION.test(e.name)) {
        out.push(full);
        if (out.length > MAX_PACKAGE_FILES) return false;
      }
    }
    return true;
  };
  return (await walk(root, 0)) ? out : 'unknown';
}

/** The folders a package name `pkg` stands for, seen from `from` (a package folder, or undefined at the top). */
async function packageDirs(pkg: string, from: string | undefined, nodeModules: readonly string[]): Promise<string[]> {
  const names = pkg.startsWith('@types/') ? [pkg] : [pkg, `@types/${pkg.startsWith('@') ? pkg.slice(1).replace('/', '__') : pkg}`];
  const out: string[] = [];
  for (const name of names) {
    for (const dir of [...(from === undefined ? [] : [join(from, 'node_modules')]), ...nodeModules]) {
      const found = await realpath(join(dir, ...name.split('/'))).catch(() => undefined);
      if (found !== undefined) {
        out.push(found);
        break;
      }
    }
  }
  return out;
}

async function ownGlobals(dir: string, budget: Budget, signal: AbortSignal): Promise<PackageGlobals> {
  const files = await declarationFiles(dir, signal);
  if (files === 'unknown') return 'unknown';
  const names = new Set<string>();
  const packages = new Set<string>();
  for (const f of files) {
    if (signal.aborted) return 'unknown';
    const text = await readTextInside(dir, f, MAX_INDEX_FILE_BYTES, signal).catch(() => undefined);
    if (text === undefined) return 'unknown';
    budget.bytes += text.length;
    if (budget.bytes > MAX_TOTAL_BYTES) return 'unknown';
    const g: FileGlobals = declaredGlobals(text, f);
    for (const n of g.names) names.add(n);
    for (const p of g.packages) packages.add(p);
  }
  return { names: [...names], packages: [...packages] };
}

/** The TYPESCRIPT_TYPES_GLOBALS text for the listed `@types` packages (`chrome`), or undefined when cut short. */
export async function typesGlobals(nodeModules: readonly string[], listed: readonly string[], signal: AbortSignal): Promise<string | undefined> {
  const budget = new Budget();
  const memo = new Map<string, Promise<PackageGlobals>>();
  const own = (dir: string): Promise<PackageGlobals> => {
    let p = memo.get(dir);
    if (p === undefined) memo.set(dir, (p = ownGlobals(dir, budget, signal)));
    return p;
  };
  const entries = new Map<string, readonly string[] | 'unknown'>();
  for (const name of listed) {
    if (name === 'node') continue;
    const roots = await packageDirs(`@types/${name}`, undefined, nodeModules);
    const names = new Set<string>();
    const seen = new Set<string>(roots);
    const queue = [...roots];
    let unknown = roots.length === 0;
    while (queue.length > 0 && !unknown) {
      const dir = queue.shift()!;
      const g = await own(dir);
      if (g === 'unknown' || seen.size > MAX_CLOSURE_PACKAGES) {
        unknown = true;
        break;
      }
      for (const n of g.names) names.add(n);
      for (const pkg of g.packages) {
        if (HOST.has(pkg)) continue;
        for (const d of await packageDirs(pkg, dir, nodeModules)) {
          if (!seen.has(d)) {
            seen.add(d);
            queue.push(d);
          }
        }
      }
    }
    if (signal.aborted) return undefined;
    entries.set(name, unknown ? 'unknown' : [...names]);
  }
  return formatTypesGlobals(entries);
}

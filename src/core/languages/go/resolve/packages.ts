/**
 * Go packages from the path list: a package is a directory (all its `.go` files share one scope),
 * its import path the module path of the nearest `go.mod` above it (read once per snapshot)
 * joined with the directory's path below that `go.mod`. An import path outside the importing
 * file's module (the standard library, other modules, a nested module with its own `go.mod`) is
 * not followed, and neither is anything under `vendor/`. Without any `go.mod` above a file (a
 * GOPATH tree such as Debian's /usr/share/gocode/src), an import path names the directory whose
 * path ends with it.
 */
import { identifierParts } from '../../identifiers.js';

export interface GoPackages {
  /** The `.go` files of a directory (test files only for a test file's own lookups). */
  filesOf(dir: string, forFile?: string): string[];
  /** The directory an import in `fromFile` leads to; undefined when not followed. */
  resolve(fromFile: string, importPath: string): Promise<string | undefined>;
  /** The same, from what is already known (go.mod files read so far). */
  resolveKnown(fromFile: string, importPath: string): string | undefined;
  /** The file that stands for a package directory (named after it, else the first non-test file). */
  representative(dir: string): string | undefined;
}

export const dirOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const isTest = (file: string): boolean => file.endsWith('_test.go');
const underVendor = (dir: string): boolean => dir === 'vendor' || dir.startsWith('vendor/') || dir.includes('/vendor/') || dir.endsWith('/vendor');
const join = (a: string, b: string): string => (a === '' ? b : b === '' ? a : `${a}/${b}`);

/** The module path a go.mod declares (`module example.com/m`), if any. */
export function modulePathOf(goMod: string): string | undefined {
  const m = /^\s*module\s+("?)([^\s"]+)\1\s*(\/\/.*)?$/m.exec(goMod);
  return m?.[2];
}

export function createGoPackages(files: readonly string[], readFile: (path: string) => Promise<string | undefined>): GoPackages {
  const byDir = new Map<string, string[]>();
  for (const f of files) {
    if (!f.endsWith('.go')) continue;
    const dir = dirOf(f);
    const list = byDir.get(dir) ?? [];
    list.push(f);
    byDir.set(dir, list);
  }
  const modRoots = files.filter((f) => f === 'go.mod' || f.endsWith('/go.mod')).map(dirOf).sort((a, b) => b.length - a.length);
  const modulePaths = new Map<string, string | undefined>();
  const reads = new Map<string, Promise<string | undefined>>();
  const readModule = (root: string): Promise<string | undefined> => {
    let p = reads.get(root);
    if (p === undefined) {
      p = readFile(join(root, 'go.mod')).then((text) => {
        const path = text === undefined ? undefined : modulePathOf(text);
        modulePaths.set(root, path);
        return path;
      });
      reads.set(root, p);
    }
    return p;
  };
  // Every go.mod is small and every Go import needs one: start reading them now.
  for (const root of modRoots.slice(0, 64)) void readModule(root).catch(() => undefined);

  const rootOf = (file: string): string | undefined => {
    const dir = dirOf(file);
    return modRoots.find((r) => r === '' || dir === r || dir.startsWith(`${r}/`));
  };
  const gopathDirs = new Map<string, string | undefined>();
  const gopath = (importPath: string): string | undefined => {
    if (gopathDirs.has(importPath)) return gopathDirs.get(importPath);
    let found: string | undefined;
    for (const dir of byDir.keys()) {
      if ((dir === importPath || dir.endsWith(`/${importPath}`)) && !underVendor(dir)) found = found === undefined || dir.length < found.length ? dir : found;
    }
    gopathDirs.set(importPath, found);
    return found;
  };
  const within = (root: string, modulePath: string | undefined, importPath: string): string | undefined => {
    if (modulePath === undefined) return undefined;
    if (importPath !== modulePath && !importPath.startsWith(`${modulePath}/`)) return undefined;
    const dir = join(root, importPath.slice(modulePath.length + 1));
    // A directory under another go.mod is another module.
    if (!byDir.has(dir) || underVendor(dir.slice(root.length)) || rootOf(`${dir}/x.go`) !== root) return undefined;
    return dir;
  };

  return {
    filesOf: (dir, forFile) => (byDir.get(dir) ?? []).filter((f) => !isTest(f) || (forFile !== undefined && isTest(forFile))),
    async resolve(fromFile, importPath) {
      const root = rootOf(fromFile);
      if (root === undefined) return gopath(importPath);
      return within(root, await readModule(root), importPath);
    },
    resolveKnown(fromFile, importPath) {
      const root = rootOf(fromFile);
      if (root === undefined) return gopath(importPath);
      return within(root, modulePaths.get(root), importPath);
    },
    representative(dir) {
      const list = (byDir.get(dir) ?? []).filter((f) => !isTest(f));
      const words = new Set(identifierParts(dir.slice(dir.lastIndexOf('/') + 1)));
      return list.find((f) => identifierParts(f.slice(f.lastIndexOf('/') + 1, -3)).some((w) => words.has(w))) ?? list[0];
    },
  };
}

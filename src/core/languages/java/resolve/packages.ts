/**
 * Java packages from the path list, as a build tool lays them out: a package is a directory of
 * `.java` files whose path ends with the package's folders (`a.b` -> `.../a/b`), under a source
 * root (`src/main/java`, `src/test/java`, a module's `src/`, the repository root) that the path
 * list alone does not name; so every directory ending that way is a candidate, and the one
 * sharing the longest path with the importing file wins (the same module of a multi-module
 * Maven/Gradle build before another; `src/main/java` and `src/test/java` of one module share
 * the module's path). A type is the file named after it (`a.b.C` -> `.../a/b/C.java`): Java
 * requires that of a public top-level type, and other files are not searched.
 */
export interface JavaPackages {
  /** The `.java` files of a directory. */
  filesOf(dir: string): string[];
  /** The directories that can hold package `pkg` for `fromFile`, the nearest first. */
  packageDirs(fromFile: string, pkg: string): string[];
  /** The file of type `name` in package `pkg` as `fromFile` sees it. */
  typeFile(fromFile: string, pkg: string, name: string): string | undefined;
}

export const dirOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

/** Leading path segments two folders share: the nearer folder wins a tie between same-named types. */
export function sharedLength(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n += 1;
  return n;
}

export function createJavaPackages(files: readonly string[]): JavaPackages {
  const byDir = new Map<string, string[]>();
  const all = new Set<string>();
  for (const f of files) {
    if (!f.endsWith('.java')) continue;
    all.add(f);
    const dir = dirOf(f);
    const list = byDir.get(dir) ?? [];
    list.push(f);
    byDir.set(dir, list);
  }
  const dirsOf = new Map<string, string[]>();
  const candidates = (pkg: string): string[] => {
    let found = dirsOf.get(pkg);
    if (found === undefined) {
      const tail = pkg.split('.').join('/');
      found = [...byDir.keys()].filter((d) => (tail === '' ? true : d === tail || d.endsWith(`/${tail}`)));
      dirsOf.set(pkg, found);
    }
    return found;
  };
  const packageDirs = (fromFile: string, pkg: string): string[] => {
    const from = dirOf(fromFile);
    return candidates(pkg)
      .map((d) => ({ d, shared: sharedLength(from, d) }))
      .sort((a, b) => b.shared - a.shared || a.d.length - b.d.length || (a.d < b.d ? -1 : 1))
      .map((x) => x.d);
  };
  return {
    filesOf: (dir) => byDir.get(dir) ?? [],
    packageDirs,
    typeFile(fromFile, pkg, name) {
      // The unnamed package is the importing file's own directory only.
      const dirs = pkg === '' ? [dirOf(fromFile)] : packageDirs(fromFile, pkg);
      for (const d of dirs) {
        const f = d === '' ? `${name}.java` : `${d}/${name}.java`;
        if (all.has(f)) return f;
      }
      return undefined;
    },
  };
}

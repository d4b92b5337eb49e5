/**
 * What the TypeScript answer checks read beside the files retrieval read (Language.scopeFiles): the
 * declaration files next to the target's folders — `.d.ts` files directly in the target's directory, in
 * each directory above it, and in a `types/` or `typings/` folder of those. A project's ambient globals
 * (`declare const __DEV__: boolean` in `src/global.d.ts`) live there, picked up by its tsconfig without any
 * import; unread, a correct body using them is rejected as "Cannot find name". After those, the other declaration
 * files of the target's package (below the nearest package.json; not dependencies nor build output), shallowest
 * first: a tsconfig compiles them wherever they lie (`config/globals.d.ts`). The check makes every read declaration
 * file a root (check/program.ts), so reading them is all it takes.
 */
const MAX_AMBIENT_FILES = 12;
const DECLARATION = /\.d\.[cm]?ts$/;
/** Dependencies and build output: their declaration files describe modules, not the project's globals. */
const NOT_PROJECT = /(?:^|\/)(?:node_modules|dist|build|out|coverage|lib|es|esm|cjs|umd)\//;

/** The listing's package.json files. */
const packageManifests = (files: readonly string[]): Set<string> => new Set(files.filter((f) => f === 'package.json' || f.endsWith('/package.json')));

/** The folder of the nearest package.json above `file` in the listing ('' for the repository's root), or undefined. */
export function packageRoot(file: string, files: readonly string[], manifests = packageManifests(files)): string | undefined {
  for (let dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : ''; ; dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '') {
    if (manifests.has(dir === '' ? 'package.json' : `${dir}/package.json`)) return dir;
    if (dir === '') return undefined;
  }
}

export function ambientDeclarationFiles(file: string, files: readonly string[]): string[] {
  const dirs: string[] = [];
  for (let dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : ''; ; dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '') {
    dirs.push(dir, dir === '' ? 'types' : `${dir}/types`, dir === '' ? 'typings' : `${dir}/typings`);
    if (dir === '') break;
  }
  // The repository's declaration files by folder, in one pass over the listing.
  const byDir = new Map<string, string[]>();
  for (const f of files) {
    if (!DECLARATION.test(f) || f.includes('node_modules/') || f === file) continue;
    const at = f.lastIndexOf('/');
    const dir = at < 0 ? '' : f.slice(0, at);
    const list = byDir.get(dir);
    if (list === undefined) byDir.set(dir, [f]);
    else list.push(f);
  }
  // Nearest folders first: the target's own project's declarations before a monorepo root's.
  const near = [...new Set(dirs.flatMap((dir) => byDir.get(dir) ?? []))];
  // Then the other declaration files of the target's own package, shallowest first: a project's tsconfig compiles
  // them all, wherever they are (billboard.js declares its build define `__WORKER_SRC__` in config/globals.d.ts).
  const manifests = packageManifests(files);
  const root = packageRoot(file, files, manifests);
  if (root !== undefined && near.length < MAX_AMBIENT_FILES) {
    const prefix = root === '' ? '' : `${root}/`;
    const depth = (f: string): number => f.split('/').length;
    const rest = [...byDir.values()].flat()
      .filter((f) => f.startsWith(prefix) && !near.includes(f) && !NOT_PROJECT.test(f.slice(prefix.length)) && packageRoot(f, files, manifests) === root)
      .sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
    near.push(...rest);
  }
  return near.slice(0, MAX_AMBIENT_FILES);
}

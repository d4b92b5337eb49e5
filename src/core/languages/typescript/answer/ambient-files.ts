/**
 * What the TypeScript answer checks read beside the files retrieval read (Language.scopeFiles): the
 * declaration files next to the target's folders — `.d.ts` files directly in the target's directory, in
 * each directory above it, and in a `types/` or `typings/` folder of those. A project's ambient globals
 * (`declare const __DEV__: boolean` in `src/global.d.ts`) live there, picked up by its tsconfig without any
 * import; unread, a correct body using them is rejected as "Cannot find name". The check makes every read
 * declaration file a root (check/program.ts), so reading them is all it takes.
 */
const MAX_AMBIENT_FILES = 12;
const DECLARATION = /\.d\.[cm]?ts$/;

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
  return [...new Set(dirs.flatMap((dir) => byDir.get(dir) ?? []))].slice(0, MAX_AMBIENT_FILES);
}

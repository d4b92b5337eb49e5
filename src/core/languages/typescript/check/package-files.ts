/**
 * The installed packages' files the job read (answer/package-type-files.ts, under DEPENDENCY_ROOT) as the compiler
 * sees them: at `/node_modules/<package>/<path>`, above every repository file (served at `/<path>`), where the
 * compiler's own module resolution finds them for a bare import (`exports` types conditions, `types`, `@types/`).
 * They are kept apart from the repository's files: nothing else of the check (needed imports, own-package names,
 * subclasses) reads them.
 */
import { dependencyRoot } from '../../../dependencies/port.js';

const PREFIX = `${dependencyRoot('typescript')}/`;

export interface SplitReadFiles {
  /** The repository's files, by repository path. */
  repo: ReadonlyMap<string, string>;
  /** The packages' files, by compiler path (`/node_modules/react/package.json`). */
  packages: ReadonlyMap<string, string>;
}

export function splitPackageFiles(readFiles: ReadonlyMap<string, string>): SplitReadFiles {
  let packages: Map<string, string> | undefined;
  for (const path of readFiles.keys()) {
    if (path.startsWith(PREFIX)) (packages ??= new Map()).set(`/node_modules/${path.slice(PREFIX.length)}`, readFiles.get(path)!);
  }
  if (packages === undefined) return { repo: readFiles, packages: new Map() };
  return { repo: new Map([...readFiles].filter(([p]) => !p.startsWith(PREFIX))), packages };
}

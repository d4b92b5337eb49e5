/**
 * Uses of a package's names outside the target, over the package's other files (Language.retrieval.packageFiles):
 * in Go a package is a folder, so an unexported helper in `lex.go` that nothing in the package calls is as much
 * "there for the stub" as one in the target's own file. Counted only when the walk opened every file of the
 * package: a file not read could use the helper, and "unused" would then be a guess.
 */
import type { ModuleLoader } from '../graph/module-loader.js';
import type { Definition } from '../languages/types.js';
import { fileUsage } from './file-usage.js';

export interface PackageUsage {
  /** The package's files other than the target's. */
  files: Set<string>;
  /** Uses of each name in those files. */
  names: Map<string, number>;
}

export async function packageUsage(loader: ModuleLoader, targetFile: string, target: Definition, packageFiles: readonly string[]): Promise<PackageUsage | undefined> {
  const others = packageFiles.filter((f) => f !== targetFile);
  if (others.length === 0) return undefined;
  const opened = new Set(loader.opened());
  if (others.some((f) => !opened.has(f))) return undefined;
  const names = new Map<string, number>();
  for (const f of others) {
    const m = await loader.load(f);
    if (m === undefined) return undefined;
    for (const [name, n] of fileUsage(m, target).names) names.set(name, (names.get(name) ?? 0) + n);
  }
  return { files: new Set(others), names };
}

/**
 * Finds the target definition, or explains in one sentence why it cannot be found.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule, ModuleLoader } from '../graph/module-loader.js';
import { TargetNotFoundError, type RetrievalTarget } from './types.js';

export async function loadTarget(
  files: readonly string[],
  loader: ModuleLoader,
  target: RetrievalTarget,
): Promise<{ mod: LoadedModule; def: Definition }> {
  if (!files.includes(target.file)) {
    throw new TargetNotFoundError(`The file ${target.file} is not in the repository.`);
  }
  const mod = await loader.load(target.file, true);
  if (mod === undefined) {
    throw new TargetNotFoundError(`The file ${target.file} could not be read as UTF-8 text (binary, too large or not UTF-8).`);
  }
  const def = mod.byQualname.get(target.qualname);
  if (def === undefined || def.kind === 'variable') {
    throw new TargetNotFoundError(`No function, method or class named ${target.qualname} is defined in ${target.file}.`);
  }
  return { mod, def };
}

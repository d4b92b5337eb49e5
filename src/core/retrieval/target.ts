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
  return { mod, def: stubbedOverload(mod, def) };
}

/**
 * Overloads share one qualified name (Java's `CommandAPDU(int, int, int, int)` beside
 * `CommandAPDU(int, int, int, int, byte[])`): the name stands for the one whose body is a stub, the
 * one there is work to do on; with no stub among them, for the definition the index keeps.
 */
function stubbedOverload(mod: LoadedModule, def: Definition): Definition {
  const same = mod.parsed.definitions.filter((d) => d.qualname === def.qualname && d.kind === def.kind);
  if (same.length < 2) return def;
  const stubLines = new Set(mod.language.findStubs(mod.text, mod.file, mod.parsed).filter((st) => st.qualname === def.qualname).map((st) => st.defLine));
  return same.find((d) => stubLines.has(d.range.start)) ?? def;
}

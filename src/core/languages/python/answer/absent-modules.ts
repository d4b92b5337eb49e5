/**
 * A relative import whose module the repository's snapshot does not have. `from ..core.utils import *` written in
 * `ontospy/extras/hacks/server.py` names `ontospy/extras/core/utils`, which ontospy does not ship (its `core` package
 * is `ontospy/core`: the file was moved and its imports were not): Python raises ImportError at that line when it
 * imports the file, unless the module is made at build time (a generated `_version.py`, a compiled extension). Either
 * way what the star import binds is unknown to anyone reading the repository, and no answer can change it.
 */

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/**
 * Whether `from <level dots><module> import ...` written in `fromFile` names a module no file of `repoFiles` can be:
 * no `<stem>.<ext>` (source, stub, Cython, compiled) and no directory `<stem>/`. False for an absolute import (a
 * dependency's or Python's own module) and for a relative import past the repository's root.
 */
export function relativeModuleAbsent(fromFile: string, module: string, level: number, repoFiles: readonly string[]): boolean {
  if (level === 0) return false;
  let base = dirOf(fromFile);
  for (let i = 1; i < level; i += 1) {
    if (base === '') return false;
    base = dirOf(base);
  }
  const stem = [base, ...(module === '' ? [] : module.split('.'))].filter((p) => p !== '').join('/');
  if (stem === '') return false;
  return !repoFiles.some((f) => f.startsWith(`${stem}/`) || (f.startsWith(`${stem}.`) && !f.slice(stem.length + 1).includes('/')));
}

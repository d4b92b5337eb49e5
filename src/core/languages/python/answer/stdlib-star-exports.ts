/** What `from <module> import *` binds for a standard-library module (the generated table, split on first use). */
import { STDLIB_PRIVATE_STAR_EXPORTS, STDLIB_STAR_EXPORTS } from './stdlib-star-exports-data.js';
import { STDLIB_MODULES } from './stdlib-modules-data.js';

const split = new Map<string, readonly string[]>();

/** The names a star import of the standard-library module binds, or undefined when the table does not list it. */
export function stdlibStarExports(module: string): readonly string[] | undefined {
  const known = split.get(module);
  if (known !== undefined) return known;
  const row = Object.hasOwn(STDLIB_STAR_EXPORTS, module) ? STDLIB_STAR_EXPORTS[module] : undefined;
  if (row === undefined) return undefined;
  const names = row.split(' ').filter((n) => n !== '');
  split.set(module, names);
  return names;
}

/**
 * Whether a star import of the standard-library module `module` (one the table does not list: `from _datetime import *`)
 * may bind `name`. A star import binds a name starting with `_` only when the module's `__all__` lists it, and the
 * standard library's `__all__`s list a handful (STDLIB_PRIVATE_STAR_EXPORTS, generated from every module); any public
 * name may come. Undefined when `module` is not the standard library's.
 */
export function stdlibStarMayBind(module: string, name: string): boolean | undefined {
  if (!isStdlibModule(module)) return undefined;
  return !name.startsWith('_') || STDLIB_PRIVATE_STAR_EXPORTS.has(name);
}

/** Whether `module` (absolute, dotted) is the standard library's by its top-level name. */
export function isStdlibModule(module: string): boolean {
  return STDLIB_MODULES.has(module.split('.')[0] ?? '');
}

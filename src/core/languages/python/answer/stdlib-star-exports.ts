/** What `from <module> import *` binds for a standard-library module (the generated table, split on first use). */
import { STDLIB_STAR_EXPORTS } from './stdlib-star-exports-data.js';

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

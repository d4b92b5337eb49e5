/**
 * The definitions a target's similarity ranking (BM25 in dycoder.ts) indexes: every non-variable
 * definition of the files the walk opened, but at most MAX_POOL_PER_FILE from one file. Each
 * target builds its own index, so a file at the definition cap (5,000, definition-cap.ts) made
 * every one of a job's targets index 5,000 siblings. The bound sits above the largest real file
 * of the benchmark corpora (2,060 definitions, sympy's rubi constraints), so real files are
 * indexed whole; past it, the target's own file gives the definitions nearest the target (the
 * list is in source order: a window around it, never a copy of the whole list), another file its
 * first ones.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';

export const MAX_POOL_PER_FILE = 2500;

export interface PoolEntry {
  mod: LoadedModule;
  def: Definition;
}

/**
 * The index range [from, to) of `defs` (in source order) a target reads: all of them up to `max`,
 * else the `max` around the target, or the first `max` when the target is not among them. The
 * same bound serves the siblings entering the graph walk (entry-points.ts) and the references
 * behind the usage prior (usage-prior.ts).
 */
export function windowAround(defs: readonly Definition[], target: Definition, max = MAX_POOL_PER_FILE): [number, number] {
  if (defs.length <= max) return [0, defs.length];
  const at = defs.indexOf(target);
  const from = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(max / 2), defs.length - max));
  return [from, from + max];
}

/** Appends `mod`'s pool entries for `target` to `out`. */
export function addToPool(out: PoolEntry[], mod: LoadedModule, target: Definition, max = MAX_POOL_PER_FILE): void {
  const defs = mod.parsed.definitions;
  const [from, to] = windowAround(defs, target, max);
  for (let i = from; i < to; i += 1) {
    const def = defs[i];
    if (def !== undefined && def.kind !== 'variable' && def !== target) out.push({ mod, def });
  }
}

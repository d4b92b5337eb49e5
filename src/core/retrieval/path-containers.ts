/**
 * Containers the target's file calls into by path (Language.retrieval.pathContainers): a file that writes
 * `Error::new_io(..)` and `Error::new_body(..)` elsewhere is likely to call another of `Error`'s associated
 * functions in the stub (`Error::new_shutdown`), and a file that calls `headers::content_length_parse_all(..)`
 * another free function of `headers` (`headers::is_chunked`). A stubbed body names neither, so the graph walk
 * reaches such functions only as members two hops out, ranked with nothing to lift them; here each container's
 * functions become candidates of their own, with how often the file called into the container.
 */
import type { Definition } from '../languages/types.js';
import type { ModuleLoader } from '../graph/module-loader.js';
import { symbolId, type FrontierEntry } from '../graph/expand.js';

/** A member function without its receiver parameter (Rust's `fn new() -> Self`): called by path only. */
export function isAssociatedFunction(def: Definition): boolean {
  return def.kind === 'method' && def.receiver !== undefined && !def.parameters.includes(def.receiver);
}

export interface PathContainers {
  /** Candidate entries: the containers' functions. */
  entries: FrontierEntry[];
  /** Path calls into the candidate's container, by candidate node id. */
  calls: Map<string, number>;
}

/** At most this many functions of one container (a module of hundreds of functions keeps its first). */
const MAX_PER_CONTAINER = 60;

export async function pathContainers(
  loader: ModuleLoader,
  pathCalls: readonly { file: string; def: Definition }[],
  targetId: string,
  target: Definition,
): Promise<PathContainers> {
  // A container: a type's associated functions (`file:Type`), or a module's free functions (`file`).
  const counts = new Map<string, { file: string; parent: string | undefined; n: number }>();
  for (const { file, def } of pathCalls) {
    let key: string;
    if (isAssociatedFunction(def) && def.parent !== undefined) key = `${file}:${def.parent}`;
    else if (def.kind === 'function' && def.parent === undefined) key = file;
    else continue;
    const c = counts.get(key) ?? { file, parent: def.kind === 'function' ? undefined : def.parent, n: 0 };
    c.n += 1;
    counts.set(key, c);
  }
  const entries: FrontierEntry[] = [];
  const calls = new Map<string, number>();
  for (const { file, parent, n } of counts.values()) {
    const mod = await loader.load(file);
    if (mod === undefined) continue;
    const members = mod.parsed.definitions.filter((d) =>
      d !== target && (parent === undefined ? d.kind === 'function' && d.parent === undefined : d.parent === parent && isAssociatedFunction(d)),
    );
    for (const def of members.slice(0, MAX_PER_CONTAINER)) {
      const symbol = { kind: 'definition' as const, file, def };
      const id = symbolId(symbol);
      if (id === targetId) continue;
      calls.set(id, (calls.get(id) ?? 0) + n);
      entries.push({ id, symbol, hop: 2, kind: 'usage', from: targetId });
    }
  }
  return { entries, calls };
}

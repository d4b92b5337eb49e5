/**
 * Native parse trees kept for the answer check (answer/validate.ts): each answer is checked by parsing the target's
 * whole file with the answer in place, and on a large file that parse was a tenth of a job's CPU (zod: 273 K characters
 * per job). A tree kept from the parse of the file as the job read it (the front end keeps the tree of a file with stubs)
 * or from the previous answer's check lets the next parse start from it, edited where the texts differ
 * (lite-tree.ts `parseAndRewrite` with `from`): tree-sitter reads again only the body and what touches it.
 *
 * Found by the file's path AND the exact text its line of parses started from (the file as the job read it: `origin`),
 * like the check's parsed-source cache (check/source-cache.ts): a check gets a tree only from text it presented itself,
 * and the incremental parse gives the tree a fresh parse of the new text gives. A tree serves one parse (editing it
 * consumes it): `take` removes it. Bounded by the kept texts' total length, the least recently kept going first; per
 * thread (a native tree cannot leave the thread that parsed it).
 */
import type { KeptTree } from '../lite-tree.js';

/** About 2 M characters of source: a few large files' trees (a native tree costs some tens of bytes per character). */
export const KEPT_TREES_MAX_CHARS = 2 * 1024 * 1024;

export interface KeptTrees {
  /** The tree kept for `file` from `origin`'s line of parses, removed (it serves one parse); undefined when there is none. */
  take(file: string, origin: string): KeptTree | undefined;
  /** Keeps `tree` for `file` under `origin`, replacing what was kept for the file. */
  put(file: string, origin: string, tree: KeptTree): void;
}

export function createKeptTrees(maxChars = KEPT_TREES_MAX_CHARS): KeptTrees {
  // Insertion order is recency order: the oldest go first once the total passes maxChars.
  const byFile = new Map<string, { origin: string; tree: KeptTree }>();
  let chars = 0;
  const remove = (file: string): void => {
    const entry = byFile.get(file);
    if (entry === undefined) return;
    byFile.delete(file);
    chars -= entry.tree.text.length;
  };
  return {
    take(file, origin) {
      const entry = byFile.get(file);
      if (entry === undefined || entry.origin !== origin) return undefined;
      remove(file);
      return entry.tree;
    },
    put(file, origin, tree) {
      remove(file);
      if (tree.text.length > maxChars) return;
      byFile.set(file, { origin, tree });
      chars += tree.text.length;
      for (const key of byFile.keys()) {
        if (chars <= maxChars) break;
        remove(key);
      }
    },
  };
}

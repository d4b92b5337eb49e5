/**
 * What the target's file uses outside the target itself: the names, `self.x` attributes and
 * `mod.name` chains its other code references, counted (rank.ts's "nothing else uses it" signal;
 * package-usage.ts adds a package's other files).
 */
import type { Definition, Reference } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';

export interface FileUsage {
  /** First chain segments referenced (bound names). */
  names: Map<string, number>;
  /** `self.x` / `cls.x` attribute names referenced. */
  selfAttrs: Map<string, number>;
  /** Two-segment chains `mod.name` referenced (module attributes). */
  dotted: Map<string, number>;
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function fileUsage(mod: LoadedModule, target: Definition): FileUsage {
  const names = new Map<string, number>();
  const selfAttrs = new Map<string, number>();
  const dotted = new Map<string, number>();
  const inTarget = (d: Definition): boolean => d === target || d.qualname.startsWith(`${target.qualname}.`);
  // The receivers are the language's (`this` is an ordinary name in Python).
  const receivers = mod.language.retrieval.receivers;
  const count = (refs: readonly Reference[]): void => {
    for (const ref of refs) {
      const [head, second] = ref.chain;
      if (head === undefined) continue;
      if (receivers.has(head) && second !== undefined) bump(selfAttrs, second);
      else {
        bump(names, head);
        if (second !== undefined) bump(dotted, `${head}.${second}`);
      }
    }
  };
  // Read in place: copying every definition's references into one list cost each target a
  // list as long as its whole file's references.
  count(mod.parsed.moduleReferences);
  for (const d of mod.parsed.definitions) if (!inTarget(d)) count(d.references);
  // Names listed in __all__ are used by the package's users.
  for (const name of mod.parsed.allNames ?? []) bump(names, name);
  return { names, selfAttrs, dotted };
}

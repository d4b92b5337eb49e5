/** Candidates for the other member of a static/instance pair that shares a qualname. */
import type { Candidate } from './assemble.js';

/**
 * TypeScript: `static clone(p)` and `clone()` in one class share a qualname, so the graph (keyed by
 * qualname) reaches one of them for both. The other follows it as a candidate of its own, just
 * below it: `Point.clone(p)` and `this.clone()` are equally likely uses.
 */
export function staticTwins(candidates: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (c.def.kind !== 'method' || c.def.parent === undefined) continue;
    for (const d of c.mod.parsed.definitions) {
      if (d.qualname !== c.def.qualname || d === c.def || d.declKind === 'overload' || d.isStatic === c.def.isStatic) continue;
      out.push({ ...c, def: d, score: c.score - 0.01 });
    }
  }
  return out;
}

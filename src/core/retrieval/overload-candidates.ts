/**
 * Overloads as candidates of their own, for languages whose overloads are separate code under one
 * graph name (`RetrievalRules.overloadCandidates`: Java). The graph keys a method by its qualified
 * name, so one overload stands for all of them, and the one the stubbed body called may be shown
 * only as a signature in its class's outline. Here every other overload of a candidate joins at the
 * candidate's score less ln(k) for k overloads (which one the body calls is not known: each is about
 * 1/k as likely as the name), and the
 * target's own overloads, which the graph never offers (their name is the target's), join at the
 * score of the best candidate of the target's class: an overload is most often written as a call to
 * another one.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import type { Candidate } from './assemble.js';

const callable = (d: Definition): boolean => d.kind === 'method' || d.kind === 'function';

/** The other definitions of `def`'s qualified name and kind in its file, in file order. */
export function overloadsOf(mod: LoadedModule, def: Definition): Definition[] {
  if (!callable(def)) return [];
  return mod.parsed.definitions.filter((d) => d !== def && d.qualname === def.qualname && d.kind === def.kind);
}

export function overloadCandidates(candidates: readonly Candidate[], target: { mod: LoadedModule; def: Definition }): Candidate[] {
  const out: Candidate[] = [];
  const taken = new Set<Definition>([target.def, ...candidates.map((c) => c.def)]);
  for (const c of candidates) {
    const others = overloadsOf(c.mod, c.def);
    // The body calls one of the k overloads: each is 1/k as likely as the name (scores are log-probabilities).
    const share = Math.log(others.length + 1);
    for (const d of others) {
      if (taken.has(d)) continue;
      taken.add(d);
      out.push({ ...c, def: d, score: c.score - share });
    }
  }
  const own = overloadsOf(target.mod, target.def).filter((d) => !taken.has(d));
  if (own.length === 0) return out;
  const cls = target.def.parent;
  const sameClass = candidates.filter((c) => c.mod.file === target.mod.file && c.def.parent === cls);
  const best = Math.max(...(sameClass.length > 0 ? sameClass : candidates).map((c) => c.score));
  if (!Number.isFinite(best)) return out;
  for (const d of own) out.push({ mod: target.mod, def: d, reason: 'overload', hop: 1, score: best });
  return out;
}

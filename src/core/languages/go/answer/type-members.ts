/**
 * The fields and methods of a type the package declares: its struct fields (an embedded field is
 * named by its type), interface methods, methods declared on `T` or `*T` in any file of the
 * package, and those promoted from embedded types. Undefined when the set is open: a defined type
 * over another (`type A B`), an alias, or an embedded type from another package.
 */
import type { Definition } from '../../types.js';
import type { GoPackageView } from './package-view.js';

export interface TypeMembers {
  names: Set<string>;
  /** Methods (with a signature) by name, promoted ones included. */
  methods: Map<string, Definition>;
}

export function typeMembers(type: string, view: GoPackageView, seen: Set<string> = new Set()): TypeMembers | undefined {
  if (seen.has(type)) return { names: new Set(), methods: new Map() };
  seen.add(type);
  const decl = view.topLevel.get(type)?.def;
  if (decl === undefined || decl.kind !== 'class' || (decl.declKind !== 'struct' && decl.declKind !== 'interface')) return undefined;
  const names = new Set<string>([...decl.attributes.map((a) => a.name), ...decl.locals]);
  const methods = new Map<string, Definition>();
  for (const [qualname, m] of view.members) {
    if (!qualname.startsWith(`${type}.`)) continue;
    names.add(m.def.name);
    if (!methods.has(m.def.name)) methods.set(m.def.name, m.def);
  }
  for (const base of decl.bases) {
    if (base.includes('.')) return undefined;
    const inner = typeMembers(base, view, seen);
    if (inner === undefined) return undefined;
    for (const n of inner.names) names.add(n);
    for (const [n, d] of inner.methods) if (!methods.has(n)) methods.set(n, d);
  }
  return { names, methods };
}

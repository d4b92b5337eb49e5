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

const BASIC = /^(?:bool|string|byte|rune|u?int(?:8|16|32|64)?|uintptr|float(?:32|64)|complex(?:64|128))\b/;

/** `type T []int`, `type T map[K]V`, `type T func(...)`, `type T uint8`: no fields, only T's own methods. */
function overLiteralType(decl: Definition): boolean {
  const m = /^type\s+\w+(?:\[[^\]]*\])?\s+(?!=)(.*)$/.exec(decl.signature.trim());
  const under = m?.[1]?.trim() ?? '';
  return /^(?:\[|map\[|func\b|chan\b|<-)/.test(under) || BASIC.test(under);
}

export function typeMembers(type: string, view: GoPackageView, seen: Set<string> = new Set()): TypeMembers | undefined {
  if (seen.has(type)) return { names: new Set(), methods: new Map() };
  seen.add(type);
  if (type === 'error') return { names: new Set(['Error']), methods: new Map() };
  const decl = view.declaration(type)?.def;
  if (decl === undefined || decl.kind !== 'class') return undefined;
  if (decl.declKind !== 'struct' && decl.declKind !== 'interface' && !overLiteralType(decl)) return undefined;
  const names = new Set<string>([...decl.attributes.map((a) => a.name), ...decl.locals]);
  const methods = new Map<string, Definition>();
  for (const m of view.methodsOf(type)) {
    names.add(m.name);
    if (!methods.has(m.name)) methods.set(m.name, m);
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

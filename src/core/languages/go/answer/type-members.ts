/**
 * The fields and methods of a type the package declares: its struct fields (an embedded field is
 * named by its type), interface methods, methods declared on `T` or `*T` in any file of the
 * package, and those promoted from embedded types (a standard library type's from a table generated
 * from Go's sources: std-members.ts; another package of the module's from its files, when the job
 * read them all: foreignMembers). Undefined when the set is open: a defined type over another
 * (`type A B`) or an alias; a type embedding a type of a package not wholly read (another module's,
 * or one of the module's with unread files) is open for exported names only (exportedOpen).
 */
import type { Definition } from '../../types.js';
import type { GoPackageView } from './package-view.js';
import { GO_STD_MEMBERS } from './std-members.js';

export interface TypeMembers {
  names: Set<string>;
  /** Methods (with a signature) by name, promoted ones included. */
  methods: Map<string, Definition>;
  /** Some members come from a standard library type embedded (as of the Go version the table was read from). */
  viaStd?: boolean;
  /**
   * The type embeds a type of another package that is not the standard library's: any EXPORTED name may
   * be promoted from it, but an unexported one cannot (another package's unexported names are not accessible).
   */
  exportedOpen?: boolean;
  /**
   * The type is defined over a cgo type (`type SQLiteContext C.sqlite3_context`): its methods are these, and any other name may
   * be a field of that C struct, which only the C headers say (the C type's spelling).
   */
  cgo?: string;
}

/** The exported members of a standard library type and those it embeds; undefined when unknown or open. */
export function stdMembers(qualified: string, seen: Set<string> = new Set()): Set<string> | undefined {
  if (seen.has(qualified)) return new Set();
  seen.add(qualified);
  const entry = GO_STD_MEMBERS[qualified];
  if (entry === undefined) return undefined;
  const names = new Set(entry[0].split(' ').filter((n) => n !== ''));
  for (const e of entry[1].split(' ').filter((n) => n !== '')) {
    const inner = e === '?' ? undefined : stdMembers(e, seen);
    if (inner === undefined) return undefined;
    for (const n of inner) names.add(n);
  }
  return names;
}

const BASIC = /^(?:bool|string|byte|rune|u?int(?:8|16|32|64)?|uintptr|float(?:32|64)|complex(?:64|128))\b/;

/** `type T []int`, `type T map[K]V`, `type T func(...)`, `type T uint8`: no fields, only T's own methods. */
function overLiteralType(decl: Definition): boolean {
  const m = /^type\s+\w+(?:\[[^\]]*\])?\s+(?!=)(.*)$/.exec(decl.signature.trim());
  const under = m?.[1]?.trim() ?? '';
  return /^(?:\[|map\[|func\b|chan\b|<-)/.test(under) || BASIC.test(under);
}

const exported = (n: string): boolean => /^\p{Lu}/u.test(n);

/**
 * The exported members of `alias.typeName` named in `file` of `view`'s package, when `alias` is a package
 * of the same module whose files the job all read and the type's member set is closed; else undefined.
 */
export function foreignMembers(file: string, alias: string, typeName: string, view: GoPackageView): TypeMembers | undefined {
  const other = view.foreign(file, alias);
  if (other === undefined || !other.complete || !other.names.has(typeName)) return undefined;
  const inner = typeMembers(typeName, other);
  if (inner === undefined) return undefined;
  return {
    names: new Set([...inner.names].filter(exported)),
    methods: new Map([...inner.methods].filter(([n]) => exported(n))),
    ...(inner.viaStd === true ? { viaStd: true } : {}),
    ...(inner.exportedOpen === true ? { exportedOpen: true } : {}),
    ...(inner.cgo !== undefined ? { cgo: inner.cgo } : {}),
  };
}

export function typeMembers(type: string, view: GoPackageView, seen: Set<string> = new Set()): TypeMembers | undefined {
  if (seen.has(type)) return { names: new Set(), methods: new Map() };
  seen.add(type);
  if (type === 'error') return { names: new Set(['Error']), methods: new Map() };
  const declared = view.declaration(type);
  const decl = declared?.def;
  if (declared === undefined || decl === undefined || decl.kind !== 'class') return undefined;
  // `type ecbEncrypter ecb` over a struct or interface of the package: the fields (and what its embedded fields promote) or
  // the interface's methods, and the new type's own methods; never the methods declared on `ecb` itself.
  const over = /^type\s+\w+\s+(?!=)\*?([A-Za-z_]\w*)\s*$/.exec(decl.signature.trim())?.[1];
  if (over !== undefined && decl.declKind !== 'struct' && decl.declKind !== 'interface' && !BASIC.test(over) && over !== 'error') {
    const base = view.declaration(over)?.def;
    if (base === undefined || base.kind !== 'class' || (base.declKind !== 'struct' && base.declKind !== 'interface')) return undefined;
    const inner = typeMembers(over, view, seen);
    if (inner === undefined) return undefined;
    const own = base.declKind === 'interface' ? new Map(inner.methods) : new Map([...inner.methods].filter(([, d]) => d.parent !== over));
    const names = new Set([...inner.names].filter((n) => base.declKind === 'interface' || !view.methodsOf(over).some((m) => m.name === n) || own.has(n) || base.attributes.some((a) => a.name === n)));
    for (const m of view.methodsOf(type)) {
      names.add(m.name);
      if (!own.has(m.name)) own.set(m.name, m);
    }
    return { names, methods: own, ...(inner.viaStd === true ? { viaStd: true } : {}), ...(inner.exportedOpen === true ? { exportedOpen: true } : {}) };
  }
  // `type T C.x`: T's methods, and C's fields (unknown here).
  const cgo = /^type\s+\w+\s+(?!=)\*?(C\.\w+)\s*$/.exec(decl.signature.trim())?.[1];
  if (cgo !== undefined) {
    const methods = new Map(view.methodsOf(type).map((m) => [m.name, m] as const));
    return { names: new Set(methods.keys()), methods, cgo };
  }
  if (decl.declKind !== 'struct' && decl.declKind !== 'interface' && !overLiteralType(decl)) return undefined;
  const names = new Set<string>([...decl.attributes.map((a) => a.name), ...decl.locals]);
  const methods = new Map<string, Definition>();
  for (const m of view.methodsOf(type)) {
    names.add(m.name);
    if (!methods.has(m.name)) methods.set(m.name, m);
  }
  let viaStd = false;
  let exportedOpen = false;
  for (const written of decl.bases) {
    const base = written.replace(/^\*/, '').replace(/\[.*$/, '');
    const dot = base.indexOf('.');
    if (dot >= 0) {
      // Another package's type: known when it is the standard library's (a generated table) or a package of
      // the module whose files were all read (its exported members only: the others cannot be promoted out of it),
      // else open for exported names.
      const alias = base.slice(0, dot);
      const typeName = base.slice(dot + 1);
      const path = view.importPath(declared.file, alias);
      const std = path === undefined ? undefined : stdMembers(`${path}.${typeName}`);
      if (std === undefined) {
        names.add(typeName);
        const inner = foreignMembers(declared.file, alias, typeName, view);
        if (inner === undefined || inner.cgo !== undefined) {
          exportedOpen = true;
          continue;
        }
        for (const n of inner.names) names.add(n);
        for (const [n, d] of inner.methods) if (!methods.has(n)) methods.set(n, d);
        viaStd ||= inner.viaStd === true;
        exportedOpen ||= inner.exportedOpen === true;
        continue;
      }
      for (const n of std) names.add(n);
      names.add(base.slice(dot + 1));
      viaStd = true;
      continue;
    }
    const inner = typeMembers(base, view, seen);
    // (An embedded type over a cgo type promotes the C struct's fields too: unknown, as before.)
    if (inner === undefined || inner.cgo !== undefined) return undefined;
    for (const n of inner.names) names.add(n);
    for (const [n, d] of inner.methods) if (!methods.has(n)) methods.set(n, d);
    viaStd ||= inner.viaStd === true;
    exportedOpen ||= inner.exportedOpen === true;
  }
  return { names, methods, ...(viaStd ? { viaStd } : {}), ...(exportedOpen ? { exportedOpen } : {}) };
}

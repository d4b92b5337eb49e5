/**
 * The Java types the answer checks can see, from the files the job read: a type name as a file
 * sees it (its own and enclosing types' nested types, its top-level types, single-type imports,
 * the same package, on-demand imports, a qualified name) and a type's members with the argument
 * counts of each method's overloads, inherited ones included. A JDK base of jdk-type-table.ts's
 * table adds exactly its members; any other base the job did not read (and that jdk-members.ts does
 * not list) leaves the member set OPEN: it may have any method.
 */
import type { Definition, ParsedModule } from '../../types.js';
import { parseJava } from '../parse-module.js';
import { createJavaPackages, dirOf, type JavaPackages } from '../resolve/packages.js';
import { jdkBaseMethods, OBJECT_METHODS } from './jdk-members.js';
import { JDK_METHOD_NAMES, jdkMethodFits } from './jdk-method-names.js';
import { JDK_PACKAGE_TYPES, JDK_TYPES } from './jdk-types.js';
import { jdkQualifiedBase, jdkTypeMembers } from './jdk-type-table.js';

export interface JavaTypeRef {
  file: string;
  parsed: ParsedModule;
  def: Definition;
}

export interface ArityShape {
  count: number;
  varargs: boolean;
}

export interface JavaMembers {
  /** Some base is unknown: a name not listed may still be a member (see mayHave). */
  open: boolean;
  /** Some unknown base is not one of jdk-types.ts's types: it may have any member. */
  openAny: boolean;
  /** Whether `name` may be a member not listed: any name for an unknown base, a JDK method name for an unread JDK base. */
  mayHave(name: string): boolean;
  /** Whether a method `name` not listed may take `args` arguments: any for an unknown base, a JDK overload's count for an unread JDK base. */
  mayFit(name: string, args: number): boolean;
  /** Method name -> its overloads' shapes (a fixed count from a JDK table is a non-varargs shape). */
  methods: Map<string, ArityShape[]>;
  /** Fields, enum constants, nested types and methods. */
  names: Set<string>;
  /** Fields were not listed (a JDK type's static members): any name but a type name may be one. */
  openNames?: boolean;
}

/** What `import static T.*;` of a JDK type (jdk-types.ts) nobody here read brings: a JDK method name, or any field (its member types are not counted). */
export function jdkStaticMembers(): JavaMembers {
  return { open: true, openAny: false, mayHave: (name) => JDK_METHOD_NAMES.has(name), mayFit: jdkMethodFits, methods: new Map(), names: new Set(), openNames: true };
}

/** What `import static T.*;` of a JDK type in jdk-type-table.ts's table brings: at most its members (fields, member types, methods), exactly when its supertypes are all listed. */
export function jdkTableStaticMembers(qualified: string): JavaMembers | undefined {
  const exact = jdkTypeMembers(qualified);
  if (exact === undefined) return undefined;
  const open = !exact.complete;
  return {
    open, openAny: false,
    mayHave: (name) => open && JDK_METHOD_NAMES.has(name),
    mayFit: (name, args) => open && jdkMethodFits(name, args),
    methods: new Map([...exact.methods].map(([n, shapes]) => [n, [...shapes]])),
    names: new Set(exact.names),
    ...(open ? { openNames: true } : {}),
  };
}

export interface JavaTypeView {
  packages: JavaPackages;
  /** The type `name` (simple or dotted) denotes in `file`, inside the type `scope` (a qualname) if given. */
  resolve(name: string, file: string, scope?: string): JavaTypeRef | undefined;
  members(type: JavaTypeRef): JavaMembers;
  /**
   * What `Type.m(...)` may name: the type's own methods and, for a class, its superclass chain's (JLS 8.4.8: a static method
   * of an interface is never inherited, and an interface's instance methods cannot be called on the type), so an unread
   * interface the class implements leaves nothing open here.
   */
  staticMembers(type: JavaTypeRef): JavaMembers;
  /** A file's parse (the target's own from the caller, others parsed once). */
  parsedOf(file: string): ParsedModule | undefined;
}

/** Arity of a method or constructor definition: its parameters, the last one varargs when the signature ends so. */
export function shapeOf(def: Definition): ArityShape {
  return { count: def.parameters.length, varargs: /\.\.\.\s*[\w$]+\s*\)\s*(?:throws\b[^{]*)?$/.test(def.signature.replace(/\s+/g, ' ').trim()) };
}

/** A base that names one of jdk-types.ts's types as `parsed`'s file sees it (qualified, imported, or from an imported JDK package). */
export function isJdkType(base: string, parsed: ParsedModule): boolean {
  const dot = base.lastIndexOf('.');
  if (dot > 0) return JDK_TYPES.get(base.slice(dot + 1)) === base.slice(0, dot);
  const pkg = JDK_TYPES.get(base);
  if (pkg === undefined) return false;
  const single = parsed.imports.find((b) => b.boundName === base);
  if (single !== undefined) return single.module === pkg;
  return parsed.imports.some((b) => b.boundName === '*' && JDK_PACKAGE_TYPES.get(b.module)?.has(base) === true);
}

const mayHaveOf = (m: { open: boolean; openAny: boolean }) => (name: string): boolean => m.openAny || (m.open && JDK_METHOD_NAMES.has(name));
const mayFitOf = (m: { open: boolean; openAny: boolean }) => (name: string, args: number): boolean => m.openAny || (m.open && jdkMethodFits(name, args));

/** A class's superclass as its header writes it (`class A<T extends B> extends C<T> implements D` -> `C<T>`), else undefined. */
export function superclassOf(def: Definition): string | undefined {
  if (def.declKind !== 'class' || def.bases.length === 0) return undefined;
  let head = def.signature.replace(/\{[\s\S]*$/, '');
  for (let i = 0; i < 8 && /<[^<>]*>/.test(head); i++) head = head.replace(/<[^<>]*>/g, '');
  return /\bclass\s+[\w$]+\s+extends\b/.test(head) ? def.bases[0] : undefined;
}

export const fits = (shape: ArityShape, args: number): boolean => (shape.varargs ? args >= shape.count - 1 : args === shape.count);

const outerScopes = (scope: string | undefined): (string | undefined)[] => {
  const out: (string | undefined)[] = [];
  let s = scope;
  while (s !== undefined) {
    out.push(s);
    s = s.includes('.') ? s.slice(0, s.lastIndexOf('.')) : undefined;
  }
  return [...out, undefined];
};

export function createJavaTypeView(file: string, parsed: ParsedModule, readFiles: ReadonlyMap<string, string>, repoFiles?: readonly string[]): JavaTypeView {
  const packages = createJavaPackages(repoFiles ?? [...readFiles.keys()]);
  const parsedFiles = new Map<string, ParsedModule>([[file, parsed]]);
  const parsedOf = (f: string): ParsedModule | undefined => {
    let p = parsedFiles.get(f);
    if (p === undefined) {
      const text = readFiles.get(f);
      if (text === undefined) return undefined;
      p = parseJava(text);
      parsedFiles.set(f, p);
    }
    return p;
  };
  const typeIn = (f: string, qualname: string): JavaTypeRef | undefined => {
    const p = parsedOf(f);
    const def = p?.definitions.find((d) => d.kind === 'class' && d.qualname === qualname);
    return p === undefined || def === undefined ? undefined : { file: f, parsed: p, def };
  };
  const inPackage = (from: string, pkg: string, names: string[]): JavaTypeRef | undefined => {
    const f = packages.typeFile(from, pkg, names[0]!);
    return f === undefined ? undefined : typeIn(f, names.join('.'));
  };
  const resolve = (name: string, from: string, scope?: string): JavaTypeRef | undefined => {
    const parts = name.split('.');
    const head = parts[0]!;
    const p = parsedOf(from);
    if (p === undefined) return undefined;
    for (const s of outerScopes(scope)) {
      const qual = s === undefined ? name : `${s}.${name}`;
      if (p.definitions.some((d) => d.kind === 'class' && d.qualname === qual)) return typeIn(from, qual);
    }
    const single = p.imports.find((b) => b.boundName === head && b.boundName !== '*');
    if (single !== undefined) {
      const direct = inPackage(from, single.module, parts);
      if (direct !== undefined) return direct;
      // `import a.b.Outer.Inner;`: the module is a type.
      const segs = single.module.split('.');
      for (let i = segs.length - 1; i > 0; i--) {
        const found = inPackage(from, segs.slice(0, i).join('.'), [...segs.slice(i), ...parts]);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    const same = typeIn(dirOf(from) === '' ? `${head}.java` : `${dirOf(from)}/${head}.java`, name);
    if (same !== undefined) return same;
    for (const b of p.imports) {
      if (b.boundName !== '*') continue;
      const found = inPackage(from, b.module, parts);
      if (found !== undefined) return found;
    }
    for (let i = parts.length - 1; i > 0 && /^[a-z]/.test(head); i--) {
      const found = inPackage(from, parts.slice(0, i).join('.'), parts.slice(i));
      if (found !== undefined) return found;
    }
    return /^[A-Z]/.test(head) ? inheritedMemberType(parts, from, scope) : undefined;
  };
  /**
   * A member type an enclosing class inherits (JLS 8.5: a superclass's or superinterface's member types are members too):
   * `class BazelTestAttemptContinuation extends TestAttemptContinuation` inside `StandaloneTestStrategy extends TestStrategy`,
   * whose interface TestActionContext declares TestAttemptContinuation; no import names it. Tried last (after the file's
   * own types, imports and package), through the bases the job read, a few levels deep.
   */
  const inheriting = new Set<string>();
  const inheritedMemberType = (parts: string[], from: string, scope: string | undefined): JavaTypeRef | undefined => {
    const key = `${from}#${scope ?? ''}#${parts.join('.')}`;
    if (scope === undefined || inheriting.has(key)) return undefined;
    inheriting.add(key);
    try {
      const seen = new Set<string>();
      const search = (t: JavaTypeRef, depth: number): JavaTypeRef | undefined => {
        const id = `${t.file}#${t.def.qualname}`;
        if (depth > 6 || seen.has(id)) return undefined;
        seen.add(id);
        for (const base of t.def.bases) {
          const b = resolve(base.replace(/<[\s\S]*$/, ''), t.file, t.def.parent);
          if (b === undefined) continue;
          const own = typeIn(b.file, `${b.def.qualname}.${parts.join('.')}`);
          if (own !== undefined) return own;
          const deeper = search(b, depth + 1);
          if (deeper !== undefined) return deeper;
        }
        return undefined;
      };
      for (const s of outerScopes(scope)) {
        if (s === undefined) continue;
        const t = typeIn(from, s);
        const found = t === undefined ? undefined : search(t, 0);
        if (found !== undefined) return found;
      }
      return undefined;
    } finally {
      inheriting.delete(key);
    }
  };
  /** A view with no member yet (its mayHave/mayFit read it as it fills). */
  const emptyView = (): JavaMembers => {
    const out: JavaMembers = { open: false, openAny: false, mayHave: () => false, mayFit: () => false, methods: new Map(), names: new Set() };
    out.mayHave = mayHaveOf(out);
    out.mayFit = mayFitOf(out);
    return out;
  };
  const addShape = (out: JavaMembers, name: string, shape: ArityShape): void => {
    out.names.add(name);
    out.methods.set(name, [...(out.methods.get(name) ?? []), shape]);
  };
  /** The members the type itself declares: its methods (constructors aside), fields and member types. */
  const addOwnMembers = (out: JavaMembers, t: JavaTypeRef): void => {
    for (const d of t.parsed.definitions) {
      if (d.parent !== t.def.qualname) continue;
      if (d.kind === 'method' && d.declKind !== 'constructor') addShape(out, d.name, shapeOf(d));
      else if (d.kind !== 'method') out.names.add(d.name);
    }
  };
  const cache = new Map<string, JavaMembers>();
  const members = (t: JavaTypeRef, seen = new Set<string>()): JavaMembers => {
    const key = `${t.file}#${t.def.qualname}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const out = emptyView();
    if (seen.has(key)) return out;
    seen.add(key);
    const add = (name: string, shape: ArityShape): void => addShape(out, name, shape);
    addOwnMembers(out, t);
    // A record's components are accessors; an enum has values()/valueOf() and Enum's methods.
    if (t.def.declKind === 'record') for (const a of t.def.attributes) if (!out.methods.has(a.name)) add(a.name, { count: 0, varargs: false });
    const bases = [...t.def.bases, ...(t.def.declKind === 'enum' ? ['Enum'] : []), 'Object'];
    for (const base of bases) {
      const simple = base.replace(/<[\s\S]*$/, '');
      const known = jdkBaseMethods(simple) ?? (simple === 'Object' ? OBJECT_METHODS : undefined);
      const resolved = known === undefined ? resolve(simple, t.file, t.def.parent) : undefined;
      if (known !== undefined) {
        for (const [n, counts] of [...known, ...OBJECT_METHODS]) for (const c of counts) add(n, { count: c, varargs: false });
      } else if (resolved !== undefined) {
        mergeMembers(out, members(resolved, seen));
      } else {
        // A JDK base with its exact members (jdk-type-table.ts), unless a same-package file may declare the name.
        addJdkBase(out, simple, t);
      }
    }
    cache.set(key, out);
    return out;
  };
  /** Adds what a base's member view holds (names, method shapes, openness) to `out`. */
  function mergeMembers(out: JavaMembers, inner: JavaMembers): void {
    if (inner.open) out.open = true;
    if (inner.openAny) out.openAny = true;
    for (const n of inner.names) out.names.add(n);
    for (const [n, shapes] of inner.methods) out.methods.set(n, [...(out.methods.get(n) ?? []), ...shapes]);
  }
  /** A base the repository does not declare: a JDK type's exact members when the table has them, else an open view. */
  function addJdkBase(out: JavaMembers, simple: string, t: JavaTypeRef): void {
    const jdk = packages.typeFile(t.file, '', simple.split('.')[0]!) === undefined ? jdkQualifiedBase(simple, t.parsed) : undefined;
    const exact = jdk === undefined ? undefined : jdkTypeMembers(jdk);
    if (exact !== undefined) {
      for (const n of exact.names) out.names.add(n);
      for (const [n, shapes] of exact.methods) out.methods.set(n, [...(out.methods.get(n) ?? []), ...shapes]);
    }
    if (exact === undefined || !exact.complete) {
      out.open = true;
      if (!isJdkType(simple, t.parsed)) out.openAny = true;
    }
  }
  const staticCache = new Map<string, JavaMembers>();
  const staticMembers = (t: JavaTypeRef, seen = new Set<string>()): JavaMembers => {
    const key = `${t.file}#${t.def.qualname}`;
    const hit = staticCache.get(key);
    if (hit !== undefined) return hit;
    const out = emptyView();
    if (seen.has(key)) return out;
    seen.add(key);
    const add = (name: string, shape: ArityShape): void => addShape(out, name, shape);
    addOwnMembers(out, t);
    // Object's methods are instance methods (javac refuses `T.toString()` too); kept so that no such call is said to be absent.
    for (const [n, counts] of OBJECT_METHODS) for (const c of counts) add(n, { count: c, varargs: false });
    const base = t.def.declKind === 'enum' ? 'Enum' : superclassOf(t.def);
    if (base !== undefined) {
      const simple = base.replace(/<[\s\S]*$/, '');
      const known = jdkBaseMethods(simple);
      const resolved = known === undefined ? resolve(simple, t.file, t.def.parent) : undefined;
      if (known !== undefined) {
        for (const [n, counts] of known) for (const c of counts) add(n, { count: c, varargs: false });
      } else if (resolved !== undefined) {
        mergeMembers(out, staticMembers(resolved, seen));
      } else {
        // As members(): a JDK superclass with its exact members (instance ones too: never an absent name wrongly), else open.
        addJdkBase(out, simple, t);
      }
    }
    // Inherited member types and fields come through interfaces too: a name here is for methods only, the names stay members()'s.
    staticCache.set(key, out);
    return out;
  };
  return { packages, resolve, members: (t) => members(t), staticMembers: (t) => staticMembers(t), parsedOf };
}

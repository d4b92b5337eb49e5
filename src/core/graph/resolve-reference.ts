/**
 * Resolves a reference chain written inside a definition (`helper`, `self.m`, `cls.make`,
 * `super().m`, `mod.sub.f`, `self.session.send`) to the definition it names, with Python's
 * scoping: locals and parameters shadow globals, lazy imports bind in their function, nested
 * functions see their enclosing functions, and `self`/`cls` go through the class and its bases.
 */
import type { Definition, ImportBinding, ParsedModule } from '../languages/types.js';
import { NOT_NOW, type NotNow } from '../languages/language.js';
import type { LoadedModule } from './module-loader.js';
import { type CodeSymbol, type SymbolResolver } from './symbols.js';
import { attributeType, typeOfChain, type ScopeResolver } from './infer-types.js';

export interface ResolvedReference {
  symbol: CodeSymbol;
  /** False when only a prefix of the chain resolved (e.g. `Foo.attr.m` gave `Foo`). */
  complete: boolean;
  /** True when the chain went through `self.attr` typed by the class's attributes. */
  viaAttributeType: boolean;
}

/**
 * A module's function-scoped import bindings by scope and bound name, the first of each in the
 * module's order (what `imports.find` over the whole list gave for every enclosing function of
 * every reference resolved). Built once per parse and held weakly by it: the parse is the job's
 * (shared-parse.ts) or its installation's (parse-cache.ts), and the index is derived from it alone.
 */
const scopedImportIndex = new WeakMap<ParsedModule, Map<string, Map<string, ImportBinding>>>();

function scopedImport(parsed: ParsedModule, scope: string, name: string): ImportBinding | undefined {
  let index = scopedImportIndex.get(parsed);
  if (index === undefined) {
    index = new Map();
    for (const b of parsed.imports) {
      if (b.scope === undefined) continue;
      let byName = index.get(b.scope);
      if (byName === undefined) index.set(b.scope, (byName = new Map<string, ImportBinding>()));
      if (!byName.has(b.boundName)) byName.set(b.boundName, b);
    }
    scopedImportIndex.set(parsed, index);
  }
  return index.get(scope)?.get(name);
}

/**
 * `byQualname.get(`${scope}.${name}`)` without building the key: the module's qualnames split at
 * their last '.', once per module (held weakly by its map). The walk asked it for every enclosing
 * function of every reference it resolved, each time concatenating and hashing a new string.
 */
const nestedIndex = new WeakMap<ReadonlyMap<string, Definition>, Map<string, Map<string, Definition>>>();

function nestedDefinition(byQualname: ReadonlyMap<string, Definition>, scope: string, name: string): Definition | undefined {
  // A name with a '.' splits another way: looked up as it always was.
  if (name.includes('.')) return byQualname.get(`${scope}.${name}`);
  let index = nestedIndex.get(byQualname);
  if (index === undefined) {
    index = new Map();
    for (const [qualname, def] of byQualname) {
      const dot = qualname.lastIndexOf('.');
      if (dot < 0) continue;
      const parent = qualname.slice(0, dot);
      let byName = index.get(parent);
      if (byName === undefined) index.set(parent, (byName = new Map<string, Definition>()));
      byName.set(qualname.slice(dot + 1), def);
    }
    nestedIndex.set(byQualname, index);
  }
  return index.get(scope)?.get(name);
}

/** The class whose method `def` is, when `def` is a method. */
export function enclosingClass(mod: LoadedModule, def: Definition): Definition | undefined {
  let parent = def.parent === undefined ? undefined : mod.byQualname.get(def.parent);
  // Nested functions inside a method still see the method's `self` through the closure.
  while (parent !== undefined && parent.kind !== 'class') {
    parent = parent.parent === undefined ? undefined : mod.byQualname.get(parent.parent);
  }
  return parent;
}

function receiverOf(mod: LoadedModule, def: Definition): Definition | undefined {
  let fn: Definition | undefined = def;
  while (fn !== undefined && fn.kind !== 'method') {
    fn = fn.parent === undefined ? undefined : mod.byQualname.get(fn.parent);
  }
  return fn;
}

/**
 * TypeScript's explicit `this` parameter (`m(this: MixedIn, x)`): the type that `this` has in
 * the function, as a chain (`ns.Type<T>` -> ['ns', 'Type']). Python definitions never have one.
 */
export function thisTypeOf(mod: LoadedModule, def: Definition): string[] | undefined {
  if (!mod.language.retrieval.typedThis) return undefined;
  const m = /\(\s*this\s*:\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)/.exec(def.signature);
  return m?.[1]?.split('.');
}

/** `this.first...` in a function whose `this` is typed by its signature. */
async function viaThisType(resolver: SymbolResolver, mod: LoadedModule, fn: Definition, rest: readonly string[]): Promise<ResolvedReference | undefined> {
  const chain = thisTypeOf(mod, fn);
  const first = rest[0];
  if (chain === undefined || first === undefined) return undefined;
  const type = await resolveModuleChain(resolver, mod.file, chain);
  if (type?.complete !== true || type.symbol.kind !== 'definition') return undefined;
  const member = await resolver.memberOf(type.symbol, first);
  return member === undefined ? undefined : walkMembers(resolver, member, rest.slice(1), true);
}

async function walkMembers(
  resolver: SymbolResolver,
  start: CodeSymbol,
  rest: readonly string[],
  viaAttributeType = false,
): Promise<ResolvedReference> {
  let symbol = start;
  for (const part of rest) {
    const next = await resolver.memberOf(symbol, part);
    if (next === undefined) return { symbol, complete: false, viaAttributeType };
    symbol = next;
  }
  return { symbol, complete: true, viaAttributeType };
}

/** A chain evaluated at module level of `file`. */
export async function resolveModuleChain(
  resolver: SymbolResolver,
  file: string,
  chain: readonly string[],
): Promise<ResolvedReference | undefined> {
  // Index reads, not `[head, ...rest] = chain`: the pattern runs the array iterator (an object per
  // element) for every chain the walk resolves.
  const head = chain[0];
  if (head === undefined) return undefined;
  const sym = await resolver.lookupInModule(file, head, chain.length > 1);
  return sym === undefined ? undefined : walkMembers(resolver, sym, chain.slice(1));
}

/** Chain resolution for type inference, one level deeper each time (bounded). */
export function scopeResolver(resolver: SymbolResolver, depth = 0): ScopeResolver {
  return async (m, scope, c) => {
    const r = await resolveReference(resolver, m, scope, c, depth + 1);
    return r?.complete === true ? r.symbol : undefined;
  };
}

export async function resolveReference(
  resolver: SymbolResolver,
  mod: LoadedModule,
  scope: Definition | undefined,
  chain: readonly string[],
  depth = 0,
): Promise<ResolvedReference | undefined> {
  const head = chain[0];
  if (head === undefined || depth > 3) return undefined;
  if (scope === undefined) return resolveModuleChain(resolver, mod.file, chain);
  const rest = chain.slice(1);
  const cls = enclosingClass(mod, scope);
  const method = receiverOf(mod, scope);
  const first = rest[0];

  if (head === 'super()' && cls !== undefined && first !== undefined) {
    for (const base of await resolver.basesOf(mod.file, cls)) {
      const found = await resolver.memberOf({ kind: 'definition', file: base.file, def: base.def }, first);
      if (found !== undefined) return walkMembers(resolver, found, rest.slice(1));
    }
    return undefined;
  }
  const isStatic = method?.decorators.includes('staticmethod') ?? true;
  if (cls !== undefined && method !== undefined && !isStatic && (method.receiver ?? method.parameters[0]) === head) {
    const classSym: CodeSymbol = { kind: 'definition', file: mod.file, def: cls };
    if (first === undefined) return { symbol: classSym, complete: true, viaAttributeType: false };
    const member = await resolver.memberOf(classSym, first);
    if (member !== undefined) return walkMembers(resolver, member, rest.slice(1));
    if (rest.length >= 2) {
      const type = await attributeType(resolver, scopeResolver(resolver, depth), classSym, first);
      if (type.known && type.cls !== undefined) return walkMembers(resolver, type.cls, rest.slice(1), true);
    }
    return viaThisType(resolver, mod, method, rest);
  }
  // A TypeScript function (not a method) whose `this` parameter is typed.
  if (head === 'this' && scope.kind === 'function' && mod.language.retrieval.typedThis) return viaThisType(resolver, mod, scope, rest);

  // Innermost scope first: lazy imports and nested definitions of each enclosing function.
  for (let fn: Definition | undefined = scope; fn !== undefined; ) {
    if (fn.kind === 'function' || fn.kind === 'method') {
      const binding = scopedImport(mod.parsed, fn.qualname, head);
      if (binding !== undefined) {
        const sym = await resolver.resolveImport(mod.file, binding);
        return sym === undefined ? undefined : walkMembers(resolver, sym, rest);
      }
      const nested = nestedDefinition(mod.byQualname, fn.qualname, head);
      if (nested !== undefined && nested.kind !== 'variable') {
        return walkMembers(resolver, { kind: 'definition', file: mod.file, def: nested }, rest);
      }
      if (fn.parameters.includes(head) || fn.locals.includes(head)) {
        if (rest.length === 0) return undefined;
        const type = await typeOfChain(resolver, scopeResolver(resolver, depth), mod, fn, [head]);
        return type.known && type.cls !== undefined ? walkMembers(resolver, type.cls, rest, true) : undefined;
      }
    }
    fn = fn.parent === undefined ? undefined : mod.byQualname.get(fn.parent);
  }
  const scoped = await resolver.lookupInScope?.(mod.file, scope, head, rest.length > 0);
  if (scoped !== undefined) return walkMembers(resolver, scoped, rest);
  return resolveModuleChain(resolver, mod.file, chain);
}

/**
 * The synchronous twin of walkMembers: NOT_NOW as soon as a member needs a read not settled yet.
 */
function walkMembersNow(resolver: SymbolResolver, start: CodeSymbol, chain: readonly string[], from: number, viaAttributeType = false): ResolvedReference | NotNow {
  if (resolver.memberOfNow === undefined) return NOT_NOW;
  let symbol = start;
  for (let i = from; i < chain.length; i++) {
    const next = resolver.memberOfNow(symbol, chain[i]!);
    if (next === NOT_NOW) return NOT_NOW;
    if (next === undefined) return { symbol, complete: false, viaAttributeType };
    symbol = next;
  }
  return { symbol, complete: true, viaAttributeType };
}

/** resolveModuleChain's synchronous twin (see resolveReferenceNow). */
export function resolveModuleChainNow(resolver: SymbolResolver, file: string, chain: readonly string[]): ResolvedReference | undefined | NotNow {
  const head = chain[0];
  if (head === undefined) return undefined;
  if (resolver.lookupInModuleNow === undefined) return NOT_NOW;
  const sym = resolver.lookupInModuleNow(file, head, chain.length > 1);
  if (sym === NOT_NOW || sym === undefined) return sym;
  return walkMembersNow(resolver, sym, chain, 1);
}

/**
 * resolveReference without a promise, when the language's resolver has synchronous twins and every
 * module the chain needs is open (the walk reads a round's files and their imports before resolving
 * its references, so most chains are): the same steps in the same order, the same answer. NOT_NOW
 * when a step would wait for a read, or is one this twin leaves to the asynchronous path (`super()`,
 * a receiver typed through attributes or locals, TypeScript's typed `this`, scoped lookups); the
 * caller then calls resolveReference, which starts again. Every lookup the twin completed is memoized
 * as its asynchronous twin would have memoized it, so nothing is computed twice.
 */
export function resolveReferenceNow(
  resolver: SymbolResolver,
  mod: LoadedModule,
  scope: Definition | undefined,
  chain: readonly string[],
  depth = 0,
): ResolvedReference | undefined | NotNow {
  const head = chain[0];
  if (head === undefined || depth > 3) return undefined;
  if (scope === undefined) return resolveModuleChainNow(resolver, mod.file, chain);
  const cls = enclosingClass(mod, scope);
  const method = receiverOf(mod, scope);
  const first = chain[1];

  if (head === 'super()' && cls !== undefined && first !== undefined) return NOT_NOW;
  const isStatic = method?.decorators.includes('staticmethod') ?? true;
  if (cls !== undefined && method !== undefined && !isStatic && (method.receiver ?? method.parameters[0]) === head) {
    const classSym: CodeSymbol = { kind: 'definition', file: mod.file, def: cls };
    if (first === undefined) return { symbol: classSym, complete: true, viaAttributeType: false };
    if (resolver.memberOfNow === undefined) return NOT_NOW;
    const member = resolver.memberOfNow(classSym, first);
    if (member === NOT_NOW) return NOT_NOW;
    if (member !== undefined) return walkMembersNow(resolver, member, chain, 2);
    if (chain.length >= 3) return NOT_NOW;
    // viaThisType: only a language with a typed `this` can find anything there.
    return mod.language.retrieval.typedThis ? NOT_NOW : undefined;
  }
  if (head === 'this' && scope.kind === 'function' && mod.language.retrieval.typedThis) return NOT_NOW;

  for (let fn: Definition | undefined = scope; fn !== undefined; ) {
    if (fn.kind === 'function' || fn.kind === 'method') {
      const binding = scopedImport(mod.parsed, fn.qualname, head);
      if (binding !== undefined) {
        if (resolver.resolveImportNow === undefined) return NOT_NOW;
        const sym = resolver.resolveImportNow(mod.file, binding);
        if (sym === NOT_NOW || sym === undefined) return sym;
        return walkMembersNow(resolver, sym, chain, 1);
      }
      const nested = nestedDefinition(mod.byQualname, fn.qualname, head);
      if (nested !== undefined && nested.kind !== 'variable') {
        return walkMembersNow(resolver, { kind: 'definition', file: mod.file, def: nested }, chain, 1);
      }
      if (fn.parameters.includes(head) || fn.locals.includes(head)) {
        return chain.length === 1 ? undefined : NOT_NOW;
      }
    }
    fn = fn.parent === undefined ? undefined : mod.byQualname.get(fn.parent);
  }
  if (resolver.lookupInScopeNow === undefined || resolver.lookupInScopeNow(mod.file) === NOT_NOW) return NOT_NOW;
  return resolveModuleChainNow(resolver, mod.file, chain);
}

/**
 * Resolves a reference chain written inside a definition (`helper`, `self.m`, `cls.make`,
 * `super().m`, `mod.sub.f`, `self.session.send`) to the definition it names, with Python's
 * scoping: locals and parameters shadow globals, lazy imports bind in their function, nested
 * functions see their enclosing functions, and `self`/`cls` go through the class and its bases.
 */
import type { Definition } from '../languages/types.js';
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
  const [first, ...more] = rest;
  if (chain === undefined || first === undefined) return undefined;
  const type = await resolveModuleChain(resolver, mod.file, chain);
  if (type?.complete !== true || type.symbol.kind !== 'definition') return undefined;
  const member = await resolver.memberOf(type.symbol, first);
  return member === undefined ? undefined : walkMembers(resolver, member, more, true);
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
  const [head, ...rest] = chain;
  if (head === undefined) return undefined;
  const sym = await resolver.lookupInModule(file, head, rest.length > 0);
  return sym === undefined ? undefined : walkMembers(resolver, sym, rest);
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
  const [head, ...rest] = chain;
  if (head === undefined || depth > 3) return undefined;
  if (scope === undefined) return resolveModuleChain(resolver, mod.file, chain);
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
      const binding = mod.parsed.imports.find((b) => b.scope === fn?.qualname && b.boundName === head);
      if (binding !== undefined) {
        const sym = await resolver.resolveImport(mod.file, binding);
        return sym === undefined ? undefined : walkMembers(resolver, sym, rest);
      }
      const nested = mod.byQualname.get(`${fn.qualname}.${head}`);
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

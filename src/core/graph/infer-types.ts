/**
 * Receiver typing beyond annotations: the class a name or `self.attr` holds, from what the
 * parser recorded — annotations, defaults (`x=Foo()`), docstring types, assignments
 * (`x = Foo(...)`, `x = make()` through the callee's return type, `x = self.db`), attributes
 * set from `__init__` parameters, and, when nothing else says, constructor call sites that pass
 * a receiver on (`Panel(db=self)` inside `class Database` gives `Panel.db: Database`).
 * Everything is bounded: a small recursion depth and only files already opened for call sites.
 */
import type { Definition, TypeHint } from '../languages/types.js';
import { ownTypeHint } from '../languages/type-hints.js';
import type { LoadedModule } from './module-loader.js';
import type { CodeSymbol, SymbolResolver } from './symbols.js';
import { chainOfExpression } from './symbols.js';

export type ClassSymbol = { kind: 'definition'; file: string; def: Definition };

/** What is known about a receiver: a class, a type that is not ours (external), or nothing. */
export type ReceiverType = { known: true; cls?: ClassSymbol } | { known: false };

const UNKNOWN: ReceiverType = { known: false };
const MAX_DEPTH = 4;

/** Resolves a chain in a function's scope; injected to avoid a module cycle. */
export type ScopeResolver = (mod: LoadedModule, scope: Definition | undefined, chain: readonly string[]) => Promise<CodeSymbol | undefined>;

function asClass(sym: CodeSymbol | undefined): ClassSymbol | undefined {
  return sym?.kind === 'definition' && sym.def.kind === 'class' ? sym : undefined;
}

async function moduleChainClass(resolver: SymbolResolver, file: string, chain: readonly string[]): Promise<ClassSymbol | undefined> {
  const [head, ...rest] = chain;
  if (head === undefined) return undefined;
  let sym = await resolver.lookupInModule(file, head, rest.length > 0);
  for (const part of rest) sym = sym === undefined ? undefined : await resolver.memberOf(sym, part);
  return asClass(sym);
}

/** What calling `sym` gives: an instance of a class, or the class its return type names. */
async function callResult(resolver: SymbolResolver, sym: CodeSymbol | undefined): Promise<ClassSymbol | undefined> {
  const cls = asClass(sym);
  if (cls !== undefined) return cls;
  if (sym?.kind !== 'definition') return undefined;
  for (const chain of sym.def.returns ?? []) {
    const found = await moduleChainClass(resolver, sym.file, chain);
    if (found !== undefined) return found;
  }
  return undefined;
}

export async function typeOfHint(
  resolver: SymbolResolver,
  resolve: ScopeResolver,
  mod: LoadedModule,
  scope: Definition | undefined,
  hint: TypeHint,
  depth = 0,
): Promise<ReceiverType> {
  if (depth > MAX_DEPTH) return UNKNOWN;
  for (const chain of hint.chains) {
    if (hint.via === 'annotation' || hint.via === 'docstring') {
      const cls = await moduleChainClass(resolver, mod.file, chain);
      if (cls !== undefined) return { known: true, cls };
    } else if (hint.via === 'call') {
      const cls = await callResult(resolver, await resolve(mod, scope, chain));
      if (cls !== undefined) return { known: true, cls };
    } else {
      const t = await typeOfChain(resolver, resolve, mod, scope, chain, depth + 1);
      if (t.known) return t;
    }
  }
  // A hint that names something we cannot find (`dict`, `re.Pattern`) still says the type is
  // known: matching its methods by name would only invent edges.
  return hint.via === 'value' ? UNKNOWN : { known: true };
}

/** The type of `x`, `self`, `self.a.b` in a function's scope. */
export async function typeOfChain(
  resolver: SymbolResolver,
  resolve: ScopeResolver,
  mod: LoadedModule,
  scope: Definition | undefined,
  chain: readonly string[],
  depth = 0,
): Promise<ReceiverType> {
  const [head, ...rest] = chain;
  if (head === undefined || scope === undefined || depth > MAX_DEPTH) return UNKNOWN;
  let current: ReceiverType = UNKNOWN;
  const method = receiverMethod(mod, scope);
  const cls = method?.parent === undefined ? undefined : mod.byQualname.get(method.parent);
  if (method !== undefined && cls?.kind === 'class' && method.parameters[0] === head && !method.decorators.includes('staticmethod')) {
    current = { known: true, cls: { kind: 'definition', file: mod.file, def: cls } };
  } else {
    for (let fn: Definition | undefined = scope; fn !== undefined; fn = fn.parent === undefined ? undefined : mod.byQualname.get(fn.parent)) {
      const hint = ownTypeHint(fn.typeHints, head);
      if (hint !== undefined) {
        current = await typeOfHint(resolver, resolve, mod, fn, hint, depth + 1);
        break;
      }
      if (fn.parameters.includes(head) || fn.locals.includes(head)) break;
    }
  }
  for (const part of rest) {
    if (!current.known || current.cls === undefined) return current.known ? { known: true } : UNKNOWN;
    current = await attributeType(resolver, resolve, current.cls, part, depth + 1);
  }
  return current;
}

function receiverMethod(mod: LoadedModule, def: Definition): Definition | undefined {
  let fn: Definition | undefined = def;
  while (fn !== undefined && fn.kind !== 'method') fn = fn.parent === undefined ? undefined : mod.byQualname.get(fn.parent);
  return fn;
}

/** The type of `obj.name` for an instance of `cls` (and its bases). */
export async function attributeType(
  resolver: SymbolResolver,
  resolve: ScopeResolver,
  cls: ClassSymbol,
  name: string,
  depth = 0,
): Promise<ReceiverType> {
  if (depth > MAX_DEPTH) return UNKNOWN;
  const bases = (await resolver.basesOf(cls.file, cls.def)).map((b): ClassSymbol => ({ kind: 'definition', ...b }));
  for (const c of [cls, ...bases]) {
    const attr = c.def.attributes.find((a) => a.name === name);
    if (attr === undefined) continue;
    const mod = await resolver.loader.load(c.file);
    if (mod === undefined) continue;
    const declared = attr.annotation ?? attr.assignedFromCall;
    if (declared !== undefined) {
      const flat = declared.flatMap((p) => chainOfExpression(p) ?? [p]);
      const found = attr.annotation !== undefined ? await moduleChainClass(resolver, c.file, flat) : await callResult(resolver, await resolve(mod, undefined, flat));
      if (found !== undefined) return { known: true, cls: found };
    }
    const param = attr.fromParameter;
    if (param !== undefined) {
      const method = mod.byQualname.get(`${c.def.qualname}.${param.method}`);
      if (param.hint !== undefined) {
        const t = await typeOfHint(resolver, resolve, mod, method, param.hint, depth + 1);
        if (t.known) return t;
      } else if (method !== undefined) {
        const fromSites = await callSiteType(resolver, resolve, c, method, param.name);
        if (fromSites !== undefined) return { known: true, cls: fromSites };
      }
    }
    if (declared !== undefined) return { known: true };
  }
  return UNKNOWN;
}

/**
 * `Panel(db=self)` written in a method of `Database`, in a file already opened: then the
 * `db` parameter of `Panel.__init__` holds a `Database`. Only a single agreeing class counts.
 */
async function callSiteType(
  resolver: SymbolResolver,
  resolve: ScopeResolver,
  cls: ClassSymbol,
  method: Definition,
  param: string,
): Promise<ClassSymbol | undefined> {
  if (method.name !== '__init__') return undefined;
  const index = method.parameters.indexOf(param) - 1;
  const found = new Map<string, ClassSymbol>();
  for (const file of resolver.loader.opened()) {
    const mod = await resolver.loader.load(file);
    for (const def of mod?.parsed.definitions ?? []) {
      for (const site of def.selfArguments ?? []) {
        if (site.keyword !== param && (site.keyword !== undefined || site.position !== index)) continue;
        if (site.callee[site.callee.length - 1] !== cls.def.name || mod === undefined) continue;
        const callee = asClass(await resolve(mod, def, site.callee));
        if (callee?.def !== cls.def) continue;
        const owner = receiverMethod(mod, def);
        const ownerCls = owner?.parent === undefined ? undefined : mod.byQualname.get(owner.parent);
        if (ownerCls?.kind === 'class') found.set(`${file}:${ownerCls.qualname}`, { kind: 'definition', file, def: ownerCls });
      }
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/**
 * For `x.m()` / `self.a.m()` that did not resolve: the method name when the receiver is a
 * parameter, a local or a `self` attribute whose type is unknown (not merely external), so
 * that the caller may match it by name. Undefined whenever the type is known or the head is
 * a module-level name (an import of a library, say).
 */
export async function untypedMethodName(
  resolver: SymbolResolver,
  resolve: ScopeResolver,
  mod: LoadedModule,
  scope: Definition | undefined,
  chain: readonly string[],
): Promise<string | undefined> {
  const name = chain[chain.length - 1];
  const head = chain[0];
  if (scope === undefined || chain.length < 2 || name === undefined || head === undefined || head === 'super()') return undefined;
  const method = receiverMethod(mod, scope);
  const isSelf = method !== undefined && method.parameters[0] === head && !method.decorators.includes('staticmethod');
  if (isSelf && chain.length < 3) return undefined;
  let local = isSelf;
  for (let fn: Definition | undefined = scope; fn !== undefined && !local; fn = fn.parent === undefined ? undefined : mod.byQualname.get(fn.parent)) {
    if (fn.kind !== 'class' && (fn.parameters.includes(head) || fn.locals.includes(head))) local = true;
  }
  if (!local) return undefined;
  const t = await typeOfChain(resolver, resolve, mod, scope, chain.slice(0, -1));
  return t.known ? undefined : name;
}

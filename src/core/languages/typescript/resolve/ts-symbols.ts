/**
 * Name lookup for TypeScript/JavaScript modules: from a name bound in a module (or a member of a
 * class, interface, enum, namespace or module) to the definition behind it, through imports
 * (default, named, namespace, `import x = require()`, CommonJS `require`), local export renames,
 * re-exports (`export { a as b } from`, `export * from`, `export * as ns from`) and base types.
 * Cycles end the lookup instead of looping.
 */
import type { Definition, ImportBinding } from '../../types.js';
import { createClassMembers } from '../../../graph/class-members.js';
import type { CodeSymbol, LanguageSymbolResolver, LoadedModule, ModuleLoader } from '../../language.js';
import type { TsModuleResolver } from './module-resolver.js';
import { findThroughStars } from './star-lookup.js';

/** Most constituent types of an alias searched for a member. */
const MAX_ALIAS_PARTS = 16;

export function createTsSymbolResolver(modules: TsModuleResolver, loader: ModuleLoader): LanguageSymbolResolver {
  // Settled results only (as for Python): pending promises could deadlock in an import cycle.
  const memo = new Map<string, CodeSymbol | undefined>();
  const definition = (file: string, def: Definition): CodeSymbol => ({ kind: 'definition', file, def });

  async function lookupUncached(mod: LoadedModule, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const def = mod.topLevel.get(name);
    // The first export of the name decides when it renames another local (`module.exports = { mask: _mask }`
    // before `module.exports.mask = function ...`; `export { b as a }` beside a local `a`).
    const first = (mod.parsed.exports ?? []).find((e) => e.exported === name);
    if (def !== undefined && def.kind !== 'variable' && (first?.local === undefined || first.local === name)) return definition(mod.file, def);
    for (const binding of mod.parsed.imports.filter((b) => b.boundName === name)) {
      const found = await resolveImport(mod.file, binding, seen);
      if (found !== undefined) return found;
    }
    const exports = mod.parsed.exports ?? [];
    for (const e of exports.filter((x) => x.exported === name)) {
      if (e.local !== undefined && e.local !== name) {
        const found = await lookup(mod.file, e.local, seen);
        if (found !== undefined) return found;
      }
      if (e.module === undefined) continue;
      const target = await modules.resolve(mod.file, e.module);
      if (target === undefined) continue;
      if (e.name === '*') return { kind: 'module', module: target, file: target };
      const found = await lookup(target, e.name ?? name, seen);
      if (found !== undefined) return found;
    }
    if (def !== undefined) return definition(mod.file, def);
    if (name === 'default') return undefined;
    // The modules behind `export *` lines, best evidence first, under the lookup read budget.
    return findThroughStars(modules, loader, mod, name, (file) => lookup(file, name, seen));
  }

  async function lookup(file: string, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${name}`;
    if (seen.has(key)) return undefined;
    if (memo.has(key)) return memo.get(key);
    const mod = await loader.load(file);
    const result = mod === undefined ? undefined : await lookupUncached(mod, name, new Set(seen).add(key));
    memo.set(key, result);
    return result;
  }

  async function resolveImport(fromFile: string, b: ImportBinding, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const target = await modules.resolve(fromFile, b.module);
    if (target === undefined) return undefined;
    if (b.kind === 'import') {
      // `const X = require('./x')` / `import X = require('./x')` where x.js says `module.exports = X`.
      const assigned = b.name === undefined ? await assignedExport(target, seen) : undefined;
      return assigned ?? { kind: 'module', module: target, file: target };
    }
    if (b.name === 'default') {
      const found = await lookup(target, 'default', seen);
      if (found !== undefined) return found;
      // `export = x` (CommonJS-style declarations) serves default imports too.
      const mod = await loader.load(target);
      const assigned = mod?.parsed.exports?.find((e) => e.exported === '=')?.local;
      return assigned === undefined ? undefined : lookup(target, assigned, seen);
    }
    return lookup(target, b.name ?? b.boundName, seen);
  }

  /** What a module's `export =` / `module.exports =` names, when it is a definition of the module. */
  async function assignedExport(file: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const mod = await loader.load(file);
    const assigned = mod?.parsed.exports?.find((e) => e.exported === '=')?.local;
    if (assigned === undefined) return undefined;
    const found = await lookup(file, assigned, seen);
    return found?.kind === 'definition' ? found : undefined;
  }

  const { basesOf, classMember } = createClassMembers({
    loader,
    lookup: (file, name, seen) => lookup(file, name, seen),
    memberOf: (symbol, name, seen) => memberOf(symbol, name, seen),
    ownWins: () => true,
    /**
     * Where members of a type are looked up besides its own: a class's or interface's bases; a
     * type alias (`type P = A & B`, `Pick<A, 'x'>`) has none, but its members are those of the
     * types it is made of. (Only member lookup uses these: an alias does not derive from them.)
     */
    memberSources: (file, cls, basesNamed) =>
      cls.bases.length === 0 && cls.declKind === 'type'
        ? basesNamed(file, [...new Set(cls.references.filter((r) => r.kind === 'annotation').map((r) => r.chain.join('.')))].slice(0, MAX_ALIAS_PARTS))
        : basesNamed(file, cls.bases),
  });

  async function memberOf(symbol: CodeSymbol, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    if (symbol.kind === 'module') return symbol.file === undefined ? undefined : lookup(symbol.file, name, seen);
    if (symbol.def.kind === 'class') {
      const member = await classMember(symbol.file, symbol.def, name, seen);
      return member ?? (await assignedMember(symbol, name, seen));
    }
    // `const api = { m() {} }`: the object literal's members are definitions under the variable.
    const mod = await loader.load(symbol.file);
    const own = mod?.byQualname.get(`${symbol.def.qualname}.${name}`);
    if (own !== undefined) return definition(symbol.file, own);
    return assignedMember(symbol, name, seen);
  }

  /** `module.exports = f; module.exports.g = ...`: `g` is a name of the module `f` stands for. */
  async function assignedMember(symbol: CodeSymbol & { kind: 'definition' }, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    if (symbol.def.parent !== undefined) return undefined;
    const mod = await loader.load(symbol.file);
    const assigned = mod?.parsed.exports?.find((e) => e.exported === '=')?.local;
    return assigned === symbol.def.name && name !== assigned ? lookup(symbol.file, name, seen) : undefined;
  }

  return {
    lookupInModule: (file, name) => lookup(file, name, new Set()),
    resolveImport: (fromFile, binding) => resolveImport(fromFile, binding, new Set()),
    memberOf: (symbol, name) => memberOf(symbol, name, new Set()),
    basesOf,
    importedFileOf: (fromFile, binding) => modules.resolve(fromFile, binding.module),
    specifierFileNow: (fromFile, specifier) => modules.resolveNow(fromFile, specifier),
  };
}

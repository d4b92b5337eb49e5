/**
 * Python name lookup through import chains: from a name bound in a module (or a member of a class
 * or module) to the file and definition that really defines it. Follows `from x import y`,
 * `import a.b`, re-exports through `__init__.py`, star imports (honouring `__all__`) and class
 * bases (graph/class-members.ts). Cycles end the lookup instead of looping.
 */
import { createClassMembers } from '../../../graph/class-members.js';
import { NOT_NOW, type CodeSymbol, type LoadedModule, type ModuleLoader, type NotNow, type SymbolResolver } from '../../language.js';
import type { ImportBinding, ParsedModule } from '../../types.js';
import type { ModuleIndex } from './module-index.js';

export interface PythonSymbolResolver extends SymbolResolver {
  readonly index: ModuleIndex;
}

function moduleSymbol(index: ModuleIndex, module: string): CodeSymbol | undefined {
  if (!index.exists(module)) return undefined;
  const file = index.fileOf(module);
  return file === undefined ? { kind: 'module', module } : { kind: 'module', module, file };
}

interface ModuleImports {
  /** Module-level bindings by bound name, each list in the module's order. */
  byName: Map<string, ImportBinding[]>;
  /** Module-level star imports, in the module's order. */
  stars: ImportBinding[];
}

/**
 * A module's module-level import bindings by name, once per parse (held weakly by it; derived from
 * it alone): every uncached lookup filtered the module's whole import list twice.
 */
const moduleImportsMemo = new WeakMap<ParsedModule, ModuleImports>();

function moduleImportsOf(parsed: ParsedModule): ModuleImports {
  let found = moduleImportsMemo.get(parsed);
  if (found === undefined) {
    found = { byName: new Map(), stars: [] };
    for (const b of parsed.imports) {
      if (b.scope !== undefined) continue;
      const list = found.byName.get(b.boundName);
      if (list === undefined) found.byName.set(b.boundName, [b]);
      else list.push(b);
      if (b.name === '*') found.stars.push(b);
    }
    moduleImportsMemo.set(parsed, found);
  }
  return found;
}

/** The cycle guard a lookup starts with: never written (a lookup copies its guard before adding to it). */
const NO_KEYS: ReadonlySet<string> = new Set<string>();

export function createSymbolResolver(index: ModuleIndex, loader: ModuleLoader): PythonSymbolResolver {
  // Settled results only: memoising pending promises could deadlock two concurrent lookups
  // that meet in an import cycle from opposite ends.
  // By file, then name (no key string built for a lookup answered from it).
  const memo = new Map<string, Map<string, CodeSymbol | undefined>>();
  const remember = (file: string, name: string, result: CodeSymbol | undefined): void => {
    let byName = memo.get(file);
    if (byName === undefined) memo.set(file, (byName = new Map<string, CodeSymbol | undefined>()));
    byName.set(name, result);
  };

  async function resolveImport(fromFile: string, b: ImportBinding, seen: ReadonlySet<string>): Promise<CodeSymbol | undefined> {
    const absolute = index.absoluteName(fromFile, b.module, b.level);
    if (b.kind === 'import') {
      // `import a.b` binds `a`; `import a.b as c` binds the full module.
      const name = b.alias !== undefined ? b.module : (b.module.split('.')[0] ?? b.module);
      return moduleSymbol(index, name);
    }
    if (b.name === undefined || b.name === '*') return undefined;
    if (absolute !== undefined) {
      const sub = moduleSymbol(index, `${absolute}.${b.name}`);
      if (sub?.file !== undefined) return sub;
    }
    const file = absolute !== undefined ? index.fileOf(absolute) : index.resolve(fromFile, b.module, b.level);
    if (file === undefined) return undefined;
    return lookup(file, b.name, seen);
  }

  async function lookupUncached(mod: LoadedModule, name: string, seen: ReadonlySet<string>): Promise<CodeSymbol | undefined> {
    const def = mod.topLevel.get(name);
    if (def !== undefined && def.kind !== 'variable') return { kind: 'definition', file: mod.file, def };
    const moduleImports = moduleImportsOf(mod.parsed);
    // The last binding wins at run time; prefer a non-optional one (the `try:` branch).
    const bindings = [...(moduleImports.byName.get(name) ?? [])].sort((a, b) => Number(a.optional) - Number(b.optional));
    for (const binding of bindings) {
      const found = await resolveImport(mod.file, binding, seen);
      if (found !== undefined) return found;
    }
    if (def !== undefined) return { kind: 'definition', file: mod.file, def };
    // Star imports are opened only now, when nothing else bound the name, and those already
    // open (free) are tried before ones that cost a read.
    const stars = moduleImports.stars
      .map((b) => index.resolve(mod.file, b.module, b.level))
      .filter((f): f is string => f !== undefined)
      .sort((a, b) => Number(loader.isOpen(b)) - Number(loader.isOpen(a)));
    for (const file of stars) {
      const target = await loader.load(file);
      if (target?.parsed.allNames !== undefined && !target.parsed.allNames.includes(name)) continue;
      if (target?.parsed.allNames === undefined && name.startsWith('_')) continue;
      const found = await lookup(file, name, seen);
      if (found !== undefined) return found;
    }
    // A package's submodule is an attribute of the package once anything imported it.
    const own = index.moduleOf(mod.file);
    if (own !== undefined && /(^|\/)__init__\.pyi?$/.test(mod.file)) return moduleSymbol(index, `${own}.${name}`);
    return undefined;
  }

  async function lookup(file: string, name: string, seen: ReadonlySet<string>): Promise<CodeSymbol | undefined> {
    if (seen.size > 0 && seen.has(`${file}\0${name}`)) return undefined;
    const known = memo.get(file);
    if (known?.has(name) === true) return known.get(name);
    const mod = await loader.load(file);
    const result = mod === undefined ? undefined : await lookupUncached(mod, name, new Set(seen).add(`${file}\0${name}`));
    remember(file, name, result);
    return result;
  }

  // The synchronous twins of the three functions above: the same steps in the same order, with the
  // same memo writes, answering NOT_NOW (and writing nothing for the lookup that needed it) where the
  // asynchronous one would wait for a read that has not settled. A lookup whose every module is open
  // then costs no promise: the walk asks these first (graph/resolve-reference.ts).
  // test/core/graph/resolve-now.test.ts holds them to the asynchronous answers on real packages.
  const loadedNow = (file: string): LoadedModule | undefined | NotNow => (loader.loadedNow === undefined ? NOT_NOW : loader.loadedNow(file));

  function resolveImportNow(fromFile: string, b: ImportBinding, seen: ReadonlySet<string>): CodeSymbol | undefined | NotNow {
    const absolute = index.absoluteName(fromFile, b.module, b.level);
    if (b.kind === 'import') {
      const name = b.alias !== undefined ? b.module : (b.module.split('.')[0] ?? b.module);
      return moduleSymbol(index, name);
    }
    if (b.name === undefined || b.name === '*') return undefined;
    if (absolute !== undefined) {
      const sub = moduleSymbol(index, `${absolute}.${b.name}`);
      if (sub?.file !== undefined) return sub;
    }
    const file = absolute !== undefined ? index.fileOf(absolute) : index.resolve(fromFile, b.module, b.level);
    if (file === undefined) return undefined;
    return lookupNow(file, b.name, seen);
  }

  function lookupUncachedNow(mod: LoadedModule, name: string, seen: ReadonlySet<string>): CodeSymbol | undefined | NotNow {
    const def = mod.topLevel.get(name);
    if (def !== undefined && def.kind !== 'variable') return { kind: 'definition', file: mod.file, def };
    const moduleImports = moduleImportsOf(mod.parsed);
    const bindings = [...(moduleImports.byName.get(name) ?? [])].sort((a, b) => Number(a.optional) - Number(b.optional));
    for (const binding of bindings) {
      const found = resolveImportNow(mod.file, binding, seen);
      if (found !== undefined) return found;
    }
    if (def !== undefined) return { kind: 'definition', file: mod.file, def };
    const stars = moduleImports.stars
      .map((b) => index.resolve(mod.file, b.module, b.level))
      .filter((f): f is string => f !== undefined)
      .sort((a, b) => Number(loader.isOpen(b)) - Number(loader.isOpen(a)));
    for (const file of stars) {
      const target = loadedNow(file);
      if (target === NOT_NOW) return NOT_NOW;
      if (target?.parsed.allNames !== undefined && !target.parsed.allNames.includes(name)) continue;
      if (target?.parsed.allNames === undefined && name.startsWith('_')) continue;
      const found = lookupNow(file, name, seen);
      if (found !== undefined) return found;
    }
    const own = index.moduleOf(mod.file);
    if (own !== undefined && /(^|\/)__init__\.pyi?$/.test(mod.file)) return moduleSymbol(index, `${own}.${name}`);
    return undefined;
  }

  function lookupNow(file: string, name: string, seen: ReadonlySet<string>): CodeSymbol | undefined | NotNow {
    if (seen.size > 0 && seen.has(`${file}\0${name}`)) return undefined;
    const known = memo.get(file);
    if (known?.has(name) === true) return known.get(name);
    const mod = loadedNow(file);
    if (mod === NOT_NOW) return NOT_NOW;
    const result = mod === undefined ? undefined : lookupUncachedNow(mod, name, new Set(seen).add(`${file}\0${name}`));
    if (result === NOT_NOW) return NOT_NOW;
    remember(file, name, result);
    return result;
  }

  function memberOfNow(symbol: CodeSymbol, name: string, seen: Set<string>): CodeSymbol | undefined | NotNow {
    if (symbol.kind === 'module') {
      const sub = moduleSymbol(index, `${symbol.module}.${name}`);
      if (sub?.file !== undefined) return sub;
      if (symbol.file === undefined) return sub;
      const found = lookupNow(symbol.file, name, seen);
      return found === NOT_NOW ? NOT_NOW : (found ?? sub);
    }
    if (symbol.def.kind === 'class') return classMemberNow(symbol.file, symbol.def, name, seen);
    return undefined;
  }

  const members = createClassMembers({
    loader,
    lookup: (file, name, seen) => lookup(file, name, seen),
    memberOf: (symbol, name, seen) => memberOf(symbol, name, seen),
    lookupNow,
    memberOfNow,
    // A class-level variable yields to a base's method of the same name (and is the fallback).
    ownWins: (def) => def.kind !== 'variable',
  });
  const { basesOf, classMember, classMemberNow } = members;

  async function memberOf(symbol: CodeSymbol, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    if (symbol.kind === 'module') {
      const sub = moduleSymbol(index, `${symbol.module}.${name}`);
      if (sub?.file !== undefined) return sub;
      if (symbol.file === undefined) return sub;
      return (await lookup(symbol.file, name, seen)) ?? sub;
    }
    if (symbol.def.kind === 'class') return classMember(symbol.file, symbol.def, name, seen);
    return undefined;
  }

  return {
    index,
    loader,
    lookupInModule: (file, name) => lookup(file, name, NO_KEYS),
    resolveImport: (fromFile, binding) => resolveImport(fromFile, binding, NO_KEYS),
    memberOf: (symbol, name) => memberOf(symbol, name, new Set()),
    basesOf,
    lookupInModuleNow: (file, name) => lookupNow(file, name, NO_KEYS),
    resolveImportNow: (fromFile, binding) => resolveImportNow(fromFile, binding, NO_KEYS),
    memberOfNow: (symbol, name) => memberOfNow(symbol, name, new Set()),
    importedFile: (fromFile, b) => importedFile(index, fromFile, b),
    starFile: (fromFile, b) => index.resolve(fromFile, b.module, b.level),
  };
}

/** The file an import binding most likely leads to (the submodule, else the module). */
function importedFile(index: ModuleIndex, fromFile: string, b: ImportBinding): string | undefined {
  const absolute = index.absoluteName(fromFile, b.module, b.level);
  if (absolute === undefined) return undefined;
  if (b.kind === 'from' && b.name !== undefined && b.name !== '*') {
    const sub = index.fileOf(`${absolute}.${b.name}`);
    if (sub !== undefined) return sub;
  }
  return index.fileOf(absolute);
}

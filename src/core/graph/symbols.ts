/**
 * Name lookup through import chains: from a name bound in a module (or a member of a class or
 * module) to the file and definition that really defines it. Follows `from x import y`,
 * `import a.b`, re-exports through `__init__.py`, star imports (honouring `__all__`) and class
 * bases (a simple left-to-right MRO across files). Cycles end the lookup instead of looping.
 */
import type { Definition, ImportBinding } from '../languages/types.js';
import type { ModuleIndex } from '../languages/python/resolve/module-index.js';
import type { LoadedModule, ModuleLoader } from './module-loader.js';

export type CodeSymbol =
  | { kind: 'definition'; file: string; def: Definition }
  | { kind: 'module'; module: string; file?: string };

export interface SymbolResolver {
  readonly index: ModuleIndex;
  readonly loader: ModuleLoader;
  /** A name bound at module level in `file`. */
  lookupInModule(file: string, name: string): Promise<CodeSymbol | undefined>;
  /** What an import binding binds its `boundName` to. */
  resolveImport(fromFile: string, binding: ImportBinding): Promise<CodeSymbol | undefined>;
  /** An attribute of a module or a class (methods and nested classes, searched through the bases). */
  memberOf(symbol: CodeSymbol, name: string): Promise<CodeSymbol | undefined>;
  /** The classes a class derives from, resolved (unresolvable bases are left out). */
  basesOf(file: string, cls: Definition): Promise<{ file: string; def: Definition }[]>;
  /**
   * The file an import's module specifier names, when the language resolves specifiers
   * asynchronously (TypeScript); Python's is known from the path list (`importedFile`).
   */
  importedFileOf?(fromFile: string, binding: ImportBinding): Promise<string | undefined>;
}

/** `Generic[T]` -> ['Generic'], `abc.ABC` -> ['abc', 'ABC']; undefined for calls and other expressions. */
export function chainOfExpression(text: string): string[] | undefined {
  const bare = text.replace(/\[.*$/s, '').trim();
  if (!/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/.test(bare)) return undefined;
  return bare.split('.');
}

function moduleSymbol(index: ModuleIndex, module: string): CodeSymbol | undefined {
  if (!index.exists(module)) return undefined;
  const file = index.fileOf(module);
  return file === undefined ? { kind: 'module', module } : { kind: 'module', module, file };
}

export function createSymbolResolver(index: ModuleIndex, loader: ModuleLoader): SymbolResolver {
  // Settled results only: memoising pending promises could deadlock two concurrent lookups
  // that meet in an import cycle from opposite ends.
  const memo = new Map<string, CodeSymbol | undefined>();

  async function resolveImport(fromFile: string, b: ImportBinding, seen: Set<string>): Promise<CodeSymbol | undefined> {
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

  async function lookupUncached(mod: LoadedModule, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const def = mod.topLevel.get(name);
    if (def !== undefined && def.kind !== 'variable') return { kind: 'definition', file: mod.file, def };
    const moduleImports = mod.parsed.imports.filter((b) => b.scope === undefined);
    // The last binding wins at run time; prefer a non-optional one (the `try:` branch).
    const bindings = moduleImports.filter((b) => b.boundName === name).sort((a, b) => Number(a.optional) - Number(b.optional));
    for (const binding of bindings) {
      const found = await resolveImport(mod.file, binding, seen);
      if (found !== undefined) return found;
    }
    if (def !== undefined) return { kind: 'definition', file: mod.file, def };
    // Star imports are opened only now, when nothing else bound the name, and those already
    // open (free) are tried before ones that cost a read.
    const stars = moduleImports
      .filter((b) => b.name === '*')
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

  async function lookup(file: string, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${name}`;
    if (seen.has(key)) return undefined;
    if (memo.has(key)) return memo.get(key);
    const mod = await loader.load(file);
    const result = mod === undefined ? undefined : await lookupUncached(mod, name, new Set(seen).add(key));
    memo.set(key, result);
    return result;
  }

  async function basesOf(file: string, cls: Definition): Promise<{ file: string; def: Definition }[]> {
    const out: { file: string; def: Definition }[] = [];
    for (const base of cls.bases) {
      const chain = chainOfExpression(base);
      if (chain === undefined) continue;
      const [head, ...rest] = chain;
      if (head === undefined) continue;
      let sym = await lookup(file, head, new Set());
      for (const part of rest) sym = sym === undefined ? undefined : await memberOf(sym, part, new Set());
      if (sym?.kind === 'definition' && sym.def.kind === 'class') out.push({ file: sym.file, def: sym.def });
    }
    return out;
  }

  async function classMember(file: string, cls: Definition, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${cls.qualname}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const mod = await loader.load(file);
    const own = mod?.byQualname.get(`${cls.qualname}.${name}`);
    if (own !== undefined && own.kind !== 'variable') return { kind: 'definition', file, def: own };
    for (const base of await basesOf(file, cls)) {
      const found = await classMember(base.file, base.def, name, seen);
      if (found !== undefined) return found;
    }
    return own === undefined ? undefined : { kind: 'definition', file, def: own };
  }

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
    lookupInModule: (file, name) => lookup(file, name, new Set()),
    resolveImport: (fromFile, binding) => resolveImport(fromFile, binding, new Set()),
    memberOf: (symbol, name) => memberOf(symbol, name, new Set()),
    basesOf,
  };
}

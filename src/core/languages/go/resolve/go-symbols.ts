/**
 * Name lookup for Go, as an editor follows it: a name in a file is the file's own declaration,
 * an import of that file (a package), a declaration in another file of the same package
 * directory, or one from a dot import. A package's member is a declaration in any of its files.
 * A type's member is a method declared on it (receiver `T` or `*T`) in any file of its package,
 * else one of its fields, else a member of an embedded struct or interface (its bases), searched
 * in order. A field stands for its declared type (`s.db.Read` reaches `DB.Read` when `db *DB`),
 * which is what an editor's "go to definition" on `Read` follows. Cycles end the lookup instead of
 * looping.
 */
import type { Definition, ImportBinding } from '../../types.js';
import type { CodeSymbol, LanguageSymbolResolver, LoadedModule, ModuleLoader } from '../../language.js';
import { identifierParts } from '../../identifiers.js';
import { dirOf, type GoPackages } from './packages.js';

export function createGoSymbolResolver(packages: GoPackages, loader: ModuleLoader): LanguageSymbolResolver {
  const memo = new Map<string, CodeSymbol | undefined>();

  /**
   * The files of `file`'s package, cheapest first: open ones, then those named after `name` as Go
   * names them (`rtptransceiver.go` for `RTPTransceiver`: lower case, no separators), then those
   * whose name shares a word with `name`.
   */
  const siblings = (file: string, name: string): string[] => {
    const words = new Set(identifierParts(name));
    const compact = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
    const named = compact(name);
    const cost = (f: string): number => {
      if (loader.isOpen(f)) return 0;
      const base = f.slice(f.lastIndexOf('/') + 1, -3);
      if (named.length >= 4 && compact(base) === named) return 1;
      return identifierParts(base).some((w) => words.has(w)) ? 2 : 3;
    };
    return packages.filesOf(dirOf(file), file).filter((f) => f !== file).map((f, i) => ({ f, i, c: cost(f) })).sort((a, b) => a.c - b.c || a.i - b.i).map((x) => x.f);
  };

  const packageSymbol = (dir: string): CodeSymbol => {
    const file = packages.representative(dir);
    return file === undefined ? { kind: 'module', module: dir } : { kind: 'module', module: dir, file };
  };

  async function inPackage(dir: string, name: string, forFile: string | undefined): Promise<CodeSymbol | undefined> {
    let variable: CodeSymbol | undefined;
    const files = forFile === undefined ? packages.filesOf(dir) : [forFile, ...siblings(forFile, name)];
    for (const f of files) {
      const mod = await loader.load(f);
      const def = mod?.topLevel.get(name);
      if (def === undefined) continue;
      if (def.kind !== 'variable') return { kind: 'definition', file: f, def };
      variable ??= { kind: 'definition', file: f, def };
    }
    return variable;
  }

  async function resolveImport(fromFile: string, b: ImportBinding): Promise<CodeSymbol | undefined> {
    const dir = await packages.resolve(fromFile, b.module);
    return dir === undefined ? undefined : packageSymbol(dir);
  }

  async function lookupUncached(mod: LoadedModule, name: string): Promise<CodeSymbol | undefined> {
    const own = mod.topLevel.get(name);
    if (own !== undefined && own.kind !== 'variable') return { kind: 'definition', file: mod.file, def: own };
    for (const b of mod.parsed.imports.filter((x) => x.boundName === name)) {
      const found = await resolveImport(mod.file, b);
      if (found !== undefined) return found;
    }
    if (own !== undefined) return { kind: 'definition', file: mod.file, def: own };
    const found = await inPackage(dirOf(mod.file), name, mod.file);
    if (found !== undefined) return found;
    for (const b of mod.parsed.imports.filter((x) => x.boundName === '*')) {
      const dir = await packages.resolve(mod.file, b.module);
      const viaDot = dir === undefined ? undefined : await inPackage(dir, name, undefined);
      if (viaDot !== undefined) return viaDot;
    }
    return undefined;
  }

  async function lookup(file: string, name: string): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${name}`;
    if (memo.has(key)) return memo.get(key);
    const mod = await loader.load(file);
    const result = mod === undefined ? undefined : await lookupUncached(mod, name);
    memo.set(key, result);
    return result;
  }

  async function chainSymbol(file: string, chain: readonly string[]): Promise<CodeSymbol | undefined> {
    const [head, ...rest] = chain;
    let sym = head === undefined ? undefined : await lookup(file, head);
    for (const part of rest) sym = sym === undefined ? undefined : await memberOf(sym, part, new Set());
    return sym;
  }

  async function basesOf(file: string, cls: Definition): Promise<{ file: string; def: Definition }[]> {
    const out: { file: string; def: Definition }[] = [];
    for (const base of cls.bases) {
      const sym = await chainSymbol(file, base.split('.'));
      if (sym?.kind === 'definition' && sym.def.kind === 'class') out.push({ file: sym.file, def: sym.def });
    }
    return out;
  }

  async function typeMember(file: string, cls: Definition, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${cls.qualname}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const qualname = `${cls.qualname}.${name}`;
    for (const f of [file, ...siblings(file, cls.name)]) {
      const def = (await loader.load(f))?.byQualname.get(qualname);
      if (def !== undefined) return { kind: 'definition', file: f, def };
    }
    const fieldType = cls.attributes.find((a) => a.name === name)?.annotation;
    if (fieldType !== undefined) {
      const typeSym = await chainSymbol(file, fieldType);
      if (typeSym?.kind === 'definition' && typeSym.def.kind === 'class') return typeSym;
    }
    for (const b of await basesOf(file, cls)) {
      const found = await typeMember(b.file, b.def, name, seen);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  async function memberOf(symbol: CodeSymbol, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    if (symbol.kind === 'module') return inPackage(symbol.module, name, undefined);
    if (symbol.def.kind === 'class') return typeMember(symbol.file, symbol.def, name, seen);
    return undefined;
  }

  return {
    lookupInModule: (file, name) => lookup(file, name),
    resolveImport: (fromFile, binding) => resolveImport(fromFile, binding),
    memberOf: (symbol, name) => memberOf(symbol, name, new Set()),
    basesOf,
    importedFile: (fromFile, binding) => {
      const dir = packages.resolveKnown(fromFile, binding.module);
      return dir === undefined ? undefined : packages.representative(dir);
    },
    importedFileOf: async (fromFile, binding) => {
      const dir = await packages.resolve(fromFile, binding.module);
      return dir === undefined ? undefined : packages.representative(dir);
    },
  };
}

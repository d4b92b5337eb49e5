/**
 * Name lookup for Java, as an editor follows it. A name in a file is, in order: a type the file
 * declares; a single-type or single-static import; a type of the file's own package (any file of
 * its directory: `N.java`); a type of an on-demand import's package, or a member of a static
 * on-demand import's type; else a member of the file's own types (a method or field used without
 * `this.`, which Java resolves through the enclosing classes and their bases). A type's member
 * is a nested type, method or field of it, else of its bases (superclass, then interfaces), in
 * order; a field stands for its declared type when a member of it is asked for (`this.repo.find`
 * reaches `Repo.find`). An import's module is a package when a directory holds it, else a type
 * (`import a.b.Outer.Inner;`, `import static a.b.C.m;`). Cycles end the lookup instead of looping.
 */
import type { Definition, ImportBinding } from '../../types.js';
import type { CodeSymbol, LanguageSymbolResolver, LoadedModule, ModuleLoader } from '../../language.js';
import type { JavaPackages } from './packages.js';

type Found = { file: string; def: Definition };

/** The package a file declares ('' for the unnamed package). */
const packageOf = (text: string): string => /^\s*package\s+([\w.\s]+?)\s*;/m.exec(text)?.[1]?.replace(/\s+/g, '') ?? '';

export function createJavaSymbolResolver(packages: JavaPackages, loader: ModuleLoader): LanguageSymbolResolver {
  const memo = new Map<string, CodeSymbol | undefined>();

  const packageSymbol = (fromFile: string, pkg: string): CodeSymbol | undefined => {
    const dir = packages.packageDirs(fromFile, pkg)[0];
    if (dir === undefined) return undefined;
    const file = packages.filesOf(dir)[0];
    return file === undefined ? { kind: 'module', module: pkg } : { kind: 'module', module: pkg, file };
  };

  /** Type `name` of package `pkg` as `fromFile` sees it. */
  async function typeIn(fromFile: string, pkg: string, name: string): Promise<Found | undefined> {
    const file = packages.typeFile(fromFile, pkg, name);
    const def = file === undefined ? undefined : (await loader.load(file))?.topLevel.get(name);
    return file !== undefined && def?.kind === 'class' ? { file, def } : undefined;
  }

  /** A dotted name read as a package followed by types (`a.b.Outer.Inner`), the longest package first. */
  async function qualifiedType(fromFile: string, dotted: string): Promise<CodeSymbol | undefined> {
    const parts = dotted.split('.');
    for (let cut = parts.length - 1; cut >= 0; cut -= 1) {
      const top = parts[cut];
      if (top === undefined) continue;
      const found = await typeIn(fromFile, parts.slice(0, cut).join('.'), top);
      if (found === undefined) continue;
      let sym: CodeSymbol | undefined = { kind: 'definition', ...found };
      for (const part of parts.slice(cut + 1)) sym = sym === undefined ? undefined : await memberOf(sym, part, new Set());
      return sym;
    }
    return undefined;
  }

  async function resolveImport(fromFile: string, b: ImportBinding): Promise<CodeSymbol | undefined> {
    const name = b.name ?? b.boundName;
    if (name === '*') return packageSymbol(fromFile, b.module) ?? (await qualifiedType(fromFile, b.module));
    const asType = await typeIn(fromFile, b.module, name);
    if (asType !== undefined) return { kind: 'definition', ...asType };
    const owner = await qualifiedType(fromFile, b.module);
    return owner === undefined ? undefined : memberOf(owner, name, new Set());
  }

  async function lookupUncached(mod: LoadedModule, name: string): Promise<CodeSymbol | undefined> {
    const own = mod.topLevel.get(name);
    if (own !== undefined && own.kind === 'class') return { kind: 'definition', file: mod.file, def: own };
    for (const b of mod.parsed.imports.filter((x) => x.boundName === name)) {
      const found = await resolveImport(mod.file, b);
      if (found !== undefined) return found;
    }
    // The file's own package: its directory first, then the same package under the module's other source roots.
    const samePackage = await typeIn(mod.file, packageOf(mod.text), name);
    if (samePackage !== undefined) return { kind: 'definition', ...samePackage };
    for (const b of mod.parsed.imports.filter((x) => x.boundName === '*')) {
      const inPackage = await typeIn(mod.file, b.module, name);
      if (inPackage !== undefined) return { kind: 'definition', ...inPackage };
      const owner = packageSymbol(mod.file, b.module) === undefined ? await qualifiedType(mod.file, b.module) : undefined;
      const member = owner === undefined ? undefined : await memberOf(owner, name, new Set());
      if (member !== undefined) return member;
    }
    for (const cls of mod.parsed.definitions.filter((d) => d.parent === undefined && d.kind === 'class')) {
      const member = await memberOf({ kind: 'definition', file: mod.file, def: cls }, name, new Set());
      if (member !== undefined) return member;
    }
    return undefined;
  }

  async function lookup(file: string, name: string): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${name}`;
    if (memo.has(key)) return memo.get(key);
    memo.set(key, undefined);
    const mod = await loader.load(file);
    const result = mod === undefined ? undefined : await lookupUncached(mod, name);
    memo.set(key, result);
    return result;
  }

  /** A type name as written inside `cls` (its enclosing types' members first, then the file's scope). */
  async function typeFrom(file: string, cls: Definition, written: string): Promise<Found | undefined> {
    const [head, ...rest] = written.replace(/<[\s\S]*$/, '').replace(/\[\]/g, '').trim().split('.');
    if (head === undefined || head === '') return undefined;
    const mod = await loader.load(file);
    let sym: CodeSymbol | undefined;
    for (let scope: string | undefined = cls.qualname; scope !== undefined && sym === undefined; ) {
      const nested = mod?.byQualname.get(`${scope}.${head}`);
      if (nested?.kind === 'class') sym = { kind: 'definition', file, def: nested };
      const parent: Definition | undefined = mod?.byQualname.get(scope);
      scope = parent?.parent;
    }
    sym ??= (await lookup(file, head)) ?? (rest.length > 0 ? await qualifiedType(file, [head, ...rest].join('.')) : undefined);
    for (const part of rest) sym = sym === undefined || sym.kind === 'module' ? sym : await memberOf(sym, part, new Set());
    return sym?.kind === 'definition' && sym.def.kind === 'class' ? { file: sym.file, def: sym.def } : undefined;
  }

  async function basesOf(file: string, cls: Definition): Promise<Found[]> {
    const out: Found[] = [];
    for (const base of cls.bases) {
      const found = await typeFrom(file, cls, base);
      if (found !== undefined && found.def !== cls) out.push(found);
    }
    return out;
  }

  async function typeMember(file: string, cls: Definition, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${cls.qualname}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const def = (await loader.load(file))?.byQualname.get(`${cls.qualname}.${name}`);
    if (def !== undefined) return { kind: 'definition', file, def };
    for (const b of await basesOf(file, cls)) {
      const found = await typeMember(b.file, b.def, name, seen);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  async function memberOf(symbol: CodeSymbol, name: string, seen: Set<string>): Promise<CodeSymbol | undefined> {
    if (symbol.kind === 'module') {
      const from = symbol.file ?? `${symbol.module.split('.').join('/')}/_.java`;
      const type = await typeIn(from, symbol.module, name);
      return type !== undefined ? { kind: 'definition', ...type } : packageSymbol(from, symbol.module === '' ? name : `${symbol.module}.${name}`);
    }
    if (symbol.def.kind === 'class') return typeMember(symbol.file, symbol.def, name, seen);
    if (symbol.def.kind === 'variable' && symbol.def.annotation !== undefined && symbol.def.parent !== undefined) {
      const owner = (await loader.load(symbol.file))?.byQualname.get(symbol.def.parent);
      const type = owner === undefined ? undefined : await typeFrom(symbol.file, owner, symbol.def.annotation);
      return type === undefined ? undefined : typeMember(type.file, type.def, name, seen);
    }
    return undefined;
  }

  return {
    lookupInModule: (file, name) => lookup(file, name),
    resolveImport: (fromFile, binding) => resolveImport(fromFile, binding),
    memberOf: (symbol, name) => memberOf(symbol, name, new Set()),
    basesOf,
    importedFile: (fromFile, binding) => {
      const name = binding.name ?? binding.boundName;
      if (name !== '*') return packages.typeFile(fromFile, binding.module, name) ?? packages.typeFile(fromFile, binding.module.split('.').slice(0, -1).join('.'), binding.module.split('.').at(-1) ?? '');
      const dir = packages.packageDirs(fromFile, binding.module)[0];
      return dir === undefined ? undefined : packages.filesOf(dir)[0];
    },
  };
}

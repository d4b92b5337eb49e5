/**
 * What `mod.Name` can name when `mod` is an imported module: its own top-level definitions,
 * and, for a package `__init__` or names listed in `__all__`, what it re-exports
 * (`from .x import Name`, `from .x import *`; TypeScript: `export ... from`). Re-exports are resolved through the symbol
 * resolver, so the files they lead to are read through the loader and its read budget: a
 * re-export whose file the budget refuses is left out, never guessed.
 */
import type { ImportBinding } from '../languages/types.js';
import type { LoadedModule } from './module-loader.js';
import { importedFile } from './expand.js';
import type { CodeSymbol, SymbolResolver } from './symbols.js';

export interface ModuleMember {
  name: string;
  symbol: CodeSymbol & { kind: 'definition' };
}

const isPackageInit = (file: string): boolean => /(^|\/)__init__\.pyi?$/.test(file);

/** Names `mod` re-exports, in source order; star imports are expanded (which may read their file). */
async function reexportedNames(resolver: SymbolResolver, mod: LoadedModule, room: () => number): Promise<string[]> {
  const mayRead = (): boolean => room() > 0;
  const exported = mod.parsed.allNames;
  const init = isPackageInit(mod.file);
  // A plain module's imports are its own tools unless `__all__` says it offers them.
  const offers = (name: string): boolean => (exported !== undefined ? exported.includes(name) : init && !name.startsWith('_'));
  const names: string[] = [];
  // The star modules this loop would open one after another (source order, while there is room)
  // are read together first: the same files, in one round trip instead of one each.
  const starFiles = mod.parsed.imports
    .filter((b) => b.scope === undefined && b.kind === 'from' && b.name === '*')
    .map((b) => resolver.starFile?.(mod.file, b))
    .filter((f): f is string => f !== undefined && !resolver.loader.isOpen(f));
  if (starFiles.length > 1 && mayRead()) await resolver.loader.prefetch([...new Set(starFiles)].slice(0, room()));
  for (const b of mod.parsed.imports) {
    if (b.scope !== undefined || b.kind !== 'from' || b.name === undefined) continue;
    if (b.name !== '*') {
      if (offers(b.boundName)) names.push(b.boundName);
      continue;
    }
    const file = resolver.starFile?.(mod.file, b);
    if (file === undefined || (!resolver.loader.isOpen(file) && !mayRead())) continue;
    const star = await resolver.loader.load(file);
    if (star === undefined) continue;
    const starNames = star.parsed.allNames ?? [...star.topLevel.keys()].filter((n) => !n.startsWith('_'));
    names.push(...starNames.filter(offers));
  }
  return [...new Set(names)];
}

/** Names a TypeScript module's own `export` list offers (not `*`, `default` or `export =`). */
const exportedNames = (mod: LoadedModule): string[] =>
  (mod.parsed.exports ?? []).filter((e) => e.exported !== '*' && e.exported !== 'default' && e.exported !== '=').map((e) => e.exported);

/**
 * TypeScript: what a module offers besides its own definitions, in source order: its re-exports
 * (`export { a as b } from`) and, for `export * from`, the names the starred module exports —
 * a barrel's `index.ts` is all re-exports. Starred barrels are followed `depth` levels deep.
 */
async function tsReexportedNames(resolver: SymbolResolver, mod: LoadedModule, room: () => number, depth = 2): Promise<string[]> {
  const mayRead = (): boolean => room() > 0;
  const reexports = (mod.parsed.exports ?? []).filter((e) => e.module !== undefined);
  const files = await Promise.all(
    reexports.map(async (e) => resolver.importedFileOf?.(mod.file, { kind: 'from', module: e.module ?? '', level: 0, name: e.name ?? e.exported, boundName: e.exported, line: e.line, typeCheckingOnly: e.typeOnly, optional: false })),
  );
  // As for Python's star imports: the files this loop would open one after another are read together.
  const unread = files.filter((f): f is string => f !== undefined && !resolver.loader.isOpen(f));
  if (unread.length > 1 && mayRead()) await resolver.loader.prefetch([...new Set(unread)].slice(0, room()));
  const names: string[] = [];
  for (const [i, e] of reexports.entries()) {
    const file = files[i];
    // What the budget cannot read is left out, never guessed.
    if (file === undefined || (!resolver.loader.isOpen(file) && !mayRead())) continue;
    if (e.exported !== '*') {
      names.push(e.exported);
      continue;
    }
    const star = await resolver.loader.load(file);
    if (star === undefined) continue;
    names.push(...exportedNames(star));
    if (depth > 1) names.push(...(await tsReexportedNames(resolver, star, room, depth - 1)));
  }
  return [...new Set(names)];
}

/** Files the module's relative or in-repository `from` imports lead to, not yet open. */
function reexportFiles(resolver: SymbolResolver, mod: LoadedModule, names: ReadonlySet<string>): string[] {
  const bound = (b: ImportBinding): boolean => b.scope === undefined && b.kind === 'from' && names.has(b.boundName);
  return mod.parsed.imports
    .filter(bound)
    .map((b) => importedFile(resolver, mod.file, b))
    .filter((f): f is string => f !== undefined && !resolver.loader.isOpen(f));
}

/**
 * Members of the module in `file`. `room` says how many files not yet open may still be read
 * (the caller's file and byte budget); a re-export whose file is not open is resolved only
 * while there is room.
 */
export async function moduleMembers(resolver: SymbolResolver, file: string, room: () => number): Promise<ModuleMember[]> {
  const mayRead = (): boolean => room() > 0;
  const mod = await resolver.loader.load(file);
  if (mod === undefined) return [];
  const out: ModuleMember[] = [];
  const seen = new Set<string>();
  for (const def of mod.parsed.definitions) {
    if (def.parent !== undefined || def.kind === 'variable' || seen.has(def.name)) continue;
    seen.add(def.name);
    out.push({ name: def.name, symbol: { kind: 'definition', file, def } });
  }
  const offered = mod.parsed.exports === undefined ? await reexportedNames(resolver, mod, room) : await tsReexportedNames(resolver, mod, room);
  const names = offered.filter((n) => !seen.has(n));
  if (names.length === 0) return out;
  await resolver.loader.prefetch([...new Set(reexportFiles(resolver, mod, new Set(names)))].slice(0, Math.max(0, room())));
  for (const name of names) {
    const via = mod.parsed.imports.find((b) => b.scope === undefined && b.boundName === name);
    const viaFile = via === undefined ? undefined : importedFile(resolver, mod.file, via);
    if (viaFile !== undefined && !resolver.loader.isOpen(viaFile) && !mayRead()) continue;
    const symbol = await resolver.lookupInModule(file, name);
    if (symbol?.kind !== 'definition' || symbol.def.kind === 'variable') continue;
    out.push({ name, symbol });
  }
  return out;
}

/**
 * One SymbolResolver over every language of a repository: each question goes to the resolver of
 * the language of the file it is about (Python's for .py and anything unclaimed, the TypeScript
 * one for .ts/.tsx/.js...). Names never cross languages, so neither resolver needs the other.
 */
import { languageOf } from '../languages/index.js';
import type { RepoSource } from '../ports.js';
import type { ModuleIndex } from '../languages/python/resolve/module-index.js';
import type { ModuleLoader } from './module-loader.js';
import { createSymbolResolver, type SymbolResolver } from './symbols.js';
import { createTsModuleResolver } from '../languages/typescript/resolve/module-resolver.js';
import { createTsSymbolResolver } from '../languages/typescript/resolve/ts-symbols.js';

export function createLanguageResolver(files: readonly string[], index: ModuleIndex, loader: ModuleLoader, source: RepoSource): SymbolResolver {
  const py = createSymbolResolver(index, loader);
  if (!files.some((f) => languageOf(f)?.id === 'typescript')) return py;
  const ts = createTsSymbolResolver(createTsModuleResolver(files, (path) => source.readFile(path)), loader);
  const isTs = (file: string | undefined): boolean => file !== undefined && languageOf(file)?.id === 'typescript';
  return {
    index,
    loader,
    lookupInModule: (file, name) => (isTs(file) ? ts : py).lookupInModule(file, name),
    resolveImport: (fromFile, binding) => (isTs(fromFile) ? ts : py).resolveImport(fromFile, binding),
    memberOf: (symbol, name) => (isTs(symbol.file) ? ts : py).memberOf(symbol, name),
    basesOf: (file, cls) => (isTs(file) ? ts : py).basesOf(file, cls),
    importedFileOf: (fromFile, binding) => (isTs(fromFile) ? ts.importedFileOf?.(fromFile, binding) ?? Promise.resolve(undefined) : Promise.resolve(undefined)),
  };
}

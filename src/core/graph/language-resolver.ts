/**
 * One SymbolResolver over every language of a repository: each question goes to the resolver of
 * the language of the file it is about, built on first use. Names never cross languages, so no
 * resolver needs another's.
 */
import { languageFor, type Language } from '../languages/index.js';
import { NOT_NOW, type ResolverContext } from '../languages/language.js';
import type { LanguageSymbolResolver, SymbolResolver } from './symbols.js';

export function createLanguageResolver(ctx: ResolverContext): SymbolResolver {
  const built = new Map<Language, LanguageSymbolResolver>();
  // Each file's resolver, once per file (this resolver lives for one retrieval): every question
  // of the walk comes here, and the language from the path cost a slice and a lower-casing each time.
  const byFile = new Map<string, LanguageSymbolResolver>();
  const of = (file: string | undefined): LanguageSymbolResolver => {
    const path = file ?? '';
    const known = byFile.get(path);
    if (known !== undefined) return known;
    const language = languageFor(path);
    let resolver = built.get(language);
    if (resolver === undefined) {
      resolver = language.createResolver(ctx);
      built.set(language, resolver);
    }
    byFile.set(path, resolver);
    return resolver;
  };
  return {
    loader: ctx.loader,
    lookupInModule: (file, name, pathGoesOn) => of(file).lookupInModule(file, name, pathGoesOn),
    lookupInScope: (file, scope, name, pathGoesOn) => of(file).lookupInScope?.(file, scope, name, pathGoesOn) ?? Promise.resolve(undefined),
    resolveImport: (fromFile, binding) => of(fromFile).resolveImport(fromFile, binding),
    memberOf: (symbol, name) => of(symbol.file).memberOf(symbol, name),
    basesOf: (file, cls) => of(file).basesOf(file, cls),
    // The synchronous twins: NOT_NOW from a language that has none (its walk stays asynchronous).
    lookupInModuleNow: (file, name, pathGoesOn) => {
      const r = of(file);
      return r.lookupInModuleNow === undefined ? NOT_NOW : r.lookupInModuleNow(file, name, pathGoesOn);
    },
    resolveImportNow: (fromFile, binding) => {
      const r = of(fromFile);
      return r.resolveImportNow === undefined ? NOT_NOW : r.resolveImportNow(fromFile, binding);
    },
    memberOfNow: (symbol, name) => {
      const r = of(symbol.file);
      return r.memberOfNow === undefined ? NOT_NOW : r.memberOfNow(symbol, name);
    },
    lookupInScopeNow: (file) => (of(file).lookupInScope === undefined ? undefined : NOT_NOW),
    importedFile: (fromFile, binding) => of(fromFile).importedFile?.(fromFile, binding),
    starFile: (fromFile, binding) => of(fromFile).starFile?.(fromFile, binding),
    importedFileOf: (fromFile, binding) => of(fromFile).importedFileOf?.(fromFile, binding) ?? Promise.resolve(undefined),
    specifierFileNow: (fromFile, specifier) => of(fromFile).specifierFileNow?.(fromFile, specifier),
  };
}

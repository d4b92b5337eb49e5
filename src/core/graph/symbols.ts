/**
 * What the graph asks of a language's name lookup: from a name bound in a module (or a member of
 * a class or module) to the file and definition that really defines it. Each language implements
 * it in its own folder (Language.createResolver); language-resolver.ts routes each question to
 * the language of the file it is about.
 */
import type { Definition, ImportBinding } from '../languages/types.js';
import type { ModuleLoader } from './module-loader.js';

export type CodeSymbol =
  | { kind: 'definition'; file: string; def: Definition }
  | { kind: 'module'; module: string; file?: string };

export interface LanguageSymbolResolver {
  /** A name bound at module level in `file`. */
  lookupInModule(file: string, name: string): Promise<CodeSymbol | undefined>;
  /** What an import binding binds its `boundName` to. */
  resolveImport(fromFile: string, binding: ImportBinding): Promise<CodeSymbol | undefined>;
  /** An attribute of a module or a class (methods and nested classes, searched through the bases). */
  memberOf(symbol: CodeSymbol, name: string): Promise<CodeSymbol | undefined>;
  /** The classes a class derives from, resolved (unresolvable bases are left out). */
  basesOf(file: string, cls: Definition): Promise<{ file: string; def: Definition }[]>;
  /** The file an import most likely leads to, when the path list alone tells (the submodule, else the module). */
  importedFile?(fromFile: string, binding: ImportBinding): string | undefined;
  /** The file a star import (`from m import *`) reads, when the path list alone tells. */
  starFile?(fromFile: string, binding: ImportBinding): string | undefined;
  /** The file an import's module specifier names, when the language resolves specifiers by reading manifests. */
  importedFileOf?(fromFile: string, binding: ImportBinding): Promise<string | undefined>;
}

export interface SymbolResolver extends LanguageSymbolResolver {
  readonly loader: ModuleLoader;
}

/** `Generic[T]` -> ['Generic'], `abc.ABC` -> ['abc', 'ABC']; undefined for calls and other expressions. */
export function chainOfExpression(text: string): string[] | undefined {
  const bare = text.replace(/\[.*$/s, '').trim();
  if (!/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/.test(bare)) return undefined;
  return bare.split('.');
}

/**
 * What the graph asks of a language's name lookup: from a name bound in a module (or a member of
 * a class or module) to the file and definition that really defines it. Each language implements
 * it in its own folder (Language.createResolver); language-resolver.ts routes each question to
 * the language of the file it is about.
 */
export type { CodeSymbol, LanguageSymbolResolver, SymbolResolver } from '../languages/language.js';

/** `Generic[T]` -> ['Generic'], `abc.ABC` -> ['abc', 'ABC']; undefined for calls and other expressions. */
export function chainOfExpression(text: string): string[] | undefined {
  const bare = text.replace(/\[.*$/s, '').trim();
  if (!/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/.test(bare)) return undefined;
  return bare.split('.');
}

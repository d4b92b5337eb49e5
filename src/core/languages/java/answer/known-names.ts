/**
 * The names a Java body may use, as far as the file and the files the job read tell: every
 * declaration of the file (members of the enclosing types included: Java resolves unqualified
 * names through them), its imports, the target's parameters and locals, the types of the same
 * package the job read (a file's name is its public type's), the members of the enclosing types'
 * bases among the files read, the retrieved context's names and `java.lang`.
 */
import type { Definition, ParsedModule } from '../../types.js';
import { parseJava } from '../parse-module.js';
import { JAVA_BUILTINS } from './builtins.js';

const dirOf = (f: string): string => (f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '');
const typeOfFile = (f: string): string => f.slice(f.lastIndexOf('/') + 1).replace(/\.java$/, '');
const lastSegment = (base: string): string => base.split('.').at(-1) ?? base;

export function javaKnownNames(parsed: ParsedModule, def: Definition, file: string, knownNames: Iterable<string>, readFiles?: ReadonlyMap<string, string>): Set<string> {
  const known = new Set<string>([...JAVA_BUILTINS, ...knownNames, ...def.parameters, ...def.locals]);
  for (const d of parsed.definitions) known.add(d.name);
  for (const b of parsed.imports) if (b.boundName !== '*') known.add(b.boundName);
  if (readFiles === undefined) return known;
  const bases = new Set(parsed.definitions.filter((d) => d.kind === 'class').flatMap((d) => d.bases.map(lastSegment)));
  for (const [path, text] of readFiles) {
    if (!path.endsWith('.java') || path === file) continue;
    const type = typeOfFile(path);
    if (dirOf(path) === dirOf(file)) known.add(type);
    if (!bases.has(type)) continue;
    for (const d of parseJava(text).definitions) known.add(d.name);
  }
  return known;
}

/** Text helpers of the Java answer checks: type parameters of a signature, and the wording of findings. */
import type { ArityShape } from './type-view.js';

export const list = (names: readonly string[]): string => names.map((n) => `\`${n}\``).join(', ');
export const takes = (shapes: readonly ArityShape[]): string =>
  [...new Set(shapes.map((s) => (s.varargs ? `${s.count - 1}+` : `${s.count}`)))].sort().join(' or ');
export const isTypeName = (n: string): boolean => /^[A-Z]/.test(n) && /[a-z]/.test(n);

/**
 * Type parameters a signature declares (`<K, V extends X>` -> K, V): the first angle group when it
 * declares them, i.e. right after a method's modifiers (`public static <T> List<T> f()`) or a type's
 * name (`class Box<T>`), never a return type's arguments (`Stream<TypeMirror> f()` declares none).
 */
export function typeParams(signature: string): string[] {
  const open = signature.indexOf('<');
  if (open < 0) return [];
  const before = signature.slice(0, open).replace(/@[\w.]+(\([^)]*\))?/g, ' ').replace(/\s+/g, ' ').trim();
  const declares = /^((public|protected|private|static|final|abstract|synchronized|native|default|strictfp) )*$/.test(before === '' ? '' : `${before} `)
    || /\b(class|interface|record|enum) [\w$]+$/.test(before);
  if (!declares) return [];
  let depth = 0;
  let piece = '';
  const out: string[] = [];
  for (let i = open; i < signature.length; i++) {
    const c = signature[i]!;
    if (c === '<') depth++;
    if (c === '>') depth--;
    if ((c === ',' && depth === 1) || depth === 0) {
      const name = /^\s*(?:@\w+\s+)?([A-Za-z_$][\w$]*)/.exec(piece)?.[1];
      if (name !== undefined) out.push(name);
      piece = '';
      if (depth === 0) break;
    } else if (!(c === '<' && depth === 1)) piece += c;
  }
  return out;
}

export function closeNames(name: string, names: Iterable<string>): string[] {
  const low = name.toLowerCase();
  return [...names].filter((n) => n !== name && n.length > 2 && (low.includes(n.toLowerCase()) || n.toLowerCase().includes(low) || low.slice(0, 4) === n.toLowerCase().slice(0, 4))).slice(0, 5);
}


/**
 * Turns code and prose into search terms: identifiers are split on snake_case and camelCase
 * boundaries, lower-cased and lightly stemmed, so `get_connection` matches `getConnections`.
 */
import { identifierParts } from '../languages/identifiers.js';

const STOP = new Set([
  'self', 'cls', 'the', 'and', 'none', 'true', 'false', 'return', 'returns', 'def', 'class',
  'this', 'that', 'with', 'from', 'import', 'is', 'in', 'of', 'to', 'a', 'an', 'or', 'else', 'be',
  'it', 'as', 'on', 'by', 'are', 'param', 'type', 'rtype', 'str', 'int', 'bool', 'args', 'kwargs', 'py',
  'init', 'pass', 'raise', 'can', 'will', 'which', 'when', 'should', 'used', 'use', 'any', 'all', 'new',
]);

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The stemmed, non-stop parts of one identifier, added to `out`. */
function addTokenTerms(token: string, out: string[]): string[] {
  for (const part of identifierParts(token)) {
    if (!STOP.has(part)) out.push(stem(part));
  }
  return out;
}

/** The stemmed, non-stop parts of one identifier. */
function tokenTerms(token: string): string[] {
  return addTokenTerms(token, []);
}

/** Search terms of a text (code or prose), stop words removed, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  // Into one list (was a list per identifier, spread into this one).
  for (const token of text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) addTokenTerms(token, out);
  return out;
}

/**
 * `terms`, with each identifier's split remembered by the caller's map (a job's texts repeat the same
 * identifiers: `self`, its classes' and modules' names). The same output as `terms`; the map holds a
 * repository's identifiers, so its owner keeps it per snapshot, never across installations.
 */
export function termsWithMemo(memo: Map<string, readonly string[]>): (text: string) => string[] {
  return (text) => {
    const out: string[] = [];
    for (const token of text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
      let parts = memo.get(token);
      if (parts === undefined) {
        parts = tokenTerms(token);
        memo.set(token, parts);
      }
      for (const p of parts) out.push(p);
    }
    return out;
  };
}

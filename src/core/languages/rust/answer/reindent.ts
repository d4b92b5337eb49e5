/**
 * Re-indentation of a Rust body that leaves multi-line string literals alone: lines that begin
 * inside a `"..."` or raw `r#"..."#` string (both may span lines) keep their text exactly.
 */
import { reindentKeepingLiterals } from '../../brace-body.js';

/** 0-based indexes of lines that start inside a string literal. */
export function stringContinuationLines(text: string): Set<number> {
  const inside = new Set<number>();
  let line = 0;
  let closer = ''; // '"' for a plain string, '"##' for a raw string with two hashes
  let lineComment = false;
  let blockComment = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\n') {
      line += 1;
      lineComment = false;
      if (closer !== '') inside.add(line);
      continue;
    }
    if (lineComment) continue;
    if (blockComment > 0) {
      if (c === '*' && text[i + 1] === '/') {
        blockComment -= 1;
        i += 1;
      } else if (c === '/' && text[i + 1] === '*') {
        blockComment += 1;
        i += 1;
      }
      continue;
    }
    if (closer !== '') {
      if (closer === '"' && c === '\\') i += 1;
      else if (text.startsWith(closer, i)) {
        i += closer.length - 1;
        closer = '';
      }
      continue;
    }
    if (c === '/' && text[i + 1] === '/') lineComment = true;
    else if (c === '/' && text[i + 1] === '*') {
      blockComment = 1;
      i += 1;
    } else if (c === '"') closer = '"';
    else if (c === 'r' && !/[\w]/.test(text[i - 1] ?? '')) {
      const m = /^r(#*)"/.exec(text.slice(i, i + 260));
      if (m) {
        closer = `"${m[1] ?? ''}`;
        i += m[0].length - 1;
      }
    } else if (c === "'") {
      // A char literal ('x', '\n', '\u{1F600}'); a lifetime ('a) has no closing quote.
      const m = /^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/.exec(text.slice(i, i + 14));
      if (m) i += m[0].length - 1;
    }
  }
  return inside;
}

/** Removes the common indentation of the code lines and puts `indent` in front of each. */
export function reindentRustBlock(block: string, indent: string): string {
  return reindentKeepingLiterals(block, indent, stringContinuationLines);
}

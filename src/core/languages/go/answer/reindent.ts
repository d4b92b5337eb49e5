/**
 * Re-indentation of a Go body that leaves raw strings alone: lines that begin inside a
 * multi-line `raw string` keep their text exactly.
 */
import { reindentKeepingLiterals } from '../../brace-body.js';

/** 0-based indexes of lines that start inside a raw string literal. */
export function rawStringLines(text: string): Set<number> {
  const inside = new Set<number>();
  let line = 0;
  let quote = '';
  let lineComment = false;
  let blockComment = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\n') {
      line += 1;
      lineComment = false;
      if (quote === '`') inside.add(line);
      else quote = '';
      continue;
    }
    if (lineComment) continue;
    if (blockComment) {
      if (c === '*' && text[i + 1] === '/') blockComment = false;
      continue;
    }
    if (quote !== '') {
      if (c === '\\' && quote !== '`') i += 1;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '/' && text[i + 1] === '/') lineComment = true;
    else if (c === '/' && text[i + 1] === '*') blockComment = true;
    else if (c === '"' || c === "'" || c === '`') quote = c;
  }
  return inside;
}

/** Removes the common indentation of the code lines and puts `indent` in front of each. */
export function reindentGoBlock(block: string, indent: string): string {
  return reindentKeepingLiterals(block, indent, rawStringLines);
}

/**
 * Re-indentation of a Java body that leaves text blocks alone: lines that begin inside a
 * multi-line `"""` text block keep their text exactly (their indentation is part of the string's
 * content rule, which javac applies to the block as written).
 */
import { reindentKeepingLiterals } from '../../brace-body.js';

/** 0-based indexes of lines that start inside a text block. */
export function textBlockLines(text: string): Set<number> {
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
      if (quote === '"""') inside.add(line);
      else quote = '';
      continue;
    }
    if (lineComment) continue;
    if (blockComment) {
      if (c === '*' && text[i + 1] === '/') blockComment = false;
      continue;
    }
    if (quote === '"""') {
      if (c === '\\') i += 1;
      else if (text.startsWith('"""', i)) {
        quote = '';
        i += 2;
      }
      continue;
    }
    if (quote !== '') {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '/' && text[i + 1] === '/') lineComment = true;
    else if (c === '/' && text[i + 1] === '*') blockComment = true;
    else if (text.startsWith('"""', i)) {
      quote = '"""';
      i += 2;
    } else if (c === '"' || c === "'") quote = c;
  }
  return inside;
}

/** Removes the common indentation of the code lines and puts `indent` in front of each. */
export function reindentJavaBlock(block: string, indent: string): string {
  return reindentKeepingLiterals(block, indent, textBlockLines);
}

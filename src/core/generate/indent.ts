/**
 * Indentation handling that never changes the value of a string literal: lines that begin
 * inside a multi-line string are left exactly as they are when a body is re-indented.
 */

/** 0-based indexes of lines that start inside a triple-quoted string (or an escaped newline in a string). */
export function stringContinuationLines(text: string): Set<number> {
  const inside = new Set<number>();
  let line = 0;
  let quote = ''; // '' in code; otherwise the closing delimiter (', ", ''' or """)
  let comment = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
      comment = false;
      if (quote.length === 1) quote = ''; // unterminated single-line string: recover at the line end
      if (quote) inside.add(line);
      continue;
    }
    if (comment) continue;
    if (quote) {
      if (c === '\\') {
        if (text[i + 1] === '\n') {
          line++;
          inside.add(line);
        }
        i++;
      } else if (text.startsWith(quote, i)) {
        i += quote.length - 1;
        quote = '';
      }
      continue;
    }
    if (c === '#') comment = true;
    else if (c === '"' || c === "'") {
      quote = text.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      i += quote.length - 1;
    }
  }
  return inside;
}

/**
 * 0-based indexes of lines that start a logical line: not inside a string, not inside
 * brackets, not after a backslash continuation. Only these carry block indentation.
 */
export function logicalLineStarts(text: string): Set<number> {
  const starts = new Set<number>([0]);
  let line = 0;
  let depth = 0;
  let quote = '';
  let comment = false;
  let continued = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
      comment = false;
      if (quote.length === 1) quote = '';
      if (!quote && depth === 0 && !continued) starts.add(line);
      continued = false;
      continue;
    }
    if (comment) continue;
    if (quote) {
      if (c === '\\') i++;
      else if (text.startsWith(quote, i)) {
        i += quote.length - 1;
        quote = '';
      }
      continue;
    }
    continued = false;
    if (c === '#') comment = true;
    else if (c === '"' || c === "'") {
      quote = text.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      i += quote.length - 1;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (c === '\\' && text[i + 1] === '\n') continued = true;
  }
  return starts;
}

function leadingWhitespace(line: string): string {
  return /^[ \t]*/.exec(line)?.[0] ?? '';
}

/**
 * Re-indents a block of statements so its least-indented code line sits at `indent`; blank
 * leading/trailing lines are dropped, tabs in code indentation become 4 spaces when the target
 * indents with spaces, and lines inside multi-line strings are kept byte for byte.
 */
export function reindentBlock(block: string, indent: string): string {
  let lines = block.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines = lines.slice(1);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines = lines.slice(0, -1);
  if (lines.length === 0) return '';
  const inString = stringContinuationLines(lines.join('\n'));
  const expandTabs = !indent.includes('\t');
  const code = lines.map((text, i) => {
    if (inString.has(i) || !expandTabs) return text;
    const ws = leadingWhitespace(text);
    return ws.replace(/\t/g, '    ') + text.slice(ws.length);
  });
  let base = Number.POSITIVE_INFINITY;
  code.forEach((text, i) => {
    if (!inString.has(i) && text.trim() !== '') base = Math.min(base, leadingWhitespace(text).length);
  });
  if (!Number.isFinite(base)) base = 0;
  return code
    .map((text, i) => {
      if (inString.has(i)) return text;
      if (text.trim() === '') return '';
      return indent + text.slice(base);
    })
    .join('\n');
}

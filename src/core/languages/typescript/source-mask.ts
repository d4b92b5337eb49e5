/**
 * Lexical help for the grammar-gap rewrites (grammar-gaps.ts): the source with comments, the
 * insides of strings, template literals and regexes, and JSX text blanked out (taken from a first
 * tree-sitter parse, so the lexing is the grammar's own), and bracket matching over that text.
 * Newlines are kept, so offsets and lines of the masked text are those of the source.
 */
import type { LNode, LiteTree } from '../lite-tree.js';

const BLANK_WHOLE = new Set(['comment', 'html_comment', 'jsx_text']);
const BLANK_INSIDE = new Set(['string', 'template_string', 'regex']);

/** Every UTF-16 code unit but the line breaks (no `u` flag: a pair outside the BMP becomes two spaces, as ever). */
const NOT_LINE_BREAK = /[^\n\r]/g;

/** The source with comments and literal contents replaced by spaces (delimiters of literals kept). */
export function maskedSource(tree: LiteTree): string {
  // The spans to blank never overlap (a blanked node's children are not visited): found in any order,
  // sorted, then the text is built from the source's slices between them. (A one-character string per
  // character of the file, blanked and joined, cost 2-3% of a TypeScript job.)
  const spans: Array<[number, number]> = [];
  const stack: LNode[] = [tree.root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (BLANK_WHOLE.has(node.type)) spans.push([node.start, node.end]);
    else if (BLANK_INSIDE.has(node.type)) spans.push([node.start + 1, node.end - 1]);
    else for (const child of node.children) stack.push(child);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const source = tree.source;
  const parts: string[] = [];
  let at = 0;
  for (const [first, end] of spans) {
    const start = Math.max(first, at);
    if (end <= start) continue;
    parts.push(source.slice(at, start), source.slice(start, end).replace(NOT_LINE_BREAK, ' '));
    at = end;
  }
  parts.push(source.slice(at));
  return parts.join('');
}

const OPEN = '([{<';
const CLOSE = ')]}>';

/**
 * The index just past the `>` that closes the `<` at `open` (brackets of all kinds nested, the
 * `>` of `=>` not counted), or -1 when a `;` or an unbalanced bracket comes first.
 */
export function closingAngle(masked: string, open: number, limit = 4000): number {
  const stack: string[] = [];
  const end = Math.min(masked.length, open + limit);
  for (let i = open; i < end; i += 1) {
    const c = masked[i]!;
    if (c === ';') return -1;
    if (c === '>' && masked[i - 1] === '=') continue;
    const o = OPEN.indexOf(c);
    if (o >= 0) {
      stack.push(CLOSE[o]!);
      continue;
    }
    if (CLOSE.includes(c)) {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Index of the first non-whitespace character at or after `i` (masked.length if none). */
export function nextCode(masked: string, i: number): number {
  while (i < masked.length && /\s/.test(masked[i]!)) i += 1;
  return i;
}

/** Index of the last non-whitespace character before `i` (-1 if none). */
export function previousCode(masked: string, i: number): number {
  let j = i - 1;
  while (j >= 0 && /\s/.test(masked[j]!)) j -= 1;
  return j;
}

/**
 * For each queried offset, the index of the innermost `(`, `[` or `{` open there (-1 at top
 * level). One pass over the masked text; `<`/`>` are not brackets here (they are also operators).
 */
export function enclosingBrackets(masked: string, offsets: number[]): Map<number, number> {
  const out = new Map<number, number>();
  const sorted = [...offsets].sort((a, b) => a - b);
  const stack: number[] = [];
  let k = 0;
  for (let i = 0; i < masked.length && k < sorted.length; i += 1) {
    while (k < sorted.length && sorted[k] === i) {
      out.set(i, stack[stack.length - 1] ?? -1);
      k += 1;
    }
    const c = masked[i]!;
    if (c === '(' || c === '[' || c === '{') stack.push(i);
    else if (c === ')' || c === ']' || c === '}') stack.pop();
  }
  return out;
}

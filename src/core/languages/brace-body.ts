/**
 * Body editing shared by the brace languages (TypeScript/JavaScript, Go, Rust, Java): splitting a
 * one-line stub around its braces, and re-indenting a body while leaving the lines of multi-line
 * string literals alone (each language says which lines those are).
 */
import type { Definition, Stub } from './types.js';

/** For an inline stub (`m() { throw ... }`): the text before the body's `{` and after its `}`. */
export function inlineBraceParts(lines: string[], start: number, end: number, target: Definition): { head: string; tail: string } | undefined {
  const first = lines[start - 1] ?? '';
  const last = lines[end - 1] ?? '';
  const sigTail = target.signature.split('\n').pop() ?? '';
  const at = first.indexOf(sigTail);
  const open = first.indexOf('{', at < 0 ? 0 : at + sigTail.length);
  const close = last.lastIndexOf('}');
  if (open < 0 || close < 0 || (start === end && close <= open)) return undefined;
  return { head: first.slice(0, open + 1), tail: last.slice(close) };
}

/**
 * Removes the common indentation of the code lines and puts `indent` in front of each; the lines
 * `literalLines` names (0-based, lines that start inside a multi-line string) keep their text exactly.
 */
export function reindentKeepingLiterals(block: string, indent: string, literalLines: (text: string) => Set<number>): string {
  const lines = block.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && (lines[0] ?? '').trim() === '') lines.shift();
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const literal = literalLines(lines.join('\n'));
  const widths = lines.filter((l, i) => !literal.has(i) && l.trim() !== '').map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0);
  const cut = widths.length === 0 ? 0 : Math.min(...widths);
  return lines.map((l, i) => (literal.has(i) ? l : l.trim() === '' ? '' : indent + l.slice(cut))).join('\n');
}

/** How a C-family language spells its string literals, for finding the lines that start inside one. */
export interface StringSyntax {
  /** The delimiter of the one literal that may span lines (`` ` `` in Go and TypeScript, `"""` in Java). */
  multiline: string;
  /** Whether `\` escapes inside that literal (template literals and text blocks: yes; Go's raw strings: no). */
  multilineEscapes: boolean;
  /** The one-line literals' quotes; `\` escapes inside them. */
  quotes: string;
}

/** 0-based indexes of the lines that start inside a multi-line literal (comments and one-line literals skipped). */
export function multilineLiteralLines(text: string, syntax: StringSyntax): Set<number> {
  const inside = new Set<number>();
  const { multiline } = syntax;
  let line = 0;
  let quote = '';
  let lineComment = false;
  let blockComment = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\n') {
      line += 1;
      lineComment = false;
      if (quote === multiline) inside.add(line);
      else quote = '';
      continue;
    }
    if (lineComment) continue;
    if (blockComment) {
      if (c === '*' && text[i + 1] === '/') blockComment = false;
      continue;
    }
    if (quote === multiline) {
      if (c === '\\' && syntax.multilineEscapes) i += 1;
      else if (text.startsWith(multiline, i)) {
        quote = '';
        i += multiline.length - 1;
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
    else if (text.startsWith(multiline, i)) {
      quote = multiline;
      i += multiline.length - 1;
    } else if (c !== undefined && syntax.quotes.includes(c)) quote = c;
  }
  return inside;
}

/** A re-indented body put in place of a brace language's stub body. */
export interface PlacedBraceBody {
  newBody: string;
  newSource: string;
  /** 1-based lines of the body itself in `newSource`. */
  bodyStart: number;
  bodyEnd: number;
}

/**
 * Puts `body` (already indented for the stub) in place of the stub's body lines; a one-line stub
 * (`fn f() { todo!() }`) is split around its braces first. Undefined when that split fails.
 */
export function placeBraceBody(source: string, stub: Stub, target: Definition, body: string): PlacedBraceBody | undefined {
  const lines = source.split('\n');
  let newBody = body;
  if (stub.inline === true) {
    const parts = inlineBraceParts(lines, stub.bodyRange.start, stub.bodyRange.end, target);
    if (!parts) return undefined;
    newBody = `${parts.head}\n${body}\n${/^[ \t]*/.exec(lines[stub.bodyRange.start - 1] ?? '')?.[0] ?? ''}${parts.tail}`;
  }
  const newSource = [...lines.slice(0, stub.bodyRange.start - 1), ...newBody.split('\n'), ...lines.slice(stub.bodyRange.end)].join('\n');
  const bodyStart = stub.bodyRange.start + (stub.inline === true ? 1 : 0);
  return { newBody, newSource, bodyStart, bodyEnd: bodyStart + body.split('\n').length - 1 };
}

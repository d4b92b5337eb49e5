/**
 * Body editing shared by the brace languages (TypeScript/JavaScript, Go, Rust): splitting a
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

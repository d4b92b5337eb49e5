/**
 * Body editing shared by the brace languages (TypeScript/JavaScript, Go, Rust): splitting a
 * one-line stub around its braces, and re-indenting a body while leaving the lines of multi-line
 * string literals alone (each language says which lines those are).
 */
import type { Definition } from './types.js';

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

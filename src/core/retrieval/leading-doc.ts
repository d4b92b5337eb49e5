/**
 * Doc comments written above a definition and inside its full range (Rust's `///` lines, between
 * its attributes): what a shortened form of the definition hides of them. The summary paragraph
 * (up to the first empty comment line) is kept, or only the first line with words in it; the rest
 * becomes one `/// …` line. Languages whose doc comments lie outside the full range, or whose
 * docstring is inside the body, are not concerned (their rules leave `leadingDocCut` off).
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';

export interface HiddenLines {
  start: number;
  end: number;
  text: string[];
}

const isLineComment = (text: string): boolean => text.startsWith('//') && !text.startsWith('//!');

/** Lines of the leading doc comment of `def` to hide, or undefined when nothing is to be cut. */
export function leadingDocCut(mod: LoadedModule, def: Definition, firstLine: boolean): HiddenLines | undefined {
  if (mod.language.retrieval.leadingDocCut !== true || def.docstringRange !== undefined) return undefined;
  const line = (n: number): string => (mod.lines[n - 1] ?? '').trim();
  let start = def.fullRange.start;
  while (start < def.range.start && !isLineComment(line(start))) start += 1;
  if (start >= def.range.start) return undefined;
  let end = start;
  while (end + 1 < def.range.start && isLineComment(line(end + 1))) end += 1;
  let cut = -1;
  for (let n = start; n <= end; n += 1) {
    const words = /\w/.test(line(n).replace(/^\/+/, ''));
    if (firstLine && words) {
      cut = n + 1;
      break;
    }
    if (!firstLine && !words && n > start) {
      cut = n;
      break;
    }
  }
  if (cut < 0 || cut > end) return undefined;
  const indent = /^\s*/.exec(mod.lines[start - 1] ?? '')?.[0] ?? '';
  return { start: cut, end, text: [`${indent}/// …`] };
}

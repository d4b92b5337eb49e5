/**
 * Keeping a prompt within its token budget. Each part is cut whole-line (a context section
 * whole-section) with a marker saying what was left out, never mid-definition where that can be
 * avoided. A part's cost is its o200k token count, or a quarter of its length in tokens of
 * two characters when that is more: a tokenizer other than ours (the model's) may not fold a
 * run of a thousand indentation spaces into a few tokens as o200k does.
 */
import type { TokenCounter } from '../retrieval/tokens.js';

export type Cost = (text: string) => number;

/** Chars per token assumed at worst for a model whose tokenizer is not ours. */
const WORST_CHARS_PER_TOKEN = 8;

export function promptCost(count: TokenCounter): Cost {
  return (text) => Math.max(count(text), Math.ceil(text.length / WORST_CHARS_PER_TOKEN));
}

/** The longest prefix of whole lines within `max`, plus a line saying how many were left out. */
export function fitLines(text: string, cost: Cost, max: number, what: string): string {
  if (cost(text) <= max) return text;
  const lines = text.split('\n');
  const note = (left: number): string => `# … ${left} more line${left === 1 ? '' : 's'} of ${what} not shown …`;
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cost([...lines.slice(0, mid), note(lines.length - mid)].join('\n')) <= max) lo = mid;
    else hi = mid - 1;
  }
  // Even a single line may be over: then a cut line, never more than max.
  if (lo === 0) return cost(note(lines.length)) <= max ? note(lines.length) : '';
  return [...lines.slice(0, lo), note(lines.length - lo)].join('\n');
}

/**
 * Retrieved context is a sequence of sections, each starting with a `# file:` line: whole
 * sections are kept from the front (best ranked first) while they fit.
 */
export function fitSections(text: string, cost: Cost, max: number): string {
  if (cost(text) <= max) return text;
  const starts = [...text.matchAll(/^# file: /gm)].map((m) => m.index);
  const sections = starts.length === 0 ? [text] : starts.map((s, i) => text.slice(s, starts[i + 1] ?? text.length).replace(/\n+$/, ''));
  const preamble = starts.length === 0 ? '' : text.slice(0, starts[0]).trim();
  const kept: string[] = preamble === '' ? [] : [preamble];
  let left = sections.length;
  for (const section of sections) {
    const candidate = [...kept, section, `# … ${left - 1} more sections not shown …`].join('\n\n');
    if (cost(candidate) > max) break;
    kept.push(section);
    left--;
  }
  if (kept.length === 0 || (kept.length === 1 && preamble !== '')) {
    // Not even the first section fits whole (a huge target): its first lines, cut at a line.
    return fitLines(sections[0] ?? '', cost, max, 'this section');
  }
  return left > 0 ? [...kept, `# … ${left} more section${left === 1 ? '' : 's'} not shown …`].join('\n\n') : kept.join('\n\n');
}

/** A name shown in a sentence, shortened in the middle past `max` characters. */
export function shortName(name: string, max = 120): string {
  return name.length <= max ? name : `${name.slice(0, 40)}…${name.slice(-(max - 41))}`;
}

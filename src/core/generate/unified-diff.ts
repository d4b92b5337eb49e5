/** Applying line-range replacements to a file and showing them as a unified diff. */

export interface LineEdit {
  /** 1-based inclusive lines of the original text to replace. */
  start: number;
  end: number;
  /** Replacement text, no trailing newline. */
  text: string;
}

function splitLines(text: string): { lines: string[]; trailingNewline: boolean } {
  const trailingNewline = text.endsWith('\n');
  const lines = text.split('\n');
  if (trailingNewline) lines.pop();
  return { lines, trailingNewline };
}

/** Applies non-overlapping edits (bottom-up, so earlier line numbers stay valid). */
export function applyEdits(text: string, edits: LineEdit[]): string {
  const { lines, trailingNewline } = splitLines(text);
  for (const e of [...edits].sort((a, b) => b.start - a.start)) lines.splice(e.start - 1, e.end - e.start + 1, ...e.text.split('\n'));
  return lines.join('\n') + (trailingNewline ? '\n' : '');
}

export function unifiedDiff(file: string, original: string, edits: LineEdit[], context = 3): string {
  if (edits.length === 0) return '';
  const { lines } = splitLines(original);
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  // Group edits whose context windows touch into one hunk.
  const groups: LineEdit[][] = [];
  for (const e of sorted) {
    const last = groups[groups.length - 1];
    const prev = last?.[last.length - 1];
    if (last && prev && e.start - prev.end <= 2 * context + 1) last.push(e);
    else groups.push([e]);
  }
  const out = [`--- a/${file}`, `+++ b/${file}`];
  let shift = 0; // new-side line offset from the hunks before
  for (const group of groups) {
    const first = group[0]!;
    const lastEdit = group[group.length - 1]!;
    const oldStart = Math.max(1, first.start - context);
    const oldEnd = Math.min(lines.length, lastEdit.end + context);
    const body: string[] = [];
    let cursor = oldStart;
    let added = 0;
    let removed = 0;
    for (const e of group) {
      for (; cursor < e.start; cursor++) body.push(` ${lines[cursor - 1] ?? ''}`);
      for (let i = e.start; i <= e.end; i++, removed++) body.push(`-${lines[i - 1] ?? ''}`);
      for (const l of e.text.split('\n')) {
        body.push(`+${l}`);
        added++;
      }
      cursor = e.end + 1;
    }
    for (; cursor <= oldEnd; cursor++) body.push(` ${lines[cursor - 1] ?? ''}`);
    const oldLen = oldEnd - oldStart + 1;
    const newLen = oldLen - removed + added;
    out.push(`@@ -${oldStart},${oldLen} +${oldStart + shift},${newLen} @@`, ...body);
    shift += added - removed;
  }
  return `${out.join('\n')}\n`;
}

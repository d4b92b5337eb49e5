/**
 * What GitHub would render of a Markdown text outside code: fenced code blocks and inline code
 * spans removed the way CommonMark finds them (a span is closed only by a backtick run of the
 * same length, within one paragraph), so tests can assert that nothing live is left outside.
 * Written from the CommonMark spec, independently of src/core/review (it must not share its bugs).
 */

/** Drops fenced code blocks (``` or ~~~, closed by a fence of the same kind at least as long). */
function withoutFences(text: string): { prose: string; blocks: Array<{ info: string; body: string }> } {
  const out: string[] = [];
  const blocks: Array<{ info: string; body: string }> = [];
  let open: { char: string; length: number; info: string; lines: string[] } | undefined;
  for (const line of text.split('\n')) {
    if (open === undefined) {
      const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
      if (m && !(m[1]!.startsWith('`') && m[2]!.includes('`'))) {
        open = { char: m[1]![0]!, length: m[1]!.length, info: m[2]!.trim(), lines: [] };
        out.push('');
        continue;
      }
      out.push(line);
      continue;
    }
    const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
    if (close && close[1]![0] === open.char && close[1]!.length >= open.length) {
      blocks.push({ info: open.info, body: open.lines.join('\n') });
      open = undefined;
    } else {
      open.lines.push(line);
    }
  }
  // An unclosed fence runs to the end of the document.
  if (open !== undefined) blocks.push({ info: open.info, body: open.lines.join('\n') });
  return { prose: out.join('\n'), blocks };
}

/** Drops inline code spans from one paragraph. */
function withoutSpans(paragraph: string): string {
  let out = '';
  let i = 0;
  while (i < paragraph.length) {
    if (paragraph[i] === '\\' && paragraph[i + 1] === '`') {
      out += '\\`';
      i += 2;
      continue;
    }
    if (paragraph[i] !== '`') {
      out += paragraph[i];
      i += 1;
      continue;
    }
    let n = 0;
    while (paragraph[i + n] === '`') n += 1;
    // The closing run: exactly n backticks, not part of a longer run.
    let j = i + n;
    let close = -1;
    while (j < paragraph.length) {
      if (paragraph[j] !== '`') {
        j += 1;
        continue;
      }
      let m = 0;
      while (paragraph[j + m] === '`') m += 1;
      if (m === n) {
        close = j;
        break;
      }
      j += m;
    }
    if (close === -1) {
      out += '`'.repeat(n);
      i += n;
    } else {
      out += ' ';
      i = close + n;
    }
  }
  return out;
}

export function outsideCode(markdown: string): string {
  return withoutFences(markdown)
    .prose.split(/\n\s*\n/)
    .map(withoutSpans)
    .join('\n\n');
}

/** Mermaid renders its labels (HTML, and Markdown after a backtick): only our `<br/>` may be there. */
export function mermaidLabelsInert(markdown: string): boolean {
  return withoutFences(markdown)
    .blocks.filter((b) => b.info === 'mermaid')
    .every((b) => !/[<>`]/.test(b.body.replace(/<br\/>/g, '').replace(/-->/g, '')));
}

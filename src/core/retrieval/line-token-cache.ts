/**
 * Exact token counts from counts of lines, remembered per line.
 *
 * A job counts the same lines many times over: a class's full text and each of its methods',
 * a definition's summary and its full text, then the assembled context and the prompt made of
 * them. The o200k tokenizer splits text into pieces with one regular expression before its
 * byte-pair merges, and a text's count is the sum of its pieces' counts; so a text cut where a
 * piece always ends counts the same as the sum of its parts. Counting line by line and
 * remembering each line's count gives the same numbers for a fraction of the work.
 *
 * Where a piece always ends (o200k's pattern: `…| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`):
 * just after a '\n' when the next character is not '\r', '\n' or '/', and the spaces and tabs
 * from there are followed by something other than whitespace. Only two alternatives of the
 * pattern can take a '\n': punctuation followed by `[\r\n/]*`, which stops before any other
 * character, and `\s*[\r\n]+`, which runs to the last line break of its whitespace; nothing looks
 * behind, and the only look-ahead, `(?!\S)`, follows a run `\s*[\r\n]+` would have taken first.
 * Anywhere else (a line of only spaces, a '/' opening the next line, other Unicode spaces) the
 * line stays joined to the next, which is always exact.
 */

/** `text`'s count by the tokenizer itself: the counter this one must always agree with. */
export type PlainCounter = (text: string) => number;

/** JavaScript's `\s` (the tokenizer's pattern is a JavaScript one), by code unit. */
export function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The index just past the first safe line break at or after `from`, else `text.length`. */
export function nextCut(text: string, from: number): number {
  let nl = text.indexOf('\n', from);
  while (nl !== -1 && nl + 1 < text.length) {
    let i = nl + 1;
    const first = text.charCodeAt(i);
    if (first !== 0x2f /* '/' */) {
      while (i < text.length && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i += 1;
      // A line of spaces and tabs only (or the end of text) joins the next; so does any other whitespace.
      if (i < text.length && !isSpace(text.charCodeAt(i))) return nl + 1;
    }
    nl = text.indexOf('\n', nl + 1);
  }
  return text.length;
}

/** A copy of `s` that holds no reference to the string it was cut from, or undefined when none can be made. */
function detached(s: string): string | undefined {
  const copy = Buffer.from(s, 'utf8').toString('utf8');
  // A lone surrogate does not survive the round trip: such a line is counted, not remembered.
  return copy === s ? copy : undefined;
}

const MAX_LINE = 2000;

export interface LineTokenCounter {
  /** The exact count of `text`. */
  count(text: string): number;
  /** The exact count when at most `limit`, else undefined (stops summing past the limit). */
  countUpTo(text: string, limit: number): number | undefined;
  /** Lines remembered now. */
  readonly size: number;
}

/**
 * Counts with `plain` line by line (cut only where the sum is exact), remembering up to
 * `maxLines` lines' counts; when full, it forgets them all and starts again. Only counts are
 * kept, under copies of the lines (never the file text a line was cut from).
 */
export function createLineTokenCounter(plain: PlainCounter, maxLines = 50_000): LineTokenCounter {
  const counts = new Map<string, number>();
  const countLine = (line: string): number => {
    const hit = counts.get(line);
    if (hit !== undefined) return hit;
    const fresh = plain(line);
    // A very long line (minified code, a data table) is counted, not remembered.
    const key = line.length > MAX_LINE ? undefined : detached(line);
    if (key !== undefined) {
      if (counts.size >= maxLines) counts.clear();
      counts.set(key, fresh);
    }
    return fresh;
  };
  const sum = (text: string, limit: number): number | undefined => {
    let total = 0;
    for (let start = 0; start < text.length; ) {
      const end = nextCut(text, start);
      total += countLine(start === 0 && end === text.length ? text : text.slice(start, end));
      if (total > limit) return undefined;
      start = end;
    }
    return total;
  };
  return {
    count: (text) => sum(text, Number.POSITIVE_INFINITY) ?? 0,
    countUpTo: (text, limit) => sum(text, limit),
    get size() {
      return counts.size;
    },
  };
}

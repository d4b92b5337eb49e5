/**
 * A file's outline: only the lines a caller keeps (a language's item headers), taken from its bytes chunk by chunk so a
 * file past the read cap is never held whole (RepoSource.readOutline, issue 22 session 23). What it holds at once is the
 * kept lines (at most `maxKeptBytes`) and one partial line (at most MAX_LINE_BYTES: a longer line is dropped, never kept,
 * the rest of it skipped up to its newline). It gives up on a NUL byte (binary), on invalid UTF-8, past `maxScanBytes`
 * scanned or past `maxKeptBytes` kept: an outline is all the matching lines or none.
 */

export interface OutlineLimits {
  /** Bytes scanned at most; a longer file gives no outline. */
  maxScanBytes: number;
  /** Bytes of kept lines at most; past it, no outline. */
  maxKeptBytes: number;
}

/** Default limits of a scope read's outline: 64 MB scanned, 256 KB kept. */
export const DEFAULT_OUTLINE_LIMITS: OutlineLimits = { maxScanBytes: 64 * 1024 * 1024, maxKeptBytes: 256 * 1024 };

/** A line longer than this is never an item header worth keeping (a table row, minified data): dropped unread. */
export const MAX_LINE_BYTES = 16 * 1024;

/** Where a file's outline sits in a map of texts read (beside the files' own paths, as DEPENDENCY_ROOT's files do). */
export const OUTLINE_ROOT = '(outline)';

export const outlinePath = (path: string): string => `${OUTLINE_ROOT}/${path}`;

/** Why an outline was not made. */
export type OutlineRefusal = 'binary' | 'not-utf8' | 'scan-limit' | 'kept-limit';

export interface OutlineCollector {
  /** Feeds the next bytes; false once the outline is refused (the caller stops reading then). */
  push(chunk: Uint8Array): boolean;
  /** The kept lines, `\n`-joined, and how many lines the file has; or why there is none. */
  end(): { ok: true; text: string; lines: number } | { ok: false; reason: OutlineRefusal };
}

export function createOutlineCollector(keep: RegExp, limits: OutlineLimits): OutlineCollector {
  // Not global or sticky: `test` must not carry lastIndex from one line to the next.
  const pattern = new RegExp(keep.source, keep.flags.replace(/[gy]/g, ''));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const kept: string[] = [];
  let keptBytes = 0;
  let scanned = 0;
  let partial = '';
  let skipping = false;
  let lineNo = 0;
  let refused: OutlineRefusal | undefined;

  const take = (line: string): void => {
    lineNo += 1;
    if (!pattern.test(line)) return;
    keptBytes += Buffer.byteLength(line, 'utf8') + 1;
    if (keptBytes > limits.maxKeptBytes) refused = 'kept-limit';
    else kept.push(line);
  };

  const feed = (text: string): void => {
    let from = 0;
    for (let nl = text.indexOf('\n', from); nl !== -1 && refused === undefined; nl = text.indexOf('\n', from)) {
      const piece = text.slice(from, nl);
      from = nl + 1;
      if (skipping) {
        skipping = false;
        lineNo += 1;
        partial = '';
        continue;
      }
      const line = partial + piece;
      partial = '';
      take(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
    if (refused !== undefined || skipping) return;
    partial += text.slice(from);
    if (partial.length > MAX_LINE_BYTES) {
      partial = '';
      skipping = true;
    }
  };

  return {
    push(chunk) {
      if (refused !== undefined) return false;
      scanned += chunk.byteLength;
      if (scanned > limits.maxScanBytes) refused = 'scan-limit';
      else if (chunk.includes(0)) refused = 'binary';
      else {
        try {
          feed(decoder.decode(chunk, { stream: true }));
        } catch {
          refused = 'not-utf8';
        }
      }
      return refused === undefined;
    },
    end() {
      if (refused === undefined) {
        try {
          feed(decoder.decode());
        } catch {
          refused = 'not-utf8';
        }
      }
      if (refused === undefined && !skipping && partial !== '') take(partial);
      if (refused !== undefined) return { ok: false, reason: refused };
      return { ok: true, text: kept.join('\n'), lines: lineNo };
    },
  };
}

/** Collects an outline from an async stream of chunks, stopping it (via `stop`) as soon as the outline is refused. */
export async function outlineOfChunks(chunks: AsyncIterable<Uint8Array>, keep: RegExp, limits: OutlineLimits): Promise<string | undefined> {
  const collector = createOutlineCollector(keep, limits);
  for await (const chunk of chunks) if (!collector.push(chunk)) break;
  const out = collector.end();
  return out.ok ? out.text : undefined;
}

/**
 * Line edits applied to a file's bytes rather than to its decoded text, so that every byte
 * outside the replaced lines is the original byte: the encoding (PEP 263), a UTF-8 BOM, each
 * line's ending (CRLF, LF, mixed) and the final newline or its absence all survive by
 * construction. The new text is encoded in the file's own encoding, with the line ending of the
 * lines it replaces; a character that encoding cannot hold is an error, never a lossy write.
 *
 * This works because in every encoding accepted here byte 0x0A is "\n" and never part of a
 * multi-byte character, so the file's lines and the decoded text's lines are the same lines.
 */
import type { LineEdit } from '../generate/unified-diff.js';
import { encodeInFormat, sourceFormatOf, type SourceFormat } from './source-encoding.js';

export type ReplaceProblem =
  | { kind: 'utf-16' | 'unknown-encoding' | 'lone-cr' }
  | { kind: 'unencodable'; format: SourceFormat; char: string; line: number }
  | { kind: 'out-of-range'; line: number; lines: number };

export type ReplaceResult = { ok: true; bytes: Uint8Array; format: SourceFormat } | { ok: false; problem: ReplaceProblem };

interface Line {
  /** Byte offsets: first byte of the line, end of its content, end of its terminator. */
  start: number;
  contentEnd: number;
  end: number;
}

const LF = 0x0a;
const CR = 0x0d;

function linesOf(bytes: Uint8Array, from: number): Line[] {
  const lines: Line[] = [];
  let start = from;
  for (let i = from; i < bytes.length; i++) {
    if (bytes[i] !== LF) continue;
    lines.push({ start, contentEnd: i > start && bytes[i - 1] === CR ? i - 1 : i, end: i + 1 });
    start = i + 1;
  }
  if (start < bytes.length) lines.push({ start, contentEnd: bytes.length, end: bytes.length });
  return lines;
}

function hasLoneCr(bytes: Uint8Array): boolean {
  for (let i = bytes.indexOf(CR); i !== -1; i = bytes.indexOf(CR, i + 1)) if (bytes[i + 1] !== LF) return true;
  return false;
}

const terminator = (bytes: Uint8Array, line: Line): string => (line.end === line.contentEnd ? '' : line.end - line.contentEnd === 2 ? '\r\n' : '\n');

/** The ending most lines use; LF when there is none or a tie. */
function dominantEnding(bytes: Uint8Array, lines: readonly Line[]): string {
  let crlf = 0;
  for (const line of lines) if (line.end - line.contentEnd === 2) crlf++;
  return crlf * 2 > lines.length ? '\r\n' : '\n';
}

/**
 * Replaces 1-based inclusive line ranges (an empty range `{start: n, end: n - 1}` inserts before
 * line n), as applyEdits does on text. Edits must not overlap. Lines are counted after the BOM.
 */
export function replaceSourceLines(bytes: Uint8Array, edits: readonly LineEdit[]): ReplaceResult {
  const detected = sourceFormatOf(bytes);
  if (!detected.ok) return { ok: false, problem: { kind: detected.reason } };
  const format = detected.format;
  // Python reads a lone CR as a line break; the line numbers of the edits would not match ours.
  if (hasLoneCr(bytes)) return { ok: false, problem: { kind: 'lone-cr' } };
  const lines = linesOf(bytes, format.bom ? 3 : 0);
  const fallback = dominantEnding(bytes, lines);
  const pieces: Uint8Array[] = [];
  let copied = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    const insert = edit.end < edit.start;
    const last = insert ? edit.start - 1 : edit.end;
    if (edit.start < 1 || last > lines.length) return { ok: false, problem: { kind: 'out-of-range', line: insert ? edit.start : edit.end, lines: lines.length } };
    const first = lines[edit.start - 1];
    const before = lines[edit.start - 2];
    // New lines take the ending of the lines they replace (or that precede an insertion).
    const neighbour = insert ? before : first;
    const eol = (neighbour && terminator(bytes, neighbour)) || fallback;
    const text = edit.text
      .split('\n')
      .map((l) => l.replace(/\r$/, ''))
      .join(eol);
    const encoded = encodeInFormat(format, text);
    if (!encoded.ok) {
      const line = edit.start + (text.slice(0, encoded.index).match(/\n/g)?.length ?? 0);
      return { ok: false, problem: { kind: 'unencodable', format, char: encoded.char, line } };
    }
    let at: number;
    let newBytes: Uint8Array;
    let resume: number;
    if (!insert) {
      // Replace the lines' content; keep the last replaced line's own ending.
      at = first?.start ?? bytes.length;
      resume = lines[edit.end - 1]?.contentEnd ?? bytes.length;
      newBytes = encoded.bytes;
    } else if (before !== undefined && before.end === before.contentEnd) {
      // Inserting after a last line without a final newline: the file still ends without one.
      at = before.end;
      resume = at;
      newBytes = concat([ascii(eol), encoded.bytes]);
    } else {
      at = first?.start ?? bytes.length;
      resume = at;
      newBytes = concat([encoded.bytes, ascii(eol)]);
    }
    pieces.push(bytes.subarray(copied, at), newBytes);
    copied = resume;
  }
  pieces.push(bytes.subarray(copied));
  return { ok: true, bytes: concat(pieces), format };
}

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** One sentence for a problem, completing "not writing FILE: …". */
export function replaceProblemText(problem: ReplaceProblem): string {
  switch (problem.kind) {
    case 'utf-16':
      return 'it is UTF-16 or UTF-32 text, which DyCoder does not write';
    case 'unknown-encoding':
      return 'DyCoder cannot encode text in the encoding its coding line declares';
    case 'lone-cr':
      return 'it uses lone CR (classic Mac) line endings, which DyCoder does not edit';
    case 'out-of-range':
      return `the edit reaches line ${problem.line} but the file has ${problem.lines} line${problem.lines === 1 ? '' : 's'}`;
    case 'unencodable': {
      const code = `U+${(problem.char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
      const where = problem.format.declaredOnLine === undefined ? 'UTF-8' : `${problem.format.encoding} (declared on line ${problem.format.declaredOnLine})`;
      return `the new line ${problem.line} holds "${problem.char}" (${code}), which the file's encoding ${where} cannot represent`;
    }
  }
}

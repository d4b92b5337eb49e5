/**
 * Turning a file's bytes into source text, the same way for every RepoSource adapter
 * (GitHub blobs, local files): binary and oversized files are skipped, not parsed. Text is
 * UTF-8 unless the file declares another encoding the way Python reads it (PEP 263).
 */
import type { SkipReason } from '../languages/types.js';

/** Default size cap: generated or vendored files above this are not worth parsing. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;

export type DecodedSource = { ok: true; text: string } | { ok: false; reason: SkipReason };

export interface DecodeOptions {
  maxBytes?: number;
}

/** Why a file was skipped, completing "FILE was not read: it is …". */
export function skipReasonText(reason: SkipReason, maxBytes = DEFAULT_MAX_BYTES): string {
  switch (reason) {
    case 'too-large':
      return `larger than ${formatBytes(maxBytes)}, the limit for a file DyCoder reads`;
    case 'binary':
      return 'binary (it contains NUL bytes)';
    case 'not-utf8':
      return 'not valid UTF-8 and declares no other encoding (PEP 263)';
    case 'unknown-encoding':
      return 'in an encoding DyCoder cannot decode (see its PEP 263 coding line)';
    case 'missing':
      return 'missing from the snapshot';
  }
}

function formatBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MB` : n % 1024 === 0 ? `${n / 1024} KB` : `${n} bytes`;
}

// PEP 263: `# -*- coding: NAME -*-` or `# vim: set fileencoding=NAME :` on line 1, or on line 2
// when line 1 is blank or a comment.
const CODING = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/;

function declaredEncoding(bytes: Uint8Array): string | undefined {
  // The declaration is ASCII, so reading the first two lines byte for byte is exact.
  let text = '';
  let newlines = 0;
  for (let i = 0; i < bytes.length && i < 400 && newlines < 2; i++) {
    const b = bytes[i] ?? 0;
    if (b === 0x0a) newlines++;
    text += String.fromCharCode(b);
  }
  const [first = '', second = ''] = text.split(/\r?\n|\r/);
  const onFirst = CODING.exec(first);
  if (onFirst) return onFirst[1];
  if (!/^[ \t\f]*(#.*)?$/.test(first)) return undefined;
  return CODING.exec(second)?.[1];
}

/** Python's own normalisation of the two encodings its tokenizer special-cases. */
function normalise(name: string): string {
  const n = name.toLowerCase().replace(/_/g, '-');
  if (n === 'utf-8' || n.startsWith('utf-8-') || n === 'utf8') return 'utf-8';
  if (['latin-1', 'iso-8859-1', 'iso-latin-1', 'latin1', 'l1'].some((p) => n === p || n.startsWith(`${p}-`))) return 'iso-8859-1';
  if (n === 'ascii' || n === 'us-ascii') return 'ascii';
  if (n === 'cp1252' || n === 'windows-1252') return 'cp1252';
  return n;
}

// windows-1252 at 0x80–0x9F as Python's cp1252 codec has it ('' = undefined there, an error).
// Explicit because Node's TextDecoder decodes "windows-1252" as latin-1.
const CP1252_HIGH = '€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ';

function decodeAs(encoding: string, bytes: Uint8Array): string | undefined {
  if (encoding === 'cp1252') {
    let out = '';
    for (const b of bytes) {
      const ch = b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? '\u0000') : String.fromCharCode(b);
      if (ch === '\u0000') return undefined;
      out += ch;
    }
    return out;
  }
  if (encoding === 'iso-8859-1') {
    // Not TextDecoder: WHATWG maps "latin1" to windows-1252, which differs from Python's latin-1 in 0x80–0x9F.
    let out = '';
    for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return out;
  }
  if (encoding === 'ascii') return bytes.every((b) => b < 0x80) ? new TextDecoder('utf-8').decode(bytes) : undefined;
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Decodes Python source. A leading UTF-8 BOM is dropped (Python ignores it too, and keeping it
 * would shift column 0 of line 1). A NUL byte marks the file as binary, as git does.
 */
export function decodeSourceFile(bytes: Uint8Array, opts: DecodeOptions = {}): DecodedSource {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (bytes.length > maxBytes) return { ok: false, reason: 'too-large' };
  if (bytes.includes(0)) return { ok: false, reason: 'binary' };
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const declared = hasBom ? undefined : declaredEncoding(bytes);
  const encoding = declared === undefined ? 'utf-8' : normalise(declared);
  if (encoding !== 'utf-8') {
    const text = decodeAs(encoding, bytes);
    return text === undefined ? { ok: false, reason: 'unknown-encoding' } : { ok: true, text };
  }
  try {
    // A fresh decoder per call: `fatal` decoders keep no state between calls, but this stays obviously safe.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, reason: 'not-utf8' };
  }
}

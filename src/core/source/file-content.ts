/**
 * Turning a file's bytes into source text, the same way for every RepoSource adapter
 * (GitHub blobs, local files): binary and oversized files are skipped, not parsed. Text is
 * UTF-8 unless the file declares another encoding the way Python reads it (PEP 263).
 */
import type { SkipReason } from '../languages/types.js';
import { decodeInFormat, sourceFormatOf } from './source-encoding.js';

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
    case 'utf-16':
      return 'UTF-16 or UTF-32 text (it starts with such a byte order mark), which DyCoder does not read; save it as UTF-8';
    case 'missing':
      return 'missing from the snapshot';
  }
}

function formatBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MB` : n % 1024 === 0 ? `${n / 1024} KB` : `${n} bytes`;
}

/**
 * Decodes Python source. A leading UTF-8 BOM is dropped (Python ignores it too, and keeping it
 * would shift column 0 of line 1). A NUL byte marks the file as binary, as git does; a UTF-16
 * or UTF-32 byte order mark is refused by name rather than as binary.
 */
export function decodeSourceFile(bytes: Uint8Array, opts: DecodeOptions = {}): DecodedSource {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (bytes.length > maxBytes) return { ok: false, reason: 'too-large' };
  const format = sourceFormatOf(bytes);
  if (!format.ok) return { ok: false, reason: format.reason };
  if (bytes.includes(0)) return { ok: false, reason: 'binary' };
  const text = decodeInFormat(format.format, bytes);
  if (text !== undefined) return { ok: true, text };
  return { ok: false, reason: format.format.encoding === 'utf-8' ? 'not-utf8' : 'unknown-encoding' };
}

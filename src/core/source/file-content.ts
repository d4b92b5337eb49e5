/**
 * Turning a file's bytes into source text, the same way for every RepoSource adapter
 * (GitHub blobs, local files): binary, non-UTF-8 and oversized files are skipped, not parsed.
 */
import type { SkipReason } from '../lang/python/types.js';

/** Default size cap: generated or vendored files above this are not worth parsing. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;

export type DecodedSource = { ok: true; text: string } | { ok: false; reason: SkipReason };

export interface DecodeOptions {
  maxBytes?: number;
}

/**
 * Decodes UTF-8 source. A leading BOM is dropped (Python ignores it too, and keeping it would
 * shift column 0 of line 1). A NUL byte marks the file as binary, as git does.
 */
export function decodeSourceFile(bytes: Uint8Array, opts: DecodeOptions = {}): DecodedSource {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (bytes.length > maxBytes) return { ok: false, reason: 'too-large' };
  if (bytes.includes(0)) return { ok: false, reason: 'binary' };
  try {
    // A fresh decoder per call: `fatal` decoders keep no state between calls, but this stays obviously safe.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, reason: 'not-utf8' };
  }
}

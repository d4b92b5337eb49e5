/**
 * Blob contents by blob SHA. Git blob SHAs address content, so a cached entry never goes
 * stale; we cache the decoded text (or `null` for a blob that is not text) rather than bytes.
 */
import { LRUCache } from 'lru-cache';
import { decodeSourceFile } from '../../core/source/file-content.js';

/** `undefined` from `get` is a miss; `null` means "known, not text". */
export interface BlobCache {
  get(sha: string): Promise<string | null | undefined>;
  set(sha: string, text: string | null): Promise<void>;
}

export type BlobLru = LRUCache<string, { text: string | null }>;

/** An in-process LRU bounded by characters held (default 64 M), to share across jobs in one process. */
export function createBlobLru(maxChars = 64 * 1024 * 1024): BlobLru {
  return new LRUCache<string, { text: string | null }>({
    maxSize: maxChars,
    sizeCalculation: (v) => Math.max(1, v.text?.length ?? 1),
  });
}

/** UTF-8 text, or undefined for binary (NUL byte) or invalid UTF-8; the size cap is applied from the tree listing. */
export function decodeBlobText(bytes: Uint8Array): string | undefined {
  const decoded = decodeSourceFile(bytes, { maxBytes: Number.POSITIVE_INFINITY });
  return decoded.ok ? decoded.text : undefined;
}

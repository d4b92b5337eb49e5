/**
 * Extracts selected files from a gzipped tar stream in memory, as GitHub's tarball endpoint
 * serves it (`{owner}-{repo}-{sha7}/path`, pax headers from `git archive`). The stream is read
 * once and never written to disk. Every entry has a ceiling before a byte of it is buffered:
 * unwanted and oversized entries are dropped as they arrive, pax/GNU meta entries (`x`, `g`, `L`,
 * `K`) may hold at most `maxMetaBytes` (a 240 MB pax header gzips to 0.25 MB), kept files
 * together at most `maxKeptBytes`, and the uncompressed bytes walked at most `maxTotalBytes`.
 * Each kept file comes with its git blob SHA, hashed as it streams, so the caller can check that
 * the text is the blob the tree names (an `export-subst` or LFS file is not).
 */
import { createHash, type Hash } from 'node:crypto';
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { ByteQueue } from './byte-queue.js';
import { gitBlobSha } from './git-blob-sha.js';

export interface TarExtractOptions {
  /** Keep an entry? Called with the path after the archive's top-level folder is stripped. */
  keep(path: string, size: number): boolean;
  /** Entries larger than this are skipped (listed in `skipped`), not buffered. */
  maxFileBytes: number;
  /** Uncompressed bytes of the whole archive past which extraction stops with an error. */
  maxTotalBytes: number;
  /** Bytes one pax/GNU meta entry may hold (default 256 KB); a larger one is a format error. */
  maxMetaBytes?: number;
  /** Bytes the kept files may hold together (default: no limit); later files are listed in `skipped`. */
  maxKeptBytes?: number;
  /**
   * List every regular file with its size and git blob SHA (hashed as it streams, kept or not) in
   * `entries`: the archive's own listing, which serves as the commit's tree when the archive is taken whole.
   */
  listAll?: boolean;
}

/** A regular file of the archive: what a git tree says of a blob. */
export interface ArchiveEntry {
  path: string;
  size: number;
  blobSha: string;
}

export interface KeptFile {
  bytes: Buffer;
  /** sha1("blob <len>\0" + bytes): what the tree would name if this is the committed blob. */
  blobSha: string;
}

export interface TarExtractResult {
  files: Map<string, KeptFile>;
  skipped: Array<{ path: string; size: number; reason: 'too-large' | 'over-budget' }>;
  /** Uncompressed bytes walked (kept and skipped entries, headers included). */
  totalBytes: number;
  /** Every regular file, with `listAll`. */
  entries?: ArchiveEntry[];
  /**
   * The commit the archive was made from: `git archive` of a commit (what GitHub's tarball is) writes
   * it as the `comment` of a global pax header first (`git get-tar-commit-id`). Undefined without one.
   */
  commit?: string;
}

export class ArchiveTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The repository archive is larger than ${Math.round(limitBytes / (1024 * 1024))} MB uncompressed.`);
    this.name = 'ArchiveTooLargeError';
  }
}

export class ArchiveFormatError extends Error {
  constructor(readonly detail: string) {
    super(`The repository archive is not a valid tar.gz: ${detail}.`);
    this.name = 'ArchiveFormatError';
  }
}

export const DEFAULT_MAX_META_BYTES = 256 * 1024;
const BLOCK = 512;
const META_TYPES: Record<string, string> = { x: 'pax header', g: 'global pax header', L: 'GNU long name', K: 'GNU long link name' };

const cString = (buf: Uint8Array, start: number, len: number): string => {
  const slice = buf.subarray(start, start + len);
  const end = slice.indexOf(0);
  return Buffer.from(end === -1 ? slice : slice.subarray(0, end)).toString('utf8');
};

function octal(buf: Uint8Array, start: number, len: number): number {
  // GNU base-256 for sizes over 8 GB: far beyond any ceiling we accept, so treat it as "too big".
  if ((buf[start] ?? 0) & 0x80) return Number.MAX_SAFE_INTEGER;
  const text = cString(buf, start, len).trim();
  return text === '' ? 0 : parseInt(text, 8);
}

/** The last `key` record of a pax extended header (`LEN key=value\n` records). */
function paxRecord(data: Uint8Array, key: string): string | undefined {
  const text = Buffer.from(data).toString('utf8');
  let i = 0;
  let path: string | undefined;
  while (i < text.length) {
    const space = text.indexOf(' ', i);
    if (space === -1) break;
    const len = parseInt(text.slice(i, space), 10);
    if (!Number.isFinite(len) || len <= 0) break;
    const record = text.slice(space + 1, i + len - 1);
    const eq = record.indexOf('=');
    if (record.slice(0, eq) === key) path = record.slice(eq + 1);
    i += len;
  }
  return path;
}

const stripTop = (path: string): string => {
  const slash = path.indexOf('/');
  return slash === -1 ? '' : path.slice(slash + 1);
};

/**
 * Bytes gunzip hands over per chunk (zlib's default is 16 KB). Each chunk costs the extraction a turn
 * of the event loop, and a job's walk, parsing on the same thread, holds the loop between its reads:
 * django's 32 MB archive took ~2,000 turns, and a hedge downloading beside a busy walk never landed
 * before the walk ended (session 20). 1 MB chunks take 32 turns; the memory held is one chunk more.
 */
const GUNZIP_CHUNK_BYTES = 1024 * 1024;

type Pending =
  | { kind: 'header' }
  | { kind: 'keep'; path: string; size: number; padded: number }
  | { kind: 'meta'; type: string; size: number; padded: number }
  | { kind: 'skip'; padded: number; hashing?: { path: string; size: number; left: number; hash: Hash } };

export async function extractTarGz(body: AsyncIterable<Uint8Array> | Iterable<Uint8Array> | ReadableStream<Uint8Array>, opts: TarExtractOptions): Promise<TarExtractResult> {
  const source = body instanceof ReadableStream ? Readable.fromWeb(body) : Readable.from(body);
  const gunzip = source.pipe(createGunzip({ chunkSize: GUNZIP_CHUNK_BYTES }));
  source.on('error', (err) => gunzip.destroy(err));
  const maxMeta = opts.maxMetaBytes ?? DEFAULT_MAX_META_BYTES;
  const maxKept = opts.maxKeptBytes ?? Number.POSITIVE_INFINITY;
  const files = new Map<string, KeptFile>();
  const skipped: TarExtractResult['skipped'] = [];
  const entries: ArchiveEntry[] | undefined = opts.listAll === true ? [] : undefined;
  /** A regular file not kept: hashed as its bytes are dropped, when every file is listed. */
  const skipFile = (path: string, size: number, padded: number): Pending =>
    entries === undefined ? { kind: 'skip', padded } : { kind: 'skip', padded, hashing: { path, size, left: size, hash: createHash('sha1').update(`blob ${size}\0`) } };
  const queue = new ByteQueue();
  let total = 0;
  let kept = 0;
  let state: Pending = { kind: 'header' };
  let nextPath: string | undefined;
  let commit: string | undefined;
  let ended = false;

  const onHeader = (header: Buffer): Pending => {
    const magic = cString(header, 257, 6);
    if (magic !== 'ustar' && magic !== 'ustar ') throw new ArchiveFormatError('missing ustar header');
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 48);
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    const meta = META_TYPES[type];
    if (meta !== undefined) {
      // Checked before a byte of it is buffered: only the total ceiling bounded these before.
      if (size > maxMeta) throw new ArchiveFormatError(`a ${meta} entry of ${size} bytes, over the ${maxMeta}-byte limit`);
      return { kind: 'meta', type, size, padded };
    }
    const prefix = cString(header, 345, 155);
    const name = cString(header, 0, 100);
    const path = stripTop(nextPath ?? (prefix ? `${prefix}/${name}` : name));
    nextPath = undefined;
    // Directories and links carry no file we want.
    const isFile = type === '0' || type === '\0' || type === '7';
    if (!isFile || path === '') return { kind: 'skip', padded };
    if (!opts.keep(path, size)) return skipFile(path, size, padded);
    if (size > opts.maxFileBytes || kept + size > maxKept) {
      skipped.push({ path, size, reason: size > opts.maxFileBytes ? 'too-large' : 'over-budget' });
      return skipFile(path, size, padded);
    }
    kept += size;
    return { kind: 'keep', path, size, padded };
  };

  const step = (): boolean => {
    switch (state.kind) {
      case 'header': {
        if (queue.length < BLOCK) return false;
        const header = queue.take(BLOCK);
        if (header.every((b) => b === 0)) {
          ended = true;
          return false;
        }
        state = onHeader(header);
        return true;
      }
      case 'skip': {
        // Dropped as the bytes arrive, never buffered whole.
        const drop = Math.min(queue.length, state.padded);
        const hashing = state.hashing;
        queue.drop(
          drop,
          hashing === undefined
            ? undefined
            : (slice) => {
                // The entry's bytes, not its padding.
                const used = Math.min(slice.length, hashing.left);
                if (used > 0) hashing.hash.update(slice.subarray(0, used));
                hashing.left -= used;
              },
        );
        if (state.padded - drop > 0) {
          state = { ...state, padded: state.padded - drop };
          return false;
        }
        if (hashing !== undefined) entries?.push({ path: hashing.path, size: hashing.size, blobSha: hashing.hash.digest('hex') });
        state = { kind: 'header' };
        return true;
      }
      case 'meta':
      case 'keep': {
        if (queue.length < state.padded) return false;
        // `take` returns a fresh buffer, so the kept bytes need no second copy.
        const data = queue.take(state.padded).subarray(0, state.size);
        if (state.kind === 'keep') {
          const blobSha = gitBlobSha(data);
          files.set(state.path, { bytes: data, blobSha });
          entries?.push({ path: state.path, size: state.size, blobSha });
        } else if (state.type === 'x') nextPath = paxRecord(data, 'path') ?? nextPath;
        else if (state.type === 'g') {
          const comment = paxRecord(data, 'comment');
          if (comment !== undefined && /^[0-9a-f]{40}$/.test(comment)) commit = comment;
        }
        else if (state.type === 'L') nextPath = cString(data, 0, data.length);
        state = { kind: 'header' };
        return true;
      }
    }
  };

  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > opts.maxTotalBytes) throw new ArchiveTooLargeError(opts.maxTotalBytes);
      if (ended) continue;
      queue.push(chunk);
      while (!ended && step());
    }
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (!ended && (state.kind !== 'header' || queue.length > 0)) throw new ArchiveFormatError('truncated archive');
  return { files, skipped, totalBytes: total, ...(commit === undefined ? {} : { commit }), ...(entries === undefined ? {} : { entries }) };
}

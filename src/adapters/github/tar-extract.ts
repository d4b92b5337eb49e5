/**
 * Extracts selected files from a gzipped tar stream in memory, as GitHub's tarball endpoint
 * serves it (`{owner}-{repo}-{sha7}/path`, pax headers from `git archive`). The stream is read
 * once and never written to disk; unwanted entries are skipped without being buffered, and a
 * ceiling on the uncompressed bytes read keeps a hostile or huge archive from exhausting memory.
 */
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';

export interface TarExtractOptions {
  /** Keep an entry? Called with the path after the archive's top-level folder is stripped. */
  keep(path: string, size: number): boolean;
  /** Entries larger than this are skipped (listed in `skipped`), not buffered. */
  maxFileBytes: number;
  /** Uncompressed bytes of the whole archive past which extraction stops with an error. */
  maxTotalBytes: number;
}

export interface TarExtractResult {
  files: Map<string, Uint8Array>;
  skipped: Array<{ path: string; size: number }>;
  /** Uncompressed bytes walked (kept and skipped entries, headers included). */
  totalBytes: number;
}

export class ArchiveTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The repository archive is larger than ${Math.round(limitBytes / (1024 * 1024))} MB uncompressed.`);
    this.name = 'ArchiveTooLargeError';
  }
}

export class ArchiveFormatError extends Error {
  constructor(detail: string) {
    super(`The repository archive is not a valid tar.gz: ${detail}.`);
    this.name = 'ArchiveFormatError';
  }
}

const BLOCK = 512;

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

/** `path` records of a pax extended header (`LEN key=value\n` records). */
function paxPath(data: Uint8Array): string | undefined {
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
    if (record.slice(0, eq) === 'path') path = record.slice(eq + 1);
    i += len;
  }
  return path;
}

const stripTop = (path: string): string => {
  const slash = path.indexOf('/');
  return slash === -1 ? '' : path.slice(slash + 1);
};

/** A byte queue that hands out exact-length slices across chunk boundaries. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  take(n: number): Buffer {
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const head = this.chunks[0];
      if (!head) throw new Error('ByteQueue underflow');
      const used = Math.min(head.length, n - filled);
      head.copy(out, filled, 0, used);
      filled += used;
      if (used === head.length) this.chunks.shift();
      else this.chunks[0] = head.subarray(used);
    }
    this.length -= n;
    return out;
  }
  /** Discards `n` bytes without copying them (skipped entries can be large). */
  drop(n: number): void {
    let left = n;
    while (left > 0) {
      const head = this.chunks[0];
      if (!head) throw new Error('ByteQueue underflow');
      if (left >= head.length) {
        this.chunks.shift();
        left -= head.length;
      } else {
        this.chunks[0] = head.subarray(left);
        left = 0;
      }
    }
    this.length -= n;
  }
}

type Pending =
  | { kind: 'header' }
  | { kind: 'keep'; path: string; size: number; padded: number }
  | { kind: 'meta'; meta: 'pax' | 'gnu-long'; size: number; padded: number }
  | { kind: 'skip'; padded: number };

export async function extractTarGz(body: AsyncIterable<Uint8Array> | Iterable<Uint8Array> | ReadableStream<Uint8Array>, opts: TarExtractOptions): Promise<TarExtractResult> {
  const source = body instanceof ReadableStream ? Readable.fromWeb(body) : Readable.from(body);
  const gunzip = source.pipe(createGunzip());
  source.on('error', (err) => gunzip.destroy(err));
  const files = new Map<string, Uint8Array>();
  const skipped: TarExtractResult['skipped'] = [];
  const queue = new ByteQueue();
  let total = 0;
  let state: Pending = { kind: 'header' };
  let nextPath: string | undefined;
  let ended = false;

  const onHeader = (header: Buffer): Pending => {
    const magic = cString(header, 257, 6);
    if (magic !== 'ustar' && magic !== 'ustar ') throw new ArchiveFormatError('missing ustar header');
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 48);
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') return { kind: 'meta', meta: 'pax', size, padded };
    if (type === 'L') return { kind: 'meta', meta: 'gnu-long', size, padded };
    const prefix = cString(header, 345, 155);
    const name = cString(header, 0, 100);
    const path = stripTop(nextPath ?? (prefix ? `${prefix}/${name}` : name));
    nextPath = undefined;
    // Global pax headers ('g', git's commit comment), directories and links carry no file we want.
    const isFile = type === '0' || type === '\0' || type === '7';
    if (!isFile || path === '' || !opts.keep(path, size)) return { kind: 'skip', padded };
    if (size > opts.maxFileBytes) {
      skipped.push({ path, size });
      return { kind: 'skip', padded };
    }
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
        queue.drop(drop);
        state = state.padded - drop > 0 ? { kind: 'skip', padded: state.padded - drop } : { kind: 'header' };
        return state.kind === 'header';
      }
      case 'meta':
      case 'keep': {
        if (queue.length < state.padded) return false;
        const data = queue.take(state.padded).subarray(0, state.size);
        // `take` returns a fresh buffer, so the kept bytes need no second copy.
        if (state.kind === 'keep') files.set(state.path, data);
        else if (state.meta === 'pax') nextPath = paxPath(data) ?? nextPath;
        else nextPath = cString(data, 0, data.length);
        state = { kind: 'header' };
        return true;
      }
    }
  };

  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > opts.maxTotalBytes) {
      source.destroy();
      gunzip.destroy();
      throw new ArchiveTooLargeError(opts.maxTotalBytes);
    }
    if (ended) continue;
    queue.push(chunk);
    while (!ended && step());
  }
  if (!ended && (state.kind !== 'header' || queue.length > 0)) throw new ArchiveFormatError('truncated archive');
  return { files, skipped, totalBytes: total };
}

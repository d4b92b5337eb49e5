/**
 * A bounded zip (jar) reader: the central directory from the end record, then only the entries asked for, each inflated
 * with node:zlib's inflateRaw under a cap. Sizes are checked before reading (the central directory's declared sizes, a cap
 * on the directory itself and on each entry) and while inflating (maxOutputLength), so a zip bomb costs at most the cap.
 * ZIP64 archives and encrypted entries are "not available" (a jar of class files needs neither).
 */
import { inflateRawSync } from 'node:zlib';

export interface RandomAccess {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface ZipLimits {
  /** The central directory's bytes at most. */
  maxDirectoryBytes: number;
  /** One entry's inflated bytes at most. */
  maxEntryBytes: number;
  /** Entries listed at most. */
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxDirectoryBytes: 16_000_000, maxEntryBytes: 4_000_000, maxEntries: 100_000 };

export class ZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export interface ZipReader {
  entries: ReadonlyMap<string, ZipEntry>;
  /** An entry's bytes, or undefined when it is absent, too big, encrypted or not deflate/stored. */
  read(name: string): Promise<Uint8Array | undefined>;
}

export async function openZip(file: RandomAccess, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipReader> {
  const tailLength = Math.min(file.size, 22 + 65_535);
  const tail = await file.read(file.size - tailLength, tailLength);
  const tv = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tv.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipError('no end of central directory');
  const count = tv.getUint16(end + 10, true);
  const dirSize = tv.getUint32(end + 12, true);
  const dirOffset = tv.getUint32(end + 16, true);
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) throw new ZipError('ZIP64 is not read');
  if (dirSize > limits.maxDirectoryBytes || count > limits.maxEntries) throw new ZipError('central directory over the cap');
  if (dirOffset + dirSize > file.size) throw new ZipError('central directory outside the file');
  const dir = await file.read(dirOffset, dirSize);
  const dv = new DataView(dir.buffer, dir.byteOffset, dir.byteLength);
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || dv.getUint32(p, true) !== CENTRAL) throw new ZipError('bad central directory entry');
    const flags = dv.getUint16(p + 8, true);
    const method = dv.getUint16(p + 10, true);
    const compressedSize = dv.getUint32(p + 20, true);
    const size = dv.getUint32(p + 24, true);
    const nameLength = dv.getUint16(p + 28, true);
    const extraLength = dv.getUint16(p + 30, true);
    const commentLength = dv.getUint16(p + 32, true);
    const localOffset = dv.getUint32(p + 42, true);
    if (p + 46 + nameLength > dir.length) throw new ZipError('bad central directory entry');
    const name = decoder.decode(dir.subarray(p + 46, p + 46 + nameLength));
    entries.set(name, { name, method, flags, compressedSize, size, localOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return {
    entries,
    async read(name) {
      const e = entries.get(name);
      if (e === undefined || (e.flags & 1) !== 0 || e.size > limits.maxEntryBytes || e.compressedSize > limits.maxEntryBytes) return undefined;
      if (e.compressedSize === 0xffffffff || e.size === 0xffffffff) return undefined;
      if (e.method !== 0 && e.method !== 8) return undefined;
      if (e.localOffset + 30 > file.size) return undefined;
      const head = await file.read(e.localOffset, 30);
      const hv = new DataView(head.buffer, head.byteOffset, head.byteLength);
      if (hv.getUint32(0, true) !== LOCAL) return undefined;
      const start = e.localOffset + 30 + hv.getUint16(26, true) + hv.getUint16(28, true);
      if (start + e.compressedSize > file.size) return undefined;
      const data = await file.read(start, e.compressedSize);
      if (e.method === 0) return e.compressedSize === e.size ? data : undefined;
      try {
        // The declared size bounds the output; a lying entry is cut at the cap and then refused.
        const out = inflateRawSync(data, { maxOutputLength: Math.max(1, Math.min(limits.maxEntryBytes, e.size)) });
        return out.length === e.size ? new Uint8Array(out.buffer, out.byteOffset, out.length) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** A zip held in memory (a jar fetched whole, under its cap). */
export const bufferAccess = (bytes: Uint8Array): RandomAccess => ({
  size: bytes.length,
  read: (offset, length) => Promise.resolve(bytes.subarray(offset, offset + length)),
});

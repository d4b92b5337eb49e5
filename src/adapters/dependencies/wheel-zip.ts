/**
 * Reading members of a wheel (a zip archive) held in memory, with sizes checked before anything is inflated: the
 * central directory's entries (name, method, sizes, offset), then one member inflated with the output capped
 * (`maxOutputLength`), so a zip bomb costs at most the cap. ZIP64 archives, encrypted members and methods other than
 * stored/deflate are "not available".
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
  flags: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The central directory's entries, or undefined when the archive is not one this reader takes. */
export function zipEntries(zip: Buffer): ZipEntry[] | undefined {
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const start = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || start === 0xffffffff || start + size > eocd) return undefined;
  const out: ZipEntry[] = [];
  let at = start;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    out.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}

/** One member's bytes, inflated up to `maxBytes`; undefined when over it, damaged or of a kind not read. */
export function zipMember(zip: Buffer, entry: ZipEntry, maxBytes: number): Buffer | undefined {
  if (entry.size > maxBytes || (entry.flags & 1) !== 0 || entry.size === 0xffffffff) return undefined;
  if (entry.offset + 30 > zip.length || zip.readUInt32LE(entry.offset) !== LOCAL) return undefined;
  const start = entry.offset + 30 + zip.readUInt16LE(entry.offset + 26) + zip.readUInt16LE(entry.offset + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return undefined;
  try {
    const out = entry.method === 0 ? data : entry.method === 8 ? inflateRawSync(data, { maxOutputLength: maxBytes }) : undefined;
    return out !== undefined && out.length === entry.size ? out : undefined;
  } catch {
    return undefined; // over the cap (RangeError) or not deflate data
  }
}

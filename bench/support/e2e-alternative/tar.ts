/**
 * The alternative's archive reader: gunzip, then the ustar records (pax `path` overrides, GNU long
 * names), regular files only, the archive's top folder (`owner-repo-sha/`) stripped.
 */
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

function field(buf: Buffer, at: number, len: number): string {
  const raw = buf.subarray(at, at + len);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul === -1 ? len : nul).toString('utf8');
}

function paxPath(body: Buffer): string | undefined {
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space === -1) break;
    const len = Number(body.subarray(at, space).toString('ascii'));
    if (!Number.isFinite(len) || len <= 0) break;
    const record = body.subarray(space + 1, at + len - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (record.slice(0, eq) === 'path') return record.slice(eq + 1);
    at += len;
  }
  return undefined;
}

/** path (without the archive's top folder) → bytes. */
export function extractTarball(gz: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(gz);
  const files = new Map<string, Buffer>();
  let at = 0;
  let longName: string | undefined;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 48);
    const body = tar.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      longName = paxPath(body) ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = field(body, 0, body.length);
      continue;
    }
    if (type === 'g') continue;
    const prefix = field(header, 345, 155);
    const name = longName ?? (prefix === '' ? field(header, 0, 100) : `${prefix}/${field(header, 0, 100)}`);
    longName = undefined;
    if (type !== '0' && type !== '\0') continue;
    files.set(name.slice(name.indexOf("/") + 1), body);
  }
  return files;
}

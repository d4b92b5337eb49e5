/**
 * Hostile archives on the codeload route, one kind at a time (`sim.archiveFault(...)`):
 * - `stall`: headers and the first bytes of the real archive, then silence (the connection stays open);
 * - `meta-bomb`: a pax `x`/`g` or GNU `L`/`K` meta entry of `bytes` filler before the real files
 *   (240 MB gzips to about 0.25 MB);
 * - `text-differs`: the archive's text of some files is not their committed blob, as with
 *   `export-subst` or LFS (the tree and blob routes still serve the blob).
 */
import { createGzip, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { archiveTarGz, lsTree, readBlob } from './git.js';
import { metaEntry, tarEnd, tarFile } from './tar-writer.js';
import type { SimRepo } from './types.js';

export type ArchiveFault =
  | { kind: 'stall'; afterBytes?: number }
  | { kind: 'meta-bomb'; entry: 'x' | 'g' | 'L' | 'K'; bytes: number }
  | { kind: 'text-differs'; files: Record<string, string> };

/** What the codeload route sends: bytes, or a response it writes itself (a stall). */
export type ArchiveReply = { raw: Buffer } | { respond: (res: ServerResponse) => void };

async function gzipStream(parts: Iterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of Readable.from(parts).pipe(createGzip({ level: 9 }))) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The commit as a tar of our own writing, with `overrides` in place of some blobs. */
async function ownTar(r: SimRepo, sha: string, prefix: string, overrides: Record<string, string>): Promise<Buffer[]> {
  const parts: Buffer[] = [];
  for (const e of await lsTree(r.dir, sha)) {
    if (e.type !== 'blob') continue;
    const override = overrides[e.path];
    parts.push(...tarFile(prefix + e.path, override === undefined ? await readBlob(r.dir, e.sha) : Buffer.from(override)));
  }
  return parts;
}

export async function archiveReply(fault: ArchiveFault | undefined, r: SimRepo, sha: string, prefix: string): Promise<ArchiveReply> {
  if (fault === undefined || fault.kind === 'stall') {
    const raw = await archiveTarGz(r.dir, sha, prefix);
    if (fault === undefined) return { raw };
    const head = raw.subarray(0, fault.afterBytes ?? 2);
    return {
      respond: (res) => {
        res.writeHead(200, { 'content-type': 'application/x-gzip', 'content-length': String(raw.length) });
        res.write(head);
      },
    };
  }
  if (fault.kind === 'meta-bomb') {
    const files = await ownTar(r, sha, prefix, {});
    return { raw: await gzipStream([...metaEntry(fault.entry, fault.bytes), ...files, tarEnd()]) };
  }
  return { raw: gzipSync(Buffer.concat([...(await ownTar(r, sha, prefix, fault.files)), tarEnd()])) };
}

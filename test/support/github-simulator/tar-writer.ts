/**
 * A minimal ustar writer for the simulator's hostile archives (archive-faults.ts): regular files,
 * pax `x` headers for paths longer than the 100-byte name field (as `git archive` writes them),
 * and meta entries of any type and size, streamed so a 240 MB header never sits in memory whole.
 */
const BLOCK = 512;

function field(buf: Buffer, offset: number, length: number, value: string): void {
  buf.write(value.slice(0, length), offset, length, 'utf8');
}

const octalField = (n: number, length: number): string => n.toString(8).padStart(length - 1, '0');

/** One 512-byte ustar header. */
export function tarHeader(name: string, size: number, type: string): Buffer {
  const h = Buffer.alloc(BLOCK);
  field(h, 0, 100, name);
  field(h, 100, 8, octalField(0o644, 8));
  field(h, 108, 8, octalField(0, 8));
  field(h, 116, 8, octalField(0, 8));
  field(h, 124, 12, octalField(size, 12));
  field(h, 136, 12, octalField(1_767_225_600, 12));
  h.fill(' ', 148, 156);
  field(h, 156, 1, type);
  field(h, 257, 6, 'ustar');
  h.write('00', 263, 2, 'latin1');
  let sum = 0;
  for (const b of h) sum += b;
  field(h, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}

const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let len = body.length + String(body.length).length;
  if (String(len).length !== String(len - 1).length) len += 1;
  return `${len}${body}`;
}

/** A regular file, preceded by a pax header when its path does not fit the name field. */
export function tarFile(path: string, content: Buffer): Buffer[] {
  const out: Buffer[] = [];
  if (Buffer.byteLength(path) > 100) {
    const pax = Buffer.from(paxRecord('path', path));
    out.push(tarHeader('pax_header', pax.length, 'x'), pax, padding(pax.length));
  }
  out.push(tarHeader(path.slice(0, 100), content.length, '0'), content, padding(content.length));
  return out;
}

/** A meta entry (`x`, `g`, `L`, `K`) of `size` filler bytes, yielded a megabyte at a time. */
export function* metaEntry(type: string, size: number): Generator<Buffer> {
  yield tarHeader('././@meta', size, type);
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  yield padding(size);
}

export const tarEnd = (): Buffer => Buffer.alloc(2 * BLOCK);

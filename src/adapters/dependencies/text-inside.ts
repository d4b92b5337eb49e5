/**
 * One file of a dependency folder, read only when it really lies inside that folder: both paths resolved through their
 * symlinks, the file a regular one of at most `maxFileBytes`, its bytes decodable as source text. Shared by the Rust
 * registry's and node_modules' adapters; a missing path throws (the callers answer "not available").
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import { decodeSourceFile } from '../../core/source/file-content.js';

export async function readTextInside(root: string, file: string, maxFileBytes: number, signal: AbortSignal): Promise<string | undefined> {
  const realRoot = await realpath(root);
  const full = await realpath(file);
  if (!full.startsWith(realRoot + sep)) return undefined;
  const info = await stat(full);
  if (!info.isFile() || info.size > maxFileBytes) return undefined;
  const decoded = decodeSourceFile(await readFile(full, { signal }), { maxBytes: maxFileBytes });
  return decoded.ok ? decoded.text : undefined;
}

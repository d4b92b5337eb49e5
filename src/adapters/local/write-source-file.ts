/**
 * Writing line edits into a local file without damaging it: the edits are applied to the file's
 * bytes (see core/source/replace-source-lines.ts), the result is checked, then written atomically
 * (a temporary file in the same folder, given the original's mode, renamed over it), so a crash or
 * a full disk leaves the old file whole. A symbolic link is followed and its target rewritten.
 */
import { randomBytes } from 'node:crypto';
import { chmod, open, readFile, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { LineEdit } from '../../core/generate/unified-diff.js';
import { decodeSourceFile, DEFAULT_MAX_BYTES } from '../../core/source/file-content.js';
import { replaceProblemText, replaceSourceLines } from '../../core/source/replace-source-lines.js';
import { decodeInFormat } from '../../core/source/source-encoding.js';

/** A file that was not written, with the reason as a sentence fragment ("not writing FILE: …"). */
export class SourceWriteError extends Error {
  override readonly name = 'SourceWriteError';
}

export interface WriteSourceOptions {
  /** The text the edits were computed against; the file must still decode to exactly it. */
  expectedText: string;
  /** A last check of the whole new text (e.g. syntax); a returned string refuses the write. */
  check?: (newText: string) => string | undefined;
  maxBytes?: number;
}

/** Writes bytes to `path` atomically with the given mode (temp file + fsync + rename in the same folder). */
export async function writeFileAtomic(path: string, bytes: Uint8Array, mode: number): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.dycoder-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // chmod, not open's mode: the umask must not change the file's permissions.
    await chmod(temp, mode & 0o7777);
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Applies `edits` to `root/file` keeping every byte outside the edited lines; returns the new text. */
export async function writeSourceEdits(root: string, file: string, edits: readonly LineEdit[], opts: WriteSourceOptions): Promise<string> {
  const full = resolve(root, ...file.split('/'));
  const rel = relative(resolve(root), full);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..') throw new SourceWriteError('the path is outside the repository');
  const target = await realpath(full).catch(() => {
    throw new SourceWriteError('the file no longer exists');
  });
  const info = await stat(target);
  if (!info.isFile()) throw new SourceWriteError('it is not a regular file');
  const bytes = await readFile(target);
  const current = decodeSourceFile(bytes, { maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES });
  if (!current.ok || current.text !== opts.expectedText) throw new SourceWriteError('it changed on disk since DyCoder read it; run again');
  const replaced = replaceSourceLines(bytes, edits);
  if (!replaced.ok) throw new SourceWriteError(replaceProblemText(replaced.problem));
  const newText = decodeInFormat(replaced.format, replaced.bytes);
  if (newText === undefined) throw new SourceWriteError('the edited file would not decode in its own encoding');
  const problem = opts.check?.(newText);
  if (problem !== undefined) throw new SourceWriteError(problem);
  await writeFileAtomic(target, replaced.bytes, info.mode);
  return newText;
}

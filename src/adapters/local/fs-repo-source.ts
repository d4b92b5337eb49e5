/**
 * A RepoSource over a local directory (git checkout or not). Lists the files once, lazily: in a
 * git work tree the files git lists (.gitignore honoured, see git-files.ts), elsewhere a walk;
 * either way minus VCS, dependency, cache and virtualenv folders. Reads files on demand and, by
 * default, caches their text so a second read costs nothing. Only regular files are read: a
 * symbolic link could point outside the directory.
 */
import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { SKIP_FOLDERS } from '../../core/languages/index.js';
import type { SkipReason } from '../../core/languages/types.js';
import type { RepoSource, RepoSourceStats } from '../../core/ports.js';
import { DEFAULT_MAX_BYTES, decodeSourceFile } from '../../core/source/file-content.js';
import { outlineOfChunks, type OutlineLimits } from '../../core/source/outline-lines.js';
import { gitListedFiles, type GitFilesOptions } from './git-files.js';

export interface FsRepoSourceOptions {
  /** Files larger than this are reported as unreadable (default 1 MB). */
  maxBytes?: number;
  /** Extra directory names to skip, on top of the defaults. */
  skipDirs?: string[];
  /** Keep decoded texts for later reads (default true); a one-pass scan turns it off to bound memory. */
  cacheTexts?: boolean;
  /** List with git when the directory is in a work tree (default true), with these limits. */
  git?: boolean | GitFilesOptions;
}

/** Version control folders, then every language's installed packages and caches (the registry's). */
const DEFAULT_SKIP = new Set(['.git', '.hg', '.svn', ...SKIP_FOLDERS]);

async function isVirtualenv(dir: string): Promise<boolean> {
  try {
    await stat(join(dir, 'pyvenv.cfg'));
    return true;
  } catch {
    return false;
  }
}

async function walk(root: string, skip: Set<string>): Promise<string[]> {
  const out: string[] = [];
  const pending = [root];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      continue; // unreadable directory: skip rather than fail the whole listing
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (skip.has(entry.name) || (await isVirtualenv(full))) continue;
        pending.push(full);
      } else if (entry.isFile()) {
        out.push(relative(root, full).split(sep).join('/'));
      }
    }
  }
  return out.sort();
}

/** git's listing minus the folders the walk skips (a committed virtualenv is still not source). */
function withoutSkipped(files: string[], skip: Set<string>): string[] {
  const venvs = files.filter((f) => f.endsWith('/pyvenv.cfg')).map((f) => f.slice(0, -'pyvenv.cfg'.length));
  return files.filter((f) => !f.split('/').slice(0, -1).some((dir) => skip.has(dir)) && !venvs.some((v) => f.startsWith(v)));
}

async function listRepo(root: string, skip: Set<string>, git: boolean | GitFilesOptions): Promise<string[]> {
  const listed = git === false ? undefined : await gitListedFiles(root, git === true ? {} : git);
  return listed ? withoutSkipped(listed, skip) : walk(root, skip);
}

export interface FsRepoSource extends RepoSource {
  /** Why readFile gives undefined for this path (reads it if not read yet); undefined when readable. */
  skipReason(path: string): Promise<SkipReason | undefined>;
  /** RepoSource.readOutline: the file streamed from disk, never held whole. */
  readOutline(path: string, keep: RegExp, limits: OutlineLimits): Promise<string | undefined>;
}

export function createFsRepoSource(root: string, opts: FsRepoSourceOptions = {}): FsRepoSource {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const skip = new Set([...DEFAULT_SKIP, ...(opts.skipDirs ?? [])]);
  const stats: RepoSourceStats = { filesRead: 0, bytesRead: 0, requests: 0 };
  // Promises, so two concurrent reads of one file cost one read.
  const texts = new Map<string, Promise<string | undefined>>();
  const reasons = new Map<string, SkipReason>();
  let listing: Promise<string[]> | undefined;
  let known: Set<string> | undefined;

  async function listFiles(): Promise<string[]> {
    listing ??= listRepo(root, skip, opts.git ?? true).then((files) => {
      known = new Set(files);
      return files;
    });
    return [...(await listing)];
  }

  async function load(path: string): Promise<string | undefined> {
    await listFiles();
    // Only paths from the listing are readable: no escaping the root, no skipped dirs.
    if (!known?.has(path)) {
      reasons.set(path, 'missing');
      return undefined;
    }
    const full = join(root, ...path.split('/'));
    try {
      const info = await lstat(full);
      if (!info.isFile()) {
        reasons.set(path, 'missing');
        return undefined;
      }
      if (info.size > maxBytes) {
        reasons.set(path, 'too-large');
        return undefined;
      }
      stats.requests += 1;
      const bytes = await readFile(full);
      stats.filesRead += 1;
      stats.bytesRead += bytes.byteLength;
      const decoded = decodeSourceFile(bytes, { maxBytes });
      if (!decoded.ok) reasons.set(path, decoded.reason);
      return decoded.ok ? decoded.text : undefined;
    } catch {
      reasons.set(path, 'missing');
      return undefined;
    }
  }

  function readText(path: string): Promise<string | undefined> {
    let text = texts.get(path);
    if (text === undefined) {
      text = load(path);
      if (opts.cacheTexts !== false) texts.set(path, text);
    }
    return text;
  }

  return {
    stats,
    scansCheaply: true,
    listFiles,
    readFile: readText,
    async readOutline(path: string, keep: RegExp, limits: OutlineLimits): Promise<string | undefined> {
      await listFiles();
      if (!known?.has(path)) return undefined;
      const full = join(root, ...path.split('/'));
      const info = await lstat(full).catch(() => undefined);
      if (info === undefined || !info.isFile() || info.size > limits.maxScanBytes) return undefined;
      // Streamed in 64 KB chunks; leaving the loop early (a refused outline) destroys the stream.
      const stream = createReadStream(full, { highWaterMark: 64 * 1024 });
      try {
        return await outlineOfChunks(stream, keep, limits);
      } catch {
        return undefined;
      } finally {
        stream.destroy();
      }
    },
    async skipReason(path: string): Promise<SkipReason | undefined> {
      // Without the text cache, a reason already known must not cost a second read.
      if (!reasons.has(path)) await readText(path);
      return reasons.get(path);
    },
  };
}

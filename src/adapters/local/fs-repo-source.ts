/**
 * A RepoSource over a local directory (git checkout or not). Walks the tree once, lazily;
 * reads files on demand and caches their text so a second read costs nothing.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { SKIP_FOLDERS } from '../../core/languages/index.js';
import type { SkipReason } from '../../core/languages/types.js';
import type { RepoSource, RepoSourceStats } from '../../core/ports.js';
import { DEFAULT_MAX_BYTES, decodeSourceFile } from '../../core/source/file-content.js';

export interface FsRepoSourceOptions {
  /** Files larger than this are reported as unreadable (default 1 MB). */
  maxBytes?: number;
  /** Extra directory names to skip, on top of the defaults. */
  skipDirs?: string[];
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

export interface FsRepoSource extends RepoSource {
  /** Why readFile gives undefined for this path (reads it if not read yet); undefined when readable. */
  skipReason(path: string): Promise<SkipReason | undefined>;
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
    listing ??= walk(root, skip).then((files) => {
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
      const info = await stat(full);
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
      texts.set(path, text);
    }
    return text;
  }

  return {
    stats,
    listFiles,
    readFile: readText,
    async skipReason(path: string): Promise<SkipReason | undefined> {
      await readText(path);
      return reasons.get(path);
    },
  };
}

/**
 * The Python dependencies of a local checkout (core/dependencies/port.ts): the files of one or more site-packages
 * directories — a checkout's virtualenv (`.venv/`, `venv/`), a directory the user names (`--deps-path`), or Debian's
 * installed tree (/usr/lib/python3/dist-packages, the benchmark's). Only `.py`/`.pyi` files, only regular files (or
 * links to them), a size cap per file; a path that climbs out (`..`) or is absolute is never read.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DependencySource } from '../../core/dependencies/port.js';
import { decodeSourceFile } from '../../core/source/file-content.js';

/** A dependency's module over this size is not read (a generated table, not a class a body calls). */
const MAX_FILE_BYTES = 512 * 1024;
/**
 * A stub (`.pyi`) over this size is not read. A compiled library's stub declares its classes and nothing else, and a
 * toolkit's is large: Debian's PyQt5/QtWidgets.pyi is 542 KB (session 22).
 */
const MAX_STUB_BYTES = 1024 * 1024;
const SAFE_PATH = /^(?:[A-Za-z_][\w.-]*\/)*[A-Za-z_]\w*\.pyi?$/;

export function createLocalPythonDependencies(directories: readonly string[], maxSourceBytes = MAX_FILE_BYTES, maxStubBytes = MAX_STUB_BYTES): DependencySource {
  return {
    async readFile(path, signal) {
      if (!SAFE_PATH.test(path) || path.split('/').some((p) => p === '..' || p === '.')) return undefined;
      const maxFileBytes = path.endsWith('.pyi') ? Math.max(maxSourceBytes, maxStubBytes) : maxSourceBytes;
      for (const dir of directories) {
        if (signal.aborted) return undefined;
        const full = join(dir, path);
        try {
          const info = await stat(full);
          if (!info.isFile() || info.size > maxFileBytes) continue;
          const decoded = decodeSourceFile(await readFile(full, { signal }), { maxBytes: maxFileBytes });
          if (decoded.ok) return decoded.text;
        } catch {
          // Missing or unreadable here: the next directory may have it.
        }
      }
      return undefined;
    },
  };
}

/**
 * The site-packages directories of a checkout's virtualenvs (`.venv/lib/python3.X/site-packages`, `venv/...`, and
 * Windows' `Lib/site-packages`), in that order; none when it has no virtualenv.
 */
export async function checkoutSitePackages(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const venv of ['.venv', 'venv']) {
    const lib = join(root, venv, 'lib');
    const versions = await readdir(lib).catch(() => [] as string[]);
    for (const v of versions.filter((d) => /^python3(\.\d+)?$/.test(d)).sort().reverse()) {
      const dir = join(lib, v, 'site-packages');
      if (await isDirectory(dir)) out.push(dir);
    }
    const windows = join(root, venv, 'Lib', 'site-packages');
    if (await isDirectory(windows)) out.push(windows);
  }
  return out;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

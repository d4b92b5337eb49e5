/**
 * The TypeScript/JavaScript dependencies of a checkout (core/dependencies/port.ts, `typescript`): its installed
 * packages, `node_modules/<name>/` and `node_modules/@scope/<name>/` (what `npm install` put there; a pnpm layout's
 * symlinks are followed), read by `<package>/<path in the package>` (`react/package.json`, `@types/react/index.d.ts`).
 * Only a package's own `package.json` and its declaration files (`.d.ts`, `.d.mts`, `.d.cts`): the answer checks read
 * types, never a package's code. Only regular files that stay inside their package folder (realpath), a size cap per
 * file; `..`, `.` and hidden segments are never read. The first node_modules folder that has the package answers.
 * One pseudo-file, TYPESCRIPT_TYPES_LIST, answers the names of the `@types` packages of every folder (the compiler's
 * automatic type inclusion), at most MAX_TYPES_PACKAGES, sorted. Another, TYPESCRIPT_TYPES_GLOBALS, answers per listed
 * package the global names its declaration files can declare, following the packages they reference or import
 * (types-globals.ts), computed once per source.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TYPESCRIPT_TYPES_GLOBALS, TYPESCRIPT_TYPES_LIST, type DependencySource } from '../../core/dependencies/port.js';
import { readTextInside } from './text-inside.js';
import { typesGlobals } from './types-globals.js';

/** A declaration file over this size is not read (React's are ~200 KB; csstype's ~1 MB is the largest common one). */
const MAX_FILE_BYTES = 1536 * 1024;
/** `name/rest` or `@scope/name/rest`: npm's name rules (lower case, digits, `-._~`), a bounded path. */
const KEY = /^((?:@[a-z0-9][a-z0-9._~-]{0,100}\/)?[a-z0-9][a-z0-9._~-]{0,100})\/(.{1,400})$/;
const SEGMENT = /^[A-Za-z0-9_@$+~-][A-Za-z0-9_.@$+~-]{0,200}$/;
const DECLARATION = /\.d\.[cm]?ts$/;
/** At most this many `@types` packages listed (a project with more lists the first, by name). */
const MAX_TYPES_PACKAGES = 200;
const TYPES_NAME = /^[a-z0-9][a-z0-9._~-]{0,100}$/;

/** The `@types` packages of `nodeModules`' folders, one name a line (what the compiler includes without `types`). */
async function typesPackages(nodeModules: readonly string[], signal: AbortSignal): Promise<string> {
  const names = new Set<string>();
  for (const dir of nodeModules) {
    if (signal.aborted) break;
    const entries = await readdir(join(dir, '@types'), { withFileTypes: true }).catch(() => []);
    for (const e of entries) if ((e.isDirectory() || e.isSymbolicLink()) && TYPES_NAME.test(e.name)) names.add(e.name);
  }
  return [...names].sort().slice(0, MAX_TYPES_PACKAGES).join('\n');
}

/** Whether `path` (inside a package) is a file the checks may read: the package's manifest or a declaration file. */
export function isTypeFile(path: string): boolean {
  return path === 'package.json' || DECLARATION.test(path);
}

export function createLocalTypeScriptDependencies(nodeModules: readonly string[], maxFileBytes = MAX_FILE_BYTES): DependencySource {
  let globals: Promise<string | undefined> | undefined;
  return {
    async readFile(path, signal) {
      if (path === TYPESCRIPT_TYPES_LIST) return typesPackages(nodeModules, signal);
      if (path === TYPESCRIPT_TYPES_GLOBALS) {
        const list = (await typesPackages(nodeModules, signal)).split('\n').filter((n) => n !== '');
        const mine = (globals ??= typesGlobals(nodeModules, list, signal));
        const text = await mine;
        // An answer cut short by its caller's deadline is not kept: the next job computes it again.
        if (text === undefined && globals === mine) globals = undefined;
        return text;
      }
      const m = KEY.exec(path);
      if (m === null) return undefined;
      const segments = m[2]!.split('/');
      if (!segments.every((s) => SEGMENT.test(s)) || !isTypeFile(m[2]!)) return undefined;
      for (const dir of nodeModules) {
        if (signal.aborted) return undefined;
        try {
          const pkgDir = join(dir, ...m[1]!.split('/'));
          const root = await realpath(pkgDir).catch(() => undefined);
          if (root === undefined) continue;
          // The package is installed here: a file it does not have is not looked for in the next folder.
          return await readTextInside(root, join(pkgDir, ...segments), maxFileBytes, signal);
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
  };
}

/** A checkout's installed packages: `<repo>/node_modules` when it is a directory (none otherwise). */
export async function checkoutNodeModules(repo: string): Promise<string[]> {
  const dir = join(repo, 'node_modules');
  return (await stat(dir).then((st) => st.isDirectory(), () => false)) ? [dir] : [];
}

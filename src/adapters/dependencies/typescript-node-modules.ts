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

/**
 * The global-name index is computed once per source under its own deadline, not its first caller's: a job's dependency
 * deadline (5 s) is shorter than the index of a large node_modules on a loaded machine (held out 19's 70 `@types`
 * packages: 4 s at load 11), and an index cut short with each job and computed again by the next was never done, so
 * every job ran with its globals open (issue 22, seen on held out 19's re-run at load 45-100). A caller whose deadline
 * comes first gets no answer (its globals stay open) and the computation goes on for the next job.
 */
const GLOBALS_DEADLINE_MS = 180_000;

interface GlobalsRun { promise: Promise<string | undefined>; done: boolean; text: string | undefined }

/** `run`'s answer, or undefined when `signal` is aborted first (the run goes on). */
function unlessAborted(run: GlobalsRun, signal: AbortSignal): Promise<string | undefined> {
  if (run.done) return Promise.resolve(run.text);
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const onAbort = (): void => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    void run.promise.then((text) => {
      signal.removeEventListener('abort', onAbort);
      resolve(text);
    });
  });
}

export function createLocalTypeScriptDependencies(nodeModules: readonly string[], maxFileBytes = MAX_FILE_BYTES): DependencySource {
  let globals: GlobalsRun | undefined;
  const startGlobals = (): GlobalsRun => {
    const own = AbortSignal.timeout(GLOBALS_DEADLINE_MS);
    const run: GlobalsRun = { promise: Promise.resolve(undefined), done: false, text: undefined };
    run.promise = typesPackages(nodeModules, own)
      .then((text) => typesGlobals(nodeModules, text.split('\n').filter((n) => n !== ''), own))
      .catch(() => undefined)
      .then((text) => {
        run.done = true;
        run.text = text;
        // An index cut short by its own deadline is not kept: a later job computes it again.
        if (text === undefined && globals === run) globals = undefined;
        return text;
      });
    return run;
  };
  return {
    async readFile(path, signal) {
      if (path === TYPESCRIPT_TYPES_LIST) return typesPackages(nodeModules, signal);
      if (path === TYPESCRIPT_TYPES_GLOBALS) return unlessAborted((globals ??= startGlobals()), signal);
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

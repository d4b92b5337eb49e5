/**
 * The files git would show for a directory inside a work tree: tracked and untracked, minus
 * what .gitignore (and .git/info/exclude, core.excludesFile) ignores, minus deleted ones. Paths
 * are relative to the directory. Undefined whenever git cannot answer for it (no git, not a
 * work tree, the directory itself ignored, the deadline passed, output over the ceiling): the
 * caller then walks the directory instead.
 */
import { execFile } from 'node:child_process';

export interface GitFilesOptions {
  /** Deadline for each git call (default 20 s): a huge or slow repository falls back to the walk. */
  timeoutMs?: number;
  /** Ceiling on git's output (default 256 MB, about two million paths). */
  maxBytes?: number;
}

export const GIT_LIST_TIMEOUT_MS = 20_000;
const GIT_LIST_MAX_BYTES = 256 * 1024 * 1024;

function git(dir: string, args: string[], opts: Required<GitFilesOptions>): Promise<{ code: number; stdout: string } | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'core.quotepath=off', ...args],
      // LC_ALL: git's messages are not parsed, but a pager or prompt must never wait for input.
      { cwd: dir, timeout: opts.timeoutMs, maxBuffer: opts.maxBytes, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat' } },
      (error, stdout) => {
        if (!error) return resolve({ code: 0, stdout });
        const code = (error as { code?: unknown }).code;
        // A plain non-zero exit is an answer; a missing binary, a kill by the deadline or an overflow is not.
        resolve(typeof code === 'number' && !(error as { killed?: boolean }).killed ? { code, stdout } : undefined);
      },
    );
  });
}

const paths = (z: string): string[] => z.split('\0').filter((p) => p !== '');

export async function gitListedFiles(dir: string, options: GitFilesOptions = {}): Promise<string[] | undefined> {
  const opts = { timeoutMs: options.timeoutMs ?? GIT_LIST_TIMEOUT_MS, maxBytes: options.maxBytes ?? GIT_LIST_MAX_BYTES };
  const inside = await git(dir, ['rev-parse', '--is-inside-work-tree'], opts);
  if (inside?.code !== 0 || inside.stdout.trim() !== 'true') return undefined;
  // A directory that the enclosing repository ignores (a build folder) lists nothing: walk it instead.
  const ignored = await git(dir, ['check-ignore', '-q', '.'], opts);
  if (ignored === undefined || ignored.code === 0) return undefined;
  const [listed, deleted] = await Promise.all([
    git(dir, ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], opts),
    git(dir, ['ls-files', '--deleted', '-z'], opts),
  ]);
  if (listed?.code !== 0 || deleted?.code !== 0) return undefined;
  const gone = new Set(paths(deleted.stdout));
  return [...new Set(paths(listed.stdout))].filter((p) => !gone.has(p)).sort();
}

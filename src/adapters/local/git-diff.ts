/**
 * Lines added since a base revision, per file, from `git diff -U0 REF` run in a directory:
 * what `dycoder implement --base REF` treats as "the change", as a pull request would.
 * The working tree is compared (what the CLI reads), untracked files count as wholly added,
 * and paths are relative to the directory.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LineRange } from '../../core/languages/types.js';

const run = promisify(execFile);

/** Deadline for each git call: a wedged repository (a lock, a network filesystem) must not hang the CLI. */
export const GIT_DIFF_TIMEOUT_MS = 60_000;

export class GitDiffError extends Error {
  override readonly name = 'GitDiffError';
}

/** Parses `git diff -U0` output into added line ranges of the new side. */
export function parseAddedRanges(diff: string): Record<string, LineRange[]> {
  const out: Record<string, LineRange[]> = {};
  let file: string | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      const path = line.slice(4).trim();
      file = path === '/dev/null' ? undefined : path.replace(/^b\//, '');
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (!hunk || file === undefined) continue;
    const start = Number(hunk[1]);
    const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
    if (count === 0) continue; // a pure deletion adds nothing
    (out[file] ??= []).push({ start, end: start + count - 1 });
  }
  return out;
}

export async function addedLinesSince(dir: string, baseRef: string): Promise<Record<string, LineRange[]>> {
  if (baseRef.startsWith('-')) throw new GitDiffError(`--base must be a revision, not an option: ${baseRef}`);
  try {
    const { stdout } = await run('git', ['-C', dir, 'diff', '-U0', '--no-color', '--no-ext-diff', '--relative', baseRef, '--'], {
      maxBuffer: 256 * 1024 * 1024,
      timeout: GIT_DIFF_TIMEOUT_MS,
    });
    const added = parseAddedRanges(stdout);
    // Untracked files are not in `git diff` but are new code all the same (as in a PR).
    const untracked = await run('git', ['-C', dir, 'ls-files', '--others', '--exclude-standard'], { maxBuffer: 64 * 1024 * 1024, timeout: GIT_DIFF_TIMEOUT_MS });
    for (const file of untracked.stdout.split('\n').filter((f) => f.trim() !== '')) added[file] ??= [{ start: 1, end: Number.MAX_SAFE_INTEGER }];
    return added;
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const detail = typeof stderr === 'string' ? stderr.trim().split('\n')[0] ?? '' : '';
    throw new GitDiffError(`git could not diff ${dir} against "${baseRef}"${detail ? ` (${detail})` : ''}; is it a git checkout and "${baseRef}" a commit?`);
  }
}

/**
 * Thin wrappers over the git CLI. The simulator reads everything through plumbing commands
 * (never the working tree), so commits made while a request is in flight cannot tear a read.
 */
import { execFile, execFileSync } from 'node:child_process';

export interface GitOptions {
  input?: string | Buffer;
  env?: Record<string, string>;
}

const baseEnv = (): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('GIT_')) env[k] = v;
  return { ...env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
};

/**
 * Every write to a simulated repository goes through gitSync (test-repo.ts: commits, update-ref,
 * symbolic-ref); each call starts a new generation of the repository, which ends the named refs
 * resolved before it (resolveCommit's cache below).
 */
const generations = new Map<string, number>();
const generationOf = (dir: string): number => generations.get(dir) ?? 0;

export function gitSync(dir: string, args: string[], opts: GitOptions = {}): Buffer {
  generations.set(dir, generationOf(dir) + 1);
  return execFileSync('git', ['-C', dir, ...args], {
    env: { ...baseEnv(), ...opts.env },
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
    ...(opts.input !== undefined ? { input: opts.input } : {}),
  });
}

export function gitSyncText(dir: string, args: string[], opts: GitOptions = {}): string {
  return gitSync(dir, args, opts).toString('utf8').trim();
}

let asyncForks = 0;
/** git processes forked by gitAsync so far (the reads a request makes), for tests of the memo below. */
export const gitAsyncForks = (): number => asyncForks;

export function gitAsync(dir: string, args: string[]): Promise<Buffer> {
  asyncForks += 1;
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['-C', dir, ...args],
      { env: baseEnv(), encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`git ${args[0] ?? ''} failed: ${stderr.toString('utf8').trim()}`));
        else resolve(stdout);
      },
    );
  });
}

export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  size: number | undefined;
  path: string;
}

// Objects named by a full SHA never change, so their reads are memoized (keeps the simulator fast).
const memo = new Map<string, Promise<unknown>>();
const isFullSha = (s: string): boolean => /^[0-9a-f]{40}$/.test(s);
function remember<T>(key: string, immutable: boolean, load: () => Promise<T>): Promise<T> {
  if (!immutable) return load();
  const hit = memo.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const p = load();
  memo.set(key, p);
  p.catch(() => memo.delete(key));
  return p;
}

/** `git ls-tree -r -t -l -z` → entries, trees included (as GitHub's recursive trees API does). */
export function lsTree(dir: string, treeish: string): Promise<TreeEntry[]> {
  return remember(`ls:${dir}:${treeish}`, isFullSha(treeish), () => lsTreeUncached(dir, treeish));
}

async function lsTreeUncached(dir: string, treeish: string): Promise<TreeEntry[]> {
  const out = (await gitAsync(dir, ['ls-tree', '-r', '-t', '-l', '-z', treeish])).toString('utf8');
  const entries: TreeEntry[] = [];
  for (const rec of out.split('\0')) {
    if (!rec) continue;
    const tab = rec.indexOf('\t');
    const [mode, type, sha, size] = rec.slice(0, tab).split(/\s+/);
    if (!mode || !type || !sha) continue;
    entries.push({
      mode,
      type: type as TreeEntry['type'],
      sha,
      size: size === undefined || size === '-' ? undefined : Number(size),
      path: rec.slice(tab + 1),
    });
  }
  return entries;
}

/**
 * Resolves a ref or SHA to a full commit SHA, or undefined when it does not exist. Remembered: a
 * full SHA for good, a named ref (a branch, a short SHA) until the repository's next write. Each
 * uncached call forks git from the process that also runs the app under test (tests and benchmarks
 * run both in one process), which blocks that process's event loop for the fork: on a loaded
 * machine 0.1–0.9 s per call, 2.6–3.9 s of a 3-stub bench:e2e job (issue 24, session 11). GitHub's
 * own work never stops its client's event loop.
 */
export function resolveCommit(dir: string, ref: string): Promise<string | undefined> {
  if (!/^[\w./-]+$/.test(ref) || ref.startsWith('-')) return Promise.resolve(undefined);
  const key = isFullSha(ref) ? `commit:${dir}:${ref}` : `ref:${dir}:${generationOf(dir)}:${ref}`;
  return remember(key, true, async () => {
    try {
      return (await gitAsync(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).toString('utf8').trim();
    } catch {
      return undefined;
    }
  });
}

/** A commit's tree SHA (commit given by its full SHA: remembered). */
export function treeOfCommit(dir: string, commit: string): Promise<string> {
  return remember(`tree-of:${dir}:${commit}`, isFullSha(commit), async () => (await gitAsync(dir, ['rev-parse', `${commit}^{tree}`])).toString('utf8').trim());
}

/** `git archive --format=tar.gz` of a commit (given by its full SHA: remembered, as codeload caches it). */
export function archiveTarGz(dir: string, sha: string, prefix: string): Promise<Buffer> {
  return remember(`archive:${dir}:${sha}:${prefix}`, isFullSha(sha), () => gitAsync(dir, ['archive', '--format=tar.gz', `--prefix=${prefix}`, sha]));
}

/** The merge base of two commits (given by full SHAs: remembered). */
export function mergeBase(dir: string, a: string, b: string): Promise<string> {
  return remember(`merge-base:${dir}:${a}:${b}`, isFullSha(a) && isFullSha(b), async () => (await gitAsync(dir, ['merge-base', a, b])).toString('utf8').trim());
}

export function objectType(dir: string, sha: string): Promise<string | undefined> {
  if (!/^[0-9a-f]{4,40}$/i.test(sha)) return Promise.resolve(undefined);
  return remember(isFullSha(sha) ? `type:${dir}:${sha}` : `type:${dir}:${generationOf(dir)}:${sha}`, true, async () => {
    try {
      return (await gitAsync(dir, ['cat-file', '-t', sha])).toString('utf8').trim();
    } catch {
      return undefined;
    }
  });
}

export function readBlob(dir: string, sha: string): Promise<Buffer> {
  return remember(`blob:${dir}:${sha}`, isFullSha(sha), () => gitAsync(dir, ['cat-file', 'blob', sha]));
}

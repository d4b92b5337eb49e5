/**
 * A real git repository for tests, built with the git CLI: a base commit on the default branch
 * and a PR branch on top of it. Commits are made with plumbing (hash-object, update-index with a
 * private index, commit-tree) so the working tree is never touched and SHAs are deterministic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitSync, gitSyncText } from './git.js';

/** path → content; `null` deletes the path in that commit. */
export type FileChanges = Record<string, string | Buffer | null>;

export interface CreateTestRepoOptions {
  /** Files of the base commit on the default branch. */
  files: Record<string, string | Buffer>;
  /** Changes the PR branch makes on top of the base (one commit). */
  prFiles?: FileChanges;
  /** Commits on the default branch after the PR branch was cut (main moves ahead). */
  mainCommits?: FileChanges[];
  defaultBranch?: string;
  prBranch?: string;
  /** Directory to create the repo in (default: a fresh temp dir). */
  dir?: string;
}

export interface TestRepo {
  readonly dir: string;
  readonly defaultBranch: string;
  readonly prBranch: string;
  /** The commit the PR branch started from. */
  readonly baseSha: string;
  /** The PR branch's first commit (later commits: see `commit`). */
  readonly headSha: string;
  /** Commits `changes` on top of `branch` (created from the default branch if new); returns the SHA. */
  commit(branch: string, changes: FileChanges, message?: string): string;
  revParse(ref: string): string;
  /** Text of `path` at `ref`, or undefined when absent. */
  show(ref: string, path: string): string | undefined;
  /** Writes the tree of `ref` into `dest` (e.g. to compare with a file-system source). */
  exportTo(ref: string, dest: string): void;
  cleanup(): void;
}

export function createTestRepo(opts: CreateTestRepoOptions): TestRepo {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'dycoder-sim-repo-'));
  const defaultBranch = opts.defaultBranch ?? 'main';
  const prBranch = opts.prBranch ?? 'dycoder-test/stubs';
  gitSync(dir, ['init', '--quiet', '-b', defaultBranch]);
  const commits = committer(dir, defaultBranch, 0);
  const { commit } = commits;
  const baseSha = commit(defaultBranch, opts.files, 'base');
  const headSha = commit(prBranch, opts.prFiles ?? {}, 'add stubs');
  for (const changes of opts.mainCommits ?? []) commit(defaultBranch, changes, 'main update');
  gitSync(dir, ['symbolic-ref', 'HEAD', `refs/heads/${defaultBranch}`]);
  return repoHandle({ dir, defaultBranch, prBranch, baseSha, headSha }, commits);
}

/** Where a repository made by createTestRepo lives: enough to open it again in another process. */
export type TestRepoLocation = Pick<TestRepo, 'dir' | 'defaultBranch' | 'prBranch' | 'baseSha' | 'headSha'>;

/**
 * A repository made by createTestRepo, opened again (bench:e2e runs the simulator in its own process
 * over the repository the bench built). Later commits get timestamps after the first 1,000 ticks.
 */
export function openTestRepo(at: TestRepoLocation): TestRepo {
  return repoHandle(at, committer(at.dir, at.defaultBranch, 1_000));
}

function repoHandle(at: TestRepoLocation, { commit, revParse }: ReturnType<typeof committer>): TestRepo {
  const { dir } = at;
  return {
    ...at,
    commit,
    revParse,
    show: (ref, path) => {
      try {
        return gitSync(dir, ['show', `${revParse(ref)}:${path}`]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    exportTo: (ref, dest) => {
      const env = { GIT_INDEX_FILE: join(dir, '.git', 'export-index') };
      gitSync(dir, ['read-tree', revParse(ref)], { env });
      gitSync(dir, ['--work-tree', dest, 'checkout-index', '-a', '-f'], { env });
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Deterministic commits with plumbing (fixed author and a clock of one minute per commit). */
function committer(dir: string, defaultBranch: string, firstTick: number) {
  let tick = firstTick;
  const indexFile = join(dir, '.git', 'sim-index');

  const revParse = (ref: string): string => gitSyncText(dir, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const branchExists = (branch: string): boolean => {
    try {
      gitSync(dir, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
      return true;
    } catch {
      return false;
    }
  };

  const commit = (branch: string, changes: FileChanges, message = `update ${branch}`): string => {
    tick += 1;
    const stamp = `${1_767_225_600 + tick * 60} +0000`;
    const env = {
      GIT_INDEX_FILE: indexFile,
      GIT_AUTHOR_NAME: 'Sim Author',
      GIT_AUTHOR_EMAIL: 'author@example.com',
      GIT_COMMITTER_NAME: 'Sim Author',
      GIT_COMMITTER_EMAIL: 'author@example.com',
      GIT_AUTHOR_DATE: stamp,
      GIT_COMMITTER_DATE: stamp,
    };
    const parentRef = branchExists(branch) ? branch : branchExists(defaultBranch) ? defaultBranch : undefined;
    const parent = parentRef === undefined ? undefined : revParse(parentRef);
    rmSync(indexFile, { force: true });
    if (parent) gitSync(dir, ['read-tree', parent], { env });
    // One update-index call for all paths: mode 0 with a null SHA removes a path.
    const info: string[] = [];
    for (const [path, content] of Object.entries(changes)) {
      if (content === null) info.push(`0 ${'0'.repeat(40)}\t${path}`);
      else info.push(`100644 ${gitSyncText(dir, ['hash-object', '-w', '--stdin'], { input: content })}\t${path}`);
    }
    if (info.length) gitSync(dir, ['update-index', '--index-info'], { env, input: info.join('\n') + '\n' });
    const tree = gitSyncText(dir, ['write-tree'], { env });
    const args = ['commit-tree', tree, '-m', message, ...(parent ? ['-p', parent] : [])];
    const sha = gitSyncText(dir, args, { env });
    gitSync(dir, ['update-ref', `refs/heads/${branch}`, sha]);
    return sha;
  };

  return { commit, revParse };
}

/**
 * The PR's changed files (pulls/files, paginated) with each patch parsed into the RIGHT-side
 * lines a suggestion may target and the lines the PR added (where new stubs are found).
 */
import { z } from 'zod';
import { parsePatch, type PatchLines } from '../../core/review/diff-hunks.js';
import { requestAllPages, withTypedErrors, type GitHubRequester } from './octokit.js';

export interface PullFileDiff {
  path: string;
  previousPath?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  /** Blob SHA of the file at the head (of the base for removed files). */
  sha: string;
  /** False for binary files and for patches GitHub omits as too large: nothing is commentable then. */
  hasPatch: boolean;
  lines: PatchLines;
}

const fileSchema = z.object({
  filename: z.string(),
  previous_filename: z.string().optional(),
  status: z.enum(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
  sha: z.string().nullable().optional(),
  patch: z.string().optional(),
});

export interface ListPullFilesOptions {
  octokit: GitHubRequester;
  owner: string;
  repo: string;
  pull: number;
  /** Called once per HTTP request, to count calls. */
  onRequest?: () => void;
  /** Page size (default 100, GitHub's maximum). */
  perPage?: number;
}

export async function listPullFiles(opts: ListPullFilesOptions): Promise<PullFileDiff[]> {
  const files = await requestAllPages(
    withTypedErrors(opts.octokit),
    'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
    { owner: opts.owner, repo: opts.repo, pull_number: opts.pull },
    fileSchema,
    { perPage: opts.perPage ?? 100, ...(opts.onRequest ? { onRequest: opts.onRequest } : {}) },
  );
  return files.map((f) => ({
    path: f.filename,
    ...(f.previous_filename !== undefined ? { previousPath: f.previous_filename } : {}),
    status: f.status,
    sha: f.sha ?? '',
    hasPatch: f.patch !== undefined,
    lines: parsePatch(f.patch),
  }));
}

/** path → parsed patch, the shape render-review wants. */
export function diffByPath(files: PullFileDiff[]): Map<string, PatchLines> {
  return new Map(files.filter((f) => f.status !== 'removed').map((f) => [f.path, f.lines]));
}

/** path → lines the PR added, for finding stubs the PR introduced. */
export function addedLinesByPath(files: PullFileDiff[]): Map<string, ReadonlySet<number>> {
  return new Map(files.filter((f) => f.status !== 'removed').map((f) => [f.path, f.lines.added]));
}

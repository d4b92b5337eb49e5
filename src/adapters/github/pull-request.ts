/**
 * The two small reads the webhook side and the worker need besides files and blobs: a user's
 * permission on the repository and the pull request itself (state, head SHA, head repository).
 */
import { z } from 'zod';
import { GitHubNotFoundError } from './errors.js';
import { requestJson, type GitHubRequester, type RepoCoordinates } from './octokit.js';

const ALLOWED = new Set(['admin', 'maintain', 'write']);

const permissionSchema = z.object({
  permission: z.string(),
  role_name: z.string().optional(),
});

export interface Authorization {
  allowed: boolean;
  role: string;
}

/**
 * Collaborators with write, maintain or admin. The legacy `permission` field maps maintain to
 * write and custom roles to their base, so both it and `role_name` are checked; anything else,
 * including "not a collaborator" (404), is a no.
 */
export async function readPermission(octokit: GitHubRequester, repo: RepoCoordinates, username: string): Promise<Authorization> {
  try {
    const { data } = await requestJson(octokit, 'GET /repos/{owner}/{repo}/collaborators/{username}/permission', { ...repo, username }, permissionSchema);
    const role = data.role_name ?? data.permission;
    return { allowed: ALLOWED.has(data.permission) || ALLOWED.has(role), role };
  } catch (error) {
    if (error instanceof GitHubNotFoundError) return { allowed: false, role: 'none' };
    throw error;
  }
}

/** The pull request fields DyCoder uses, as webhook payloads and the pulls API both carry them. */
export const pullFieldsSchema = z.object({
  number: z.number().int().positive(),
  state: z.string(),
  draft: z.boolean().optional(),
  head: z.object({
    sha: z.string().regex(/^[0-9a-f]{40}$/),
    // The head repository differs from the base for PRs from forks; null when the fork was deleted.
    repo: z.object({ name: z.string(), owner: z.object({ login: z.string() }) }).nullable().optional(),
  }),
});
export type PullFields = z.infer<typeof pullFieldsSchema>;

export interface PullRequestInfo {
  number: number;
  open: boolean;
  draft: boolean;
  headSha: string;
  /** Where the head commit lives: the fork for PRs from forks, else (or when the fork is gone) the base. */
  headRepo: RepoCoordinates;
}

export function pullRequestInfo(pull: PullFields, base: RepoCoordinates): PullRequestInfo {
  const fork = pull.head.repo;
  return {
    number: pull.number,
    open: pull.state === 'open',
    draft: pull.draft === true,
    headSha: pull.head.sha,
    headRepo: fork ? { owner: fork.owner.login, repo: fork.name } : { owner: base.owner, repo: base.repo },
  };
}

export async function readPullRequest(octokit: GitHubRequester, repo: RepoCoordinates, pull: number): Promise<PullRequestInfo> {
  const { data } = await requestJson(octokit, 'GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: pull }, pullFieldsSchema);
  return pullRequestInfo(data, repo);
}

/**
 * Who may trigger DyCoder: collaborators with write, maintain or admin on the repository. The
 * legacy `permission` field maps maintain to write and custom roles to their base, so both it and
 * `role_name` are checked; anything else, including "not a collaborator" (404), is a no.
 */
import { z } from 'zod';
import type { GitHubClient, RepoRef } from './github-client.js';

const ALLOWED = new Set(['admin', 'maintain', 'write']);

const permissionSchema = z.object({
  permission: z.string(),
  role_name: z.string().optional(),
});

export type Authorization = { allowed: true; role: string } | { allowed: false; role: string };

export async function authorize(octokit: GitHubClient, repo: RepoRef, username: string): Promise<Authorization> {
  try {
    const response = await octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
      ...repo,
      username,
    });
    const data = permissionSchema.parse(response.data);
    const role = data.role_name ?? data.permission;
    return { allowed: ALLOWED.has(data.permission) || ALLOWED.has(role), role };
  } catch (error) {
    if (statusOf(error) === 404) return { allowed: false, role: 'none' };
    throw error;
  }
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * The small GitHub writes that tell a user where their request stands: reactions on the command,
 * replies, and the "DyCoder" check run on the head commit. Feedback is best effort for reactions
 * (a missing 👀 must not stop a job) and explicit for comments and check runs.
 */
import type { GitHubClient, RepoRef } from './github-client.js';

export const CHECK_RUN_NAME = 'DyCoder';

export type CommentRef = { kind: 'issue-comment' | 'review-comment'; id: number };
export type Reaction = 'eyes' | 'rocket' | 'confused' | '+1';

export async function addReaction(octokit: GitHubClient, repo: RepoRef, comment: CommentRef, content: Reaction): Promise<void> {
  const route =
    comment.kind === 'issue-comment'
      ? 'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions'
      : 'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions';
  await octokit.request(route, { ...repo, comment_id: comment.id, content });
}

export async function postComment(octokit: GitHubClient, repo: RepoRef, issueNumber: number, body: string): Promise<void> {
  await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
    ...repo,
    issue_number: issueNumber,
    body,
  });
}

export interface CheckRunText {
  title: string;
  summary: string;
}

export async function createCheckRun(
  octokit: GitHubClient,
  repo: RepoRef,
  headSha: string,
  externalId: string,
  text: CheckRunText,
): Promise<number> {
  const response = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
    ...repo,
    name: CHECK_RUN_NAME,
    head_sha: headSha,
    status: 'queued',
    external_id: externalId,
    output: text,
  });
  return Number(response.data.id);
}

export type CheckRunUpdate =
  | { status: 'in_progress'; text: CheckRunText }
  | { status: 'completed'; conclusion: 'success' | 'failure' | 'neutral' | 'skipped' | 'cancelled'; text: CheckRunText };

export async function updateCheckRun(octokit: GitHubClient, repo: RepoRef, checkRunId: number, update: CheckRunUpdate): Promise<void> {
  const now = new Date().toISOString();
  await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
    ...repo,
    check_run_id: checkRunId,
    status: update.status,
    output: update.text,
    ...(update.status === 'in_progress' ? { started_at: now } : { conclusion: update.conclusion, completed_at: now }),
  });
}

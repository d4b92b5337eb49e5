/**
 * The feedback writes of the webhook side and the worker, over the shared GitHub feedback
 * adapter (src/adapters/github/feedback.ts), in the shape our call sites use: reactions on the
 * command, replies, and the "DyCoder" check run on the head commit.
 */
import { CHECK_RUN_NAME, createGitHubFeedback, type CheckConclusion, type CommentTarget, type FeedbackReaction } from '../adapters/github/feedback.js';
import type { GitHubClient, RepoRef } from './github-client.js';

export { CHECK_RUN_NAME };
export type CommentRef = CommentTarget;
export type Reaction = FeedbackReaction;

export interface CheckRunText {
  title: string;
  summary: string;
}

export type CheckRunUpdate =
  | { status: 'in_progress'; text: CheckRunText }
  | { status: 'completed'; conclusion: CheckConclusion; text: CheckRunText };

function feedback(octokit: GitHubClient, repo: RepoRef, pull = 0, headSha = '') {
  return createGitHubFeedback({ octokit, owner: repo.owner, repo: repo.repo, pull, headSha });
}

export async function addReaction(octokit: GitHubClient, repo: RepoRef, comment: CommentRef, content: Reaction): Promise<void> {
  if (!(await feedback(octokit, repo).react(comment, content))) throw new Error(`GitHub refused the ${content} reaction.`);
}

export async function postComment(octokit: GitHubClient, repo: RepoRef, issueNumber: number, body: string): Promise<void> {
  await feedback(octokit, repo, issueNumber).comment(body);
}

export function createCheckRun(octokit: GitHubClient, repo: RepoRef, headSha: string, externalId: string, text: CheckRunText): Promise<number> {
  return feedback(octokit, repo, 0, headSha).createCheck(text, externalId);
}

export async function updateCheckRun(octokit: GitHubClient, repo: RepoRef, checkRunId: number, update: CheckRunUpdate): Promise<void> {
  const fb = feedback(octokit, repo);
  if (update.status === 'in_progress') await fb.progressCheck(checkRunId, update.text);
  else await fb.completeCheck(checkRunId, update.conclusion, update.text);
}

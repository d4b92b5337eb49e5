/**
 * A suggestion's review thread: which review comment holds each posted suggestion (so a reply
 * can be traced back to it), and answering in the thread (a reply to its first comment).
 */
import { z } from 'zod';
import { requestAllPages, requestJson, type GitHubRequester, type RepoCoordinates } from './octokit.js';
import { capText, COMMENT_BODY_LIMIT } from './text-limits.js';

const reviewCommentSchema = z.object({
  id: z.number().int().positive(),
  path: z.string(),
  line: z.number().int().nullable().optional(),
  original_line: z.number().int().nullable().optional(),
});
export type ThreadComment = { id: number; path: string; line?: number };

/** The inline comments of one review (each opens a thread). */
export async function listReviewComments(octokit: GitHubRequester, repo: RepoCoordinates, pull: number, reviewId: number): Promise<ThreadComment[]> {
  const all = await requestAllPages(octokit, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments', { ...repo, pull_number: pull, review_id: reviewId }, reviewCommentSchema);
  return all.map((c) => {
    const line = c.line ?? c.original_line ?? undefined;
    return { id: c.id, path: c.path, ...(line === undefined || line === null ? {} : { line }) };
  });
}

/** Replies in the thread that `commentId` opened; returns the reply's id. */
export async function replyInThread(octokit: GitHubRequester, repo: RepoCoordinates, pull: number, commentId: number, body: string): Promise<number> {
  const { data } = await requestJson(
    octokit,
    'POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
    { ...repo, pull_number: pull, comment_id: commentId, body: capText(body, COMMENT_BODY_LIMIT) },
    z.object({ id: z.number().int().positive() }),
  );
  return data.id;
}

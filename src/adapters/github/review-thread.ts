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

const threadReplySchema = z.object({
  id: z.number().int().positive(),
  in_reply_to_id: z.number().int().nullable().optional(),
  body: z.string().nullable().optional(),
});

/** The id of a reply in `commentId`'s thread whose body carries `marker`, if one exists. */
async function replyWithMarker(octokit: GitHubRequester, repo: RepoCoordinates, pull: number, commentId: number, marker: string): Promise<number | undefined> {
  const all = await requestAllPages(octokit, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', { ...repo, pull_number: pull }, threadReplySchema, { maxPages: 10 });
  return all.find((c) => c.in_reply_to_id === commentId && (c.body ?? '').includes(marker))?.id;
}

/**
 * Replies in the thread that `commentId` opened; returns the reply's id. With a `marker` (a hidden
 * comment the body carries) the reply is posted at most once: a rerun of the job finds the earlier
 * one, and a POST that fails after GitHub stored it (a 5xx behind GitHub's proxy) is looked for
 * before the error is passed on, so a retry never posts a second reply.
 */
export async function replyInThread(octokit: GitHubRequester, repo: RepoCoordinates, pull: number, commentId: number, body: string, marker?: string): Promise<number> {
  if (marker !== undefined) {
    const earlier = await replyWithMarker(octokit, repo, pull, commentId, marker);
    if (earlier !== undefined) return earlier;
  }
  try {
    const { data } = await requestJson(
      octokit,
      'POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
      { ...repo, pull_number: pull, comment_id: commentId, body: capText(body, COMMENT_BODY_LIMIT) },
      z.object({ id: z.number().int().positive() }),
    );
    return data.id;
  } catch (error) {
    if (marker === undefined) throw error;
    const stored = await replyWithMarker(octokit, repo, pull, commentId, marker).catch(() => undefined);
    if (stored !== undefined) return stored;
    throw error;
  }
}

/**
 * Telling the user where a request stands: reactions on the command (best effort: a missing 👀
 * must never stop a job), the "DyCoder" check run on the head SHA, and plain PR comments.
 */
import { z } from 'zod';
import type { Logger } from '../../core/ports.js';
import { silentLogger } from '../../core/ports.js';
import { GitHubError } from './errors.js';
import { requestJson, type GitHubRequester } from './octokit.js';
import { capText, CHECK_TEXT_LIMIT, CHECK_TITLE_LIMIT, COMMENT_BODY_LIMIT } from './text-limits.js';

export const CHECK_RUN_NAME = 'DyCoder';

export type FeedbackReaction = 'eyes' | 'rocket' | 'confused' | '+1';
export interface CommentTarget {
  kind: 'issue-comment' | 'review-comment';
  id: number;
}
export interface CheckText {
  title: string;
  summary: string;
  text?: string;
}
export type CheckConclusion = 'success' | 'neutral' | 'failure' | 'skipped';

export interface GitHubFeedbackOptions {
  octokit: GitHubRequester;
  owner: string;
  repo: string;
  logger?: Logger;
}

export interface GitHubFeedback {
  /** Adds a reaction; false (and a log line) when GitHub refused, never a throw. */
  react(target: CommentTarget, content: FeedbackReaction): Promise<boolean>;
  /** Posts a PR conversation comment; returns its id. */
  comment(pull: number, body: string): Promise<number>;
  /** Creates the check run on the commit (`queued` unless a worker creates it as it starts); returns its id. */
  createCheck(headSha: string, text: CheckText, externalId?: string, status?: 'queued' | 'in_progress'): Promise<number>;
  progressCheck(id: number, text: CheckText): Promise<void>;
  completeCheck(id: number, conclusion: CheckConclusion, text: CheckText): Promise<void>;
}

const idSchema = z.object({ id: z.number() });
// GitHub refuses a check-run update whose output is over its limits.
const clip = (t: CheckText): CheckText => ({
  title: t.title.slice(0, CHECK_TITLE_LIMIT),
  summary: capText(t.summary, CHECK_TEXT_LIMIT),
  ...(t.text !== undefined ? { text: capText(t.text, CHECK_TEXT_LIMIT) } : {}),
});

export function createGitHubFeedback(opts: GitHubFeedbackOptions): GitHubFeedback {
  const { octokit, owner, repo } = opts;
  const log = opts.logger ?? silentLogger;
  const checkRoute = 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}';
  return {
    async react(target, content) {
      const route = target.kind === 'issue-comment'
        ? 'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions'
        : 'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions';
      try {
        await octokit.request(route, { owner, repo, comment_id: target.id, content });
        return true;
      } catch (err) {
        log.warn({ comment: target.id, content, status: err instanceof GitHubError ? err.status : undefined }, 'could not add a reaction');
        return false;
      }
    },
    async comment(pull, body) {
      const params = { owner, repo, issue_number: pull, body: capText(body, COMMENT_BODY_LIMIT) };
      return (await requestJson(octokit, 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', params, idSchema)).data.id;
    },
    async createCheck(headSha, text, externalId, status = 'queued') {
      const started = status === 'in_progress' ? { started_at: new Date().toISOString() } : {};
      const params = { owner, repo, name: CHECK_RUN_NAME, head_sha: headSha, status, ...started, output: clip(text), ...(externalId ? { external_id: externalId } : {}) };
      return (await requestJson(octokit, 'POST /repos/{owner}/{repo}/check-runs', params, idSchema)).data.id;
    },
    async progressCheck(id, text) {
      await octokit.request(checkRoute, { owner, repo, check_run_id: id, status: 'in_progress', started_at: new Date().toISOString(), output: clip(text) });
    },
    async completeCheck(id, conclusion, text) {
      await octokit.request(checkRoute, { owner, repo, check_run_id: id, status: 'completed', conclusion, completed_at: new Date().toISOString(), output: clip(text) });
    },
  };
}

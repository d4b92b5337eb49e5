/**
 * Webhook payloads for tests: start from the real payloads in @octokit/webhooks-examples and
 * patch repository, PR, SHA, user and installation fields so they agree with the simulator.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Probot } from 'probot';
import type { WebhookDefinition } from '@octokit/webhooks-examples';
import type {
  IssueCommentCreatedEvent,
  PullRequestEvent,
  PullRequestReviewCommentCreatedEvent,
  Repository,
  User,
  WebhookEventName,
} from '@octokit/webhooks-types';
import type { GitHubSimulator } from './server.js';
import type { SimIssueComment, SimReviewComment } from './types.js';

// The package's main is a JSON file; require keeps this working under plain Node ESM too.
const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as WebhookDefinition[];

function example<T>(name: WebhookEventName, action: string, withInstallation = true): T {
  const group = examples.find((d) => d.name === name);
  const all = (group?.examples ?? []) as Array<{ action?: string; installation?: unknown }>;
  const pick = all.find((e) => e.action === action && (!withInstallation || e.installation)) ?? all.find((e) => e.action === action);
  if (!pick) throw new Error(`@octokit/webhooks-examples has no ${name}.${action} payload.`);
  return structuredClone(pick) as T;
}

function patchUser(u: User, login: string, id: number, type: 'User' | 'Bot'): User {
  return { ...u, login, id, node_id: `U_${id}`, type, url: `https://api.github.example.com/users/${login}`, html_url: `https://github.example.com/${login}` };
}

/**
 * GitHub's `repository.size`: the repository's git objects in KB (history included), from the bytes
 * they take in the object store (`git rev-list --objects --all --disk-usage`; not `count-objects`,
 * whose loose `size` counts whole file-system blocks, 4 KB for each small object).
 */
export function repoSizeKb(dir: string): number {
  // A read: not git.ts's gitSync, which starts a new generation of the repository's named refs.
  const bytes = Number(execFileSync('git', ['-C', dir, 'rev-list', '--objects', '--all', '--disk-usage'], { encoding: 'utf8' }).trim());
  return Number.isFinite(bytes) ? Math.ceil(bytes / 1024) : 0;
}

function patchRepo(sim: GitHubSimulator, r: Repository): Repository {
  const owner = sim.state.user(sim.owner);
  const base = sim.state.baseRepo;
  return {
    ...r,
    size: base.sizeKb ?? repoSizeKb(base.dir),
    id: sim.state.baseRepo.id,
    name: sim.name,
    full_name: `${sim.owner}/${sim.name}`,
    owner: patchUser(r.owner, owner.login, owner.id, 'User'),
    default_branch: sim.state.baseRepo.defaultBranch,
    url: `${sim.url}/repos/${sim.owner}/${sim.name}`,
    html_url: `https://github.example.com/${sim.owner}/${sim.name}`,
  };
}

const installation = (sim: GitHubSimulator) => ({ id: sim.installationId, node_id: `I_${sim.installationId}` });

function pullFields<P extends { number: number; head: { ref: string; sha: string }; base: { ref: string; sha: string } }>(sim: GitHubSimulator, number: number, pr: P): P {
  const p = sim.state.pulls.get(number);
  if (!p) throw new Error(`The simulator has no pull request #${number}.`);
  return {
    ...pr,
    number,
    id: p.id,
    state: p.state,
    draft: p.draft,
    url: `${sim.url}/repos/${sim.owner}/${sim.name}/pulls/${number}`,
    html_url: `https://github.example.com/${sim.owner}/${sim.name}/pull/${number}`,
    head: { ...pr.head, ref: p.headRef, sha: sim.headSha(number), label: `${p.headRepo.split('/')[0] ?? ''}:${p.headRef}` },
    base: { ...pr.base, ref: p.baseRef, sha: sim.repo.revParse(p.baseRef), label: `${sim.owner}:${p.baseRef}` },
  };
}

export interface CommentOptions {
  pull?: number;
  body: string;
  login?: string;
  /** 'Bot' marks the commenter as a bot account (login should end in [bot]). */
  userType?: 'User' | 'Bot';
}

/** `issue_comment.created` on a PR; the comment is stored in the simulator so reactions work. */
export function issueCommentCreated(sim: GitHubSimulator, opts: CommentOptions): { payload: IssueCommentCreatedEvent; comment: SimIssueComment } {
  const pull = opts.pull ?? 1;
  const comment = sim.addIssueComment(pull, opts.body, opts.login ?? 'maintainer');
  const ev = example<IssueCommentCreatedEvent>('issue_comment', 'created');
  const user = patchUser(ev.comment.user, comment.user.login, comment.user.id, opts.userType ?? comment.user.type);
  const api = `${sim.url}/repos/${sim.owner}/${sim.name}`;
  ev.repository = patchRepo(sim, ev.repository);
  ev.installation = installation(sim);
  ev.sender = user;
  ev.issue = {
    ...ev.issue,
    number: pull,
    state: 'open',
    url: `${api}/issues/${pull}`,
    pull_request: { url: `${api}/pulls/${pull}`, html_url: `https://github.example.com/${sim.owner}/${sim.name}/pull/${pull}`, diff_url: '', patch_url: '', merged_at: null },
  };
  ev.comment = { ...ev.comment, id: comment.id, node_id: `IC_${comment.id}`, body: opts.body, user, url: `${api}/issues/comments/${comment.id}` };
  return { payload: ev, comment };
}

export interface ReviewCommentOptions extends CommentOptions {
  path: string;
  line: number;
  side?: 'LEFT' | 'RIGHT';
}

/** `pull_request_review_comment.created` on a line of the PR diff. */
export function reviewCommentCreated(sim: GitHubSimulator, opts: ReviewCommentOptions): { payload: PullRequestReviewCommentCreatedEvent; comment: SimReviewComment } {
  const pull = opts.pull ?? 1;
  const comment = sim.addReviewComment(pull, { path: opts.path, line: opts.line, body: opts.body, login: opts.login ?? 'maintainer', ...(opts.side ? { side: opts.side } : {}) });
  const ev = example<PullRequestReviewCommentCreatedEvent>('pull_request_review_comment', 'created');
  const user = patchUser(ev.comment.user, comment.user.login, comment.user.id, opts.userType ?? comment.user.type);
  ev.repository = patchRepo(sim, ev.repository);
  ev.installation = installation(sim);
  ev.sender = user;
  ev.pull_request = pullFields(sim, pull, ev.pull_request);
  ev.comment = {
    ...ev.comment,
    id: comment.id,
    node_id: `PRRC_${comment.id}`,
    pull_request_review_id: comment.pull_request_review_id ?? 0,
    body: opts.body,
    path: opts.path,
    line: opts.line,
    original_line: opts.line,
    side: comment.side,
    start_line: null,
    original_start_line: null,
    start_side: null,
    commit_id: comment.commit_id,
    original_commit_id: comment.commit_id,
    user,
  };
  return { payload: ev, comment };
}

export interface ReviewReplyOptions extends CommentOptions {
  /** The thread's first comment (stored in the simulator): the reply takes its path and lines. */
  parentId: number;
}

/** `pull_request_review_comment.created` for a reply in the thread that `parentId` opened (as GitHub sends it: `in_reply_to_id`). */
export function reviewReplyCreated(sim: GitHubSimulator, opts: ReviewReplyOptions): { payload: PullRequestReviewCommentCreatedEvent; comment: SimReviewComment } {
  const pull = opts.pull ?? 1;
  const parent = sim.state.reviewComments.find((c) => c.id === opts.parentId);
  if (parent === undefined || parent.line === null) throw new Error(`no review comment ${opts.parentId} on a line in the simulator`);
  const line = parent.line;
  const comment: SimReviewComment = { ...parent, id: sim.state.nextId(), pull_request_review_id: sim.state.nextId(), body: opts.body, in_reply_to_id: parent.id, user: sim.state.user(opts.login ?? 'maintainer'), created_at: sim.state.now() };
  sim.state.reviewComments.push(comment);
  const ev = example<PullRequestReviewCommentCreatedEvent>('pull_request_review_comment', 'created');
  const user = patchUser(ev.comment.user, comment.user.login, comment.user.id, opts.userType ?? comment.user.type);
  ev.repository = patchRepo(sim, ev.repository);
  ev.installation = installation(sim);
  ev.sender = user;
  ev.pull_request = pullFields(sim, pull, ev.pull_request);
  ev.comment = {
    ...ev.comment,
    id: comment.id,
    node_id: `PRRC_${comment.id}`,
    pull_request_review_id: comment.pull_request_review_id ?? 0,
    in_reply_to_id: parent.id,
    body: opts.body,
    path: parent.path,
    line,
    original_line: line,
    side: parent.side,
    start_line: parent.start_line,
    original_start_line: parent.start_line,
    start_side: parent.start_side,
    commit_id: parent.commit_id,
    original_commit_id: parent.original_commit_id,
    user,
  };
  return { payload: ev, comment };
}

export type PullRequestAction = 'opened' | 'synchronize' | 'reopened' | 'ready_for_review';

/** `pull_request.{action}` for a simulator PR; `before` is the previous head for synchronize. */
export function pullRequestEvent(sim: GitHubSimulator, action: PullRequestAction, opts: { pull?: number; before?: string } = {}): PullRequestEvent {
  const pull = opts.pull ?? 1;
  const ev = example<PullRequestEvent & { pull_request: { number: number; head: { ref: string; sha: string }; base: { ref: string; sha: string } } }>('pull_request', action);
  const p = sim.state.pulls.get(pull);
  const author = sim.state.user(p?.user.login ?? 'pr-author');
  ev.repository = patchRepo(sim, ev.repository);
  ev.installation = installation(sim);
  ev.number = pull;
  ev.pull_request = pullFields(sim, pull, ev.pull_request);
  ev.pull_request.user = patchUser(ev.pull_request.user, author.login, author.id, author.type);
  ev.sender = ev.pull_request.user;
  if (ev.action === 'synchronize') {
    ev.after = sim.headSha(pull);
    ev.before = opts.before ?? ev.before;
  }
  return ev;
}

/** What `probot.receive` takes. Probot types payloads with @octokit/openapi-webhooks-types, so bridge here. */
export type ProbotEvent = Parameters<Probot['receive']>[0];

export function asProbotEvent(
  name: 'issue_comment' | 'pull_request' | 'pull_request_review_comment',
  payload: IssueCommentCreatedEvent | PullRequestReviewCommentCreatedEvent | PullRequestEvent,
  id: string = randomUUID(),
): ProbotEvent {
  return { id, name, payload } as unknown as ProbotEvent;
}

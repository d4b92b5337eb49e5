/** Shapes the simulator stores and the small routing contract its route modules share. */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

export type Role = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface SimUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export interface SimRepo {
  owner: string;
  name: string;
  id: number;
  /** Git directory backing this repository (forks share the object store of the base repo). */
  dir: string;
  defaultBranch: string;
  /** `size` (KB) in webhook payloads and the repository's JSON; unset: what git's object store weighs, as GitHub reports it. */
  sizeKb?: number;
}

export interface SimPull {
  number: number;
  id: number;
  title: string;
  body: string;
  user: SimUser;
  state: 'open' | 'closed';
  draft: boolean;
  headRef: string;
  /** `owner/name` of the head repository (a fork) or the base repository. */
  headRepo: string;
  baseRef: string;
}

export interface SimReviewComment {
  id: number;
  pull_request_review_id: number | null;
  pull: number;
  path: string;
  line: number | null;
  start_line: number | null;
  side: 'LEFT' | 'RIGHT';
  start_side: 'LEFT' | 'RIGHT' | null;
  body: string;
  commit_id: string;
  original_commit_id: string;
  diff_hunk: string;
  in_reply_to_id?: number;
  user: SimUser;
  created_at: string;
}

export interface SimReview {
  id: number;
  pull: number;
  body: string;
  state: 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' | 'PENDING';
  commit_id: string;
  user: SimUser;
  submitted_at: string;
}

export interface SimIssueComment {
  id: number;
  issue: number;
  body: string;
  user: SimUser;
  created_at: string;
}

export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

export interface SimReaction {
  id: number;
  subject: 'issue_comment' | 'review_comment';
  commentId: number;
  content: ReactionContent;
  user: SimUser;
  created_at: string;
}

export interface CheckRunSnapshot {
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: string | null;
  title: string | null;
  summary: string | null;
}

export interface SimCheckRun extends CheckRunSnapshot {
  id: number;
  name: string;
  head_sha: string;
  text: string | null;
  external_id: string | null;
  details_url: string | null;
  started_at: string | null;
  completed_at: string | null;
  /** Every state the check run went through (create + each update), for assertions. */
  history: CheckRunSnapshot[];
}

export interface RecordedRequest {
  method: string;
  /** Path without the optional `/api/v3` prefix and without the query string. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Route template, e.g. `GET /repos/{owner}/{repo}/git/blobs/{sha}`; `unmatched` otherwise. */
  route: string;
  status: number;
  auth: 'jwt' | 'token' | 'none';
  /** Date.now() when the request arrived (before the simulated latency). */
  timestamp: number;
  /** Date.now() when its answer was sent in full; undefined while it is in flight (or the client left). */
  answeredAt?: number;
}

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  /** Base URL clients use (server origin + optional prefix), for `url` fields and Link headers. */
  baseUrl: string;
  path: string;
  actor: SimUser;
}

export interface RouteResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw body (e.g. Accept: application/vnd.github.raw); sent as-is with `contentType`. */
  raw?: Buffer;
  contentType?: string;
  /** The route writes the response itself (a codeload that stalls after its headers). */
  respond?: (res: ServerResponse) => void;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** One attempt to deliver a webhook, as GitHub lists it (`hook-delivery-item`): a redelivery is a new attempt with the same guid. */
export interface SimDelivery {
  id: number;
  guid: string;
  delivered_at: string;
  redelivery: boolean;
  duration: number;
  status: string;
  status_code: number;
  event: string;
  action: string | null;
  installation_id: number | null;
  repository_id: number | null;
  throttled_at: string | null;
}

/**
 * The slice of Octokit the GitHub adapters use: `request` with a route string. Both
 * @octokit/rest's Octokit and Probot's ProbotOctokit fit, so the same adapters serve the
 * webhook process, the worker and the tests. Responses are checked with zod at this boundary.
 */
import type { z } from 'zod';
import { DEFAULT_GITHUB_TIMEOUT_MS } from '../../config/env.js';
import { deadlineSignal, type DeadlineSignal } from '../../core/deadline.js';
import { GitHubRateLimitedError, GitHubResponseError, toGitHubError } from './errors.js';
import { callerStreams, gatewayReads, readBody } from './response-body.js';

export interface GitHubResponse {
  status: number;
  headers: Record<string, string | number | undefined>;
  data: unknown;
}

export interface GitHubRequester {
  request(route: string, params?: Record<string, unknown>): Promise<GitHubResponse>;
}

export interface RepoCoordinates {
  owner: string;
  repo: string;
}

export { GitHubResponseError };

/** Whether a request reads or writes: writes are what GitHub's secondary limits meter. */
export type RequestKind = 'read' | 'write';

/** Per-installation pacing (see adapters/redis/write-pacer.ts): GitHub meters writes per token. */
export interface RequestPacer {
  /** Awaited before each request: writes wait for their slot, and everything waits out a rate limit. */
  before(kind: RequestKind): Promise<void>;
  /** GitHub answered 403/429 with a wait: hold this installation's requests for that long. */
  rateLimited(retryAfterSeconds: number): Promise<void>;
}

export interface TypedRequesterOptions {
  pace?: RequestPacer;
  /** Called once per HTTP request, to count calls. */
  onRequest?: (route: string) => void;
  /**
   * Deadline of each call, Octokit's own retries included (an AbortSignal in `request.signal`);
   * a call past it fails as GitHubNetworkError 'timeout'. Undefined: none added here.
   */
  timeoutMs?: number;
  /** The largest answer read (response-body.ts, default MAX_ANSWER_BYTES): a larger one fails as GitHubAnswerTooLargeError. */
  maxAnswerBytes?: number;
}

/** Default deadline of one GitHub call (DYCODER_GITHUB_TIMEOUT_MS). */
export { DEFAULT_GITHUB_TIMEOUT_MS };

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * The params with a deadline signal, unless the caller brought its own signal or streams the
 * body (an archive download: its total and idle deadlines are the archive's, not one call's).
 */
function withDeadline(params: Record<string, unknown> | undefined, timeoutMs: number | undefined): { params: Record<string, unknown> | undefined; deadline?: DeadlineSignal } {
  if (timeoutMs === undefined) return { params };
  const request = objectOf(params?.['request']);
  if (request?.['signal'] !== undefined || callerStreams(params)) return { params };
  // Not AbortSignal.timeout: its abort wins over an answer that arrived while our own work held the loop (core/deadline.ts).
  const deadline = deadlineSignal(timeoutMs);
  return { params: { ...params, request: { ...request, signal: deadline.signal } }, deadline };
}

/** Wraps a requester so that every failure comes out as a typed GitHubError (see errors.ts). */
export function withTypedErrors(octokit: GitHubRequester, opts: TypedRequesterOptions = {}): GitHubRequester {
  return {
    async request(route, params) {
      // A GraphQL query (DyCoder sends no mutation) reads: GitHub meters only mutations as content-creating.
      await opts.pace?.before(route.startsWith('GET ') || route === 'POST /graphql' ? 'read' : 'write');
      opts.onRequest?.(route);
      const call = withDeadline(params, opts.timeoutMs);
      // A caller's download is handed over unread; any other body is read here, within the call's deadline (response-body.ts).
      const streams = callerStreams(params);
      try {
        const res = await octokit.request(route, streams ? call.params : gatewayReads(call.params));
        return streams ? res : { ...res, data: await readBody(res.data, res.headers, { route, ...(opts.maxAnswerBytes === undefined ? {} : { maxBytes: opts.maxAnswerBytes }) }) };
      } catch (error) {
        const typed = toGitHubError(error, route);
        // Every worker holds this installation's requests until GitHub's wait is over (the job's retry waits too: queue/errors.ts).
        if (typed instanceof GitHubRateLimitedError) await opts.pace?.rateLimited(typed.retryAfter).catch(() => undefined);
        throw typed;
      } finally {
        call.deadline?.clear();
      }
    },
  };
}

export async function requestJson<S extends z.ZodType>(
  octokit: GitHubRequester,
  route: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<{ data: z.infer<S>; headers: GitHubResponse['headers'] }> {
  const res = await octokit.request(route, params);
  const parsed = schema.safeParse(res.data);
  if (!parsed.success) throw new GitHubResponseError(route, parsed.error.issues[0]?.message ?? 'invalid');
  return { data: parsed.data, headers: res.headers };
}

/**
 * Follows `Link: rel="next"` page by page (per_page 100). `onRequest` lets callers count HTTP
 * calls; `maxPages` bounds the walk (GitHub caps PR files at 3000 = 30 pages).
 */
export async function requestAllPages<S extends z.ZodType>(
  octokit: GitHubRequester,
  route: string,
  params: Record<string, unknown>,
  itemSchema: S,
  opts: { perPage?: number; maxPages?: number; onRequest?: () => void } = {},
): Promise<Array<z.infer<S>>> {
  const perPage = opts.perPage ?? 100;
  const out: Array<z.infer<S>> = [];
  for (let page = 1; page <= (opts.maxPages ?? 30); page += 1) {
    opts.onRequest?.();
    const res = await octokit.request(route, { ...params, per_page: perPage, page });
    if (!Array.isArray(res.data)) throw new GitHubResponseError(route, 'expected an array');
    for (const item of res.data) {
      const parsed = itemSchema.safeParse(item);
      if (!parsed.success) throw new GitHubResponseError(route, parsed.error.issues[0]?.message ?? 'invalid item');
      out.push(parsed.data);
    }
    const link = res.headers.link;
    if (typeof link !== 'string' || !link.includes('rel="next"')) break;
  }
  return out;
}

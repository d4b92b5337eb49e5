/**
 * GitHub failures as classes, decided once here from the HTTP status and headers, so callers
 * choose with `instanceof` (retry, give up, tell the user) and never read a status by hand.
 * Messages name the route template and status only: never a URL with a token, never a body.
 */
import { NETWORK_CAUSE_TEXT, networkCauseOf, type NetworkCause } from './network-cause.js';

export class GitHubError extends Error {
  constructor(
    message: string,
    /** The HTTP status, when GitHub answered at all. */
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** 404 / 410: the repository, PR, comment or file is not there (or the app cannot see it). */
export class GitHubNotFoundError extends GitHubError {
  override readonly name = 'GitHubNotFoundError';
}

/** 401 / 403 that is not a rate limit: the installation lacks a permission. */
export class GitHubForbiddenError extends GitHubError {
  override readonly name = 'GitHubForbiddenError';
}

/** 429, or 403 with `retry-after` / an exhausted `x-ratelimit-remaining`: wait `retryAfter` seconds. */
export class GitHubRateLimitedError extends GitHubError {
  override readonly name = 'GitHubRateLimitedError';
  constructor(
    message: string,
    status: number,
    /** Seconds to wait before the next request, from `retry-after` or `x-ratelimit-reset`. */
    readonly retryAfter: number,
  ) {
    super(message, status);
  }
}

/** 422: GitHub refused the request's content (e.g. a suggestion on a line outside the diff). */
export class GitHubValidationError extends GitHubError {
  override readonly name = 'GitHubValidationError';
}

/** 5xx, network failures and other statuses worth another try later. */
export class GitHubTransientError extends GitHubError {
  override readonly name: string = 'GitHubTransientError';
}

/** No HTTP answer at all (DNS, refused, reset, TLS, our deadline): named by its cause, never "GitHub answered 500". */
export class GitHubNetworkError extends GitHubTransientError {
  override readonly name = 'GitHubNetworkError';
  constructor(
    message: string,
    readonly reason: NetworkCause,
    /** The system error code (ENOTFOUND, ECONNREFUSED…), when there was one. */
    readonly code?: string,
  ) {
    super(message, undefined);
  }
}

/** GitHub answered with a shape we do not understand. */
export class GitHubResponseError extends GitHubError {
  override readonly name: string = 'GitHubResponseError';
  constructor(route: string, detail: string) {
    super(`GitHub returned an unexpected response for ${route}: ${detail}`, undefined);
  }
}

/** A size as it is named in an error: MB, one decimal. */
function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * An answer larger than the gateway reads (response-body.ts): the read stopped at the ceiling, the rest unread. Not
 * retried (the same read gives the same answer); the user is told in one sentence.
 */
export class GitHubAnswerTooLargeError extends GitHubResponseError {
  override readonly name = 'GitHubAnswerTooLargeError';
  constructor(
    route: string,
    /** The ceiling, in bytes. */
    readonly limit: number,
    said?: number,
  ) {
    super(route, `an answer ${said === undefined ? 'over' : `of ${megabytes(said)}, over`} the ${megabytes(limit)} DyCoder reads of one GitHub answer`);
  }
}

/** When GitHub names no time: its docs say to wait at least a minute after a secondary limit. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** GitHub's wording for secondary limits (and the older "abuse detection"), in the error message or body. */
const SECONDARY_LIMIT = /secondary rate limit|abuse detection/i;

type Headers = Record<string, string | number | undefined>;

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

function headersOf(error: unknown): Headers {
  const headers = fieldOf(fieldOf(error, 'response'), 'headers');
  return typeof headers === 'object' && headers !== null ? (headers as Headers) : {};
}

function numberHeader(headers: Headers, name: string): number | undefined {
  const raw = headers[name];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
}

/** Seconds to wait, or undefined when the headers say this is not a rate limit. */
export function retryAfterSeconds(headers: Headers, nowMs: number): number | undefined {
  const retryAfter = numberHeader(headers, 'retry-after');
  if (retryAfter !== undefined) return Math.max(0, Math.ceil(retryAfter));
  const reset = numberHeader(headers, 'x-ratelimit-reset');
  if (reset !== undefined && (numberHeader(headers, 'x-ratelimit-remaining') === 0 || headers['retry-after'] !== undefined)) {
    return Math.max(0, Math.ceil(reset - nowMs / 1000));
  }
  if (numberHeader(headers, 'x-ratelimit-remaining') === 0) return DEFAULT_RETRY_AFTER_SECONDS;
  return undefined;
}

/** Whether GitHub's message says this 403/429 is a secondary rate limit (the message is checked, never logged). */
function saysSecondaryLimit(error: unknown): boolean {
  const message = fieldOf(error, 'message');
  const body = fieldOf(fieldOf(fieldOf(error, 'response'), 'data'), 'message');
  return [message, body].some((text) => typeof text === 'string' && SECONDARY_LIMIT.test(text));
}

/** The typed error for whatever Octokit (or the network) threw for `route`. */
export function toGitHubError(error: unknown, route: string, nowMs = Date.now()): GitHubError {
  if (error instanceof GitHubError) return error;
  const rawStatus = fieldOf(error, 'status');
  const status = typeof rawStatus === 'number' ? rawStatus : undefined;
  // Octokit reports a failed fetch as status 500 without a response: that was no answer from GitHub.
  const answered = status !== undefined && fieldOf(error, 'response') !== undefined;
  const network = answered ? undefined : networkCauseOf(error);
  if (network !== undefined || status === undefined) {
    const cause = network?.cause ?? 'network';
    const code = network?.code === undefined ? '' : ` (${network.code})`;
    return new GitHubNetworkError(`GitHub could not be reached for ${route}: ${NETWORK_CAUSE_TEXT[cause]}${code}`, cause, network?.code);
  }
  const what = `GitHub answered ${status} for ${route}`;
  const headers = headersOf(error);
  if (status === 429 || status === 403) {
    const wait = retryAfterSeconds(headers, nowMs);
    const secondary = saysSecondaryLimit(error);
    // Without retry-after, a secondary limit waits at least a minute (GitHub's docs); never "forbidden".
    if (secondary && headers['retry-after'] === undefined) return new GitHubRateLimitedError(`${what} (secondary rate limit)`, status, Math.max(DEFAULT_RETRY_AFTER_SECONDS, wait ?? 0));
    if (wait !== undefined || status === 429 || secondary) return new GitHubRateLimitedError(what, status, wait ?? DEFAULT_RETRY_AFTER_SECONDS);
  }
  if (status === 404 || status === 410) return new GitHubNotFoundError(what, status);
  if (status === 401 || status === 403) return new GitHubForbiddenError(what, status);
  if (status === 422) return new GitHubValidationError(what, status);
  return new GitHubTransientError(what, status);
}

/**
 * Which failures are worth retrying. Transient: GitHub 5xx and rate limits, network errors, model
 * timeouts; BullMQ retries them with backoff. Permanent: the request itself cannot succeed
 * (PR closed, no stubs, unknown target, bad job data, no access); retrying would only repeat
 * the failure, so they become UnrecoverableError and the user is told once.
 */
import { ZodError } from 'zod';
import { UnrecoverableError } from 'bullmq';

/** A failure the user can act on; its message is one sentence shown in the PR. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
  constructor(
    message: string,
    /** Post the message as a comment (false for e.g. a closed PR, where nobody is waiting). */
    readonly notify = true,
  ) {
    super(message);
  }
}

function httpStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

function isGitHubRateLimit(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('response' in error)) return false;
  const response = (error as { response?: { headers?: Record<string, string | undefined> } }).response;
  const headers = response?.headers ?? {};
  return headers['x-ratelimit-remaining'] === '0' || headers['retry-after'] !== undefined;
}

/** Domain errors whose name says "the input is wrong", from the pipeline and core. */
const PERMANENT_NAMES = new Set(['PermanentJobError', 'TargetNotFoundError', 'NoStubsError', 'ConfigError', 'UnrecoverableError']);

export function isPermanent(error: unknown): boolean {
  if (error instanceof UnrecoverableError || error instanceof ZodError) return true;
  if (error instanceof Error && PERMANENT_NAMES.has(error.name)) return true;
  const status = httpStatus(error);
  if (status === undefined) return false;
  if (status === 429 || status >= 500) return false;
  if (status === 403 && isGitHubRateLimit(error)) return false;
  return status === 401 || status === 403 || status === 404 || status === 410 || status === 422;
}

/** One sentence for the pull request: domain messages as they are, anything else generic. */
export function userMessage(error: unknown, jobId: string): string {
  if (error instanceof PermanentJobError) return error.message;
  if (error instanceof Error && (error.name === 'TargetNotFoundError' || error.name === 'NoStubsError')) return error.message;
  const status = httpStatus(error);
  if (status === 401 || status === 403 || status === 404) {
    return 'DyCoder could not access this repository through the GitHub API; check that the app is installed with the permissions in app.yml.';
  }
  // Never echo internal messages: they may hold URLs, tokens or stack details.
  return `DyCoder hit an unexpected error and gave up after retrying (job ${jobId}); comment \`/dycoder implement\` to try again.`;
}

/**
 * Every decision about a failed job, made here by error class: retry or give up, how long to
 * wait, and the one sentence the user sees. Transient: GitHub 5xx and rate limits, network
 * errors, model timeouts; BullMQ retries them with backoff (a rate limit waits at least what
 * GitHub asked for). Permanent: the request itself cannot succeed (PR closed, no stubs,
 * unknown target, bad job data, no access); retrying would only repeat the failure, so they
 * become UnrecoverableError and the user is told once.
 */
import { UnrecoverableError } from 'bullmq';
import { ZodError } from 'zod';
import {
  GitHubAnswerTooLargeError,
  GitHubForbiddenError,
  GitHubNotFoundError,
  GitHubRateLimitedError,
  GitHubTransientError,
  GitHubValidationError,
} from '../adapters/github/errors.js';
import { ConfigError } from '../config/env.js';
import { CpuGateTimeoutError, TokenBudgetExceededError } from '../core/errors.js';
import { TargetNotFoundError } from '../core/retrieval/types.js';
import { IntakeDeadlineError } from './intake-deadline.js';
import { JobDeadlineError } from './job-deadline.js';

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

/**
 * The model did not answer any call of the run (outage, timeouts): transient, so BullMQ retries
 * the job; after the last attempt the user is told, and the failed job never blocks a new command.
 */
export class ModelUnavailableError extends Error {
  override readonly name = 'ModelUnavailableError';
  constructor(
    message: string,
    /** Every failure was a timeout: reported at once, not retried (a hang that repeats costs minutes of silence). */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** Errors whose message is already the sentence for the user. */
const SPEAKS_FOR_ITSELF = [PermanentJobError, TargetNotFoundError, TokenBudgetExceededError, JobDeadlineError] as const;

export function isPermanent(error: unknown): boolean {
  return (
    SPEAKS_FOR_ITSELF.some((kind) => error instanceof kind) ||
    (error instanceof ModelUnavailableError && error.timedOut) ||
    error instanceof UnrecoverableError ||
    error instanceof ZodError ||
    error instanceof ConfigError ||
    error instanceof GitHubNotFoundError ||
    error instanceof GitHubForbiddenError ||
    error instanceof GitHubValidationError ||
    error instanceof GitHubAnswerTooLargeError
  );
}

/** How long BullMQ waits before attempt `attemptsMade + 1`: exponential, but never less than GitHub's `retry-after`. */
export function retryDelayMs(attemptsMade: number, error: unknown, baseMs: number): number {
  const exponential = Math.round(2 ** Math.max(0, attemptsMade - 1) * baseMs);
  return error instanceof GitHubRateLimitedError ? Math.max(exponential, error.retryAfter * 1000) : exponential;
}

/** The one sentence for the pull request: domain messages as they are, anything else generic. */
export function userMessage(error: unknown, jobId: string): string {
  if (SPEAKS_FOR_ITSELF.some((kind) => error instanceof kind)) return (error as Error).message;
  if (error instanceof GitHubNotFoundError || error instanceof GitHubForbiddenError) {
    return 'DyCoder could not access this repository through the GitHub API; check that the app is installed with the permissions in app.yml.';
  }
  if (error instanceof GitHubAnswerTooLargeError) {
    return `GitHub answered one of DyCoder's reads of this repository with more than the ${Math.round(error.limit / (1024 * 1024))} MB DyCoder reads of one answer (job ${jobId}); nothing was posted.`;
  }
  if (error instanceof ModelUnavailableError && error.timedOut) {
    return `The model did not answer in time (job ${jobId}); nothing was posted. Comment \`/dycoder implement\` to try again.`;
  }
  if (error instanceof ModelUnavailableError) {
    return `The model did not answer through every retry (job ${jobId}); nothing was posted. Comment \`/dycoder implement\` to try again.`;
  }
  if (error instanceof GitHubRateLimitedError) {
    return `GitHub's rate limit for this installation stayed exhausted through every retry (job ${jobId}); comment \`/dycoder implement\` again later.`;
  }
  if (error instanceof CpuGateTimeoutError) {
    return `DyCoder's worker was too busy to take this job's ${error.step} step through every retry (job ${jobId}); nothing was posted. Comment \`/dycoder implement\` to try again.`;
  }
  // Never echo internal messages: they may hold URLs, tokens or stack details.
  return `DyCoder hit an unexpected error and gave up after retrying (job ${jobId}); comment \`/dycoder implement\` to try again.`;
}

/**
 * The one sentence for a command whose intake (permission, config and PR reads, queueing) gave
 * up: nothing was queued, so the user is asked to repeat the command, never to wait for it.
 */
export function intakeFailureMessage(error: unknown, jobId: string): string {
  if (SPEAKS_FOR_ITSELF.some((kind) => error instanceof kind) || error instanceof GitHubNotFoundError || error instanceof GitHubForbiddenError) {
    return userMessage(error, jobId);
  }
  if (error instanceof GitHubRateLimitedError) {
    return `Sorry, GitHub's rate limit for this installation stayed exhausted while DyCoder read this pull request (${jobId}); nothing was queued. Please comment your command again later.`;
  }
  if (error instanceof GitHubAnswerTooLargeError) {
    return `Sorry, GitHub answered one of DyCoder's reads of this pull request with more than the ${Math.round(error.limit / (1024 * 1024))} MB DyCoder reads of one answer (${jobId}); nothing was queued.`;
  }
  const cause =
    error instanceof IntakeDeadlineError
      ? `GitHub did not answer DyCoder within ${error.timeoutMs / 1000} s`
      : error instanceof GitHubTransientError
        ? 'GitHub did not answer DyCoder through every retry'
        : 'DyCoder hit an unexpected error and gave up after retrying';
  // Never echo internal messages: they may hold URLs, tokens or stack details.
  return `Sorry, ${cause} while taking your command (${jobId}); nothing was queued. Please comment it again in a few minutes.`;
}

/** One line naming what went wrong, for logs: the error's class and message (our own sentences; no secrets). */
export function failureCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  return `${error.name}: ${error.message}`.replace(/\s+/g, ' ').slice(0, 300);
}

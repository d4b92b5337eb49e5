/** Injected failures shaped like GitHub's: 5xx, primary and secondary rate limits. */
import { HttpError } from './types.js';

/** 'after-write': the request is carried out (a review is stored), then answered 502, as a GitHub timeout behind its proxy. */
export type FailureKind = 'server-error' | 'after-write' | 'rate-limit' | 'secondary' | 'not-found';

/** `waitSeconds`: x-ratelimit-reset distance (rate-limit) or retry-after (secondary); default 60 / 1. */
export function injected(kind: FailureKind, installationId: number, waitSeconds?: number): HttpError {
  const reset = String(Math.ceil(Date.now() / 1000) + (waitSeconds ?? 60));
  switch (kind) {
    case 'rate-limit':
      return new HttpError(403, `API rate limit exceeded for installation ID ${installationId}.`, undefined, {
        'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset, 'x-ratelimit-resource': 'core',
      });
    case 'secondary':
      return new HttpError(403, 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', undefined, { 'retry-after': String(waitSeconds ?? 1) });
    case 'not-found':
      return new HttpError(404, 'Not Found');
    case 'after-write':
      return new HttpError(502, 'Server Error');
    default:
      return new HttpError(500, 'Server Error');
  }
}

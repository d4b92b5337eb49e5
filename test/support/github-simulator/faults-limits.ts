/**
 * GitHub's limits as GitHub answers them, for `failNext({ respond })`: a secondary rate limit
 * that names no wait (GitHub's docs: wait at least a minute), on a 403 or a 429.
 */
import { HttpError } from './types.js';

export function secondaryLimitWithoutRetryAfter(status: 403 | 429 = 403): () => HttpError {
  return () => new HttpError(status, 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', undefined, { 'x-ratelimit-remaining': '4000' });
}

/** A base URL whose host never resolves (RFC 2606's `.invalid`): a DNS failure, at once and offline. */
export const UNRESOLVABLE_GITHUB_URL = 'http://api.dycoder-test.invalid';

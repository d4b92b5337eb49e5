import { describe, expect, it } from 'vitest';
import { GitHubNotFoundError, GitHubRateLimitedError, GitHubTransientError } from '../../src/adapters/github/errors.js';
import { TokenBudgetExceededError } from '../../src/core/errors.js';
import { isPermanent, PermanentJobError, retryDelayMs, userMessage } from '../../src/queue/errors.js';

describe('job failure decisions', () => {
  it('waits exponentially, but never less than GitHub asked for', () => {
    expect(retryDelayMs(1, new GitHubTransientError('x', 502), 5000)).toBe(5000);
    expect(retryDelayMs(3, new Error('socket hang up'), 5000)).toBe(20_000);
    expect(retryDelayMs(1, new GitHubRateLimitedError('x', 403, 42), 5000)).toBe(42_000);
    expect(retryDelayMs(5, new GitHubRateLimitedError('x', 403, 1), 5000)).toBe(80_000);
  });

  it('retries rate limits and transient failures, gives up at once on permanent ones', () => {
    expect(isPermanent(new GitHubRateLimitedError('x', 429, 5))).toBe(false);
    expect(isPermanent(new GitHubTransientError('x', 500))).toBe(false);
    expect(isPermanent(new GitHubNotFoundError('x', 404))).toBe(true);
    expect(isPermanent(new PermanentJobError('closed'))).toBe(true);
    expect(isPermanent(new TokenBudgetExceededError(1000))).toBe(true);
  });

  it('tells the user a spent token budget as such, and never echoes internals', () => {
    expect(userMessage(new TokenBudgetExceededError(5000), 'job-1')).toBe('This job used its token budget of 5000 (maxTokensPerJob in .github/dycoder.yml).');
    expect(userMessage(new GitHubNotFoundError('GitHub answered 404 for GET /repos/{owner}/{repo}', 404), 'job-1')).toContain('could not access this repository');
    const generic = userMessage(new Error('token ghs_SECRET at /app/x.js:1'), 'job-1');
    expect(generic).toContain('job-1');
    expect(generic).not.toContain('ghs_');
  });
});

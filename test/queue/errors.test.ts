import { describe, expect, it } from 'vitest';
import { GitHubAnswerTooLargeError, GitHubNotFoundError, GitHubRateLimitedError, GitHubTransientError } from '../../src/adapters/github/errors.js';
import { TokenBudgetExceededError } from '../../src/core/errors.js';
import { intakeFailureMessage, isPermanent, PermanentJobError, retryDelayMs, userMessage } from '../../src/queue/errors.js';

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

  it('tells a user whose command never got queued to comment it again, by cause, without internals', () => {
    expect(intakeFailureMessage(new GitHubTransientError('GitHub answered 502 for GET /repos/o/r/pulls/1', 502), 'ic-7')).toBe(
      'Sorry, GitHub did not answer DyCoder through every retry while taking your command (ic-7); nothing was queued. Please comment it again in a few minutes.',
    );
    expect(intakeFailureMessage(new GitHubRateLimitedError('x', 403, 60), 'ic-7')).toMatch(/rate limit .* nothing was queued/);
    expect(intakeFailureMessage(new GitHubNotFoundError('x', 404), 'ic-7')).toBe(userMessage(new GitHubNotFoundError('x', 404), 'ic-7'));
    const generic = intakeFailureMessage(new Error('connect ECONNREFUSED redis://:hunter2@10.0.0.1'), 'ic-7');
    expect(generic).toMatch(/^Sorry, DyCoder hit an unexpected error/);
    expect(generic).not.toMatch(/hunter2|ECONNREFUSED|redis:/);
  });

  it('an answer over the byte ceiling is given up at once, and said as such, without the route', () => {
    const error = new GitHubAnswerTooLargeError('GET /repos/{owner}/{repo}/git/trees/{sha}', 32 * 1024 * 1024);
    expect(isPermanent(error)).toBe(true);
    expect(userMessage(error, 'job-1')).toBe("GitHub answered one of DyCoder's reads of this repository with more than the 32 MB DyCoder reads of one answer (job job-1); nothing was posted.");
    expect(intakeFailureMessage(error, 'ic-7')).toBe("Sorry, GitHub answered one of DyCoder's reads of this pull request with more than the 32 MB DyCoder reads of one answer (ic-7); nothing was queued.");
  });
});

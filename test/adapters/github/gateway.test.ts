import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GitHubForbiddenError,
  GitHubNotFoundError,
  GitHubRateLimitedError,
  GitHubTransientError,
  GitHubValidationError,
  toGitHubError,
} from '../../../src/adapters/github/errors.js';
import { createGitHubGateway } from '../../../src/adapters/github/gateway.js';
import { createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({ files: sampleBaseFiles, prFiles: samplePrFiles });
  sim = await startGitHubSimulator({ repo });
  // No retry or throttling plugins: the gateway sees GitHub's answers as they are.
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const gateway = () => createGitHubGateway({ octokit, repo: { owner: sim.owner, repo: sim.name } });

describe('GitHub gateway', () => {
  it('reads the pull request and counts every request it makes', async () => {
    const github = gateway();
    const pull = await github.pullRequest(1);
    expect(pull).toEqual({ number: 1, open: true, draft: false, headSha: sim.headSha(1), headRepo: { owner: sim.owner, repo: sim.name } });
    await github.pullFiles(1);
    expect(github.stats.requests).toBe(2);
  });

  it('answers permission by role; a stranger (404 or none) may not run commands', async () => {
    sim.setRole('writer', 'write');
    const github = gateway();
    expect(await github.permission('writer')).toEqual({ allowed: true, role: 'write' });
    expect((await github.permission('nobody')).allowed).toBe(false);
    sim.failNext({ method: 'GET', path: /\/collaborators\/ghost\/permission$/, kind: 'not-found' });
    expect(await github.permission('ghost')).toEqual({ allowed: false, role: 'none' });
  });

  it('turns a secondary rate limit into GitHubRateLimitedError with the retry-after seconds', async () => {
    sim.failNext({ method: 'GET', path: `/repos/${sim.owner}/${sim.name}/pulls/1`, kind: 'secondary', waitSeconds: 7 });
    const error: unknown = await gateway().pullRequest(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubRateLimitedError);
    expect((error as GitHubRateLimitedError).retryAfter).toBe(7);
    expect((error as Error).message).not.toContain('ghs_');
  });

  it('reads the wait of an exhausted primary limit from x-ratelimit-reset', async () => {
    sim.failNext({ method: 'GET', path: `/repos/${sim.owner}/${sim.name}/pulls/1`, kind: 'rate-limit', waitSeconds: 120 });
    const error: unknown = await gateway().pullRequest(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubRateLimitedError);
    expect((error as GitHubRateLimitedError).retryAfter).toBeGreaterThanOrEqual(118);
    expect((error as GitHubRateLimitedError).retryAfter).toBeLessThanOrEqual(121);
  });

  it('classifies missing and failing resources', async () => {
    sim.failNext({ method: 'GET', path: `/repos/${sim.owner}/${sim.name}/pulls/1`, kind: 'not-found' });
    await expect(gateway().pullRequest(1)).rejects.toBeInstanceOf(GitHubNotFoundError);
    sim.failNext({ method: 'GET', path: `/repos/${sim.owner}/${sim.name}/pulls/1` });
    await expect(gateway().pullRequest(1)).rejects.toBeInstanceOf(GitHubTransientError);
  });
});

describe('toGitHubError', () => {
  const fail = (status: number, headers: Record<string, string> = {}) => ({ status, response: { headers } });
  it('decides by status and headers once', () => {
    const now = 1_700_000_000_000;
    expect(toGitHubError(fail(429), 'GET /x', now)).toMatchObject({ retryAfter: 60 });
    expect(toGitHubError(fail(429, { 'retry-after': '3' }), 'GET /x', now)).toMatchObject({ retryAfter: 3 });
    expect(toGitHubError(fail(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 30) }), 'GET /x', now)).toMatchObject({ retryAfter: 30 });
    expect(toGitHubError(fail(403), 'GET /x', now)).toBeInstanceOf(GitHubForbiddenError);
    expect(toGitHubError(fail(401), 'GET /x', now)).toBeInstanceOf(GitHubForbiddenError);
    expect(toGitHubError(fail(410), 'GET /x', now)).toBeInstanceOf(GitHubNotFoundError);
    expect(toGitHubError(fail(422), 'POST /x', now)).toBeInstanceOf(GitHubValidationError);
    expect(toGitHubError(fail(502), 'GET /x', now)).toBeInstanceOf(GitHubTransientError);
    expect(toGitHubError(new Error('socket hang up'), 'GET /x', now)).toBeInstanceOf(GitHubTransientError);
  });
});

/**
 * Issue 19, items 8 and 9: GitHub's failures as GitHub documents them, through the real gateway,
 * the real Octokit and real sockets. A secondary rate limit without retry-after waits at least a
 * minute and is never "forbidden"; no answer at all (DNS, refused, our deadline) is a
 * GitHubNetworkError named by its cause, never "GitHub answered 500".
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubForbiddenError, GitHubNetworkError, GitHubRateLimitedError } from '../../../src/adapters/github/errors.js';
import { createGitHubGateway } from '../../../src/adapters/github/gateway.js';
import { isPermanent, retryDelayMs } from '../../../src/queue/errors.js';
import { createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';
import { HttpError } from '../../support/github-simulator/types.js';
import { secondaryLimitWithoutRetryAfter, UNRESOLVABLE_GITHUB_URL } from '../../support/github-simulator/faults-limits.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
let repo: TestRepo;
let sim: GitHubSimulator;

beforeAll(async () => {
  repo = createTestRepo({ files: sampleBaseFiles, prFiles: samplePrFiles });
  sim = await startGitHubSimulator({ repo });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const gatewayAt = (baseUrl: string, timeoutMs?: number) =>
  createGitHubGateway({ octokit: new Octokit({ baseUrl, auth: 'ghs_secret_token', log: quiet }), repo: { owner: 'octo-org', repo: 'sample' }, ...(timeoutMs === undefined ? {} : { timeoutMs }) });

const failureOf = (p: Promise<unknown>): Promise<unknown> => p.then(() => undefined, (e: unknown) => e);

describe('a secondary rate limit without retry-after', () => {
  it.each([403, 429] as const)('on a %i: rate limited for at least 60 s, transient, never forbidden', async (status) => {
    sim.failNext({ method: 'GET', path: '/repos/octo-org/sample/pulls/1', respond: secondaryLimitWithoutRetryAfter(status) });
    const error = await failureOf(gatewayAt(sim.url).pullRequest(1));
    expect(error).toBeInstanceOf(GitHubRateLimitedError);
    expect(error).not.toBeInstanceOf(GitHubForbiddenError);
    expect((error as GitHubRateLimitedError).retryAfter).toBeGreaterThanOrEqual(60);
    expect(isPermanent(error)).toBe(false);
    // The job's next attempt waits at least that minute, whatever its own backoff says.
    expect(retryDelayMs(1, error, 2_000)).toBeGreaterThanOrEqual(60_000);
  });

  it('a plain 403 (no limit named) is still a permission problem', async () => {
    sim.failNext({ method: 'GET', path: '/repos/octo-org/sample/pulls/1', respond: () => new HttpError(403, 'Resource not accessible by integration') });
    const error = await failureOf(gatewayAt(sim.url).pullRequest(1));
    expect(error).toBeInstanceOf(GitHubForbiddenError);
  });
});

describe('no answer from GitHub', () => {
  let silent: Server;
  let silentUrl = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never answers: a GitHub that hangs.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => silent.close(() => r()));
  });

  it('an unresolvable host: a DNS failure, named as such', async () => {
    const error = await failureOf(gatewayAt(UNRESOLVABLE_GITHUB_URL).pullRequest(1));
    expect(error).toBeInstanceOf(GitHubNetworkError);
    expect(error).toMatchObject({ reason: 'dns', status: undefined });
    expect((error as Error).message).toMatch(/could not be reached for GET \/repos\/\{owner\}\/\{repo\}\/pulls\/\{pull_number\}: the host name did not resolve \(DNS\)/);
    expect((error as Error).message).not.toMatch(/answered 500|ghs_/);
  });

  it('a closed port: connection refused', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const error = await failureOf(gatewayAt(`http://127.0.0.1:${port}`).pullRequest(1));
    expect(error).toMatchObject({ name: 'GitHubNetworkError', reason: 'refused', code: 'ECONNREFUSED' });
  });

  it('a server that never answers: the call fails at its deadline as a timeout', async () => {
    const error = await failureOf(gatewayAt(silentUrl, 300).pullRequest(1));
    expect(error).toBeInstanceOf(GitHubNetworkError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(isPermanent(error)).toBe(false);
  });
});

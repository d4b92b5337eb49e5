/**
 * GitHub meters content-creating requests per installation token (about one a second). Writes
 * are paced per installation through Redis (adapters/redis/write-pacer.ts): two installations do
 * not wait for each other, two workers on one installation share its lane, a 403 with
 * `retry-after` holds that installation's next write until GitHub allows it (and no other's),
 * and reads are not capped at 10 in flight (Octokit's throttle is off).
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitHubRateLimitedError } from '../../src/adapters/github/errors.js';
import { createGitHubGateway, type GitHubGateway } from '../../src/adapters/github/gateway.js';
import type { GitHubRequester } from '../../src/adapters/github/octokit.js';
import { RedisWritePacer } from '../../src/adapters/redis/write-pacer.js';
import { createTestRepo, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { createTestProbot, ROLES } from '../app/harness.js';

const INTERVAL = 300;
let redis: RedisServer;
let repo: TestRepo;
let sim: GitHubSimulator;
const connections: Redis[] = [];
let run = 0;

beforeAll(async () => {
  redis = await startRedisServer();
  repo = createTestRepo(sampleRepoOptions());
  sim = await startGitHubSimulator({ repo, roles: { ...ROLES } });
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
  await sim.close();
  repo.cleanup();
  await redis.stop();
});
afterEach(() => {
  sent = new Map();
  sim.setLatency(0);
  sim.resetRequests();
});

/** When each comment left for GitHub (after pacing), by its body; network jitter is not the pacer's. */
let sent = new Map<string, number>();
const postedAt = (): Map<string, number> => sent;

/** A worker's view: its own Redis connection and pacer, a gateway per installation. */
async function worker(prefix: string): Promise<(installationId: number) => GitHubGateway> {
  const connection = new Redis(redis.url);
  connections.push(connection);
  const pacer = new RedisWritePacer(connection, { prefix, intervalMs: INTERVAL });
  const octokit = await createTestProbot(sim).auth(sim.installationId);
  const recording: GitHubRequester = {
    request: (route, params) => {
      if (route.startsWith('POST ') && typeof params?.body === 'string') sent.set(params.body, Date.now());
      return octokit.request(route, params);
    },
  };
  return (installationId) => createGitHubGateway({ octokit: recording, repo: { owner: sim.owner, repo: sim.name }, pace: pacer.forInstallation(installationId) });
}

const prefix = (): string => `pace${(run += 1)}`;

describe('write pacing per installation', () => {
  it('paces each installation on its own: a burst on one never delays the other', async () => {
    const gateway = await worker(prefix());
    const a = gateway(1);
    const b = gateway(2);
    const started = Date.now();
    await Promise.all([0, 1, 2].flatMap((i) => [a.comment(1, `a${i}`), b.comment(1, `b${i}`)]));
    const elapsed = Date.now() - started;
    const at = postedAt();
    for (const lane of ['a', 'b']) {
      const times = [0, 1, 2].map((i) => at.get(`${lane}${i}`)!).sort((x, y) => x - y);
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(INTERVAL - 20);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(INTERVAL - 20);
    }
    // Six writes in two lanes take two intervals, not five.
    expect(elapsed).toBeLessThan(4 * INTERVAL);
  });

  it('shares one installation lane between two workers', async () => {
    const p = prefix();
    const first = (await worker(p))(1);
    const second = (await worker(p))(1);
    await Promise.all([first.comment(1, 'w1-0'), second.comment(1, 'w2-0'), first.comment(1, 'w1-1'), second.comment(1, 'w2-1')]);
    const times = [...postedAt().values()].sort((x, y) => x - y);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(INTERVAL - 20);
  });

  it("holds an installation's writes for GitHub's retry-after, and only that installation's", async () => {
    const gateway = await worker(prefix());
    const a = gateway(1);
    const b = gateway(2);
    sim.failNext({ method: 'POST', path: /\/issues\/1\/comments$/, kind: 'secondary', waitSeconds: 2 });
    const error = await a.comment(1, 'refused').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubRateLimitedError);
    expect((error as GitHubRateLimitedError).retryAfter).toBe(2);
    const refusedAt = Date.now();
    await b.comment(1, 'other installation');
    expect(Date.now() - refusedAt).toBeLessThan(1_000);
    await a.comment(1, 'after the wait');
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(1_900);
  });

  it('lets reads run more than 10 at a time', async () => {
    const gateway = (await worker(prefix()))(1);
    sim.setLatency(300);
    const started = Date.now();
    await Promise.all(Array.from({ length: 40 }, () => gateway.permission('writer')));
    // Ten at a time would take four round trips (≥ 1.2 s).
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

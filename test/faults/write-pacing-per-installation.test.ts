/**
 * GitHub meters content-creating requests per installation token (sustained: about one a
 * second, at most 80 a minute). Writes are paced per installation through Redis by a token
 * bucket (adapters/redis/write-pacer.ts): a job's handful of writes goes out at once, a long run
 * is spaced one interval apart, two installations do not wait for each other, two workers on
 * one installation share its bucket, a 403 with `retry-after` holds that installation's next
 * write until GitHub allows it (and no other's) with the burst spent, and reads are not capped
 * at 10 in flight (Octokit's throttle is off).
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

// Long enough that a busy test machine's scheduling (hundreds of ms at load 30) is not mistaken for pacing.
const INTERVAL = 1_000;
const QUICK_INTERVAL = 400;
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
async function worker(prefix: string, burst = 1): Promise<(installationId: number) => GitHubGateway> {
  const connection = new Redis(redis.url);
  connections.push(connection);
  const pacer = new RedisWritePacer(connection, { prefix, intervalMs: INTERVAL, burst });
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
  it('lets a burst of writes go at once, then one per interval, and refills while idle', async () => {
    const connection = new Redis(redis.url);
    connections.push(connection);
    const pacer = new RedisWritePacer(connection, { prefix: prefix(), intervalMs: 1000, burst: 5 });
    const waits: number[] = [];
    const began = Date.now();
    for (let i = 0; i < 8; i += 1) waits.push(await pacer.reserve(1));
    // Five at once, then the sixth one interval after the first, the seventh two, ...: each wait is that
    // slot less the time the reserves took so far (within Redis clock ticks, and however busy the machine).
    expect(waits.slice(0, 5).every((w) => w <= 0)).toBe(true);
    for (const [i, expected] of [[5, 1000], [6, 2000], [7, 3000]] as const) {
      expect(waits[i]).toBeGreaterThan(expected - (Date.now() - began) - 60);
      expect(waits[i]).toBeLessThanOrEqual(expected);
    }
    // Another installation has its own bucket.
    expect(await pacer.reserve(2)).toBeLessThanOrEqual(0);

    // A bucket of 3 at 400 ms: three go at once, the fourth waits (unless the reserves themselves took an interval).
    const quick = new RedisWritePacer(connection, { prefix: prefix(), intervalMs: QUICK_INTERVAL, burst: 3 });
    const drain = async (): Promise<void> => {
      const from = Date.now();
      for (let i = 0; i < 3; i += 1) expect(await quick.reserve(1)).toBeLessThanOrEqual(0);
      const fourth = await quick.reserve(1);
      if (Date.now() - from < QUICK_INTERVAL - 60) expect(fourth).toBeGreaterThan(0);
    };
    await drain();
    // Idle for the whole bucket's worth of intervals: the burst is back.
    await new Promise((r) => setTimeout(r, 4 * QUICK_INTERVAL + 30));
    await drain();
  });

  it("sends a job's handful of writes without waiting, and spaces a long run one interval apart", async () => {
    const gateway = (await worker(prefix(), 4))(1);
    const started = Date.now();
    await Promise.all([0, 1, 2, 3].map((i) => gateway.comment(1, `job${i}`)));
    // The burst left for GitHub at once (when each request was sent, after pacing; GitHub's answer time is not the pacer's).
    const burst = [0, 1, 2, 3].map((i) => postedAt().get(`job${i}`)!);
    expect(Math.max(...burst) - started).toBeLessThan(INTERVAL);
    await Promise.all([4, 5, 6].map((i) => gateway.comment(1, `job${i}`)));
    const times = [4, 5, 6].map((i) => postedAt().get(`job${i}`)!).sort((x, y) => x - y);
    // Past the burst, the k-th write waits for its slot, k intervals on (a late timer is no breach; an early write is).
    times.forEach((t, k) => expect(t - started).toBeGreaterThanOrEqual((k + 1) * INTERVAL - 20));
  });

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
      times.forEach((t, k) => expect(t - started).toBeGreaterThanOrEqual(k * INTERVAL - 20));
    }
    // Six writes in two lanes take two intervals, not five.
    expect(elapsed).toBeLessThan(4 * INTERVAL);
  });

  it('shares one installation bucket between two workers', async () => {
    const p = prefix();
    const first = (await worker(p, 2))(1);
    const second = (await worker(p, 2))(1);
    const started = Date.now();
    await Promise.all([first.comment(1, 'w1-0'), second.comment(1, 'w2-0'), first.comment(1, 'w1-1'), second.comment(1, 'w2-1'), first.comment(1, 'w1-2'), second.comment(1, 'w2-2')]);
    const times = [...postedAt().values()].sort((x, y) => x - y);
    expect(times).toHaveLength(6);
    // One burst of two for both workers (not two each), then one per interval: write k no earlier than its slot.
    for (let k = 2; k < times.length; k += 1) expect(times[k]! - started).toBeGreaterThanOrEqual((k - 1) * INTERVAL - 20);
  });

  it("holds an installation's writes for GitHub's retry-after, and only that installation's", async () => {
    const gateway = await worker(prefix(), 3);
    const a = gateway(1);
    const b = gateway(2);
    sim.failNext({ method: 'POST', path: /\/issues\/1\/comments$/, kind: 'secondary', waitSeconds: 3 });
    const error = await a.comment(1, 'refused').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubRateLimitedError);
    expect((error as GitHubRateLimitedError).retryAfter).toBe(3);
    const refusedAt = Date.now();
    // Not held: a held write would leave ~3 s after the refusal (2 s is room for a busy machine).
    await b.comment(1, 'other installation');
    expect(Date.now() - refusedAt).toBeLessThan(2_000);
    await a.comment(1, 'after the wait');
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(2_900);
    // The burst was spent by the refusal: the next write waits a full interval, not none.
    await a.comment(1, 'one interval later');
    expect(postedAt().get('one interval later')! - refusedAt).toBeGreaterThanOrEqual(3_000 + INTERVAL - 100);
  });

  it('lets reads run more than 10 at a time', async () => {
    const gateway = (await worker(prefix()))(1);
    // Each read is held 1 s at GitHub: all 40 overlap there unless the client caps them (Octokit's throttle
    // at 10). Counted where they overlap, not by the wall time, which a busy machine stretches.
    sim.setLatency(1_000);
    sim.resetRequests();
    await Promise.all(Array.from({ length: 40 }, () => gateway.permission('writer')));
    expect(sim.peakConcurrency()).toBeGreaterThan(10);
  });
});

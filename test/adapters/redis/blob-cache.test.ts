import { execFileSync } from 'node:child_process';
import { Octokit } from '@octokit/rest';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { createRedisBlobCache } from '../../../src/adapters/redis/blob-cache.js';
import { blobReads, createTestRepo, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../../support/redis-server.js';

let server: RedisServer;
let redis: Redis;
let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;
const warnings: string[] = [];
const logger = { debug: () => undefined, info: () => undefined, warn: (_o: Record<string, unknown>, msg: string) => void warnings.push(msg) };

beforeAll(async () => {
  [server, sim] = await Promise.all([startRedisServer(), (async () => {
    repo = createTestRepo(sampleRepoOptions());
    return startGitHubSimulator({ repo });
  })()]);
  redis = new Redis(server.url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test' });
});
afterAll(async () => {
  redis.disconnect();
  await Promise.all([server.stop(), sim.close()]);
  repo.cleanup();
});

/**
 * Runs `issue()` from a check-phase callback (as a job's calls start from an I/O callback) and then
 * holds this thread's event loop with synchronous work until `done()` is true and at least `ms` have
 * passed: what a worker's parsing does to the Redis calls it has in flight.
 */
function issueThenHoldLoop<T>(issue: () => Promise<T>, ms: number, done: () => boolean): Promise<T> {
  return new Promise((resolve) => {
    setImmediate(() => {
      const pending = issue();
      const started = Date.now();
      while ((!done() || Date.now() - started < ms) && Date.now() - started < 60_000) {
        // busy: the reply, if any, waits in the socket
      }
      resolve(pending);
    });
  });
}

/** Asks the server with a separate, synchronous client, so the answer does not need this loop. */
function redisCli(...args: string[]): string {
  return execFileSync('redis-cli', ['-p', String(server.port), ...args], { encoding: 'utf8' }).trim();
}

describe('Redis blob cache', () => {
  it('stores text and not-text markers by blob SHA with a TTL', async () => {
    const cache = createRedisBlobCache(redis, { ttlSeconds: 120, prefix: 't1:' });
    expect(await cache.get('a'.repeat(40))).toBeUndefined();
    await cache.set('a'.repeat(40), 'def f():\n    return 1\n');
    await cache.set('b'.repeat(40), null);
    expect(await cache.get('a'.repeat(40))).toBe('def f():\n    return 1\n');
    expect(await cache.get('b'.repeat(40))).toBeNull();
    const ttl = await redis.ttl(`t1:${'a'.repeat(40)}`);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
    expect(cache.stats).toMatchObject({ hits: 2, misses: 1, writes: 2, errors: 0 });
  });

  it('lets a second job in another process read every blob from Redis: zero blob calls', async () => {
    const cache = createRedisBlobCache(redis, { prefix: 't2:' });
    const paths = ['pkg/text.py', 'pkg/util.py', 'assets/logo.png'];
    const first = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, blobCache: cache });
    await Promise.all(paths.map((p) => first.readFile(p)));
    sim.resetRequests();
    // A fresh source has a fresh in-process LRU, like a second worker process.
    const second = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, blobCache: cache });
    const texts = await Promise.all(paths.map((p) => second.readFile(p)));
    expect(texts).toEqual([repo.show(repo.headSha, 'pkg/text.py'), repo.show(repo.headSha, 'pkg/util.py'), undefined]);
    console.log('second job with warm Redis', sim.countsByRoute(), second.stats);
    expect(blobReads(sim.requests).total).toBe(0);
    expect(second.stats).toMatchObject({ requests: 1, cacheHits: 3 });
  });

  it('degrades to cache misses when Redis is down, and the job still reads from GitHub', async () => {
    const down = await startRedisServer();
    const client = new Redis(down.url, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    client.on('error', () => undefined); // the app wires this to its logger
    await client.ping();
    await down.stop();
    const cache = createRedisBlobCache(client, { timeoutMs: 200, logger });
    const src = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, blobCache: cache });
    sim.resetRequests();
    expect(await src.readFile('pkg/util.py')).toBe(repo.show(repo.headSha, 'pkg/util.py'));
    expect(blobReads(sim.requests).total).toBe(1);
    expect(cache.stats.errors).toBeGreaterThanOrEqual(2); // the get and the set
    expect(warnings.some((w) => w.includes('blob cache unavailable'))).toBe(true);
    client.disconnect();
  });

  it('does not count a reply that arrived while the worker\'s own CPU work held the loop as a timeout', async () => {
    const cache = createRedisBlobCache(redis, { prefix: 't4:', timeoutMs: 100, logger });
    const sha = 'c'.repeat(40);
    // Redis has stored the text (so its reply is in the socket) and 3x the deadline has passed before the loop is free.
    await issueThenHoldLoop(() => cache.set(sha, 'x = 1\n'), 300, () => redisCli('EXISTS', `t4:${sha}`) === '1');
    expect(await issueThenHoldLoop(() => cache.get(sha), 300, () => true)).toBe('x = 1\n');
    expect(cache.stats).toMatchObject({ writes: 1, hits: 1, errors: 0 });
  });

  it('still gives up at the deadline when Redis itself does not answer', async () => {
    const cache = createRedisBlobCache(redis, { prefix: 't5:', timeoutMs: 100, logger });
    redisCli('CLIENT', 'PAUSE', '2000', 'ALL');
    try {
      expect(await cache.get('d'.repeat(40))).toBeUndefined();
      expect(cache.stats).toMatchObject({ errors: 1, misses: 1 }); // a timeout, not an answer after the pause
    } finally {
      redisCli('CLIENT', 'UNPAUSE');
    }
  });
});

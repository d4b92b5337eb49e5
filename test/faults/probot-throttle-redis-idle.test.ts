/**
 * Issue 11 item 2: Probot read REDIS_URL and backed Octokit's throttle with Bottleneck keys that
 * Redis 7 expires after about two idle minutes; the next delivery then failed with
 * `ERR SETTINGS_KEY_NOT_FOUND` (500). Started as `npm start` starts it (src/server.ts main()), with
 * REDIS_URL set, DyCoder leaves no Bottleneck/Octokit key in Redis, and after an idle period
 * (every key that would have expired within two minutes removed) deliveries still succeed.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Server } from 'probot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/server.js';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../support/github-simulator/index.js';
import { freePort, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { ROLES, testPrivateKey } from '../app/harness.js';

let redis: RedisServer;
let repo: TestRepo;
let sim: GitHubSimulator;
let server: Server;
let base: string;

beforeAll(async () => {
  redis = await startRedisServer();
  repo = createTestRepo(sampleRepoOptions());
  // GHE_HOST puts the API under /api/v3.
  sim = await startGitHubSimulator({ repo, roles: { ...ROLES }, pathPrefix: '/api/v3' });
  const port = await freePort();
  const env = {
    APP_ID: String(sim.appId),
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: 'operator-secret',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal' as const,
    REDIS_URL: redis.url,
    GHE_HOST: new URL(sim.url).host,
    GHE_PROTOCOL: 'http',
    DYCODER_RUN_WORKER_IN_PROCESS: 'true',
  };
  Object.assign(process.env, env);
  server = await main(env);
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.stop();
  await sim.close();
  repo.cleanup();
  await redis.stop();
});

async function deliverHelp(): Promise<number> {
  const body = JSON.stringify(issueCommentCreated(sim, { body: '/dycoder help', login: 'maintainer' }).payload);
  const res = await fetch(`${base}/api/github/webhooks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'issue_comment',
      'x-github-delivery': randomUUID(),
      'x-hub-signature-256': `sha256=${createHmac('sha256', 'operator-secret').update(body).digest('hex')}`,
    },
    body,
  });
  return res.status;
}

async function replies(count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (sim.state.issueComments.filter((c) => c.user.type === 'Bot').length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} replies`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("Probot's throttle and Redis", () => {
  it('keeps no throttle state in Redis and answers after an idle period', async () => {
    expect(await deliverHelp()).toBe(200);
    await replies(1);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.some((k) => k.includes('dycoder-intake'))).toBe(true);
      expect(keys.filter((k) => /bottleneck|octokit|^b_/i.test(k))).toEqual([]);

      // Two idle minutes: whatever carries a TTL of two minutes or less is gone.
      for (const key of keys) {
        const ttl = await client.pttl(key);
        if (ttl >= 0 && ttl <= 120_000) await client.del(key);
      }
      expect(await deliverHelp()).toBe(200);
      await replies(2);
    } finally {
      await client.quit();
    }
  });
});

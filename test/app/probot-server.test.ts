/**
 * The production wiring through src/server.ts's main() (what `npm start` does): Probot's `run()`
 * with the default export of src/app.ts in its HTTP server, signed webhooks on /api/github/webhooks, and
 * the health routes next to it. Environment as an operator would set it.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Server } from 'probot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/server.js';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../support/github-simulator/index.js';
import { freePort, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { ROLES, testPrivateKey } from './harness.js';

let redis: RedisServer;
let repo: TestRepo;
let sim: GitHubSimulator;
let server: Server;
let base: string;

beforeAll(async () => {
  redis = await startRedisServer();
  repo = createTestRepo(sampleRepoOptions());
  // GHE layout: the API lives under /api/v3, reached through GHE_HOST + GHE_PROTOCOL.
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
    // The intake step and the jobs run in this process (small installs).
    DYCODER_RUN_WORKER_IN_PROCESS: 'true',
  };
  // config/env.ts reads process.env (vitest runs each file in its own process).
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

function sign(body: string, secret = 'operator-secret'): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

describe('npm start wiring (probot run)', () => {
  it('serves /healthz and /readyz', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', redis: 'up' });
  });

  it('accepts a signed webhook, rejects a forged one, and reaches GitHub through GHE_HOST', async () => {
    const body = JSON.stringify(issueCommentCreated(sim, { body: '/dycoder help', login: 'maintainer' }).payload);
    const headers = { 'content-type': 'application/json', 'x-github-event': 'issue_comment', 'x-github-delivery': randomUUID() };
    const forged = await fetch(`${base}/api/github/webhooks`, { method: 'POST', headers: { ...headers, 'x-hub-signature-256': sign(body, 'wrong') }, body });
    expect(forged.status).toBe(400);
    const ok = await fetch(`${base}/api/github/webhooks`, { method: 'POST', headers: { ...headers, 'x-hub-signature-256': sign(body) }, body });
    expect(ok.status).toBe(200);
    // The help reply is written by the intake step after the response; give it a moment.
    const deadline = Date.now() + 10_000;
    while (!sim.state.issueComments.some((c) => c.user.type === 'Bot') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body)[0]).toContain('/dycoder implement');
    expect(sim.requests.length).toBeGreaterThan(0);
    expect(sim.requests.every((r) => r.route !== 'unmatched')).toBe(true);
  });

  it('leaves Probot no Redis-backed throttle: only DyCoder keys in Redis after deliveries', async () => {
    const client = new Redis(redis.url);
    const keys = await client.keys('*');
    await client.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => !k.startsWith('{dycoder}:') && !k.startsWith('dycoder:'))).toEqual([]);
  });
});

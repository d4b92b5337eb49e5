/**
 * `npm start` (dist/server.js, built from src/server.ts, as a child process) with its Redis gone: a signed command webhook
 * is answered 503 within about a second (not 202 after Probot's 9 s timeout), so GitHub records
 * a failed delivery that can be redelivered, and the log says why in one line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../support/github-simulator/index.js';
import { freePort, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { ROLES, testPrivateKey } from '../app/harness.js';
import { ensureFreshDist } from '../support/fresh-dist.js';

let redis: RedisServer;
let repo: TestRepo;
let sim: GitHubSimulator;
let child: ChildProcess;
let output = '';
let base = '';

beforeAll(async () => {
  // What `npm start` runs: Node starts it in a fraction of tsx's CPU (tsx transformed every module per
  // spawn, 30 s and more on a busy machine). A stale or missing dist is rebuilt once.
  ensureFreshDist(process.cwd());
  redis = await startRedisServer();
  repo = createTestRepo(sampleRepoOptions());
  // GHE_HOST puts the API under /api/v3.
  sim = await startGitHubSimulator({ repo, roles: { ...ROLES }, pathPrefix: '/api/v3' });
  const port = await freePort();
  child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ID: String(sim.appId),
      PRIVATE_KEY: testPrivateKey(),
      WEBHOOK_SECRET: 'operator-secret',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      REDIS_URL: redis.url,
      GHE_HOST: new URL(sim.url).host,
      GHE_PROTOCOL: 'http',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 300_000);
afterAll(async () => {
  child.kill('SIGKILL');
  await sim.close();
  repo.cleanup();
  await redis.stop().catch(() => undefined); // already stopped by the test
});

async function post(body: string, delivery: string): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/github/webhooks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'issue_comment',
      'x-github-delivery': delivery,
      'x-hub-signature-256': `sha256=${createHmac('sha256', 'operator-secret').update(body).digest('hex')}`,
    },
    body,
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, text };
}

describe('webhooks with Redis down', () => {
  it('answer 503 fast with a one-line reason, and make no GitHub call', async () => {
    const body = JSON.stringify(issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    expect((await post(JSON.stringify(issueCommentCreated(sim, { body: 'not a command', login: 'maintainer' }).payload), randomUUID())).status).toBe(200);

    await redis.stop();
    sim.resetRequests();
    const down = await post(body, randomUUID());
    expect(down.status).toBe(503);
    // About a second quiet; the bound tells it from Probot's 9 s timeout with room for a busy machine.
    expect(down.ms).toBeLessThan(5_000);
    expect(down.text).toContain('Redis is unavailable');
    expect(sim.requests).toEqual([]);
    // The log reaches the pipe a moment after the answer.
    const logged = Date.now() + 10_000;
    while (!output.includes('webhook not queued') && Date.now() < logged) await new Promise((r) => setTimeout(r, 50));
    const line = output.split('\n').find((l) => l.includes('webhook not queued'));
    expect(line, output.slice(-3000)).toBeDefined();
    expect(line).toMatch(/answering 503 so GitHub records a failed delivery/);
    expect(line).not.toContain('PRIVATE KEY');

    // A comment that is not a command still costs nothing, Redis or not.
    expect((await post(JSON.stringify(issueCommentCreated(sim, { body: 'LGTM', login: 'maintainer' }).payload), randomUUID())).status).toBe(200);
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dycoderApp, { startDycoderApp } from '../../src/app.js';
import type { AppEnv } from '../../src/config/env.js';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { createTestProbot, ROLES, testPrivateKey } from './harness.js';
import type { HttpHandler } from '../../src/app/health.js';
import { waitForState } from '../queue/worker-harness.js';

let redis: RedisServer;
let repo: TestRepo;
let sim: GitHubSimulator;
beforeAll(async () => {
  redis = await startRedisServer();
  repo = createTestRepo(sampleRepoOptions());
  sim = await startGitHubSimulator({ repo, roles: { ...ROLES } });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
  await redis.stop();
});

function env(runWorkerInProcess: boolean): AppEnv {
  return {
    github: { appId: sim.appId, privateKey: testPrivateKey(), gheProtocol: 'http', apiBaseUrl: sim.url },
    redisUrl: redis.url,
    concurrency: 1,
    blobCacheTtlSeconds: 0,
    logLevel: 'fatal',
    model: { provider: 'none' },
    webhookSecret: 'test-secret',
    port: 0,
    runWorkerInProcess,
  };
}

describe('src/app.ts', () => {
  it('stops at start with one sentence naming a missing variable', async () => {
    const probot = createTestProbot(sim);
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      await expect(dycoderApp(probot, { cwd: process.cwd(), addHandler: () => undefined })).rejects.toThrow(/^REDIS_URL is not set: it must be a Redis URL such as redis:\/\/127\.0\.0\.1:6379\.$/);
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
    }
  });

  it('runs the worker in the webhook process when DYCODER_RUN_WORKER_IN_PROCESS is on', async () => {
    const probot = createTestProbot(sim);
    const handlers: HttpHandler[] = [];
    const ran: string[] = [];
    const handle = await startDycoderApp(probot, { cwd: process.cwd(), addHandler: (h) => void handlers.push(h as HttpHandler) }, env(true), {
      prefix: randomUUID(),
      pipeline: ({ jobId }) => {
        ran.push(jobId);
        return Promise.resolve({ posted: false, summary: 'in-process run' });
      },
    });
    try {
      // /healthz + /readyz, and /metrics.
      expect(handlers).toHaveLength(2);
      expect(handle.worker).toBeDefined();
      await probot.receive({ id: randomUUID(), name: 'issue_comment', payload: issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload } as never);
      const [job] = await handle.queue.queue.getJobs(['waiting', 'active', 'completed']);
      const done = await waitForState(handle, job!.id!, ['completed'], 20_000);
      expect(done.returnvalue).toMatchObject({ status: 'done', posted: false });
      expect(ran).toEqual([job!.id]);
    } finally {
      await handle.close();
    }
  });

  it('only queues when the worker runs elsewhere', async () => {
    const probot = createTestProbot(sim);
    const handle = await startDycoderApp(probot, { cwd: process.cwd(), addHandler: () => undefined }, env(false), { prefix: randomUUID() });
    try {
      expect(handle.worker).toBeUndefined();
      await probot.receive({ id: randomUUID(), name: 'issue_comment', payload: issueCommentCreated(sim, { body: '/dycoder implement count_words', login: 'maintainer' }).payload } as never);
      expect(await handle.queue.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    } finally {
      await handle.close();
    }
  });
});

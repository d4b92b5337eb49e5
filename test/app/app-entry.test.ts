import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import dycoderApp, { startDycoderApp } from '../../src/app.js';
import type { AppEnv } from '../../src/config/env.js';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { testAppEnv, useSimulatorAndRedis } from '../support/sim-and-redis.js';
import { createTestProbot } from './harness.js';
import type { HttpHandler } from '../../src/app/health.js';
import { waitForState } from '../queue/worker-harness.js';
import { Redis } from 'ioredis';
import { BullImplementQueue } from '../../src/queue/implement-queue.js';

/** The implement queue under `prefix`, to watch what the intake step queued. */
async function watchImplementQueue<T>(prefix: string, use: (h: { queue: BullImplementQueue }) => Promise<T>): Promise<T> {
  const connection = new Redis(servers.redis.url, { maxRetriesPerRequest: 2 });
  const queue = new BullImplementQueue(connection, { prefix });
  try {
    return await use({ queue });
  } finally {
    await queue.close();
    await connection.quit();
  }
}

async function firstJobId(h: { queue: BullImplementQueue }, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'prioritized']);
    if (job?.id !== undefined) return job.id;
    if (Date.now() > deadline) throw new Error('no implement job was queued');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const servers = useSimulatorAndRedis();
const env = (runWorkerInProcess: boolean): AppEnv => testAppEnv(servers, runWorkerInProcess);

describe('src/app.ts', () => {
  it('stops at start with one sentence naming a missing variable', async () => {
    const probot = createTestProbot(servers.sim);
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      await expect(dycoderApp(probot, { cwd: process.cwd(), addHandler: () => undefined })).rejects.toThrow(/^REDIS_URL is not set: it must be a Redis URL such as redis:\/\/127\.0\.0\.1:6379\.$/);
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
    }
  });

  it('runs the worker in the webhook process when DYCODER_RUN_WORKER_IN_PROCESS is on', async () => {
    const probot = createTestProbot(servers.sim);
    const handlers: HttpHandler[] = [];
    const ran: string[] = [];
    const prefix = randomUUID();
    const handle = await startDycoderApp(probot, { cwd: process.cwd(), addHandler: (h) => void handlers.push(h as HttpHandler) }, env(true), {
      prefix,
      pipeline: ({ jobId }) => {
        ran.push(jobId);
        return Promise.resolve({ posted: false, summary: 'in-process run' });
      },
    });
    try {
      // /healthz + /readyz only: /metrics has its own private listener (metrics-private.test.ts).
      expect(handlers).toHaveLength(1);
      expect(handle.worker).toBeDefined();
      await probot.receive({ id: randomUUID(), name: 'issue_comment', payload: issueCommentCreated(servers.sim, { body: '/dycoder implement', login: 'maintainer' }).payload } as never);
      // The in-process worker runs the intake step, then the implement job it queued.
      await watchImplementQueue(prefix, async (h) => {
        const jobId = await firstJobId(h);
        const done = await waitForState(h, jobId, ['completed'], 20_000);
        expect(done.returnvalue).toMatchObject({ status: 'done', posted: false });
        expect(ran).toEqual([jobId]);
      });
    } finally {
      await handle.close();
    }
  });

  it('only queues when the worker runs elsewhere', async () => {
    const probot = createTestProbot(servers.sim);
    const sent = servers.sim.requests.length;
    const handle = await startDycoderApp(probot, { cwd: process.cwd(), addHandler: () => undefined }, env(false), { prefix: randomUUID() });
    try {
      expect(handle.worker).toBeUndefined();
      await probot.receive({ id: randomUUID(), name: 'issue_comment', payload: issueCommentCreated(servers.sim, { body: '/dycoder implement count_words', login: 'maintainer' }).payload } as never);
      // One intake job and no GitHub call: a worker process does the rest.
      expect(await handle.intake.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
      expect(servers.sim.requests.length).toBe(sent);
    } finally {
      await handle.close();
    }
  });
});

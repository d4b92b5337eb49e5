/**
 * The worker as its own OS process: SIGTERM lets the job in hand finish; SIGKILL mid-job leaves
 * it to BullMQ's stalled-job check, and a new worker finishes it exactly once. The simulator
 * serves the API under /api/v3 and the worker reaches it through GHE_HOST/GHE_PROTOCOL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { startOpenAIServer } from '../support/openai-server.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness, testPrivateKey, type AppHarness } from '../app/harness.js';
import { waitForState } from './worker-harness.js';

let redis: RedisServer;
let h: AppHarness;
let marks: Redis;
const children: ChildProcess[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  marks = new Redis(redis.url);
});
afterAll(async () => {
  await marks.quit();
  await redis.stop();
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await h.close();
});

function spawnWorker(extra: Record<string, string>): ChildProcess {
  const host = new URL(h.sim.url).host;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/queue/fixtures/worker-process.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ID: String(h.sim.appId),
      PRIVATE_KEY: testPrivateKey(),
      GHE_HOST: host,
      GHE_PROTOCOL: 'http',
      REDIS_URL: redis.url,
      LOG_LEVEL: 'fatal',
      WORKER_CONCURRENCY: '1',
      FIXTURE_PREFIX: h.prefix,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitForList(key: string, length: number, timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = await marks.lrange(key, 0, -1);
    if (items.length >= length) return items;
    if (Date.now() > deadline) throw new Error(`${key} has ${items.length} items, expected ${length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function queueJob(): Promise<string> {
  h = await startAppHarness(redis.url, { sim: { pathPrefix: '/api/v3' } });
  await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
  const [job] = await h.queue.queue.getJobs(['waiting']);
  if (job?.id === undefined) throw new Error('no job queued');
  return job.id;
}

describe('worker process', () => {
  it('finishes the job in hand on SIGTERM, then exits 0', async () => {
    const jobId = await queueJob();
    const child = spawnWorker({ FIXTURE_PIPELINE_MS: '1500' });
    await waitForList(`${h.prefix}:started`, 1);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(await marks.lrange(`${h.prefix}:finished`, 0, -1)).toHaveLength(1);
    const job = await waitForState(h, jobId, ['completed'], 1000);
    expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
    // Every GitHub call went through the GHE path prefix.
    expect(h.sim.requests.every((r) => r.route !== 'unmatched')).toBe(true);
  }, 90_000);

  it('recovers a job whose worker was SIGKILLed mid-job: another worker finishes it exactly once', async () => {
    const jobId = await queueJob();
    const timing = { FIXTURE_LOCK_MS: '1500', FIXTURE_STALLED_MS: '500' };
    const first = spawnWorker({ ...timing, FIXTURE_PIPELINE_MS: '60000' });
    await waitForList(`${h.prefix}:started`, 1);
    first.kill('SIGKILL');
    await once(first, 'exit');
    expect(await (await h.queue.queue.getJob(jobId))?.getState()).toBe('active');

    spawnWorker({ ...timing, FIXTURE_PIPELINE_MS: '10' });
    const job = await waitForState(h, jobId, ['completed', 'failed'], 30_000);
    expect(await job.getState()).toBe('completed');
    expect(await marks.lrange(`${h.prefix}:started`, 0, -1)).toHaveLength(2);
    const finished = await marks.lrange(`${h.prefix}:finished`, 0, -1);
    expect(finished).toHaveLength(1);
    expect(finished[0]?.split(':')[0]).not.toBe(String(first.pid));
  }, 90_000);

  it('a worker killed right after publishing, before completing the job: the rerun posts no second review', async () => {
    const openai = await startOpenAIServer();
    openai.respondWith(scriptedCoder());
    try {
      const jobId = await queueJob();
      const timing = { FIXTURE_LOCK_MS: '1500', FIXTURE_STALLED_MS: '500', FIXTURE_MODE: 'production', OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'sk-test', DYCODER_MODEL: 'scripted-coder' };
      const first = spawnWorker({ ...timing, FIXTURE_CRASH_AFTER_PUBLISH: '1' });
      await once(first, 'exit');
      expect(first.signalCode).toBe('SIGKILL');
      expect(h.sim.state.reviews).toHaveLength(1);
      expect(await (await h.queue.queue.getJob(jobId))?.getState()).toBe('active');

      spawnWorker(timing);
      const job = await waitForState(h, jobId, ['completed', 'failed'], 60_000);
      expect(await job.getState()).toBe('completed');
      expect(await marks.lrange(`${h.prefix}:finished`, 0, -1)).toEqual([`${first.pid}:${jobId}:posted`, expect.stringMatching(/:not-posted$/)]);
      expect(h.sim.state.reviews).toHaveLength(1);
    } finally {
      await openai.close();
    }
  }, 120_000);
});

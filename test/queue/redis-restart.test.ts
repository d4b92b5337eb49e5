/**
 * Redis crashes (SIGKILL) and comes back while jobs wait: with the append-only file every waiting
 * job survives, the producer's connection reconnects by itself, and a worker drains them all.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRepoConfig } from '../../src/config/repo-config.js';
import { BullImplementQueue, IMPLEMENT_QUEUE_NAME } from '../../src/queue/implement-queue.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer({ persistent: true });
});
afterAll(async () => {
  await redis.stop();
});

const jobData = (pr: number) => ({
  installationId: 1,
  owner: 'octo',
  repo: 'sample',
  pr,
  headSha: 'c'.repeat(40),
  targets: [],
  trigger: { kind: 'auto' as const, action: 'opened' },
  config: defaultRepoConfig,
  queuedAt: new Date().toISOString(),
});

describe('Redis restart', () => {
  it('loses no waiting job', async () => {
    const prefix = randomUUID();
    const client = new Redis(redis.url, { maxRetriesPerRequest: null });
    client.on('error', () => undefined); // expected while the server is down
    const queue = new BullImplementQueue(client, { prefix });
    const ids = new Set<string>();
    for (let pr = 1; pr <= 20; pr += 1) ids.add((await queue.enqueue(jobData(pr))).jobId);
    expect(await queue.queue.getJobCounts('waiting')).toEqual({ waiting: 20 });

    const pidBefore = await redis.pid();
    await redis.restart({ kill: true });
    expect(await redis.pid()).not.toBe(pidBefore);

    // The same client reconnects; the queue still holds all 20 and accepts more.
    expect(await queue.queue.getJobCounts('waiting')).toEqual({ waiting: 20 });
    ids.add((await queue.enqueue(jobData(21))).jobId);
    expect((await queue.enqueue(jobData(1))).status).toBe('duplicate');

    const processed = new Set<string>();
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const worker = new Worker(
      IMPLEMENT_QUEUE_NAME,
      (job) => {
        processed.add(job.id ?? '');
        return Promise.resolve();
      },
      { connection, prefix, concurrency: 5 },
    );
    const deadline = Date.now() + 20_000;
    while (processed.size < 21 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await worker.close();
    await connection.quit();
    expect(processed).toEqual(ids);
    await queue.close();
    await client.quit();
  });
});

import { randomUUID } from 'node:crypto';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRepoConfig } from '../../src/config/repo-config.js';
import { BullImplementQueue, IMPLEMENT_QUEUE_NAME, implementJobId, type ImplementJobInput } from '../../src/queue/implement-queue.js';
import { RedisRateLimiter } from '../../src/queue/rate-limit.js';
import { CheckRunRegistry } from '../../src/queue/check-run-registry.js';
import { HeadRuns } from '../../src/queue/head-runs.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';

const SHA = 'a'.repeat(40);

function job(overrides: Partial<ImplementJobInput> = {}): ImplementJobInput {
  return {
    installationId: 7,
    owner: 'octo',
    repo: 'sample',
    pr: 1,
    headSha: SHA,
    targets: [],
    trigger: { kind: 'comment', commentId: 1, login: 'maintainer' },
    config: defaultRepoConfig,
    queuedAt: new Date().toISOString(),
    ...overrides,
  };
}

// One redis-server for the file; each test keeps to its own key prefix.
let redis: RedisServer;
let client: Redis;
beforeAll(async () => {
  redis = await startRedisServer();
  client = new Redis(redis.url, { maxRetriesPerRequest: null });
});
afterAll(async () => {
  await client.quit();
  await redis.stop();
});

describe('implementJobId', () => {
  it('is deterministic, ignores target order and trigger, and is BullMQ-safe', () => {
    const a = job({ targets: [{ kind: 'name', name: 'f' }, { kind: 'line', file: 'a.py', line: 3 }] });
    const b = job({
      targets: [{ kind: 'line', file: 'a.py', line: 3 }, { kind: 'name', name: 'f' }],
      trigger: { kind: 'auto', action: 'opened' },
    });
    const id = implementJobId({ ...a, targets: a.targets ?? [] });
    expect(id).toBe(implementJobId(b as Parameters<typeof implementJobId>[0]));
    expect(id).toMatch(/^impl-[0-9a-f]{32}$/);
  });

  it('changes with installation, repository, PR, head and targets', () => {
    const base = job() as Parameters<typeof implementJobId>[0];
    const ids = new Set([
      implementJobId(base),
      implementJobId({ ...base, installationId: 8 }),
      implementJobId({ ...base, repo: 'other' }),
      implementJobId({ ...base, pr: 2 }),
      implementJobId({ ...base, headSha: 'b'.repeat(40) }),
      implementJobId({ ...base, targets: [{ kind: 'name', name: 'f' }] }),
      implementJobId({ ...base, targets: [{ kind: 'name', name: 'f', file: 'a.py' }] }),
    ]);
    expect(ids.size).toBe(7);
  });
});

describe('BullImplementQueue on a real redis-server', () => {
  it('adds a job once, however often and however concurrently it is enqueued', async () => {
    const queue = new BullImplementQueue(client, { prefix: randomUUID() });
    const first = await queue.enqueue(job());
    expect(first.status).toBe('queued');
    const again = await queue.enqueue(job({ trigger: { kind: 'comment', commentId: 2, login: 'writer' } }));
    expect(again).toEqual({ status: 'duplicate', jobId: first.jobId, state: 'waiting' });
    const other = job({ pr: 2 });
    await Promise.all(Array.from({ length: 10 }, () => queue.enqueue(other)));
    expect(await queue.queue.getJobCounts('waiting')).toEqual({ waiting: 2 });
    await queue.close();
  });

  it('forty-eight commands (the cap is 50 targets a run) naming other functions of one head at the same instant make one job that takes every target, none retried out', async () => {
    const prefix = randomUUID();
    // Separate connections, as separate intake processes would have: their reads and writes interleave in Redis.
    const connections = Array.from({ length: 6 }, () => client.duplicate());
    const queues = connections.map((c) => new BullImplementQueue(c, { prefix }));
    const results = await Promise.all(
      Array.from({ length: 48 }, (_, i) =>
        queues[i % queues.length]!.enqueue(job({ targets: [{ kind: 'name', name: `f${i}` }], trigger: { kind: 'comment', commentId: 100 + i, login: 'maintainer' } })),
      ),
    );
    const queued = results.filter((r) => r.status === 'queued');
    expect(queued).toHaveLength(1);
    expect(results.filter((r) => r.status === 'merged').every((r) => r.status === 'merged' && r.into === queued[0]!.jobId)).toBe(true);
    expect(await queues[0]!.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    // The job, when a worker takes it, runs every function any command named and answers every comment.
    const taken = await new HeadRuns(client, prefix).close(job(), queued[0]!.jobId, []);
    expect(taken.targets.map((t) => (t.kind === 'name' ? t.name : '')).sort()).toEqual(Array.from({ length: 48 }, (_, i) => `f${i}`).sort());
    expect(taken.notify).toHaveLength(47);
    await Promise.all(queues.map((q) => q.close()));
    await Promise.all(connections.map((c) => c.quit()));
  });

  it('a command retried after its intake died between opening its job and adding it still gets its job', async () => {
    const prefix = randomUUID();
    const queue = new BullImplementQueue(client, { prefix });
    const command = job({ targets: [{ kind: 'name', name: 'f' }] });
    const jobId = implementJobId({ ...command, targets: command.targets ?? [] });
    // The first attempt opened the head's job, then its process died before the add.
    expect(await new HeadRuns(client, prefix).joinOrOpen(command, jobId, command.targets ?? [], undefined)).toEqual({});
    expect(await queue.enqueue(command)).toEqual({ status: 'queued', jobId });
    expect(await (await queue.queue.getJob(jobId))?.getState()).toBe('waiting');
    await queue.close();
  });

  it('rejects job data that does not match the schema', async () => {
    const queue = new BullImplementQueue(client, { prefix: randomUUID() });
    await expect(queue.enqueue(job({ headSha: 'main' }))).rejects.toThrow();
    await expect(queue.enqueue(job({ config: { ...defaultRepoConfig, maxHops: -1 } }))).rejects.toThrow();
    expect(await queue.queue.count()).toBe(0);
    await queue.close();
  });

  it('lets a user retry a job that failed for good', async () => {
    const prefix = randomUUID();
    const queue = new BullImplementQueue(client, { prefix, jobOptions: { attempts: 1 } });
    const { jobId } = await queue.enqueue(job());
    const connection = client.duplicate();
    const worker = new Worker(IMPLEMENT_QUEUE_NAME, () => Promise.reject(new Error('boom')), { connection, prefix });
    await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
    await worker.close();
    await connection.quit();
    expect(await (await queue.queue.getJob(jobId))?.getState()).toBe('failed');
    expect(await queue.enqueue(job())).toEqual({ status: 'queued', jobId });
    expect(await (await queue.queue.getJob(jobId))?.getState()).toBe('waiting');
    await queue.close();
  });
});

describe('RedisRateLimiter', () => {
  it('allows N jobs per rolling window per installation, counting each job once', async () => {
    let now = 1_000_000;
    const limiter = new RedisRateLimiter(client, { prefix: randomUUID(), windowMs: 60_000, now: () => now });
    expect(await limiter.reserve(1, 'a', 2)).toBe(0);
    expect(await limiter.reserve(1, 'a', 2)).toBe(0); // a retry of the same job
    now += 10_000;
    expect(await limiter.reserve(1, 'b', 2)).toBe(0);
    expect(await limiter.reserve(1, 'c', 2)).toBe(50_000); // until 'a' leaves the window
    expect(await limiter.reserve(2, 'c', 2)).toBe(0); // another installation
    now += 50_000;
    expect(await limiter.reserve(1, 'c', 2)).toBe(0);
  });
});

describe('CheckRunRegistry', () => {
  it('lets exactly one side create the check run, and the other find it', async () => {
    const registry = new CheckRunRegistry(client, randomUUID());
    expect(await registry.lookup('job-1', 0)).toBe('none');
    const claims = await Promise.all([registry.claim('job-1'), registry.claim('job-1'), registry.claim('job-1')]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await registry.lookup('job-1', 0)).toBe('pending');
    const waiting = registry.lookup('job-1', 5000);
    await registry.record('job-1', 4242);
    expect(await waiting).toBe(4242);
    // A failed creation releases the claim so the other side may try.
    expect(await registry.claim('job-2')).toBe(true);
    await registry.release('job-2');
    expect(await registry.claim('job-2')).toBe(true);
  });
});

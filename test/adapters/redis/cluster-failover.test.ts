/**
 * BullMQ on a real Redis Cluster (three masters, with and without replicas), connected through
 * the production connection factory. The master holding the queue's hash slot is killed while
 * a job runs: with replicas the job completes exactly once after the failover; without, the
 * job's state cannot be saved, the error says why, and the job is not run a second time.
 */
import { randomUUID } from 'node:crypto';
import { Queue, Worker, type Job } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisConnection, explainRedisError, queuePrefix, type RedisConnection } from '../../../src/adapters/redis/connection.js';
import { startRedisCluster, type RedisCluster } from '../../support/redis-cluster.js';

let cluster: RedisCluster | undefined;
const cleanups: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  await cluster?.stop();
  cluster = undefined;
});

interface Rig {
  queue: Queue;
  worker: Worker;
  runs: string[];
  started: Promise<void>;
  release: () => void;
  workerErrors: Error[];
  producer: RedisConnection;
}

function connect(url: string, role: 'worker' | 'producer', failoverToleranceMs?: number): RedisConnection {
  const connection = createRedisConnection(url, { role, ...(failoverToleranceMs === undefined ? {} : { failoverToleranceMs }), onError: () => undefined });
  cleanups.push(() => Promise.resolve(connection.disconnect()));
  return connection;
}

/** A queue and a worker whose job waits, once started, until the test releases it. */
function rig(url: string, prefix: string, toleranceMs?: number): Rig {
  const producer = connect(url, 'producer', toleranceMs);
  const consumer = connect(url, 'worker', toleranceMs);
  const queue = new Queue('cluster-test', { connection: producer, prefix });
  queue.on('error', () => undefined);
  const runs: string[] = [];
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const worker = new Worker(
    'cluster-test',
    async (job: Job) => {
      runs.push(job.id!);
      markStarted();
      await gate;
      return { doubled: (job.data as { n: number }).n * 2 };
    },
    { connection: consumer, prefix, lockDuration: 30_000, stalledInterval: 30_000 },
  );
  const workerErrors: Error[] = [];
  worker.on('error', (error) => workerErrors.push(error));
  cleanups.push(() => queue.close(), () => worker.close(true));
  return { queue, worker, runs, started, release, workerErrors, producer };
}

async function waitForState(queue: Queue, id: string, states: string[], timeoutMs: number): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJob(id).catch(() => undefined);
    // Read again once the state matches: the object fetched before may predate the transition.
    if (job !== undefined && states.includes(await job.getState().catch(() => 'unknown'))) return (await queue.getJob(id)) ?? job;
    if (Date.now() > deadline) throw new Error(`job ${id} did not reach ${states.join('/')} in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('BullMQ on Redis Cluster', () => {
  it('with replicas: the job survives the failover of its queue master and completes exactly once', async () => {
    cluster = await startRedisCluster({ masters: 3, replicasPerMaster: 1, nodeTimeoutMs: 1000 });
    const prefix = queuePrefix(`t${randomUUID().slice(0, 8)}`);

    // Without the hash tag, BullMQ's scripts touch keys in several slots and the cluster refuses.
    const untagged = new Queue('cluster-test', { connection: connect(cluster.url, 'producer'), prefix: 'untagged' });
    untagged.on('error', () => undefined);
    cleanups.push(() => untagged.close());
    await expect(untagged.add('x', { n: 1 })).rejects.toThrow(/CROSSSLOT/);

    const r = rig(cluster.url, prefix);
    const job = await r.queue.add('double', { n: 21 }, { jobId: 'job-1', attempts: 3 });
    await r.started;
    const master = await cluster.masterFor(`${prefix}:cluster-test:wait`);
    await cluster.replicasCaughtUp(master);
    await cluster.kill(master);
    // The job finishes while its master is dead and no replica has taken over yet.
    r.release();
    const promoted = await cluster.waitForFailover(`${prefix}:cluster-test:wait`, master);
    expect(promoted).not.toBe(master);

    const done = await waitForState(r.queue, job.id!, ['completed', 'failed'], 30_000);
    expect(await done.getState()).toBe('completed');
    expect(done.returnvalue).toEqual({ doubled: 42 });
    expect(r.runs, 'the job ran once').toEqual(['job-1']);
    expect(done.attemptsMade).toBe(1);
    // A new job after the failover runs too, once.
    const second = await r.queue.add('double', { n: 5 }, { jobId: 'job-2' });
    expect((await waitForState(r.queue, second.id!, ['completed'], 15_000)).returnvalue).toEqual({ doubled: 10 });
    expect(r.runs).toEqual(['job-1', 'job-2']);
  }, 90_000);

  it('without replicas: the job state cannot be saved, the error says why, and the job is not run twice', async () => {
    cluster = await startRedisCluster({ masters: 3, replicasPerMaster: 0, nodeTimeoutMs: 1000 });
    const prefix = queuePrefix(`t${randomUUID().slice(0, 8)}`);
    const r = rig(cluster.url, prefix, 2000);
    await r.queue.add('double', { n: 21 }, { jobId: 'job-1', attempts: 3 });
    await r.started;
    const master = await cluster.masterFor(`${prefix}:cluster-test:wait`);
    await cluster.kill(master);
    r.release();

    // The producer gives up within its tolerance with a message an operator can act on.
    const enqueue = await r.queue.add('double', { n: 1 }, { jobId: 'job-2' }).then(
      () => 'queued',
      (error: unknown) => explainRedisError(error),
    );
    expect(enqueue).toMatch(/Redis Cluster cannot serve the job queue: the master holding its hash slot is unreachable and no replica took over/);

    // The worker's attempt to record the result fails once its tolerance is spent.
    const deadline = Date.now() + 15_000;
    while (r.workerErrors.length === 0 && Date.now() < deadline) await new Promise((r2) => setTimeout(r2, 100));
    await new Promise((r2) => setTimeout(r2, 1000));
    expect(r.runs).toEqual(['job-1']);
    const explained = r.workerErrors.map(explainRedisError);
    expect(explained.some((m) => m.startsWith('Redis Cluster cannot serve the job queue'))).toBe(true);
  }, 90_000);
});

/**
 * BullMQ's Worker.close() waits for its blocking client's `end`, which ioredis never emits for a
 * client disconnected while `reconnecting` (bullmq#4656): CI's cluster-e2e teardown hung there.
 * BullMQ's own watchdog drops the blocking client that way when the event loop was held past the
 * block timeout; here the drop is made directly, on a real Redis Cluster and a real redis-server.
 */
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisConnection, queuePrefix, type RedisConnection } from '../../src/adapters/redis/connection.js';
import { closeWorkerWithin } from '../../src/queue/close-worker.js';
import { startRedisCluster, type RedisCluster } from '../support/redis-cluster.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';

interface Status {
  readonly status: string;
  disconnect(reconnect: boolean): void;
  once(event: 'reconnecting', listener: () => void): void;
  off(event: 'reconnecting', listener: () => void): void;
}

/** The worker's blocking client (BullMQ 6: backend.blockingConnection._client), as its watchdog sees it. */
function blockingClient(worker: Worker): Status {
  const client: unknown = Reflect.get(Reflect.get(Reflect.get(worker, 'backend') as object, 'blockingConnection') as object, '_client');
  return client as Status;
}

/**
 * Drops the blocking client as BullMQ's watchdog does, and resolves when it turns `reconnecting`.
 *
 * ioredis emits the status as an event on the next tick and keeps it until its retry timer fires
 * (about 100 ms on a Cluster). Polling the status could miss that window on a loaded machine (CI
 * saw the client `ready` again); the event cannot, and the caller's continuation runs before any
 * timer, so the client is still `reconnecting` when the close begins.
 */
async function dropToReconnecting(worker: Worker, accept: readonly string[] = ['reconnecting']): Promise<void> {
  const client = blockingClient(worker);
  let listener: () => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reconnecting = new Promise<void>((resolve, reject) => {
    listener = resolve;
    timer = setTimeout(() => reject(new Error(`the blocking client never reconnected (status ${client.status})`)), 5000);
  });
  client.once('reconnecting', listener);
  try {
    client.disconnect(true);
    await reconnecting;
  } finally {
    clearTimeout(timer);
    client.off('reconnecting', listener);
  }
  if (!accept.includes(client.status)) throw new Error(`the blocking client left reconnecting before the close (status ${client.status})`);
}

async function idleWorker(connection: RedisConnection): Promise<Worker> {
  const worker = new Worker('close-test', () => Promise.resolve(), { connection, prefix: queuePrefix(`c${Date.now()}`) });
  await worker.waitUntilReady();
  // The main loop is in its blocking wait.
  const deadline = Date.now() + 10_000;
  while (blockingClient(worker).status !== 'ready' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 300));
  return worker;
}

describe('closing a worker whose blocking client is reconnecting', () => {
  let cluster: RedisCluster;
  let redis: RedisServer;
  beforeAll(async () => {
    [cluster, redis] = await Promise.all([startRedisCluster({ masters: 3, replicasPerMaster: 0 }), startRedisServer()]);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
  });

  it('on a Redis Cluster: the lost disconnect is made again and the close ends', async () => {
    const connection = createRedisConnection(cluster.url, { role: 'worker' });
    try {
      const worker = await idleWorker(connection);
      // A Cluster's client may already be connecting again when its `reconnecting` event is heard (CI
      // saw `connecting`): either way the close begins before it is ready, so its disconnect can be lost.
      await dropToReconnecting(worker, ['reconnecting', 'connecting']);
      // The deadline is far: the close must end because the client was disconnected again, not by giving up.
      expect(await closeWorkerWithin(worker, { deadlineMs: 60_000 })).toBe('closed');
      expect(blockingClient(worker).status).toBe('end');
    } finally {
      connection.disconnect();
    }
  }, 90_000);

  it('on one redis-server: a client parked in reconnecting is connected, and the close ends', async () => {
    const connection = createRedisConnection(redis.url, { role: 'worker' });
    try {
      const worker = await idleWorker(connection);
      await dropToReconnecting(worker);
      const warnings: string[] = [];
      const log = { warn: (_: object, message: string) => void warnings.push(message) };
      const outcome = await closeWorkerWithin(worker, { deadlineMs: 60_000, log });
      expect(outcome).toBe('closed');
      expect(blockingClient(worker).status).toBe('end');
      expect(warnings).toEqual([]);
    } finally {
      connection.disconnect();
    }
  }, 60_000);

  it('a close that never ends is left at the deadline, said once, and its late failure is not unhandled', async () => {
    let fail: (error: Error) => void = () => undefined;
    const stuck = { close: () => new Promise<void>((_, reject) => void (fail = reject)) };
    const warnings: string[] = [];
    const outcome = await closeWorkerWithin(stuck, { deadlineMs: 300, log: { warn: (_: object, message?: string) => void warnings.push(message ?? '') }, name: 'intake worker' });
    expect(outcome).toBe('timed out');
    expect(warnings).toEqual(['the worker did not close in time (its Redis connection is reconnecting); going on']);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      fail(new Error('Connection is closed.'));
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

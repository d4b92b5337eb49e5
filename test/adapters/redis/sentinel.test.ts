/**
 * REDIS_URL with redis+sentinel:// on a real Sentinel: the connection finds the master through
 * the sentinel, and after the master is killed it follows the sentinel to the promoted replica,
 * with a BullMQ queue's data intact.
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisConnection, DEFAULT_QUEUE_PREFIX } from '../../../src/adapters/redis/connection.js';
import { startRedisSentinel, type RedisSentinelSetup } from '../../support/redis-sentinel.js';

let sentinel: RedisSentinelSetup;
beforeAll(async () => {
  sentinel = await startRedisSentinel();
});
afterAll(async () => {
  await sentinel.stop();
});

describe('Redis Sentinel', () => {
  it('connects to the master the sentinel names and follows it across a failover', async () => {
    const connection = createRedisConnection(sentinel.url, { role: 'worker', onError: () => undefined });
    const queue = new Queue('sentinel-test', { connection, prefix: DEFAULT_QUEUE_PREFIX });
    queue.on('error', () => undefined);
    try {
      await queue.add('job', { n: 1 }, { jobId: 'before' });
      const info = await connection.info('server');
      expect(info).toContain(`tcp_port:${sentinel.masterPort}`);
      // The replica has the job before the master goes away.
      await connection.wait(1, 2000);

      await sentinel.killMaster();
      const deadline = Date.now() + 30_000;
      while ((await sentinel.currentMaster()) !== sentinel.replicaPort && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await sentinel.currentMaster()).toBe(sentinel.replicaPort);

      await queue.add('job', { n: 2 }, { jobId: 'after' });
      expect(await connection.info('server')).toContain(`tcp_port:${sentinel.replicaPort}`);
      expect((await queue.getJobs(['waiting'])).map((j) => j.id).sort()).toEqual(['after', 'before']);
    } finally {
      await queue.close().catch(() => undefined);
      connection.disconnect();
    }
  }, 60_000);
});

/**
 * A worker is healthy when Redis answers PING within a short time and its BullMQ worker is
 * running (not closing or closed). Used by the worker's /healthz.
 */
import { pingsWithin, type RedisConnection } from '../redis/connection.js';
import type { HealthReport } from './metrics-server.js';

export interface WorkerLike {
  isRunning(): boolean;
}

export function workerHealth(redis: RedisConnection, worker: WorkerLike, timeoutMs = 1000): () => Promise<HealthReport> {
  return async () => {
    const redisOk = await pingsWithin(redis, timeoutMs);
    const running = worker.isRunning();
    return { ok: redisOk && running, checks: { redis: redisOk ? 'ok' : 'failing', worker: running ? 'ok' : 'failing' } };
  };
}

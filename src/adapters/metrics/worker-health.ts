/**
 * A worker is healthy when Redis answers PING within a short time and its BullMQ worker is
 * running (not closing or closed). Used by the worker's /healthz.
 */
import type { RedisConnection } from '../redis/connection.js';
import type { HealthReport } from './metrics-server.js';

export interface WorkerLike {
  isRunning(): boolean;
}

async function pings(redis: RedisConnection, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then((r) => r === 'PONG'), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function workerHealth(redis: RedisConnection, worker: WorkerLike, timeoutMs = 1000): () => Promise<HealthReport> {
  return async () => {
    const redisOk = await pings(redis, timeoutMs);
    const running = worker.isRunning();
    return { ok: redisOk && running, checks: { redis: redisOk ? 'ok' : 'failing', worker: running ? 'ok' : 'failing' } };
  };
}

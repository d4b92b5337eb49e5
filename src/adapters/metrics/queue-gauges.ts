/**
 * `dycoder_queue_jobs{queue,state}`: the job counts of every DyCoder queue, read from BullMQ at
 * scrape time through Queue handles of our own. The handles take the configured key prefix, with
 * the same default as the queues themselves (`{dycoder}`): a handle left on BullMQ's default
 * (`bull:`) counts keys nobody writes and reports 0 forever, which is how the worker's gauge used
 * to read. Any process with a Redis connection (app, worker) reports the same numbers.
 */
import { Queue } from 'bullmq';
import { Gauge, type Registry } from 'prom-client';
import { within } from '../../core/deadline.js';
import { DEFAULT_QUEUE_PREFIX, type RedisConnection } from '../redis/connection.js';

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed'] as const;

/** Per queue name, its job counts by state. */
export type QueueCounts = Readonly<Record<string, Partial<Record<string, number>>>>;
export type QueueCountsReader = () => Promise<QueueCounts>;

export interface QueueCounter {
  read: QueueCountsReader;
  close(): Promise<void>;
}

/**
 * Opens one read-only handle per queue on `connection` (shared, not closed here). `prefix` is the
 * one the queues were given (tests use their own); undefined means the product's default.
 */
export function openQueueCounter(connection: RedisConnection, names: readonly string[], prefix?: string): QueueCounter {
  const queues = names.map((name) => {
    const queue = new Queue(name, { connection, prefix: prefix ?? DEFAULT_QUEUE_PREFIX });
    // Connection errors are the connection owner's to report (once), not each handle's.
    queue.on('error', () => undefined);
    return queue;
  });
  return {
    read: async () => Object.fromEntries(await Promise.all(queues.map(async (q) => [q.name, await q.getJobCounts(...QUEUE_STATES)] as const))),
    close: async () => {
      await Promise.all(queues.map((q) => q.close().catch(() => undefined)));
    },
  };
}

/** Registers the gauge on `registry`; without a reader it exists but reports nothing. */
export function registerQueueGauge(registry: Registry, read: QueueCountsReader | undefined, timeoutMs = 1000): Gauge<'queue' | 'state'> {
  return new Gauge({
    name: 'dycoder_queue_jobs',
    help: 'Jobs in each DyCoder queue (intake, implement) by state, read from BullMQ at scrape time.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      if (read === undefined) return;
      // A scrape during a Redis outage reports no depths rather than stale ones, and does not hang.
      this.reset();
      const counts = await within(read(), timeoutMs, () => new Error(`no answer within ${timeoutMs} ms`)).catch(() => undefined);
      for (const [queue, byState] of Object.entries(counts ?? {})) {
        for (const state of QUEUE_STATES) {
          const n = byState[state];
          if (n !== undefined) this.set({ queue, state }, n);
        }
      }
    },
  });
}

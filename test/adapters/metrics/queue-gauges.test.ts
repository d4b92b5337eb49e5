/**
 * `dycoder_queue_jobs{queue,state}` as the two processes report it: the worker's own listener
 * (src/queue/worker-runtime.ts) and the app's /metrics (src/app.ts), both left on the product's
 * default key prefix, against one real redis-server holding jobs in both queues. Both must report
 * what Redis holds for every queue and state (the worker used to read BullMQ's default `bull:`
 * prefix and report 0; nothing counted the intake queue).
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { startDycoderApp } from '../../../src/app.js';
import { QUEUE_STATES } from '../../../src/adapters/metrics/queue-gauges.js';
import { startWorkerRuntime } from '../../../src/queue/worker-runtime.js';
import { createTestProbot } from '../../app/harness.js';
import { samples } from '../../support/prom-samples.js';
import { freePort } from '../../support/redis-server.js';
import { testAppEnv, useSimulatorAndRedis } from '../../support/sim-and-redis.js';

const servers = useSimulatorAndRedis();
// Written out rather than imported: the test states where the product's queues live.
const PREFIX = '{dycoder}';
const QUEUES = ['dycoder-intake', 'dycoder-implement'];

/** The `dycoder_queue_jobs` samples of one scrape, as `queue/state -> n`. */
function queueSamples(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, n] of samples(text)) {
    const m = /^dycoder_queue_jobs\{queue="([^"]+)",state="([^"]+)"\}$/.exec(key);
    if (m) out[`${m[1]}/${m[2]}`] = n;
  }
  return out;
}

describe('queue gauges', () => {
  it("the worker's and the app's gauges both report every queue as Redis holds it", async () => {
    const redis = new Redis(servers.redis.url, { maxRetriesPerRequest: null });
    const handles = QUEUES.map((name) => new Queue(name, { connection: redis, prefix: PREFIX }));
    const [intake, implement] = handles as [Queue, Queue];
    // Jobs nobody takes during the test: intake jobs (no intake worker runs) and delayed implement jobs.
    await intake.add('a', {});
    await intake.add('b', {});
    await intake.add('c', {}, { delay: 3_600_000 });
    for (const id of ['x', 'y', 'z']) await implement.add(id, {}, { delay: 3_600_000 });

    // The app serves /metrics on its private listener only (never on the webhook port).
    const env = { ...testAppEnv(servers, false), metrics: { port: await freePort(), host: '127.0.0.1' } };
    const worker = await startWorkerRuntime({ env, pipeline: () => Promise.reject(new Error('no job should run')), metricsPort: 0, metricsHost: '127.0.0.1' });
    const app = await startDycoderApp(createTestProbot(servers.sim), { cwd: process.cwd() }, env);
    try {
      await worker.ready;
      const truth: Record<string, number> = {};
      for (const q of handles) {
        const counts = await q.getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES) truth[`${q.name}/${state}`] = counts[state] ?? 0;
      }
      expect(truth['dycoder-intake/waiting']).toBe(2);
      expect(truth['dycoder-intake/delayed']).toBe(1);
      expect(truth['dycoder-implement/delayed']).toBe(3);

      const fromWorker = queueSamples(await (await fetch(`http://127.0.0.1:${worker.metricsServer!.port}/metrics`)).text());
      const fromApp = queueSamples(await (await fetch(`http://127.0.0.1:${app.metricsServer!.port}/metrics`)).text());
      expect(fromWorker).toEqual(truth);
      expect(fromApp).toEqual(truth);
      // Nothing was read from (or written to) BullMQ's default prefix.
      expect(await redis.keys('bull:*')).toEqual([]);
    } finally {
      await app.close();
      await worker.close();
      await Promise.all(handles.map((q) => q.close()));
      redis.disconnect();
    }
  });
});

/**
 * The Probot app (`npm start` → `probot run ./dist/app.js`): wires the webhook handlers to a
 * Redis-backed queue and, with DYCODER_RUN_WORKER_IN_PROCESS=true, runs a worker in the same
 * process for small installs. Handlers live in src/app/; the work happens in src/queue/.
 */
import type { ApplicationFunctionOptions, Probot } from 'probot';
import { createMetrics, QUEUE_STATES, type DycoderMetrics } from './adapters/metrics/metrics.js';
import { metricsRequestHandler } from './adapters/metrics/metrics-server.js';
import { createRedisConnection } from './adapters/redis/connection.js';
import { createWebhookMeter } from './app/webhook-metrics.js';
import { BackgroundTasks } from './app/background.js';
import { createApp } from './app/create-app.js';
import { CheckRunRegistry } from './queue/check-run-registry.js';
import { loadAppEnv, type AppEnv } from './config/env.js';
import { BullImplementQueue } from './queue/implement-queue.js';
import type { ImplementPipeline } from './queue/implement-worker.js';
import { createProductionPipeline } from './queue/production-pipeline.js';
import { startWorkerRuntime, type WorkerRuntime } from './queue/worker-runtime.js';

export interface DycoderAppHandle {
  queue: BullImplementQueue;
  /** Feedback writes still in flight after webhooks were answered. */
  background: BackgroundTasks;
  /** Present in in-process mode. */
  worker?: WorkerRuntime;
  /** Served at /metrics on the webhook port; shared with the in-process worker. */
  metrics: DycoderMetrics;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Tests: a key prefix so several instances share one Redis. */
  prefix?: string;
  /** Tests: a pipeline other than the production one for the in-process worker. */
  pipeline?: ImplementPipeline;
}

export async function startDycoderApp(app: Probot, options: Partial<ApplicationFunctionOptions>, env: AppEnv, start: StartOptions = {}): Promise<DycoderAppHandle> {
  // Few retries: when Redis is down a webhook should fail fast (GitHub can redeliver it) rather than hang.
  const redis = createRedisConnection(env.redisUrl, { role: 'producer', onError: (error) => app.log.warn({ err: error }, 'redis connection error') });
  const queue = new BullImplementQueue(redis, {
    ...(start.prefix === undefined ? {} : { prefix: start.prefix }),
    onError: (error) => app.log.warn({ err: error }, 'queue error'),
  });
  const background = new BackgroundTasks();
  const metrics = createMetrics({ processMetrics: true, queueCounts: () => queue.queue.getJobCounts(...QUEUE_STATES) });
  const webhookMeter = createWebhookMeter(metrics);
  // Probot creates its Webhooks instance on initialization; wrap that instance once it exists.
  await app.ready();
  webhookMeter.wrapWebhooks(app.webhooks);
  createApp({ queue: webhookMeter.wrapQueue(queue), background, checkRuns: new CheckRunRegistry(redis, start.prefix) })(app, options);
  options.addHandler?.(metricsRequestHandler({ metrics }));

  let worker: WorkerRuntime | undefined;
  if (env.runWorkerInProcess) {
    // The app's own Probot signs the installation tokens, so GHE_HOST applies to both.
    worker = await startWorkerRuntime({
      env,
      probot: app,
      ...(start.prefix === undefined ? {} : { prefix: start.prefix }),
      metrics,
      pipeline: start.pipeline ?? { factory: ({ connection, log }) => createProductionPipeline(env, connection, log, metrics) },
    });
  }
  return {
    queue,
    metrics,
    ...(worker === undefined ? {} : { worker }),
    background,
    close: async () => {
      await background.idle();
      await worker?.close();
      await queue.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export default async function dycoderApp(app: Probot, options: ApplicationFunctionOptions): Promise<void> {
  const handle = await startDycoderApp(app, options, loadAppEnv());
  handle.worker?.handleSignals();
}

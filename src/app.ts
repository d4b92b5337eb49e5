/**
 * The Probot app (`npm start` → `probot run ./dist/app.js`): wires the webhook handlers to a
 * Redis-backed queue and, with DYCODER_RUN_WORKER_IN_PROCESS=true, runs a worker in the same
 * process for small installs. Handlers live in src/app/; the work happens in src/queue/.
 */
import { Redis } from 'ioredis';
import type { ApplicationFunctionOptions, Probot } from 'probot';
import { createApp } from './app/create-app.js';
import { loadAppEnv } from './config/env.js';
import { BullImplementQueue } from './queue/implement-queue.js';
import { createProductionPipeline } from './queue/production-pipeline.js';
import { startWorkerRuntime } from './queue/worker-runtime.js';

export default async function dycoderApp(app: Probot, options: ApplicationFunctionOptions): Promise<void> {
  const env = loadAppEnv();
  // Few retries: when Redis is down a webhook should fail fast (GitHub can redeliver it) rather than hang.
  const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 2 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
  const queue = new BullImplementQueue(redis, { onError: (error) => app.log.warn({ err: error }, 'queue error') });
  createApp({ queue })(app, options);

  if (env.runWorkerInProcess) {
    // The app's own Probot signs the installation tokens, so GHE_HOST applies to both.
    const runtime = await startWorkerRuntime({
      env,
      probot: app,
      pipeline: { factory: ({ connection, log }) => createProductionPipeline(env, connection, log) },
    });
    runtime.handleSignals();
  }
}

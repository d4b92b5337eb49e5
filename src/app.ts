/**
 * The Probot app (`npm start` → src/server.ts): wires the webhook handlers to the intake queue
 * and, with DYCODER_RUN_WORKER_IN_PROCESS=true, runs a worker (intake and implement jobs) in the
 * same process for small installs. Handlers live in src/app/; the work happens in src/queue/.
 */
import type { ApplicationFunctionOptions, Probot } from 'probot';
import { createMetrics, type DycoderMetrics } from './adapters/metrics/metrics.js';
import { openQueueCounter } from './adapters/metrics/queue-gauges.js';
import { startMetricsServer, type MetricsServer } from './adapters/metrics/metrics-server.js';
import { createAppDeliveries } from './adapters/github/deliveries.js';
import { closeConnection, createRedisConnection, DEFAULT_QUEUE_PREFIX, queuePrefix } from './adapters/redis/connection.js';
import { createDeliveryLedger, type DeliveryLedger } from './adapters/redis/delivery-ledger.js';
import { createRedeliverer } from './app/redeliver-failed.js';
import { scheduleRedeliveries, type RedeliverySchedule } from './app/redelivery-schedule.js';
import { createWebhookMeter } from './app/webhook-metrics.js';
import { createApp } from './app/create-app.js';
import { createIntakeProcessor } from './app/intake.js';
import { loadAppEnv, type AppEnv } from './config/env.js';
import { BullIntakeQueue } from './queue/intake-queue.js';
import { HeadMoves } from './queue/head-moves.js';
import type { ImplementPipeline } from './queue/implement-worker.js';
import { createProductionPipeline } from './queue/production-pipeline.js';
import { APP_WHILE_DOWN, RedisStatusLog, redisLocation } from './queue/redis-status-log.js';
import { DYCODER_QUEUE_NAMES, startWorkerRuntime, type WorkerRuntime } from './queue/worker-runtime.js';

export interface DycoderAppHandle {
  intake: BullIntakeQueue;
  /** Present in in-process mode. */
  worker?: WorkerRuntime;
  /** Served at /metrics on the private listener (env.metrics); shared with the in-process worker. */
  metrics: DycoderMetrics;
  /** The private /metrics listener, when env.metrics asks for one. */
  metricsServer?: MetricsServer;
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
  // Its loss and return are one line each, as in the worker, not a stack trace per reconnect attempt.
  const redisStatus = new RedisStatusLog(app.log, redisLocation(env.redisUrl), APP_WHILE_DOWN);
  const redis = createRedisConnection(env.redisUrl, { role: 'producer', onError: (error) => redisStatus.failed(error) });
  redis.on('ready', () => redisStatus.connected());
  const intake = new BullIntakeQueue(redis, {
    ...(start.prefix === undefined ? {} : { prefix: start.prefix }),
    onError: (error) => redisStatus.queueError(error),
  });
  // Read at scrape time only: every queue's depth by state, under the queues' own prefix.
  const queueCounter = openQueueCounter(redis, DYCODER_QUEUE_NAMES, start.prefix);
  const metrics = createMetrics({ processMetrics: true, queueCounts: queueCounter.read });
  const ledger = createDeliveryLedger(redis, start.prefix === undefined ? DEFAULT_QUEUE_PREFIX : queuePrefix(start.prefix));
  const webhookMeter = createWebhookMeter(metrics, { onHandled: (id) => void ledger.markHandled(id).catch(() => undefined) });
  // Probot creates its Webhooks instance on initialization; wrap that instance once it exists.
  await app.ready();
  webhookMeter.wrapWebhooks(app.webhooks);
  // A push's webhook records the head it replaced; a worker's job checks it before posting (queue/head-moves.ts).
  const heads = new HeadMoves(redis, start.prefix);
  createApp({ intake: webhookMeter.wrapIntake(intake), heads })(app, options);
  // Workers trust the record only once an app has said it keeps one (until then they read the PR before posting).
  // Said again every 30 s: an app that stops (or is downgraded) stops vouching within two minutes.
  const recording = await heads.keepRecording(app.log);
  const metricsServer = await startAppMetrics(app, metrics, env);
  const redeliveries = await startRedeliveries(app, env, ledger, () => intake.ping());
  // Back from an outage: what failed during it can be redelivered now (not at the next interval).
  let lost = false;
  redis.on('close', () => void (lost = true));
  redis.on('ready', () => {
    if (lost) redeliveries?.kick();
    lost = false;
  });

  let worker: WorkerRuntime | undefined;
  if (env.runWorkerInProcess) {
    // The app's own Probot signs the installation tokens, so GHE_HOST applies to both.
    worker = await startWorkerRuntime({
      env,
      probot: app,
      intake: createIntakeProcessor,
      ...(env.writeBurst === undefined ? {} : { writeBurst: env.writeBurst }),
      ...(start.prefix === undefined ? {} : { prefix: start.prefix }),
      metrics,
      pipeline: start.pipeline ?? { factory: ({ connection, log, cpuGate }) => createProductionPipeline(env, connection, log, metrics, undefined, cpuGate) },
    });
  }
  return {
    intake,
    metrics,
    ...(worker === undefined ? {} : { worker }),
    ...(metricsServer === undefined ? {} : { metricsServer }),
    close: async () => {
      recording.stop();
      await redeliveries?.stop();
      await worker?.close();
      await metricsServer?.close();
      await intake.close();
      await queueCounter.close();
      await closeConnection(redis);
    },
  };
}

async function startRedeliveries(app: Probot, env: AppEnv, ledger: DeliveryLedger, ready: () => Promise<boolean>): Promise<RedeliverySchedule | undefined> {
  const r = env.redelivery;
  if (r === undefined || r.intervalSeconds === 0) return undefined;
  // Authenticated as the App (a JWT per request), not as an installation: the deliveries are the App's.
  const deliveries = createAppDeliveries(await app.auth());
  const log = app.log.child({ name: 'dycoder-redelivery' });
  const redeliverer = createRedeliverer({ deliveries, ledger, ready, log, policy: { maxAgeMs: r.maxAgeHours * 3600_000, maxPerSweep: r.maxPerSweep } });
  return scheduleRedeliveries(() => redeliverer.sweep(), { intervalMs: r.intervalSeconds * 1000, log });
}

/** Webhooks matter more than metrics: a taken port is logged, not fatal. */
async function startAppMetrics(app: Probot, metrics: DycoderMetrics, env: AppEnv): Promise<MetricsServer | undefined> {
  if (env.metrics === undefined || env.metrics.port === 0) return undefined;
  const { port, host } = env.metrics;
  return startMetricsServer({ metrics, port, host }).catch((error: unknown) => {
    app.log.warn({ port, host, err: error }, 'metrics listener not started; the app runs without /metrics');
    return undefined;
  });
}

export default async function dycoderApp(app: Probot, options: ApplicationFunctionOptions): Promise<void> {
  const handle = await startDycoderApp(app, options, loadAppEnv());
  handle.worker?.handleSignals();
}

/**
 * Everything a worker needs, built from the environment: a Redis connection for BullMQ's
 * blocking commands, installation tokens from the same GitHub host as the app (GHE_HOST is
 * honoured through env.github.apiBaseUrl), the shared rate limiter, and the BullMQ worker.
 * Used by the worker process (src/worker.ts) and by the in-process mode of src/app.ts.
 */
import type { Worker } from 'bullmq';
import type { ProbotOctokit } from 'probot';
import { Probot } from 'probot';
import type { ScopedLogger } from '../core/ports.js';
import { closeConnection, createRedisConnection, DEFAULT_QUEUE_PREFIX, type RedisConnection } from '../adapters/redis/connection.js';
import { closeWorkerWithin } from './close-worker.js';
import { HeadMoves } from './head-moves.js';
import { HeadRuns } from './head-runs.js';
import { createConfigTextCache } from '../adapters/redis/config-text-cache.js';
import { DEFAULT_CPU_WAIT_MS, DEFAULT_INTAKE_TIMEOUT_MS, DEFAULT_JOB_TIMEOUT_MS, defaultCpuSlots, type WorkerEnv } from '../config/env.js';
import { createCpuGate, type WorkerCpuGate } from '../adapters/cpu/cpu-gate.js';
import { createParseThreads, type ParseThreads } from '../adapters/cpu/parse-threads.js';
import { meteredGitHubRequester } from '../adapters/metrics/instrument.js';
import { createMetrics, type DycoderMetrics } from '../adapters/metrics/metrics.js';
import { openQueueCounter } from '../adapters/metrics/queue-gauges.js';
import { startMetricsServer, type MetricsServer } from '../adapters/metrics/metrics-server.js';
import { workerHealth } from '../adapters/metrics/worker-health.js';
import { IMPLEMENT_QUEUE_NAME } from './implement-queue.js';
import { installGracefulShutdown, startImplementWorker, type ImplementPipeline } from './implement-worker.js';
import { RedisRateLimiter } from './rate-limit.js';
import { CheckRunRegistry } from './check-run-registry.js';
import { appOctokit } from '../adapters/github/app-octokit.js';
import { RedisWritePacer } from '../adapters/redis/write-pacer.js';
import { createSuggestionStore } from '../adapters/redis/suggestion-store.js';
import { BullImplementQueue } from './implement-queue.js';
import { INTAKE_QUEUE_NAME, startIntakeWorker, type IntakeProcessorFactory } from './intake-queue.js';
import { RedisStatusLog, redisLocation } from './redis-status-log.js';
import { WarmStarts } from './warm-starts.js';
import { SOURCE_ARCHIVE_THREAD } from '../adapters/github/job-reads.js';
import { createArchiveThreadStandby } from '../adapters/github/archive-thread-standby.js';
import { defaultEntry } from '../adapters/github/archive-off-thread.js';
import { archiveLimitsOf, jobLimitsFrom } from '../adapters/github/job-limits.js';
import { MemoryAdmission } from './memory-admission.js';
import { collectNativeGarbage } from '../adapters/runtime/native-garbage.js';

/** How long automatic mode trusts a config it read (pushes come in bursts; commands always read fresh). */
const CONFIG_CACHE_SECONDS = 60;
/** A forced close waits for no job: what is left is Redis answering (or the deadline). */
const FORCED_CLOSE_MS = 10_000;

/** Every queue DyCoder keeps, for the queue-depth gauge. */
export const DYCODER_QUEUE_NAMES: readonly string[] = [INTAKE_QUEUE_NAME, IMPLEMENT_QUEUE_NAME];

export interface WorkerRuntimeOptions {
  env: Pick<WorkerEnv, 'github' | 'redisUrl' | 'concurrency' | 'logLevel'> & Partial<Pick<WorkerEnv, 'deadlines' | 'model' | 'cpu' | 'memory' | 'jobLimits'>>;
  /** The pipeline, or a factory for one that needs the worker's Redis connection, logger, metrics and CPU gate. */
  pipeline: ImplementPipeline | { factory: (ctx: { connection: RedisConnection; log: ScopedLogger; metrics: DycoderMetrics; cpuGate: WorkerCpuGate }) => ImplementPipeline };
  /** Reuse the app's Probot (in-process mode); otherwise one is created from env.github. */
  probot?: Probot;
  /** For tests: an Octokit class (e.g. without retries). */
  Octokit?: typeof ProbotOctokit;
  prefix?: string;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** The intake step (src/app/intake.ts); without it this runtime runs implement jobs only. */
  intake?: IntakeProcessorFactory;
  intakeConcurrency?: number;
  /**
   * A hedge's archive (a large repository) downloaded in a thread the intake starts with the job's
   * limits (archive-early-thread.ts; default true); false: its body is read on the job's loop, as before.
   */
  intakeArchiveThread?: boolean;
  /** Milliseconds between two GitHub writes of one installation once its burst is spent (default 1000). */
  writeIntervalMs?: number;
  /** GitHub writes an idle installation may make at once (DYCODER_WRITE_BURST; default 5). */
  writeBurst?: number;
  /** After SIGTERM, how long jobs in hand may run before the process exits anyway (default 8 s). */
  shutdownDeadlineMs?: number;
  /** The app's registry in in-process mode; otherwise the worker makes its own (with queue depths). */
  metrics?: DycoderMetrics;
  /** How long automatic mode trusts a `.github/dycoder.yml` it read (default 60 s; commands always read fresh). */
  configCacheSeconds?: number;
  /** Serve /metrics and /healthz on this port (0: any free port); undefined: no listener. */
  metricsPort?: number;
  metricsHost?: string;
}

export interface WorkerRuntime {
  worker: Worker;
  intakeWorker?: Worker;
  log: ScopedLogger;
  /** Settles once Redis answered and the worker takes jobs ("worker started" is logged then). */
  ready: Promise<void>;
  metrics: DycoderMetrics;
  /** The process's CPU gate (WORKER_CPU_SLOTS), handed to the pipeline factory. */
  cpuGate: WorkerCpuGate;
  /** The gate's parse threads (WORKER_PARSE_THREADS); none when 0. */
  parseThreads?: ParseThreads;
  /** Admission of implement jobs by the process's RSS (WORKER_MEMORY_BUDGET_MB); none when the budget is 0 or not given. */
  memoryAdmission?: MemoryAdmission;
  /** The /metrics and /healthz listener, when one was asked for. */
  metricsServer?: MetricsServer;
  /** Stop taking jobs, wait for the ones in hand (`force`: do not wait; BullMQ retries them), close connections. */
  close(force?: boolean): Promise<void>;
  /** Exit on SIGTERM/SIGINT once the jobs in hand are done (within shutdownDeadlineMs; at once without Redis). */
  handleSignals(): void;
}

export async function startWorkerRuntime(options: WorkerRuntimeOptions): Promise<WorkerRuntime> {
  const { env } = options;
  const probot =
    options.probot ??
    new Probot({
      appId: env.github.appId,
      privateKey: env.github.privateKey,
      baseUrl: env.github.apiBaseUrl,
      logLevel: env.logLevel,
      Octokit: appOctokit(options.Octokit),
    });
  // Probot sets up its logger and Octokit asynchronously.
  await probot.ready();
  const log: ScopedLogger = probot.log.child({ name: 'dycoder-worker' });
  // BullMQ's worker blocks on Redis; ioredis must retry forever rather than fail those commands.
  const redisStatus = new RedisStatusLog(log, redisLocation(env.redisUrl));
  const connection = createRedisConnection(env.redisUrl, { role: 'worker', onError: (error) => redisStatus.failed(error) });
  connection.on('ready', () => redisStatus.connected());

  const prefixed = options.prefix === undefined ? {} : { prefix: options.prefix };
  const pacer = new RedisWritePacer(connection, {
    ...prefixed,
    ...(options.writeIntervalMs === undefined ? {} : { intervalMs: options.writeIntervalMs }),
    ...(options.writeBurst === undefined ? {} : { burst: options.writeBurst }),
  });
  // Every queue's depth, read at scrape time under the same prefix as the queues themselves.
  const queueCounter = options.metrics === undefined ? openQueueCounter(connection, DYCODER_QUEUE_NAMES, options.prefix) : undefined;
  const metrics = options.metrics ?? createMetrics({ processMetrics: true, ...(queueCounter === undefined ? {} : { queueCounts: queueCounter.read }) });
  // One per process: every job's CPU-heavy steps share the cores this process may use; files are
  // parsed in threads beside the event loop (WORKER_PARSE_THREADS), the rest on it.
  const cpuWaitMs = env.cpu?.waitMs ?? DEFAULT_CPU_WAIT_MS;
  const parseThreadCount = env.cpu?.parseThreads ?? 0;
  const parseThreads = parseThreadCount === 0
    ? undefined
    : createParseThreads({ threads: parseThreadCount, waitMs: cpuWaitMs, onWait: (seconds) => metrics.cpuGateWait.observe({ step: 'parse' }, seconds) });
  const cpuGate = createCpuGate({
    slots: env.cpu?.slots ?? defaultCpuSlots(),
    waitMs: cpuWaitMs,
    onWait: (step, seconds) => metrics.cpuGateWait.observe({ step }, seconds),
    onTimeout: (step) => metrics.cpuGateTimeouts.inc({ step }),
    ...(parseThreads === undefined ? {} : { offLoop: parseThreads }),
  });
  // One per process: the resident set is the process's, native parse trees included.
  const memoryAdmission = env.memory === undefined || env.memory.budgetMb === 0
    ? undefined
    : new MemoryAdmission({ budgetBytes: env.memory.budgetMb * 1024 * 1024, waitMs: env.memory.waitMs, collect: collectNativeGarbage });
  const octokitFor = async (installationId: number) => meteredGitHubRequester(await probot.auth(installationId), metrics, installationId);
  const pacerFor = (installationId: number) => pacer.forInstallation(installationId);
  const checkRuns = new CheckRunRegistry(connection, options.prefix);
  // Only when this process runs intake too: its commands' first reads go straight to the job.
  const warmStarts = options.intake === undefined ? undefined : new WarmStarts({ slots: env.concurrency });
  const worker = startImplementWorker(
    {
      octokitFor,
      pipeline: typeof options.pipeline === 'function' ? options.pipeline : options.pipeline.factory({ connection, log, metrics, cpuGate }),
      metrics,
      rateLimiter: new RedisRateLimiter(connection, prefixed),
      pacerFor,
      checkRuns,
      log,
      ...(warmStarts === undefined ? {} : { warmStarts }),
      ...(memoryAdmission === undefined ? {} : { admission: memoryAdmission }),
      ...(env.deadlines === undefined ? {} : { jobTimeoutMs: env.deadlines.jobMs, githubTimeoutMs: env.deadlines.githubMs }),
      githubApiBaseUrl: env.github.apiBaseUrl,
      headRuns: new HeadRuns(connection, options.prefix ?? DEFAULT_QUEUE_PREFIX),
      // Pushes the app's webhooks recorded: a job checks them before posting instead of reading the PR again.
      headMoves: new HeadMoves(connection, options.prefix),
    },
    {
      connection,
      concurrency: env.concurrency,
      ...(options.prefix === undefined ? {} : { prefix: options.prefix }),
      ...(options.lockDurationMs === undefined ? {} : { lockDurationMs: options.lockDurationMs }),
      ...(options.stalledIntervalMs === undefined ? {} : { stalledIntervalMs: options.stalledIntervalMs }),
    },
  );
  let intakeWorker: Worker | undefined;
  let implementProducer: BullImplementQueue | undefined;
  // A hedge's archive thread, started ahead and idle: the intake's download waits for no thread start-up.
  const archiveStandby = options.intake === undefined || options.intakeArchiveThread === false ? undefined : createArchiveThreadStandby(defaultEntry());
  if (options.intake !== undefined) {
    // Connection errors are the runtime's to report (once); the producer shares its connection.
    implementProducer = new BullImplementQueue(connection, { ...prefixed, onError: (error) => log.debug({ err: error }, 'queue error') });
    // The same store (and key prefix) the production pipeline records posted suggestions in.
    const process = options.intake({
      queue: implementProducer,
      checkRuns,
      octokitFor,
      pacerFor,
      suggestions: createSuggestionStore(connection),
      metrics,
      ...(warmStarts === undefined ? {} : { warmStarts }),
      ...(env.deadlines === undefined ? {} : { githubTimeoutMs: env.deadlines.githubMs }),
      configCache: createConfigTextCache(connection, { prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX, ttlSeconds: options.configCacheSeconds ?? CONFIG_CACHE_SECONDS }),
      ...(archiveStandby === undefined ? {} : { archiveThread: { thread: { ...SOURCE_ARCHIVE_THREAD, standby: archiveStandby }, limits: archiveLimitsOf(jobLimitsFrom(env.jobLimits)) } }),
    });
    intakeWorker = startIntakeWorker(process, {
      connection,
      log,
      ...(env.deadlines === undefined ? {} : { timeoutMs: env.deadlines.intakeMs }),
      ...prefixed,
      ...(options.intakeConcurrency === undefined ? {} : { concurrency: options.intakeConcurrency }),
    });
  }
  // "started" only once Redis answers: before that the worker takes no job.
  const noModel = env.model?.provider === 'none';
  const ready = worker.waitUntilReady().then(
    () => {
      log.info({ concurrency: env.concurrency, cpuSlots: cpuGate.slots, parseThreads: parseThreadCount, intake: intakeWorker !== undefined, githubApi: env.github.apiBaseUrl, model: env.model?.provider ?? 'given' }, 'worker started');
      // Said once at start, not discovered from a review that lists prompts instead of suggestions.
      if (noModel) log.warn({}, 'no model is configured (set OPENAI_API_KEY, OPENAI_BASE_URL or AZURE_OPENAI_ENDPOINT): reviews will list the prompts DyCoder would send, without suggestions');
    },
    () => undefined,
  );

  let metricsServer: MetricsServer | undefined;
  if (options.metricsPort !== undefined) {
    // Jobs matter more than metrics: a taken port (several workers on one host) is logged, not fatal.
    const base = workerHealth(connection, worker);
    // A worker without a model still takes jobs (prompt-only reviews): shown, not counted as down.
    const health = async () => {
      const report = await base();
      return { ok: report.ok, checks: { ...report.checks, model: noModel ? ('failing' as const) : ('ok' as const) } };
    };
    metricsServer = await startMetricsServer({ metrics, health, port: options.metricsPort, ...(options.metricsHost === undefined ? {} : { host: options.metricsHost }) }).catch(
      (error: unknown) => {
        log.warn({ port: options.metricsPort, err: error }, 'metrics listener not started; the worker runs without /metrics and /healthz');
        return undefined;
      },
    );
  }
  // Every close is bounded (close-worker.ts): BullMQ's can wait forever on a reconnecting blocking client.
  const jobDeadlineMs = env.deadlines?.jobMs ?? DEFAULT_JOB_TIMEOUT_MS;
  const intakeDeadlineMs = env.deadlines?.intakeMs ?? DEFAULT_INTAKE_TIMEOUT_MS;
  const closeIntakeWorker = (force: boolean) =>
    intakeWorker === undefined
      ? Promise.resolve()
      : closeWorkerWithin(intakeWorker, { force, deadlineMs: force ? FORCED_CLOSE_MS : intakeDeadlineMs + FORCED_CLOSE_MS, log, name: 'intake worker' });
  const closeConnections = async (): Promise<void> => {
    await closeIntakeWorker(false);
    await implementProducer?.close();
    await metricsServer?.close();
    await queueCounter?.close();
    await archiveStandby?.close();
    // After the jobs: a parse still under way would fail its job (and be parsed on the loop).
    await parseThreads?.close();
    await closeConnection(connection);
  };
  return {
    worker,
    ...(intakeWorker === undefined ? {} : { intakeWorker }),
    log,
    ready,
    metrics,
    cpuGate,
    ...(parseThreads === undefined ? {} : { parseThreads }),
    ...(memoryAdmission === undefined ? {} : { memoryAdmission }),
    ...(metricsServer === undefined ? {} : { metricsServer }),
    close: async (force = false) => {
      await Promise.all([
        closeWorkerWithin(worker, { force, deadlineMs: force ? FORCED_CLOSE_MS : jobDeadlineMs + FORCED_CLOSE_MS, log, name: 'implement worker' }),
        closeIntakeWorker(force),
      ]);
      await closeConnections();
    },
    handleSignals: () =>
      installGracefulShutdown(worker, log, closeConnections, {
        ...(options.shutdownDeadlineMs === undefined ? {} : { deadlineMs: options.shutdownDeadlineMs }),
        redisReady: () => connection.status === 'ready',
      }),
  };
}

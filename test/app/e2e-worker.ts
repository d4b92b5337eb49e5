/**
 * A worker runtime with the production pipeline (real Probot auth, BullMQ, Redis, the GitHub repo
 * source, generation through the openai SDK), wired to a harness's simulator, a redis-server and
 * the scripted model server. The fault suite starts it with Octokit's retry plugin on, as in
 * production (test/faults/fault-worker.ts).
 */
import { ProbotOctokit } from 'probot';
import type { IntakeProcessorFactory } from '../../src/queue/intake-queue.js';
import { createProductionPipeline } from '../../src/queue/production-pipeline.js';
import { startWorkerRuntime, type WorkerRuntime } from '../../src/queue/worker-runtime.js';
import type { CpuGate } from '../../src/core/ports.js';
import type { WorkerCpuGate } from '../../src/adapters/cpu/cpu-gate.js';
import { testPrivateKey, type AppHarness } from './harness.js';

export interface E2eWorkerOptions {
  concurrency?: number;
  /** Octokit's retry plugin (default off). Throttling stays off: it adds Bottleneck's waits, not behaviour. */
  sdkRetry?: boolean;
  /** The openai SDK's retries (default 1). */
  maxModelRetries?: number;
  /** The Redis blob cache's TTL (0: off; default an hour). */
  blobCacheTtlSeconds?: number;
  /** Serve the worker's /metrics and /healthz on a free port (worker.metricsServer). */
  metrics?: boolean;
  /** Run intake jobs in this runtime (the harness's own intake worker should then not autorun). */
  intake?: IntakeProcessorFactory;
  /** DYCODER_JOB_TIMEOUT_MS (default: the production default). */
  jobTimeoutMs?: number;
  /** Start without any model configured. */
  noModel?: boolean;
  configCacheSeconds?: number;
  /** WORKER_CPU_SLOTS and WORKER_CPU_WAIT_MS (default: the production defaults). */
  cpu?: { slots: number; waitMs: number };
  /** Wraps the worker's CPU gate before the pipeline gets it (to watch the steps that take it). */
  wrapCpuGate?: (gate: WorkerCpuGate) => CpuGate;
}

/** The model settings of every end-to-end worker: the scripted server through the openai SDK. */
export function e2eModelEnv(baseURL: string, maxRetries = 1) {
  return { provider: 'openai' as const, apiKey: 'sk-e2e', baseURL, model: 'scripted-coder', timeoutMs: 10_000, maxRetries, structuredOutput: 'off' as const };
}

export function startE2eWorker(h: AppHarness, redisUrl: string, modelBaseURL: string, opts: E2eWorkerOptions = {}): Promise<WorkerRuntime> {
  const env = {
    github: { appId: h.sim.appId, privateKey: testPrivateKey(), gheProtocol: 'http' as const, apiBaseUrl: h.sim.url },
    redisUrl,
    concurrency: opts.concurrency ?? 2,
    logLevel: 'fatal' as const,
    blobCacheTtlSeconds: opts.blobCacheTtlSeconds ?? 3600,
    model: opts.noModel === true ? { provider: 'none' as const } : e2eModelEnv(modelBaseURL, opts.maxModelRetries),
    ...(opts.jobTimeoutMs === undefined ? {} : { deadlines: { jobMs: opts.jobTimeoutMs, githubMs: 30_000, intakeMs: 60_000 } }),
    ...(opts.cpu === undefined ? {} : { cpu: opts.cpu }),
  };
  return startWorkerRuntime({
    env,
    prefix: h.prefix,
    Octokit: ProbotOctokit.defaults({ retry: { enabled: opts.sdkRetry ?? false }, throttle: { enabled: false } }),
    pipeline: { factory: ({ connection, log, metrics, cpuGate }) => createProductionPipeline(env, connection, log, metrics, undefined, opts.wrapCpuGate?.(cpuGate) ?? cpuGate) },
    ...(opts.metrics === true ? { metricsPort: 0, metricsHost: '127.0.0.1' } : {}),
    ...(opts.intake === undefined ? {} : { intake: opts.intake }),
    ...(opts.configCacheSeconds === undefined ? {} : { configCacheSeconds: opts.configCacheSeconds }),
  });
}

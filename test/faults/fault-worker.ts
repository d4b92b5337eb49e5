/**
 * The fault suite's worker: the production runtime and pipeline (real Probot auth, BullMQ, Redis,
 * GitHub repo source, generation through the openai SDK against the scripted server), with
 * Octokit's retry plugin ON by default, as in production, so the SDK's own retries are part of
 * what is tested. Throttling stays off (it would add Bottleneck's waits, not behaviour).
 */
import { ProbotOctokit } from 'probot';
import { createProductionPipeline } from '../../src/queue/production-pipeline.js';
import { startWorkerRuntime, type WorkerRuntime } from '../../src/queue/worker-runtime.js';
import { testPrivateKey, type AppHarness } from '../app/harness.js';

export interface FaultWorkerOptions {
  /** Octokit's retry plugin (default on). */
  sdkRetry?: boolean;
  maxModelRetries?: number;
}

export function startFaultWorker(h: AppHarness, redisUrl: string, modelBaseURL: string, opts: FaultWorkerOptions = {}): Promise<WorkerRuntime> {
  const env = {
    github: { appId: h.sim.appId, privateKey: testPrivateKey(), gheProtocol: 'http' as const, apiBaseUrl: h.sim.url },
    redisUrl,
    concurrency: 2,
    logLevel: 'fatal' as const,
    blobCacheTtlSeconds: 0,
    model: {
      provider: 'openai' as const,
      apiKey: 'sk-faults',
      baseURL: modelBaseURL,
      model: 'scripted-coder',
      timeoutMs: 10_000,
      maxRetries: opts.maxModelRetries ?? 0,
      structuredOutput: 'off' as const,
    },
  };
  return startWorkerRuntime({
    env,
    prefix: h.prefix,
    Octokit: ProbotOctokit.defaults({ retry: { enabled: opts.sdkRetry ?? true }, throttle: { enabled: false } }),
    pipeline: { factory: ({ connection, log }) => createProductionPipeline(env, connection, log) },
  });
}

/** Bot-authored PR comments, in order. */
export function botComments(h: AppHarness): string[] {
  return h.sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
}

/** A worker runtime with the production pipeline, wired to a harness's simulator, a redis-server and the scripted model server. */
import { ProbotOctokit } from 'probot';
import { createProductionPipeline } from '../../src/queue/production-pipeline.js';
import { startWorkerRuntime, type WorkerRuntime } from '../../src/queue/worker-runtime.js';
import { testPrivateKey, type AppHarness } from './harness.js';

export function startE2eWorker(h: AppHarness, redisUrl: string, modelBaseURL: string, concurrency = 2): Promise<WorkerRuntime> {
  const env = {
    github: { appId: h.sim.appId, privateKey: testPrivateKey(), gheProtocol: 'http' as const, apiBaseUrl: h.sim.url },
    redisUrl,
    concurrency,
    logLevel: 'fatal' as const,
    blobCacheTtlSeconds: 3600,
    model: { provider: 'openai' as const, apiKey: 'sk-e2e', baseURL: modelBaseURL, model: 'scripted-coder', timeoutMs: 10_000, maxRetries: 1, structuredOutput: 'off' as const },
  };
  return startWorkerRuntime({
    env,
    prefix: h.prefix,
    Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false } }),
    pipeline: { factory: ({ connection, log }) => createProductionPipeline(env, connection, log) },
  });
}

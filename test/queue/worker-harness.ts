/** An app harness (enqueue side) plus an in-process worker runtime on the same queue and simulator. */
import { ProbotOctokit } from 'probot';
import type { Job } from 'bullmq';
import { startWorkerRuntime, type WorkerRuntime } from '../../src/queue/worker-runtime.js';
import type { ImplementPipeline } from '../../src/queue/implement-worker.js';
import { testPrivateKey, type AppHarness, type SimEndpoint } from '../app/harness.js';

export function workerEnv(h: { sim: SimEndpoint }, redisUrl: string) {
  return {
    github: { appId: h.sim.appId, privateKey: testPrivateKey(), gheProtocol: 'http' as const, apiBaseUrl: h.sim.url },
    redisUrl,
    concurrency: 1,
    logLevel: 'fatal' as const,
  };
}

export function startTestWorker(h: AppHarness, redisUrl: string, pipeline: ImplementPipeline, extra: { lockDurationMs?: number; stalledIntervalMs?: number } = {}): Promise<WorkerRuntime> {
  return startWorkerRuntime({
    env: workerEnv(h, redisUrl),
    pipeline,
    prefix: h.prefix,
    Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false } }),
    ...extra,
  });
}

/** Resolves when the job reaches one of the states (polling Redis: no event races). */
export async function waitForState(h: Pick<AppHarness, 'queue'>, jobId: string, states: string[], timeoutMs = 20_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await h.queue.queue.getJob(jobId);
    // Fetch again once the state matches: the object read before may predate the transition.
    if (job !== undefined && states.includes(await job.getState())) return (await h.queue.queue.getJob(jobId)) ?? job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not reach ${states.join('/')} (now ${job ? await job.getState() : 'missing'})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

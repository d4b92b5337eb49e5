/**
 * The fault suite's worker: the production runtime and pipeline (test/app/e2e-worker.ts) with
 * Octokit's retry plugin ON by default, as in production, so the SDK's own retries are part of
 * what is tested; no model retries and no blob cache unless asked.
 */
import type { WorkerRuntime } from '../../src/queue/worker-runtime.js';
import type { AppHarness } from '../app/harness.js';
import { startE2eWorker } from '../app/e2e-worker.js';

export interface FaultWorkerOptions {
  /** Octokit's retry plugin (default on). */
  sdkRetry?: boolean;
  maxModelRetries?: number;
  jobTimeoutMs?: number;
}

export function startFaultWorker(h: AppHarness, redisUrl: string, modelBaseURL: string, opts: FaultWorkerOptions = {}): Promise<WorkerRuntime> {
  return startE2eWorker(h, redisUrl, modelBaseURL, { sdkRetry: opts.sdkRetry ?? true, maxModelRetries: opts.maxModelRetries ?? 0, blobCacheTtlSeconds: 0, ...(opts.jobTimeoutMs === undefined ? {} : { jobTimeoutMs: opts.jobTimeoutMs }) });
}

/** Bot-authored PR comments, in order. */
export function botComments(h: AppHarness): string[] {
  return h.sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
}

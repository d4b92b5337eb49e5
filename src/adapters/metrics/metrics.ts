/**
 * DyCoder's Prometheus metrics: one registry per process, made by `createMetrics` (no module
 * singleton, so tests and the in-process worker get their own). Labels never carry repository
 * contents or user text, and every label has a bounded set of values: fixed enums, GitHub route
 * templates, and model names / installation ids capped by `BoundedLabel`.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerQueueGauge, type QueueCountsReader } from './queue-gauges.js';

export const WEBHOOK_OUTCOMES = ['queued', 'duplicate', 'ignored', 'rejected', 'error'] as const;
export const JOB_OUTCOMES = ['posted', 'nothing-to-do', 'stale', 'failed'] as const;
export const JOB_STEPS = ['queue-wait', 'intake', 'retrieval', 'model', 'publish', 'total'] as const;

const KNOWN_EVENTS = new Set(['issue_comment', 'pull_request', 'pull_request_review_comment', 'installation', 'installation_repositories', 'ping']);

/**
 * Keeps a label's cardinality bounded: the first `max` distinct values pass, later ones become
 * "other". For values that come from configuration (model names) or from GitHub (installation ids).
 */
export class BoundedLabel {
  private readonly seen = new Set<string>();
  constructor(private readonly max: number) {}

  value(raw: string | number): string {
    const v = String(raw);
    if (this.seen.has(v)) return v;
    if (this.seen.size >= this.max) return 'other';
    this.seen.add(v);
    return v;
  }
}

export interface CreateMetricsOptions {
  /** Node.js process metrics (CPU, memory, event loop lag), as dycoder_process_* and dycoder_nodejs_*. */
  processMetrics?: boolean;
  /** Every queue's job counts by state, read at scrape time (`openQueueCounter(...).read`). */
  queueCounts?: QueueCountsReader;
  /** A scrape does not wait longer than this for the queue counts (default 1 s). */
  queueCountsTimeoutMs?: number;
  maxModels?: number;
  maxInstallations?: number;
}

const SECONDS_FAST = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const SECONDS_SLOW = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export function createMetrics(options: CreateMetricsOptions = {}) {
  const registry = new Registry();
  const registers = [registry];
  const models = new BoundedLabel(options.maxModels ?? 20);
  const installations = new BoundedLabel(options.maxInstallations ?? 1000);
  const reasons = new BoundedLabel(30);
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'dycoder_' });

  const metrics = {
    registry,
    webhookDeliveries: new Counter({ name: 'dycoder_webhook_deliveries_total', help: 'Webhook deliveries by event and outcome.', labelNames: ['event', 'outcome'] as const, registers }),
    webhookAck: new Histogram({ name: 'dycoder_webhook_ack_seconds', help: 'Time from receiving a webhook to answering it.', labelNames: ['event'] as const, buckets: SECONDS_FAST, registers }),
    jobs: new Counter({ name: 'dycoder_jobs_total', help: 'Finished implement jobs by outcome (failed: by reason).', labelNames: ['outcome', 'reason'] as const, registers }),
    jobSteps: new Histogram({ name: 'dycoder_job_step_seconds', help: 'Time spent in each step of an implement job.', labelNames: ['step'] as const, buckets: SECONDS_SLOW, registers }),
    cpuGateWait: new Histogram({ name: 'dycoder_cpu_gate_wait_seconds', help: 'Time a CPU-heavy step (parse, tokenize, validate) waited for a slot of the worker’s CPU gate.', labelNames: ['step'] as const, buckets: [0.001, ...SECONDS_FAST, 10, 30, 60], registers }),
    cpuGateTimeouts: new Counter({ name: 'dycoder_cpu_gate_timeouts_total', help: 'CPU-heavy steps that gave up waiting for a slot (WORKER_CPU_WAIT_MS).', labelNames: ['step'] as const, registers }),
    queueJobs: registerQueueGauge(registry, options.queueCounts, options.queueCountsTimeoutMs),
    githubRequests: new Counter({ name: 'dycoder_github_requests_total', help: 'GitHub REST requests by route template and status.', labelNames: ['route', 'status'] as const, registers }),
    githubRateLimitRemaining: new Gauge({ name: 'dycoder_github_rate_limit_remaining', help: 'Last x-ratelimit-remaining seen, per installation.', labelNames: ['installation'] as const, registers }),
    modelCalls: new Counter({ name: 'dycoder_model_calls_total', help: 'Chat-model calls by model and outcome.', labelNames: ['model', 'outcome'] as const, registers }),
    modelTokens: new Counter({ name: 'dycoder_model_tokens_total', help: 'Chat-model tokens by model and kind (prompt, completion).', labelNames: ['model', 'kind'] as const, registers }),
    modelLatency: new Histogram({ name: 'dycoder_model_call_seconds', help: 'Chat-model call latency by model.', labelNames: ['model'] as const, buckets: SECONDS_SLOW, registers }),
    filesRead: new Histogram({ name: 'dycoder_target_files_read', help: 'Files read to build one target’s context.', buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500], registers }),
    bytesRead: new Histogram({ name: 'dycoder_target_bytes_read', help: 'Bytes read to build one target’s context.', buckets: [1e3, 1e4, 5e4, 1e5, 5e5, 1e6, 5e6, 2e7], registers }),
    sourceChoice: new Counter({ name: 'dycoder_source_choice_total', help: 'How a job read the repository: per-file blobs or one archive.', labelNames: ['choice'] as const, registers }),
    cacheRequests: new Counter({ name: 'dycoder_cache_requests_total', help: 'Cache lookups by cache and result (hit, miss).', labelNames: ['cache', 'result'] as const, registers }),
    suggestionOutcomes: new Counter({ name: 'dycoder_suggestion_outcomes_total', help: 'Judged suggestion outcomes (applied, applied-with-edits, replaced, ...).', labelNames: ['outcome'] as const, registers }),
  };

  return {
    ...metrics,
    /** A label for an event name: GitHub's known events, anything else "other". */
    eventLabel: (event: string): string => (KNOWN_EVENTS.has(event) ? event : 'other'),
    modelLabel: (model: string): string => models.value(model),
    installationLabel: (id: number): string => installations.value(id),
    /** A failed job's reason: its error class name (ours are few), capped like the others. */
    reasonLabel: (error: unknown): string => reasons.value(error instanceof Error ? error.name : 'unknown'),
    /** Text exposition for a scrape. */
    scrape: (): Promise<string> => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type DycoderMetrics = ReturnType<typeof createMetrics>;

/**
 * The intake queue: what a webhook becomes before anything talks to GitHub. The webhook handler
 * only verifies, filters and adds one small job here (one Redis round trip, bounded in time), so
 * GitHub gets its answer at once; a worker then authorizes, reads the config and the pull request,
 * and queues the implement job (src/app/intake.ts). The job id is the delivery's natural key (the
 * comment id, or the PR head and action), so a redelivered webhook is one job.
 */
import { Queue, UnrecoverableError, Worker, type JobsOptions } from 'bullmq';
import { DEFAULT_QUEUE_PREFIX, pingsWithin, type RedisConnection } from '../adapters/redis/connection.js';
import { within } from '../core/deadline.js';
import type { ScopedLogger } from '../core/ports.js';
import { failureCause, isPermanent, retryDelayMs } from './errors.js';
import type { GitHubRequester, RequestPacer } from '../adapters/github/octokit.js';
import type { CheckRunRegistry } from './check-run-registry.js';
import { QueueUnavailableError, type ImplementQueue } from './implement-queue.js';
import { isConnectionError } from './implement-worker.js';
import type { SuggestionStore } from '../adapters/redis/suggestion-store.js';
import type { DycoderMetrics } from '../adapters/metrics/metrics.js';
import type { WarmStarts } from './warm-starts.js';
import type { ConfigTextCache } from '../adapters/redis/config-text-cache.js';
import type { EarlyThreadSettings } from '../adapters/github/archive-early-thread.js';
import { DEFAULT_INTAKE_TIMEOUT_MS, INTAKE_REPORT_GRACE_MS, IntakeDeadlineError } from './intake-deadline.js';

export const INTAKE_QUEUE_NAME = 'dycoder-intake';
const INTAKE_BACKOFF_TYPE = 'dycoder-intake-retry';

export const intakeJobOptions = {
  attempts: 5,
  backoff: { type: INTAKE_BACKOFF_TYPE, delay: 2_000 },
  // Kept a day so redeliveries stay deduplicated; a failed one is dropped so a redelivery can retry it.
  removeOnComplete: { age: 24 * 3600, count: 20_000 },
  removeOnFail: true,
} satisfies JobsOptions;

export interface IntakeQueue {
  /**
   * Adds the job unless one with this id exists; rejects with QueueUnavailableError when Redis
   * does not answer in time. `deliveryId` (the webhook delivery that asked) is for metrics only.
   */
  add(jobId: string, data: Record<string, unknown>, deliveryId?: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class BullIntakeQueue implements IntakeQueue {
  readonly queue: Queue;
  private readonly timeoutMs: number;

  /** The connection is the caller's (shared with the readiness probe); the caller closes it. */
  constructor(
    private readonly redis: RedisConnection,
    options: { prefix?: string; onError?: (error: Error) => void; timeoutMs?: number; jobOptions?: JobsOptions } = {},
  ) {
    // GitHub waits for the answer; an unreachable Redis must turn into a failed delivery within this.
    this.timeoutMs = options.timeoutMs ?? 1000;
    this.queue = new Queue(INTAKE_QUEUE_NAME, {
      connection: redis,
      prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
      defaultJobOptions: { ...intakeJobOptions, ...options.jobOptions },
    });
    this.queue.on('error', options.onError ?? (() => undefined));
    // Connect at start, not on the first delivery: that delivery's add would otherwise pay the
    // connection set-up inside its one-second budget (a false 503 on a busy host).
    void this.queue.waitUntilReady().catch(() => undefined);
  }

  async add(jobId: string, data: Record<string, unknown>): Promise<void> {
    // BullMQ ignores an add whose id exists: that is the whole dedup.
    await within(this.queue.add('intake', data, { jobId }), this.timeoutMs, () => new QueueUnavailableError(`Redis did not answer within ${this.timeoutMs} ms.`));
  }

  ping(timeoutMs = 1000): Promise<boolean> {
    return pingsWithin(this.redis, timeoutMs);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** What the intake step is given by the worker runtime. */
export interface IntakeDeps {
  queue: ImplementQueue;
  checkRuns: CheckRunRegistry;
  octokitFor(installationId: number): Promise<GitHubRequester>;
  pacerFor?(installationId: number): RequestPacer;
  /** Posted suggestions, judged on pushes and closing and summed up by `/dycoder stats`; without it both are off. */
  suggestions?: SuggestionStore;
  metrics?: Pick<DycoderMetrics, 'suggestionOutcomes'>;
  /** Shared with this process's implement worker: a queued command's first reads start at once. */
  warmStarts?: WarmStarts;
  /** Deadline of one GitHub call (DYCODER_GITHUB_TIMEOUT_MS; default 30 s). */
  githubTimeoutMs?: number;
  /** Automatic mode's `.github/dycoder.yml` reads, cached for a minute; none: read every time. */
  configCache?: ConfigTextCache;
  /**
   * A hedge's archive (a large repository), downloaded from the moment the intake has its link in a
   * thread of its own, with the job's limits (archive-early-thread.ts); none: its request is opened
   * early and its body read on the job's loop (archive-early-body.ts).
   */
  archiveThread?: EarlyThreadSettings;
}

export interface IntakeContext {
  jobId: string;
  log: ScopedLogger;
  /** No attempt follows this one if it fails: whoever asked must be told now. */
  finalAttempt: boolean;
  /** Aborted at the attempt's deadline with an IntakeDeadlineError: stop waiting, queue nothing more, tell the user if this is the last attempt. */
  signal: AbortSignal;
}

/** Decides and enqueues for one intake job; throws to retry, or a permanent error (errors.ts) to drop it. */
export type IntakeProcessor = (data: unknown, ctx: IntakeContext) => Promise<void>;

/** The entry points pass src/app's intake step (the queue layer does not import the app layer). */
export type IntakeProcessorFactory = (deps: IntakeDeps) => IntakeProcessor;

export interface StartIntakeWorkerOptions {
  connection: RedisConnection;
  /** Intake jobs wait on GitHub round trips and write pacing, not on the CPU: many run at once. */
  concurrency?: number;
  prefix?: string;
  log: ScopedLogger;
  /** false: the caller starts it with `worker.run()` (tests that look at the queue first). */
  autorun?: boolean;
  /** Deadline of one intake attempt (DYCODER_INTAKE_TIMEOUT_MS; default 60 s). */
  timeoutMs?: number;
}

export function startIntakeWorker(process: IntakeProcessor, options: StartIntakeWorkerOptions): Worker {
  const timeoutMs = options.timeoutMs ?? DEFAULT_INTAKE_TIMEOUT_MS;
  const worker = new Worker(
    INTAKE_QUEUE_NAME,
    async (job) => {
      const jobId = job.id ?? 'unknown';
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      // The processor hears the deadline through the signal (and tells the user); the outer bound
      // ends the attempt even if the telling hangs.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new IntakeDeadlineError(timeoutMs)), timeoutMs);
      try {
        const attempt = process(job.data, { jobId, log: options.log.child({ intakeJobId: jobId, attempt: job.attemptsMade + 1 }), finalAttempt, signal: controller.signal });
        await within(attempt, timeoutMs + INTAKE_REPORT_GRACE_MS, () => new IntakeDeadlineError(timeoutMs));
      } catch (error) {
        if (isPermanent(error) && !(error instanceof UnrecoverableError)) {
          options.log.warn({ err: error, intakeJobId: jobId }, 'intake job dropped (permanent failure)');
          throw new UnrecoverableError(error instanceof Error ? error.name : 'permanent failure');
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    {
      connection: options.connection,
      concurrency: options.concurrency ?? 64,
      prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
      // Longer than an attempt may take, so a live attempt never loses its lock.
      lockDuration: Math.max(60_000, timeoutMs + INTAKE_REPORT_GRACE_MS + 5_000),
      autorun: options.autorun ?? true,
      settings: {
        backoffStrategy: (attemptsMade, _type, error, job) => {
          const backoff = job?.opts.backoff;
          return retryDelayMs(attemptsMade, error, typeof backoff === 'object' ? (backoff.delay ?? intakeJobOptions.backoff.delay) : intakeJobOptions.backoff.delay);
        },
      },
    },
  );
  // Every failed attempt at warn with its cause (a DNS failure reads as one, not as "GitHub answered 500").
  worker.on('failed', (job, error) => options.log.warn({ intakeJobId: job?.id, attempt: job?.attemptsMade, cause: failureCause(error), err: error }, 'intake job failed'));
  worker.on('error', (error) => {
    // Lost connections are reported once by the runtime (RedisStatusLog), not once per retry.
    if (isConnectionError(error)) options.log.debug({ err: error }, 'intake worker lost its Redis connection');
    else options.log.error({ err: error }, 'intake worker error');
  });
  return worker;
}

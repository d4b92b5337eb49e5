/**
 * The implement queue: its name, the zod schema of a job, the deterministic job id that makes
 * redelivered webhooks and double comments run once, and the producer used by the webhook side.
 */
import { createHash } from 'node:crypto';
import { Queue, type JobsOptions } from 'bullmq';
import { DEFAULT_QUEUE_PREFIX, pingsWithin, type RedisConnection } from '../adapters/redis/connection.js';
import { within } from '../core/deadline.js';
import { HeadRuns } from './head-runs.js';
import { z } from 'zod';
import { implementJobSchema, jobTriggerSchema, type ImplementJob, type ImplementJobInput, type JobTarget, type JobTrigger } from './implement-job-schema.js';

export const IMPLEMENT_QUEUE_NAME = 'dycoder-implement';

export { implementJobSchema, jobTargetSchema, jobTriggerSchema, type ImplementJob, type ImplementJobInput, type JobTarget, type JobTrigger } from './implement-job-schema.js';

function targetKey(target: JobTarget): string {
  return target.kind === 'name' ? `name:${target.file ?? ''}::${target.name}` : `line:${target.file}#${target.line}`;
}

/**
 * installation + repo + PR + head SHA + sorted targets, hashed. BullMQ ignores an add whose id
 * already exists, which is the whole dedup mechanism; ids must not contain ':' so we use hex.
 */
export function implementJobId(job: Pick<ImplementJob, 'installationId' | 'owner' | 'repo' | 'pr' | 'headSha' | 'targets'> & { refineReply?: number }): string {
  if (job.refineReply !== undefined) {
    // One refine job per reply: a redelivered webhook runs it once, another reply runs again.
    const key = JSON.stringify([job.installationId, job.owner.toLowerCase(), job.repo.toLowerCase(), job.pr, job.headSha, job.refineReply]);
    return `refine-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
  }
  const targets = job.targets.map(targetKey).sort();
  const key = JSON.stringify([job.installationId, job.owner.toLowerCase(), job.repo.toLowerCase(), job.pr, job.headSha, targets]);
  return `impl-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

/** A custom BullMQ backoff: exponential, but a GitHub rate limit waits its `retry-after` (see errors.ts). */
export const RETRY_BACKOFF_TYPE = 'dycoder-retry';

export const implementJobOptions = {
  attempts: 4,
  backoff: { type: RETRY_BACKOFF_TYPE, delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
} satisfies JobsOptions;

export type EnqueueResult =
  | { status: 'queued'; jobId: string }
  | { status: 'duplicate'; jobId: string; state: string }
  /** The head's job that has not started yet took these targets over (head-runs.ts): no job, no check run of its own. */
  | { status: 'merged'; jobId: string; into: string };

/** What the webhook side needs from the queue; tests and the in-process mode use the same class. */
export interface ImplementQueue {
  /**
   * The state of the job holding `jobId` when it blocks a new request, else undefined. A failed
   * job never blocks; a completed one blocks only when it put suggestions on GitHub, or when
   * `trigger` is the very one it ran for (a redelivered webhook).
   */
  existing(jobId: string, trigger?: JobTrigger): Promise<string | undefined>;
  /** `priority`: BullMQ's (higher numbers wait; none goes first): automatic runs yield to commands. */
  enqueue(data: ImplementJobInput, options?: { jobId?: string; priority?: number }): Promise<EnqueueResult>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Redis did not answer in time; the webhook must not hang until GitHub gives up on it. */
export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';
  /** Probot's webhook middleware answers with this status, so GitHub records a failed delivery. */
  readonly status = 503;
}

function queueWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return within(promise, ms, () => new QueueUnavailableError(`The job queue did not answer within ${ms} ms.`));
}

const finishedSchema = z.object({ status: z.string(), posted: z.boolean().optional(), reviewed: z.boolean().optional(), incomplete: z.boolean().optional() });

/**
 * A completed job's result says every suggestion it could give for its head and targets is on
 * GitHub. A run the model answered only in part is not finished: a new command completes it.
 */
function leftSuggestions(result: unknown): boolean {
  const parsed = finishedSchema.safeParse(result);
  if (!parsed.success) return true; // unknown shape: err towards "done", as before
  return parsed.data.status === 'done' && (parsed.data.reviewed ?? parsed.data.posted === true) && parsed.data.incomplete !== true;
}

function sameTrigger(data: unknown, trigger: JobTrigger): boolean {
  const earlier = z.object({ trigger: jobTriggerSchema }).safeParse(data);
  return earlier.success && JSON.stringify(earlier.data.trigger) === JSON.stringify(jobTriggerSchema.parse(trigger));
}

export class BullImplementQueue implements ImplementQueue {
  readonly queue: Queue;
  /** BullMQ waits for a connection indefinitely; webhook-side calls give up after this long. */
  private readonly timeoutMs: number;
  private readonly heads: HeadRuns;

  /** The ioredis connection is shared with the caller (readiness probe, rate limiter); the caller closes it. */
  constructor(
    private readonly redis: RedisConnection,
    options: { prefix?: string; onError?: (error: Error) => void; jobOptions?: JobsOptions; timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.heads = new HeadRuns(redis, options.prefix ?? DEFAULT_QUEUE_PREFIX);
    this.queue = new Queue(IMPLEMENT_QUEUE_NAME, {
      connection: redis,
      // Hash-tagged (see queuePrefix) so all of the queue's keys share one Redis Cluster slot.
      prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
      defaultJobOptions: { ...implementJobOptions, ...options.jobOptions },
    });
    // An 'error' event without a listener would crash the webhook process when Redis blips.
    this.queue.on('error', options.onError ?? (() => undefined));
  }

  existing(jobId: string, trigger?: JobTrigger): Promise<string | undefined> {
    return queueWithin(this.existingState(jobId, trigger), this.timeoutMs);
  }

  private async existingState(jobId: string, trigger: JobTrigger | undefined): Promise<string | undefined> {
    const job = await this.queue.getJob(jobId);
    if (job === undefined) return undefined;
    const state = await job.getState();
    // A job that failed for good, or a finished run that left no or only some suggestions (model
    // outage, an empty or stale run), may be run again by the user with a new command on the same head.
    const rerunnable =
      state === 'failed' ||
      state === 'unknown' ||
      (state === 'completed' && !leftSuggestions(job.returnvalue) && trigger !== undefined && !sameTrigger(job.data, trigger));
    if (rerunnable) {
      await job.remove().catch(() => undefined);
      return undefined;
    }
    return state;
  }

  async enqueue(data: ImplementJobInput, options: { jobId?: string; priority?: number } = {}): Promise<EnqueueResult> {
    const parsed = implementJobSchema.parse(data);
    const jobId = options.jobId ?? implementJobId(parsed);
    const state = await this.existing(jobId, parsed.trigger);
    if (state !== undefined) return { status: 'duplicate', jobId, state };
    // Other targets on a head whose job has not started yet: that job takes them (one run, one review, one check run).
    const trigger = parsed.trigger;
    if (parsed.refine !== undefined) {
      // A refinement answers in its own thread: it never joins (or takes in) the head's implement run.
      await queueWithin(this.queue.add('refine', parsed, { jobId, ...(options.priority === undefined ? {} : { priority: options.priority }) }), this.timeoutMs);
      return { status: 'queued', jobId };
    }
    const notify = trigger.kind === 'auto' ? undefined : { kind: trigger.kind, commentId: trigger.commentId };
    // Join the head's job that has not started, or open this one, in one atomic step per attempt.
    // Open before the add: a worker that starts the job at once must find it open, or a merge could come too late.
    const { into } = await queueWithin(this.heads.joinOrOpen(parsed, jobId, parsed.targets, notify), this.timeoutMs);
    // Joined into a job of this very id (the same targets again, or this command retried after its add failed):
    // still add it, since that job may not exist yet; an add of an existing id changes nothing.
    if (into !== undefined && into !== jobId) return { status: 'merged', jobId, into };
    // A concurrent add with the same id is a no-op inside Redis, so a race still yields one job.
    await queueWithin(this.queue.add('implement', parsed, { jobId, ...(options.priority === undefined ? {} : { priority: options.priority }) }), this.timeoutMs);
    return { status: 'queued', jobId };
  }

  ping(timeoutMs = 1000): Promise<boolean> {
    return pingsWithin(this.redis, timeoutMs);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

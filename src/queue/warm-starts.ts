/**
 * Hand-off of a command's first reads from its intake to its implement job, when one worker
 * process runs both (as `npm run worker` does). The intake has just read the pull request to learn
 * its head; it starts the implement job's first reads (the PR's files, the head's tree, the
 * archive's link) beside enqueuing, and offers them here under the job's id. The implement job
 * takes them if it starts within a few seconds on its first attempt, which saves it one round
 * trip; otherwise it reads as usual. Offers are made only while this process's implement worker
 * has a free slot for each (a backlog would take the slot first, and the reads would go stale).
 * Process-local and bounded: nothing outlives the TTL, and a job run by another process simply
 * reads for itself.
 */
import type { EarlyReads } from '../adapters/github/gateway.js';
import type { PullRequestInfo } from '../adapters/github/pull-request.js';

export interface WarmStart {
  /** The PR as the intake read it, moments ago (the head the job was queued for). */
  pull: PullRequestInfo;
  reads: EarlyReads;
}

export interface WarmStartsOptions {
  /** How long an offer stays good (default 5 s): older reads are read again. */
  ttlMs?: number;
  /** Most offers held at once (default 64); the oldest go first. */
  max?: number;
  /** Jobs this process's implement worker runs at once: offers beyond its free slots are not made. */
  slots?: number;
  now?: () => number;
}

export class WarmStarts {
  private readonly offers = new Map<string, WarmStart & { at: number }>();
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;
  private readonly slots: number;
  private running = 0;

  constructor(opts: WarmStartsOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 5000;
    this.max = opts.max ?? 64;
    this.slots = opts.slots ?? Number.POSITIVE_INFINITY;
    this.now = opts.now ?? Date.now;
  }

  /** Whether a job queued now would likely start at once here: a free slot not promised to another offer. */
  hasRoom(): boolean {
    this.prune();
    return this.running + this.offers.size < this.slots;
  }

  /** The implement worker brackets each job with these, so that `hasRoom` knows its free slots. */
  started(): void {
    this.running += 1;
  }

  finished(): void {
    this.running = Math.max(0, this.running - 1);
  }

  offer(jobId: string, warm: WarmStart): void {
    this.prune();
    this.offers.delete(jobId);
    this.offers.set(jobId, { ...warm, at: this.now() });
    // Maps iterate in insertion order: the first keys are the oldest offers.
    for (const key of this.offers.keys()) {
      if (this.offers.size <= this.max) break;
      this.offers.delete(key);
    }
  }

  /** The offer for this job, once; undefined when none or too old. */
  take(jobId: string): WarmStart | undefined {
    const found = this.offers.get(jobId);
    this.offers.delete(jobId);
    if (found === undefined || this.now() - found.at > this.ttlMs) return undefined;
    return { pull: found.pull, reads: found.reads };
  }

  /** Withdraws an offer (the job was not queued after all). */
  withdraw(jobId: string): void {
    this.offers.delete(jobId);
  }

  get size(): number {
    return this.offers.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, offer] of this.offers) if (now - offer.at > this.ttlMs) this.offers.delete(key);
  }
}

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
 *
 * The intake reserves the offer before it enqueues and fills it in once the job is queued: the
 * local worker can pick the job up before the enqueue's own reply comes back, and it then waits
 * (briefly) for the offer instead of finding none.
 */
import type { EarlyReads } from '../adapters/github/gateway.js';
import type { PullRequestInfo } from '../adapters/github/pull-request.js';

export interface WarmStart {
  /** The PR as the intake read it, moments ago (the head the job was queued for). */
  pull: PullRequestInfo;
  reads: EarlyReads;
  /**
   * The intake creates the job's check run already in progress (the job starts here at once): the job
   * then sends no in-progress update of its own, so no feedback write competes with its reads, CPU and
   * review (session 19). Only the completed update is the job's, after the review.
   */
  checkRunInProgress?: boolean;
}

/** A reserved offer: filled in with the reads once its job is queued, or cancelled. */
export interface Reservation {
  fill(warm: WarmStart): void;
  cancel(): void;
}

interface Offer {
  at: number;
  warm: Promise<WarmStart | undefined>;
  settle: (warm: WarmStart | undefined) => void;
}

export interface WarmStartsOptions {
  /** How long an offer stays good (default 5 s): older reads are read again. */
  ttlMs?: number;
  /** Most offers held at once (default 64); the oldest go first. */
  max?: number;
  /** Longest a job waits for a reserved offer to be filled (default 1 s); then it reads for itself. */
  waitMs?: number;
  /** Jobs this process's implement worker runs at once: offers beyond its free slots are not made. */
  slots?: number;
  now?: () => number;
}

export class WarmStarts {
  private readonly offers = new Map<string, Offer>();
  private readonly ttlMs: number;
  private readonly waitMs: number;
  private readonly max: number;
  private readonly now: () => number;
  private readonly slots: number;
  private running = 0;

  constructor(opts: WarmStartsOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 5000;
    this.max = opts.max ?? 64;
    this.waitMs = opts.waitMs ?? 1000;
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

  /** Holds a place for this job's offer; the intake fills it in once the job is queued. */
  reserve(jobId: string): Reservation {
    this.prune();
    let settle: (warm: WarmStart | undefined) => void = () => undefined;
    const warm = new Promise<WarmStart | undefined>((resolve) => (settle = resolve));
    const offer: Offer = { at: this.now(), warm, settle };
    this.offers.delete(jobId);
    this.offers.set(jobId, offer);
    // Maps iterate in insertion order: the first keys are the oldest offers.
    for (const [key, old] of this.offers) {
      if (this.offers.size <= this.max) break;
      this.offers.delete(key);
      old.settle(undefined);
    }
    return {
      fill: (w) => offer.settle(w),
      cancel: () => {
        offer.settle(undefined);
        if (this.offers.get(jobId) === offer) this.offers.delete(jobId);
      },
    };
  }

  offer(jobId: string, warm: WarmStart): void {
    this.reserve(jobId).fill(warm);
  }

  /** The offer for this job, once; undefined when none, too old, cancelled, or not filled in time. */
  async take(jobId: string): Promise<WarmStart | undefined> {
    const found = this.offers.get(jobId);
    this.offers.delete(jobId);
    if (found === undefined || this.now() - found.at > this.ttlMs) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.waitMs);
      timer.unref();
    });
    try {
      return await Promise.race([found.warm, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  get size(): number {
    return this.offers.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, offer] of this.offers) {
      if (now - offer.at <= this.ttlMs) continue;
      this.offers.delete(key);
      offer.settle(undefined);
    }
  }
}

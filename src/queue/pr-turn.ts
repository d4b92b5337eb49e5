/**
 * A job's turn on its pull request (head-runs.ts): it runs only while it holds the PR's lock, and
 * takes over the targets and comments merged into it before it closes to merges. A job that finds
 * the lock taken waits behind the running one (BullMQ's delayed set, polled every `pollMs`).
 */
import { DelayedError, type Job } from 'bullmq';
import type { ScopedLogger } from '../core/ports.js';
import type { HeadRuns } from './head-runs.js';
import type { ImplementJob } from './implement-job-schema.js';
import type { NotifyTarget } from './notify-target.js';

export interface PrTurn {
  /** The job's data with every merged target. */
  job: ImplementJob;
  /** Comments of merged commands: they hear how the run ended. */
  notify: NotifyTarget[];
  release(): Promise<void>;
}

export interface PrTurnOptions {
  /** Longer than a job attempt's deadline: a killed worker's lock expires, a live one's never does. */
  lockTtlMs: number;
  pollMs?: number;
}

export async function takeTurn(heads: HeadRuns, job: Job, data: ImplementJob, token: string | undefined, log: ScopedLogger, opts: PrTurnOptions): Promise<PrTurn> {
  const jobId = job.id ?? 'unknown';
  if (!(await heads.acquire(data, jobId, opts.lockTtlMs))) {
    log.debug({}, 'another job of this pull request is running; waiting behind it');
    await job.moveToDelayed(Date.now() + (opts.pollMs ?? 500), token);
    throw new DelayedError();
  }
  try {
    const merged = await heads.close(data, jobId, data.targets);
    if (merged.notify.length > 0) log.info({ merged: merged.notify.length, targets: merged.targets.length }, 'commands on this head merged into this run');
    return { job: { ...data, targets: merged.targets }, notify: merged.notify, release: () => heads.release(data, jobId) };
  } catch (error) {
    await heads.release(data, jobId).catch(() => undefined);
    throw error;
  }
}

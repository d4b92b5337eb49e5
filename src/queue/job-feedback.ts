/**
 * What the worker tells the pull request while a job runs: the check run's progress, 🚀 or 😕 on
 * the command, and one comment on failure. Feedback never fails a job: a GitHub hiccup while
 * updating a check run is logged, not retried (the review is what matters).
 *
 * Nor does it slow one: finding (or creating) the check run and its in-progress updates run in
 * the background, one after another in the order they were asked for, while the job reads and
 * generates; only the final update (completed, stale, failed) is waited for, after the review.
 */
import type { CheckConclusion, CheckText, CommentTarget } from '../adapters/github/feedback.js';
import type { GitHubGateway } from '../adapters/github/gateway.js';
import type { ScopedLogger } from '../core/ports.js';
import type { CheckRunRegistry } from './check-run-registry.js';
import type { ImplementJob } from './implement-queue.js';
import type { NotifyTarget } from './notify-target.js';
import { suggestionsOnGitHub, type PipelineOutcome } from './job-types.js';

export const WORKING: CheckText = { title: 'Working', summary: 'Reading the pull request and retrieving context.' };
/** How long "Working" waits for the pipeline's own first progress text (one in-progress write, not two). */
export const STARTED_GRACE_MS = 1000;

type CheckRunUpdate =
  | { status: 'in_progress'; text: CheckText }
  | { status: 'completed'; conclusion: CheckConclusion; text: CheckText };

export class JobFeedback {
  private readonly comment: CommentTarget | undefined;
  private checkRunId: number | undefined;
  /** Check-run writes in order: the attach first, then each update once the one before is done. */
  private chain: Promise<void> = Promise.resolve();
  /** True when this worker created the check run in progress (so "started" has nothing to say). */
  private createdInProgress = false;
  /** True when the intake created it in progress for this job (a warm start): no in-progress write at all. */
  private inProgressByIntake = false;
  /** The in-progress text of the update waiting in the chain (not sent yet), if any. */
  private waitingText: { text: CheckText; unlessCreatedInProgress: boolean } | undefined;
  private startTimer: ReturnType<typeof setTimeout> | undefined;

  /** Comments of commands merged into this job (head-runs.ts): they get its 🚀 or 😕 too. */
  private readonly also: CommentTarget[];

  constructor(
    private readonly github: GitHubGateway,
    private readonly job: ImplementJob,
    private readonly log: ScopedLogger,
    notify: readonly NotifyTarget[] = [],
  ) {
    const t = job.trigger;
    this.comment = t.kind === 'auto' ? undefined : { kind: t.kind === 'comment' ? 'issue-comment' : 'review-comment', id: t.commentId };
    this.also = notify.map((n) => ({ kind: n.kind === 'comment' ? 'issue-comment' : 'review-comment', id: n.commentId }));
    this.checkRunId = job.checkRunId;
  }

  /**
   * Finds the check run the intake step created for this job, or creates it (already in progress:
   * one write, not a create and an update) when the intake step has not (yet): one check run per
   * job either way (see CheckRunRegistry). In the background: the job does not wait for it.
   */
  attachCheckRun(jobId: string, registry: CheckRunRegistry): void {
    if (this.checkRunId !== undefined) return;
    void this.enqueue(async () => {
      try {
        const found = await registry.lookup(jobId);
        if (typeof found === 'number') {
          this.checkRunId = found;
        } else if (found === 'none' && (await registry.claim(jobId))) {
          const id = await this.github.createCheck(this.job.headSha, WORKING, jobId, 'in_progress');
          this.checkRunId = id;
          this.createdInProgress = true;
          await registry.record(jobId, id);
        } else {
          this.log.warn({}, 'check run still being created elsewhere; this run will not update it');
        }
      } catch (error) {
        this.log.warn({ err: error }, 'could not find or create the check run');
      }
    });
  }

  private enqueue(write: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(write);
    return this.chain;
  }

  private async send(update: CheckRunUpdate): Promise<void> {
    const id = this.checkRunId;
    if (id === undefined) return;
    const write = update.status === 'in_progress' ? this.github.progressCheck(id, update.text) : this.github.completeCheck(id, update.conclusion, update.text);
    await write.catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not update the check run');
    });
  }

  private check(update: CheckRunUpdate): Promise<void> {
    return this.enqueue(() => this.send(update));
  }

  /**
   * An in-progress text, coalesced: updates asked for while an earlier one still waits in the
   * chain replace its text, so a burst ("Working", then "Retrieving…" a moment later) is one PATCH
   * (one write of the installation's burst fewer before the review's POST).
   */
  private inProgress(text: CheckText, unlessCreatedInProgress = false): void {
    if (this.inProgressByIntake) return;
    if (this.waitingText !== undefined) {
      this.waitingText = { text, unlessCreatedInProgress: this.waitingText.unlessCreatedInProgress && unlessCreatedInProgress };
      return;
    }
    this.waitingText = { text, unlessCreatedInProgress };
    void this.enqueue(async () => {
      const waiting = this.waitingText;
      this.waitingText = undefined;
      if (waiting === undefined || (waiting.unlessCreatedInProgress && this.createdInProgress)) return;
      await this.send({ status: 'in_progress', text: waiting.text });
    });
  }

  private async react(content: 'rocket' | 'confused'): Promise<void> {
    const targets = [...(this.comment === undefined ? [] : [this.comment]), ...this.also];
    // The gateway logs a refused reaction; a reaction never fails a job.
    await Promise.all(targets.map((target) => this.github.react(target, content)));
  }

  /**
   * The intake created this job's check run in progress ("Working"), knowing the job starts at once
   * (queue/warm-starts.ts): the job sends no in-progress update (neither "Working" nor the pipeline's
   * progress text), so its only check-run write is the completed one, after the review. The check run
   * is still found (or created in progress, if the intake's creation failed) for that update.
   */
  inProgressAtIntake(): void {
    this.inProgressByIntake = true;
  }

  /**
   * "Working", unless the pipeline says what it is doing within STARTED_GRACE_MS (it does after its
   * first reads): then that is the one in-progress write. Returns at once (the job does not wait).
   */
  started(): void {
    this.stopStartTimer();
    this.startTimer = setTimeout(() => {
      this.startTimer = undefined;
      this.inProgress(WORKING, true);
    }, STARTED_GRACE_MS);
    this.startTimer.unref?.();
  }

  private stopStartTimer(): void {
    if (this.startTimer !== undefined) clearTimeout(this.startTimer);
    this.startTimer = undefined;
  }

  /** Queued (coalesced with an update still waiting); resolves at once, so the pipeline never waits for a check-run update. */
  progress(summary: string): Promise<void> {
    this.stopStartTimer();
    this.inProgress({ title: 'Working', summary });
    return Promise.resolve();
  }

  stale(currentHead: string): Promise<void> {
    this.stopStartTimer();
    return this.check({
      status: 'completed',
      conclusion: 'skipped',
      text: { title: 'Superseded', summary: `A newer commit (${currentHead.slice(0, 7)}) was pushed; this run was dropped.` },
    });
  }

  async succeeded(outcome: PipelineOutcome): Promise<void> {
    // "success" means suggestions are on the pull request; an empty run is neutral, never success.
    const suggested = suggestionsOnGitHub(outcome);
    this.stopStartTimer();
    await this.check({
      status: 'completed',
      conclusion: suggested ? 'success' : 'neutral',
      text: { title: suggested ? (outcome.posted ? 'Suggestions posted' : 'Suggestions already posted') : 'No suggestion', summary: outcome.summary },
    });
    await this.react('rocket');
  }

  async failed(message: string, notify: boolean): Promise<void> {
    this.stopStartTimer();
    await this.check({ status: 'completed', conclusion: 'failure', text: { title: 'Failed', summary: message } });
    await this.react('confused');
    if (notify) {
      await this.github.comment(this.job.pr, message).catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not post the failure comment');
      });
    }
  }
}

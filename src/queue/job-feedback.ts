/**
 * What the worker tells the pull request while a job runs: the check run's progress, 🚀 or 😕 on
 * the command, and one comment on failure. Feedback never fails a job: a GitHub hiccup while
 * updating a check run is logged, not retried (the review is what matters).
 */
import type { CheckConclusion, CheckText, CommentTarget } from '../adapters/github/feedback.js';
import type { GitHubGateway } from '../adapters/github/gateway.js';
import type { ScopedLogger } from '../core/ports.js';
import type { CheckRunRegistry } from './check-run-registry.js';
import type { ImplementJob } from './implement-queue.js';
import { suggestionsOnGitHub, type PipelineOutcome } from './job-types.js';

type CheckRunUpdate =
  | { status: 'in_progress'; text: CheckText }
  | { status: 'completed'; conclusion: CheckConclusion; text: CheckText };

export class JobFeedback {
  private readonly comment: CommentTarget | undefined;
  private checkRunId: number | undefined;

  constructor(
    private readonly github: GitHubGateway,
    private readonly job: ImplementJob,
    private readonly log: ScopedLogger,
  ) {
    const t = job.trigger;
    this.comment = t.kind === 'auto' ? undefined : { kind: t.kind === 'comment' ? 'issue-comment' : 'review-comment', id: t.commentId };
    this.checkRunId = job.checkRunId;
  }

  /**
   * Finds the check run the webhook side created for this job, or creates it when the webhook
   * side has not (yet): one check run per job either way (see CheckRunRegistry).
   */
  async attachCheckRun(jobId: string, registry: CheckRunRegistry): Promise<void> {
    if (this.checkRunId !== undefined) return;
    try {
      const found = await registry.lookup(jobId);
      if (typeof found === 'number') {
        this.checkRunId = found;
      } else if (found === 'none' && (await registry.claim(jobId))) {
        const id = await this.github.createCheck(this.job.headSha, { title: 'Queued', summary: 'Starting.' }, jobId);
        this.checkRunId = id;
        await registry.record(jobId, id);
      } else {
        this.log.warn({}, 'check run still being created elsewhere; this run will not update it');
      }
    } catch (error) {
      this.log.warn({ err: error }, 'could not find or create the check run');
    }
  }

  private async check(update: CheckRunUpdate): Promise<void> {
    const id = this.checkRunId;
    if (id === undefined) return;
    const write = update.status === 'in_progress' ? this.github.progressCheck(id, update.text) : this.github.completeCheck(id, update.conclusion, update.text);
    await write.catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not update the check run');
    });
  }

  private async react(content: 'rocket' | 'confused'): Promise<void> {
    if (this.comment === undefined) return;
    // The gateway logs a refused reaction; a reaction never fails a job.
    await this.github.react(this.comment, content);
  }

  started(): Promise<void> {
    return this.check({ status: 'in_progress', text: { title: 'Working', summary: 'Reading the pull request and retrieving context.' } });
  }

  progress(summary: string): Promise<void> {
    return this.check({ status: 'in_progress', text: { title: 'Working', summary } });
  }

  stale(currentHead: string): Promise<void> {
    return this.check({
      status: 'completed',
      conclusion: 'skipped',
      text: { title: 'Superseded', summary: `A newer commit (${currentHead.slice(0, 7)}) was pushed; this run was dropped.` },
    });
  }

  async succeeded(outcome: PipelineOutcome): Promise<void> {
    // "success" means suggestions are on the pull request; an empty run is neutral, never success.
    const suggested = suggestionsOnGitHub(outcome);
    await this.check({
      status: 'completed',
      conclusion: suggested ? 'success' : 'neutral',
      text: { title: suggested ? (outcome.posted ? 'Suggestions posted' : 'Suggestions already posted') : 'No suggestion', summary: outcome.summary },
    });
    await this.react('rocket');
  }

  async failed(message: string, notify: boolean): Promise<void> {
    await this.check({ status: 'completed', conclusion: 'failure', text: { title: 'Failed', summary: message } });
    await this.react('confused');
    if (notify) {
      await this.github.comment(this.job.pr, message).catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not post the failure comment');
      });
    }
  }
}

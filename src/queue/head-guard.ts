/**
 * A GitHub job's look at the pull request's head before it writes (an implement job's review, a refine job's reply in
 * its thread): the model counted so that the head read leaves with its calls (pipeline/head-check.ts), and with the
 * pushes the app's webhooks recorded (PipelineRun.heads) the write waits for no GitHub read. Without a model, the PR is
 * read just before writing, as before.
 */
import type { ChatModel, ScopedLogger } from '../core/ports.js';
import { earlyHeadCheck, type EarlyHeadCheck } from '../pipeline/head-check.js';
import type { PipelineRun } from './job-types.js';

export interface HeadGuard {
  /** The model to run the job with (the head read leaves with its calls); undefined without a model. */
  readonly model: ChatModel | undefined;
  /** Every walk of the job is done reading (implementStubs' onRetrieved). */
  readsDone(): void;
  /** Whether a push replaced the job's head: the new head, or undefined to write. */
  movedTo(): Promise<string | undefined>;
  /** After the write: a head read still out then is looked at (a newer head is logged and recorded). */
  confirmAfterWriting(what: string): void;
  /** How the check was made ('early', 'late', 'webhooks'), for the job's stats; undefined when not made. */
  readonly made: Exclude<EarlyHeadCheck['made'], 'none'> | undefined;
}

export function headGuard(run: Pick<PipelineRun, 'job' | 'github' | 'heads'>, model: ChatModel | undefined, log: ScopedLogger): HeadGuard {
  const { job, github, heads } = run;
  const readHead = async (): Promise<string> => (await github.pullRequest(job.pr)).headSha;
  const check = model === undefined ? undefined : earlyHeadCheck(model, readHead, heads);
  let unconfirmed: Promise<string> | undefined;
  return {
    model: check?.model,
    readsDone: () => check?.readsDone(),
    async movedTo() {
      const verdict = check === undefined ? { movedTo: await readHead() } : await check.check(job.headSha);
      unconfirmed = 'pending' in verdict ? verdict.pending : undefined;
      return verdict.movedTo === undefined || verdict.movedTo === job.headSha ? undefined : verdict.movedTo;
    },
    confirmAfterWriting(what) {
      unconfirmed
        ?.then(async (head) => {
          if (head === job.headSha) return;
          log.warn({ headSha: job.headSha, currentHead: head }, `a push landed while the ${what} was posted and its webhook was not recorded yet: the ${what} is on the job head (GitHub marks changed lines outdated)`);
          await heads?.record(head);
        })
        .catch(() => undefined);
    },
    get made() {
      return check === undefined || check.made === 'none' ? undefined : check.made;
    },
  };
}

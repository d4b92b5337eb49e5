/**
 * The common tail of every trigger: given an authorized request with its targets and the
 * validated config, make sure exactly one job exists for it, and tell the user it is queued.
 * A duplicate (redelivered webhook, double comment) gets the 👀 but no second job or check run.
 */
import type { RepoConfig } from '../config/repo-config.js';
import { implementJobId, type EnqueueResult, type ImplementQueue, type JobTarget, type JobTrigger } from '../queue/implement-queue.js';
import { addReaction, createCheckRun, type CommentRef } from './github-feedback.js';
import type { GitHubClient, RepoRef } from './github-client.js';
import type { AppLogger } from './app-deps.js';

export interface ImplementRequest {
  octokit: GitHubClient;
  repo: RepoRef;
  installationId: number;
  pr: number;
  headSha: string;
  targets: JobTarget[];
  trigger: JobTrigger;
  config: RepoConfig;
  /** The command comment, for the 👀 reaction. */
  comment?: CommentRef;
  log: AppLogger;
}

function describeTargets(targets: JobTarget[]): string {
  if (targets.length === 0) return 'every stub this pull request adds';
  return targets.map((t) => (t.kind === 'line' ? `${t.file} line ${t.line}` : t.file ? `${t.file}::${t.name}` : t.name)).join(', ');
}

export async function requestImplement(queue: ImplementQueue, req: ImplementRequest): Promise<EnqueueResult> {
  const identity = { installationId: req.installationId, ...req.repo, pr: req.pr, headSha: req.headSha, targets: req.targets };
  const jobId = implementJobId(identity);
  const log = req.log.child({ jobId });

  // The 👀 does not depend on the outcome, so it goes out while the job is being queued.
  const reaction =
    req.comment === undefined
      ? Promise.resolve()
      : addReaction(req.octokit, req.repo, req.comment, 'eyes').catch((error: unknown) => {
          log.warn({ err: error }, 'could not add the 👀 reaction');
        });
  const state = await queue.existing(jobId);
  let result: EnqueueResult;
  if (state !== undefined) {
    result = { status: 'duplicate', jobId, state };
  } else {
    let checkRunId: number | undefined;
    try {
      checkRunId = await createCheckRun(req.octokit, req.repo, req.headSha, jobId, {
        title: 'Queued',
        summary: `DyCoder will implement ${describeTargets(req.targets)}.`,
      });
    } catch (error) {
      // The job is what matters; a missing check run (e.g. permission not granted yet) is only logged.
      log.warn({ err: error }, 'could not create the check run');
    }
    result = await queue.enqueue(
      {
        ...identity,
        trigger: req.trigger,
        config: req.config,
        ...(checkRunId === undefined ? {} : { checkRunId }),
        queuedAt: new Date().toISOString(),
      },
      { jobId },
    );
  }
  log.info({ status: result.status, targets: req.targets.length }, result.status === 'queued' ? 'job queued' : 'job already exists');

  await reaction;
  return result;
}

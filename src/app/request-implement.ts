/**
 * The common tail of every trigger: given an authorized request with its targets and the
 * validated config, make sure exactly one job exists for it, and tell the user it is queued.
 * A duplicate (redelivered webhook, double comment) gets the 👀 but no second job or check run.
 * The writes (👀, check run) happen after the webhook is answered: see BackgroundTasks.
 */
import type { CommentTarget } from '../adapters/github/feedback.js';
import type { GitHubGateway } from '../adapters/github/gateway.js';
import type { RepoConfig } from '../config/repo-config.js';
import type { ScopedLogger } from '../core/ports.js';
import { implementJobId, type EnqueueResult, type JobTarget, type JobTrigger } from '../queue/implement-queue.js';
import type { AppDeps } from './app-deps.js';
import { queueUnavailableReply } from './messages.js';

export interface ImplementRequest {
  github: GitHubGateway;
  installationId: number;
  pr: number;
  headSha: string;
  targets: JobTarget[];
  trigger: JobTrigger;
  config: RepoConfig;
  /** The command comment, for the 👀 reaction. */
  comment?: CommentTarget;
  log: ScopedLogger;
}

function describeTargets(targets: JobTarget[]): string {
  if (targets.length === 0) return 'every stub this pull request adds';
  return targets.map((t) => (t.kind === 'line' ? `${t.file} line ${t.line}` : t.file ? `${t.file}::${t.name}` : t.name)).join(', ');
}

export async function requestImplement(deps: AppDeps, req: ImplementRequest): Promise<EnqueueResult> {
  const identity = { installationId: req.installationId, ...req.github.repo, pr: req.pr, headSha: req.headSha, targets: req.targets };
  const jobId = implementJobId(identity);
  const log = req.log.child({ jobId });

  let result: EnqueueResult;
  try {
    const state = await deps.queue.existing(jobId, req.trigger);
    result =
      state !== undefined
        ? { status: 'duplicate', jobId, state }
        : await deps.queue.enqueue({ ...identity, trigger: req.trigger, config: req.config, queuedAt: new Date().toISOString() }, { jobId });
  } catch (error) {
    // Redis is down: say so where the user asked, and fail the delivery so GitHub records it (it can be redelivered).
    log.error({ err: error }, 'could not queue the job');
    if (req.comment !== undefined) deps.background.run(log, 'reply', () => req.github.comment(req.pr, queueUnavailableReply()));
    throw error;
  }
  log.info({ status: result.status, targets: req.targets.length }, result.status === 'queued' ? 'job queued' : 'job already exists');

  const { comment } = req;
  if (comment !== undefined) {
    deps.background.run(log, 'add the 👀 reaction', () => req.github.react(comment, 'eyes'));
  }
  if (result.status === 'queued') {
    deps.background.run(log, 'create the check run', async () => {
      // The worker may have started already and created it (see CheckRunRegistry).
      if (!(await deps.checkRuns.claim(jobId))) return;
      try {
        const id = await req.github.createCheck(req.headSha, { title: 'Queued', summary: `DyCoder will implement ${describeTargets(req.targets)}.` }, jobId);
        await deps.checkRuns.record(jobId, id);
      } catch (error) {
        await deps.checkRuns.release(jobId);
        throw error;
      }
    });
  }
  return result;
}

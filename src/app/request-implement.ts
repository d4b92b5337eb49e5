/**
 * The common tail of every trigger: given an authorized request with its targets and the
 * validated config, make sure exactly one job exists for it, and tell the user it is queued.
 * A duplicate (redelivered webhook, double comment) gets the 👀 but no second job or check run.
 * Runs in the intake step (a worker); the 👀 and the check run are written side by side.
 */
import type { CommentTarget } from '../adapters/github/feedback.js';
import type { GitHubGateway, PullArchiveLink } from '../adapters/github/gateway.js';
import type { PullRequestInfo } from '../adapters/github/pull-request.js';
import type { PullFileDiff } from '../adapters/github/pull-files.js';
import { firstReadPaths } from '../queue/github-pipeline.js';
import type { RepoConfig } from '../config/repo-config.js';
import type { ScopedLogger } from '../core/ports.js';
import { implementJobId, type EnqueueResult, type JobTarget, type JobTrigger } from '../queue/implement-queue.js';
import type { RefineRequest } from '../queue/implement-job-schema.js';
import type { IntakeDeps } from '../queue/intake-queue.js';
import type { BackgroundTasks } from './background.js';
import { WORKING } from '../queue/job-feedback.js';

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
  /** BullMQ priority of the implement job: automatic runs wait behind commands. */
  priority?: number;
  /** The PR as just read (a comment's intake reads it): lets the job start warm (queue/warm-starts.ts). */
  pull?: PullRequestInfo;
  /** The PR's files, asked for beside the PR read (a warm start's first reads then include the PR's own sources). */
  files?: Promise<PullFileDiff[]>;
  /** The archive link of the PR's head ref, asked for beside the PR read (a small repository's job downloads it first). */
  pullArchive?: PullArchiveLink;
  /** `.github/dycoder-instructions.md` as read with the config. */
  instructionsFile?: string;
  /** A refinement in a suggestion's thread (its answer is a reply there). */
  refine?: RefineRequest;
}

export type RequestDeps = Pick<IntakeDeps, 'queue' | 'checkRuns' | 'warmStarts'> & { background: BackgroundTasks };

function describeTargets(targets: JobTarget[], refine: RefineRequest | undefined): string {
  if (targets.length === 0) return 'every stub this pull request adds';
  if (refine !== undefined) return `a refinement of ${refine.file}::${refine.qualname}`;
  return targets.map((t) => (t.kind === 'line' ? `${t.file} line ${t.line}` : t.file ? `${t.file}::${t.name}` : t.name)).join(', ');
}

export async function requestImplement(deps: RequestDeps, req: ImplementRequest): Promise<EnqueueResult> {
  const identity = { installationId: req.installationId, ...req.github.repo, pr: req.pr, headSha: req.headSha, targets: req.targets };
  const refineReply = req.refine !== undefined && req.trigger.kind !== 'auto' ? req.trigger.commentId : undefined;
  const jobId = implementJobId({ ...identity, ...(refineReply === undefined ? {} : { refineReply }) });
  const log = req.log.child({ jobId });

  // A Redis failure here fails the intake attempt, which BullMQ retries with backoff. `enqueue`
  // looks for an existing job itself (a duplicate is reported, not added).
  // Reserved before enqueuing: this process's worker may pick the job up before the enqueue's
  // reply arrives, and then waits for the offer rather than finding none (warm-starts.ts).
  const pull = req.pull;
  const reserved = deps.warmStarts !== undefined && deps.warmStarts.hasRoom() && pull?.headSha === req.headSha ? deps.warmStarts.reserve(jobId) : undefined;
  // If this process runs the job, its first reads leave now, beside the enqueue's round trip to Redis (a
  // duplicate then costs these reads); most jobs take the archive (read-plan.ts), so its link comes along.
  // The PR's own source files go out with the tree (early-blobs.ts): the job's first reads are in hand when it starts.
  const reads = reserved !== undefined && pull !== undefined
    ? req.github.prefetch({ pull: req.pr, ref: req.headSha, archiveLink: true, earlyPaths: (files) => firstReadPaths(req.config, files), ...(req.files === undefined ? {} : { files: req.files }), ...(req.pullArchive === undefined ? {} : { pullArchive: req.pullArchive }) })
    : undefined;
  let result: EnqueueResult;
  try {
    result = await deps.queue.enqueue(
      {
        ...identity,
        trigger: req.trigger,
        config: req.config,
        queuedAt: new Date().toISOString(),
        ...(req.instructionsFile === undefined ? {} : { instructionsFile: req.instructionsFile }),
        ...(req.refine === undefined ? {} : { refine: req.refine }),
      },
      { jobId, ...(req.priority === undefined ? {} : { priority: req.priority }) },
    );
  } catch (error) {
    reserved?.cancel();
    throw error;
  }
  const said = { queued: 'job queued', duplicate: 'job already exists', merged: "merged into the head's job that has not started" } as const;
  log.info({ status: result.status, targets: req.targets.length, ...(result.status === 'merged' ? { into: result.into } : {}) }, said[result.status]);
  if (reserved !== undefined && pull !== undefined && reads !== undefined && result.status === 'queued') {
    // The job's archive download, opened by the intake, is this job's to read (the intake drops it otherwise).
    req.pullArchive?.body?.claim();
    req.pullArchive?.thread?.claim();
    reserved.fill({ pull, reads, checkRunInProgress: true });
  } else reserved?.cancel();
  // Offered to this process's worker, which starts it at once: the check run is created in progress,
  // and the job writes no in-progress update of its own (job-feedback.ts inProgressAtIntake).
  const startsHere = reserved !== undefined && pull !== undefined && result.status === 'queued';

  const { comment } = req;
  if (comment !== undefined) {
    deps.background.run(log, 'add the 👀 reaction', () => req.github.react(comment, 'eyes'));
  }
  if (result.status === 'queued') {
    deps.background.run(log, 'create the check run', async () => {
      // The worker may have started already and created it (see CheckRunRegistry).
      if (!(await deps.checkRuns.claim(jobId))) return;
      try {
        const id = startsHere
          ? await req.github.createCheck(req.headSha, WORKING, jobId, 'in_progress')
          : await req.github.createCheck(req.headSha, { title: 'Queued', summary: `DyCoder will implement ${describeTargets(req.targets, req.refine)}.` }, jobId);
        await deps.checkRuns.record(jobId, id);
      } catch (error) {
        await deps.checkRuns.release(jobId);
        throw error;
      }
    });
  }
  return result;
}

/**
 * The job processor, in the order a reader expects:
 *   1. validate the job data          5. check run → in_progress (in the background, from 3 on)
 *   2. per-installation rate limit    6. run the pipeline (retrieve, generate, publish)
 *   3. the job's GitHub gateway       7. check run → completed, 🚀 on the command
 *   4. read the PR once: drop the job if its head moved (stale) or the PR closed
 * Failures (decided in errors.ts): transient ones are rethrown for BullMQ's backoff; permanent
 * ones (and the last attempt of transient ones) tell the user once (check run, 😕, one comment)
 * and permanent ones become UnrecoverableError so they are not retried.
 */
import { DelayedError, UnrecoverableError, Worker, type Job } from 'bullmq';
import { createGitHubGateway } from '../adapters/github/gateway.js';
import type { GitHubRequester, RequestPacer } from '../adapters/github/octokit.js';
import type { DycoderMetrics } from '../adapters/metrics/metrics.js';
import { DEFAULT_QUEUE_PREFIX, type RedisConnection } from '../adapters/redis/connection.js';
import type { ScopedLogger } from '../core/ports.js';
import { IMPLEMENT_QUEUE_NAME, implementJobSchema } from './implement-queue.js';
import { failureCause, isPermanent, PermanentJobError, retryDelayMs, userMessage } from './errors.js';
import { JobFeedback } from './job-feedback.js';
import { suggestionsOnGitHub, type ImplementPipeline, type JobResult } from './job-types.js';
import type { RateLimiter } from './rate-limit.js';
import type { CheckRunRegistry } from './check-run-registry.js';
import type { WarmStarts } from './warm-starts.js';
import type { HeadRuns } from './head-runs.js';
import type { HeadMoves } from './head-moves.js';
import type { MemoryAdmission } from './memory-admission.js';
import type { ImplementJob } from './implement-job-schema.js';
import type { NotifyTarget } from './notify-target.js';
import { takeTurn } from './pr-turn.js';
import { within } from '../core/deadline.js';
import { DEFAULT_JOB_TIMEOUT_MS } from '../config/env.js';
import { JobDeadline } from './job-deadline.js';

export type { ImplementPipeline, JobResult, PipelineOutcome, PipelineRun } from './job-types.js';

export interface WorkerDeps {
  /** An installation Octokit; the worker wraps it in a GitHubGateway per job. */
  octokitFor(installationId: number): Promise<GitHubRequester>;
  pipeline: ImplementPipeline;
  rateLimiter: RateLimiter;
  /** Per-installation write pacing shared by every worker; none in tests that do not need it. */
  pacerFor?(installationId: number): RequestPacer;
  checkRuns: CheckRunRegistry;
  log: ScopedLogger;
  /** Job outcomes and step times (queue wait, intake, total); the pipeline meters its own steps. */
  metrics?: DycoderMetrics;
  /** First reads an intake of this process started for a job (warm-starts.ts). */
  warmStarts?: WarmStarts;
  /** Deadline of one job attempt (DYCODER_JOB_TIMEOUT_MS; default 120 s): the user hears by then. */
  jobTimeoutMs?: number;
  /** Deadline of one GitHub call (DYCODER_GITHUB_TIMEOUT_MS; default 30 s). */
  githubTimeoutMs?: number;
  /** The REST base URL (GHE_HOST): where GitHub Enterprise Server's GraphQL is follows from it. */
  githubApiBaseUrl?: string;
  /** One job per pull request at a time, commands on a head merged (head-runs.ts); none: jobs run side by side. */
  headRuns?: HeadRuns;
  /** The process's memory budget (memory-admission.ts): a job starts when there is room; none: at once. */
  admission?: MemoryAdmission;
  /** Pushes recorded from the app's synchronize webhooks (head-moves.ts): the job's check before posting. */
  headMoves?: Pick<HeadMoves, 'record' | 'movedFrom'>;
}

async function forgetCheckRun(deps: WorkerDeps, jobId: string, log: ScopedLogger): Promise<void> {
  await deps.checkRuns.forget(jobId).catch((error: unknown) => log.warn({ err: error }, 'could not forget the check run'));
}

export function createImplementProcessor(deps: WorkerDeps) {
  const process = processImplementJob(deps);
  // Busy slots, so that this process's intake offers warm starts only to jobs that can start at once.
  return async (job: Job, token?: string): Promise<JobResult> => {
    // Before its deadline starts: a job waits here only while the process is over its memory budget.
    const release = await deps.admission?.admit();
    deps.warmStarts?.started();
    try {
      return await process(job, token);
    } finally {
      deps.warmStarts?.finished();
      release?.();
    }
  };
}

function processImplementJob(deps: WorkerDeps) {
  return async (job: Job, token?: string): Promise<JobResult> => {
    const jobId = job.id ?? 'unknown';
    const parsed = implementJobSchema.safeParse(job.data);
    if (!parsed.success) {
      deps.log.error({ jobId, issues: parsed.error.issues.slice(0, 3) }, 'job data does not match the schema; dropped');
      throw new UnrecoverableError('job data does not match the schema');
    }
    const data = parsed.data;
    const m = deps.metrics;
    const startedAt = Date.now();
    if (job.attemptsMade === 0) m?.jobSteps.observe({ step: 'queue-wait' }, Math.max(0, startedAt - job.timestamp) / 1000);
    const finish = (outcome: 'posted' | 'nothing-to-do' | 'stale' | 'failed', reason = ''): void => {
      m?.jobs.inc({ outcome, reason });
      m?.jobSteps.observe({ step: 'total' }, (Date.now() - startedAt) / 1000);
    };
    const log = deps.log.child({ jobId, repo: `${data.owner}/${data.repo}`, pr: data.pr, attempt: job.attemptsMade + 1 });

    const lane = data.trigger.kind === 'auto' ? 'auto' : 'command';
    const wait = await deps.rateLimiter.reserve(data.installationId, jobId, data.config.jobsPerHour, lane);
    if (wait > 0) {
      log.info({ waitMs: wait, jobsPerHour: data.config.jobsPerHour, lane }, 'installation over its hourly job limit; job delayed');
      await job.moveToDelayed(Date.now() + wait, token);
      throw new DelayedError();
    }

    const turn = deps.headRuns === undefined
      ? undefined
      : await takeTurn(deps.headRuns, job, data, token, log, { lockTtlMs: (deps.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS) + 60_000 });
    try {
      return await runAttempt(deps, job, jobId, turn?.job ?? data, turn?.notify ?? [], log, finish, turn !== undefined);
    } finally {
      // The next job of this pull request may start (and will see this run's review).
      await turn?.release().catch((error: unknown) => log.warn({ err: error }, 'could not release the pull request lock'));
    }
  };
}

type Finish = (outcome: 'posted' | 'nothing-to-do' | 'stale' | 'failed', reason?: string) => void;

async function runAttempt(deps: WorkerDeps, job: Job, jobId: string, data: ImplementJob, notify: NotifyTarget[], log: ScopedLogger, finish: Finish, exclusive: boolean): Promise<JobResult> {
  const m = deps.metrics;
  const startedAt = Date.now();
  const deadline = new JobDeadline(deps.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS);
  const bounded = <T>(work: Promise<T>, step: string): Promise<T> => within(work, deadline.forPipeline(), () => deadline.error(step));
  const pace = deps.pacerFor?.(data.installationId);
  // Started by this process's intake moments ago, for this head: the PR read and the first reads are done or under way.
  const offered = job.attemptsMade === 0 ? await deps.warmStarts?.take(jobId) : undefined;
  const warm = offered?.pull.headSha === data.headSha && offered.reads.ref === data.headSha ? offered : undefined;
  const github = createGitHubGateway({
    octokit: await deps.octokitFor(data.installationId),
    repo: { owner: data.owner, repo: data.repo },
    logger: log,
    ...(pace === undefined ? {} : { pace }),
    ...(warm === undefined ? {} : { early: warm.reads }),
    ...(deps.githubTimeoutMs === undefined ? {} : { timeoutMs: deps.githubTimeoutMs }),
    ...(deps.githubApiBaseUrl === undefined ? {} : { apiBaseUrl: deps.githubApiBaseUrl }),
  });
  const feedback = new JobFeedback(github, data, log, notify);
  if (warm?.checkRunInProgress === true) feedback.inProgressAtIntake();
  // In the background, beside the PR read: the check run never holds the job up.
  feedback.attachCheckRun(jobId, deps.checkRuns);
  // Every job reads the PR's files and the head's tree: they go out with the PR read, one round trip for all three.
  // Most jobs read enough to take the archive (read-plan.ts): its download link comes along.
  // (Cold, the PR's files and the tree arrive together, so reading the PR's own sources early would
  // save no round: only a warm start, whose intake asked for the files with the PR, does it.)
  // A refinement names its target by its thread and reads no PR files: none are asked for.
  if (warm === undefined) github.prefetch({ pull: data.pr, ref: data.headSha, archiveLink: true, ...(data.refine === undefined ? {} : { withFiles: false }) });
  try {
    const pull = warm?.pull ?? (await bounded(github.pullRequest(data.pr), 'reading the pull request'));
    if (!pull.open) throw new PermanentJobError('The pull request is closed; nothing was run.', false);
    if (pull.headSha !== data.headSha) {
      log.info({ headSha: data.headSha, currentHead: pull.headSha }, 'stale job dropped: the pull request head moved since it was queued');
      await feedback.stale(pull.headSha);
      finish('stale');
      return { status: 'stale', headSha: data.headSha, currentHead: pull.headSha };
    }

    feedback.started();
    m?.jobSteps.observe({ step: 'intake' }, (Date.now() - startedAt) / 1000);
    // The job's first read: the PR read above (with its files and tree), or the intake's that started them.
    const firstRead = Math.min(startedAt, warm?.reads.startedAt ?? startedAt);
    const moves = deps.headMoves;
    const where = { installationId: data.installationId, owner: data.owner, repo: data.repo, pr: data.pr };
    const heads = moves === undefined ? undefined : { movedFrom: () => moves.movedFrom(where, data.headSha), record: (after: string) => moves.record(where, data.headSha, after) };
    const run = deps.pipeline({ job: data, jobId, github, pull, headRepo: pull.headRepo, log, progress: (text) => feedback.progress(text), deadline, startedAt: firstRead, exclusive, ...(heads === undefined ? {} : { heads }) });
    // Past the deadline the pipeline may still be running: it checks the deadline before posting anything.
    run.catch(() => undefined);
    const outcome = await bounded(run, 'retrieving context and generating');
    if (outcome.staleHead !== undefined) {
      log.info({ headSha: data.headSha, currentHead: outcome.staleHead }, 'stale job dropped: the pull request head moved while it ran');
      await feedback.stale(outcome.staleHead);
      finish('stale');
      return { status: 'stale', headSha: data.headSha, currentHead: outcome.staleHead };
    }
    await feedback.succeeded(outcome);
    finish(outcome.posted ? 'posted' : 'nothing-to-do');
    log.info({ posted: outcome.posted, githubRequests: github.stats.requests }, 'job done');
    const reviewed = suggestionsOnGitHub(outcome);
    // A run that left no or only some suggestions may be asked for again; that run gets a check run of its own.
    if (!reviewed || outcome.incomplete === true) await forgetCheckRun(deps, jobId, log);
    return {
      status: 'done',
      posted: outcome.posted,
      reviewed,
      ...(outcome.incomplete === true ? { incomplete: true } : {}),
      ...(outcome.reviewUrl === undefined ? {} : { reviewUrl: outcome.reviewUrl }),
      ...(outcome.stats === undefined ? {} : { stats: outcome.stats }),
    };
  } catch (error) {
    const permanent = isPermanent(error);
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    log.warn({ err: error, cause: failureCause(error), permanent, lastAttempt }, 'job attempt failed');
    if (permanent || lastAttempt) {
      finish('failed', m?.reasonLabel(error) ?? '');
      const notify = !(error instanceof PermanentJobError) || error.notify;
      await feedback.failed(userMessage(error, jobId), notify);
      await forgetCheckRun(deps, jobId, log);
    }
    if (permanent && !(error instanceof UnrecoverableError)) throw new UnrecoverableError(userMessage(error, jobId));
    throw error;
  }
}

export interface StartWorkerOptions {
  /** Must be created with `maxRetriesPerRequest: null` (BullMQ's blocking commands need it). */
  connection: RedisConnection;
  concurrency: number;
  prefix?: string;
  /** How long a job's lock lives without renewal; a killed worker's job is retried after it. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

export function startImplementWorker(deps: WorkerDeps, options: StartWorkerOptions): Worker {
  const worker = new Worker(IMPLEMENT_QUEUE_NAME, createImplementProcessor(deps), {
    connection: options.connection,
    concurrency: options.concurrency,
    prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
    lockDuration: options.lockDurationMs ?? 60_000,
    stalledInterval: options.stalledIntervalMs ?? 30_000,
    // A job whose worker died is retried once by BullMQ's stall check, then fails.
    maxStalledCount: 1,
    // BullMQ asks this only for jobs queued with RETRY_BACKOFF_TYPE: they wait per errors.ts (GitHub's retry-after included).
    settings: {
      backoffStrategy: (attemptsMade, _type, error, job) => {
        const backoff = job?.opts.backoff;
        return retryDelayMs(attemptsMade, error, typeof backoff === 'object' ? (backoff.delay ?? 5_000) : 5_000);
      },
    },
  });
  worker.on('failed', (job, error) => {
    deps.log.warn({ jobId: job?.id, err: error }, 'job failed');
  });
  worker.on('error', (error) => {
    // Lost connections are reported once by the runtime (RedisStatusLog), not once per retry.
    if (isConnectionError(error)) deps.log.debug({ err: error }, 'worker lost its Redis connection');
    else deps.log.error({ err: error }, 'worker error');
  });
  return worker;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

export function isConnectionError(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return (typeof code === 'string' && CONNECTION_CODES.has(code)) || /Connection is closed|connect ETIMEDOUT/.test(error.message);
}

export { installGracefulShutdown } from './graceful-shutdown.js';

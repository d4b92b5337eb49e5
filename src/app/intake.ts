/**
 * The intake step, run by a worker for each intake job (src/queue/intake-queue.ts): everything a
 * webhook used to do while GitHub waited. Commands: permission, config and PR read in parallel,
 * then a reply (unauthorized, help, invalid, closed) or the implement job with its 👀 and queued
 * check run. Automatic mode: the config, then the author's permission unless `autoFor: everyone`.
 * The writes of one intake job run side by side and the job ends when they are done.
 */
import { createGitHubGateway, type GitHubGateway, type PullArchiveLink } from '../adapters/github/gateway.js';
import { intakeArchiveKind } from '../adapters/github/read-plan.js';
import { archiveLimitsOf, DEFAULT_JOB_LIMITS } from '../adapters/github/job-limits.js';
import type { ConfigKey, ConfigTextCache } from '../adapters/redis/config-text-cache.js';
import { invalidConfigComment } from '../config/repo-config.js';
import type { ScopedLogger } from '../core/ports.js';
import type { JobTarget } from '../queue/implement-queue.js';
import { intakeFailureMessage, isPermanent } from '../queue/errors.js';
import { untilAborted } from '../queue/intake-deadline.js';
import type { IntakeDeps, IntakeProcessor } from '../queue/intake-queue.js';
import { BackgroundTasks } from './background.js';
import { namedJobTargets, replyLater, runnableCommand, usableConfig, type GateContext } from './command-gate.js';
import { commandOf, intakeJobSchema, type IntakeJob } from './intake-job.js';
import { helpReply, notOpenReply, STATS_OFF_REPLY } from './messages.js';
import { judgeOutcomes, statsReply, type OutcomeDeps } from './outcome-intake.js';
import { addInstructions, readRepoConfig, type ConfigReads } from './read-config.js';
import { refineIntake } from './refine-intake.js';
import { requestImplement, type RequestDeps } from './request-implement.js';

export const LEFT_SIDE_REPLY =
  'DyCoder implements functions in the new version of the file: put `/dycoder implement` on a line of the right-hand (new) side of the diff.';

/** BullMQ priority of automatic runs: commands (no priority) are taken first. */
export const AUTO_PRIORITY = 10;

type CommandJob = Extract<IntakeJob, { event: 'issue-comment' | 'review-comment' }>;
type PullJob = Extract<IntakeJob, { event: 'pull-request' }>;

interface Step {
  deps: RequestDeps;
  /** A hedge's archive downloads in a thread started at intake (IntakeDeps.archiveThread). */
  archiveThread?: IntakeDeps['archiveThread'];
  outcomes?: OutcomeDeps;
  /** Automatic mode's config reads, cached briefly (pushes come in bursts). */
  configCache?: ConfigTextCache;
  github: GitHubGateway;
  log: ScopedLogger;
  /** Aborted at the intake's deadline: work abandoned then must not queue a job after the user was told. */
  signal?: AbortSignal;
}

async function commandIntake(job: CommandJob, step: Step): Promise<void> {
  const { github, log } = step;
  if (job.event === 'review-comment' && job.command.kind === 'refine') {
    const suggestions = step.outcomes?.suggestions;
    await refineIntake(job, job.command.instruction, { deps: step.deps, github, log, ...(suggestions === undefined ? {} : { suggestions }) });
    return;
  }
  const needsJob = job.command.kind === 'implement';
  // The PR's files too, when this process's worker may start the job warm (warm-starts.ts): with the
  // head from the PR read they let the job's first file reads go out beside the tree. A read only
  // (nothing the user sees comes before the permission check); unused when the commenter may not write.
  const files = needsJob && step.deps.warmStarts?.hasRoom() === true ? github.pullFiles(job.pr) : undefined;
  files?.catch(() => undefined);
  // A repository small enough to take whole (by the payload's size): the archive link of the PR's
  // head ref goes out in this round too, so the job's download is its next round trip, not the one
  // after the tree. A read only; the job checks that the archive is of the head it works on.
  // A larger one the job would hedge with its archive: the link comes along too, and the job's download
  // starts beside the tree instead of a round trip after it (read-plan.ts intakeArchiveKind).
  const sizeKb = job.event === 'issue-comment' ? job.repoSizeKb : undefined;
  const archiveKind = files !== undefined ? intakeArchiveKind(sizeKb, (step.archiveThread?.limits ?? archiveLimitsOf(DEFAULT_JOB_LIMITS)).maxTotalBytes) : undefined;
  const permission = github.permission(job.login);
  // Its download's request leaves as soon as the link is in and the commenter may write, not when the
  // worker starts the job (archive-early-body.ts); dropped below unless this process's job takes it.
  // A hedge's download goes to a thread of its own then (archive-early-thread.ts), with the job's limits.
  const pullArchive = archiveKind === undefined ? undefined : github.pullArchiveLink(job.pr, sizeKb ?? 0, archiveKind, permission.then((a) => a.allowed, () => false), step.archiveThread);
  try {
    await commandWithReads(job, step, { permission, files, pullArchive, needsJob });
  } finally {
    pullArchive?.body?.dropUnclaimed('no job of this process reads it');
    pullArchive?.thread?.dropUnclaimed('no job of this process reads it');
  }
}

interface CommandReads {
  permission: ReturnType<GitHubGateway['permission']>;
  files: ReturnType<GitHubGateway['pullFiles']> | undefined;
  pullArchive: PullArchiveLink | undefined;
  needsJob: boolean;
}

async function commandWithReads(job: CommandJob, step: Step, { permission, files, pullArchive, needsJob }: CommandReads): Promise<void> {
  const { github, log } = step;
  // Independent reads in parallel; a review comment's payload already carries the PR head.
  const [auth, config, pull] = await Promise.all([
    permission,
    needsJob ? readRepoConfig(github) : undefined,
    needsJob && job.event === 'issue-comment' ? github.pullRequest(job.pr) : undefined,
  ]);
  const gate: GateContext = { background: step.deps.background, log, github, pr: job.pr, login: job.login, comment: { kind: job.event, id: job.commentId } };
  const runnable = runnableCommand(gate, commandOf(job.command), auth);
  if (runnable === undefined) return;
  if (runnable.kind === 'stats') {
    const repo = { installationId: job.installationId, owner: job.owner, repo: job.repo };
    replyLater(gate, step.outcomes === undefined ? STATS_OFF_REPLY : await statsReply(step.outcomes, repo));
    return;
  }
  if (runnable.kind === 'refine') {
    // Only a reply in a review thread refines (above); anywhere else it is an unknown subcommand.
    replyLater(gate, helpReply(runnable.instruction.split(/\s+/)[0]?.slice(0, 40)));
    return;
  }
  const open = job.event === 'issue-comment' ? pull?.open === true : job.open;
  if (!open) {
    replyLater(gate, notOpenReply());
    return;
  }
  let targets: JobTarget[] = namedJobTargets(runnable.targets);
  if (job.event === 'review-comment' && targets.length === 0) {
    if (job.side === 'LEFT' || job.line === undefined) {
      replyLater(gate, LEFT_SIDE_REPLY);
      return;
    }
    targets = [{ kind: 'line', file: job.path, line: job.line }];
  }
  const repoConfig = usableConfig(gate, config);
  const headSha = job.event === 'issue-comment' ? pull?.headSha : job.headSha;
  if (repoConfig === undefined || headSha === undefined) return;
  const kind = job.event === 'issue-comment' ? 'comment' : 'review-comment';
  step.signal?.throwIfAborted();
  await requestImplement(step.deps, {
    github,
    installationId: job.installationId,
    pr: job.pr,
    headSha,
    targets,
    trigger: { kind, commentId: job.commentId, login: job.login },
    config: repoConfig,
    comment: { kind: job.event, id: job.commentId },
    log,
    ...(pull === undefined ? {} : { pull }),
    ...(files === undefined ? {} : { files }),
    ...(pullArchive === undefined ? {} : { pullArchive }),
    ...(config?.ok === true && config.instructionsFile !== undefined ? { instructionsFile: config.instructionsFile } : {}),
  });
}

/** The gateway's config reads through the cache: a Redis hit costs no GitHub request; a Redis failure falls back to GitHub. */
function cachedConfigReads(github: GitHubGateway, cache: ConfigTextCache, key: ConfigKey): ConfigReads {
  const through = async (file: string, read: () => Promise<string | undefined>): Promise<string | undefined> => {
    const fileKey = { installationId: key.installationId, owner: key.owner, repo: key.repo, file };
    const cached = await cache.get(fileKey).catch(() => undefined);
    if (cached !== undefined) return cached ?? undefined;
    const text = await read();
    await cache.set(fileKey, text ?? null).catch(() => undefined);
    return text;
  };
  return {
    configText: (file) => through(file, () => github.configText(file)),
    ownConfigText: (file) => through(`own:${file}`, () => github.ownConfigText(file)),
    configFolder: async () => {
      const listing = await through('(folder)', async () => JSON.stringify(await github.configFolder()));
      const parsed: unknown = JSON.parse(listing ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
    },
  };
}

async function autoIntake(job: PullJob, step: Step): Promise<void> {
  const { github, log } = step;
  if ((job.action === 'synchronize' || job.action === 'closed') && step.outcomes !== undefined) {
    const state = job.action !== 'closed' ? 'open' : job.merged === true ? 'merged' : 'closed';
    await judgeOutcomes(step.outcomes, github, { installationId: job.installationId, owner: job.owner, repo: job.repo, pr: job.pr, headSha: job.headSha, state }, log);
  }
  if (job.action === 'closed') return;
  const configText = step.configCache === undefined ? github : cachedConfigReads(github, step.configCache, job);
  const settings = await readRepoConfig(configText, { instructions: false });
  // The instructions file is read only when a run may follow (most pushes need `auto` only).
  const config = settings.ok && settings.config.auto ? await addInstructions(configText, settings) : settings;
  if (!config.ok) {
    // Said once per pull request (when opened), not on every push.
    log.warn({ field: config.field }, 'invalid .github/dycoder.yml; automatic mode skipped');
    if (job.action === 'opened') step.deps.background.run(log, 'reply', () => github.comment(job.pr, invalidConfigComment(config.field, config.message, config.file, config.ignored)));
    return;
  }
  if (!config.config.auto) return;
  if (job.draft && !config.config.autoOnDrafts) {
    log.debug({}, 'draft pull request; automatic mode waits for ready_for_review');
    return;
  }
  if (config.config.autoFor !== 'everyone') {
    // Strangers' pull requests spend nobody's budget unless the repository opts in.
    const auth = await github.permission(job.author);
    if (!auth.allowed) {
      log.info({ author: job.author, role: auth.role }, 'automatic mode skipped: the author has no write access (autoFor: collaborators)');
      return;
    }
  }
  step.signal?.throwIfAborted();
  await requestImplement(step.deps, {
    github,
    installationId: job.installationId,
    pr: job.pr,
    headSha: job.headSha,
    targets: [],
    trigger: { kind: 'auto', action: job.action },
    config: config.config,
    log,
    priority: AUTO_PRIORITY,
    ...(config.instructionsFile === undefined ? {} : { instructionsFile: config.instructionsFile }),
  });
}

/**
 * The intake of a command gave up (its last attempt failed, or a permanent error): the user who
 * asked gets one reply and a 😕. No 👀 is on the comment (it is added only once a job is queued),
 * so nothing suggests that work is going on. Automatic runs had nobody asking: the log says it.
 */
async function tellGaveUp(job: IntakeJob, github: GitHubGateway, error: unknown, jobId: string, log: ScopedLogger): Promise<void> {
  if (job.event === 'pull-request') {
    log.warn({ err: error }, 'intake of a pull request event gave up; no automatic run');
    return;
  }
  log.warn({ err: error }, 'intake of a command gave up; replying');
  const comment = { kind: job.event, id: job.commentId } as const;
  await Promise.all([
    github.comment(job.pr, intakeFailureMessage(error, jobId)).catch((replyError: unknown) => log.warn({ err: replyError }, 'could not post the intake failure reply')),
    github.react(comment, 'confused'),
  ]);
}

export function createIntakeProcessor(deps: IntakeDeps): IntakeProcessor {
  return async (data, ctx) => {
    // A ZodError is permanent (queue/errors.ts): the job is dropped, not retried.
    const job = intakeJobSchema.parse(data);
    const log = ctx.log.child({ repo: `${job.owner}/${job.repo}`, pr: job.pr, event: job.event });
    const pace = deps.pacerFor?.(job.installationId);
    const github = createGitHubGateway({
      // Inside the deadline too; past it nobody can be told (the reply needs this token), the log says it.
      octokit: await untilAborted(deps.octokitFor(job.installationId), ctx.signal),
      repo: { owner: job.owner, repo: job.repo },
      logger: log,
      ...(pace === undefined ? {} : { pace }),
      ...(deps.githubTimeoutMs === undefined ? {} : { timeoutMs: deps.githubTimeoutMs }),
    });
    const background = new BackgroundTasks();
    const outcomes = deps.suggestions === undefined ? undefined : { suggestions: deps.suggestions, ...(deps.metrics === undefined ? {} : { metrics: deps.metrics }) };
    const requestDeps = { queue: deps.queue, checkRuns: deps.checkRuns, background, ...(deps.warmStarts === undefined ? {} : { warmStarts: deps.warmStarts }) };
    const step: Step = { deps: requestDeps, github, log, signal: ctx.signal, ...(outcomes === undefined ? {} : { outcomes }), ...(deps.configCache === undefined ? {} : { configCache: deps.configCache }), ...(deps.archiveThread === undefined ? {} : { archiveThread: deps.archiveThread }) };
    try {
      await untilAborted(job.event === 'pull-request' ? autoIntake(job, step) : commandIntake(job, step), ctx.signal);
    } catch (error) {
      // Past the deadline the user is told first; the abandoned writes are not waited for.
      if (!ctx.signal.aborted) await background.idle();
      if (ctx.finalAttempt || isPermanent(error)) await tellGaveUp(job, github, error, ctx.jobId, log);
      throw error;
    } finally {
      await background.idle();
    }
  };
}

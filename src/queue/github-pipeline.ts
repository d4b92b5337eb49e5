/**
 * The implement pipeline (src/pipeline/implement-stubs.ts) behind the GitHub gateway, as the
 * worker runs it for one job whose pull request it has already read (once):
 *   1. read the PR's changed files (which lines it added; where suggestions can go)
 *   2. open a snapshot at the job's head SHA (one tree call, then blobs as read; blob cache)
 *   3. select the targets: stubs the PR adds (filtered by `paths`/`ignore`), named functions,
 *      or the function at a review comment's line
 *   4. implement them with the repo's budget, hops, stub cap, language and per-job token budget
 *   5. still the PR head? then publish one review (idempotent through its marker)
 */
import { createValidationCache } from '../core/generate/validation-cache.js';
import { jobReadBudget, prefetchAllowance, prepareJobReads, type JobReadStats } from '../adapters/github/job-reads.js';
import type { PullFileDiff } from '../adapters/github/pull-files.js';
import { isSourceFile, LANGUAGE_NAMES_OR, STUB_IDIOMS_TEXT } from '../core/languages/index.js';
import { compilePathFilter } from '../core/source/path-glob.js';
import type { LineRange } from '../core/languages/types.js';
import type { ImplementationReview } from '../core/ports.js';
import { ALREADY_SUGGESTED, implementStubs, type ImplementStubsResult } from '../pipeline/implement-stubs.js';
import type { TargetSelection } from '../pipeline/select-targets.js';
import { withTokenBudget } from '../pipeline/token-budget.js';
import { code, oneLine } from '../core/review/markdown.js';
import { modelWasDown, withModelHealth } from '../pipeline/model-health.js';
import { withCallDeadline } from '../pipeline/model-deadline.js';
import { ModelUnavailableError, PermanentJobError } from './errors.js';
import type { ImplementJob } from './implement-queue.js';
import type { GitHubRepoSource } from '../adapters/github/repo-source.js';
import type { RepoArchive } from '../adapters/github/archive.js';
import { treeOfArchive } from '../adapters/github/archive-tree.js';
import type { GitHubPipelineDeps, ImplementPipeline, JobStats, PipelineOutcome } from './job-types.js';
import { guidanceFor } from '../core/generate/guidance.js';
import { linkThreads } from '../jobs/link-threads.js';
import { runRefine } from '../jobs/refine-job.js';
import { createJobClock, formatTimings, type JobClock } from './job-clock.js';
import { headGuard } from './head-guard.js';
import { collectNativeGarbage } from '../adapters/runtime/native-garbage.js';

export type { GitHubPipelineDeps } from './job-types.js';

function toRanges(lines: ReadonlySet<number>): LineRange[] {
  const sorted = [...lines].sort((a, b) => a - b);
  const ranges: LineRange[] = [];
  for (const line of sorted) {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && line === last.end + 1) last.end = line;
    else ranges.push({ start: line, end: line });
  }
  return ranges;
}

/** Step 3: the job's targets as a selection over the snapshot. */
export function selectionFor(job: ImplementJob, files: PullFileDiff[]): TargetSelection {
  const lineTargets = job.targets.filter((t) => t.kind === 'line');
  if (lineTargets.length > 0) {
    const changes: Record<string, LineRange[]> = {};
    for (const t of lineTargets) (changes[t.file] ??= []).push({ start: t.line, end: t.line });
    return { kind: 'changed', changes };
  }
  const names = job.targets.flatMap((t) => (t.kind === 'name' ? [{ qualname: t.name, ...(t.file === undefined ? {} : { file: t.file }) }] : []));
  // Linear-time matching: a regex glob engine can hold the event loop for minutes (issue 11).
  const considered = compilePathFilter(job.config);
  const wanted = files.filter((f) => f.status !== 'removed' && considered(f.path));
  // A bare name is looked up in the PR's own files first: that is where a new stub usually is.
  if (names.length > 0) return { kind: 'names', names, lookFirst: wanted.map((f) => f.path) };
  const changes: Record<string, LineRange[]> = {};
  for (const f of wanted) {
    // GitHub omits the patch of a very large diff: every line of such a file counts as changed.
    if (!f.hasPatch) changes[f.path] = [{ start: 1, end: Number.MAX_SAFE_INTEGER }];
    else if (f.lines.added.size > 0) changes[f.path] = toRanges(f.lines.added);
  }
  if (Object.keys(changes).length === 0) {
    throw new PermanentJobError(`This pull request adds no ${LANGUAGE_NAMES_OR} lines DyCoder may look at (see \`paths\` and \`ignore\` in .github/dycoder.yml).`);
  }
  return { kind: 'changed', changes, auto: true };
}

/**
 * The PR's files a job reads first whatever its targets (its stubs, named functions and commented
 * lines are looked for there): source files the config's `paths`/`ignore` let in, not removed. They
 * are read beside the head's tree (gateway `prefetch`, early-blobs.ts), before the job asks.
 */
export function firstReadPaths(config: ImplementJob['config'], files: readonly PullFileDiff[]): string[] {
  const considered = compilePathFilter(config);
  return files.filter((f) => f.status !== 'removed' && isSourceFile(f.path) && considered(f.path)).map((f) => f.path);
}

/** The PR's files at its head (not removed): an archive's listing that lacks one does not serve as the tree. */
const present = (files: readonly PullFileDiff[]): string[] => files.filter((f) => f.status !== 'removed').map((f) => f.path);

/** Targets the selection will likely yield, before reading: one per changed source file or name, within the cap. */
function predictedTargets(selection: TargetSelection, maxStubs: number): number {
  const n = selection.kind === 'changed' ? Object.keys(selection.changes).filter(isSourceFile).length : selection.kind === 'names' ? selection.names.length : 1;
  return Math.max(1, Math.min(maxStubs, n));
}

/** The files a selection names (before reading), whose languages set the job's read budget. */
function selectionFiles(selection: TargetSelection): string[] {
  if (selection.kind === 'changed') return Object.keys(selection.changes);
  if (selection.kind === 'names') return [...selection.names.flatMap((n) => (n.file === undefined ? [] : [n.file])), ...(selection.lookFirst ?? [])];
  return selection.kind === 'targets' ? selection.targets.map((t) => t.file) : [];
}

/** The job's reads in round trips, for the check run: what its time waited on. */
function readRounds(source: GitHubRepoSource['stats'], github: { requests: number }): string {
  const ahead = source.prefetched > 0 ? `; ${source.prefetched} file(s) fetched ahead of the walk, ${source.prefetchUsed} of them read` : '';
  return `Read rounds: ${source.rounds} dependent round(s) of file reads (${source.roundsSent} sent${ahead}); ${github.requests} GitHub request(s) so far.`;
}

function summarize(review: ImplementationReview, clock: JobClock, posted: boolean, reason: string | undefined, source: GitHubRepoSource['stats'], github: { requests: number }): string {
  const lines = [
    `${review.suggestions.length} suggestion(s), ${review.skipped.length} skipped; ${review.filesRead} of ${review.totalFiles} files read; model ${code(review.model)}; ${review.usage.promptTokens + review.usage.completionTokens} tokens; ${formatTimings(clock.timings())}.`,
    ...(review.reads === undefined ? [] : [`Reads: ${oneLine(review.reads)}.`]),
    readRounds(source, github),
  ];
  if (!posted && reason !== undefined) lines.push(`Nothing posted: ${oneLine(reason)}.`);
  // Paths, names and config values come from the repository: inert code and prose only.
  for (const s of review.skipped.slice(0, 20)) lines.push(`- ${code(`${s.file}:${s.qualname}`)}: ${oneLine(s.reason, 500)}`);
  return lines.join('\n');
}

function jobStats(review: ImplementStubsResult, source: GitHubRepoSource['stats'], reads: JobReadStats | undefined, clock: JobClock, github: { requests: number }): JobStats {
  return {
    timings: clock.timings(),
    githubRequests: github.requests,
    rounds: source.rounds,
    roundsSent: source.roundsSent,
    prefetched: source.prefetched,
    prefetchUsed: source.prefetchUsed,
    graphqlRequests: source.graphqlRequests,
    rateLimitPoints: source.graphqlCost,
    filesRead: review.filesRead,
    totalFiles: review.totalFiles,
    blobRequests: source.requests,
    bytesRead: source.bytesRead,
    archiveSwitched: source.archiveSwitched,
    filesPerTarget: review.targets.map((t) => t.retrieval?.filesOpened ?? 0),
    ...(reads === undefined ? {} : { reads }),
  };
}

function emptyRunComment(review: ImplementationReview): string {
  return [
    `DyCoder has no suggestion for ${review.headSha.slice(0, 7)}:`,
    ...review.skipped.slice(0, 50).map((s) => `- ${[s.file, s.qualname].filter((x) => x !== '').map(code).join(' · ')}: ${oneLine(s.reason)}`),
    ...(review.skipped.length > 50 ? [`- … and ${review.skipped.length - 50} more.`] : []),
    '',
    'Comment `/dycoder implement` to try again.',
  ].join('\n');
}

export function createGitHubPipeline(deps: GitHubPipelineDeps): ImplementPipeline {
  // The answer checks' standard library (TypeScript's lib files) is parsed once per process, not per job;
  // what it keeps of repositories is found only by exact content (validation-cache.ts).
  const validationCache = deps.validationCache ?? createValidationCache();
  return async (run): Promise<PipelineOutcome> => {
    const { job, github, log, progress, deadline, startedAt } = run;
    // A reply in a suggestion's thread: the refine flow answers there (src/jobs/refine-job.ts).
    if (job.refine !== undefined) return runRefine(deps, run, job.refine, validationCache);
    // The job's clock runs from its first read (the worker's, or the intake's that handed it over).
    const clock = createJobClock(startedAt ?? Date.now());
    // 1 + 2. Changed files, and the snapshot whose tree listing is requested alongside: the two
    // calls share one round trip. The head commit is read from the base repository even for a
    // fork's PR: GitHub serves every PR's head there, while a private fork is invisible to the
    // base installation's token.
    // A small repository's archive, its link asked for by the intake beside the PR read: downloaded from the start (job-reads.ts).
    const intakeArchive = github.takePullArchive();
    // Taken whole, the archive's own listing is the head's tree (archive-tree.ts): no tree request.
    let listArchive: ((archive: RepoArchive | undefined) => void) | undefined;
    const treeFromArchive = intakeArchive?.kind !== 'whole' ? undefined : new Promise<RepoArchive | undefined>((resolve) => (listArchive = resolve));
    const files = github.pullFiles(job.pr);
    files.catch(() => undefined);
    const source = github.snapshot({
      ref: job.headSha,
      // Only when it lists every file of the pull request (one left out by export-ignore: the tree is read).
      ...(treeFromArchive === undefined ? {} : { treeFromArchive: treeFromArchive.then(async (archive) => (archive === undefined ? undefined : treeOfArchive(archive, present(await files)))) }),
      ...(deps.blobCache === undefined ? {} : { blobCache: deps.blobCache }),
      ...(deps.lru === undefined ? {} : { lru: deps.lru }),
      ...(deps.graphqlReads === undefined ? {} : { graphql: deps.graphqlReads }),
    });
    // A failed listing is not memoized: the first read retries it and reports the error.
    source.listFiles().catch(() => undefined);
    const prFiles = await files;
    // Step 5 publishes unless a push made this run stale while it worked: the PR is read again just
    // before posting, beside the publisher's look for an earlier review (one round trip for both).
    let staleHead: string | undefined;
    // 4's model, counted: the head is read again the moment its last call answers (head-check.ts).
    const configured = deps.modelFor(job.config);
    const timed = configured === undefined ? undefined : clock.timeModel(configured);
    const bounded = timed === undefined || deadline === undefined ? timed : withCallDeadline(timed, () => deadline.forModel());
    const watched = bounded === undefined ? undefined : withModelHealth(withTokenBudget(bounded, job.config.maxTokensPerJob));
    // With the pushes the app's webhooks recorded (run.heads), publishing waits for no GitHub read (head-check.ts).
    const headCheck = headGuard(run, watched?.model, log);
    const stillHead = async (): Promise<string | undefined> => {
      staleHead = await headCheck.movedTo();
      return staleHead === undefined ? undefined : 'a newer commit was pushed';
    };
    const confirmAfterPosting = (): void => headCheck.confirmAfterWriting('review');
    const stale = (head: string): PipelineOutcome => ({ posted: false, suggestions: 0, summary: 'A newer commit was pushed while DyCoder worked; nothing was posted.', staleHead: head });
    // Holding the pull request's turn, the listing below is still complete when the review is posted: publishing does not list again.
    const publisher = github.reviewPublisher({ pull: job.pr, headSha: job.headSha, readFileAtHead: (path) => source.readFile(path), files: prFiles, precondition: stillHead, reuseEarlierListing: run.exclusive === true });
    // Listed alongside the target reads: targets an earlier review suggested on this head are not
    // asked again (a rerun after a partial model outage gets only the missing ones). A saving, not
    // a guard (publishing looks for this run's own review again): when the listing fails (a call
    // past its deadline on an overloaded worker failed whole jobs this way), every target is asked.
    const earlier = publisher.suggestedEarlier().catch((error: unknown) => {
      log.warn({ err: error }, 'could not list earlier reviews; every target is implemented');
      return () => false;
    });
    // 3. Targets.
    const selection = selectionFor(job, prFiles);
    // 4. Implement (the model is set up above, with the head check).
    // Blobs or one archive, decided before any file is read (the PR's files come out of the archive too).
    const reads = await prepareJobReads(predictedTargets(selection, job.config.maxStubsPerRun), {
      github, source, ref: job.headSha, repo: github.repo, mode: deps.readMode ?? 'auto', logger: log, targetFiles: selectionFiles(selection),
      ...(intakeArchive === undefined ? {} : { intakeArchive }),
      ...(listArchive === undefined ? {} : { onArchiveListing: listArchive }),
      ...(deps.limits === undefined ? {} : { limits: deps.limits }),
      ...(deps.archiveThread === undefined ? {} : { archiveThread: deps.archiveThread }),
    });
    let lookupReads = 0;
    await progress('Retrieving context and generating implementations.');
    const review = await implementStubs({
      source,
      ...(headCheck.model === undefined ? {} : { model: headCheck.model }),
      retrieve: deps.retrieve,
      selection,
      headSha: job.headSha,
      budgetTokens: job.config.budgetTokens,
      maxHops: job.config.maxHops,
      maxTargets: job.config.maxStubsPerRun,
      language: job.config.language,
      concurrency: deps.concurrency ?? 4,
      logger: log,
      guidance: (t) => guidanceFor(job.config, job.instructionsFile, t.file),
      validationCache,
      ...(deps.parseCache === undefined ? {} : { parseCache: deps.parseCache.forInstallation(job.installationId) }),
      ...(deps.cpuGate === undefined ? {} : { cpuGate: deps.cpuGate }),
      collectGarbage: collectNativeGarbage,
      // Java's from the operator's Maven repository, Python's per job (its requirements pin the versions).
      ...(deps.dependencies === undefined && deps.dependenciesFor === undefined
        ? {}
        : { dependencies: { ...deps.dependencies, ...deps.dependenciesFor?.(source) } }),
      alreadySuggested: async (targets) => {
        const suggested = await earlier;
        return new Set(targets.filter(suggested).map((t) => `${t.file}:${t.qualname}`));
      },
      // A hedged archive still on its way when the walks are done has lost: it is cancelled.
      // Every walk is done: the head check may leave with the last model answer (head-check.ts).
      onRetrieved: () => {
        reads.blobsDone();
        headCheck.readsDone();
      },
      // The job's read budget, shared by its targets, from their real count.
      prepareReads: (targets) => {
        lookupReads = source.stats.filesRead;
        const { jobBudget } = jobReadBudget(targets.length, reads.stats.sourceFiles);
        // Files fetched ahead of the walk (core/graph/prefetch.ts): half as many again as it may open.
        // None when the archive is in hand (prefetchAllowance), a hedge's that has landed included.
        source.allowPrefetch(prefetchAllowance(jobBudget, reads.stats.hedge === 'landed' ? 'archive' : reads.stats.path));
        return Promise.resolve({ budget: { remaining: jobBudget }, summary: reads.stats.reason });
      },
    });
    if (review.suggestions.length === 0 && review.skipped.length === 0) {
      throw new PermanentJobError(
        job.targets.length === 0
          ? `This pull request adds no stubs to implement (${STUB_IDIOMS_TEXT}).`
          : 'No stub was found at the requested place.',
      );
    }
    // A model outage is retried (BullMQ), never recorded as an empty run that blocks the next command.
    if (review.suggestions.length === 0 && watched !== undefined && modelWasDown(watched.health)) {
      throw new ModelUnavailableError(watched.health.firstFailure ?? 'The model did not answer.', watched.health.timeouts === watched.health.transientFailures);
    }
    // Past the deadline the user has been (or is being) told that nothing was posted.
    deadline?.check('publishing');
    // Every target was suggested by an earlier run on this head (a command queued behind it): nothing new to say.
    if (review.suggestions.length === 0 && review.skipped.every((t) => t.reason === ALREADY_SUGGESTED)) {
      log.info({ targets: review.skipped.length }, 'every target already suggested on this head; nothing posted');
      return { posted: false, suggestions: review.skipped.length, summary: summarize(review, clock, false, 'already suggested on this head', source.stats, github.stats), stats: { ...jobStats(review, source.stats, reads.stats, clock, github.stats), targetLookupReads: lookupReads } };
    }
    // 5. Publish, unless a push made this run stale while it worked (stillHead, above).
    if (review.suggestions.length === 0) {
      review.ms = clock.elapsed();
      await clock.publishing(stillHead);
      if (staleHead !== undefined) return stale(staleHead);
      confirmAfterPosting();
      // No review (so no marker that would silence a rerun): one comment saying why, and a neutral check run.
      await clock.publishing(() => github.comment(job.pr, emptyRunComment(review)));
      log.info({ skipped: review.skipped.length }, 'no suggestion; reasons posted as a comment');
      return { posted: false, suggestions: 0, summary: summarize(review, clock, false, 'no suggestion', source.stats, github.stats), stats: { ...jobStats(review, source.stats, reads.stats, clock, github.stats), targetLookupReads: lookupReads } };
    }
    // The model missed some targets but not all: say so in the review; the job stays rerunnable.
    const missed = watched === undefined ? 0 : watched.health.transientFailures;
    if (missed > 0) review.notes = [`The model did not answer for some functions (listed under Skipped); comment \`/dycoder implement\` again to get the missing suggestions.`];
    const endPublish = deps.metrics?.jobSteps.startTimer({ step: 'publish' });
    // The review's time runs from the job's first read (archive included) to its POST.
    review.ms = clock.elapsed();
    const result = await clock.publishing(() => publisher.publish(review));
    endPublish?.();
    if (staleHead !== undefined) return stale(staleHead);
    confirmAfterPosting();
    if (result.posted && deps.suggestions !== undefined) {
      const postedAt = Date.now();
      const where = { installationId: job.installationId, owner: github.repo.owner, repo: github.repo.repo, pr: job.pr, headSha: job.headSha, postedAt };
      // Losing this record costs a statistic, never the review: log and go on.
      await Promise.all(
        review.suggestions.map((s) =>
          deps.suggestions!.record({ ...where, file: s.file, qualname: s.qualname, startLine: s.bodyRange.start, endLine: s.bodyRange.end, suggestion: s.newBody, stub: s.originalBody }),
        ),
      ).catch((error: unknown) => log.warn({ err: error }, 'could not record the posted suggestions'));
      // Which comment holds which suggestion: a reply in its thread can then refine it.
      if (result.reviewId !== undefined) await linkThreads({ github, store: deps.suggestions, where, reviewId: result.reviewId, suggestions: review.suggestions, log });
    }
    log.info(
      { posted: result.posted, suggestions: review.suggestions.length, skipped: review.skipped.length, filesRead: review.filesRead, totalFiles: review.totalFiles, githubRequests: github.stats.requests, readPath: reads.stats.path, readRounds: source.stats.rounds, roundsSent: source.stats.roundsSent, prefetched: source.stats.prefetched, prefetchUsed: source.stats.prefetchUsed, predictedRounds: reads.stats.predictedRounds, predictedReads: reads.stats.predictedReads, graphqlRequests: source.stats.graphqlRequests, rateLimitPoints: source.stats.graphqlCost, ...clock.timings() },
      'review published',
    );
    return {
      posted: result.posted,
      ...(missed > 0 ? { incomplete: true } : {}),
      suggestions: result.posted || result.reviewId !== undefined ? review.suggestions.length : 0,
      summary: summarize(review, clock, result.posted, result.reason, source.stats, github.stats),
      stats: { ...jobStats(review, source.stats, reads.stats, clock, github.stats), targetLookupReads: lookupReads, ...(headCheck.made === undefined ? {} : { headCheck: headCheck.made }) },
      ...(result.url === undefined ? {} : { reviewUrl: result.url }),
    };
  };
}

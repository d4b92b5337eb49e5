/**
 * The implement pipeline (src/pipeline/implement-stubs.ts) behind GitHub adapters, as the worker
 * runs it for one job:
 *   1. the PR's changed files (which lines it added; where suggestions can go)
 *   2. a RepoSource at the job's head SHA (one tree call, then blobs as read; blob cache)
 *   3. the targets: stubs the PR adds (filtered by `paths`/`ignore`), named functions, or the
 *      function at a review comment's line
 *   4. implementStubs with the repo's budget, hops, stub cap and a per-job token budget
 *   5. still the PR head? then publish one review (idempotent through its marker)
 */
import { compilePathFilter } from '../core/source/path-glob.js';
import { listPullFiles, type PullFileDiff } from '../adapters/github/pull-files.js';
import { createGitHubRepoSource } from '../adapters/github/repo-source.js';
import { createGitHubReviewPublisher } from '../adapters/github/review-publisher.js';
import type { BlobCache, BlobLru } from '../adapters/github/blob-text.js';
import type { RepoConfig } from '../config/repo-config.js';
import type { LineRange } from '../core/lang/python/types.js';
import type { ChatModel, ImplementationReview, Logger } from '../core/ports.js';
import type { Retrieve } from '../core/retrieval/types.js';
import { implementStubs } from '../pipeline/implement-stubs.js';
import type { TargetSelection } from '../pipeline/select-targets.js';
import { pullSchema } from '../app/payloads.js';
import { withTokenBudget } from './budget-model.js';
import { PermanentJobError } from './errors.js';
import type { ImplementJob } from './implement-queue.js';
import type { ImplementPipeline, PipelineOutcome } from './implement-worker.js';

export interface GitHubPipelineDeps {
  retrieve: Retrieve;
  /** The configured model, or undefined (then the review lists the prompts it would send). */
  modelFor: (config: RepoConfig) => ChatModel | undefined;
  blobCache?: BlobCache;
  lru?: BlobLru;
  concurrency?: number;
}

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

export function selectionFor(job: ImplementJob, files: PullFileDiff[]): TargetSelection {
  const lineTargets = job.targets.filter((t) => t.kind === 'line');
  if (lineTargets.length > 0) {
    const changes: Record<string, LineRange[]> = {};
    for (const t of lineTargets) (changes[t.file] ??= []).push({ start: t.line, end: t.line });
    return { kind: 'changed', changes };
  }
  const names = job.targets.flatMap((t) => (t.kind === 'name' ? [t.file === undefined ? t.name : `${t.file}::${t.name}`] : []));
  if (names.length > 0) return { kind: 'names', names };
  // Linear-time matching: a regex glob engine can hold the event loop for minutes (issue 11).
  const considered = compilePathFilter(job.config);
  const changes: Record<string, LineRange[]> = {};
  for (const f of files) {
    if (f.status === 'removed' || !considered(f.path) || f.lines.added.size === 0) continue;
    changes[f.path] = toRanges(f.lines.added);
  }
  return { kind: 'changed', changes };
}

function summarize(review: ImplementationReview, posted: boolean, reason: string | undefined): string {
  const lines = [
    `${review.suggestions.length} suggestion(s), ${review.skipped.length} skipped; ${review.filesRead} of ${review.totalFiles} files read; model ${review.model}; ${review.usage.promptTokens + review.usage.completionTokens} tokens; ${review.ms} ms.`,
  ];
  if (!posted && reason !== undefined) lines.push(`Nothing posted: ${reason}.`);
  for (const s of review.skipped.slice(0, 20)) lines.push(`- \`${s.file}:${s.qualname}\`: ${s.reason}`);
  return lines.join('\n');
}

export function createGitHubPipeline(deps: GitHubPipelineDeps): ImplementPipeline {
  return async ({ job, octokit, headRepo, log, progress }): Promise<PipelineOutcome> => {
    const logger: Logger = log;
    // 1. Changed files.
    const files = await listPullFiles({ octokit, owner: job.owner, repo: job.repo, pull: job.pr });
    // 2. The snapshot.
    const source = createGitHubRepoSource({
      octokit,
      owner: headRepo.owner,
      repo: headRepo.repo,
      ref: job.headSha,
      ...(deps.blobCache === undefined ? {} : { blobCache: deps.blobCache }),
      ...(deps.lru === undefined ? {} : { lru: deps.lru }),
      logger,
    });
    // 3. Targets.
    const selection = selectionFor(job, files);
    if (selection.kind === 'changed' && Object.keys(selection.changes).length === 0) {
      throw new PermanentJobError('This pull request adds no Python lines DyCoder may look at (see `paths` and `ignore` in .github/dycoder.yml).');
    }
    // 4. Implement.
    const model = deps.modelFor(job.config);
    await progress('Retrieving context and generating implementations.');
    const review = await implementStubs({
      source,
      ...(model === undefined ? {} : { model: withTokenBudget(model, job.config.maxTokensPerJob) }),
      retrieve: deps.retrieve,
      selection,
      headSha: job.headSha,
      budgetTokens: job.config.budgetTokens,
      maxHops: job.config.maxHops,
      maxTargets: job.config.maxStubsPerRun,
      concurrency: deps.concurrency ?? 4,
      logger,
    });
    if (review.suggestions.length === 0 && review.skipped.length === 0) {
      throw new PermanentJobError(
        job.targets.length === 0
          ? 'This pull request adds no stubs to implement (functions whose body is only `pass`, `...` or `raise NotImplementedError`).'
          : 'No stub was found at the requested place.',
      );
    }
    // 5. Publish, unless a push made this run stale while it worked.
    const current = pullSchema.parse((await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: job.owner, repo: job.repo, pull_number: job.pr })).data);
    if (current.head.sha !== job.headSha) return { posted: false, summary: 'A newer commit was pushed while DyCoder worked; nothing was posted.', staleHead: current.head.sha };
    const publisher = createGitHubReviewPublisher({
      octokit,
      owner: job.owner,
      repo: job.repo,
      pull: job.pr,
      headSha: job.headSha,
      readFileAtHead: (path) => source.readFile(path),
      files,
      logger,
    });
    const result = await publisher.publish(review);
    log.info(
      { posted: result.posted, suggestions: review.suggestions.length, skipped: review.skipped.length, filesRead: review.filesRead, totalFiles: review.totalFiles, githubRequests: source.stats.requests + publisher.stats.requests },
      'review published',
    );
    return {
      posted: result.posted,
      summary: summarize(review, result.posted, result.reason),
      ...(result.url === undefined ? {} : { reviewUrl: result.url }),
    };
  };
}

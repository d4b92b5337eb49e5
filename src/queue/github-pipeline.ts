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
import picomatch from 'picomatch';
import type { BlobCache, BlobLru } from '../adapters/github/blob-text.js';
import type { PullFileDiff } from '../adapters/github/pull-files.js';
import type { DycoderMetrics } from '../adapters/metrics/metrics.js';
import type { RepoConfig } from '../config/repo-config.js';
import type { LineRange } from '../core/lang/python/types.js';
import type { ChatModel, ImplementationReview } from '../core/ports.js';
import type { Retrieve } from '../core/retrieval/types.js';
import { implementStubs } from '../pipeline/implement-stubs.js';
import type { TargetSelection } from '../pipeline/select-targets.js';
import { withTokenBudget } from '../pipeline/token-budget.js';
import { PermanentJobError } from './errors.js';
import type { ImplementJob } from './implement-queue.js';
import type { ImplementPipeline, PipelineOutcome } from './job-types.js';

export interface GitHubPipelineDeps {
  retrieve: Retrieve;
  /** The configured model, or undefined (then the review lists the prompts it would send). */
  modelFor: (config: RepoConfig) => ChatModel | undefined;
  blobCache?: BlobCache;
  lru?: BlobLru;
  concurrency?: number;
  metrics?: DycoderMetrics;
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

/** Step 3: the job's targets as a selection over the snapshot. */
export function selectionFor(job: ImplementJob, files: PullFileDiff[]): TargetSelection {
  const lineTargets = job.targets.filter((t) => t.kind === 'line');
  if (lineTargets.length > 0) {
    const changes: Record<string, LineRange[]> = {};
    for (const t of lineTargets) (changes[t.file] ??= []).push({ start: t.line, end: t.line });
    return { kind: 'changed', changes };
  }
  const names = job.targets.flatMap((t) => (t.kind === 'name' ? [{ qualname: t.name, ...(t.file === undefined ? {} : { file: t.file }) }] : []));
  if (names.length > 0) return { kind: 'names', names };
  const included = picomatch(job.config.paths, { dot: true });
  const ignored = job.config.ignore.length > 0 ? picomatch(job.config.ignore, { dot: true }) : () => false;
  const changes: Record<string, LineRange[]> = {};
  for (const f of files) {
    if (f.status === 'removed' || !included(f.path) || ignored(f.path) || f.lines.added.size === 0) continue;
    changes[f.path] = toRanges(f.lines.added);
  }
  if (Object.keys(changes).length === 0) {
    throw new PermanentJobError('This pull request adds no Python, TypeScript or JavaScript lines DyCoder may look at (see `paths` and `ignore` in .github/dycoder.yml).');
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
  return async ({ job, github, headRepo, log, progress }): Promise<PipelineOutcome> => {
    // 1. Changed files.
    const files = await github.pullFiles(job.pr);
    // 2. The snapshot (a fork's head is read from the fork).
    const source = github.snapshot({
      ref: job.headSha,
      repo: headRepo,
      ...(deps.blobCache === undefined ? {} : { blobCache: deps.blobCache }),
      ...(deps.lru === undefined ? {} : { lru: deps.lru }),
    });
    // 3. Targets.
    const selection = selectionFor(job, files);
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
      language: job.config.language,
      concurrency: deps.concurrency ?? 4,
      logger: log,
    });
    if (review.suggestions.length === 0 && review.skipped.length === 0) {
      throw new PermanentJobError(
        job.targets.length === 0
          ? 'This pull request adds no stubs to implement (functions whose body is only `pass`, `...` or `raise NotImplementedError`).'
          : 'No stub was found at the requested place.',
      );
    }
    // 5. Publish, unless a push made this run stale while it worked.
    const current = await github.pullRequest(job.pr);
    if (current.headSha !== job.headSha) return { posted: false, summary: 'A newer commit was pushed while DyCoder worked; nothing was posted.', staleHead: current.headSha };
    const publisher = github.reviewPublisher({ pull: job.pr, headSha: job.headSha, readFileAtHead: (path) => source.readFile(path), files });
    const endPublish = deps.metrics?.jobSteps.startTimer({ step: 'publish' });
    const result = await publisher.publish(review);
    endPublish?.();
    log.info(
      { posted: result.posted, suggestions: review.suggestions.length, skipped: review.skipped.length, filesRead: review.filesRead, totalFiles: review.totalFiles, githubRequests: github.stats.requests },
      'review published',
    );
    return {
      posted: result.posted,
      summary: summarize(review, result.posted, result.reason),
      ...(result.url === undefined ? {} : { reviewUrl: result.url }),
    };
  };
}

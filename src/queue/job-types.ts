/** The contract between the worker (implement-worker.ts) and the pipeline it runs for a job. */
import type { Dependencies, DependencyOptions } from '../core/dependencies/port.js';
import type { ParseCache } from '../core/retrieval/parse-cache.js';
import type { BlobCache, BlobLru } from '../adapters/github/blob-text.js';
import type { ReadMode } from '../adapters/github/job-reads.js';
import type { ArchiveThreadOptions } from '../adapters/github/archive-off-thread.js';
import type { JobLimits } from '../adapters/github/job-limits.js';
import type { DycoderMetrics } from '../adapters/metrics/metrics.js';
import type { SuggestionStore } from '../adapters/redis/suggestion-store.js';
import type { RepoConfig } from '../config/repo-config.js';
import type { ChatModel, CpuGate, RepoSource } from '../core/ports.js';
import type { ValidationCache } from '../core/generate/validation-cache.js';
import type { Retrieve } from '../core/retrieval/types.js';
import type { GitHubGateway } from '../adapters/github/gateway.js';
import type { JobReadStats } from '../adapters/github/job-reads.js';
import type { PullRequestInfo } from '../adapters/github/pull-request.js';
import type { ScopedLogger } from '../core/ports.js';
import type { ImplementJob } from './implement-queue.js';
import type { JobDeadline } from './job-deadline.js';
import type { JobTimings } from './job-clock.js';

export interface PipelineRun {
  job: ImplementJob;
  jobId: string;
  /** GitHub for this job's installation and repository. */
  github: GitHubGateway;
  /** The pull request as the worker read it when the job started (the only read of it in the job). */
  pull: PullRequestInfo;
  /** Where the head commit lives: the fork for PRs from forks, else the base repository. */
  headRepo: { owner: string; repo: string };
  log: ScopedLogger;
  /** Shown in the check run while the job runs ("retrieving context for 3 stubs"). */
  progress: (text: string) => Promise<void>;
  /** This attempt's deadline: model calls end by it, and nothing is posted after it. */
  deadline?: JobDeadline;
  /** Date.now() at the job's first read (the PR read, or the intake's early reads handed over): the job's clock starts there. */
  startedAt?: number;
  /**
   * This run holds its pull request's turn (head-runs.ts): no other run of this head posts while
   * it runs, so the reviews it listed at its start are still all there are when it publishes.
   */
  exclusive?: boolean;
  /**
   * The pushes the app's synchronize webhooks recorded for this job's pull request (head-moves.ts):
   * `movedFrom` gives the head that replaced the job's, if any; `record` notes one the job found itself.
   * Absent: the job reads the PR from GitHub before posting (pipeline/head-check.ts).
   */
  heads?: { movedFrom(): Promise<string | undefined>; record(after: string): Promise<void> };
}

export interface PipelineOutcome {
  /** Whether a review was posted (false: nothing to suggest, or already posted for this head). */
  posted: boolean;
  /**
   * Suggestions on GitHub for this head and targets (posted now, or found from an earlier run);
   * undefined: as many as `posted` implies (at least one when posted, none otherwise).
   */
  suggestions?: number;
  /** Markdown summary for the check run. */
  summary: string;
  reviewUrl?: string;
  /** Set when the PR head moved while the pipeline ran: nothing was published. */
  staleHead?: string;
  /** What the job read (kept in the job's result for metrics and benchmarks). */
  stats?: JobStats;
  /** Some targets got no suggestion because the model did not answer: a new command may ask again. */
  incomplete?: boolean;
}

export interface JobStats {
  filesRead: number;
  totalFiles: number;
  /** Tree, blob and GraphQL calls of the job's snapshot. */
  blobRequests: number;
  /** Every GitHub call of the job's gateway until its stats were taken (the review POST included when posted). */
  githubRequests?: number;
  /** Dependent rounds of file reads (each sent after the one before was answered; adapters/github/round-clock.ts). */
  rounds?: number;
  /** Rounds of reads sent in all (overlapping ones included), and files fetched ahead of the walk / of them read. */
  roundsSent?: number;
  prefetched?: number;
  prefetchUsed?: number;
  /** GraphQL requests (each a round's batch of files) and the rate-limit points they cost. */
  graphqlRequests?: number;
  rateLimitPoints?: number;
  bytesRead: number;
  /** Reads whose blob round was still out when a hedged archive landed, answered from the archive at once. */
  archiveSwitched?: number;
  /** Files read to find the targets (the PR's files; a bare name's bounded search). */
  targetLookupReads?: number;
  /** Files each target's retrieval opened (cached or not), in target order. */
  filesPerTarget: number[];
  /** Blobs or one archive, and why (read-plan.ts). */
  reads?: JobReadStats;
  /** First read → review POST, and its read / model / publish parts (job-clock.ts). */
  timings?: JobTimings;
  /**
   * The head check before posting (pipeline/head-check.ts): a GitHub read sent with the job's last model call
   * ('early') or after the answer checks ('late'); 'webhooks': the recorded pushes and whatever GitHub read had
   * answered, no read waited for.
   */
  headCheck?: 'early' | 'late' | 'webhooks';
}

/** The implement pipeline as the worker sees it; src/pipeline/implement-stubs.ts behind GitHub adapters. */
export type ImplementPipeline = (run: PipelineRun) => Promise<PipelineOutcome>;

/** Whether suggestions for the job's head and targets are on GitHub after this outcome. */
export function suggestionsOnGitHub(outcome: PipelineOutcome): boolean {
  return (outcome.suggestions ?? (outcome.posted ? 1 : 0)) > 0;
}

export type JobResult =
  /**
   * `reviewed`: a review with suggestions for this head and targets is on GitHub. Only such a
   * job blocks a new command on the same head (see BullImplementQueue.existing).
   */
  | { status: 'done'; posted: boolean; reviewed: boolean; incomplete?: boolean; reviewUrl?: string; stats?: JobStats }
  | { status: 'stale'; headSha: string; currentHead: string };

/** What the GitHub job flows (implement, refine) are built from, once per worker process. */
export interface GitHubPipelineDeps {
  retrieve: Retrieve;
  /** The configured model, or undefined (then the review lists the prompts it would send). */
  modelFor: (config: RepoConfig) => ChatModel | undefined;
  blobCache?: BlobCache;
  lru?: BlobLru;
  /** Parses kept across jobs, each job seeing only its installation's (core/retrieval/parse-cache.ts). */
  parseCache?: ParseCache;
  /** The repositories' dependencies the answer checks may read (absent: the repository only). */
  dependencies?: DependencyOptions;
  /**
   * The answer checks' per-process state (core/generate/validation-cache.ts); default: one made with the
   * pipeline. A harness that builds a pipeline per job passes the process's, as a worker keeps it.
   */
  validationCache?: ValidationCache;
  concurrency?: number;
  /** Each round of blob reads as one GraphQL request (default true); false: one REST call per blob (benchmarks compare). */
  graphqlReads?: boolean;
  /** Blobs or one archive per job: 'auto' (default) lets the cost model in read-plan.ts decide. */
  readMode?: ReadMode;
  /**
   * A hedge's archive downloaded and extracted in a thread of its own (archive-off-thread.ts; e.g.
   * SOURCE_ARCHIVE_THREAD), or on the loop (default): off by default until the thread is started before
   * the job (a cold thread's start-up delays the download under load; session 21).
   */
  archiveThread?: ArchiveThreadOptions | false;
  metrics?: DycoderMetrics;
  /** Where posted suggestions are recorded, so later pushes can tell whether they were applied. */
  suggestions?: SuggestionStore;
  /** The job's memory budget and archive deadlines (default DEFAULT_JOB_LIMITS). */
  limits?: JobLimits;
  /** The worker's CPU gate: parsing, prompt tokenizing and answer checks take a slot (default: none). */
  cpuGate?: CpuGate;
  /** The job's dependency sources over its repository snapshot (core/dependencies; default: none read). */
  dependenciesFor?: (source: RepoSource) => Dependencies;
}

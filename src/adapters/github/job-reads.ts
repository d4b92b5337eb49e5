/**
 * The reads of one job: its read budget (shared by all of its targets) and the choice between
 * blob reads and one archive of the head commit (read-plan.ts), made once the targets are known
 * and before retrieval opens anything. On the archive path the source files of the commit are
 * preloaded into the job's snapshot, so retrieval reads them without a request; every other
 * file still reads as a blob. What the archive may hold and how long it may take come from the
 * job's limits (job-limits.ts): a stalled or oversized archive costs time, never the job.
 */
import type { Logger } from '../../core/ports.js';
import { ARCHIVE_KEEP, isManifestFile, isSourceFile, sourceFilesFor } from '../../core/languages/index.js';
import type { ArchiveThreadOptions } from './archive-off-thread.js';
import { defaultReadCap } from '../../core/retrieval/session.js';
import type { GitHubGateway, IntakeArchive } from './gateway.js';
import { ArchiveCommitMismatchError, type RepoArchive } from './archive.js';
import { archiveLimitsOf, DEFAULT_JOB_LIMITS, type JobLimits } from './job-limits.js';
import type { RepoCoordinates } from './octokit.js';
import { planReads, type ReadPlan } from './read-plan.js';
import type { GitHubRepoSource } from './repo-source.js';

/** 'hedge': blobs at once, and the archive downloading beside them; what it holds serves every read after it lands. */
export type ReadMode = 'auto' | 'blobs' | 'archive' | 'hedge';

/**
 * When the cost model is unsure: the two estimates within this factor of each other, or more
 * predicted rounds than this (each round is a full round trip the walk waits for).
 */
export const HEDGE = { withinFactor: 2, maxRounds: 6 } as const;

export interface JobReadsOptions {
  github: Pick<GitHubGateway, 'archive'>;
  source: GitHubRepoSource;
  ref: string;
  repo?: RepoCoordinates;
  /** 'auto' (default): the cost model decides; the others force a path (tests, benchmarks). */
  mode?: ReadMode;
  /** Per-file cap, as for blob reads (default 1 MB). */
  maxFileBytes?: number;
  /** Uncompressed ceiling of the archive (default: the job's memory budget). */
  archiveCeilingBytes?: number;
  /** The job's memory budget and archive deadlines (default DEFAULT_JOB_LIMITS). */
  limits?: JobLimits;
  logger?: Logger;
  /** Files the job's targets are (likely) in: their languages' files are what the budgets are a share of. */
  targetFiles?: readonly string[];
  /**
   * The pull request's archive, whose link the intake asked for (gateway `takePullArchive`): in the
   * 'auto' mode it is downloaded at once, before the tree is in. 'whole': taken whole when it is of
   * `ref`. 'hedge': the tree's plan decides: hedge or archive keep this download (never a second
   * one), a plan of blobs cancels it.
   */
  intakeArchive?: IntakeArchive;
  /**
   * Where a hedge's archive is downloaded and extracted when it has a link: a thread of its own
   * (SOURCE_ARCHIVE_THREAD: the registry's sources and manifests), or false (default): on the loop.
   * Off by default: a thread started cold takes its start-up (tens of ms quiet, seconds at load 60)
   * before the download's request, which on the loop leaves at once (intake-hedge.test.ts pins that the
   * download goes out before the tree is answered); a thread started with the worker is left to do.
   */
  archiveThread?: ArchiveThreadOptions | false;
  /**
   * Told once, before the plan needs the listing: the intake's archive taken whole, as the commit's
   * tree (its own listing: every file's path, size and blob SHA, archive-tree.ts), or undefined when
   * there is none (no such archive, a hedge, a failed or other-commit download): the tree is read then.
   */
  onArchiveListing?: (archive: RepoArchive | undefined) => void;
}

/** A hedge's archive thread keeps what `keepInArchive` keeps: every language's sources and the manifests it reads. */
export const SOURCE_ARCHIVE_THREAD: ArchiveThreadOptions = { keepExtensions: ARCHIVE_KEEP.extensions, keepNames: ARCHIVE_KEEP.names };

/**
 * What a job keeps of its archive: the sources, and the manifests the languages read (package.json,
 * tsconfig.json, go.mod, Cargo.toml): a TypeScript answer check read zod's package.json in a round of
 * its own after the hedge had landed (session 21).
 */
export const keepInArchive = (path: string): boolean => isSourceFile(path) || isManifestFile(path);

/** What a job's result and the review's details say about its reads. */
export interface JobReadStats {
  path: 'blobs' | 'archive' | 'hedge';
  reason: string;
  predictedReads: number;
  /** Rounds of blob reads the cost model predicted (compare with the job's stats.rounds). */
  predictedRounds: number;
  /** Files the whole job may open (shared by its targets). */
  jobBudget: number;
  perTargetCap: number;
  /** Source files of the commit in the targets' languages (what the budgets are a share of). */
  sourceFiles: number;
  archiveMs?: number;
  archiveFiles?: number;
  /** Archive files left to blob reads: over the kept-bytes share of the memory budget, or not their blob. */
  archiveLeftToBlobs?: number;
  /** A hedge's archive: landed (and served the reads after it), cancelled (the blobs won) or failed. */
  hedge?: 'landed' | 'cancelled' | 'failed';
  /**
   * The archive started from the intake's link: taken, of another commit (a push between the reads),
   * failed; for a hedge started at intake, 'hedged' (the plan kept it) or 'cancelled' (the plan was blobs).
   */
  intakeArchive?: 'taken' | 'other-commit' | 'failed' | 'hedged' | 'cancelled';
}

export interface JobReads {
  stats: JobReadStats;
  /** Handed to every target's retrieval: decremented as files are opened. */
  budget: { remaining: number };
  /**
   * The job's walks are done reading: a hedged archive still downloading has lost to the blobs
   * and is cancelled (its connection closed; it is never downloaded again). Idempotent.
   */
  blobsDone(): void;
}

/** The job may open twice one target's cap, or 15% of the repository's source files (of the targets' languages) if more, and never more than all targets' caps. */
export function jobReadBudget(targets: number, sourceFiles: number): { perTargetCap: number; jobBudget: number } {
  const perTargetCap = defaultReadCap(sourceFiles);
  const jobBudget = Math.min(Math.max(1, targets) * perTargetCap, Math.max(2 * perTargetCap, Math.ceil(sourceFiles * 0.15)));
  return { perTargetCap, jobBudget };
}

/**
 * Files a job may fetch ahead of its walk (core/graph/prefetch.ts), beside the budget of files it
 * opens: half of that budget. On bench:e2e's networkx job (rounds-trace.ts) a quarter left 14
 * dependent rounds, a half 5 (30 of its 42 files read later), the whole budget 5 too, with twice
 * the files fetched and parsed for nothing.
 */
export function prefetchAllowance(jobBudget: number, readPath?: JobReadStats['path']): number {
  // With the archive in hand there is no round trip to hide, and a file fetched ahead is parsed to
  // follow its imports whether the walk then reads it or not (session 19: a rich job fetched 40
  // ahead and read 31, +12% parsing; the retrieval is the same either way).
  if (readPath === 'archive') return 0;
  return Math.ceil(jobBudget / 2);
}

/**
 * The cost model's choice from its plan (read-plan.ts) and the commit's source files: `whole` when the
 * archive is preferred and the job may read every source file (nothing to hedge against); `unsure`
 * (hedge: blobs now, the archive beside them) when the two estimates are within HEDGE.withinFactor of
 * each other or the walk's predicted rounds exceed HEDGE.maxRounds, and the archive is under its ceiling.
 */
export function chooseReadPath(plan: ReadPlan, sourceFiles: number): { path: 'blobs' | 'archive' | 'hedge'; whole: boolean; unsure: boolean } {
  const whole = plan.path === 'archive' && sourceFiles > 0 && plan.predictedReads >= sourceFiles;
  const unsure = !whole && !plan.reason.includes('ceiling') && (Math.max(plan.blobsMs, plan.archiveMs) <= HEDGE.withinFactor * Math.min(plan.blobsMs, plan.archiveMs) || plan.predictedRounds > HEDGE.maxRounds);
  return { path: unsure ? 'hedge' : plan.path, whole, unsure };
}

/**
 * `targets` is a prediction when the plan is made before the targets are read (so that the
 * PR's own files come out of the archive too); the budget is fixed later from the real count.
 */
export async function prepareJobReads(targets: number, opts: JobReadsOptions): Promise<JobReads> {
  const limits = archiveLimitsOf(opts.limits ?? DEFAULT_JOB_LIMITS);
  const archiveCeilingBytes = opts.archiveCeilingBytes ?? limits.maxTotalBytes;
  const maxFileBytes = opts.maxFileBytes ?? 1024 * 1024;
  const mode = opts.mode ?? 'auto';
  const archiveThread = opts.archiveThread ?? false;
  // A hedge's archive downloads while the walks parse on the loop: in a thread of its own, so that it lands
  // when its bytes are in, not when the walks leave the loop a turn per chunk (archive-off-thread.ts).
  const download = (signal?: AbortSignal, from?: { ref: string }, listAll = false) =>
    opts.github.archive({
      ...(listAll ? { listAll } : {}),
      ref: from?.ref ?? opts.ref,
      ...(signal === undefined || archiveThread === false ? {} : { offThread: archiveThread }),
      // An archive by a name that can move must be of the job's head: another commit is refused.
      ...(from === undefined ? {} : { expectCommit: opts.ref }),
      ...(signal === undefined ? {} : { signal }),
      ...(opts.repo === undefined ? {} : { repo: opts.repo }),
      keep: keepInArchive,
      maxFileBytes,
      maxTotalBytes: archiveCeilingBytes,
      maxKeptBytes: limits.maxKeptBytes,
      deadlines: limits.deadlines,
    });
  const started = performance.now();
  const cancel = new AbortController();
  // Downloading from the intake's link before the tree is in: the archive is the job's next round trip.
  // A hedge's download can be cancelled (the plan is blobs, or the walks finish first).
  const earlyHedge = opts.intakeArchive?.kind === 'hedge';
  const earlyDownload = mode === 'auto' && opts.intakeArchive !== undefined ? download(earlyHedge ? cancel.signal : undefined, opts.intakeArchive, !earlyHedge) : undefined;
  // An archive taken whole lists the commit: it is the tree, with no request of its own (told once, in every case).
  const listed = earlyDownload !== undefined && !earlyHedge;
  if (!listed) opts.onArchiveListing?.(undefined);
  // Settled, never rejected: a failure leaves the job to the plan below.
  const early = earlyDownload?.then(
    (archive) => {
      if (listed) opts.onArchiveListing?.(archive);
      return { archive };
    },
    (error: unknown) => {
      if (listed) opts.onArchiveListing?.(undefined);
      return { error };
    },
  );
  const listing = await opts.source.listing();
  const sources = listing.filter((f) => isSourceFile(f.path));
  const sourceFiles = sourceFilesFor(listing.map((f) => f.path), opts.targetFiles ?? []);
  const { perTargetCap, jobBudget } = jobReadBudget(targets, sourceFiles);
  const plan: ReadPlan = planReads({
    targets,
    perTargetCap,
    jobBudget,
    sourceBlobSizes: sources.map((f) => f.size),
    totalBytes: listing.reduce((n, f) => n + f.size, 0),
    archiveCeilingBytes,
  });
  // A small repository whose every source file the job may read (its read budget covers them all): the
  // archive holds nothing the walk could not ask for, so when the model prefers it there is nothing to
  // hedge against; the blob rounds beside it would be requests and CPU spent twice (session 14: click's
  // 16 files, 20 -> 18 requests, 2 -> 0 rounds, CPU and time lower in the same minutes).
  const { whole, unsure } = chooseReadPath(plan, sources.length);
  const path = mode !== 'auto' ? mode : unsure ? 'hedge' : plan.path;
  const wholeNote = whole ? `; the job may read all ${sources.length} source files, so no hedge` : '';
  const reason = mode !== 'auto' ? `${mode} (forced); the model said ${plan.reason}` : unsure ? `hedge (blobs now, the archive beside them); the model said ${plan.reason}` : `${plan.reason}${wholeNote}`;
  const stats: JobReadStats = { path, reason, predictedReads: plan.predictedReads, predictedRounds: plan.predictedRounds, jobBudget, perTargetCap, sourceFiles };
  opts.logger?.info({ path, predictedReads: plan.predictedReads, predictedRounds: plan.predictedRounds, sourceBytes: plan.sourceBytes, blobsMs: plan.blobsMs, archiveMs: plan.archiveMs, jobBudget }, `reads: ${reason}`);
  // Files already read (or being read) as blobs are not taken: the archive serves the reads after it lands.
  const take = async (archive: Awaited<ReturnType<typeof download>>): Promise<void> => {
    // With every file it keeps in memory, the source scans cheaply from now on (a mixin's users past 120 modules).
    const taken = await opts.source.preload(archive.files, keepInArchive);
    stats.archiveFiles = taken;
    const left = archive.skipped.filter((s) => s.reason === 'over-budget').length + (archive.files.size - taken);
    if (left > 0) stats.archiveLeftToBlobs = left;
    stats.archiveMs = Math.round(performance.now() - started);
  };
  // The intake's hedge: the plan keeps the download it started (hedge), cancels it (blobs), or waits for it (archive).
  let hedgeDownload = earlyHedge && path === 'hedge' ? earlyDownload : undefined;
  if (earlyDownload !== undefined && earlyHedge && path === 'blobs') {
    cancel.abort(new Error('the read plan is blobs'));
    stats.intakeArchive = 'cancelled';
    opts.logger?.info({}, "reads: the archive started from the intake's link is cancelled; the plan is blobs");
  } else if (earlyDownload !== undefined && earlyHedge && path === 'hedge') {
    stats.intakeArchive = 'hedged';
    stats.reason = `${reason}; its download started from the intake's link, beside the tree`;
  }
  if (early !== undefined && (!earlyHedge || path === 'archive')) {
    const got = await early;
    if ('archive' in got) {
      await take(got.archive);
      stats.intakeArchive = 'taken';
      stats.path = 'archive';
      stats.reason = `archive: downloaded from the intake's link (the repository is ${opts.intakeArchive?.sizeKb ?? 0} KB), of the head; the model said ${plan.reason}`;
      opts.logger?.info({ archiveMs: stats.archiveMs, files: stats.archiveFiles }, 'reads: the archive asked for at intake is of the head; taken whole');
      return { stats, budget: { remaining: jobBudget }, blobsDone: () => undefined };
    }
    const message = got.error instanceof Error ? got.error.message : String(got.error);
    const otherCommit = got.error instanceof ArchiveCommitMismatchError;
    stats.intakeArchive = otherCommit ? 'other-commit' : 'failed';
    opts.logger?.warn({ error: message }, otherCommit ? "the intake's archive is of another commit (a push between the reads); planning the reads again" : "the intake's archive failed; reading blobs");
    if (!otherCommit) {
      // The same archive is never downloaded twice: the blobs carry the job.
      stats.path = 'blobs';
      stats.reason = `blobs: the archive asked for at intake failed (${message}); ${reason}`;
      stats.archiveMs = Math.round(performance.now() - started);
      return { stats, budget: { remaining: jobBudget }, blobsDone: () => undefined };
    }
    stats.reason = `${reason} (the archive asked for at intake was of another commit)`;
  }
  if (path === 'hedge') {
    // One download, never awaited by the job: a failure costs nothing but the bytes, and once the
    // walks are done reading (blobsDone) it is cancelled rather than left to finish for nothing.
    (hedgeDownload ??= download(cancel.signal))
      .then(async (archive) => {
        if (cancel.signal.aborted) return;
        await take(archive);
        stats.hedge = 'landed';
        opts.logger?.info({ archiveMs: stats.archiveMs, files: stats.archiveFiles }, `reads: the hedged archive landed (${archive.files.size} files kept, ${stats.archiveFiles ?? 0} taken, ${opts.source.stats.archiveSwitched} reads switched to it); it serves the reads from now on`);
        // The archive is in hand: nothing is fetched ahead from now on (prefetchAllowance).
        opts.source.allowPrefetch(0);
      })
      .catch((error: unknown) => {
        stats.archiveMs = Math.round(performance.now() - started);
        if (cancel.signal.aborted) {
          stats.hedge = 'cancelled';
          opts.logger?.info({ archiveMs: stats.archiveMs }, 'hedged archive cancelled: the blob reads finished first');
          return;
        }
        stats.hedge = 'failed';
        // The intake's link named `pull/N/head`, which a push can move: the blobs (of the job's head) carry on.
        if (error instanceof ArchiveCommitMismatchError) stats.intakeArchive = 'other-commit';
        opts.logger?.info({ error: error instanceof Error ? error.message : String(error) }, 'hedged archive download failed; the blobs carry on');
      });
  }
  if (path === 'archive') {
    try {
      await take(await download());
    } catch (error) {
      // The blobs are still there: a failed archive costs time, not the job.
      const message = error instanceof Error ? error.message : String(error);
      opts.logger?.warn({ error: message }, 'archive download failed; reading blobs instead');
      stats.path = 'blobs';
      stats.reason = `blobs: the archive download failed (${message}); ${reason}`;
      stats.archiveMs = Math.round(performance.now() - started);
    }
  }
  return {
    stats,
    budget: { remaining: jobBudget },
    blobsDone: () => {
      if (path === 'hedge' && stats.hedge === undefined && !cancel.signal.aborted) cancel.abort(new Error('the blob reads finished first'));
    },
  };
}

/**
 * Blobs or one archive? A small cost model over what the tree listing already says (every
 * blob's size), decided once per job after its targets are known and before retrieval reads.
 *
 * Blobs: the job is predicted to open `targets × expected files per target` files, bounded by
 * the per-target cap and the job's read budget; each round of reads goes out as one GraphQL
 * request of up to `batchWidth` files (blob-batcher.ts), but a walk's reads mostly depend on the
 * one before (a file's imports are known once it is read), so the cost is the longer of the
 * batches and one target's chain of dependent rounds, in round trips, plus the bytes at the
 * API's throughput.
 * Archive: two round trips (the API call and the codeload redirect), GitHub building the
 * archive, and the whole commit's bytes (gzip-compressed, at a measured ratio) at codeload's
 * throughput; what the job holds of it is the source files' bytes only (the rest is streamed past).
 * The constants are estimates of GitHub.com, not measurements of this machine; they only need
 * to get the order of magnitude right, since the two costs differ by multiples where it matters.
 */

export const READ_COST = {
  /** One GitHub API round trip (ms). */
  requestLatencyMs: 100,
  /** Files in one round's request (GRAPHQL_BATCH.maxFiles; each round is one GraphQL request). */
  batchWidth: 100,
  /** Files a retrieval opens per target on average, before its cap (bench:e2e: 8–25). */
  expectedFilesPerTarget: 20,
  /**
   * Serial rounds of one target's walk, however wide its batches: the target's file, then the
   * rounds that each wait for the one before (expansion rounds, import chains); files it will
   * likely want are fetched ahead in the same round (core/graph/prefetch.ts). Measured with
   * bench/support/prefetch-identical.ts on the Python tuning packages (84 targets, 2026-12-02):
   * a median of 0.44 dependent rounds per file read with reading ahead (4 rounds per target, p90
   * 8), 0.70 without (6, p90 14; serial-rounds.ts, 2026-12-01). The targets of a job walk side by
   * side, so their rounds overlap.
   */
  serialRoundsPerFile: 0.44,
  /** At least this many rounds for a target that reads anything (the file, its imports, a hop). */
  minSerialRounds: 3,
  /** API and codeload payload throughput (bytes per ms, i.e. ~5 MB/s). */
  bytesPerMs: 5_000,
  /** GraphQL returns text in JSON (escapes only; REST's base64 would be 4/3). */
  blobOverhead: 1.1,
  /**
   * gzip ratio of a whole tarball to the tree's blob sizes: measured 0.23 on Debian's
   * python3-django tree (20.8 MB of blobs, most of them locale files; a 4.8 MB archive; issue 24).
   */
  archiveCompression: 0.23,
  /** GitHub building a tarball of the commit before the first byte (ms). */
  archiveSetupMs: 300,
} as const;

export type ReadCostConstants = { [K in keyof typeof READ_COST]: number };

export interface ReadPlanInput {
  /** Targets of the job (after `maxStubsPerRun` and filters). */
  targets: number;
  /** Per-target read cap (defaultReadCap). */
  perTargetCap: number;
  /** Files the whole job may open. */
  jobBudget: number;
  /** Sizes of the files retrieval could open (source files of the tree). */
  sourceBlobSizes: readonly number[];
  /** Bytes of every blob in the commit (what the tarball carries). */
  totalBytes: number;
  /** Files the archive path would not be allowed to hold (size ceiling). */
  archiveCeilingBytes: number;
}

export interface ReadPlan {
  path: 'blobs' | 'archive';
  predictedReads: number;
  /** Rounds of blob reads predicted (each waits for the one before), to compare with the job's actual stats.rounds. */
  predictedRounds: number;
  /** What the source files weigh (the tree's sizes): what the archive path holds. */
  sourceBytes: number;
  blobsMs: number;
  archiveMs: number;
  /** One sentence for logs and the review's details. */
  reason: string;
}

export function planReads(input: ReadPlanInput, c: ReadCostConstants = READ_COST): ReadPlan {
  const perTarget = Math.min(input.perTargetCap, c.expectedFilesPerTarget);
  const predictedReads = Math.min(input.sourceBlobSizes.length, input.jobBudget, input.targets * perTarget);
  const sizes = [...input.sourceBlobSizes].sort((a, b) => a - b);
  const median = sizes.length === 0 ? 0 : (sizes[Math.floor(sizes.length / 2)] ?? 0);
  // The widest job is bounded by the limiter; the longest target by its chain of dependent reads.
  const perTargetReads = Math.min(perTarget, predictedReads);
  const serial = perTargetReads > 0 ? Math.max(Math.min(c.minSerialRounds, perTargetReads), Math.ceil(c.serialRoundsPerFile * perTargetReads)) : 0;
  const rounds = Math.max(Math.ceil(predictedReads / c.batchWidth), serial);
  const sourceBytes = input.sourceBlobSizes.reduce((n, b) => n + b, 0);
  const blobsMs = Math.round(rounds * c.requestLatencyMs + (predictedReads * median * c.blobOverhead) / c.bytesPerMs);
  const archiveMs = Math.round(2 * c.requestLatencyMs + c.archiveSetupMs + (input.totalBytes * c.archiveCompression) / c.bytesPerMs);
  const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`);
  const estimate = `~${predictedReads} file reads (${input.targets} target(s) × ≤ ${perTarget}, of ${input.sourceBlobSizes.length}) in ~${rounds} round(s) ≈ ${fmt(blobsMs)} vs one archive of ${(input.totalBytes / 1e6).toFixed(1)} MB (~${((input.totalBytes * c.archiveCompression) / 1e6).toFixed(1)} MB gzipped; ${(sourceBytes / 1e6).toFixed(1)} MB of source kept) ≈ ${fmt(archiveMs)}`;
  const plan = { predictedReads, predictedRounds: rounds, sourceBytes, blobsMs, archiveMs };
  if (input.totalBytes > input.archiveCeilingBytes) {
    return { path: 'blobs', ...plan, reason: `blobs: the archive would exceed its ${(input.archiveCeilingBytes / 1e6).toFixed(0)} MB ceiling; ${estimate}` };
  }
  const path = archiveMs < blobsMs ? 'archive' : 'blobs';
  return { path, ...plan, reason: `${path}: ${estimate}` };
}

/**
 * Whether a job should start downloading its pull request's archive before its tree is read, from
 * the one figure a webhook gives about the repository: `repository.size`, GitHub's size of the
 * repository in KB (its git objects, history included: at least what one gzipped snapshot weighs).
 * The walk of any job waits at least one dependent round of reads after its first files, so an
 * archive whose transfer costs no more than one round trip (at the model's throughput) is never
 * slower, and it saves that round and the tree's wait: one round trip of transfer is the threshold
 * (500 KB at the constants above). Unknown, 0 (GitHub computes the size lazily: a repository pushed
 * moments ago may still say 0) or larger: the tree decides, as for every other job.
 */
export function archiveAtIntake(repoSizeKb: number | undefined, c: ReadCostConstants = READ_COST): boolean {
  return intakeArchiveKind(repoSizeKb, Number.POSITIVE_INFINITY, c) === 'whole';
}

/**
 * What the intake asks for beside the PR read, from `repository.size` (KB):
 * - 'whole': a repository small enough to take whole (`archiveAtIntake`, above);
 * - 'hedge': a larger one whose archive the tree-based plan would hedge with anyway. The tree's plan
 *   hedges whenever the predicted rounds exceed HEDGE.maxRounds, which every job of ≥ 7 predicted
 *   file reads does (0.44 rounds per file), so almost every job under the archive's ceiling; asking
 *   for the link at intake starts that download at the job's start, beside the tree, instead of one
 *   round trip after it (session 20: networkx and django waited tree → codeload → GraphQL rounds).
 *   The bound: a size whose snapshot would, at the model's compression, stay under the archive's
 *   uncompressed ceiling (`archiveCeilingBytes`, the job's memory budget); past it the tree decides.
 *   The size counts history too, so a snapshot is never larger than it says; the job still cancels the
 *   download when the tree's plan is blobs, and the download stops itself at the ceiling.
 * - undefined: unknown or 0 (GitHub computes the size lazily), or over the bound.
 */
export function intakeArchiveKind(repoSizeKb: number | undefined, archiveCeilingBytes: number, c: ReadCostConstants = READ_COST): 'whole' | 'hedge' | undefined {
  if (repoSizeKb === undefined || !Number.isFinite(repoSizeKb) || repoSizeKb <= 0) return undefined;
  const bytes = repoSizeKb * 1024;
  if (bytes <= c.requestLatencyMs * c.bytesPerMs) return 'whole';
  return bytes <= archiveCeilingBytes * c.archiveCompression ? 'hedge' : undefined;
}

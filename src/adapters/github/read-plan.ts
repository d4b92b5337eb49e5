/**
 * Blobs or one archive? A small cost model over what the tree listing already says (every
 * blob's size), decided once per job after its targets are known and before retrieval reads.
 *
 * Blobs: the job is predicted to open `targets × expected files per target` files, bounded by
 * the per-target cap and the job's read budget; they go out `concurrency` at a time, but a
 * walk's reads mostly depend on the one before (a file's imports are known once it is read), so
 * the cost is the longer of the batches and one target's chain of dependent rounds, in round
 * trips, plus the (base64) bytes at the API's throughput.
 * Archive: two round trips (the API call and the codeload redirect), GitHub building the
 * archive, and the whole commit's bytes (gzip-compressed) at codeload's throughput.
 * The constants are estimates of GitHub.com, not measurements of this machine; they only need
 * to get the order of magnitude right, since the two costs differ by multiples where it matters.
 */

export const READ_COST = {
  /** One GitHub API round trip (ms). */
  requestLatencyMs: 100,
  /** Blob reads in flight at once (GitHubRepoSource's limiter). */
  concurrency: 6,
  /** Files a retrieval opens per target on average, before its cap (bench:e2e: 8–25). */
  expectedFilesPerTarget: 20,
  /**
   * Serial rounds of one target's walk, however wide its batches: the target's file, its
   * imports (prefetched together), then expansion rounds and import chains that each wait for
   * the previous read. Measured with bench/support/serial-rounds.ts on the tuning packages
   * (126 targets, 2026-12-01): a median of 0.70 dependent rounds per file read (6.3 rounds per
   * target; p90 14). The targets of a job walk side by side, so their rounds overlap.
   */
  serialRoundsPerFile: 0.7,
  /** At least this many rounds for a target that reads anything (the file, its imports, a hop). */
  minSerialRounds: 3,
  /** API and codeload payload throughput (bytes per ms, i.e. ~5 MB/s). */
  bytesPerMs: 5_000,
  /** base64 in the blob API's JSON. */
  blobOverhead: 4 / 3,
  /** gzip ratio of source code in a tarball. */
  archiveCompression: 0.3,
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
  const rounds = Math.max(Math.ceil(predictedReads / c.concurrency), serial);
  const blobsMs = Math.round(rounds * c.requestLatencyMs + (predictedReads * median * c.blobOverhead) / c.bytesPerMs);
  const archiveMs = Math.round(2 * c.requestLatencyMs + c.archiveSetupMs + (input.totalBytes * c.archiveCompression) / c.bytesPerMs);
  const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`);
  const estimate = `~${predictedReads} file reads (${input.targets} target(s) × ≤ ${perTarget}, of ${input.sourceBlobSizes.length}) ≈ ${fmt(blobsMs)} vs one archive of ${(input.totalBytes / 1e6).toFixed(1)} MB ≈ ${fmt(archiveMs)}`;
  if (input.totalBytes > input.archiveCeilingBytes) {
    return { path: 'blobs', predictedReads, blobsMs, archiveMs, reason: `blobs: the archive would exceed its ${(input.archiveCeilingBytes / 1e6).toFixed(0)} MB ceiling; ${estimate}` };
  }
  const path = archiveMs < blobsMs ? 'archive' : 'blobs';
  return { path, predictedReads, blobsMs, archiveMs, reason: `${path}: ${estimate}` };
}

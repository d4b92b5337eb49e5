/**
 * What one job may hold and wait for, whatever the repository: the memory budget
 * (DYCODER_JOB_MEMORY_MB) and the archive's deadlines (DYCODER_ARCHIVE_TIMEOUT_MS,
 * DYCODER_ARCHIVE_IDLE_TIMEOUT_MS). The archive's shares of the budget are fixed here, in one place:
 * its raw kept bytes may take an eighth (the walk decodes only what it opens, and parsing those
 * texts takes several times their size: a quarter peaked at 299 MB on 240 files of 1 MB, an
 * eighth at 260 MB), and its uncompressed stream, which is walked and never held, the whole.
 */
import { DEFAULT_ARCHIVE_DEADLINES, type ArchiveDeadlines } from './archive-deadline.js';

export interface JobLimits {
  memoryBudgetBytes: number;
  archiveDeadlines: ArchiveDeadlines;
}

export const DEFAULT_JOB_MEMORY_MB = 256;

export const DEFAULT_JOB_LIMITS: JobLimits = { memoryBudgetBytes: DEFAULT_JOB_MEMORY_MB * 1024 * 1024, archiveDeadlines: DEFAULT_ARCHIVE_DEADLINES };

export interface ArchiveLimits {
  maxKeptBytes: number;
  maxTotalBytes: number;
  deadlines: ArchiveDeadlines;
}

export function archiveLimitsOf(limits: JobLimits): ArchiveLimits {
  return { maxKeptBytes: Math.floor(limits.memoryBudgetBytes / 8), maxTotalBytes: limits.memoryBudgetBytes, deadlines: limits.archiveDeadlines };
}

/** The limits from the worker's environment (config/env.ts parses and bounds the numbers). */
export function jobLimitsFrom(env: { memoryMb: number; archiveTimeoutMs: number; archiveIdleTimeoutMs: number } | undefined): JobLimits {
  if (env === undefined) return DEFAULT_JOB_LIMITS;
  return { memoryBudgetBytes: env.memoryMb * 1024 * 1024, archiveDeadlines: { totalMs: env.archiveTimeoutMs, idleMs: env.archiveIdleTimeoutMs } };
}

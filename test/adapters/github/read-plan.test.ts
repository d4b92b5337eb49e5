import { describe, expect, it } from 'vitest';
import { jobReadBudget } from '../../../src/adapters/github/job-reads.js';
import { planReads, READ_COST } from '../../../src/adapters/github/read-plan.js';

const sizes = (n: number, bytes: number): number[] => Array.from({ length: n }, () => bytes);

describe('planReads', () => {
  it('reads blobs when a job can only need a handful of files', () => {
    const plan = planReads({ targets: 2, perTargetCap: 40, jobBudget: 80, sourceBlobSizes: sizes(3, 4000), totalBytes: 200_000, archiveCeilingBytes: 1e9 });
    expect(plan.path).toBe('blobs');
    expect(plan.predictedReads).toBe(3);
    expect(plan.reason).toMatch(/^blobs: ~3 file reads/);
  });

  it('takes the archive of a small repository whose files the walk would read over several dependent rounds', () => {
    const plan = planReads({ targets: 2, perTargetCap: 40, jobBudget: 80, sourceBlobSizes: sizes(15, 4000), totalBytes: 200_000, archiveCeilingBytes: 1e9 });
    expect(plan.predictedReads).toBe(15);
    expect(plan.blobsMs).toBeGreaterThanOrEqual(Math.ceil(READ_COST.serialRoundsPerFile * 15) * READ_COST.requestLatencyMs);
    expect(plan.path).toBe('archive');
  });

  it("counts one target's dependent rounds, not only batches of 6: a named function on a large repository takes the archive", () => {
    // networkx's shape: 563 files of ~9 KB, 5 MB in all; one target, 28 files at most.
    const one = planReads({ targets: 1, perTargetCap: 28, jobBudget: 56, sourceBlobSizes: sizes(563, 9000), totalBytes: 5_300_000, archiveCeilingBytes: 1e9 });
    expect(one.predictedReads).toBe(READ_COST.expectedFilesPerTarget);
    expect(one.blobsMs).toBeGreaterThanOrEqual(Math.ceil(READ_COST.serialRoundsPerFile * 20) * READ_COST.requestLatencyMs);
    expect(one.path).toBe('archive');
    // Three files to read stay blobs: three dependent rounds at most.
    const few = planReads({ targets: 1, perTargetCap: 28, jobBudget: 56, sourceBlobSizes: sizes(3, 9000), totalBytes: 5_300_000, archiveCeilingBytes: 1e9 });
    expect(few.path).toBe('blobs');
    expect(few.blobsMs).toBeLessThan(4 * READ_COST.requestLatencyMs);
  });

  it('takes the archive when the predicted reads cost more round trips than one download', () => {
    const plan = planReads({ targets: 3, perTargetCap: 28, jobBudget: 84, sourceBlobSizes: sizes(560, 8000), totalBytes: 5_000_000, archiveCeilingBytes: 1e9 });
    expect(plan.predictedReads).toBe(3 * READ_COST.expectedFilesPerTarget);
    expect(plan.blobsMs).toBeGreaterThan(plan.archiveMs);
    expect(plan.path).toBe('archive');
  });

  it('never takes an archive over its ceiling, however many reads', () => {
    const plan = planReads({ targets: 10, perTargetCap: 40, jobBudget: 400, sourceBlobSizes: sizes(5000, 8000), totalBytes: 2e9, archiveCeilingBytes: 256e6 });
    expect(plan.path).toBe('blobs');
    expect(plan.reason).toContain('ceiling');
  });

  it('a huge repository whose archive costs more than the capped reads stays on blobs', () => {
    const plan = planReads({ targets: 1, perTargetCap: 40, jobBudget: 80, sourceBlobSizes: sizes(20_000, 8000), totalBytes: 200e6, archiveCeilingBytes: 256e6 });
    expect(plan.path).toBe('blobs');
  });
});

describe('planReads: the measured shape of a framework with its locale files kept (issue 24)', () => {
  it('prices the archive at its gzipped size, holds only the source bytes, and predicts its rounds', () => {
    // python3-django: 859 Python files (~8 KB), 20.8 MB of blobs in all, a 4.8 MB archive.
    const plan = planReads({ targets: 3, perTargetCap: 40, jobBudget: 120, sourceBlobSizes: sizes(859, 8000), totalBytes: 20_800_000, archiveCeilingBytes: 256e6 });
    expect(plan.sourceBytes).toBe(859 * 8000);
    expect(plan.reason).toContain('~4.8 MB gzipped; 6.9 MB of source kept');
    // One round's files go out in one request: rounds are set by the walk's chain, not by batches.
    expect(plan.predictedRounds).toBe(Math.ceil(READ_COST.serialRoundsPerFile * READ_COST.expectedFilesPerTarget));
    expect(plan.reason).toContain(`in ~${plan.predictedRounds} round(s)`);
  });
});

describe('jobReadBudget', () => {
  it('shares a budget smaller than the sum of the targets\' caps on a large repository', () => {
    const { perTargetCap, jobBudget } = jobReadBudget(5, 563);
    expect(perTargetCap).toBe(28);
    expect(jobBudget).toBeLessThan(5 * perTargetCap);
    expect(jobBudget).toBeGreaterThanOrEqual(2 * perTargetCap);
  });
  it('never exceeds the targets\' caps', () => {
    expect(jobReadBudget(1, 20).jobBudget).toBe(40);
  });
});

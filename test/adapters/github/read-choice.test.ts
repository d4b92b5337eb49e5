/**
 * Issue 24's cost model, its inputs → its choice, on the shapes of bench:e2e's repositories as the
 * tree gives them (source files, their bytes, every blob's bytes; 3 targets; the job budget of
 * jobReadBudget): what each job's plan says before any file is read. The shapes are from the start
 * table of session 21 (bench/results/e2e-s21-start-quiet.md's "choice" lines). The walk's actual
 * rounds on the tuning sets (bench/support/rounds-fit.ts) are far below the predicted 8-9: see
 * docs/benchmarks.md, session 21, for the refit and the choices it would make.
 */
import { describe, expect, it } from 'vitest';
import { chooseReadPath, jobReadBudget } from '../../../src/adapters/github/job-reads.js';
import { planReads, READ_COST, type ReadCostConstants } from '../../../src/adapters/github/read-plan.js';

interface Shape { name: string; sources: number; sourceBytes: number; totalBytes: number }
const SHAPES: Shape[] = [
  { name: 'click', sources: 16, sourceBytes: 300_000, totalBytes: 310_000 },
  { name: 'rich', sources: 78, sourceBytes: 900_000, totalBytes: 910_000 },
  { name: 'zod', sources: 332, sourceBytes: 3_100_000, totalBytes: 3_130_000 },
  { name: 'tokio', sources: 420, sourceBytes: 3_100_000, totalBytes: 3_200_000 },
  { name: 'networkx', sources: 563, sourceBytes: 5_300_000, totalBytes: 5_500_000 },
  { name: 'django', sources: 945, sourceBytes: 6_100_000, totalBytes: 20_800_000 },
];

function choiceOf(shape: Shape, c: ReadCostConstants = READ_COST): ReturnType<typeof chooseReadPath> & { rounds: number } {
  const { perTargetCap, jobBudget } = jobReadBudget(3, shape.sources);
  const size = Math.round(shape.sourceBytes / shape.sources);
  const plan = planReads({ targets: 3, perTargetCap, jobBudget, sourceBlobSizes: new Array<number>(shape.sources).fill(size), totalBytes: shape.totalBytes, archiveCeilingBytes: 256 * 1024 * 1024 }, c);
  return { ...chooseReadPath(plan, shape.sources), rounds: plan.predictedRounds };
}

describe("the cost model's choice on bench:e2e's repositories (3 targets)", () => {
  it('takes click whole, hedges the rest; predicts 8-9 rounds for each', () => {
    const got = Object.fromEntries(SHAPES.map((s) => [s.name, choiceOf(s)]));
    expect(got.click).toMatchObject({ path: 'archive', whole: true });
    for (const name of ['rich', 'zod', 'tokio', 'networkx', 'django']) expect(got[name]).toMatchObject({ path: 'hedge', whole: false, unsure: true });
    for (const s of SHAPES) expect(got[s.name]!.rounds).toBeGreaterThanOrEqual(8);
  });

  it('an archive over its ceiling is never hedged; a repository whose few files the job reads stays on blobs', () => {
    const { perTargetCap, jobBudget } = jobReadBudget(3, 945);
    const over = planReads({ targets: 3, perTargetCap, jobBudget, sourceBlobSizes: new Array<number>(945).fill(6_500), totalBytes: 20_800_000, archiveCeilingBytes: 10_000_000 });
    expect(chooseReadPath(over, 945)).toMatchObject({ path: 'blobs', unsure: false });
    const few = planReads({ targets: 1, perTargetCap: 28, jobBudget: 56, sourceBlobSizes: new Array<number>(3).fill(9_000), totalBytes: 5_300_000, archiveCeilingBytes: 256e6 });
    expect(chooseReadPath(few, 3)).toMatchObject({ path: 'blobs', whole: false, unsure: false });
  });

  it("with the walk's measured rounds (0.22 per file, at least 2: rounds-fit.ts on the Python tuning set), django's plan would be blobs", () => {
    const refit = { ...READ_COST, serialRoundsPerFile: 0.22, minSerialRounds: 2 };
    const got = Object.fromEntries(SHAPES.map((s) => [s.name, choiceOf(s, refit)]));
    // 4 for click (16 files to read at most), 5 for the rest: the tuning set's median was 4, p90 6.
    for (const s of SHAPES) expect(got[s.name]!.rounds).toBe(s.name === 'click' ? 4 : 5);
    for (const name of ['zod', 'tokio', 'networkx']) expect(got[name]).toMatchObject({ path: 'hedge' });
    expect(got.django).toMatchObject({ path: 'blobs', unsure: false });
  });
});

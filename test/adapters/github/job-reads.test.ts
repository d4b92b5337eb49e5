import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefetchAllowance, prepareJobReads } from '../../../src/adapters/github/job-reads.js';
import { DEFAULT_JOB_LIMITS } from '../../../src/adapters/github/job-limits.js';
import { createGitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { createGitHubGateway } from '../../../src/adapters/github/gateway.js';
import { createTestRepo, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const TS_FILES = 420;
const PY_FILES = 12;
const stub = (name: string): string => `export function ${name}(): number {\n  // TODO: implement\n}\n`;

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({
    files: {
      ...Object.fromEntries(Array.from({ length: TS_FILES }, (_, i) => [`src/m${i}.ts`, `export const m${i} = ${i};\n`])),
      // A few Python scripts beside the TypeScript sources: they must not set a TypeScript job's budget.
      ...Object.fromEntries(Array.from({ length: PY_FILES }, (_, i) => [`scripts/s${i}.py`, `S${i} = ${i}\n`])),
    },
    prFiles: { 'src/a.ts': stub('a'), 'src/b.ts': stub('b'), 'src/c.tsx': stub('c') },
  });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const reads = (targetFiles: string[], targets = 3) =>
  prepareJobReads(targets, {
    github: { archive: () => Promise.reject(new Error('blob reads were forced')) },
    source: createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, maxBytes: 4096 }),
    ref: repo.headSha,
    mode: 'blobs',
    targetFiles,
  });

describe('prepareJobReads', () => {
  it("computes a multi-target TypeScript pull request's read budget from the repository's TypeScript files", async () => {
    const { stats, budget } = await reads(['src/a.ts', 'src/b.ts', 'src/c.tsx']);
    expect(stats.sourceFiles).toBe(TS_FILES + 3);
    // 5% of 423 files (21) per target, not the 40 of a repository with 12 source files.
    expect(stats.perTargetCap).toBe(21);
    expect(budget.remaining).toBe(Math.min(3 * 21, Math.max(42, Math.ceil((TS_FILES + 3) * 0.15))));
  });

  it("a Python target's budget counts the Python files only", async () => {
    const { stats } = await reads(['scripts/s0.py'], 1);
    expect(stats.sourceFiles).toBe(PY_FILES);
    expect(stats.perTargetCap).toBe(40);
  });

  it('with no target file known, the language with the most files counts', async () => {
    const { stats } = await reads([], 2);
    expect(stats.sourceFiles).toBe(TS_FILES + 3);
  });

  describe('a hedged archive', () => {
    const DOWNLOAD = 'GET /_codeload/{owner}/{repo}/legacy.tar.gz/{ref+}';
    const until = async (ok: () => boolean, what: string, withinMs = 8_000): Promise<void> => {
      const deadline = Date.now() + withinMs;
      while (!ok()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const hedge = () => {
      const gateway = createGitHubGateway({ octokit, repo: { owner: sim.owner, repo: sim.name } });
      return prepareJobReads(3, { github: gateway, source: gateway.snapshot({ ref: repo.headSha }), ref: repo.headSha, mode: 'hedge', targetFiles: ['src/a.ts'] });
    };

    it('still downloading when the walks are done reading is cancelled: its connection closes, and it is never asked for again', async () => {
      sim.archiveFault({ kind: 'stall' });
      try {
        sim.resetRequests();
        const reads = await hedge();
        await until(() => sim.count({ route: DOWNLOAD }) === 1, 'the download to start');
        expect(sim.openRequests()).toBe(1);
        reads.blobsDone();
        await until(() => reads.stats.hedge !== undefined, 'the download to end');
        expect(reads.stats.hedge).toBe('cancelled');
        // Well before the idle deadline (10 s) would have ended the stalled download.
        expect(reads.stats.archiveMs).toBeLessThan(5_000);
        await until(() => sim.openRequests() === 0, 'the connection to close');
        reads.blobsDone();
        await new Promise((r) => setTimeout(r, 50));
        expect(sim.count({ route: DOWNLOAD })).toBe(1);
        expect(reads.stats.archiveFiles).toBeUndefined();
      } finally {
        sim.archiveFault(undefined);
      }
    });

    it('landed before the walks were done: it served them, and the end of the walks changes nothing', async () => {
      sim.resetRequests();
      const reads = await hedge();
      await until(() => reads.stats.hedge !== undefined, 'the archive to land');
      expect(reads.stats.hedge).toBe('landed');
      expect(reads.stats.archiveFiles).toBeGreaterThan(0);
      reads.blobsDone();
      expect(reads.stats.hedge).toBe('landed');
      expect(sim.count({ route: DOWNLOAD })).toBe(1);
    });

    it('makes the source scan cheaply from the moment it lands with every source file (read when asked, mid-job)', async () => {
      const gateway = createGitHubGateway({ octokit, repo: { owner: sim.owner, repo: sim.name } });
      const source = gateway.snapshot({ ref: repo.headSha });
      // A file read as a blob before the archive lands is in memory too: it does not keep the source from scanning cheaply.
      expect(await source.readFile('src/m1.ts')).toBe('export const m1 = 1;\n');
      const reads = await prepareJobReads(3, { github: gateway, source, ref: repo.headSha, mode: 'hedge', targetFiles: ['src/a.ts'] });
      expect(source.scansCheaply).toBe(false);
      await until(() => reads.stats.hedge !== undefined, 'the archive to land');
      expect(reads.stats.hedge).toBe('landed');
      expect(source.scansCheaply).toBe(true);
      reads.blobsDone();
    });

    it('a hedge that landed with a file left to blobs (its archive text is not its blob: export-subst, LFS) does not scan cheaply', async () => {
      sim.archiveFault({ kind: 'text-differs', files: { 'src/m7.ts': 'export const m7 = 7; // $Format:%H$\n' } });
      try {
        const gateway = createGitHubGateway({ octokit, repo: { owner: sim.owner, repo: sim.name } });
        const source = gateway.snapshot({ ref: repo.headSha });
        // The simulator writes this archive itself before sending a byte: the idle deadline is the whole one here.
        const limits = { ...DEFAULT_JOB_LIMITS, archiveDeadlines: { totalMs: 60_000, idleMs: 60_000 } };
        const reads = await prepareJobReads(3, { github: gateway, source, ref: repo.headSha, mode: 'hedge', targetFiles: ['src/a.ts'], limits });
        // The simulator writes this archive itself, blob by blob (a git process each): slow on a loaded machine.
        await until(() => reads.stats.hedge !== undefined, 'the archive to land', 60_000);
        expect(reads.stats.hedge).toBe('landed');
        expect(reads.stats.archiveLeftToBlobs).toBe(1);
        expect(source.scansCheaply).toBe(false);
        reads.blobsDone();
      } finally {
        sim.archiveFault(undefined);
      }
    }, 90_000);
  });
});

describe('a small repository whose every source file the job may read (session 14)', () => {
  const py = (i: number): string => `def f${i}(x):\n    return x + ${i}\n`;
  let small: TestRepo;
  let smallSim: GitHubSimulator;
  let smallOctokit: Octokit;
  beforeAll(async () => {
    small = createTestRepo({
      files: { ...Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`pkg/m${i}.py`, py(i)])), 'README.md': '# small\n' },
      prFiles: { 'pkg/m0.py': 'def f0(x):\n    pass\n' },
    });
    smallSim = await startGitHubSimulator({ repo: small });
    smallOctokit = new Octokit({ baseUrl: smallSim.url, auth: 'ghs_test', log: quiet });
  });
  afterAll(async () => {
    await smallSim.close();
    small.cleanup();
  });
  const auto = (o: Octokit, s: GitHubSimulator, r: TestRepo, targetFiles: string[]) => {
    const gateway = createGitHubGateway({ octokit: o, repo: { owner: s.owner, repo: s.name } });
    const source = gateway.snapshot({ ref: r.headSha });
    return { source, reads: prepareJobReads(3, { github: gateway, source, ref: r.headSha, mode: 'auto', targetFiles }) };
  };

  it('takes the archive the model prefers outright, without blob rounds beside it, and reads every file from it', async () => {
    const { source, reads } = auto(smallOctokit, smallSim, small, ['pkg/m0.py']);
    const { stats } = await reads;
    expect(stats.path).toBe('archive');
    expect(stats.reason).toMatch(/^archive: ~16 file reads .*; the job may read all 16 source files, so no hedge$/);
    expect(stats.archiveFiles).toBe(16);
    const blobCalls = (): number => smallSim.requests.filter((q) => q.route.includes('blobs') || q.route.includes('graphql')).length;
    const before = blobCalls();
    for (let i = 0; i < 16; i += 1) expect(await source.readFile(`pkg/m${i}.py`)).toBe(i === 0 ? 'def f0(x):\n    pass\n' : py(i));
    expect(blobCalls()).toBe(before);
  });

  it('with the archive in hand nothing is fetched ahead of the walk; on blobs half the budget is', async () => {
    const { source, reads } = auto(smallOctokit, smallSim, small, ['pkg/m0.py']);
    const { stats } = await reads;
    expect(stats.path).toBe('archive');
    source.allowPrefetch(prefetchAllowance(stats.jobBudget, stats.path));
    expect(await source.prefetch('pkg/m5.py')).toBeUndefined();
    expect(source.stats.prefetched).toBe(0);
    // The same budget on the blob path leaves room to read ahead (a round trip to hide).
    expect(prefetchAllowance(stats.jobBudget, 'blobs')).toBe(Math.ceil(stats.jobBudget / 2));
    expect(prefetchAllowance(stats.jobBudget, 'hedge')).toBeGreaterThan(0);
  });

  it('a repository larger than the job may read is not taken whole by this rule', async () => {
    const { stats } = await auto(octokit, sim, repo, ['src/a.ts', 'src/b.ts', 'src/c.tsx']).reads;
    expect(stats.reason).not.toMatch(/no hedge/);
    expect(stats.predictedReads).toBeLessThan(TS_FILES);
  });
});

/**
 * Issue 24, session 20: a larger repository's archive link asked for at intake too (read-plan.ts
 * `intakeArchiveKind` 'hedge'), so that the hedge the tree's plan makes anyway downloads from the job's
 * start, beside the tree, instead of one round trip after it; the plan then keeps that download (never a
 * second one) or cancels it. Once the hedge's archive is in hand nothing more is fetched ahead. Against
 * the GitHub simulator over real HTTP, at a latency that separates the rounds.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubGateway, type GitHubGateway } from '../../../src/adapters/github/gateway.js';
import { prepareJobReads } from '../../../src/adapters/github/job-reads.js';
import { archiveAtIntake, intakeArchiveKind, READ_COST } from '../../../src/adapters/github/read-plan.js';
import { createTestRepo, startGitHubSimulator, type GitHubSimulator, type RecordedRequest, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const LATENCY = 150;

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  // 200 modules: more than a 1-target job may read, so the tree's plan hedges rather than taking the archive whole.
  repo = createTestRepo({
    files: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`pkg/m${i}.py`, `def f${i}():\n    return ${i}\n`])),
    prFiles: { 'pkg/a.py': 'from pkg.m1 import f1\n\n\ndef a():\n    pass\n' },
  });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const gateway = (early?: Parameters<typeof createGitHubGateway>[0]['early']): GitHubGateway =>
  createGitHubGateway({ octokit, repo: { owner: sim.owner, repo: sim.name }, logger: quiet, ...(early === undefined ? {} : { early }) });

/** The intake (the hedge's link by the PR's ref, then the warm start's first reads) handing over to the job's gateway. */
async function handOver(head: string): Promise<GitHubGateway> {
  const intake = gateway();
  // The intake's round: the PR's files and the archive link of its head ref, beside the PR read.
  const pullArchive = intake.pullArchiveLink(1, 5_000, 'hedge');
  const files = intake.pullFiles(1);
  await files;
  const early = intake.prefetch({ pull: 1, ref: head, archiveLink: true, files, earlyPaths: (list) => list.map((f) => f.path), pullArchive });
  return gateway(early);
}

const routeOf = (r: RecordedRequest): string => `${r.method} ${r.path}`;

async function until(done: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('intakeArchiveKind: the payload size rule', () => {
  it('whole up to one round trip of transfer, hedge up to the ceiling at the model compression, nothing unknown', () => {
    const ceiling = 256 * 1024 * 1024;
    expect(intakeArchiveKind(488, ceiling)).toBe('whole');
    expect(intakeArchiveKind(489, ceiling)).toBe('hedge');
    const bound = Math.floor((ceiling * READ_COST.archiveCompression) / 1024);
    expect(intakeArchiveKind(bound, ceiling)).toBe('hedge');
    expect(intakeArchiveKind(bound + 1, ceiling)).toBeUndefined();
    for (const size of [undefined, 0, -1, Number.NaN]) expect(intakeArchiveKind(size, ceiling)).toBeUndefined();
    // The small repository's rule is unchanged.
    expect(archiveAtIntake(488)).toBe(true);
    expect(archiveAtIntake(489)).toBe(false);
  });
});

describe("a hedge's archive, its link asked for at intake", () => {
  it('downloads beside the tree, once; the PR files are still read early; once it lands reads and prefetches need no request', async () => {
    const head = repo.revParse(repo.prBranch);
    sim.setLatency(LATENCY);
    sim.resetRequests();
    try {
      const github = await handOver(head);
      const intakeArchive = github.takePullArchive();
      expect(intakeArchive).toEqual({ ref: 'pull/1/head', sizeKb: 5_000, kind: 'hedge' });
      const source = github.snapshot({ ref: head });
      const reads = await prepareJobReads(1, { github, source, ref: head, targetFiles: ['pkg/a.py'], intakeArchive: intakeArchive!, logger: quiet });
      expect(reads.stats).toMatchObject({ path: 'hedge', intakeArchive: 'hedged' });
      expect(reads.stats.reason).toContain("started from the intake's link");
      source.allowPrefetch(10);
      await until(() => reads.stats.hedge === 'landed');
      const reqs = [...sim.requests];
      const tarball = reqs.filter((r) => r.path.includes('/tarball/'));
      const codeload = reqs.filter((r) => r.path.includes('/_codeload/'));
      const tree = reqs.filter((r) => r.path.includes('/git/trees/'));
      // One link, by the pull request's ref (the head's own link is not asked for), one download.
      expect(tarball.map(routeOf)).toEqual([expect.stringMatching(/\/tarball\/pull(%2F|\/)1(%2F|\/)head$/)]);
      expect(codeload).toHaveLength(1);
      expect(tree).toHaveLength(1);
      // The download went out before the tree was answered: it did not wait for the plan.
      expect(codeload[0]!.timestamp).toBeLessThan(tree[0]!.answeredAt!);
      // The PR's own file was read beside the tree (a hedge's walk starts before the archive lands).
      const graphql = reqs.filter((r) => r.path.endsWith('/graphql'));
      expect(graphql).toHaveLength(1);
      expect(graphql[0]!.timestamp).toBeLessThan(tree[0]!.answeredAt!);
      sim.resetRequests();
      // The archive serves what the walk reads next, and nothing is fetched ahead any more.
      expect(await source.readFile('pkg/m7.py')).toContain('return 7');
      expect(await source.prefetch('pkg/m8.py')).toBeUndefined();
      expect(source.stats.prefetched).toBe(0);
      expect(sim.requests.filter((r) => r.path.endsWith('/graphql') || r.path.includes('/git/blobs/'))).toEqual([]);
    } finally {
      sim.setLatency(0);
    }
  });

  it('a plan of blobs (the archive over its ceiling) cancels the download; the job reads blobs and never downloads again', async () => {
    const head = repo.revParse(repo.prBranch);
    sim.resetRequests();
    const github = await handOver(head);
    const intakeArchive = github.takePullArchive()!;
    const source = github.snapshot({ ref: head });
    const reads = await prepareJobReads(1, { github, source, ref: head, targetFiles: ['pkg/a.py'], intakeArchive, logger: quiet, archiveCeilingBytes: 1_000 });
    expect(reads.stats).toMatchObject({ path: 'blobs', intakeArchive: 'cancelled' });
    expect(await source.readFile('pkg/m3.py')).toContain('return 3');
    reads.blobsDone();
    await new Promise((r) => setTimeout(r, 200));
    expect(reads.stats.hedge).toBeUndefined();
    expect(reads.stats.archiveFiles).toBeUndefined();
    expect(sim.requests.filter((r) => r.path.includes('/tarball/')).length).toBe(1);
    expect(sim.requests.filter((r) => r.path.includes('/_codeload/')).length).toBeLessThanOrEqual(1);
  });
});

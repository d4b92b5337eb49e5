/**
 * Issue 24: a small repository's archive asked for at intake, by the pull request's head ref
 * (`pull/N/head`), before the head SHA is known. Against the GitHub simulator over real HTTP:
 * the tarball names its commit (git's global pax header, as GitHub's does), the job takes it whole
 * only when that commit is its head, and a push between the link and the download (the ref moved)
 * sends the job back to its own plan, never to the other commit's files.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubGateway, type GitHubGateway } from '../../../src/adapters/github/gateway.js';
import { ArchiveCommitMismatchError } from '../../../src/adapters/github/archive.js';
import { prepareJobReads } from '../../../src/adapters/github/job-reads.js';
import { archiveAtIntake } from '../../../src/adapters/github/read-plan.js';
import { createTestRepo, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const stub = (name: string): string => `def ${name}():\n    pass\n`;

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({
    files: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`pkg/m${i}.py`, `def f${i}():\n    return ${i}\n`])),
    prFiles: { 'pkg/a.py': `from pkg.m1 import f1\n\n\n${stub('a')}` },
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

/** The intake's side (link by the PR's ref, then the warm start's first reads) and the job's gateway that takes them over. */
function handOver(head: string): GitHubGateway {
  const intake = gateway();
  const pullArchive = intake.pullArchiveLink(1, 100);
  const early = intake.prefetch({ pull: 1, ref: head, archiveLink: true, earlyPaths: (files) => files.map((f) => f.path), pullArchive });
  return gateway(early);
}

describe('archiveAtIntake: the payload size rule', () => {
  it('takes a repository whose size is one round trip of transfer at the cost model, and nothing unknown', () => {
    // 100 ms at 5,000 bytes per ms: 500,000 bytes, i.e. 488 KB.
    expect(archiveAtIntake(488)).toBe(true);
    expect(archiveAtIntake(489)).toBe(false);
    expect(archiveAtIntake(undefined)).toBe(false);
    expect(archiveAtIntake(0)).toBe(false);
    expect(archiveAtIntake(-1)).toBe(false);
    expect(archiveAtIntake(Number.NaN)).toBe(false);
  });
});

describe("the pull request's archive, asked for at intake", () => {
  it('names its commit in the archive, as GitHub does: the head of the pull request', async () => {
    const github = gateway();
    const archive = await github.archive({ ref: 'pull/1/head', keep: () => true });
    expect(archive.commit).toBe(repo.revParse(repo.prBranch));
    expect(archive.files.has('pkg/a.py')).toBe(true);
    await expect(github.archive({ ref: 'pull/1/head', keep: () => true, expectCommit: repo.baseSha })).rejects.toBeInstanceOf(ArchiveCommitMismatchError);
  });

  it('is taken whole when it is of the head: no tree-SHA archive link, no early blob read, no blob read', async () => {
    const head = repo.revParse(repo.prBranch);
    sim.resetRequests();
    const github = handOver(head);
    const intakeArchive = github.takePullArchive();
    expect(intakeArchive).toEqual({ ref: 'pull/1/head', sizeKb: 100, kind: 'whole' });
    expect(github.takePullArchive()).toBeUndefined();
    const source = github.snapshot({ ref: head });
    const reads = await prepareJobReads(1, { github, source, ref: head, targetFiles: ['pkg/a.py'], intakeArchive: intakeArchive!, logger: quiet });
    expect(reads.stats).toMatchObject({ path: 'archive', intakeArchive: 'taken', archiveFiles: 13 });
    expect(await source.readFile('pkg/a.py')).toContain('from pkg.m1 import f1');
    expect(await source.readFile('pkg/m1.py')).toContain('return 1');
    const routes = sim.requests.map((r) => `${r.method} ${r.path}`);
    // One link, by the pull request's ref; one download; the tree; no GraphQL, no blob.
    expect(routes.filter((r) => r.includes('/tarball/'))).toEqual([expect.stringMatching(/\/tarball\/pull(%2F|\/)1(%2F|\/)head$/)]);
    expect(routes.filter((r) => r.includes('/_codeload/'))).toHaveLength(1);
    expect(routes.filter((r) => r.includes('/graphql') || r.includes('/git/blobs/'))).toEqual([]);
  });

  it('a push between the link and the download: the other commit is refused, the job plans its reads at its own head', async () => {
    const head = repo.revParse(repo.prBranch);
    const github = handOver(head);
    const intakeArchive = github.takePullArchive()!;
    // The ref moves before the download starts (codeload resolves it then, as on GitHub).
    const pushed = repo.commit(repo.prBranch, { 'pkg/a.py': `${stub('a')}\n# pushed\n`, 'pkg/m1.py': 'def f1():\n    return "pushed"\n' }, 'a push');
    try {
      sim.resetRequests();
      const source = github.snapshot({ ref: head });
      const reads = await prepareJobReads(1, { github, source, ref: head, targetFiles: ['pkg/a.py'], intakeArchive, logger: quiet });
      expect(reads.stats.intakeArchive).toBe('other-commit');
      expect(reads.stats.reason).toContain('of another commit');
      // Every read is of the job's head, never of the pushed commit.
      expect(await source.readFile('pkg/a.py')).toContain('from pkg.m1 import f1');
      expect(await source.readFile('pkg/m1.py')).toContain('return 1');
      expect(await source.readFile('pkg/m1.py')).not.toContain('pushed');
      expect(pushed).not.toBe(head);
    } finally {
      // The PR branch back where the other tests expect it.
      repo.commit(repo.prBranch, { 'pkg/a.py': `from pkg.m1 import f1\n\n\n${stub('a')}`, 'pkg/m1.py': 'def f1():\n    return 1\n' }, 'undo');
    }
  });

  it('a failed download is not made again: the job reads blobs', async () => {
    const head = repo.revParse(repo.prBranch);
    const github = handOver(head);
    const intakeArchive = github.takePullArchive()!;
    sim.archiveFault({ kind: 'stall', afterBytes: 2 });
    try {
      sim.resetRequests();
      const source = github.snapshot({ ref: head });
      const reads = await prepareJobReads(1, { github, source, ref: head, targetFiles: ['pkg/a.py'], intakeArchive, logger: quiet, limits: { memoryBudgetBytes: 64 * 1024 * 1024, archiveDeadlines: { totalMs: 2000, idleMs: 300 } } });
      expect(reads.stats).toMatchObject({ path: 'blobs', intakeArchive: 'failed' });
      expect(await source.readFile('pkg/a.py')).toContain('from pkg.m1 import f1');
      // Never downloaded again: no second link, no second download. The intake's own link request may be answered
      // after the reset above (it is sent by handOver) and the stalled download is recorded once it is cut, so each
      // route is counted on its own.
      const paths = sim.requests.map((r) => r.path);
      expect(paths.filter((p) => p.includes('/tarball/')).length).toBeLessThanOrEqual(1);
      expect(paths.filter((p) => p.includes('/_codeload/')).length).toBeLessThanOrEqual(1);
    } finally {
      sim.archiveFault(undefined);
    }
  });
});

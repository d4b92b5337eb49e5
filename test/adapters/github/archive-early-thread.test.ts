/**
 * Session 26 (issue 24, T5): a large repository's hedge is downloaded in a thread the intake starts
 * from the archive's link (archive-early-thread.ts), not read on the job's loop (archive-early-body.ts).
 * The GitHub simulator runs in a process of its own (a server on this loop would wait for the walk
 * too) and is reached with a real installation Octokit; a "walk" holds this loop 2 s every turn from
 * the moment the intake has the link, and the walk's turns until the job's download has the
 * archive are counted (a count, not a time). Through the gateway, as the intake and the job use it:
 * `pullArchiveLink` (intake) → `prefetch` (the warm start's hand-over) → `archive` (the job's download).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubGateway, type GitHubGateway } from '../../../src/adapters/github/gateway.js';
import { keepInArchive, SOURCE_ARCHIVE_THREAD } from '../../../src/adapters/github/job-reads.js';
import { archiveLimitsOf, DEFAULT_JOB_LIMITS } from '../../../src/adapters/github/job-limits.js';
import type { GitHubRequester } from '../../../src/adapters/github/octokit.js';
import { startSimProcess, type SimProcess } from '../../../bench/support/e2e-sim-process.js';
import { createTestProbot } from '../../app/harness.js';
import { createTestRepo, type TestRepo } from '../../support/github-simulator/index.js';
import { ensureFreshDist } from '../../support/fresh-dist.js';

let repo: TestRepo;
let sim: SimProcess;
let octokit: GitHubRequester;
let where = { owner: '', repo: '' };
const files: Record<string, string> = {};
const CODELOAD = 'GET /_codeload/{owner}/{repo}/legacy.tar.gz/{ref+}';
const settings = { thread: SOURCE_ARCHIVE_THREAD, limits: archiveLimitsOf(DEFAULT_JOB_LIMITS) };

beforeAll(async () => {
  ensureFreshDist();
  // 40 modules of ~100 KB (distinct lines, so gzip leaves ~1.6 MB), and locale-like data beside them.
  for (let i = 0; i < 40; i += 1) files[`pkg/m${i}.py`] = Array.from({ length: 2_000 }, (_, j) => `V_${i}_${j} = ${(i * 7919 + j * 104729) % 1_000_003}  # ${j.toString(36)}`).join('\n');
  files['README.md'] = '# pkg\n';
  for (let i = 0; i < 5; i += 1) files[`locale/l${i}.po`] = Array.from({ length: 2_000 }, (_, j) => `msgid "${i}-${j}"`).join('\n');
  repo = createTestRepo({ files, prFiles: { 'pkg/new.py': 'def f():\n    pass\n' } });
  sim = await startSimProcess(repo);
  // The installation of the simulator's webhooks, authenticated as the app does.
  const payload = (await sim.comment('hello', 'maintainer')) as { installation: { id: number }; repository: { name: string; owner: { login: string } } };
  where = { owner: payload.repository.owner.login, repo: payload.repository.name };
  octokit = await createTestProbot(sim).auth(payload.installation.id);
}, 240_000);
afterAll(async () => {
  await sim?.close();
  repo?.cleanup();
});

const gatewayOf = (): GitHubGateway => createGitHubGateway({ octokit, repo: where });

/** The job's download of the intake's `pull/1/head` archive, as job-reads.ts asks for a hedge's. */
const jobDownload = (gw: GitHubGateway, signal?: AbortSignal) =>
  gw.archive({ ref: 'pull/1/head', expectCommit: repo.headSha, keep: keepInArchive, maxFileBytes: 1 << 20, maxTotalBytes: settings.limits.maxTotalBytes, maxKeptBytes: settings.limits.maxKeptBytes, deadlines: settings.limits.deadlines, ...(signal === undefined ? {} : { signal }) });

async function codeloads(): Promise<number> {
  return (await sim.summary()).byRoute[CODELOAD] ?? 0;
}

describe("a hedge's archive downloaded in a thread started at intake", () => {
  it('lands within a few turns of a loop held 2 s each turn (its body read on the loop: a turn per chunk)', async () => {
    await sim.reset();
    const gw = gatewayOf();
    let turns = 0;
    let done = false;
    const walk = (): void => {
      if (done) return;
      turns += 1;
      const until = Date.now() + 2_000;
      while (Date.now() < until);
      setTimeout(walk, 0);
    };
    // The intake: the link and the permission; the warm start hands the reads to the job's gateway.
    const pullArchive = gw.pullArchiveLink(1, 5_000, 'hedge', Promise.resolve(true), settings);
    expect(pullArchive.thread, 'a hedge with thread settings goes to a thread').toBeDefined();
    expect(pullArchive.body).toBeUndefined();
    pullArchive.thread?.claim();
    gw.prefetch({ pull: 1, ref: repo.headSha, withFiles: false, pullArchive });
    // From the moment the link is in (its request and the token's are the loop's, either way): the download leaves then.
    await pullArchive.link;
    setTimeout(walk, 0);
    const archive = await jobDownload(gw).finally(() => {
      done = true;
    });
    expect(archive.commit).toBe(repo.headSha);
    expect(archive.files.size).toBe(41);
    expect(archive.files.get('pkg/m7.py')?.bytes.toString('utf8')).toBe(files['pkg/m7.py']);
    expect(archive.files.has('README.md')).toBe(false);
    expect(archive.paths).toContain('locale/l3.po');
    expect(await codeloads()).toBe(1);
    // Its body read on the loop (archive-early-body.ts, this test without the thread settings), this
    // archive took 14 turns (load 16); in the thread, 2: the loop is needed only to start it and take its answer.
    expect(turns).toBeLessThanOrEqual(4);
  }, 120_000);

  it('a commenter who may not write: no thread, no download; dropped unclaimed: no download either', async () => {
    await sim.reset();
    const denied = gatewayOf().pullArchiveLink(1, 5_000, 'hedge', Promise.resolve(false), settings);
    let allow!: (ok: boolean) => void;
    const dropped = gatewayOf().pullArchiveLink(1, 5_000, 'hedge', new Promise<boolean>((r) => (allow = r)), settings);
    dropped.thread?.dropUnclaimed('no job of this process reads it');
    allow(true);
    await Promise.all([denied.link, dropped.link]);
    await new Promise((r) => setTimeout(r, 500));
    expect(denied.thread?.requested).toBe(false);
    expect(dropped.thread?.requested).toBe(false);
    expect(await codeloads()).toBe(0);
  }, 60_000);

  it("the job's signal stops the thread (a hedge whose blobs won): the download fails with its reason", async () => {
    await sim.reset();
    const gw = gatewayOf();
    const pullArchive = gw.pullArchiveLink(1, 5_000, 'hedge', Promise.resolve(true), settings);
    gw.prefetch({ pull: 1, ref: repo.headSha, withFiles: false, pullArchive });
    const cancel = new AbortController();
    cancel.abort(new Error('the blob reads finished first'));
    await expect(jobDownload(gw, cancel.signal)).rejects.toThrow('the blob reads finished first');
  }, 60_000);

  it('of another commit (a push moved `pull/N/head`): refused, as on the loop', async () => {
    await sim.reset();
    const gw = gatewayOf();
    const pullArchive = gw.pullArchiveLink(1, 5_000, 'hedge', Promise.resolve(true), settings);
    gw.prefetch({ pull: 1, ref: repo.headSha, withFiles: false, pullArchive });
    await expect(gw.archive({ ref: 'pull/1/head', expectCommit: repo.baseSha, keep: keepInArchive, maxFileBytes: 1 << 20, maxTotalBytes: settings.limits.maxTotalBytes, deadlines: settings.limits.deadlines })).rejects.toMatchObject({ name: 'ArchiveCommitMismatchError' });
  }, 60_000);
});

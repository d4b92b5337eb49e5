/**
 * Issue 24: a small repository's job in four serial round trips, like a tarball-reading alternative:
 * intake (permission ∥ PR ∥ PR files ∥ config ∥ the archive link of `pull/N/head`) → the archive's
 * download (beside the tree) → the head check → the review. The webhook's `repository.size` decides
 * (read-plan.ts `archiveAtIntake`); a repository over the size keeps the path it had (the tree
 * decides, the PR's own files read beside it). Real Probot, redis-server, BullMQ, the GitHub
 * simulator (its tarball route resolves `pull/N/head` at download time, as GitHub's codeload does)
 * and the scripted model, intake and job in one worker process.
 */
import { describe, expect, it } from 'vitest';
import { createIntakeProcessor } from '../../src/app/intake.js';
import { unauthorizedReply } from '../../src/app/messages.js';
import type { RecordedRequest } from '../support/github-simulator/index.js';
import { criticalPath, issueCommentCreated } from '../support/github-simulator/index.js';
import { sampleBaseFiles, samplePrFiles } from '../support/github-simulator/sample-repo.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { scriptedCoder } from './scripted-coder.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

const R = {
  permission: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  pull: 'GET /repos/{owner}/{repo}/pulls/{number}',
  files: 'GET /repos/{owner}/{repo}/pulls/{number}/files',
  tree: 'GET /repos/{owner}/{repo}/git/trees/{sha}',
  tarball: 'GET /repos/{owner}/{repo}/tarball/{ref+}',
  codeload: 'GET /_codeload/{owner}/{repo}/legacy.tar.gz/{ref+}',
  graphql: 'POST /graphql',
  postReview: 'POST /repos/{owner}/{repo}/pulls/{number}/reviews',
  blob: 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}',
} as const;

/** A whole job through Probot, BullMQ and the simulator: seconds quiet, a minute or more at load 50 (a deadline, not a measure). */
const E2E_TIMEOUT_MS = 180_000;

/** Well above a loaded machine's event-loop stalls, so that requests that may overlap do. */
const LATENCY = 250;

function span(r: RecordedRequest): [number, number] {
  expect(r.answeredAt, `${r.route} was answered`).toBeDefined();
  return [r.timestamp, r.answeredAt!];
}

/** The intake's PR read, slowed by this much in one test: what waits for it shows. */
const SLOW_PULL_MS = 3000;

/** The tree's answer, slowed by this much in one test: what must not wait for it is seen not to, however loaded the machine. */
const SLOW_TREE_MS = 1500;

async function runCommand(sizeKb: number | undefined, opts: { slowIntakePull?: boolean; exportIgnorePrFile?: boolean; slowTree?: boolean } = {}) {
  // `git archive` (the simulator's codeload, as GitHub's) leaves out what .gitattributes marks export-ignore.
  const repo = opts.exportIgnorePrFile === true ? { files: { ...sampleBaseFiles, '.gitattributes': 'pkg/text.py export-ignore\n' }, prFiles: samplePrFiles } : undefined;
  const h = await e2e.harness({ autorunIntake: false, ...(repo === undefined ? {} : { repo }) });
  await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 2, intake: createIntakeProcessor }));
  if (sizeKb !== undefined) h.sim.state.baseRepo.sizeKb = sizeKb;
  h.sim.resetRequests();
  h.sim.setLatency(LATENCY);
  const pullPath = `/repos/${h.sim.state.baseRepo.owner}/${h.sim.state.baseRepo.name}/pulls/1`;
  h.sim.setPathLatency('GET', pullPath, opts.slowIntakePull === true ? SLOW_PULL_MS : 0);
  h.sim.setPathLatency('GET', R.tree.slice('GET '.length), opts.slowTree === true ? SLOW_TREE_MS : 0);
  const payload = issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload;
  await h.deliver('issue_comment', payload);
  let queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
  for (let i = 0; queued === undefined && i < 600; i += 1) {
    await new Promise((r) => setTimeout(r, 25));
    queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
  }
  const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 120_000);
  h.sim.setPathLatency('GET', pullPath, 0);
  h.sim.setPathLatency('GET', R.tree.slice('GET '.length), 0);
  expect(job.failedReason).toBeUndefined();
  expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
  const reqs = [...h.sim.requests].filter((r) => !r.path.endsWith('/access_tokens'));
  const of = (route: string) => reqs.filter((r) => r.route === route);
  return { h, payload, reqs, of, job };
}

describe("a small repository's archive, asked for at intake (issue 24)", () => {
  it("asks for the link beside the PR read, downloads it, reads no tree (the archive's own listing is the tree) and no blob, and posts after the head check", async () => {
    const { payload, reqs, of, job } = await runCommand(undefined);
    // The simulator reports git's object store, as GitHub does: this repository is small.
    expect(payload.repository.size).toBeGreaterThan(0);
    expect(payload.repository.size).toBeLessThan(488);
    const [link] = of(R.tarball);
    expect(of(R.tarball)).toHaveLength(1);
    expect(link!.path).toMatch(/\/tarball\/pull(%2F|\/)1(%2F|\/)head$/);
    // In the intake's round: it went out before any intake read was answered.
    const intake = [of(R.permission)[0]!, of(R.pull)[0]!, of(R.files)[0]!];
    expect(link!.timestamp).toBeLessThan(Math.min(...intake.map((r) => span(r)[1])));
    // The download is the next round trip: after the link, not after the tree.
    const [download] = of(R.codeload);
    expect(of(R.codeload)).toHaveLength(1);
    expect(download!.timestamp).toBeGreaterThanOrEqual(span(link!)[1]);
    // Every file came out of the archive, and its listing (paths, sizes, blob SHAs) served as the head's
    // tree (session 26): no tree, GraphQL or blob read; nothing read twice.
    expect(of(R.tree), "the archive's listing is the tree").toEqual([]);
    expect(of(R.graphql)).toEqual([]);
    expect(reqs.filter((r) => r.path.includes('/git/blobs/'))).toEqual([]);
    expect(of(R.files)).toHaveLength(1);
    // The head check (the PR read again) after the download's answer; the review does not wait for it
    // (the recorded pushes decide, src/pipeline/head-check.ts).
    const headCheck = of(R.pull)[1]!;
    expect(headCheck.timestamp).toBeGreaterThanOrEqual(span(download!)[1]);
    const stats = (job.returnvalue as { stats?: { reads?: { path?: string; intakeArchive?: string }; rounds?: number } }).stats;
    expect(stats?.reads).toMatchObject({ path: 'archive', intakeArchive: 'taken' });
    expect(stats?.rounds).toBe(0);
    // On the serial chain no read waits for another: at most the link and the download (under load,
    // check-run and reaction writes may line up on it: session 13's caveat; the bench reports the count).
    expect(criticalPath(reqs)?.byPhase.reads).toBeLessThanOrEqual(2);
  }, E2E_TIMEOUT_MS);

  it("the download's request leaves once the link is in and the commenter may write: not after the intake's PR read, the enqueue and the worker's start", async () => {
    const { of, job } = await runCommand(undefined, { slowIntakePull: true });
    const [link] = of(R.tarball);
    const [permission] = of(R.permission);
    const [download] = of(R.codeload);
    expect(of(R.codeload)).toHaveLength(1);
    expect(download!.timestamp).toBeGreaterThanOrEqual(span(link!)[1]);
    expect(download!.timestamp).toBeGreaterThanOrEqual(span(permission!)[1]);
    // The intake's PR read (the head SHA the job needs) is still out: no job exists yet.
    const intakePull = of(R.pull)[0]!;
    expect(download!.timestamp, 'the download left before the intake had the PR').toBeLessThan(span(intakePull)[1]);
    expect(of(R.tree)).toEqual([]);
    // Still the head's archive, taken whole: nothing read twice.
    const stats = (job.returnvalue as { stats?: { reads?: { path?: string; intakeArchive?: string }; rounds?: number } }).stats;
    expect(stats?.reads).toMatchObject({ path: 'archive', intakeArchive: 'taken' });
    expect(of(R.graphql)).toEqual([]);
    expect(of(R.tarball)).toHaveLength(1);
  }, E2E_TIMEOUT_MS);

  it('a pull request file the archive leaves out (export-ignore): its listing does not serve, the tree is read and the file read as a blob', async () => {
    const { h, of, job } = await runCommand(undefined, { exportIgnorePrFile: true });
    expect(of(R.codeload)).toHaveLength(1);
    expect(of(R.tree), 'the tree is read: the archive does not list the stub file').toHaveLength(1);
    const stats = (job.returnvalue as { stats?: { reads?: { path?: string; intakeArchive?: string } } }).stats;
    expect(stats?.reads).toMatchObject({ path: 'archive', intakeArchive: 'taken' });
    // The stub's file is not in the archive: read as a blob, and its stub implemented as usual.
    expect(of(R.graphql).length + of(R.blob).length).toBeGreaterThan(0);
    expect(h.sim.state.reviews).toHaveLength(1);
  }, E2E_TIMEOUT_MS);

  it('a commenter who may not write: the link may be asked for, but no download is made', async () => {
    const h = await e2e.harness({ autorunIntake: false });
    await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 2, intake: createIntakeProcessor }));
    h.sim.resetRequests();
    h.sim.setLatency(LATENCY);
    h.sim.setRole('reader', 'read');
    const before = h.sim.state.issueComments.length;
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'reader' }).payload);
    const intakeJob = (await h.intake.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
    expect(intakeJob).toBeDefined();
    for (let i = 0; i < 1200 && !['completed', 'failed'].includes(await intakeJob!.getState()); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(await intakeJob!.getState()).toBe('completed');
    const replies = h.sim.state.issueComments.slice(before).map((c) => c.body ?? '').filter((b) => !b.startsWith('/dycoder'));
    expect(replies).toEqual([unauthorizedReply('reader')]);
    // The intake's round is over (the permission answered, the reply written): a download would have left.
    const reqs = [...h.sim.requests];
    expect(reqs.filter((r) => r.route === R.permission && r.answeredAt !== undefined)).toHaveLength(1);
    expect(reqs.filter((r) => r.route === R.codeload)).toEqual([]);
    expect(await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed'])).toEqual([]);
  }, E2E_TIMEOUT_MS);

  it("a larger repository (its archive hedged by the size, session 20): the link at intake too, the download beside the tree, one archive, the PR files read early", async () => {
    const { of, job } = await runCommand(5_000, { slowTree: true });
    const [link] = of(R.tarball);
    expect(of(R.tarball), "the head's own link is not asked for as well").toHaveLength(1);
    expect(link!.path).toMatch(/\/tarball\/pull(%2F|\/)1(%2F|\/)head$/);
    const intake = [of(R.permission)[0]!, of(R.pull)[0]!, of(R.files)[0]!];
    expect(link!.timestamp).toBeLessThan(Math.min(...intake.map((r) => span(r)[1])));
    const [download] = of(R.codeload);
    expect(of(R.codeload)).toHaveLength(1);
    expect(download!.timestamp, 'the download does not wait for the tree').toBeLessThan(span(of(R.tree)[0]!)[1]);
    // A hedge's walk may start before the archive lands: the PR's own files are read beside the tree.
    const firstGraphql = of(R.graphql)[0];
    expect(firstGraphql).toBeDefined();
    expect(firstGraphql!.timestamp).toBeLessThan(span(of(R.tree)[0]!)[1]);
    const stats = (job.returnvalue as { stats?: { reads?: { path?: string; intakeArchive?: string } } }).stats;
    // This repository is small enough that the tree's plan takes the archive whole; a larger one hedges.
    expect(['taken', 'hedged']).toContain(stats?.reads?.intakeArchive);
  }, E2E_TIMEOUT_MS);

  it('a repository over the size keeps its path: no archive link at intake, the PR files read beside the tree', async () => {
    const { of } = await runCommand(100_000, { slowTree: true });
    expect(of(R.tarball).filter((r) => /pull(%2F|\/)\d+(%2F|\/)head/.test(r.path))).toEqual([]);
    expect(of(R.tree)).toHaveLength(1);
    const firstGraphql = of(R.graphql)[0];
    expect(firstGraphql, 'the PR files are read early, beside the tree').toBeDefined();
    expect(firstGraphql!.timestamp).toBeLessThan(span(of(R.tree)[0]!)[1]);
  }, E2E_TIMEOUT_MS);
});

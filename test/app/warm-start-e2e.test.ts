/**
 * A command's intake and its implement job in one worker process (as `npm run worker` runs them):
 * the intake's PR read and the job's first reads (files, tree, archive link) are handed over, so
 * the job starts without reading the PR again. With the intake in another process the job reads
 * for itself. Same review either way. All real parts: Probot, redis-server, the GitHub simulator,
 * the scripted model.
 */
import { describe, expect, it } from 'vitest';
import { createIntakeProcessor } from '../../src/app/intake.js';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { scriptedCoder } from './scripted-coder.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

const PULL = 'GET /repos/{owner}/{repo}/pulls/{number}';
const FILES = 'GET /repos/{owner}/{repo}/pulls/{number}/files';
const TREES = 'GET /repos/{owner}/{repo}/git/trees/{sha}';
const CREATE_CHECK = 'POST /repos/{owner}/{repo}/check-runs';
const UPDATE_CHECK = 'PATCH /repos/{owner}/{repo}/check-runs/{id}';
const POST_REVIEW = 'POST /repos/{owner}/{repo}/pulls/{number}/reviews';

async function commandRun(intakeInRuntime: boolean) {
  const h = await e2e.harness({ autorunIntake: !intakeInRuntime });
  await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1, ...(intakeInRuntime ? { intake: createIntakeProcessor } : {}) }));
  h.sim.resetRequests();
  await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
  let queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
  for (let i = 0; queued === undefined && i < 400; i += 1) {
    await new Promise((r) => setTimeout(r, 25));
    queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
  }
  const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 60_000);
  expect(job.failedReason).toBeUndefined();
  const review = h.sim.state.reviews[0]!;
  const suggestions = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id).map((c) => `${c.path}:${c.line}\n${c.body}`).sort();
  const counts = h.sim.countsByRoute();
  const requests = [...h.sim.requests];
  const checkRuns = h.sim.state.checkRuns.map((c) => ({ history: c.history.map((s) => s.status), conclusion: c.conclusion }));
  await e2e.stop();
  return { result: job.returnvalue as { status: string; posted: boolean }, suggestions, counts, requests, checkRuns };
}

describe("warm start of a command's job", () => {
  it("takes the intake's reads in the same process: one PR read fewer, same review", async () => {
    const cold = await commandRun(false);
    const warm = await commandRun(true);
    expect(cold.result).toMatchObject({ status: 'done', posted: true });
    expect(warm.result).toMatchObject({ status: 'done', posted: true });
    // Cold: the intake's read, the job's own, the one before publishing. Warm: the job's own is the intake's.
    expect(cold.counts[PULL]).toBe(3);
    expect(warm.counts[PULL]).toBe(2);
    // The first reads are made once either way. The small repository's archive is taken whole, and its listing is the
    // head's tree: no tree request (session 26).
    expect(warm.counts[FILES]).toBe(1);
    expect(warm.counts[TREES]).toBeUndefined();
    expect(cold.counts[FILES]).toBe(1);
    expect(warm.suggestions).toEqual(cold.suggestions);
    expect(warm.suggestions.length).toBeGreaterThan(0);
  }, 150_000);

  // Session 19 (issue 24): no feedback write inside a warm-started job before its review.
  it('the intake creates a warm job\'s check run in progress; the job writes it once, completed, after the review', async () => {
    const { requests, checkRuns } = await commandRun(true);
    expect(checkRuns).toEqual([{ history: ['in_progress', 'completed'], conclusion: 'success' }]);
    const creates = requests.filter((r) => r.route === CREATE_CHECK);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({ status: 'in_progress' });
    // No in-progress update at all; the one update is the completed one, sent after the review's POST was answered.
    const updates = requests.filter((r) => r.route === UPDATE_CHECK);
    expect(updates.map((r) => (r.body as { status?: string }).status)).toEqual(['completed']);
    expect(updates[0]!.timestamp).toBeGreaterThanOrEqual(requests.find((r) => r.route === POST_REVIEW)!.answeredAt!);
  }, 90_000);

  it('a job queued from another process (cold) keeps queued → in progress → completed', async () => {
    const { checkRuns } = await commandRun(false);
    // The job's in-progress texts ("Working", then "Retrieving…") are one PATCH when the second is asked for while the
    // first still waits, two when the first has left (a loaded machine): the states' order is what is asserted.
    const states = checkRuns.map((run) => ({ ...run, history: run.history.filter((state, i) => state !== run.history[i - 1]) }));
    expect(states).toEqual([{ history: ['queued', 'in_progress', 'completed'], conclusion: 'success' }]);
  }, 90_000);
});

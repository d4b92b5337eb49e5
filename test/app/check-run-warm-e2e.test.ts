/**
 * Session 19 (issue 24): no feedback write inside a warm-started job before its review. When the
 * intake hands its job to this process's worker (which starts it at once), it creates the check run
 * already in progress, and the job sends no in-progress update of its own: its only check-run write
 * is the completed one, after the review. A job queued from another process (cold) keeps queued →
 * in progress → completed. Real Probot, redis-server, BullMQ, the GitHub simulator (100 ms per call)
 * and the scripted model.
 */
import { describe, expect, it } from 'vitest';
import { createIntakeProcessor } from '../../src/app/intake.js';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { scriptedCoder } from './scripted-coder.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

const CREATE = 'POST /repos/{owner}/{repo}/check-runs';
const UPDATE = 'PATCH /repos/{owner}/{repo}/check-runs/{id}';
const REVIEW = 'POST /repos/{owner}/{repo}/pulls/{number}/reviews';

async function commandRun(intakeInRuntime: boolean) {
  const h = await e2e.harness({ autorunIntake: !intakeInRuntime });
  await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 2, ...(intakeInRuntime ? { intake: createIntakeProcessor } : {}) }));
  h.sim.resetRequests();
  h.sim.setLatency(100);
  await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
  let queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
  for (let i = 0; queued === undefined && i < 400; i += 1) {
    await new Promise((r) => setTimeout(r, 25));
    queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
  }
  const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 60_000);
  expect(job.failedReason).toBeUndefined();
  expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
  const requests = [...h.sim.requests];
  const checkRuns = h.sim.state.checkRuns.map((c) => ({ history: c.history.map((s) => s.status), title: c.title, conclusion: c.conclusion }));
  await e2e.stop();
  return { requests, checkRuns };
}

describe('the check run of a warm-started job', () => {
  it('is created in progress by the intake; the job writes it once, completed, after the review', async () => {
    const { requests, checkRuns } = await commandRun(true);
    expect(checkRuns).toHaveLength(1);
    expect(checkRuns[0]).toMatchObject({ history: ['in_progress', 'completed'], conclusion: 'success' });
    const creates = requests.filter((r) => r.route === CREATE);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({ status: 'in_progress' });
    // No in-progress update at all; the one update is the completed one, sent after the review's POST was answered.
    const updates = requests.filter((r) => r.route === UPDATE);
    expect(updates.map((r) => (r.body as { status?: string }).status)).toEqual(['completed']);
    const review = requests.find((r) => r.route === REVIEW)!;
    expect(updates[0]!.timestamp).toBeGreaterThanOrEqual(review.answeredAt!);
  });

  it('queued from another process (cold), it still goes queued → in progress → completed', async () => {
    const { checkRuns } = await commandRun(false);
    expect(checkRuns).toHaveLength(1);
    expect(checkRuns[0]!.history).toEqual(['queued', 'in_progress', 'completed']);
  });
});

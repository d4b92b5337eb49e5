/**
 * Issue 19, item 3: a model that takes the request and never answers. Before, each of 4 job
 * attempts waited 120 s with the check run in progress and nobody told. Now the job's deadline
 * ends every model call, the user hears once (one comment, a failed check run, 😕) within the
 * deadline, and the job is not retried. The call is aborted, not only raced: the model server
 * sees each connection closed at the deadline, long before the model's own timeout would have
 * closed it. Real Probot, redis-server, simulator and model server.
 */
import { describe, expect, it } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import { hangingReply } from '../support/model-faults.js';
import { waitForState } from '../queue/worker-harness.js';
import { botComments, startFaultWorker } from './fault-worker.js';

const e2e = useE2eStack();
// Model calls get the job's time minus a quarter for reporting: 4.5 s, well below the model's own
// timeout (10 s in e2eModelEnv), so the job's deadline is what ends the calls and closes their sockets.
const JOB_TIMEOUT_MS = 6_000;
const MODEL_TIMEOUT_MS = 10_000;
// The command's intake (permission, config and PR reads, queueing) before the job starts, on a busy test machine.
const INTAKE_SLACK_MS = 4_000;

describe('a model that hangs', () => {
  it('is reported within the job deadline: one comment, a failed check run, no review, no retry', async () => {
    const h = await e2e.harness();
    e2e.openai.respondWith(() => hangingReply());
    await e2e.worker((harness, redisUrl, model) => startFaultWorker(harness, redisUrl, model, { jobTimeoutMs: JOB_TIMEOUT_MS, maxModelRetries: 2 }));
    const started = Date.now();
    const { jobId, comment } = await e2e.comment('/dycoder implement');
    const job = await waitForState(h, jobId!, ['completed', 'failed'], 60_000);
    const heardAfterMs = Date.now() - started;

    expect(await job.getState()).toBe('failed');
    // Not retried into silence: one attempt of the 4 allowed.
    expect(job.opts.attempts).toBe(4);
    expect(job.attemptsMade).toBe(1);
    // The attempt, from its start to its failure (check run and comment written), fits in the deadline.
    const attemptMs = (job.finishedOn ?? Infinity) - (job.processedOn ?? 0);
    expect(attemptMs).toBeLessThanOrEqual(JOB_TIMEOUT_MS);
    expect(heardAfterMs).toBeLessThanOrEqual(JOB_TIMEOUT_MS + INTAKE_SLACK_MS);
    const comments = botComments(h);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatch(/The model did not answer in time .*nothing was posted/);
    expect(h.sim.state.reviews).toHaveLength(0);
    expect(h.sim.state.checkRuns).toHaveLength(1);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(h.sim.state.reactions.filter((r) => r.commentId === comment.id).map((r) => r.content)).toEqual(['eyes', 'confused']);
    // Each target's model call was made once: the deadline ended it, no retry followed.
    expect(e2e.openai.requests.length).toBe(2);
    // Aborted, not raced: each connection was closed by the client within the job's deadline (the
    // SDK's own timeout would have closed it only 10 s after the request).
    for (const request of e2e.openai.requests) {
      expect(request.closedEarlyAt).toBeDefined();
      expect(request.closedEarlyAt!).toBeLessThanOrEqual((job.processedOn ?? 0) + JOB_TIMEOUT_MS);
      expect(request.closedEarlyAt! - request.receivedAt).toBeLessThan(MODEL_TIMEOUT_MS);
    }
  });
});

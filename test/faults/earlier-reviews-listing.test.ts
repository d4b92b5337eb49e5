/**
 * Issue 24 (a failed first attempt under load): the list of earlier reviews read at the start of
 * a job only spares targets an earlier run already suggested; when it fails (there: a call past
 * its deadline on an overloaded worker), the job implements every target and posts its review
 * in its first attempt, instead of failing it and running again. Publishing still looks for the
 * run's own review before posting.
 */
import { describe, expect, it } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { startFaultWorker } from './fault-worker.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

const REVIEWS = /^\/repos\/octo-org\/sample\/pulls\/1\/reviews$/;

describe('the early list of earlier reviews fails', () => {
  it('the job still posts its one review in its first attempt, having listed the reviews again before posting', async () => {
    const h = await e2e.harness();
    // Without the SDK's retries, the first listing fails outright; the one before posting answers.
    h.sim.failNext({ method: 'GET', path: REVIEWS, times: 1 });
    const job = await e2e.implement('/dycoder implement', { start: (hh, redisUrl, modelURL) => startFaultWorker(hh, redisUrl, modelURL, { sdkRetry: false }) });
    expect(job.failedReason).toBeUndefined();
    expect(job.attemptsMade).toBe(1);
    expect(job.returnvalue).toMatchObject({ status: 'done', reviewed: true });
    expect(h.sim.state.reviews).toHaveLength(1);
    const lists = h.sim.requests.filter((r) => r.method === 'GET' && REVIEWS.test(r.path));
    expect(lists.map((r) => r.status)).toEqual([500, 200]);
  });
});

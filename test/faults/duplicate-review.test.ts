/**
 * Issue 11, case 1: GitHub stores a review and still answers 5xx. The POST is never repeated
 * blindly (neither by Octokit's retry plugin nor by us): the marker is looked for first, so the
 * pull request gets exactly one review. A 5xx before the write is retried and still gives one.
 */
import { describe, expect, it } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import type { AppHarness } from '../app/harness.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { startFaultWorker } from './fault-worker.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

const REVIEWS = /^\/repos\/octo-org\/sample\/pulls\/1\/reviews$/;

async function runOnce(fault: 'after-write' | 'server-error'): Promise<AppHarness> {
  const h = await e2e.harness();
  h.sim.failNext({ method: 'POST', path: REVIEWS, kind: fault });
  const job = await e2e.implement('/dycoder implement', { start: startFaultWorker });
  expect(job.failedReason).toBeUndefined();
  expect(job.returnvalue).toMatchObject({ status: 'done', reviewed: true });
  return h;
}

describe('a 5xx on the review POST', () => {
  it('after GitHub stored the review: one review, one POST, the stored one found by its marker', async () => {
    const sim = (await runOnce('after-write')).sim;
    expect(sim.state.reviews).toHaveLength(1);
    const posts = sim.requests.filter((r) => r.method === 'POST' && REVIEWS.test(r.path));
    expect(posts.map((r) => r.status)).toEqual([502]);
    // The look for the marker came after the failed POST.
    const lastList = sim.requests.filter((r) => r.method === 'GET' && REVIEWS.test(r.path)).at(-1)!;
    expect(lastList.timestamp).toBeGreaterThanOrEqual(posts[0]!.timestamp);
    expect(sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
  });

  it('before anything was stored: posted again after looking, still one review', async () => {
    const sim = (await runOnce('server-error')).sim;
    expect(sim.state.reviews).toHaveLength(1);
    const posts = sim.requests.filter((r) => r.method === 'POST' && REVIEWS.test(r.path));
    expect(posts.map((r) => r.status)).toEqual([500, 200]);
    const between = sim.requests.filter((r) => r.method === 'GET' && REVIEWS.test(r.path) && r.timestamp >= posts[0]!.timestamp && r.timestamp <= posts[1]!.timestamp);
    expect(between.length).toBeGreaterThan(0);
  });
});

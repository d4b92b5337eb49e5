/**
 * Issue 11, case 1: GitHub stores a review and still answers 5xx. The POST is never repeated
 * blindly (neither by Octokit's retry plugin nor by us): the marker is looked for first, so the
 * pull request gets exactly one review. A 5xx before the write is retried and still gives one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerRuntime } from '../../src/queue/worker-runtime.js';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness, type AppHarness } from '../app/harness.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { waitForState } from '../queue/worker-harness.js';
import { startFaultWorker } from './fault-worker.js';

let redis: RedisServer;
let openai: OpenAIServer;
let h: AppHarness | undefined;
let worker: WorkerRuntime | undefined;

beforeAll(async () => {
  redis = await startRedisServer();
  openai = await startOpenAIServer();
  openai.respondWith(scriptedCoder());
});
afterAll(async () => {
  await openai.close();
  await redis.stop();
});
afterEach(async () => {
  await worker?.close();
  worker = undefined;
  await h?.close();
  h = undefined;
});

const REVIEWS = /^\/repos\/octo-org\/sample\/pulls\/1\/reviews$/;

async function runOnce(fault: 'after-write' | 'server-error'): Promise<AppHarness> {
  const harness = await startAppHarness(redis.url);
  h = harness;
  await harness.deliver('issue_comment', issueCommentCreated(harness.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
  const [queued] = await harness.queue.queue.getJobs(['waiting']);
  harness.sim.failNext({ method: 'POST', path: REVIEWS, kind: fault });
  worker = await startFaultWorker(harness, redis.url, openai.baseURL);
  const job = await waitForState(harness, queued!.id!, ['completed', 'failed'], 60_000);
  expect(job.failedReason).toBeUndefined();
  expect(job.returnvalue).toMatchObject({ status: 'done', reviewed: true });
  return harness;
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

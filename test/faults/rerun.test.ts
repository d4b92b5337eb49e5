/**
 * Issue 11, case 3: a transient model failure must not become permanent for that commit. A model
 * outage is retried and then fails (failure check run, one comment, no review, so no marker);
 * an empty run (the model answered, nothing usable) completes neutral with the reasons in one
 * comment and no review. Either way `/dycoder implement` again on the same head runs again and
 * posts; a redelivered webhook of the same command still runs once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerRuntime } from '../../src/queue/worker-runtime.js';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness, type AppHarness } from '../app/harness.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { waitForState } from '../queue/worker-harness.js';
import { botComments, startFaultWorker } from './fault-worker.js';

let redis: RedisServer;
let openai: OpenAIServer;
let h: AppHarness;
let worker: WorkerRuntime | undefined;

beforeAll(async () => {
  redis = await startRedisServer();
  openai = await startOpenAIServer();
});
afterAll(async () => {
  await openai.close();
  await redis.stop();
});
afterEach(async () => {
  await worker?.close();
  worker = undefined;
  await h.close();
});

async function command(login = 'maintainer'): Promise<{ jobId: string; payload: unknown }> {
  const { payload } = issueCommentCreated(h.sim, { body: '/dycoder implement', login });
  const before = new Set((await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed'])).map((j) => `${j.id}:${j.timestamp}`));
  await h.deliver('issue_comment', payload);
  const jobs = await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']);
  const fresh = jobs.find((j) => !before.has(`${j.id}:${j.timestamp}`));
  return { jobId: fresh?.id ?? '', payload };
}

describe('a failed or empty run does not block the next command on the same head', () => {
  it('model outage: retried, then failure (not success), no review; the next command runs and posts', async () => {
    h = await startAppHarness(redis.url, { jobOptions: { attempts: 2, backoff: { type: 'fixed', delay: 100 } } });
    openai.respondWith(() => reply.serverError(503));
    worker = await startFaultWorker(h, redis.url, openai.baseURL);
    const first = await command();
    const failed = await waitForState(h, first.jobId, ['failed', 'completed'], 60_000);
    expect(await failed.getState()).toBe('failed');
    expect(failed.attemptsMade).toBe(2);
    expect(h.sim.state.reviews).toHaveLength(0);
    expect(h.sim.state.checkRuns).toHaveLength(1);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(botComments(h)).toHaveLength(1);
    expect(botComments(h)[0]).toMatch(/model did not answer/);

    openai.respondWith(scriptedCoder());
    const calls = openai.requests.length;
    const second = await command('writer');
    expect(second.jobId).toBe(first.jobId); // same head, same targets: same id, yet it runs
    const done = await waitForState(h, second.jobId, ['completed', 'failed'], 60_000);
    expect(done.returnvalue).toMatchObject({ status: 'done', posted: true, reviewed: true });
    expect(openai.requests.length).toBeGreaterThan(calls);
    expect(h.sim.state.reviews).toHaveLength(1);
    // The rerun has a check run of its own; the failed one stays as it was.
    expect(h.sim.state.checkRuns.map((c) => c.conclusion)).toEqual(['failure', 'success']);
  });

  it('empty run: neutral with the reasons, no review; a redelivery runs once, a new command runs again', async () => {
    h = await startAppHarness(redis.url);
    openai.respondWith(() => reply.content('I cannot help with that.'));
    worker = await startFaultWorker(h, redis.url, openai.baseURL);
    const first = await command();
    const empty = await waitForState(h, first.jobId, ['completed', 'failed'], 60_000);
    expect(empty.returnvalue).toMatchObject({ status: 'done', posted: false, reviewed: false });
    expect(h.sim.state.reviews).toHaveLength(0);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'neutral', title: 'No suggestion' });
    const comments = botComments(h);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain('`pkg/text.py` · `count_words`');
    expect(comments[0]).toContain('/dycoder implement');

    // The same delivery again (GitHub redelivers): no second run.
    const calls = openai.requests.length;
    await h.deliver('issue_comment', first.payload);
    await new Promise((r) => setTimeout(r, 300));
    expect(await h.jobCount()).toBe(1);
    expect((await h.queue.queue.getJob(first.jobId))?.returnvalue).toMatchObject({ reviewed: false });
    expect(openai.requests.length).toBe(calls);

    // A new command on the same head runs again.
    openai.respondWith(scriptedCoder());
    const second = await command('writer');
    const done = await waitForState(h, second.jobId, ['completed', 'failed'], 60_000);
    expect(done.returnvalue).toMatchObject({ status: 'done', posted: true, reviewed: true });
    expect(h.sim.state.reviews).toHaveLength(1);
    expect(h.sim.state.checkRuns.map((c) => c.conclusion)).toEqual(['neutral', 'success']);

    // After suggestions were posted, the same command on the same head is a duplicate.
    const third = await command('maintainer');
    expect(third.jobId).toBe('');
    expect(h.sim.state.reviews).toHaveLength(1);
  });
});

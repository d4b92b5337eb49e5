/**
 * The product end to end on a real Redis Cluster (three masters, one replica each): a comment
 * through Probot, the job through BullMQ on the cluster, the production pipeline against the
 * GitHub simulator and the scripted model. While the model is answering, the master holding the
 * queue's hash slot is killed: its replica takes over and the job completes exactly once: one
 * review, one model call per stub, one attempt.
 */
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';
import { startRedisCluster, type RedisCluster } from '../support/redis-cluster.js';
import { within } from '../../src/core/deadline.js';
import { startE2eWorker } from './e2e-worker.js';
import { startAppHarness, type AppHarness } from './harness.js';
import { scriptedCoder } from './scripted-coder.js';

let cluster: RedisCluster;
let openai: OpenAIServer;

beforeAll(async () => {
  [cluster, openai] = await Promise.all([startRedisCluster({ masters: 3, replicasPerMaster: 1, nodeTimeoutMs: 1000 }), startOpenAIServer()]);
});
afterAll(async () => {
  await openai.close();
  await cluster.stop();
});

/** Every step has its own deadline, so a hang names the step instead of running into the test's ceiling. */
const step = <T>(what: string, ms: number, work: Promise<T>): Promise<T> => within(work, ms, () => new Error(`${what}: no answer within ${ms} ms`));

/** Polls through the failover: reads may fail while the slot has no master. */
async function settled(h: AppHarness, id: string, timeoutMs: number): Promise<{ state: string; job: Job }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // One read may stall while the slot has no master: it is bounded, and the poll goes on.
    const job = await step('read the job', 5000, h.queue.queue.getJob(id)).catch(() => undefined);
    const state = job === undefined ? 'unknown' : await step('read its state', 5000, job.getState()).catch(() => 'unknown');
    // Read again once finished: the object fetched before may predate the transition.
    if (job !== undefined && (state === 'completed' || state === 'failed')) return { state, job: (await h.queue.queue.getJob(id)) ?? job };
    if (Date.now() > deadline) throw new Error(`job ${id} did not finish (state ${state})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('end to end on Redis Cluster', () => {
  it('a master dies mid-job: the replica takes over and the job posts one review, once', async () => {
    const h = await step('start the app', 30_000, startAppHarness(cluster.url));
    openai.respondWith(scriptedCoder(1200));
    const worker = await step('start the worker', 20_000, startE2eWorker(h, cluster.url, openai.baseURL, { concurrency: 1 }));
    let passed = false;
    try {
      // As a deployment does: traffic only once the queue's own keys answer (the first command to the
      // slot's master discovers the cluster and connects to it, seconds on a loaded machine). A delivery
      // answered 503 is delivered again, as DyCoder's redelivery of failed deliveries would.
      await step('the queue\'s slot to answer', 30_000, (async () => {
        for (;;) {
          const ok = await within(h.intake.queue.getJobCounts('waiting'), 2000, () => new Error('slow')).then(() => true, () => false);
          if (ok) return;
          await new Promise((r) => setTimeout(r, 200));
        }
      })());
      const { payload, comment } = issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' });
      await step('deliver the comment', 20_000, (async () => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await h.deliver('issue_comment', payload);
          } catch (error) {
            // Probot may hand the app's error on inside an AggregateError.
            const inner: unknown[] = error instanceof AggregateError ? (error.errors as unknown[]) : [];
            if (attempt >= 3 || ![error, ...inner].some((e) => /could not queue this delivery/.test(String(e)))) throw error;
            await new Promise((r) => setTimeout(r, 500));
          }
        }
      })());
      const [queued] = await step('list the jobs', 5000, h.queue.queue.getJobs(['waiting', 'active']));
      expect(queued).toBeDefined();

      // Mid-run: the first model call is in flight.
      const deadline = Date.now() + 30_000;
      while (openai.requests.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const master = await step('find the master', 10_000, cluster.masterFor(h.prefix));
      await step('replicas catch up', 15_000, cluster.replicasCaughtUp(master));
      await step('kill the master', 5000, cluster.kill(master));
      expect(await step('failover', 25_000, cluster.waitForFailover(h.prefix, master))).not.toBe(master);

      const { state, job } = await settled(h, queued!.id!, 60_000);
      expect(state).toBe('completed');
      expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
      expect(job.attemptsMade).toBe(1);
      expect(h.sim.state.reviews).toHaveLength(1);
      // Two stubs, one model call each: the job was not run a second time.
      expect(openai.requests.filter((r) => r.messages.some((m) => m.content.includes('Implement the body of')))).toHaveLength(2);
      expect(h.sim.state.reactions.filter((r) => r.commentId === comment.id).map((r) => r.content)).toEqual(['eyes', 'rocket']);
      expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
      passed = true;
    } finally {
      // Bounded too: a close that hangs must fail here with its name, not hold the test open. After a
      // failure, the jobs in hand are not waited for, and the failure itself is what the test reports.
      const close = Promise.all([step('close the worker', 20_000, worker.close(!passed)), step('close the app', 20_000, h.close())]);
      if (passed) await close;
      else await close.catch(() => undefined);
    }
  // The waits above add up to 110 s; the ceiling leaves room for start-up on a loaded machine.
  }, 180_000);
});

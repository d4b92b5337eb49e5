import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PermanentJobError } from '../../src/queue/errors.js';
import type { ImplementPipeline, PipelineRun } from '../../src/queue/implement-worker.js';
import type { WorkerRuntime } from '../../src/queue/worker-runtime.js';
import { issueCommentCreated, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { Redis } from 'ioredis';
import type { ScopedLogger as AppLogger } from '../../src/core/ports.js';
import { CheckRunRegistry } from '../../src/queue/check-run-registry.js';
import { startImplementWorker } from '../../src/queue/implement-worker.js';
import { RedisRateLimiter } from '../../src/queue/rate-limit.js';
import { RETRY_BACKOFF_TYPE } from '../../src/queue/implement-queue.js';
import { createTestProbot, startAppHarness, type AppHarness } from '../app/harness.js';
import { startTestWorker, waitForState } from './worker-harness.js';

let redis: RedisServer;
let h: AppHarness;
let worker: WorkerRuntime | undefined;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});
afterEach(async () => {
  await worker?.close();
  worker = undefined;
  await h.close();
});

/** Queue a job the way production does: a maintainer's comment through the real app. */
async function queueJob(options: { attempts?: number; backoffType?: string } = {}): Promise<{ jobId: string; commentId: number }> {
  h = await startAppHarness(redis.url, { jobOptions: { attempts: options.attempts ?? 3, backoff: { type: options.backoffType ?? 'exponential', delay: 50 } } });
  const { payload, comment } = issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' });
  await h.deliver('issue_comment', payload);
  const [job] = await h.queue.queue.getJobs(['waiting']);
  if (job?.id === undefined) throw new Error('no job queued');
  return { jobId: job.id, commentId: comment.id };
}

const botComments = (): string[] => h.sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);

describe('implement worker', () => {
  it('runs the pipeline, completes the check run and adds 🚀', async () => {
    const { jobId, commentId } = await queueJob();
    const runs: PipelineRun[] = [];
    const pipeline: ImplementPipeline = async (run) => {
      runs.push(run);
      await run.progress('Implementing 2 stubs.');
      return { posted: true, summary: '2 suggestions posted.' };
    };
    worker = await startTestWorker(h, redis.url, pipeline);
    const job = await waitForState(h, jobId, ['completed', 'failed']);
    expect(job.returnvalue).toEqual({ status: 'done', posted: true, reviewed: true });
    expect(runs).toHaveLength(1);
    expect(runs[0]?.job.headSha).toBe(h.sim.headSha(1));
    expect(runs[0]?.headRepo).toEqual({ owner: h.sim.owner, repo: h.sim.name });

    const [check] = h.sim.state.checkRuns;
    // "Working" and the pipeline's progress a moment later are one PATCH: the latest text, sent once.
    expect(check?.history.map((s) => s.status)).toEqual(['queued', 'in_progress', 'completed']);
    expect(check?.history[1]).toMatchObject({ status: 'in_progress', summary: 'Implementing 2 stubs.' });
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success', summary: '2 suggestions posted.' });
    expect(h.sim.state.reactions.filter((r) => r.commentId === commentId).map((r) => r.content)).toEqual(['eyes', 'rocket']);
    expect(botComments()).toEqual([]);
  });

  it('drops a job whose head SHA is no longer the PR head, without running the pipeline', async () => {
    const { jobId } = await queueJob();
    h.sim.pushToPull(1, { 'pkg/late.py': 'def late():\n    pass\n' });
    let called = 0;
    worker = await startTestWorker(h, redis.url, () => {
      called += 1;
      return Promise.resolve({ posted: true, summary: '' });
    });
    const job = await waitForState(h, jobId, ['completed', 'failed']);
    expect(job.returnvalue).toMatchObject({ status: 'stale', currentHead: h.sim.headSha(1) });
    expect(called).toBe(0);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'skipped', title: 'Superseded' });
  });

  it('fails a permanent error at once: no retries, 😕, one clear comment, failed check run', async () => {
    const { jobId, commentId } = await queueJob({ attempts: 3 });
    let calls = 0;
    worker = await startTestWorker(h, redis.url, () => {
      calls += 1;
      return Promise.reject(new PermanentJobError('This pull request adds no stubs to implement.'));
    });
    const job = await waitForState(h, jobId, ['failed']);
    expect(calls).toBe(1);
    expect(job.attemptsMade).toBe(1);
    expect(botComments()).toEqual(['This pull request adds no stubs to implement.']);
    expect(h.sim.state.reactions.filter((r) => r.commentId === commentId).map((r) => r.content)).toEqual(['eyes', 'confused']);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ conclusion: 'failure', summary: 'This pull request adds no stubs to implement.' });
  });

  it('retries transient errors with backoff and says nothing until it succeeds', async () => {
    const { jobId, commentId } = await queueJob({ attempts: 3 });
    let calls = 0;
    worker = await startTestWorker(h, redis.url, () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('socket hang up')) : Promise.resolve({ posted: true, summary: 'ok' });
    });
    const job = await waitForState(h, jobId, ['completed']);
    expect(calls).toBe(2);
    expect(job.attemptsMade).toBe(2);
    expect(botComments()).toEqual([]);
    expect(h.sim.state.reactions.filter((r) => r.commentId === commentId).map((r) => r.content)).toEqual(['eyes', 'rocket']);
  });

  it('after the last attempt posts a generic message that leaks no internals', async () => {
    const { jobId } = await queueJob({ attempts: 2 });
    worker = await startTestWorker(h, redis.url, () =>
      Promise.reject(new Error('connect ECONNREFUSED https://x-access-token:ghs_SECRET@api.github.com at Object.<anonymous> (/app/dist/x.js:1:1)')),
    );
    await waitForState(h, jobId, ['failed']);
    const comments = botComments();
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain(`job ${jobId}`);
    expect(comments[0]).not.toMatch(/ghs_|ECONNREFUSED|\.js:|at Object/);
  });

  it('retries a GitHub 500 while checking the PR head', async () => {
    const { jobId } = await queueJob({ attempts: 3 });
    h.sim.failNext({ method: 'GET', path: '/repos/octo-org/sample/pulls/1', kind: 'server-error' });
    worker = await startTestWorker(h, redis.url, () => Promise.resolve({ posted: false, summary: 'nothing to do' }));
    const job = await waitForState(h, jobId, ['completed']);
    expect(job.attemptsMade).toBe(2);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ conclusion: 'neutral', title: 'No suggestion' });
  });

  it("waits out GitHub's retry-after before the next attempt", async () => {
    const { jobId } = await queueJob({ attempts: 3, backoffType: RETRY_BACKOFF_TYPE });
    h.sim.failNext({ method: 'GET', path: '/repos/octo-org/sample/pulls/1', kind: 'secondary', waitSeconds: 2 });
    worker = await startTestWorker(h, redis.url, () => Promise.resolve({ posted: false, summary: 'nothing to do' }));
    const job = await waitForState(h, jobId, ['completed', 'failed']);
    expect(job.attemptsMade).toBe(2);
    // The base backoff is 50 ms; only the retry-after explains 2 s between the two reads of the PR.
    const [refused, retried] = h.sim.requests.filter((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{number}').slice(-2);
    expect(refused?.status).toBe(403);
    expect((retried?.timestamp ?? 0) - (refused?.timestamp ?? 0)).toBeGreaterThanOrEqual(1900);
    expect(botComments()).toEqual([]);
  });

  it('creates the check run itself when the webhook side has not (one check run per job)', async () => {
    const { jobId } = await queueJob();
    // As if the webhook process died before its background write: no check run, no registry entry.
    h.sim.state.checkRuns.splice(0);
    await h.redis.del(`${h.prefix}:check-run:${jobId}`);
    worker = await startTestWorker(h, redis.url, () => Promise.resolve({ posted: true, summary: 'ok' }));
    await waitForState(h, jobId, ['completed']);
    expect(h.sim.state.checkRuns).toHaveLength(1);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ external_id: jobId, status: 'completed', conclusion: 'success' });
  });

  it('logs the stale drop with job id, repo and PR on the line', async () => {
    const { jobId } = await queueJob();
    h.sim.pushToPull(1, { 'pkg/later.py': 'def later():\n    pass\n' });
    const lines: { bindings: Record<string, unknown>; msg: string | undefined }[] = [];
    const capture = (bindings: Record<string, unknown>): AppLogger => {
      const at = (_obj: object, msg?: string): void => void lines.push({ bindings, msg });
      return { debug: at, info: at, warn: at, error: at, child: (more) => capture({ ...bindings, ...more }) };
    };
    const probot = createTestProbot(h.sim);
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const bullWorker = startImplementWorker(
      {
        octokitFor: (id) => probot.auth(id),
        pipeline: () => Promise.resolve({ posted: true, summary: '' }),
        rateLimiter: new RedisRateLimiter(connection, { prefix: h.prefix }),
        checkRuns: new CheckRunRegistry(connection, h.prefix),
        log: capture({}),
      },
      { connection, concurrency: 1, prefix: h.prefix },
    );
    try {
      await waitForState(h, jobId, ['completed']);
      const stale = lines.find((l) => l.msg?.startsWith('stale job dropped'));
      expect(stale?.bindings).toMatchObject({ jobId, repo: 'octo-org/sample', pr: 1 });
    } finally {
      await bullWorker.close();
      await connection.quit();
    }
  });

  it('delays jobs past the installation\'s hourly limit instead of running them', async () => {
    h = await startAppHarness(redis.url, { repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': 'jobsPerHour: 1\n' }, prFiles: samplePrFiles } });
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement count_words', login: 'maintainer' }).payload);
    // "Every stub" cannot join a job for named functions (head-runs.ts): two jobs.
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const ran: string[] = [];
    worker = await startTestWorker(h, redis.url, ({ jobId }) => {
      ran.push(jobId);
      return Promise.resolve({ posted: true, summary: '' });
    });
    const deadline = Date.now() + 20_000;
    while ((await h.queue.queue.getJobCounts('completed', 'delayed')).delayed !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const counts = await h.queue.queue.getJobCounts('completed', 'delayed', 'failed');
    expect(counts).toEqual({ completed: 1, delayed: 1, failed: 0 });
    expect(ran).toHaveLength(1);
    const [delayed] = await h.queue.queue.getJobs(['delayed']);
    // It becomes runnable about an hour after the first job started.
    expect((delayed?.delay ?? 0) + (delayed?.timestamp ?? 0)).toBeGreaterThan(Date.now() + 3_500_000);
  });

  it('stops without a comment when the PR was closed meanwhile', async () => {
    const { jobId } = await queueJob();
    h.sim.state.pulls.get(1)!.state = 'closed';
    worker = await startTestWorker(h, redis.url, () => Promise.resolve({ posted: true, summary: '' }));
    const job = await waitForState(h, jobId, ['failed']);
    expect(job.attemptsMade).toBe(1);
    expect(botComments()).toEqual([]);
  });
});

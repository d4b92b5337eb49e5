/**
 * Both read paths of a job end to end (comment → queue → worker → review) through the GitHub
 * simulator: blobs one by one, and one archive of the head commit. Same review either way; the
 * archive path makes no blob call for a source file, and the choice is in the review's details
 * and the job's result.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChatModelFromEnv } from '../../src/adapters/openai/chat-model.js';
import type { ReadMode } from '../../src/adapters/github/job-reads.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { createGitHubPipeline } from '../../src/queue/github-pipeline.js';
import type { WorkerRuntime } from '../../src/queue/worker-runtime.js';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startTestWorker, waitForState } from '../queue/worker-harness.js';
import { startAppHarness, type AppHarness } from './harness.js';
import { scriptedCoder } from './scripted-coder.js';

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

const BLOBS = 'GET /repos/{owner}/{repo}/git/blobs/{sha}';
const TARBALL = 'GET /repos/{owner}/{repo}/tarball/{ref+}';

async function runJob(mode: ReadMode, body = '/dycoder implement') {
  h = await startAppHarness(redis.url);
  const model = createChatModelFromEnv({ provider: 'openai', apiKey: 'sk-e2e', baseURL: openai.baseURL, model: 'scripted-coder', timeoutMs: 10_000, maxRetries: 1, structuredOutput: 'off' });
  const pipeline = createGitHubPipeline({ retrieve, modelFor: () => model, readMode: mode });
  await h.deliver('issue_comment', issueCommentCreated(h.sim, { body, login: 'maintainer' }).payload);
  const [queued] = await h.queue.queue.getJobs(['waiting']);
  h.sim.resetRequests();
  worker = await startTestWorker(h, redis.url, pipeline);
  const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 60_000);
  expect(job.failedReason).toBeUndefined();
  const review = h.sim.state.reviews[0]!;
  const suggestions = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id).map((c) => `${c.path}:${c.line}\n${c.body}`).sort();
  return { result: job.returnvalue as { status: string; stats?: { reads?: { path: string; reason: string; archiveFiles?: number } } }, review, suggestions, counts: h.sim.countsByRoute() };
}

describe('read paths end to end', () => {
  it('one archive instead of blobs gives the same review, with no blob call for a source file', async () => {
    const blobs = await runJob('blobs');
    await worker?.close();
    worker = undefined;
    await h?.close();
    h = undefined;
    const archive = await runJob('archive');

    expect(blobs.result.stats?.reads?.path).toBe('blobs');
    expect(blobs.counts[TARBALL]).toBeUndefined();
    expect(blobs.counts[BLOBS] ?? 0).toBeGreaterThan(0);

    expect(archive.result.stats?.reads?.path).toBe('archive');
    expect(archive.result.stats?.reads?.archiveFiles ?? 0).toBeGreaterThan(0);
    expect(archive.counts[TARBALL]).toBe(1);
    // The plan comes before any read: even the PR's own files come out of the archive.
    expect(archive.counts[BLOBS]).toBeUndefined();

    expect(archive.suggestions).toEqual(blobs.suggestions);
    expect(archive.suggestions.join('\n')).toContain('return len(normalize(text).split())');
    expect(blobs.review.body).toMatch(/\| Reads \| blobs \(forced\)/);
    expect(archive.review.body).toMatch(/\| Reads \| archive \(forced\)/);
  });

  it('left to the cost model, the job reads the way the model chose and says why', async () => {
    const run = await runJob('auto');
    const path = run.result.stats?.reads?.path;
    expect(run.result.stats?.reads?.reason).toMatch(new RegExp(`^${path}: ~\\d+ file reads`));
    expect(run.review.body).toContain(`| Reads | ${path}: ~`);
    expect(run.counts[TARBALL] ?? 0).toBe(path === 'archive' ? 1 : 0);
    expect(run.suggestions.join('\n')).toContain('return len(normalize(text).split())');
  });
});

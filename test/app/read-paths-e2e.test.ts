/**
 * Both read paths of a job end to end (comment → queue → worker → review) through the GitHub
 * simulator: blobs one by one, and one archive of the head commit. Same review either way; the
 * archive path makes no blob call for a source file, and the choice is in the review's details
 * and the job's result.
 */
import { describe, expect, it } from 'vitest';
import { createChatModelFromEnv } from '../../src/adapters/openai/chat-model.js';
import type { ReadMode } from '../../src/adapters/github/job-reads.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { createGitHubPipeline } from '../../src/queue/github-pipeline.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { blobReads } from '../support/github-simulator/index.js';
import { startTestWorker, waitForState } from '../queue/worker-harness.js';
import { e2eModelEnv } from './e2e-worker.js';
import { scriptedCoder } from './scripted-coder.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

const TARBALL = 'GET /repos/{owner}/{repo}/tarball/{ref+}';
const DOWNLOAD = 'GET /_codeload/{owner}/{repo}/legacy.tar.gz/{ref+}';

interface Timings { totalMs: number; readMs: number; modelMs: number; publishMs: number }

async function runJob(mode: ReadMode, body = '/dycoder implement', latencyMs = 0) {
  const h = await e2e.harness();
  h.sim.setLatency(latencyMs);
  const model = createChatModelFromEnv(e2eModelEnv(e2e.openai.baseURL));
  const pipeline = createGitHubPipeline({ retrieve, modelFor: () => model, readMode: mode });
  const { jobId } = await e2e.comment(body);
  h.sim.resetRequests();
  await e2e.worker((harness, redisUrl) => startTestWorker(harness, redisUrl, pipeline));
  const job = await waitForState(h, jobId!, ['completed', 'failed'], 60_000);
  h.sim.setLatency(0);
  expect(job.failedReason).toBeUndefined();
  const review = h.sim.state.reviews[0]!;
  const suggestions = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id).map((c) => `${c.path}:${c.line}\n${c.body}`).sort();
  const check = h.sim.state.checkRuns.find((c) => c.status === 'completed');
  const result = job.returnvalue as { status: string; stats?: { reads?: { path: string; reason: string; archiveFiles?: number; archiveMs?: number; hedge?: string }; timings?: Timings } };
  return { result, review, suggestions, counts: h.sim.countsByRoute(), reads: blobReads(h.sim.requests), checkSummary: check?.summary ?? '' };
}

describe('read paths end to end', () => {
  it('one archive instead of blobs gives the same review, with no blob call for a source file', async () => {
    const blobs = await runJob('blobs');
    const archive = await runJob('archive');

    expect(blobs.result.stats?.reads?.path).toBe('blobs');
    // The check run says how many dependent rounds the blob reads took (at least one).
    expect(blobs.checkSummary).toMatch(/Read rounds: [1-9]\d* dependent round/);
    // The archive's link is asked for beside the first reads (a whole-PR job), never downloaded.
    expect(blobs.counts[TARBALL] ?? 0).toBeLessThanOrEqual(1);
    expect(blobs.counts[DOWNLOAD]).toBeUndefined();
    expect(blobs.reads.total).toBeGreaterThan(0);

    expect(archive.result.stats?.reads?.path).toBe('archive');
    expect(archive.result.stats?.reads?.archiveFiles ?? 0).toBeGreaterThan(0);
    // One API call for the archive (its link, asked beside the first reads), one download.
    expect(archive.counts[TARBALL]).toBe(1);
    expect(archive.counts[DOWNLOAD]).toBe(1);
    // The plan comes before any read: even the PR's own files come out of the archive.
    expect(archive.reads.total).toBe(0);

    expect(archive.suggestions).toEqual(blobs.suggestions);
    expect(archive.suggestions.join('\n')).toContain('return len(normalize(text).split())');
    expect(blobs.review.body).toMatch(/\| Reads \| blobs \(forced\)/);
    expect(archive.review.body).toMatch(/\| Reads \| archive \(forced\)/);
  });

  it('left to the cost model, the job reads the way the model chose and says why', async () => {
    const run = await runJob('auto');
    const path = run.result.stats?.reads?.path;
    // Unsure (estimates within 2x, or many rounds): blobs now and the archive beside them.
    const said = path === 'hedge' ? 'hedge \\(blobs now, the archive beside them\\); the model said (blobs|archive)' : path ?? '';
    expect(run.result.stats?.reads?.reason).toMatch(new RegExp(`^${said}: ~\\d+ file reads \\(.*\\) in ~\\d+ round`));
    expect(run.review.body).toMatch(new RegExp(`\\| Reads \\| ${said}: ~`));
    // A hedge's download is cancelled once the walks are done reading: asked for at most once.
    if (path === 'hedge') expect(run.counts[DOWNLOAD] ?? 0).toBeLessThanOrEqual(1);
    else expect(run.counts[DOWNLOAD] ?? 0).toBe(path === 'blobs' ? 0 : 1);
    expect(run.suggestions.join('\n')).toContain('return len(normalize(text).split())');
  });

  it("the job's clock runs from its first read, archive included, to the review, in read / model / publish parts", async () => {
    // 40 ms per GitHub call: the archive (link + download) alone costs at least two of them.
    const run = await runJob('archive', '/dycoder implement', 40);
    const stats = run.result.stats!;
    const t = stats.timings!;
    expect(stats.reads?.path).toBe('archive');
    const archiveMs = stats.reads!.archiveMs!;
    expect(archiveMs).toBeGreaterThanOrEqual(40);
    // Before: the clock started after the archive. Now the reads' part holds the archive and the PR read before it.
    expect(t.readMs).toBeGreaterThanOrEqual(archiveMs + 40);
    expect(t.modelMs).toBeGreaterThan(0);
    // Publishing: the head check, the earlier-review look-up and the POST, each a call.
    expect(t.publishMs).toBeGreaterThanOrEqual(40);
    expect(t.readMs + t.modelMs + t.publishMs).toBe(t.totalMs);
    // The review states the time up to its POST; the check run the whole and its parts.
    const reviewTime = /\| Time \| ([\d.]+) (ms|s) \|/.exec(run.review.body);
    expect(reviewTime).not.toBeNull();
    const reviewMs = Number(reviewTime![1]) * (reviewTime![2] === 's' ? 1000 : 1);
    expect(reviewMs).toBeGreaterThanOrEqual(archiveMs);
    expect(reviewMs).toBeLessThanOrEqual(t.totalMs + 50);
    expect(run.checkSummary).toMatch(/from the first read to the review \(reads [\d.]+ m?s, model [\d.]+ m?s, publishing [\d.]+ m?s\)/);
    // And what the reads waited on: dependent rounds, rounds sent, requests.
    expect(run.checkSummary).toMatch(/Read rounds: \d+ dependent round\(s\) of file reads \(\d+ sent[^)]*\); \d+ GitHub request\(s\) so far\./);
  });

  it('hedged: blobs at once, the archive downloading beside them, once; the same review; what it holds serves the reads after it lands', async () => {
    const blobs = await runJob('blobs', '/dycoder implement', 30);
    const hedged = await runJob('hedge', '/dycoder implement', 30);
    expect(hedged.result.stats?.reads?.path).toBe('hedge');
    // Downloaded once at most: cancelled if the walks finished reading first, never asked for again.
    expect(hedged.counts[DOWNLOAD] ?? 0).toBeLessThanOrEqual(1);
    if (hedged.result.stats?.reads?.hedge === 'landed') expect(hedged.counts[DOWNLOAD]).toBe(1);
    expect(hedged.counts[TARBALL] ?? 0).toBeLessThanOrEqual(1);
    expect(hedged.suggestions).toEqual(blobs.suggestions);
    // The first round did not wait for the archive: a blob read went out before the download finished.
    expect(hedged.reads.total).toBeGreaterThan(0);
    // The archive never adds a blob read: once it lands, what it holds answers the reads (a round still out
    // is answered from it too). It may land after the walks' last read (nothing left to save, so no fewer
    // reads than the blobs path): how many files it stored says nothing of how many reads came after.
    expect(hedged.reads.total).toBeLessThanOrEqual(blobs.reads.total);
    expect(hedged.review.body).toMatch(/\| Reads \| hedge \(forced\)/);
  });
});

/**
 * Issue 24 (session 29), beside issue 19's memory cases: the gateway reads GitHub's JSON answers itself
 * (src/adapters/github/response-body.ts), so an answer that does not end (a broken proxy, a hostile stand-in
 * sending a git tree of 400 MB) must stop at the gateway's byte ceiling with a clear error, not be buffered whole,
 * decoded into a string and parsed. Run on a worker as its own OS process over dist/ (as memory-bounds.test.ts), so
 * the child's peak resident set (VmHWM, startup included) is the worker's alone.
 */
import type { Job } from 'bullmq';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { waitForState } from '../queue/worker-harness.js';
import { ensureFreshDist } from '../support/fresh-dist.js';
import { endlessJsonAnswer } from '../support/github-simulator/faults-limits.js';
import { spawnWorkerChild, type WorkerChild } from './support/spawn-worker-child.js';

const PEAK_RSS_MB = 300;
beforeAll(() => void ensureFreshDist(), 240_000);
const e2e = useE2eStack({ coder: scriptedCoder() });
let child: WorkerChild | undefined;
afterEach(async () => {
  await child?.stop();
  child = undefined;
});

describe('a GitHub answer past the byte ceiling', () => {
  it('a 400 MB git tree is read to 32 MB and given up: a clear comment, nothing posted, a bounded peak', async () => {
    const h = await e2e.harness({ sim: { pathPrefix: '/api/v3' } });
    const tree = endlessJsonAnswer(400 * 1024 * 1024);
    // Every tree read of the job gets it (a retried job too).
    h.sim.failNext({ method: 'GET', path: /\/git\/trees\//, times: 100, answer: tree.answer });
    const { jobId } = await e2e.comment('/dycoder implement');
    child = await spawnWorkerChild(h, e2e.redis.url, e2e.openai.baseURL, { FIXTURE_READ_MODE: 'blobs' });
    const job: Job = await waitForState(h, jobId!, ['completed', 'failed'], 240_000);
    const peakMb = child.peakRssMb();
    const sentMb = tree.written().map((b) => Math.round(b / 1024 / 1024));
    console.info(`400 MB tree answers: ${sentMb.join(', ')} MB sent of each before the worker let go, peak RSS ${peakMb.toFixed(0)} MB`);
    expect(sentMb.length).toBeGreaterThan(0);
    // The worker stopped reading each near the ceiling (a few socket buffers past it), not at 400 MB.
    for (const mb of sentMb) expect(mb).toBeLessThan(64);
    expect(peakMb).toBeLessThanOrEqual(PEAK_RSS_MB);
    // One clear sentence for the people on the PR, naming the limit; no review on a tree it could not read.
    await expect.poll(() => h.sim.state.issueComments.find((c) => c.user.type === 'Bot')?.body ?? '', { timeout: 30_000 }).toMatch(/^GitHub answered one of DyCoder's reads of this repository with more than the 32 MB DyCoder reads of one answer \(job impl-\w+\); nothing was posted\.$/);
    // Given up at once, not retried as a job (the same read would give the same answer): the tree read beside the PR
    // (early) and the job's own read of it, no more (5 before the error was permanent: the job's retries read it again).
    expect(sentMb.length).toBeLessThanOrEqual(2);
    expect(h.sim.state.reviews).toHaveLength(0);
    expect((job.returnvalue as { posted?: boolean } | null | undefined)?.posted).not.toBe(true);
  }, 300_000);
});

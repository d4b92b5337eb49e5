/**
 * Issue 11, cases 8 and 10 (skips). A PR from a private fork: the base installation cannot see
 * the fork (404 there), yet the job reads the head commit from the base repository and posts.
 * A 20 MB Python file the PR adds is never fetched, and the review lists it as skipped with why.
 */
import { describe, expect, it } from 'vitest';
import { blobReads, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { startFaultWorker } from './fault-worker.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

async function implementAll(): Promise<void> {
  const job = await e2e.implement('/dycoder implement', { start: startFaultWorker, timeoutMs: 90_000 });
  expect(job.failedReason).toBeUndefined();
}

describe('reading the head commit', () => {
  it('a private fork (404 for the base installation) still gets its review, read from the base repository', async () => {
    const h = await e2e.harness({
      sim: { forks: ['stranger/sample'], pulls: [{ number: 1, headRepo: 'stranger/sample', user: 'stranger' }] },
    });
    // The fork is private: nothing under it is visible with the base installation's token.
    h.sim.failNext({ path: /^\/repos\/stranger\/sample(\/|$)/, kind: 'not-found', times: 1000 });
    await implementAll();
    expect(h.sim.state.reviews).toHaveLength(1);
    expect(h.sim.count({ path: /^\/repos\/stranger\// })).toBe(0);
    expect(h.sim.count({ route: 'GET /repos/{owner}/{repo}/git/trees/{sha}' })).toBe(1);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ conclusion: 'success' });
  });

  it('a 20 MB file the PR adds is listed as skipped with its reason, not fetched, and the other stubs are implemented', async () => {
    const line = '# ' + 'x'.repeat(97) + '\n';
    const huge = 'def huge_stub():\n    pass\n\n' + line.repeat(200_000); // 20 MB
    const h = await e2e.harness({ repo: { files: sampleBaseFiles, prFiles: { ...samplePrFiles, 'pkg/huge.py': huge } } });
    await implementAll();
    // Only the small Python files are fetched (4 of them), never the huge one.
    const reads = blobReads(h.sim.requests);
    expect(reads.total).toBeLessThanOrEqual(4);
    expect(reads.graphqlPaths).not.toContain('pkg/huge.py');
    expect(h.sim.state.reviews).toHaveLength(1);
    const body = h.sim.state.reviews[0]!.body;
    expect(body).toContain('**Skipped**');
    expect(body).toMatch(/- `pkg\/huge\.py`: pkg\/huge\.py was not read: it is 19\.\d MB, over the 1 MB limit for a file DyCoder reads/);
    // The stubs of the readable file still got their suggestions.
    expect(h.sim.state.reviewComments.map((c) => c.line).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([6, 12]);
  });
});

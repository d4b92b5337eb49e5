/**
 * bench:e2e's GitHub simulator in its own process (bench/support/e2e-sim-process.ts): it serves the
 * repository the bench built (same commits), hands out the comment's payload, says when the review
 * was stored on the clock both processes share, and counts the job's requests by route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochNow, startSimProcess, type SimProcess } from '../../bench/support/e2e-sim-process.js';
import { createTestRepo, type TestRepo } from '../support/github-simulator/index.js';

describe('the simulator in its own process', () => {
  let repo: TestRepo;
  let sim: SimProcess;

  beforeAll(async () => {
    repo = createTestRepo({ files: { 'pkg/a.py': 'def f():\n    return 1\n' }, prFiles: { 'pkg/a.py': 'def f():\n    pass\n' } });
    sim = await startSimProcess(repo);
  }, 300_000);
  afterAll(async () => {
    await sim?.close();
    repo?.cleanup();
  });

  it('serves the bench-built commits, reports the review on the shared clock and counts requests', async () => {
    expect(sim.pid).not.toBe(process.pid);
    const headers = { authorization: 'token x', 'content-type': 'application/json' };
    const pull = (await (await fetch(`${sim.url}/repos/octo-org/sample/pulls/1`, { headers })).json()) as { head: { sha: string } };
    expect(pull.head.sha).toBe(repo.headSha);

    const payload = (await sim.comment('/dycoder implement', 'maintainer')) as { comment: { body: string }; issue: { number: number } };
    expect(payload.comment.body).toBe('/dycoder implement');
    expect(payload.issue.number).toBe(1);

    // No review yet: the wait ends at its deadline with an error.
    await expect(sim.reviewArrival(50)).rejects.toThrow(/no review/);
    const before = epochNow();
    const waiting = sim.reviewArrival(60_000);
    const posted = await fetch(`${sim.url}/repos/octo-org/sample/pulls/1/reviews`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ commit_id: repo.headSha, event: 'COMMENT', body: 'b', comments: [{ path: 'pkg/a.py', line: 2, side: 'RIGHT', body: '```suggestion\n    return 1\n```' }] }),
    });
    const after = epochNow();
    expect(posted.status).toBe(200);
    const at = await waiting;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);

    const seen = await sim.summary();
    expect(seen.suggestions).toBe(1);
    expect(seen.byRoute['GET /repos/{owner}/{repo}/pulls/{number}']).toBe(1);
    expect(seen.byRoute['POST /repos/{owner}/{repo}/pulls/{number}/reviews']).toBe(1);
    expect(seen.requests).toBe(2);

    await sim.reset();
    const cleared = await sim.summary();
    expect([cleared.requests, cleared.suggestions]).toEqual([0, 0]);
    await expect(sim.reviewArrival(50)).rejects.toThrow(/no review/);
  }, 120_000);
});

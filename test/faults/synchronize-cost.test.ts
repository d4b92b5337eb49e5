/**
 * Issue 19, item 9: pushes to pull requests that have no DyCoder suggestion. Each push used to
 * read `.github/dycoder.yml` twice from GitHub (200 pushes: 401 requests). Outcome tracking
 * decides from Redis that there is nothing to judge, and automatic mode's config read comes from
 * Redis within its minute: after the first push, 0 GitHub requests. Real Probot, redis-server,
 * the simulator, and a worker runtime running the intake step.
 */
import { describe, expect, it } from 'vitest';
import { createIntakeProcessor } from '../../src/app/intake.js';
import { pullRequestEvent } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { startE2eWorker } from '../app/e2e-worker.js';

const e2e = useE2eStack();
const PUSHES = 200;
// Longer than the burst takes on a busy test machine (production: 60 s).
const CACHE_SECONDS = 600;

describe('pushes to pull requests without suggestions', () => {
  it(`the first costs the config read; the next ${PUSHES} cost 0 GitHub requests`, async () => {
    const pulls = Array.from({ length: PUSHES + 1 }, (_, i) => ({ number: i + 1 }));
    const h = await e2e.harness({ autorunIntake: false, sim: { pulls } });
    await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { intake: createIntakeProcessor, configCacheSeconds: CACHE_SECONDS }));

    await h.deliver('pull_request', pullRequestEvent(h.sim, 'synchronize', { pull: 1 }));
    const first = h.sim.countsByRoute();
    // The installation token, dycoder.yml in the two places a config may live and a listing of .github
    // (which shows no dycoder.yaml), in one round trip; no tree, blob or contents read for outcomes.
    expect(first['GET /repos/{owner}/{repo}/contents/{path+}']).toBe(3);
    expect(Object.values(first).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);

    h.sim.resetRequests();
    // Side by side, as a burst of pushes arrives.
    const started = Date.now();
    await Promise.all(pulls.slice(1).map((p) => h.receive('pull_request', pullRequestEvent(h.sim, 'synchronize', { pull: p.number }))));
    await h.drain();
    expect(Date.now() - started).toBeLessThan(CACHE_SECONDS * 1000);
    expect(h.sim.requests.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(await h.jobCount()).toBe(0);
  }, 180_000);
});

/**
 * A command whose intake never gets through (GitHub answers the PR read with 500 on every
 * attempt) is not silently dropped: after the last attempt the user who asked gets one polite
 * reply without internals and a 😕, no 👀, no check run and no job. A permanent failure (404)
 * is said at once. Real Probot, redis-server and the GitHub simulator.
 */
import { describe, expect, it } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import { botComments } from './fault-worker.js';

const e2e = useE2eStack();
const ATTEMPTS = 3;
const PULL = /^\/repos\/octo-org\/sample\/pulls\/1$/;

function expectPlain(reply: string): void {
  expect(reply).toMatch(/^Sorry, /);
  // No status lines, stack frames, URLs or tokens from inside the app.
  expect(reply).not.toMatch(/Server Error|\n\s+at |https?:\/\/|ghs_|Bearer|Error:/);
}

describe('a command whose intake fails', () => {
  it('every attempt fails (500 on the PR read): one reply after the last, 😕, no 👀, no job; a later command works', async () => {
    const h = await e2e.harness({ intakeJobOptions: { attempts: ATTEMPTS, backoff: { type: 'fixed', delay: 50 } } });
    h.sim.failNext({ method: 'GET', path: PULL, kind: 'server-error', times: 1000 });
    const { comment } = await e2e.comment('/dycoder implement');

    expect(h.sim.requests.filter((r) => r.method === 'GET' && PULL.test(r.path)).map((r) => r.status)).toEqual(Array<number>(ATTEMPTS).fill(500));
    const replies = botComments(h);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/GitHub did not answer DyCoder through every retry/);
    expect(replies[0]).toMatch(/nothing was queued\. Please comment it again/);
    expectPlain(replies[0]!);
    expect(h.sim.state.reactions.filter((r) => r.commentId === comment.id).map((r) => r.content)).toEqual(['confused']);
    expect(h.sim.state.checkRuns).toHaveLength(0);
    expect(await h.jobCount()).toBe(0);

    // GitHub is back: the same command, commented again, is queued as usual.
    h.sim.resetState();
    const again = await e2e.comment('/dycoder implement');
    expect(again.jobId).toBeDefined();
    expect(h.sim.state.reactions.filter((r) => r.commentId === again.comment.id).map((r) => r.content)).toEqual(['eyes']);
    expect(botComments(h)).toHaveLength(0);
  });

  it('a permanent failure (404 on the PR read) is said at once, in one reply, without retrying', async () => {
    const h = await e2e.harness({ intakeJobOptions: { attempts: ATTEMPTS, backoff: { type: 'fixed', delay: 50 } } });
    h.sim.failNext({ method: 'GET', path: PULL, kind: 'not-found', times: 1000 });
    await e2e.comment('/dycoder implement');

    expect(h.sim.requests.filter((r) => r.method === 'GET' && PULL.test(r.path))).toHaveLength(1);
    const replies = botComments(h);
    expect(replies).toEqual(['DyCoder could not access this repository through the GitHub API; check that the app is installed with the permissions in app.yml.']);
    expect(h.sim.state.reactions.map((r) => r.content)).toEqual(['confused']);
    expect(await h.jobCount()).toBe(0);
  });
});

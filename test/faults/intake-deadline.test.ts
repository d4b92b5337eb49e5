/**
 * Issue 19: the intake of a command has a whole-attempt deadline (DYCODER_INTAKE_TIMEOUT_MS).
 * GitHub answers every request, but each after 2 s: the three reads, then the writes, would take
 * the intake ~4 s and queue the job. With a 1 s deadline the attempt ends at 1 s, the user who asked hears once (a reply naming the deadline, a 😕) and the abandoned
 * reads, when they come back, queue nothing. Real Probot, redis-server and the GitHub simulator.
 */
import { describe, expect, it } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import { botComments } from './fault-worker.js';

const e2e = useE2eStack();
const LATENCY_MS = 2_000;
const INTAKE_TIMEOUT_MS = 1_000;
// Scheduling on a loaded test machine, between the deadline and the reply's request.
const SLACK_MS = 1_000;
const PULL = /^\/repos\/octo-org\/sample\/pulls\/1$/;

describe('an intake that outlives its deadline', () => {
  it('ends at the deadline: one reply, a 😕, no 👀, no check run, no job (even once the slow reads return)', async () => {
    const h = await e2e.harness({ intakeTimeoutMs: INTAKE_TIMEOUT_MS, intakeJobOptions: { attempts: 1 } });
    // The installation token first, at no latency (the app keeps it): else the intake's first request is
    // the token's, which alone outlives the deadline, and the reads go out only after it with the reply.
    await (await h.probot.auth(h.sim.installationId)).request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: h.sim.owner, repo: h.sim.name, pull_number: 1 });
    h.sim.resetRequests();
    h.sim.setLatency(LATENCY_MS);
    const { comment, jobId } = await e2e.comment('/dycoder implement');

    expect(jobId).toBeUndefined();
    const replies = botComments(h);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/^Sorry, GitHub did not answer DyCoder within 1 s while taking your command \(.+\); nothing was queued\./);
    expect(h.sim.state.reactions.filter((r) => r.commentId === comment.id).map((r) => r.content)).toEqual(['confused']);
    // The reply was sent at the deadline, counted from the intake's first request (its reads),
    // not after them: they were still on their way (a reply sent after them would come ≥ 2 s later).
    const firstRead = h.sim.requests.find((r) => r.method === 'GET')!;
    const reply = h.sim.requests.find((r) => r.method === 'POST' && r.path.endsWith('/issues/1/comments'))!;
    const toldAfterMs = reply.timestamp - firstRead.timestamp;
    console.info(`intake deadline ${INTAKE_TIMEOUT_MS} ms: the reply was sent ${toldAfterMs} ms after the intake's first read`);
    expect(h.sim.requests[0], 'no token request held the intake').toBe(firstRead);
    expect(toldAfterMs).toBeLessThan(INTAKE_TIMEOUT_MS + SLACK_MS);
    // Before any read was answered (the event, whatever the machine's load did to the timers).
    const reads = h.sim.requests.filter((r) => r.method === 'GET' && r.timestamp < reply.timestamp);
    for (const read of reads) expect(read.answeredAt ?? Number.POSITIVE_INFINITY, `${read.path} answered after the reply`).toBeGreaterThan(reply.timestamp);

    // The abandoned attempt's reads come back and stop there: no job, no check run, no 👀.
    await expect.poll(() => h.sim.requests.filter((r) => PULL.test(r.path) && r.status === 200).length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(await h.jobCount()).toBe(0);
    expect(h.sim.state.checkRuns).toHaveLength(0);
    expect(h.sim.state.reactions.map((r) => r.content)).toEqual(['confused']);
  });
});

/**
 * Issue 19, item 4: commands on one pull-request head. Two commands naming overlapping targets
 * 5 ms apart used to run as two jobs and post two reviews with the same suggestion; many commands
 * naming different targets made one check run each. Now a command joins the head's job that has
 * not started, jobs of one pull request run one at a time, and a target is suggested once per
 * head. Real Probot, redis-server, the GitHub simulator and the scripted model.
 */
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { JOB_STATES, useE2eStack } from '../support/e2e-stack.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { waitForState } from '../queue/worker-harness.js';
import type { AppHarness } from '../app/harness.js';
import { startFaultWorker } from './fault-worker.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

/** Delivers the commands `gapMs` apart without waiting for their intake, then waits for every intake. */
async function commands(h: AppHarness, bodies: string[], gapMs: number): Promise<number[]> {
  const ids: number[] = [];
  const deliveries: Promise<void>[] = [];
  for (const body of bodies) {
    const { payload, comment } = issueCommentCreated(h.sim, { body, login: 'maintainer' });
    ids.push(comment.id);
    deliveries.push(h.receive('issue_comment', payload));
    if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
  }
  await Promise.all(deliveries);
  await h.drain();
  return ids;
}

async function allJobsDone(h: AppHarness): Promise<Job[]> {
  const jobs = await h.queue.queue.getJobs([...JOB_STATES]);
  return Promise.all(jobs.map((j) => waitForState(h, j.id!, ['completed', 'failed'], 120_000)));
}

/** Suggestions posted per line of pkg/text.py (count_words' body is line 6, Stats.top_words' line 12). */
function suggestionsByLine(h: AppHarness): Record<number, number> {
  const out: Record<number, number> = {};
  for (const c of h.sim.state.reviewComments) {
    const line = Number(c.line);
    if (c.body.includes('```suggestion')) out[line] = (out[line] ?? 0) + 1;
  }
  return out;
}

describe('commands on one pull-request head', () => {
  it('two commands 5 ms apart, before any worker takes them: one job, one check run, exactly one review', async () => {
    const h = await e2e.harness();
    const [first, second] = await commands(h, ['/dycoder implement count_words', '/dycoder implement count_words Stats.top_words'], 5);
    expect(await h.jobCount()).toBe(1);
    await e2e.worker(startFaultWorker);
    const [job] = await allJobsDone(h);
    expect(job!.returnvalue).toMatchObject({ status: 'done', posted: true, reviewed: true });

    expect(h.sim.state.reviews).toHaveLength(1);
    expect(suggestionsByLine(h)).toEqual({ 6: 1, 12: 1 });
    expect(h.sim.state.checkRuns).toHaveLength(1);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
    // One model call per target, however many commands asked for it.
    expect(e2e.openai.requests).toHaveLength(2);
    // Both commands hear: 👀 when taken, 🚀 when done.
    for (const id of [first, second]) expect(h.sim.state.reactions.filter((r) => r.commentId === id).map((r) => r.content).sort()).toEqual(['eyes', 'rocket']);
  });

  it('twenty commands at once while a worker runs: jobs one at a time, each target suggested once, one check run per job', async () => {
    const h = await e2e.harness();
    await e2e.worker(startFaultWorker);
    const bodies = Array.from({ length: 20 }, (_, i) => `/dycoder implement count_words Stats.top_words helper_${i}`);
    await commands(h, bodies, 0);
    const jobs = await allJobsDone(h);

    // Commands that found a job not yet started joined it: far fewer jobs than commands.
    expect(jobs.length).toBeLessThanOrEqual(3);
    expect(jobs.every((j) => j.failedReason === undefined)).toBe(true);
    expect(h.sim.state.checkRuns).toHaveLength(jobs.length);
    // However the commands fell into jobs, each stub got one suggestion on this head, in one review.
    expect(suggestionsByLine(h)).toEqual({ 6: 1, 12: 1 });
    expect(h.sim.state.reviews).toHaveLength(1);
    // A job whose attempt failed after asking (a busy machine) is asked again by the job after it; never more than that.
    const asked = e2e.openai.requests.map((r) => /Implement the body of `([^`]+)`/.exec(r.messages.map((m) => m.content).join('\n'))?.[1]);
    expect(new Set(asked)).toEqual(new Set(['Stats.top_words', 'count_words']));
    expect(asked.length).toBeLessThanOrEqual(2 * jobs.length);
  }, 180_000);
});

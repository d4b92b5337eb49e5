/**
 * Issue 11 item 4: strangers must not spend the maintainers' budget. With `auto: true`, a pull
 * request opened by a user without write access runs nothing (no model call) unless the
 * repository says `autoFor: everyone`; and automatic runs never push a maintainer's command
 * back: commands are taken first (BullMQ priority) and count against their own hourly budget.
 */
import { describe, expect, it } from 'vitest';
import type { ImplementPipeline } from '../../src/queue/implement-worker.js';
import { issueCommentCreated, pullRequestEvent, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import type { AppHarness } from '../app/harness.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { startTestWorker, waitForState } from '../queue/worker-harness.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

async function autoHarness(config: string): Promise<AppHarness> {
  const h = await e2e.harness({
    repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': config }, prFiles: samplePrFiles },
    sim: { pulls: [{ number: 1 }, { number: 2 }] },
  });
  h.sim.setRole('pr-author', 'read');
  return h;
}

describe('automatic mode and pull requests from users without write access', () => {
  it('runs no model for a read-only author by default', async () => {
    const harness = await autoHarness('auto: true\n');
    await e2e.worker();
    const before = e2e.openai.requests.length;
    await harness.deliver('pull_request', pullRequestEvent(harness.sim, 'opened'));
    await harness.deliver('pull_request', pullRequestEvent(harness.sim, 'opened', { pull: 2 }));
    expect(await harness.jobCount()).toBe(0);
    // Give a worker the chance to do something it should not.
    await new Promise((r) => setTimeout(r, 500));
    expect(e2e.openai.requests.length).toBe(before);
    expect(harness.sim.state.reviews).toHaveLength(0);
    expect(harness.sim.state.checkRuns).toHaveLength(0);
  });

  it('runs the model for the same author when the repository says autoFor: everyone', async () => {
    const harness = await autoHarness('auto: true\nautoFor: everyone\n');
    await e2e.worker();
    const before = e2e.openai.requests.length;
    await harness.deliver('pull_request', pullRequestEvent(harness.sim, 'opened'));
    const [job] = await harness.queue.queue.getJobs(['prioritized', 'waiting', 'active', 'completed']);
    const done = await waitForState(harness, job!.id!, ['completed', 'failed'], 60_000);
    expect(done.returnvalue).toMatchObject({ status: 'done', posted: true });
    expect(e2e.openai.requests.length).toBeGreaterThan(before);
    expect(harness.sim.state.reviews).toHaveLength(1);
  });
});

describe("automatic runs and a maintainer's command", () => {
  it('takes the command first and does not charge it to the automatic budget', async () => {
    const harness = await autoHarness('auto: true\nautoFor: everyone\njobsPerHour: 1\n');
    await harness.deliver('pull_request', pullRequestEvent(harness.sim, 'opened'));
    await harness.deliver('pull_request', pullRequestEvent(harness.sim, 'opened', { pull: 2 }));
    await harness.deliver('issue_comment', issueCommentCreated(harness.sim, { body: '/dycoder implement count_words', login: 'maintainer' }).payload);
    const jobs = await harness.queue.queue.getJobs(['prioritized', 'waiting']);
    expect(jobs).toHaveLength(3);
    const command = jobs.find((j) => (j.data as { trigger: { kind: string } }).trigger.kind === 'comment')!;

    const ran: string[] = [];
    const pipeline: ImplementPipeline = ({ jobId }) => {
      ran.push(jobId);
      return Promise.resolve({ posted: false, summary: 'recorded' });
    };
    await e2e.worker((h) => startTestWorker(h, e2e.redis.url, pipeline));
    await waitForState(harness, command.id!, ['completed'], 20_000);
    const deadline = Date.now() + 10_000;
    while (ran.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // The command first, then one automatic run; the second automatic run waits for the next hour.
    expect(ran[0]).toBe(command.id);
    expect(ran).toHaveLength(2);
    const counts = () => harness.queue.queue.getJobCounts('delayed', 'completed');
    // Its own deadline: the wait above may have spent most of the first one on a busy machine.
    const delayedBy = Date.now() + 10_000;
    while ((await counts()).delayed === 0 && Date.now() < delayedBy) await new Promise((r) => setTimeout(r, 50));
    expect(await counts()).toEqual({ delayed: 1, completed: 2 });
    expect(ran).toHaveLength(2);
  });
});

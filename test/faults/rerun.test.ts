/**
 * Issue 11, case 3: a transient model failure must not become permanent for that commit. A model
 * outage is retried and then fails (failure check run, one comment, no review, so no marker);
 * an empty run (the model answered, nothing usable) completes neutral with the reasons in one
 * comment and no review. Either way `/dycoder implement` again on the same head runs again and
 * posts; a redelivered webhook of the same command still runs once.
 */
import { describe, expect, it } from 'vitest';
import { reply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { waitForState } from '../queue/worker-harness.js';
import { botComments, startFaultWorker } from './fault-worker.js';

const e2e = useE2eStack();

async function command(login = 'maintainer'): Promise<{ jobId: string; payload: unknown }> {
  const { jobId, payload } = await e2e.comment('/dycoder implement', login);
  return { jobId: jobId ?? '', payload };
}

describe('a failed or empty run does not block the next command on the same head', () => {
  it('model outage: retried, then failure (not success), no review; the next command runs and posts', async () => {
    const h = await e2e.harness({ jobOptions: { attempts: 2, backoff: { type: 'fixed', delay: 100 } } });
    e2e.openai.respondWith(() => reply.serverError(503));
    await e2e.worker(startFaultWorker);
    const first = await command();
    const failed = await waitForState(h, first.jobId, ['failed', 'completed'], 60_000);
    expect(await failed.getState()).toBe('failed');
    expect(failed.attemptsMade).toBe(2);
    expect(h.sim.state.reviews).toHaveLength(0);
    expect(h.sim.state.checkRuns).toHaveLength(1);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(botComments(h)).toHaveLength(1);
    expect(botComments(h)[0]).toMatch(/model did not answer/);

    e2e.openai.respondWith(scriptedCoder());
    const calls = e2e.openai.requests.length;
    const second = await command('writer');
    expect(second.jobId).toBe(first.jobId); // same head, same targets: same id, yet it runs
    const done = await waitForState(h, second.jobId, ['completed', 'failed'], 60_000);
    expect(done.returnvalue).toMatchObject({ status: 'done', posted: true, reviewed: true });
    expect(e2e.openai.requests.length).toBeGreaterThan(calls);
    expect(h.sim.state.reviews).toHaveLength(1);
    // The rerun has a check run of its own; the failed one stays as it was.
    expect(h.sim.state.checkRuns.map((c) => c.conclusion)).toEqual(['failure', 'success']);
  });

  it('empty run: neutral with the reasons, no review; a redelivery runs once, a new command runs again', async () => {
    const h = await e2e.harness();
    e2e.openai.respondWith(() => reply.content('I cannot help with that.'));
    await e2e.worker(startFaultWorker);
    const first = await command();
    const empty = await waitForState(h, first.jobId, ['completed', 'failed'], 60_000);
    expect(empty.returnvalue).toMatchObject({ status: 'done', posted: false, reviewed: false });
    expect(h.sim.state.reviews).toHaveLength(0);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'neutral', title: 'No suggestion' });
    const comments = botComments(h);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain('`pkg/text.py` · `count_words`');
    expect(comments[0]).toContain('/dycoder implement');

    // The same delivery again (GitHub redelivers): no second run.
    const calls = e2e.openai.requests.length;
    await h.deliver('issue_comment', first.payload);
    await new Promise((r) => setTimeout(r, 300));
    expect(await h.jobCount()).toBe(1);
    expect((await h.queue.queue.getJob(first.jobId))?.returnvalue).toMatchObject({ reviewed: false });
    expect(e2e.openai.requests.length).toBe(calls);

    // A new command on the same head runs again.
    e2e.openai.respondWith(scriptedCoder());
    const second = await command('writer');
    const done = await waitForState(h, second.jobId, ['completed', 'failed'], 60_000);
    expect(done.returnvalue).toMatchObject({ status: 'done', posted: true, reviewed: true });
    expect(h.sim.state.reviews).toHaveLength(1);
    expect(h.sim.state.checkRuns.map((c) => c.conclusion)).toEqual(['neutral', 'success']);

    // After suggestions were posted, the same command on the same head is a duplicate.
    const third = await command('maintainer');
    expect(third.jobId).toBe('');
    expect(h.sim.state.reviews).toHaveLength(1);
  });
});

describe('a partial model outage', () => {
  it('posts what the model answered and says what is missing; the next command asks only for the missing ones', async () => {
    const h = await e2e.harness();
    let down = true;
    const coder = scriptedCoder();
    const asked = (req: { messages: { content: string }[] }): string => /Implement the body of `([^`]+)`/.exec(req.messages.map((m) => m.content).join('\n'))?.[1] ?? '';
    e2e.openai.respondWith((req) => (down && asked(req) === 'Stats.top_words' ? reply.serverError(503) : coder(req)));
    await e2e.worker(startFaultWorker);
    const first = await command();
    const partial = await waitForState(h, first.jobId, ['completed', 'failed'], 60_000);
    expect(partial.returnvalue).toMatchObject({ status: 'done', posted: true, reviewed: true, incomplete: true });
    const [review] = h.sim.state.reviews;
    expect(h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review!.id).map((c) => c.line)).toEqual([6]);
    expect(review!.body).toMatch(/did not answer for some functions .* comment `\/dycoder implement` again to get the missing suggestions/);

    // A redelivery of that command is still one run.
    const calls = e2e.openai.requests.length;
    await h.deliver('issue_comment', first.payload);
    expect(e2e.openai.requests.length).toBe(calls);

    // The model is back: a new command on the same head asks only for the missing function.
    down = false;
    const second = await command('writer');
    expect(second.jobId).toBe(first.jobId);
    const done = await waitForState(h, second.jobId, ['completed', 'failed'], 60_000);
    expect(done.returnvalue).toMatchObject({ status: 'done', posted: true, reviewed: true });
    expect((done.returnvalue as { incomplete?: boolean }).incomplete).toBeUndefined();
    expect(e2e.openai.requests.slice(calls).map(asked)).toEqual(['Stats.top_words']);
    expect(h.sim.state.reviews).toHaveLength(2);
    const rerun = h.sim.state.reviews[1]!;
    const added = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === rerun.id);
    expect(added.map((c) => c.line)).toEqual([12]);
    expect(added[0]!.body).toContain('for word in Tokenizer().split(normalize(text)):');
    expect(rerun.body).toMatch(/`count_words`: Already suggested in an earlier DyCoder review of this commit/);
    expect(h.sim.state.checkRuns.map((c) => c.conclusion)).toEqual(['success', 'success']);

    // Complete now: the same command on the same head is a duplicate.
    const third = await command();
    expect(third.jobId).toBe('');
    expect(h.sim.state.reviews).toHaveLength(2);
  });
});

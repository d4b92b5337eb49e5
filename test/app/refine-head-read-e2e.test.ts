/**
 * Issue 24, the refine flow's critical path (session 24): a reply in a suggestion's thread is answered without waiting
 * for a read of the pull request's head. The head read leaves with the model's call once the walk is done, and the
 * pushes the app's webhooks recorded decide (queue/head-guard.ts, as an implement job's review does); before, the job read
 * the PR after the model had answered and replied only once GitHub answered. Read off the GitHub simulator's request
 * timeline with every PR read after the suggestion's review made slow: ordering only (the reply leaves before the head
 * read that left with the model call is answered). Real Probot, redis-server, BullMQ, the GitHub simulator and the
 * scripted model.
 */
import { describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { createIntakeProcessor } from '../../src/app/intake.js';
import { issueCommentCreated, reviewReplyCreated } from '../support/github-simulator/index.js';
import type { RecordedRequest, ScriptedReply } from '../support/openai-server.js';
import { JOB_STATES, useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { BODIES } from './scripted-coder.js';
import type { AppHarness } from './harness.js';

const REFINED = '```python\nreturn len(text.split())\n```';
/** Every PR read after the implement job: slow enough that a reply waiting for one comes after its answer. */
const SLOW_PULL_MS = 2500;

const promptOf = (req: RecordedRequest): string => req.messages.map((m) => m.content).join('\n');

function coder(req: RecordedRequest): ScriptedReply {
  const text = promptOf(req);
  const usage = { promptTokens: 500, completionTokens: 40 };
  if (text.includes("The user's instruction for the revision")) return { kind: 'content', content: REFINED, usage };
  const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
  return { kind: 'content', content: BODIES[name] ?? 'I cannot help with that.', usage };
}

const e2e = useE2eStack({ coder });

async function jobFor(h: AppHarness, commentId: number): Promise<Job | undefined> {
  for (let i = 0; i < 600; i += 1) {
    const found = (await h.queue.queue.getJobs([...JOB_STATES])).find((j) => (j.data as { trigger?: { commentId?: number } }).trigger?.commentId === commentId);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  return undefined;
}

describe('the refine flow reads the head beside the model, not before replying (issue 24)', () => {
  it("replies in the thread before the head read that left with the model's call is answered", async () => {
    const h = await e2e.harness({ autorunIntake: false });
    await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1, intake: createIntakeProcessor }));

    const command = issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' });
    await h.deliver('issue_comment', command.payload);
    const implement = await jobFor(h, command.comment.id);
    expect((await waitForState(h, implement!.id!, ['completed', 'failed'], 90_000)).returnvalue).toMatchObject({ status: 'done', posted: true });
    const thread = h.sim.state.reviewComments.find((c) => c.user.type === 'Bot' && c.in_reply_to_id === undefined && c.body.includes('count_words'));
    expect(thread).toBeDefined();

    const pullPath = `/repos/${h.sim.state.baseRepo.owner}/${h.sim.state.baseRepo.name}/pulls/1`;
    h.sim.setPathLatency('GET', pullPath, SLOW_PULL_MS);
    const from = Date.now();
    const ask = reviewReplyCreated(h.sim, { parentId: thread!.id, body: '/dycoder do not normalize the text', login: 'writer' });
    await h.deliver('pull_request_review_comment', ask.payload);
    const refineJob = await jobFor(h, ask.comment.id);
    expect(refineJob?.data).toMatchObject({ refine: { threadId: thread!.id, qualname: 'count_words' } });
    const done = await waitForState(h, refineJob!.id!, ['completed', 'failed'], 90_000);
    h.sim.setPathLatency('GET', pullPath, 0);
    expect(done.returnvalue).toMatchObject({ status: 'done', posted: true });
    const answer = h.sim.state.reviewComments.filter((c) => c.in_reply_to_id === thread!.id && c.user.type === 'Bot');
    expect(answer.map((c) => c.body).join('\n')).toContain('```suggestion\n    return len(text.split())\n```');

    const reqs = h.sim.requests.filter((r) => r.timestamp >= from);
    const replyPost = reqs.find((r) => r.route === 'POST /repos/{owner}/{repo}/pulls/{number}/comments/{id}/replies')!;
    expect(replyPost).toBeDefined();
    // By path: a request's route is known once its latency has passed. The job's PR reads: the one at its start (beside
    // the tree; the refine intake reads no PR, the payload has its head), then the head read.
    const pullReads = reqs.filter((r) => r.method === 'GET' && r.path === pullPath);
    expect(pullReads).toHaveLength(2);
    const headRead = pullReads[1]!;
    // It left with the model's call (the model answered after it was sent), not after the answer.
    const refineCall = e2e.openai.requests.find((r) => promptOf(r).includes("The user's instruction for the revision"))!;
    expect(headRead.timestamp, 'the head read left with the model call').toBeLessThanOrEqual(replyPost.timestamp);
    expect(refineCall).toBeDefined();
    // The reply did not wait for it: it arrived before that read was answered.
    expect(replyPost.timestamp, 'the reply left before the head read was answered').toBeLessThan(headRead.answeredAt ?? Number.POSITIVE_INFINITY);
    // The refinement names its target by its thread: the job lists no PR files (session 25; before, its first reads did, unused).
    expect(reqs.filter((r) => r.method === 'GET' && r.path.startsWith(`${pullPath}/files`))).toEqual([]);
  }, 240_000);
});

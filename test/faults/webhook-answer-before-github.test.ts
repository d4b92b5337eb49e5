/**
 * Webhooks are answered before DyCoder talks to GitHub: the handler only queues an intake job.
 * With the intake worker paused, nothing reaches the GitHub simulator however the delivery
 * looks (command, unauthorized user, help, invalid command, automatic mode); once the worker
 * runs, each gets its outcome: the job with 👀, or the polite reply and no job.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { HELP_TEXT } from '../../src/app/messages.js';
import { issueCommentCreated, pullRequestEvent, reviewCommentCreated, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';

const e2e = useE2eStack();

beforeEach(async () => {
  // The intake worker starts only when a test says so: until then nothing can reach GitHub but the webhook.
  const h = await e2e.harness({ repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': 'auto: true\n' }, prFiles: samplePrFiles }, autorunIntake: false });
  h.sim.setRole('pr-author', 'write');
});

function startIntake(): void {
  void e2e.h.intakeWorker.run();
}

const bot = () => e2e.h.sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);

describe('webhook answered before any GitHub request', () => {
  it('an authorized command: no request until the intake step runs, then one job, 👀 and a queued check run', async () => {
    e2e.h.sim.resetRequests();
    const { payload, comment } = issueCommentCreated(e2e.h.sim, { body: '/dycoder implement', login: 'maintainer' });
    await e2e.h.receive('issue_comment', payload);
    expect(e2e.h.sim.requests).toEqual([]);
    expect(await e2e.h.jobCount()).toBe(0);
    expect(await e2e.h.intake.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });

    startIntake();
    await e2e.h.drain();
    expect(await e2e.h.jobCount()).toBe(1);
    expect(e2e.h.sim.state.reactions.map((r) => [r.commentId, r.content])).toEqual([[comment.id, 'eyes']]);
    expect(e2e.h.sim.state.checkRuns).toMatchObject([{ status: 'queued' }]);
    // The PR is read once (for its head), the config once, the permission once.
    const routes = e2e.h.sim.requests.map((r) => r.route).filter((r) => r.startsWith('GET'));
    expect(routes.filter((r) => r === 'GET /repos/{owner}/{repo}/pulls/{number}')).toHaveLength(1);
    expect(routes.filter((r) => r.endsWith('/permission'))).toHaveLength(1);
  });

  it('an unauthorized user, help and an invalid command: no request before the answer, then replies and no job', async () => {
    e2e.h.sim.resetRequests();
    await e2e.h.receive('issue_comment', issueCommentCreated(e2e.h.sim, { body: '/dycoder implement', login: 'reader' }).payload);
    await e2e.h.receive('issue_comment', issueCommentCreated(e2e.h.sim, { body: '/dycoder help', login: 'writer' }).payload);
    await e2e.h.receive('issue_comment', issueCommentCreated(e2e.h.sim, { body: '/dycoder implement foo()', login: 'writer' }).payload);
    await e2e.h.receive('pull_request_review_comment', reviewCommentCreated(e2e.h.sim, { body: '/dycoder implement', login: 'stranger', path: 'pkg/text.py', line: 6 }).payload);
    await e2e.h.receive('pull_request', pullRequestEvent(e2e.h.sim, 'opened'));
    expect(e2e.h.sim.requests).toEqual([]);

    startIntake();
    await e2e.h.drain();
    const replies = bot();
    expect(replies).toHaveLength(4);
    expect(replies.filter((r) => r.startsWith('Sorry @reader, only collaborators with write access'))).toHaveLength(1);
    expect(replies.filter((r) => r.startsWith('Sorry @stranger'))).toHaveLength(1);
    expect(replies).toContain(HELP_TEXT);
    expect(replies.filter((r) => r.includes('"foo()" is not a function name'))).toHaveLength(1);
    // Only the automatic run (author with write access) queued a job.
    expect(await e2e.h.jobCount()).toBe(1);
  });

  it('a redelivered command is one intake job and one implement job', async () => {
    startIntake();
    const { payload } = issueCommentCreated(e2e.h.sim, { body: '/dycoder implement count_words', login: 'maintainer' });
    await Promise.all([e2e.h.receive('issue_comment', payload), e2e.h.receive('issue_comment', payload)]);
    await e2e.h.drain();
    await e2e.h.receive('issue_comment', payload);
    await e2e.h.drain();
    expect((await e2e.h.intake.queue.getJobs(['completed'])).length).toBe(1);
    expect(await e2e.h.jobCount()).toBe(1);
    expect(e2e.h.sim.state.reactions).toHaveLength(1);
  });
});

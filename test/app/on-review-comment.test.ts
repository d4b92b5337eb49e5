import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEFT_SIDE_REPLY } from '../../src/app/intake.js';
import { implementJobSchema } from '../../src/queue/implement-queue.js';
import { reviewCommentCreated, reviewReplyCreated } from '../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness, type AppHarness } from './harness.js';

let redis: RedisServer;
let h: AppHarness;

beforeAll(async () => {
  redis = await startRedisServer();
  h = await startAppHarness(redis.url);
});
afterAll(async () => {
  await h.close();
  await redis.stop();
});
afterEach(async () => {
  await h.reset();
});

describe('pull_request_review_comment.created', () => {
  it('queues the function enclosing the commented line, with 👀 on the review comment', async () => {
    const { payload, comment } = reviewCommentCreated(h.sim, { path: 'pkg/text.py', line: 6, body: '/dycoder implement', login: 'writer' });
    await h.deliver('pull_request_review_comment', payload);
    const jobs = await h.queue.queue.getJobs(['waiting']);
    expect(jobs).toHaveLength(1);
    const data = implementJobSchema.parse(jobs[0]?.data);
    expect(data.targets).toEqual([{ kind: 'line', file: 'pkg/text.py', line: 6 }]);
    expect(data.trigger).toEqual({ kind: 'review-comment', commentId: comment.id, login: 'writer' });
    expect(data.headSha).toBe(h.sim.headSha(1));
    expect(h.sim.state.reactions).toMatchObject([{ subject: 'review_comment', commentId: comment.id, content: 'eyes' }]);
    expect(h.sim.state.checkRuns).toHaveLength(1);
  });

  it('prefers names written in the review comment over its line', async () => {
    const { payload } = reviewCommentCreated(h.sim, { path: 'pkg/text.py', line: 6, body: '/dycoder implement Stats.top_words', login: 'writer' });
    await h.deliver('pull_request_review_comment', payload);
    const jobs = await h.queue.queue.getJobs(['waiting']);
    expect(implementJobSchema.parse(jobs[0]?.data).targets).toEqual([{ kind: 'name', name: 'Stats.top_words' }]);
  });

  it('asks for the right-hand side when the comment is on the old version of the file', async () => {
    const { payload } = reviewCommentCreated(h.sim, { path: 'pkg/models.py', line: 8, side: 'LEFT', body: '/dycoder implement', login: 'writer' });
    await h.deliver('pull_request_review_comment', payload);
    expect(await h.jobCount()).toBe(0);
    expect(h.sim.state.issueComments.map((c) => c.body)).toEqual([LEFT_SIDE_REPLY]);
  });

  it('refuses users without write access and ignores ordinary review comments', async () => {
    await h.deliver('pull_request_review_comment', reviewCommentCreated(h.sim, { path: 'pkg/text.py', line: 6, body: 'nit: naming', login: 'writer' }).payload);
    expect(h.sim.requests).toHaveLength(0);
    await h.deliver('pull_request_review_comment', reviewCommentCreated(h.sim, { path: 'pkg/text.py', line: 6, body: '/dycoder implement', login: 'reader' }).payload);
    expect(await h.jobCount()).toBe(0);
    expect(h.sim.state.issueComments.map((c) => c.body)).toEqual([expect.stringMatching(/^Sorry @reader/)]);
  });

  it('reads an instruction in a thread that is not a DyCoder suggestion as an unknown command, and @dycoder implement there as a command', async () => {
    const human = h.sim.addReviewComment(1, { path: 'pkg/text.py', line: 6, body: 'nit: naming', login: 'writer' });
    await h.deliver('pull_request_review_comment', reviewReplyCreated(h.sim, { parentId: human.id, body: '/dycoder make it shorter', login: 'writer' }).payload);
    expect(await h.jobCount()).toBe(0);
    expect(h.sim.state.issueComments.map((c) => c.body)).toEqual([expect.stringMatching(/^Unknown command `make`/)]);
    const { payload, comment } = reviewReplyCreated(h.sim, { parentId: human.id, body: '@DyCoder Implement', login: 'writer' });
    await h.deliver('pull_request_review_comment', payload);
    const jobs = await h.queue.queue.getJobs(['waiting']);
    expect(jobs.map((j) => implementJobSchema.parse(j.data).trigger)).toEqual([{ kind: 'review-comment', commentId: comment.id, login: 'writer' }]);
    expect(implementJobSchema.parse(jobs[0]?.data).targets).toEqual([{ kind: 'line', file: 'pkg/text.py', line: 6 }]);
  });
});

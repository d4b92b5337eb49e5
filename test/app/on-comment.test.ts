import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HELP_TEXT } from '../../src/app/messages.js';
import { implementJobId, implementJobSchema } from '../../src/queue/implement-queue.js';
import { issueCommentCreated, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness, type AppHarness } from './harness.js';

let redis: RedisServer;
let shared: AppHarness;
let custom: AppHarness | undefined;

beforeAll(async () => {
  redis = await startRedisServer();
  shared = await startAppHarness(redis.url);
});
afterAll(async () => {
  await shared.close();
  await redis.stop();
});
afterEach(async () => {
  await custom?.close();
  custom = undefined;
  await shared.reset();
});

/** The shared sample repository, or a fresh one when a test needs other files. */
async function harness(files?: Record<string, string | Buffer>, prFiles?: Record<string, string | null>): Promise<AppHarness> {
  if (files === undefined) return shared;
  custom = await startAppHarness(redis.url, { repo: { files, prFiles: prFiles ?? samplePrFiles } });
  return custom;
}

describe('issue_comment.created', () => {
  it('queues one job for an authorized /dycoder implement, with 👀 and a queued check run', async () => {
    const { sim, deliver, queue } = await harness();
    const { payload, comment } = issueCommentCreated(sim, { body: '/dycoder implement count_words pkg/text.py::Stats.top_words', login: 'maintainer' });
    await deliver('issue_comment', payload);

    const jobs = await queue.queue.getJobs(['waiting']);
    expect(jobs).toHaveLength(1);
    const data = implementJobSchema.parse(jobs[0]?.data);
    expect(data).toMatchObject({
      installationId: sim.installationId,
      owner: sim.owner,
      repo: sim.name,
      pr: 1,
      headSha: sim.headSha(1),
      targets: [
        { kind: 'name', name: 'count_words' },
        { kind: 'name', name: 'Stats.top_words', file: 'pkg/text.py' },
      ],
      trigger: { kind: 'comment', commentId: comment.id, login: 'maintainer' },
    });
    // The config travels with the job: maxHops: 2 comes from the default branch's file.
    expect(data.config.maxHops).toBe(2);
    expect(jobs[0]?.id).toBe(implementJobId(data));

    expect(sim.state.reactions.map((r) => [r.commentId, r.content])).toEqual([[comment.id, 'eyes']]);
    expect(sim.state.checkRuns).toHaveLength(1);
    expect(sim.state.checkRuns[0]).toMatchObject({ name: 'DyCoder', head_sha: sim.headSha(1), status: 'queued', external_id: jobs[0]?.id });
    expect(sim.state.issueComments.filter((c) => c.user.type === 'Bot')).toHaveLength(0);
  });

  it('runs once for a redelivered webhook and for a double comment', async () => {
    const { sim, deliver, jobCount } = await harness();
    const first = issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' });
    await deliver('issue_comment', first.payload);
    await deliver('issue_comment', first.payload); // GitHub redelivery: same payload
    const second = issueCommentCreated(sim, { body: 'again\n/dycoder implement', login: 'writer' });
    await deliver('issue_comment', second.payload);
    // Concurrent deliveries race through the same check; Redis keeps one job per id.
    const third = issueCommentCreated(sim, { body: '/dycoder implement', login: 'owner1' });
    await Promise.all([deliver('issue_comment', third.payload), deliver('issue_comment', third.payload)]);

    expect(await jobCount()).toBe(1);
    // One check run per job, even when two deliveries raced to create it.
    expect(sim.state.checkRuns).toHaveLength(1);
    // Every command is acknowledged, even the duplicates.
    expect(new Set(sim.state.reactions.map((r) => r.commentId))).toEqual(new Set([first.comment.id, second.comment.id, third.comment.id]));
  });

  it('gives a different job to different targets and to a new head', async () => {
    const { sim, deliver, jobCount } = await harness();
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement count_words', login: 'maintainer' }).payload);
    sim.pushToPull(1, { 'pkg/extra.py': 'def more():\n    pass\n' });
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    expect(await jobCount()).toBe(3);
  });

  it('replies politely to users without write access and queues nothing', async () => {
    const { sim, deliver, jobCount } = await harness();
    for (const login of ['reader', 'triager', 'stranger']) {
      await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement', login }).payload);
    }
    expect(await jobCount()).toBe(0);
    expect(sim.state.checkRuns).toHaveLength(0);
    const replies = sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
    expect(replies).toHaveLength(3);
    expect(replies[0]).toMatch(/^Sorry @reader, only collaborators with write access/);
    expect(replies[2]).toContain('@stranger');
  });

  it('ignores bots entirely, including its own comments', async () => {
    const { sim, deliver, jobCount } = await harness();
    sim.setRole('dependabot[bot]', 'write');
    sim.resetRequests();
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement', login: 'dependabot[bot]', userType: 'Bot' }).payload);
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder help', login: 'dycoder[bot]' }).payload);
    expect(await jobCount()).toBe(0);
    expect(sim.requests).toHaveLength(0);
  });

  it('answers help and unknown subcommands with the help text, without a job', async () => {
    const { sim, deliver, jobCount } = await harness();
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder help', login: 'maintainer' }).payload);
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implemnt', login: 'maintainer' }).payload);
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement foo()', login: 'maintainer' }).payload);
    const replies = sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
    expect(replies[0]).toBe(HELP_TEXT);
    expect(replies[1]).toMatch(/^Unknown command `implemnt`/);
    expect(replies[1]).toContain(HELP_TEXT);
    expect(replies[2]).toContain('"foo()" is not a function name');
    expect(await jobCount()).toBe(0);
  });

  it('comments once naming the bad field of an invalid config, and queues nothing', async () => {
    const { sim, deliver, jobCount } = await harness({ ...sampleBaseFiles, '.github/dycoder.yml': 'auto: false\nmaxHops: lots\n' });
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const replies = sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain('field `maxHops`');
    expect(await jobCount()).toBe(0);
    expect(sim.state.checkRuns).toHaveLength(0);
  });

  it('reports a config file that is not YAML', async () => {
    const { sim, deliver, jobCount } = await harness({ ...sampleBaseFiles, '.github/dycoder.yml': 'auto: [unclosed\n' });
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const replies = sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
    expect(replies).toEqual([expect.stringContaining('not a valid YAML mapping')]);
    expect(await jobCount()).toBe(0);
  });

  it('reads the config from the default branch, never from the PR head', async () => {
    // The PR tries to raise its own budget with an invalid value; main's file is what counts.
    const prFiles = { ...samplePrFiles, '.github/dycoder.yml': 'maxHops: lots\nbudgetTokens: 99999999\n' };
    const { sim, deliver, queue } = await harness({ ...sampleBaseFiles, '.github/dycoder.yml': 'maxHops: 4\n' }, prFiles);
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const jobs = await queue.queue.getJobs(['waiting']);
    expect(jobs).toHaveLength(1);
    expect(implementJobSchema.parse(jobs[0]?.data).config).toMatchObject({ maxHops: 4, budgetTokens: 6000 });
    const configReads = sim.requests.filter((r) => decodeURIComponent(r.path) === `/repos/${sim.owner}/${sim.name}/contents/.github/dycoder.yml`);
    expect(configReads).toHaveLength(1);
    expect(configReads[0]?.query.ref).toBeUndefined();
  });

  it('uses defaults when the repository has no config file', async () => {
    const { '.github/dycoder.yml': _omit, ...files } = sampleBaseFiles;
    const { sim, deliver, queue } = await harness(files);
    await deliver('issue_comment', issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const jobs = await queue.queue.getJobs(['waiting']);
    expect(implementJobSchema.parse(jobs[0]?.data).config.maxHops).toBe(10);
  });

  it('ignores comments on plain issues and deleted/edited comments', async () => {
    const { sim, deliver, jobCount } = await harness();
    const { payload } = issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' });
    const { pull_request: _pr, ...issue } = payload.issue;
    sim.resetRequests();
    await deliver('issue_comment', { ...payload, issue });
    await deliver('issue_comment', { ...payload, action: 'edited', changes: {} });
    expect(await jobCount()).toBe(0);
    expect(sim.requests).toHaveLength(0);
  });
});

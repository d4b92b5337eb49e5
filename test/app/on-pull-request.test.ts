import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { implementJobSchema } from '../../src/queue/implement-queue.js';
import { issueCommentCreated, pullRequestEvent, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness, type AppHarness } from './harness.js';

let redis: RedisServer;
let manual: AppHarness;
let auto: AppHarness;

beforeAll(async () => {
  redis = await startRedisServer();
  manual = await startAppHarness(redis.url); // sample config: auto: false
  auto = await startAppHarness(redis.url, {
    repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': 'auto: true\n' }, prFiles: samplePrFiles },
    sim: { pulls: [{ number: 1 }, { number: 2, draft: true }] },
  });
  // Automatic mode runs for authors with write access (autoFor: collaborators, the default).
  auto.sim.setRole('pr-author', 'write');
});
afterAll(async () => {
  await manual.close();
  await auto.close();
  await redis.stop();
});
afterEach(async () => {
  await manual.reset();
  await auto.reset();
});

describe('pull_request (automatic mode)', () => {
  it('does nothing when the repository has not turned auto on', async () => {
    await manual.deliver('pull_request', pullRequestEvent(manual.sim, 'opened'));
    expect(await manual.jobCount()).toBe(0);
    expect(manual.sim.state.checkRuns).toHaveLength(0);
  });

  it('queues the stubs the PR adds when auto is on, for opened and each push', async () => {
    await auto.deliver('pull_request', pullRequestEvent(auto.sim, 'opened'));
    // Automatic runs are queued with a priority, behind commands.
    const jobs = await auto.queue.queue.getJobs(['prioritized']);
    expect(jobs).toHaveLength(1);
    const data = implementJobSchema.parse(jobs[0]?.data);
    expect(data).toMatchObject({ pr: 1, targets: [], trigger: { kind: 'auto', action: 'opened' }, headSha: auto.sim.headSha(1) });
    expect(auto.sim.state.checkRuns).toMatchObject([{ name: 'DyCoder', status: 'queued', head_sha: auto.sim.headSha(1) }]);
    expect(auto.sim.state.reactions).toHaveLength(0);

    // Redelivery of the same event: no second job.
    await auto.deliver('pull_request', pullRequestEvent(auto.sim, 'opened'));
    expect(await auto.jobCount()).toBe(1);

    const before = auto.sim.headSha(1);
    auto.sim.pushToPull(1, { 'pkg/more.py': 'def later():\n    pass\n' });
    await auto.deliver('pull_request', pullRequestEvent(auto.sim, 'synchronize', { before }));
    expect(await auto.jobCount()).toBe(2);
  });

  it('shares the job id with a /dycoder implement on the same head', async () => {
    await auto.deliver('pull_request', pullRequestEvent(auto.sim, 'reopened'));
    await auto.deliver('issue_comment', issueCommentCreated(auto.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    expect(await auto.jobCount()).toBe(1);
  });

  it('skips drafts unless autoOnDrafts, and runs when they become ready', async () => {
    await auto.deliver('pull_request', pullRequestEvent(auto.sim, 'opened', { pull: 2 }));
    expect(await auto.jobCount()).toBe(0);
    auto.sim.state.pulls.get(2)!.draft = false;
    await auto.deliver('pull_request', pullRequestEvent(auto.sim, 'ready_for_review', { pull: 2 }));
    expect(await auto.jobCount()).toBe(1);
  });

  it('ignores pushes by bots', async () => {
    const event = pullRequestEvent(auto.sim, 'synchronize');
    await auto.deliver('pull_request', { ...event, sender: { ...event.sender, login: 'renovate[bot]', type: 'Bot' } });
    expect(await auto.jobCount()).toBe(0);
  });
});

describe('pull_request on drafts with autoOnDrafts', () => {
  it('runs on a draft when the config allows it', async () => {
    const h = await startAppHarness(redis.url, {
      repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': 'auto: true\nautoOnDrafts: true\n' }, prFiles: samplePrFiles },
      sim: { pulls: [{ number: 3, draft: true }] },
    });
    try {
      h.sim.setRole('pr-author', 'write');
      await h.deliver('pull_request', pullRequestEvent(h.sim, 'opened', { pull: 3 }));
      expect(await h.jobCount()).toBe(1);
    } finally {
      await h.close();
    }
  });
});

describe('pull_request from authors without write access', () => {
  it('runs nothing for a read-only author by default, and checks the author (not the sender)', async () => {
    auto.sim.setRole('pr-author', 'read');
    try {
      await auto.deliver('pull_request', pullRequestEvent(auto.sim, 'opened'));
      expect(await auto.jobCount()).toBe(0);
      expect(auto.sim.state.checkRuns).toHaveLength(0);
      expect(auto.sim.state.issueComments).toHaveLength(0);
      const asked = auto.sim.requests.filter((r) => r.path.endsWith('/collaborators/pr-author/permission'));
      expect(asked).toHaveLength(1);
    } finally {
      auto.sim.setRole('pr-author', 'write');
    }
  });

  it('runs for everyone when the repository says autoFor: everyone', async () => {
    const h = await startAppHarness(redis.url, {
      repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': 'auto: true\nautoFor: everyone\n' }, prFiles: samplePrFiles },
    });
    try {
      await h.deliver('pull_request', pullRequestEvent(h.sim, 'opened'));
      expect(await h.jobCount()).toBe(1);
      // No permission read is needed then.
      expect(h.sim.requests.filter((r) => r.path.includes('/collaborators/'))).toHaveLength(0);
    } finally {
      await h.close();
    }
  });
});

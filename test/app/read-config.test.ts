import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCommentCreated, sampleBaseFiles } from '../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness } from './harness.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

describe('.github/dycoder.yml with _extends', () => {
  it('is refused with one comment that quotes nothing of the other repository, which is never read', async () => {
    const h = await startAppHarness(redis.url, { repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': '_extends: other-org/private-settings\nauto: true\n' } } });
    try {
      await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
      const replies = h.sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
      expect(replies).toHaveLength(1);
      expect(replies[0]).toContain('`_extends` is not supported');
      expect(replies[0]).not.toContain('private-settings');
      expect(await h.jobCount()).toBe(0);
      expect(h.sim.requests.some((r) => r.path.includes('private-settings') || r.path.includes('other-org'))).toBe(false);
    } finally {
      await h.close();
    }
  });

  it('reads .github/dycoder.yaml; when both spellings exist .yml wins, and a reply about it says the other is ignored', async () => {
    const base = { ...sampleBaseFiles };
    delete base['.github/dycoder.yml'];
    const yamlOnly = await startAppHarness(redis.url, { repo: { files: { ...base, '.github/dycoder.yaml': 'maxHops: 60\n' } } });
    try {
      await yamlOnly.deliver('issue_comment', issueCommentCreated(yamlOnly.sim, { body: '/DyCoder implement', login: 'maintainer' }).payload);
      const replies = yamlOnly.sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
      expect(replies).toHaveLength(1);
      expect(replies[0]).toContain('could not use `.github/dycoder.yaml`');
      expect(replies[0]).toContain('maxHops');
      expect(replies[0]).not.toContain('ignored');
    } finally {
      await yamlOnly.close();
    }
    const both = await startAppHarness(redis.url, { repo: { files: { ...base, '.github/dycoder.yml': 'maxHops: 60\n', '.github/dycoder.yaml': 'maxHops: 3\n' } } });
    try {
      await both.deliver('issue_comment', issueCommentCreated(both.sim, { body: '@dycoder implement', login: 'maintainer' }).payload);
      const replies = both.sim.state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
      expect(replies).toHaveLength(1);
      expect(replies[0]).toContain('could not use `.github/dycoder.yml`');
      expect(replies[0]).toContain('`.github/dycoder.yaml` exists too and is ignored');
      expect(await both.jobCount()).toBe(0);
    } finally {
      await both.close();
    }
    const valid = await startAppHarness(redis.url, { repo: { files: { ...base, '.github/dycoder.yaml': 'maxHops: 3\ninstructions: Keep it short.\n', '.github/dycoder-instructions.md': '# Style\nNo prints.\n' } } });
    try {
      await valid.deliver('issue_comment', issueCommentCreated(valid.sim, { body: '@dycoder implement', login: 'maintainer' }).payload);
      const [job] = await valid.queue.queue.getJobs(['waiting', 'prioritized']);
      expect(job?.data).toMatchObject({ config: { maxHops: 3, instructions: 'Keep it short.' }, instructionsFile: '# Style\nNo prints.' });
    } finally {
      await valid.close();
    }
  });
});

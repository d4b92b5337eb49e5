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
});

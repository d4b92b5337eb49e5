/**
 * Issue 11, case 9 (`_extends`): a config that extends another repository's file is refused in
 * one comment that quotes nothing of that file, nothing is fetched from the other repository,
 * and no job runs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueCommentCreated, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness, type AppHarness } from '../app/harness.js';
import { botComments } from './fault-worker.js';

let redis: RedisServer;
let h: AppHarness;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});
afterEach(async () => {
  await h.close();
});

describe('_extends in .github/dycoder.yml', () => {
  it('is refused without reading or quoting the other repository', async () => {
    const files = { ...sampleBaseFiles, '.github/dycoder.yml': '_extends: other-org/private-settings\nmaxHops: 2\n' };
    // The other repository is served (a fork alias over the same git store holds the same file),
    // so following `_extends` would succeed and could leak its keys.
    h = await startAppHarness(redis.url, { repo: { files: { ...files, 'secret_settings_key.txt': 'x' }, prFiles: samplePrFiles }, sim: { forks: ['other-org/private-settings'] } });
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    expect(await h.jobCount()).toBe(0);
    expect(h.sim.count({ path: /^\/repos\/other-org\// })).toBe(0);
    const comments = botComments(h);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain('`_extends` is not supported');
    expect(comments[0]).not.toContain('other-org');
  });
});

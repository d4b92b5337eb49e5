/**
 * Issue 11 item 2: Probot read REDIS_URL and backed Octokit's throttle with Bottleneck keys that
 * Redis 7 expires after about two idle minutes; the next delivery then failed with
 * `ERR SETTINGS_KEY_NOT_FOUND` (500). Started as `npm start` starts it (src/server.ts main()), with
 * REDIS_URL set, DyCoder leaves no Bottleneck/Octokit key in Redis, and after an idle period
 * (every key that would have expired within two minutes removed) deliveries still succeed.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { useOperatorServer } from '../support/operator-server.js';

const app = useOperatorServer();
const deliverHelp = (): Promise<number> => app.deliver('issue_comment', issueCommentCreated(app.sim, { body: '/dycoder help', login: 'maintainer' }).payload);

describe("Probot's throttle and Redis", () => {
  it('keeps no throttle state in Redis and answers after an idle period', async () => {
    expect(await deliverHelp()).toBe(200);
    await app.botReplies(1);
    const client = new Redis(app.redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.some((k) => k.includes('dycoder-intake'))).toBe(true);
      expect(keys.filter((k) => /bottleneck|octokit|^b_/i.test(k))).toEqual([]);

      // Two idle minutes: whatever carries a TTL of two minutes or less is gone.
      for (const key of keys) {
        const ttl = await client.pttl(key);
        if (ttl >= 0 && ttl <= 120_000) await client.del(key);
      }
      expect(await deliverHelp()).toBe(200);
      await app.botReplies(2);
    } finally {
      await client.quit();
    }
  });
});

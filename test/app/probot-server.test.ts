/**
 * The production wiring through src/server.ts's main() (what `npm start` does): Probot's `run()`
 * with the default export of src/app.ts in its HTTP server, signed webhooks on /api/github/webhooks, and
 * the health routes next to it. Environment as an operator would set it.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { useOperatorServer } from '../support/operator-server.js';

const app = useOperatorServer();

describe('npm start wiring (probot run)', () => {
  it('serves /healthz and /readyz', async () => {
    expect((await fetch(`${app.base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', redis: 'up' });
  });

  it('accepts a signed webhook, rejects a forged one, and reaches GitHub through GHE_HOST', async () => {
    const payload = issueCommentCreated(app.sim, { body: '/dycoder help', login: 'maintainer' }).payload;
    expect(await app.deliver('issue_comment', payload, 'wrong')).toBe(400);
    expect(await app.deliver('issue_comment', payload)).toBe(200);
    // The help reply is written by the intake step after the response.
    expect((await app.botReplies(1))[0]).toContain('/dycoder implement');
    expect(app.sim.requests.length).toBeGreaterThan(0);
    expect(app.sim.requests.every((r) => r.route !== 'unmatched')).toBe(true);
  });

  it('leaves Probot no Redis-backed throttle: only DyCoder keys in Redis after deliveries', async () => {
    const client = new Redis(app.redis.url);
    const keys = await client.keys('*');
    await client.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => !k.startsWith('{dycoder}:') && !k.startsWith('dycoder:'))).toEqual([]);
  });
});

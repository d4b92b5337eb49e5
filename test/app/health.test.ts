import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { healthHandler } from '../../src/app/health.js';
import { startRedisServer } from '../support/redis-server.js';
import { BullImplementQueue } from '../../src/queue/implement-queue.js';
import { Redis } from 'ioredis';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((r) => server?.close(r) ?? r(undefined));
});

async function serve(ready: () => Promise<boolean>): Promise<string> {
  const handler = healthHandler(ready);
  server = createServer((req, res) => {
    void Promise.resolve(handler(req, res)).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('health routes', () => {
  it('/healthz is always 200; /readyz follows Redis, and other paths fall through', async () => {
    const redis = await startRedisServer();
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 200 });
    const errors: string[] = [];
    client.on('error', (error: Error) => errors.push(error.message));
    const queue = new BullImplementQueue(client);
    const base = await serve(() => queue.ping());
    try {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', redis: 'up' });
      expect((await fetch(`${base}/other`)).status).toBe(404);

      await redis.stop();
      const down = await fetch(`${base}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ redis: 'down' });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(errors.some((m) => m.includes('ECONNREFUSED'))).toBe(true);
    } finally {
      await queue.close().catch(() => undefined);
      client.disconnect();
    }
  });
});

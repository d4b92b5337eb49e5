/**
 * The app process (`npm start` → src/server.ts), spawned for real with JSON logs, when its Redis
 * goes away and comes back: one error line when it is lost and one line when it answers again,
 * as the worker does (test/faults/worker-signals.test.ts), not a stack trace per reconnect attempt.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, redisCli, startRedisServer, type RedisServer } from '../support/redis-server.js';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const PEM = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

let child: ChildProcess | undefined;
let redis: RedisServer | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  await redis?.stop().catch(() => undefined);
});

async function until(output: () => string, pattern: RegExp, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(output())) {
    if (Date.now() > deadline) throw new Error(`app output never matched ${pattern}:\n${output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('npm start and Redis', () => {
  it('logs one line when Redis is lost and one when it answers again, with no stack traces', async () => {
    redis = await startRedisServer();
    const port = await freePort();
    child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'src', 'server.ts')], {
      cwd: mkdtempSync(join(tmpdir(), 'dycoder-app-redis-')),
      env: {
        PATH: process.env.PATH ?? '',
        NODE_PATH: join(ROOT, 'node_modules'),
        APP_ID: '4242',
        PRIVATE_KEY: PEM,
        WEBHOOK_SECRET: 'hook-secret',
        REDIS_URL: `redis://:redis-pw@127.0.0.1:${redis.port}`,
        PORT: String(port),
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout?.on('data', (d: Buffer) => void (text += d.toString('utf8')));
    child.stderr?.on('data', (d: Buffer) => void (text += d.toString('utf8')));
    const output = (): string => text;
    await until(output, /Listening on/);

    // Gone (the server shuts down; its directory stays for the restart), for several reconnect attempts.
    await redisCli(redis.port, 'shutdown', 'nosave').catch(() => undefined);
    await until(output, /is unreachable/);
    await new Promise((r) => setTimeout(r, 3000));
    await redis.restart();
    await until(output, /answers again/);

    const lines = text.split('\n').filter((l) => l.trim() !== '');
    const unreachable = lines.filter((l) => l.includes('is unreachable'));
    expect(unreachable).toHaveLength(1);
    expect(unreachable[0]).toContain(`Redis at redis://127.0.0.1:${redis.port} is unreachable`);
    expect(unreachable[0]).toContain('webhook deliveries fail until it answers');
    expect(lines.filter((l) => l.includes('answers again'))).toHaveLength(1);
    // pino levels: 40 warn, 50 error. One error line in all, no warning, no stack trace, no password.
    expect(lines.filter((l) => l.includes('"level":50'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('"level":40'))).toEqual([]);
    expect(text).not.toMatch(/"stack"|\n\s+at /);
    expect(text).not.toContain('redis-pw');
  }, 120_000);
});

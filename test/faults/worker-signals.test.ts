/**
 * Operators (issue 11): the worker process as `npm run worker` starts it (dist/worker.js, built
 * from src/worker.ts, its own OS process; test/support/fresh-dist.ts rebuilds a stale dist).
 * With Redis unreachable it never claims to have started and says why in one line;
 * SIGTERM ends it within 10 s whether Redis is down from the start or goes away while it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testPrivateKey } from '../app/harness.js';
import { ensureFreshDist } from '../support/fresh-dist.js';
import { freePort, startRedisServer, type RedisServer } from '../support/redis-server.js';

const children: ChildProcess[] = [];
let redis: RedisServer | undefined;

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await redis?.stop().catch(() => undefined);
  redis = undefined;
});

interface Spawned {
  child: ChildProcess;
  output: () => string;
  waitFor: (text: RegExp, timeoutMs?: number) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

// What CI built just before the tests (.ci/run) and the image runs; rebuilt here only when stale.
// (Node on dist/ starts in a fraction of tsx's CPU: tsx transformed the worker's modules per spawn.)
beforeAll(() => void ensureFreshDist(), 240_000);

function spawnWorker(redisUrl: string, how: 'node' | 'npm' = 'node'): Spawned {
  const [command, args] = how === 'npm' ? ['npm', ['run', '--silent', 'worker']] : [process.execPath, ['dist/worker.js']];
  const child = spawn(command, args, {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ID: '12345',
      PRIVATE_KEY: testPrivateKey(),
      // Never contacted: no job reaches this worker.
      GHE_HOST: '127.0.0.1:9',
      GHE_PROTOCOL: 'http',
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (d: Buffer) => void (text += d.toString('utf8')));
  child.stderr?.on('data', (d: Buffer) => void (text += d.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    child,
    output: () => text,
    exited,
    waitFor: async (pattern, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(text)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`worker output never matched ${pattern}:\n${text.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

async function sigtermSeconds(w: Spawned): Promise<{ seconds: number; code: number | null }> {
  const sent = Date.now();
  w.child.kill('SIGTERM');
  const exit = await Promise.race([w.exited, new Promise<undefined>((r) => setTimeout(() => r(undefined), 15_000))]);
  if (exit === undefined) throw new Error(`the worker ignored SIGTERM for 15 s:\n${w.output().slice(-2000)}`);
  return { seconds: (exit.at - sent) / 1000, code: exit.code };
}

describe('worker process and Redis', () => {
  it('Redis unreachable: one clear line, no "worker started", and SIGTERM ends it at once', async () => {
    const port = await freePort();
    const w = spawnWorker(`redis://:secret-pw@127.0.0.1:${port}`);
    await w.waitFor(/is unreachable/);
    // Several reconnect attempts later, still one error line and never "started".
    await new Promise((r) => setTimeout(r, 2500));
    const lines = w.output().split('\n').filter((l) => l.includes('unreachable'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Redis at redis://127.0.0.1:${port} is unreachable (ECONNREFUSED)`);
    expect(w.output()).not.toContain('secret-pw');
    // No error line per reconnect attempt (pino level 50 = error).
    expect(w.output().split('\n').filter((l) => l.includes('"level":50'))).toHaveLength(1);
    expect(w.output()).not.toContain('worker started');
    const { seconds, code } = await sigtermSeconds(w);
    expect(seconds).toBeLessThan(10);
    expect(code).toBe(0);
  });

  it('Redis up, then gone: "worker started" once connected, and SIGTERM still ends it within 10 s', async () => {
    redis = await startRedisServer();
    const w = spawnWorker(redis.url);
    await w.waitFor(/worker started/);
    await redis.stop();
    redis = undefined;
    await w.waitFor(/is unreachable/);
    const { seconds } = await sigtermSeconds(w);
    expect(seconds).toBeLessThan(10);
  });
});

/** Processes whose parent is `pid`, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync('/proc/' + String(pid) + '/task/' + String(pid) + '/children', 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm run worker', () => {
  it('SIGTERM to npm reaches node: the worker exits and leaves no orphan', async () => {
    const port = await freePort();
    const w = spawnWorker(`redis://127.0.0.1:${port}`, 'npm');
    await w.waitFor(/is unreachable/);
    // npm → node directly (the script execs node, so no shell stays between them to swallow signals).
    const descendants = childrenOf(w.child.pid!).flatMap((pid) => [pid, ...childrenOf(pid)]);
    expect(descendants.length).toBeGreaterThan(0);
    const { seconds } = await sigtermSeconds(w);
    expect(seconds).toBeLessThan(10);
    // Every descendant goes too (polled: on a busy machine a process may still be on its way out).
    try {
      await expect.poll(() => descendants.filter(alive), { timeout: 10_000, interval: 50 }).toEqual([]);
    } finally {
      for (const pid of descendants.filter(alive)) process.kill(pid, 'SIGKILL');
    }
  });
});

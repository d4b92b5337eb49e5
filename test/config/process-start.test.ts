/**
 * The processes an operator starts (`npm start` → dist/server.js, `npm run worker` →
 * dist/worker.js, as package.json and the image run them; dist is rebuilt once when a src/ file
 * is newer than its output, see test/support/fresh-dist.ts), spawned for real: a missing or malformed variable is one sentence on stderr
 * and exit code 1, never a stack trace or Probot's setup mode; LOG_FORMAT=json gives JSON lines,
 * pretty lines start with their time (issue 19: Probot's own pretty format drops it).
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFreshDist } from '../support/fresh-dist.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';

const ROOT = resolve(import.meta.dirname, '../..');
const PEM = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
// An empty working directory: no .env of the developer's leaks in.
const CWD = mkdtempSync(join(tmpdir(), 'dycoder-start-'));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

beforeAll(() => void ensureFreshDist(ROOT), 240_000);

function runEntry(entry: string, env: Record<string, string>, until?: (stdout: string) => boolean): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist', entry)], {
      cwd: CWD,
      env: { PATH: process.env.PATH ?? '', NODE_PATH: join(ROOT, 'node_modules'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (until?.(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** A TCP port that was free a moment ago (PORT must be a real port for Probot). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const TIMED_PRETTY_LINE = /^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\] (INFO|WARN|ERROR|DEBUG) \(/;

const APP = { APP_ID: '4242', PRIVATE_KEY: PEM, WEBHOOK_SECRET: 'hook-secret', REDIS_URL: 'redis://127.0.0.1:1' };

function expectOneSentence(run: Run, name: string): void {
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^${name} is (not set|malformed): .*\\.$`));
  expect(run.stderr).not.toMatch(/\bat .*\.(ts|js):\d+/);
  expect(run.stderr + run.stdout).not.toContain('hook-secret');
}

describe('npm start (dist/server.js)', () => {
  it.each(['REDIS_URL', 'WEBHOOK_SECRET', 'APP_ID', 'PRIVATE_KEY'])('stops with one sentence when %s is missing', async (name) => {
    const env: Record<string, string> = { ...APP };
    delete env[name];
    expectOneSentence(await runEntry('server.js', env), name);
  });

  it('stops with one sentence on a malformed PRIVATE_KEY instead of entering setup mode', async () => {
    const run = await runEntry('server.js', { ...APP, PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nnot really\n-----END RSA PRIVATE KEY-----\n' });
    expectOneSentence(run, 'PRIVATE_KEY');
    expect(run.stdout).not.toMatch(/setup|Welcome/i);
  });

  it.each([
    ['PORT', 'eighty'],
    ['LOG_FORMAT', 'xml'],
    ['DYCODER_MODEL_TIMEOUT_MS', 'soon'],
  ])('stops with one sentence on a malformed %s', async (name, value) => {
    expectOneSentence(await runEntry('server.js', { ...APP, [name]: value }), name);
  });
});

describe('npm run worker (dist/worker.js)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it.each(['REDIS_URL', 'APP_ID', 'PRIVATE_KEY'])('stops with one sentence when %s is missing', async (name) => {
    const env: Record<string, string> = { ...APP };
    delete env[name];
    expectOneSentence(await runEntry('worker.js', env), name);
  });

  it('npm start: pretty log lines start with their date and time', async () => {
    const env = { ...APP, REDIS_URL: redis.url, LOG_FORMAT: 'pretty', PORT: String(await freePort()), DYCODER_METRICS_PORT: '0' };
    const run = await runEntry('server.js', env, (out) => out.includes('Listening on'));
    const lines = run.stdout.trim().split('\n').filter((l) => l !== '');
    expect(lines.some((l) => l.includes('Listening on'))).toBe(true);
    for (const line of lines) expect(line).toMatch(TIMED_PRETTY_LINE);
  });

  it('logs JSON lines with LOG_FORMAT=json', async () => {
    const run = await runEntry('worker.js', { ...APP, REDIS_URL: redis.url, LOG_FORMAT: 'json' }, (out) => out.includes('worker started'));
    const lines = run.stdout.trim().split('\n').filter((l) => l !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(lines.map((l) => (JSON.parse(l) as { msg?: string }).msg)).toContain('worker started');
  });
});

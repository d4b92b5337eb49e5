/**
 * `npm start` (dist/server.js, built from src/server.ts, as a child process, the real Probot server) keeps its metrics off the
 * webhook port, which faces GitHub: /metrics there is refused with or without credentials, while
 * /healthz stays public; the series are on DYCODER_METRICS_PORT, bound to loopback by default
 * (read from the kernel's socket table, not from our own code). A worker's listener too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../src/adapters/metrics/metrics.js';
import { startMetricsServer } from '../../src/adapters/metrics/metrics-server.js';
import { ROLES, testPrivateKey } from '../app/harness.js';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../support/github-simulator/index.js';
import { signature } from '../support/operator-server.js';
import { freePort, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { ensureFreshDist } from '../support/fresh-dist.js';

/** Local addresses (hex, as the kernel writes them) of the sockets listening on `port`. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const rows = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) => {
    try {
      return readFileSync(file, 'utf8').split('\n').slice(1);
    } catch {
      return [];
    }
  });
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) === true && cols[3] === '0A')
    .map((cols) => cols[1]!.split(':')[0]!);
}
const LOOPBACK_V4 = '0100007F';

let redis: RedisServer;
let repo: TestRepo;
let sim: GitHubSimulator;
let child: ChildProcess;
let output = '';
let base = '';
let metricsPort = 0;

beforeAll(async () => {
  // What `npm start` runs: Node starts it in a fraction of tsx's CPU (tsx transformed every module per
  // spawn, 30 s and more on a busy machine). A stale or missing dist is rebuilt once.
  ensureFreshDist(process.cwd());
  redis = await startRedisServer();
  repo = createTestRepo(sampleRepoOptions());
  sim = await startGitHubSimulator({ repo, roles: { ...ROLES }, pathPrefix: '/api/v3' });
  const port = await freePort();
  metricsPort = await freePort();
  child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ID: String(sim.appId),
      PRIVATE_KEY: testPrivateKey(),
      WEBHOOK_SECRET: 'operator-secret',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      REDIS_URL: redis.url,
      GHE_HOST: new URL(sim.url).host,
      GHE_PROTOCOL: 'http',
      DYCODER_METRICS_PORT: String(metricsPort),
      DYCODER_REDELIVERY_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    const metricsUp = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.ok, () => false);
    if (up && metricsUp) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 300_000);
afterAll(async () => {
  child.kill('SIGKILL');
  await sim.close();
  repo.cleanup();
  await redis.stop();
});

describe('metrics are private by default', () => {
  it('refuses /metrics on the public webhook port, with or without credentials; /healthz stays public', async () => {
    // A delivery first, so there is something to leak.
    const body = JSON.stringify(issueCommentCreated(sim, { body: '/dycoder help', login: 'maintainer' }).payload);
    const delivered = await fetch(`${base}/api/github/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-github-event': 'issue_comment', 'x-github-delivery': 'd-1', 'x-hub-signature-256': signature(body) },
      body,
    });
    expect(delivered.status).toBe(200);

    for (const headers of [{}, { authorization: 'Bearer anything' }, { authorization: 'Basic YWRtaW46YWRtaW4=' }]) {
      for (const path of ['/metrics', '/metrics?format=text', '/Metrics', '/metrics/']) {
        const res = await fetch(`${base}${path}`, { headers });
        const text = await res.text();
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(text).not.toContain('dycoder_');
      }
    }
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('dycoder_webhook_deliveries_total{event="issue_comment",outcome="queued"} 1');
  });

  it('binds the app\'s metrics listener to loopback unless DYCODER_METRICS_HOST says otherwise', () => {
    expect(listeningAddresses(metricsPort)).toEqual([LOOPBACK_V4]);
  });

  it('binds a worker\'s listener to loopback by default, and where asked otherwise', async () => {
    const metrics = createMetrics({});
    const loopback = await startMetricsServer({ metrics, port: 0 });
    const open = await startMetricsServer({ metrics, port: 0, host: '0.0.0.0' });
    try {
      expect(listeningAddresses(loopback.port)).toEqual([LOOPBACK_V4]);
      expect(listeningAddresses(open.port)).toEqual(['00000000']);
    } finally {
      await loopback.close();
      await open.close();
    }
  });
});

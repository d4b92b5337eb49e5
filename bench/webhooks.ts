/**
 * `npm run bench:webhooks`: 200 signed webhook deliveries over HTTP to the real Probot node
 * middleware running the DyCoder app, against the GitHub simulator and a real redis-server.
 * Measures the HTTP response time GitHub would see (it waits for our handlers) and prints a
 * markdown table, also written to bench/results/webhooks.md.
 *
 * Mix: 120 `/dycoder implement <name>` comments (new jobs), 40 redeliveries of those (duplicates),
 * 20 comments that are not commands, 20 commands from users without write access.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { createNodeMiddleware } from 'probot';
import { createApp } from '../src/app/create-app.js';
import { BullImplementQueue } from '../src/queue/implement-queue.js';
import { createTestProbot, ROLES } from '../test/app/harness.js';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator } from '../test/support/github-simulator/index.js';
import { startRedisServer } from '../test/support/redis-server.js';

const SECRET = 'test-secret';
const TOTAL = 200;

type Kind = 'new job' | 'duplicate' | 'not a command' | 'unauthorized';

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const redisServer = await startRedisServer();
  const repo = createTestRepo(sampleRepoOptions());
  const sim = await startGitHubSimulator({ repo, roles: { ...ROLES } });
  const redis = new Redis(redisServer.url, { maxRetriesPerRequest: 2 });
  const queue = new BullImplementQueue(redis, { prefix: `bench${randomUUID().slice(0, 6)}` });
  const probot = createTestProbot(sim);
  const middleware = await createNodeMiddleware(createApp({ queue }), { probot });
  const server = createServer((req, res) => {
    void middleware(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/github/webhooks`;

  // Build every payload first so the timing covers only the delivery.
  const plan: { kind: Kind; body: string; id: string }[] = [];
  const implement: { body: string; id: string }[] = [];
  for (let i = 0; i < 120; i += 1) {
    const { payload } = issueCommentCreated(sim, { body: `/dycoder implement fn_${i}`, login: 'maintainer' });
    const delivery = { body: JSON.stringify(payload), id: randomUUID() };
    implement.push(delivery);
    plan.push({ kind: 'new job', ...delivery });
  }
  for (let i = 0; i < 40; i += 1) plan.push({ kind: 'duplicate', ...implement[i * 3]! });
  for (let i = 0; i < 20; i += 1) plan.push({ kind: 'not a command', body: JSON.stringify(issueCommentCreated(sim, { body: `LGTM ${i}`, login: 'writer' }).payload), id: randomUUID() });
  for (let i = 0; i < 20; i += 1) plan.push({ kind: 'unauthorized', body: JSON.stringify(issueCommentCreated(sim, { body: '/dycoder implement', login: `visitor${i}` }).payload), id: randomUUID() });
  // Interleave deterministically: duplicates come after their originals (every 4th slot onwards).
  const ordered = [...plan.filter((p) => p.kind === 'new job')];
  const rest = plan.filter((p) => p.kind !== 'new job');
  rest.forEach((p, i) => ordered.splice(Math.min(ordered.length, 40 + i * 2), 0, p));

  // Warm-up: token exchange and connection set-up are one-off costs, not per-delivery ones.
  const warm = issueCommentCreated(sim, { body: 'warm-up', login: 'writer' }).payload;
  await deliver(url, JSON.stringify(warm), randomUUID());
  sim.resetRequests();

  const times: Record<Kind, number[]> = { 'new job': [], duplicate: [], 'not a command': [], unauthorized: [] };
  const all: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (const p of ordered.slice(0, TOTAL)) {
    const t0 = performance.now();
    const status = await deliver(url, p.body, p.id);
    const ms = performance.now() - t0;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    times[p.kind].push(ms);
    all.push(ms);
  }
  const wallMs = performance.now() - started;
  const jobs = await queue.queue.getJobCounts('waiting');
  const githubCalls = sim.requests.length;

  const row = (name: string, xs: number[]): string => {
    const s = [...xs].sort((a, b) => a - b);
    return `| ${name} | ${s.length} | ${percentile(s, 50).toFixed(1)} | ${percentile(s, 90).toFixed(1)} | ${percentile(s, 99).toFixed(1)} | ${(s[s.length - 1] ?? NaN).toFixed(1)} |`;
  };
  const lines = [
    '# Webhook response time (`npm run bench:webhooks`)',
    '',
    `${all.length} signed deliveries, one at a time, over HTTP to Probot's node middleware running the DyCoder app (authorize → parse → read config → enqueue). GitHub is the local simulator on 127.0.0.1 (no network latency; each API call costs a git subprocess there), Redis a local redis-server. Node ${process.version}, ${cpus().length} CPUs, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| deliveries | n | p50 ms | p90 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('all', all),
    ...(Object.keys(times) as Kind[]).map((k) => row(k, times[k])),
    '',
    `HTTP statuses: ${[...statuses].map(([s, n]) => `${s} × ${n}`).join(', ')}. Jobs queued: ${jobs.waiting ?? 0} (expected 120: duplicates add none). GitHub API calls: ${githubCalls} (${(githubCalls / all.length).toFixed(2)} per delivery). Wall time ${(wallMs / 1000).toFixed(1)} s.`,
    '',
    'A new job costs four GitHub calls on the critical path, three of them in parallel (permission, config, pull request), then the check run and the 👀 reaction (also in parallel with the enqueue). A comment that is not a command costs none.',
  ];
  const text = `${lines.join('\n')}\n`;
  process.stdout.write(text);
  const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'webhooks.md');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, text);

  await new Promise((r) => server.close(r));
  await queue.close();
  await redis.quit();
  await sim.close();
  repo.cleanup();
  await redisServer.stop();
}

async function deliver(url: string, body: string, id: string): Promise<number> {
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-github-event': 'issue_comment', 'x-github-delivery': id, 'x-hub-signature-256': signature },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

await main();

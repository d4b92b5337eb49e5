/**
 * `npm run bench:webhooks`: 200 signed webhook deliveries over HTTP to the real Probot node
 * middleware running the DyCoder app, against the GitHub simulator and a real redis-server.
 * Measures the HTTP response time GitHub would see (it waits for our handlers) and prints a
 * markdown table, also written to bench/results/webhooks.md.
 *
 * Three GitHubs: an in-memory one at 0 ms (our own cost) and at 50 ms per call (a realistic
 * round trip), and the shared git-backed simulator. Mix: 120 `/dycoder implement <name>`
 * comments (new jobs), 40 redeliveries of those, 20 non-commands, 20 unauthorized commands.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { createNodeMiddleware, Probot } from 'probot';
import { BullIntakeQueue } from '../src/queue/intake-queue.js';
import { createMetrics, QUEUE_STATES } from '../src/adapters/metrics/metrics.js';
import { createWebhookMeter } from '../src/app/webhook-metrics.js';
import { createApp } from '../src/app/create-app.js';
import { BullImplementQueue } from '../src/queue/implement-queue.js';
import { ROLES, testPrivateKey } from '../test/app/harness.js';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator } from '../test/support/github-simulator/index.js';
import { startGitHubStub } from './webhooks-github-stub.js';
import { startRedisServer } from '../test/support/redis-server.js';

const SECRET = 'test-secret';
const TOTAL = 200;

type Kind = 'new job' | 'duplicate' | 'not a command' | 'unauthorized';

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Delivery {
  kind: Kind;
  body: string;
  id: string;
}

interface ScenarioResult {
  name: string;
  times: Record<Kind, number[]>;
  all: number[];
  statuses: Map<number, number>;
  jobs: number;
  githubCalls: number;
  wallMs: number;
}

/** The 200 deliveries, built once from the simulator's payload builders (real payload shapes). */
function planDeliveries(sim: GitHubSimulator): Delivery[] {
  const implement: Delivery[] = [];
  for (let i = 0; i < 120; i += 1) {
    const { payload } = issueCommentCreated(sim, { body: `/dycoder implement fn_${i}`, login: 'maintainer' });
    implement.push({ kind: 'new job', body: JSON.stringify(payload), id: randomUUID() });
  }
  const rest: Delivery[] = [];
  for (let i = 0; i < 40; i += 1) rest.push({ ...implement[i * 3]!, kind: 'duplicate' });
  for (let i = 0; i < 20; i += 1) rest.push({ kind: 'not a command', body: JSON.stringify(issueCommentCreated(sim, { body: `LGTM ${i}`, login: 'writer' }).payload), id: randomUUID() });
  for (let i = 0; i < 20; i += 1) rest.push({ kind: 'unauthorized', body: JSON.stringify(issueCommentCreated(sim, { body: '/dycoder implement', login: `visitor${i}` }).payload), id: randomUUID() });
  // Interleave deterministically; every duplicate comes after its original.
  const ordered = [...implement];
  rest.forEach((p, i) => ordered.splice(Math.min(ordered.length, 40 + i * 2), 0, p));
  return ordered.slice(0, TOTAL);
}

async function runScenario(name: string, githubUrl: string, redisUrl: string, plan: Delivery[], calls: () => number, metered = false): Promise<ScenarioResult> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const prefix = `bench${randomUUID().slice(0, 6)}`;
  const queue = new BullImplementQueue(redis, { prefix });
  // Production Octokit plugins (retry, throttling) stay on; only the base URL points at the fake GitHub.
  const probot = new Probot({ appId: 12345, privateKey: testPrivateKey(), secret: SECRET, baseUrl: githubUrl, logLevel: 'error' });
  // Metered as src/app.ts does it: deliveries and ack time per event, outcome marked by the queue.
  const meter = metered ? createWebhookMeter(createMetrics({ processMetrics: true, queueCounts: () => queue.queue.getJobCounts(...QUEUE_STATES) })) : undefined;
  await probot.ready();
  meter?.wrapWebhooks(probot.webhooks);
  // Feedback writes run after the response, as in production; the bench does not wait for them.
  const intake = new BullIntakeQueue(redis, { prefix });
  const middleware = await createNodeMiddleware(createApp({ intake: meter === undefined ? intake : meter.wrapIntake(intake) }), { probot });
  const server = createServer((req, res) => {
    void middleware(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/github/webhooks`;

  // Warm-up: the installation token exchange is a one-off cost, not a per-delivery one.
  await deliver(url, plan.find((p) => p.kind === 'not a command')!.body.replace('LGTM', 'warm'), randomUUID());
  await deliver(url, plan.find((p) => p.kind === 'unauthorized')!.body, randomUUID());
  const callsBefore = calls();

  const result: ScenarioResult = { name, times: { 'new job': [], duplicate: [], 'not a command': [], unauthorized: [] }, all: [], statuses: new Map(), jobs: 0, githubCalls: 0, wallMs: 0 };
  const started = performance.now();
  for (const p of plan) {
    const t0 = performance.now();
    const status = await deliver(url, p.body, p.id);
    const ms = performance.now() - t0;
    result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
    result.times[p.kind].push(ms);
    result.all.push(ms);
  }
  result.wallMs = performance.now() - started;
  result.jobs = (await queue.queue.getJobCounts('waiting')).waiting ?? 0;
  result.githubCalls = calls() - callsBefore;
  await new Promise((r) => server.close(r));
  await queue.close();
  await redis.quit();
  return result;
}

function table(r: ScenarioResult): string[] {
  const row = (name: string, xs: number[]): string => {
    const s = [...xs].sort((a, b) => a - b);
    return `| ${name} | ${s.length} | ${percentile(s, 50).toFixed(1)} | ${percentile(s, 90).toFixed(1)} | ${percentile(s, 99).toFixed(1)} | ${(s[s.length - 1] ?? NaN).toFixed(1)} |`;
  };
  return [
    `## ${r.name}`,
    '',
    '| deliveries | n | p50 ms | p90 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('**all**', r.all),
    ...(Object.keys(r.times) as Kind[]).map((k) => row(k, r.times[k])),
    '',
    `HTTP statuses: ${[...r.statuses].map(([s, n]) => `${s} × ${n}`).join(', ')}. Jobs queued: ${r.jobs} (120 expected: redeliveries add none). GitHub API calls during the run: ${r.githubCalls} (${(r.githubCalls / r.all.length).toFixed(2)} per delivery; background writes still queued at the end are not counted). Wall time ${(r.wallMs / 1000).toFixed(1)} s.`,
    '',
  ];
}

async function main(): Promise<void> {
  const redisServer = await startRedisServer();
  const repo = createTestRepo(sampleRepoOptions());
  const sim = await startGitHubSimulator({ repo, roles: { ...ROLES } });
  const plan = planDeliveries(sim);
  const config = repo.show(repo.defaultBranch, '.github/dycoder.yml') ?? '';
  const results: ScenarioResult[] = [];

  for (const latencyMs of [0, 50]) {
    const stub = await startGitHubStub({ latencyMs, headSha: sim.headSha(1), config });
    const label = latencyMs === 0 ? 'In-memory GitHub, 0 ms per call (DyCoder\'s own cost)' : `In-memory GitHub, ${latencyMs} ms per call (a deployment near api.github.com)`;
    results.push(await runScenario(label, stub.url, redisServer.url, plan, () => stub.calls));
    await stub.close();
  }
  // The cost of metrics: the same plan at 0 ms with and without the webhook meter, alternated
  // (plain, metered, plain, metered) so that a change in machine load hits both alike.
  const costRuns: Record<'plain' | 'metered', number[]> = { plain: [], metered: [] };
  {
    const stub = await startGitHubStub({ latencyMs: 0, headSha: sim.headSha(1), config });
    for (const metered of [false, true, false, true]) {
      const r = await runScenario('metrics cost', stub.url, redisServer.url, plan, () => stub.calls, metered);
      costRuns[metered ? 'metered' : 'plain'].push(...r.all);
    }
    await stub.close();
  }
  const p50 = (xs: number[]): number => percentile([...xs].sort((a, b) => a - b), 50);
  const costLines = [
    '## Cost of metrics',
    '',
    '| app | deliveries | p50 ms | p90 ms |',
    '| --- | ---: | ---: | ---: |',
    ...(['plain', 'metered'] as const).map((k) => `| ${k === 'plain' ? 'without metrics' : 'with metrics (src/app.ts wiring)'} | ${costRuns[k].length} | ${p50(costRuns[k]).toFixed(2)} | ${percentile([...costRuns[k]].sort((a, b) => a - b), 90).toFixed(2)} |`),
    '',
    `In-memory GitHub at 0 ms, two runs of each, alternated. p50 with metrics / without: **${(p50(costRuns.metered) / p50(costRuns.plain)).toFixed(3)}** (load average ${loadavg()[0]?.toFixed(1)}).`,
    '',
  ];

  sim.resetRequests();
  results.push(await runScenario('GitHub simulator (git-backed: every API call runs git subprocesses)', sim.url, redisServer.url, plan, () => sim.requests.length));

  const lines = [
    '# Webhook response time (`npm run bench:webhooks`)',
    '',
    `${TOTAL} signed \`issue_comment\` deliveries per scenario, one at a time, over HTTP to Probot's node middleware (\`createNodeMiddleware\`, signature verified) running the DyCoder app: authorize, parse, read \`.github/dycoder.yml\`, read the PR head, enqueue in a real redis-server; the 👀, the queued check run and replies are written after the response. GitHub's webhook timeout is 10 s; our target is under 1 s. Node ${process.version}, ${cpus().length} CPUs (shared with other jobs: load average ${loadavg()[0]?.toFixed(1)}), ${new Date().toISOString().slice(0, 10)}.`,
    '',
    'Mix: 120 `/dycoder implement <name>` comments (new jobs), 40 redeliveries of those (duplicates: same job id, no new job), 20 comments that are not commands, 20 commands from users without write access (polite reply, no job).',
    '',
    ...results.flatMap(table),
    ...costLines,
    'On the critical path a command costs three GitHub reads, made in parallel (permission, `.github/dycoder.yml` from the default branch, the pull request), then a Redis round trip or two (dedup check, enqueue). The writes (👀, the queued check run, replies) go out after the response: Octokit\'s throttling lets one write per second through per process, so awaiting them would put whole seconds on the response under a burst. A comment that is not a command costs no GitHub call.',
  ];
  const text = `${lines.join('\n')}\n`;
  process.stdout.write(text);
  const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'webhooks.md');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, text);

  await sim.close();
  repo.cleanup();
  await redisServer.stop();
  // Throttled feedback writes (one per second, by Octokit's design) may still be queued; they are not measured.
  process.exit(0);
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

/**
 * `npm run bench:webhooks`: how fast DyCoder answers GitHub's webhooks, against a bare Probot app
 * (no handlers) measured in the same run, and how fast a burst of commands gets its 👀.
 *
 * Ack: signed `issue_comment` deliveries over HTTP to Probot's node middleware (signature
 * checked), one at a time and 10 in flight, with a GitHub stand-in answering each call in 0 and
 * 100 ms. DyCoder's handler filters and queues an intake job in a real redis-server; it makes no
 * GitHub call, so the latency should not show. Mix: commands, redeliveries, comments that are not
 * commands, commands from users without write access.
 *
 * Burst: 1,000 commands across 50 installations, sent 20 at a time; an intake worker with the
 * production settings (64 intake jobs at once, one write per second per installation) does the
 * rest; time from the first delivery until every comment has its 👀. Written to bench/results/webhooks.md.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator } from '../test/support/github-simulator/index.js';
import { startRedisServer } from '../test/support/redis-server.js';
import { ROLES } from '../test/app/harness.js';
import { runBurst, type BurstResult } from './webhooks-burst.js';
import { startGitHubStub, type GitHubStub } from './webhooks-github-stub.js';
import { deliver, inFlight, readdress, startBareServer, startDycoderServer, type WebhookServer } from './webhooks-servers.js';

/**
 * 2,000 per cell: with 10 in flight, one event-loop pause (a major GC of the shared process)
 * delays ~10 deliveries at once, so at 800 a single pause alone decided a cell's p99.
 */
const PER_CELL = 2000;
/** The two apps alternate in this many blocks, so a change of machine load hits both alike. */
const BLOCKS = 8;
const LATENCIES = [0, 100];
const MODES = [
  { name: 'sequential', concurrency: 1 },
  { name: '10 concurrent', concurrency: 10 },
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const load = (): string => loadavg().map((x) => x.toFixed(2)).join(' ');

interface Cell {
  latencyMs: number;
  mode: string;
  app: 'bare Probot' | 'DyCoder';
  p50: number;
  p99: number;
  max: number;
  statuses: string;
}

/** The deliveries of one cell: 70% new commands, 10% redeliveries, 10% not commands, 10% unauthorized. */
function plan(template: unknown, cell: number): Array<{ body: string; id: string }> {
  const out: Array<{ body: string; id: string }> = [];
  for (let i = 0; i < PER_CELL; i += 1) {
    const commentId = 1_000_000 * (cell + 1) + i;
    const kind = i % 10;
    const login = kind === 9 ? `visitor${i}` : 'maintainer';
    const body = kind === 8 ? `LGTM ${i}` : `/dycoder implement fn_${i}`;
    out.push({ body: readdress(template, { commentId: kind === 7 && i > 10 ? commentId - 7 : commentId, body, login, installationId: (i % 50) + 1, repo: `repo${(i % 50) + 1}` }), id: randomUUID() });
  }
  return out;
}

async function measure(server: WebhookServer, deliveries: Array<{ body: string; id: string }>, concurrency: number): Promise<{ times: number[]; statuses: Map<number, number> }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  await inFlight(
    concurrency,
    deliveries.map((d) => async () => {
      const t0 = performance.now();
      const status = await deliver(server.url, d.body, d.id);
      times.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  return { times: times.sort((a, b) => a - b), statuses };
}

async function ackCells(stub: GitHubStub, redisUrl: string, template: unknown): Promise<Cell[]> {
  const cells: Cell[] = [];
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  let n = 0;
  for (const latencyMs of LATENCIES) {
    stub.setLatency(latencyMs);
    for (const mode of MODES) {
      // Both apps get the same deliveries; each is warmed up first (JIT, connections), then alternated in halves.
      const deliveries = plan(template, (n += 1));
      const dycoder = await startDycoderServer(stub.url, redis, `{bench${randomUUID().slice(0, 6)}}`);
      const bare = await startBareServer(stub.url);
      const warm = plan(template, 100 + n).slice(0, 50);
      // (plan ids: 1,000,000 per cell, so PER_CELL must stay below that.)
      await measure(dycoder, warm, mode.concurrency);
      await measure(bare, warm, mode.concurrency);
      const size = Math.ceil(deliveries.length / BLOCKS);
      const results = { dycoder: [] as number[], bare: [] as number[] };
      const statuses = { dycoder: new Map<number, number>(), bare: new Map<number, number>() };
      for (let b = 0; b < BLOCKS; b += 1) {
        const part = deliveries.slice(b * size, (b + 1) * size);
        for (const which of b % 2 === 0 ? (['bare', 'dycoder'] as const) : (['dycoder', 'bare'] as const)) {
          const r = await measure(which === 'dycoder' ? dycoder : bare, part, mode.concurrency);
          results[which].push(...r.times);
          for (const [s, c] of r.statuses) statuses[which].set(s, (statuses[which].get(s) ?? 0) + c);
        }
      }
      for (const which of ['bare', 'dycoder'] as const) {
        const t = results[which].sort((a, b) => a - b);
        cells.push({ latencyMs, mode: mode.name, app: which === 'bare' ? 'bare Probot' : 'DyCoder', p50: percentile(t, 50), p99: percentile(t, 99), max: t[t.length - 1] ?? NaN, statuses: [...statuses[which]].map(([s, c]) => `${s}×${c}`).join(' ') });
      }
      await dycoder.intake.queue.obliterate({ force: true });
      await dycoder.intake.close();
      await dycoder.close();
      await bare.close();
    }
  }
  await redis.quit();
  return cells;
}

function report(cells: Cell[], bursts: Array<{ latencyMs: number; result: BurstResult }>, loads: { before: string; after: string }): string {
  const lines = [
    '# Webhook ack and burst (`npm run bench:webhooks`)',
    '',
    `Node ${process.version}, ${cpus().length} CPUs shared with other jobs; load average (1/5/15 min) before ${loads.before}, after ${loads.after}; ${new Date().toISOString().slice(0, 16)}Z.`,
    '',
    `## Ack latency: DyCoder against a bare Probot app, same run`,
    '',
    `${PER_CELL} signed \`issue_comment\` deliveries per cell and app over HTTP (Probot's node middleware, signature verified), after 50 warm-up deliveries; the two apps alternate in ${BLOCKS} blocks of the same deliveries. DyCoder is wired as src/app.ts wires it (metrics on). DyCoder's handler filters and queues an intake job in a real redis-server (webhook process alone, workers elsewhere); it makes no GitHub call, so the stub's latency should not show. Target: DyCoder's p99 ≤ 2× the bare app's.`,
    '',
    '| GitHub latency | mode | bare p50 ms | bare p99 ms | DyCoder p50 ms | DyCoder p99 ms | p99 ratio | DyCoder max ms | statuses (DyCoder) |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const latencyMs of LATENCIES) {
    for (const mode of MODES) {
      const bare = cells.find((c) => c.latencyMs === latencyMs && c.mode === mode.name && c.app === 'bare Probot')!;
      const dy = cells.find((c) => c.latencyMs === latencyMs && c.mode === mode.name && c.app === 'DyCoder')!;
      lines.push(`| ${latencyMs} ms | ${mode.name} | ${bare.p50.toFixed(2)} | ${bare.p99.toFixed(2)} | ${dy.p50.toFixed(2)} | ${dy.p99.toFixed(2)} | ${(dy.p99 / bare.p99).toFixed(2)} | ${dy.max.toFixed(1)} | ${dy.statuses} |`);
    }
  }
  lines.push(
    '',
    '## Burst: 1,000 commands across 50 installations',
    '',
    'Sent 20 at a time over HTTP to the DyCoder webhook server; one intake worker (64 intake jobs at once; writes paced per installation through Redis: a bucket of 5, then one a second) reads permission, config and PR, queues the implement job and writes the 👀 and the queued check run. Target: every 👀 within a minute.',
    '',
    '| GitHub latency | commands | installations | all sent after s | every 👀 after s | 👀 received | median 👀 after its delivery s | HTTP statuses |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...bursts.map(({ latencyMs, result: r }) => `| ${latencyMs} ms | ${r.commands} | ${r.installations} | ${(r.sentMs / 1000).toFixed(1)} | ${(r.allEyesMs / 1000).toFixed(1)} | ${r.eyes} | ${(r.eyesP50Ms / 1000).toFixed(1)} | ${[...r.statuses].map(([s, c]) => `${s}×${c}`).join(' ')} |`),
    '',
    'Per installation, 20 commands make 40 writes (20 👀 and 20 check runs): 5 at once, then one a second, so about 35 s is the floor that pacing at GitHub\'s sustained rate sets; installations are paced independently.',
    '',
  );
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const before = load();
  const redisServer = await startRedisServer();
  const repo = createTestRepo(sampleRepoOptions());
  const sim = await startGitHubSimulator({ repo, roles: { ...ROLES } });
  const template = issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' }).payload;
  const stub = await startGitHubStub({ latencyMs: 0, headSha: sim.headSha(1), config: repo.show(repo.defaultBranch, '.github/dycoder.yml') ?? '' });

  const cells = await ackCells(stub, redisServer.url, template);
  const bursts: Array<{ latencyMs: number; result: BurstResult }> = [];
  for (const latencyMs of LATENCIES) {
    stub.setLatency(latencyMs);
    bursts.push({ latencyMs, result: await runBurst(stub, redisServer.url, template, { commands: 1000, installations: 50, sendConcurrency: 20 }) });
  }
  const text = report(cells, bursts, { before, after: load() });
  process.stdout.write(text);
  const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'webhooks.md');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, text);

  await stub.close();
  await sim.close();
  repo.cleanup();
  await redisServer.stop();
  process.exit(0);
}

await main();

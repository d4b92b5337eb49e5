/**
 * For the webhook bench: a burst of commands across many installations, end to end through the
 * intake step. Deliveries go over HTTP to the DyCoder webhook server; an intake worker (what a
 * worker process runs, production concurrency and write pacing: a bucket of 5 writes per
 * installation, then one a second) does permission, config, PR, the implement job, and the 👀
 * and check run (two writes per command, so 20 commands on one installation take ~35 s). The
 * clock stops when the GitHub stub has every comment's 👀.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisWritePacer } from '../src/adapters/redis/write-pacer.js';
import { createIntakeProcessor } from '../src/app/intake.js';
import { CheckRunRegistry } from '../src/queue/check-run-registry.js';
import { BullImplementQueue } from '../src/queue/implement-queue.js';
import { startIntakeWorker } from '../src/queue/intake-queue.js';
import type { GitHubStub } from './webhooks-github-stub.js';
import { benchProbot, deliver, inFlight, readdress, startDycoderServer } from './webhooks-servers.js';

export interface BurstResult {
  commands: number;
  installations: number;
  sentMs: number;
  /** From the first delivery to the last 👀. */
  allEyesMs: number;
  eyes: number;
  eyesP50Ms: number;
  statuses: Map<number, number>;
}

export async function runBurst(stub: GitHubStub, redisUrl: string, template: unknown, opts: { commands: number; installations: number; sendConcurrency: number }): Promise<BurstResult> {
  const prefix = `{burst${randomUUID().slice(0, 6)}}`;
  const producer = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const server = await startDycoderServer(stub.url, producer, prefix);
  const probot = benchProbot(stub.url);
  // Probot sets up its logger and Octokit asynchronously.
  await probot.ready();
  const pacer = new RedisWritePacer(workerConnection, { prefix });
  const implement = new BullImplementQueue(workerConnection, { prefix });
  const intakeWorker = startIntakeWorker(
    createIntakeProcessor({
      queue: implement,
      checkRuns: new CheckRunRegistry(workerConnection, prefix),
      octokitFor: (id) => probot.auth(id),
      pacerFor: (id) => pacer.forInstallation(id),
    }),
    { connection: workerConnection, prefix, log: probot.log },
  );

  const base = 5_000_000;
  const deliveries = Array.from({ length: opts.commands }, (_, i) => {
    const installationId = (i % opts.installations) + 1;
    return { commentId: base + i, body: readdress(template, { commentId: base + i, body: `/dycoder implement fn_${i}`, login: 'maintainer', installationId, repo: `repo${installationId}` }) };
  });
  stub.eyes.clear();
  const statuses = new Map<number, number>();
  const sentAt = new Map<number, number>();
  const started = performance.now();
  await inFlight(
    opts.sendConcurrency,
    deliveries.map((d) => async () => {
      sentAt.set(d.commentId, performance.now());
      const status = await deliver(server.url, d.body, randomUUID());
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  const sentMs = performance.now() - started;
  const deadline = performance.now() + 180_000;
  while (stub.eyes.size < opts.commands && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const times = [...stub.eyes.values()];
  const perComment = [...stub.eyes.entries()].map(([id, at]) => at - (sentAt.get(id) ?? started)).sort((a, b) => a - b);

  await intakeWorker.close();
  await implement.close();
  await server.intake.close();
  await server.close();
  await producer.quit();
  await workerConnection.quit();
  return {
    commands: opts.commands,
    installations: opts.installations,
    sentMs,
    allEyesMs: stub.eyes.size === opts.commands ? Math.max(...times) - started : Number.NaN,
    eyes: stub.eyes.size,
    eyesP50Ms: perComment[Math.floor(perComment.length / 2)] ?? Number.NaN,
    statuses,
  };
}

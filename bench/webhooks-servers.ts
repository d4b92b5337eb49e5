/**
 * For the webhook bench: the HTTP servers under test (Probot's node middleware, signatures
 * checked), one with the DyCoder app (metrics on, as in src/app.ts) and one bare Probot app with no handlers, plus a signed
 * delivery client and the payloads (real shapes from the simulator's builders, re-addressed to
 * any installation and repository).
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeMiddleware, Probot } from 'probot';
import { appOctokit } from '../src/adapters/github/app-octokit.js';
import type { RedisConnection } from '../src/adapters/redis/connection.js';
import { createMetrics } from '../src/adapters/metrics/metrics.js';
import { createApp } from '../src/app/create-app.js';
import { createWebhookMeter } from '../src/app/webhook-metrics.js';
import { BullIntakeQueue } from '../src/queue/intake-queue.js';
import { testPrivateKey } from '../test/app/harness.js';

export const SECRET = 'bench-secret';

export interface WebhookServer {
  url: string;
  close(): Promise<void>;
}

export function benchProbot(githubUrl: string): Probot {
  // The production Octokit (throttle off, DyCoder's own pacing); only the base URL points at the stub.
  return new Probot({ appId: 12345, privateKey: testPrivateKey(), secret: SECRET, baseUrl: githubUrl, logLevel: 'error', Octokit: appOctokit() });
}

async function serve(middleware: Awaited<ReturnType<typeof createNodeMiddleware>>): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void middleware(req, res, () => res.writeHead(404).end());
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/github/webhooks` };
}

export async function startDycoderServer(githubUrl: string, redis: RedisConnection, prefix: string): Promise<WebhookServer & { intake: BullIntakeQueue }> {
  const intake = new BullIntakeQueue(redis, { prefix });
  const probot = benchProbot(githubUrl);
  // Wired as src/app.ts wires it, metrics included: deliveries and ack time per event.
  const meter = createWebhookMeter(createMetrics({ processMetrics: false }));
  await probot.ready();
  meter.wrapWebhooks(probot.webhooks);
  const { server, url } = await serve(await createNodeMiddleware(createApp({ intake: meter.wrapIntake(intake) }), { probot }));
  return { url, intake, close: () => new Promise((r) => server.close(() => r())) };
}

export async function startBareServer(githubUrl: string): Promise<WebhookServer> {
  const { server, url } = await serve(await createNodeMiddleware(() => undefined, { probot: benchProbot(githubUrl) }));
  return { url, close: () => new Promise((r) => server.close(() => r())) };
}

export async function deliver(url: string, body: string, id: string): Promise<number> {
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-github-event': 'issue_comment', 'x-github-delivery': id, 'x-hub-signature-256': signature },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

interface CommentPayload {
  installation: { id: number };
  repository: { name: string; full_name?: string };
  comment: { id: number; body: string | null; user: { login: string } };
  sender: { login: string };
}

/** A copy of an issue_comment payload for another comment, author, installation and repository. */
export function readdress(template: unknown, at: { commentId: number; body: string; login: string; installationId: number; repo: string }): string {
  const p = structuredClone(template) as CommentPayload;
  p.installation.id = at.installationId;
  p.repository.name = at.repo;
  p.comment.id = at.commentId;
  p.comment.body = at.body;
  p.comment.user.login = at.login;
  p.sender.login = at.login;
  return JSON.stringify(p);
}

/** Runs `tasks` with at most `limit` in flight. */
export async function inFlight<T>(limit: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const out: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next;
        next += 1;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

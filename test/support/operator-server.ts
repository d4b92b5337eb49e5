/**
 * DyCoder started as `npm start` starts it (src/server.ts main(): Probot's run() with the app in its
 * HTTP server), against the GitHub simulator in the GHE layout (API under /api/v3, reached through
 * GHE_HOST + GHE_PROTOCOL) and a real redis-server, with the environment an operator sets; the
 * intake step and jobs run in the same process. Started and stopped by the vitest hooks here.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Server } from 'probot';
import { afterAll, beforeAll } from 'vitest';
import { main } from '../../src/server.js';
import { ROLES, testPrivateKey } from '../app/harness.js';
import { createTestRepo, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from './github-simulator/index.js';
import { freePort, startRedisServer, type RedisServer } from './redis-server.js';

export const OPERATOR_SECRET = 'operator-secret';

export interface OperatorServer {
  readonly redis: RedisServer;
  readonly sim: GitHubSimulator;
  /** http://127.0.0.1:PORT of the app's HTTP server. */
  readonly base: string;
  /** POSTs a webhook signed with `secret` (default the server's); gives the HTTP status. */
  deliver(event: string, payload: unknown, secret?: string): Promise<number>;
  /** Resolves once the bot has posted `count` PR comments in all (intake replies come after the answer). */
  botReplies(count: number, timeoutMs?: number): Promise<string[]>;
}

export function signature(body: string, secret = OPERATOR_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function useOperatorServer(): OperatorServer {
  let redis: RedisServer | undefined;
  let repo: TestRepo | undefined;
  let sim: GitHubSimulator | undefined;
  let server: Server | undefined;
  let base = '';
  const must = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('operator server: not started');
    return value;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    repo = createTestRepo(sampleRepoOptions());
    sim = await startGitHubSimulator({ repo, roles: { ...ROLES }, pathPrefix: '/api/v3' });
    const port = await freePort();
    const env = {
      APP_ID: String(sim.appId),
      PRIVATE_KEY: testPrivateKey(),
      WEBHOOK_SECRET: OPERATOR_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'fatal' as const,
      REDIS_URL: redis.url,
      GHE_HOST: new URL(sim.url).host,
      GHE_PROTOCOL: 'http',
      DYCODER_RUN_WORKER_IN_PROCESS: 'true',
    };
    // config/env.ts reads process.env (vitest runs each file in its own process).
    Object.assign(process.env, env);
    server = await main(env);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.stop();
    await sim?.close();
    repo?.cleanup();
    await redis?.stop();
  });

  const botComments = (): string[] => must(sim).state.issueComments.filter((c) => c.user.type === 'Bot').map((c) => c.body);
  return {
    get redis() {
      return must(redis);
    },
    get sim() {
      return must(sim);
    },
    get base() {
      return base;
    },
    async deliver(event, payload, secret = OPERATOR_SECRET) {
      const body = JSON.stringify(payload);
      const headers = { 'content-type': 'application/json', 'x-github-event': event, 'x-github-delivery': randomUUID(), 'x-hub-signature-256': signature(body, secret) };
      return (await fetch(`${base}/api/github/webhooks`, { method: 'POST', headers, body })).status;
    },
    async botReplies(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (botComments().length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} replies, saw ${botComments().length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return botComments();
    },
  };
}

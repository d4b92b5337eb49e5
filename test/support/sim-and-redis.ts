/**
 * The GitHub simulator over the sample repository and a redis-server, shared by a test file
 * (vitest hooks registered here), for tests that wire the app themselves; plus the app
 * environment such a test passes to src/app.ts.
 */
import { afterAll, beforeAll } from 'vitest';
import type { AppEnv } from '../../src/config/env.js';
import { ROLES, testPrivateKey } from '../app/harness.js';
import { createTestRepo, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from './github-simulator/index.js';
import { startRedisServer, type RedisServer } from './redis-server.js';

export interface SimAndRedis {
  readonly redis: RedisServer;
  readonly sim: GitHubSimulator;
}

export function useSimulatorAndRedis(): SimAndRedis {
  let redis: RedisServer | undefined;
  let repo: TestRepo | undefined;
  let sim: GitHubSimulator | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
    repo = createTestRepo(sampleRepoOptions());
    sim = await startGitHubSimulator({ repo, roles: { ...ROLES } });
  });
  afterAll(async () => {
    await sim?.close();
    repo?.cleanup();
    await redis?.stop();
  });
  const must = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('simulator and redis-server: not started');
    return value;
  };
  return {
    get redis() {
      return must(redis);
    },
    get sim() {
      return must(sim);
    },
  };
}

/** The app's environment against these servers: no model, webhook secret `test-secret`, any port. */
export function testAppEnv(servers: SimAndRedis, runWorkerInProcess: boolean): AppEnv {
  return {
    github: { appId: servers.sim.appId, privateKey: testPrivateKey(), gheProtocol: 'http', apiBaseUrl: servers.sim.url },
    redisUrl: servers.redis.url,
    concurrency: 1,
    blobCacheTtlSeconds: 0,
    logLevel: 'fatal',
    model: { provider: 'none' },
    webhookSecret: 'test-secret',
    port: 0,
    runWorkerInProcess,
  };
}

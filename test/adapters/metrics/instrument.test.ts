/**
 * The metering decorators on real parts: Octokit requests to the GitHub simulator, the openai
 * adapter against the scripted OpenAI-compatible server, and the Redis blob cache on a real
 * redis-server.
 */
import { Octokit } from '@octokit/rest';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from '../../../src/adapters/openai/chat-model.js';
import { createRedisBlobCache } from '../../../src/adapters/redis/blob-cache.js';
import { createMetrics } from '../../../src/adapters/metrics/metrics.js';
import { meteredBlobCache, meteredChatModel, meteredGitHubRequester } from '../../../src/adapters/metrics/instrument.js';
import { createTestRepo, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';
import { startOpenAIServer, reply, type OpenAIServer } from '../../support/openai-server.js';
import { startRedisServer, type RedisServer } from '../../support/redis-server.js';
import { samples } from '../../support/prom-samples.js';

let repo: TestRepo;
let sim: GitHubSimulator;
let openai: OpenAIServer;
let redis: RedisServer;

beforeAll(async () => {
  repo = createTestRepo(sampleRepoOptions());
  [sim, openai, redis] = await Promise.all([startGitHubSimulator({ repo }), startOpenAIServer(), startRedisServer()]);
});
afterAll(async () => {
  await Promise.all([sim.close(), openai.close(), redis.stop()]);
  repo.cleanup();
});

describe('metering decorators', () => {
  it('counts GitHub requests by route template and status, never by filled-in path, and keeps the rate limit left', async () => {
    const metrics = createMetrics();
    const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    const octokit = meteredGitHubRequester(new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet }), metrics, 99);
    const repoParams = { owner: sim.owner, repo: sim.name };
    await octokit.request('GET /repos/{owner}/{repo}/git/trees/{tree_sha}', { ...repoParams, tree_sha: repo.headSha });
    await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repoParams, pull_number: 1 });
    await expect(octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { ...repoParams, pull_number: 404 })).rejects.toMatchObject({ status: 404 });
    await octokit.request(`GET /repos/${sim.owner}/${sim.name}/pulls/1`);

    const s = samples(await metrics.scrape());
    expect(s.get('dycoder_github_requests_total{route="GET /repos/{owner}/{repo}/git/trees/{tree_sha}",status="200"}')).toBe(1);
    expect(s.get('dycoder_github_requests_total{route="GET /repos/{owner}/{repo}/pulls/{pull_number}",status="200"}')).toBe(1);
    expect(s.get('dycoder_github_requests_total{route="GET /repos/{owner}/{repo}/pulls/{pull_number}",status="404"}')).toBe(1);
    expect(s.get('dycoder_github_requests_total{route="other",status="200"}')).toBe(1);
    expect(s.get('dycoder_github_rate_limit_remaining{installation="99"}')).toBe(4999);
    expect([...s.keys()].some((k) => k.includes(sim.name))).toBe(false);
  });

  it('counts model calls, tokens and latency by model, errors too', async () => {
    const metrics = createMetrics();
    const model = meteredChatModel(
      createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: openai.baseURL, model: 'test-coder', timeoutMs: 2000, maxRetries: 0, structuredOutput: 'off' }),
      metrics,
    );
    openai.respondWith(() => ({ kind: 'content', content: 'return 42', usage: { promptTokens: 120, completionTokens: 7 } }));
    await model.complete({ messages: [{ role: 'user', content: 'hi' }], purpose: 'implement' });
    openai.respondWith(() => reply.badRequest('no'));
    await expect(model.complete({ messages: [{ role: 'user', content: 'hi' }], purpose: 'implement' })).rejects.toThrow();

    const s = samples(await metrics.scrape());
    expect(model.name).toBe('test-coder');
    expect(s.get('dycoder_model_calls_total{model="test-coder",outcome="ok"}')).toBe(1);
    expect(s.get('dycoder_model_calls_total{model="test-coder",outcome="error"}')).toBe(1);
    expect(s.get('dycoder_model_tokens_total{model="test-coder",kind="prompt"}')).toBe(120);
    expect(s.get('dycoder_model_tokens_total{model="test-coder",kind="completion"}')).toBe(7);
    expect(s.get('dycoder_model_call_seconds_count{model="test-coder"}')).toBe(2);
  });

  it('counts blob-cache hits and misses', async () => {
    const metrics = createMetrics();
    const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      const cache = meteredBlobCache(createRedisBlobCache(connection, { prefix: `t${Date.now()}:` }), metrics);
      expect(await cache.get('a'.repeat(40))).toBeUndefined();
      await cache.set('a'.repeat(40), 'x = 1\n');
      expect(await cache.get('a'.repeat(40))).toBe('x = 1\n');
      await cache.set('b'.repeat(40), null);
      expect(await cache.get('b'.repeat(40))).toBeNull();
      const s = samples(await metrics.scrape());
      expect(s.get('dycoder_cache_requests_total{cache="blob",result="miss"}')).toBe(1);
      expect(s.get('dycoder_cache_requests_total{cache="blob",result="hit"}')).toBe(2);
    } finally {
      connection.disconnect();
    }
  });
});

/**
 * The worker's metrics listener over real HTTP, with the queue-depth gauge read from a real
 * BullMQ queue on a real redis-server, and /healthz following that server's life.
 */
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, BoundedLabel } from '../../../src/adapters/metrics/metrics.js';
import { openQueueCounter } from '../../../src/adapters/metrics/queue-gauges.js';
import { startMetricsServer } from '../../../src/adapters/metrics/metrics-server.js';
import { workerHealth } from '../../../src/adapters/metrics/worker-health.js';
import { startRedisServer, type RedisServer } from '../../support/redis-server.js';
import { samples } from '../../support/prom-samples.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop().catch(() => undefined);
});

describe('metrics listener', () => {
  it('serves every metric family with its values on /metrics, and /healthz follows Redis', async () => {
    const prefix = `t${randomUUID().slice(0, 8)}`;
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const queue = new Queue('implement', { connection, prefix });
    await queue.add('a', {});
    await queue.add('b', {}, { delay: 60_000 });
    const worker = new Worker('implement', () => Promise.resolve(), { connection, prefix, autorun: false });
    worker.on('error', () => undefined);
    queue.on('error', () => undefined);
    const counter = openQueueCounter(connection, ['implement'], prefix);
    const metrics = createMetrics({ queueCounts: counter.read, queueCountsTimeoutMs: 300 });

    metrics.webhookDeliveries.inc({ event: metrics.eventLabel('issue_comment'), outcome: 'queued' });
    metrics.webhookDeliveries.inc({ event: metrics.eventLabel('some_new_event'), outcome: 'ignored' });
    metrics.webhookAck.observe({ event: 'issue_comment' }, 0.012);
    metrics.jobs.inc({ outcome: 'posted', reason: '' });
    metrics.jobs.inc({ outcome: 'failed', reason: 'model' });
    metrics.jobSteps.observe({ step: 'retrieval' }, 0.4);
    metrics.githubRequests.inc({ route: 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}', status: '200' });
    metrics.githubRateLimitRemaining.set({ installation: metrics.installationLabel(42) }, 4990);
    metrics.modelCalls.inc({ model: metrics.modelLabel('gpt-4o-mini'), outcome: 'ok' });
    metrics.modelTokens.inc({ model: 'gpt-4o-mini', kind: 'prompt' }, 1200);
    metrics.modelLatency.observe({ model: 'gpt-4o-mini' }, 2.1);
    metrics.filesRead.observe(9);
    metrics.bytesRead.observe(81_234);
    metrics.sourceChoice.inc({ choice: 'blobs' });
    metrics.cacheRequests.inc({ cache: 'blob', result: 'hit' }, 3);
    metrics.suggestionOutcomes.inc({ outcome: 'applied' });

    const server = await startMetricsServer({ metrics, health: workerHealth(connection, { isRunning: () => true }, 300), port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      for (const family of [
        'dycoder_webhook_deliveries_total', 'dycoder_webhook_ack_seconds', 'dycoder_jobs_total', 'dycoder_job_step_seconds',
        'dycoder_queue_jobs', 'dycoder_github_requests_total', 'dycoder_github_rate_limit_remaining', 'dycoder_model_calls_total',
        'dycoder_model_tokens_total', 'dycoder_model_call_seconds', 'dycoder_target_files_read', 'dycoder_target_bytes_read',
        'dycoder_source_choice_total', 'dycoder_cache_requests_total', 'dycoder_suggestion_outcomes_total',
      ]) {
        expect(text).toContain(`# TYPE ${family} `);
      }
      const s = samples(text);
      expect(s.get('dycoder_webhook_deliveries_total{event="issue_comment",outcome="queued"}')).toBe(1);
      expect(s.get('dycoder_webhook_deliveries_total{event="other",outcome="ignored"}')).toBe(1);
      expect(s.get('dycoder_webhook_ack_seconds_bucket{le="0.025",event="issue_comment"}')).toBe(1);
      expect(s.get('dycoder_webhook_ack_seconds_bucket{le="0.01",event="issue_comment"}')).toBe(0);
      expect(s.get('dycoder_jobs_total{outcome="failed",reason="model"}')).toBe(1);
      expect(s.get('dycoder_job_step_seconds_count{step="retrieval"}')).toBe(1);
      expect(s.get('dycoder_queue_jobs{queue="implement",state="waiting"}')).toBe(1);
      expect(s.get('dycoder_queue_jobs{queue="implement",state="delayed"}')).toBe(1);
      expect(s.get('dycoder_github_rate_limit_remaining{installation="42"}')).toBe(4990);
      expect(s.get('dycoder_model_tokens_total{model="gpt-4o-mini",kind="prompt"}')).toBe(1200);
      expect(s.get('dycoder_cache_requests_total{cache="blob",result="hit"}')).toBe(3);
      expect(s.get('dycoder_target_bytes_read_sum')).toBe(81_234);

      const healthy = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(healthy.status).toBe(200);
      expect(await healthy.json()).toEqual({ status: 'ok', checks: { redis: 'ok', worker: 'ok' } });
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(405);

      await redis.stop();
      const down = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'failing', checks: { redis: 'failing', worker: 'ok' } });
      // A scrape during the outage still answers, without queue depths it cannot know.
      const during = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(during.status).toBe(200);
      expect(samples(await during.text()).has('dycoder_queue_jobs{queue="implement",state="waiting"}')).toBe(false);
    } finally {
      await server.close();
      await worker.close(true).catch(() => undefined);
      await queue.close().catch(() => undefined);
      await counter.close();
      connection.disconnect();
    }
  });

  it('keeps label cardinality bounded', () => {
    const label = new BoundedLabel(2);
    expect(['a', 'b', 'c', 'a', 'd'].map((v) => label.value(v))).toEqual(['a', 'b', 'other', 'a', 'other']);
    const metrics = createMetrics({ maxModels: 1 });
    expect(metrics.modelLabel('gpt-4o')).toBe('gpt-4o');
    expect(metrics.modelLabel('user-configured-model')).toBe('other');
  });

  it('gives each registry its own metrics (no module singleton)', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.jobs.inc({ outcome: 'posted', reason: '' });
    expect(samples(await a.scrape()).get('dycoder_jobs_total{outcome="posted",reason=""}')).toBe(1);
    expect(samples(await b.scrape()).has('dycoder_jobs_total{outcome="posted",reason=""}')).toBe(false);
  });
});

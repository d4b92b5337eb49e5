/**
 * The app's /metrics on its private listener (not Probot's server): webhook deliveries by event and
 * outcome (queued, ignored) and the ack latency, for deliveries through Probot's
 * signature-checking path and its direct receive, plus the queue depth read from BullMQ.
 */
import { randomUUID } from 'node:crypto';
import { sign } from '@octokit/webhooks-methods';
import { describe, expect, it } from 'vitest';
import { startDycoderApp } from '../../src/app.js';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { testAppEnv, useSimulatorAndRedis } from '../support/sim-and-redis.js';
import { createTestProbot } from './harness.js';
import { samples } from '../support/prom-samples.js';
import { freePort } from '../support/redis-server.js';

const servers = useSimulatorAndRedis();

describe('the app serves /metrics', () => {
  it('counts deliveries by event and outcome, times the ack, and reads the queue depth', async () => {
    const env = { ...testAppEnv(servers, false), metrics: { port: await freePort(), host: '127.0.0.1' } };
    const probot = createTestProbot(servers.sim);
    const handle = await startDycoderApp(probot, { cwd: process.cwd(), addHandler: () => undefined }, env, { prefix: randomUUID() });
    try {
      const command = issueCommentCreated(servers.sim, { body: '/dycoder implement', login: 'maintainer' }).payload;
      // Through the signature check, as GitHub's deliveries arrive.
      const body = JSON.stringify(command);
      await probot.webhooks.verifyAndReceive({ id: randomUUID(), name: 'issue_comment', payload: body, signature: await sign('test-secret', body) });
      await probot.receive({ id: randomUUID(), name: 'issue_comment', payload: command } as never);
      await probot.receive({ id: randomUUID(), name: 'issue_comment', payload: issueCommentCreated(servers.sim, { body: 'Looks good to me', login: 'maintainer' }).payload } as never);

      const res = await fetch(`http://127.0.0.1:${handle.metricsServer!.port}/metrics`);
      expect(res.status).toBe(200);
      const s = samples(await res.text());
      // Webhooks queue an intake job (deduplicated in Redis by comment id); a redelivery is "queued" too.
      expect(s.get('dycoder_webhook_deliveries_total{event="issue_comment",outcome="queued"}')).toBe(2);
      expect(await handle.intake.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
      expect(s.get('dycoder_webhook_deliveries_total{event="issue_comment",outcome="ignored"}')).toBe(1);
      expect(s.get('dycoder_webhook_ack_seconds_count{event="issue_comment"}')).toBe(3);
      // The implement queue: nothing until a worker runs the intake step.
      expect(s.get('dycoder_queue_jobs{queue="dycoder-implement",state="waiting"}')).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

/**
 * Issue 19, item 9: a worker started without any model configured still takes jobs (reviews list
 * the prompts), and says so: /healthz shows the model check failing while the worker stays up.
 */
import { describe, expect, it } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import { startE2eWorker } from '../app/e2e-worker.js';

const e2e = useE2eStack();

describe('a worker without a model', () => {
  it('/healthz shows the model check failing; with a model it is ok', async () => {
    await e2e.harness();
    const bare = await e2e.worker((h, url, model) => startE2eWorker(h, url, model, { noModel: true, metrics: true }));
    await bare.ready;
    const res = await fetch(`http://127.0.0.1:${bare.metricsServer!.port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', checks: { redis: 'ok', worker: 'ok', model: 'failing' } });

    const full = await e2e.worker((h, url, model) => startE2eWorker(h, url, model, { metrics: true }));
    await full.ready;
    const ok = await fetch(`http://127.0.0.1:${full.metricsServer!.port}/healthz`);
    expect(await ok.json()).toMatchObject({ checks: { model: 'ok' } });
  });
});

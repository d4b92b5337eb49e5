/**
 * Webhook metrics without touching the handlers: each delivery runs in an AsyncLocalStorage
 * context that the (wrapped) queue marks "queued" or "duplicate"; a delivery no handler queued
 * is "ignored" (bots, other comments, unauthorized users), one that threw is "error". The time
 * spent in Probot's receive is the ack latency: Probot answers GitHub when its handlers finish.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DycoderMetrics } from '../adapters/metrics/metrics.js';
import type { ImplementQueue } from '../queue/implement-queue.js';

type Outcome = 'queued' | 'duplicate' | 'ignored' | 'error';

interface WebhooksLike {
  receive: (event: { name: string } & Record<string, unknown>) => Promise<void>;
  verifyAndReceive: (event: { name: string } & Record<string, unknown>) => Promise<void>;
}

export interface WebhookMeter {
  /** Patches `receive` and `verifyAndReceive` of Probot's `app.webhooks` instance. */
  wrapWebhooks(webhooks: object): void;
  wrapQueue(queue: ImplementQueue): ImplementQueue;
}

export function createWebhookMeter(metrics: DycoderMetrics): WebhookMeter {
  const delivery = new AsyncLocalStorage<{ outcome: Outcome }>();
  const meter =
    (receive: WebhooksLike['receive']): WebhooksLike['receive'] =>
    async (event) => {
      const state = { outcome: 'ignored' as Outcome };
      const end = metrics.webhookAck.startTimer({ event: metrics.eventLabel(event.name) });
      try {
        await delivery.run(state, () => receive(event));
      } catch (error) {
        state.outcome = 'error';
        throw error;
      } finally {
        end();
        metrics.webhookDeliveries.inc({ event: metrics.eventLabel(event.name), outcome: state.outcome });
      }
    };
  return {
    wrapWebhooks(webhooks) {
      const w = webhooks as WebhooksLike;
      w.receive = meter(w.receive.bind(w));
      w.verifyAndReceive = meter(w.verifyAndReceive.bind(w));
    },
    wrapQueue(queue) {
      return {
        existing: async (jobId) => {
          const state = await queue.existing(jobId);
          const store = delivery.getStore();
          if (state !== undefined && store !== undefined) store.outcome = 'duplicate';
          return state;
        },
        enqueue: async (data, options) => {
          const result = await queue.enqueue(data, options);
          const state = delivery.getStore();
          if (state !== undefined) state.outcome = result.status;
          return result;
        },
        ping: () => queue.ping(),
        close: () => queue.close(),
      };
    },
  };
}

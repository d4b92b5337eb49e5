/**
 * Webhook metrics without touching the handlers: each delivery runs in an AsyncLocalStorage
 * context that the (wrapped) intake queue marks "queued"; a delivery no handler queued is
 * "ignored" (bots, other comments), one that threw is "error" (Redis down). The time
 * spent in Probot's receive is the ack latency: Probot answers GitHub when its handlers finish.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DycoderMetrics } from '../adapters/metrics/metrics.js';
import type { IntakeQueue } from '../queue/intake-queue.js';

type Outcome = 'queued' | 'duplicate' | 'ignored' | 'error';

interface WebhooksLike {
  receive: (event: { name: string } & Record<string, unknown>) => Promise<void>;
  verifyAndReceive: (event: { name: string } & Record<string, unknown>) => Promise<void>;
}

export interface WebhookMeter {
  /** Patches `receive` and `verifyAndReceive` of Probot's `app.webhooks` instance. */
  wrapWebhooks(webhooks: object): void;
  wrapIntake(intake: IntakeQueue): IntakeQueue;
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
    wrapIntake(intake) {
      return {
        add: async (jobId, data) => {
          await intake.add(jobId, data);
          // A redelivery adds nothing in Redis; telling it apart would cost a round trip on the ack path.
          const state = delivery.getStore();
          if (state !== undefined) state.outcome = 'queued';
        },
        ping: () => intake.ping(),
        close: () => intake.close(),
      };
    },
  };
}

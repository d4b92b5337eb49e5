/**
 * Webhook metrics without touching the handlers' logic: the (wrapped) intake queue marks a
 * delivery "queued" by its delivery id (the handlers pass Probot's `context.id`); a delivery no
 * handler queued is "ignored" (bots, other comments), one that threw is "error" (Redis down).
 * The time spent in Probot's receive is the ack latency: Probot answers GitHub when its handlers
 * finish. (No AsyncLocalStorage: on Node 20 it turns on promise hooks for the whole process.)
 */
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

export interface WebhookMeterOptions {
  /** A delivery whose handlers all finished (queued or ignored): the redelivery sweep skips its GUID. Not awaited. */
  onHandled?: (deliveryId: string) => void;
}

export function createWebhookMeter(metrics: DycoderMetrics, options: WebhookMeterOptions = {}): WebhookMeter {
  /** Deliveries in Probot's receive, by delivery id; the wrapped intake marks theirs queued. */
  const inFlight = new Map<string, { outcome: Outcome }>();
  const meter =
    (receive: WebhooksLike['receive']): WebhooksLike['receive'] =>
    async (event) => {
      const id = typeof event.id === 'string' || typeof event.id === 'number' ? String(event.id) : '';
      const state = { outcome: 'ignored' as Outcome };
      inFlight.set(id, state);
      const end = metrics.webhookAck.startTimer({ event: metrics.eventLabel(event.name) });
      try {
        await receive(event);
        if (id !== '') options.onHandled?.(id);
      } catch (error) {
        state.outcome = 'error';
        throw error;
      } finally {
        // Only what this call put there: an add outside a metered delivery never grows the map.
        if (inFlight.get(id) === state) inFlight.delete(id);
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
        add: async (jobId, data, deliveryId) => {
          await intake.add(jobId, data, deliveryId);
          // A redelivery adds nothing in Redis; telling it apart would cost a round trip on the ack path.
          const state = deliveryId === undefined ? undefined : inFlight.get(deliveryId);
          if (state !== undefined) state.outcome = 'queued';
        },
        ping: () => intake.ping(),
        close: () => intake.close(),
      };
    },
  };
}

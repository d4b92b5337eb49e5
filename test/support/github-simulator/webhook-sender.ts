/**
 * The simulator's side of webhooks, as GitHub does it: it POSTs a signed delivery to the app's
 * webhook URL and records the attempt (status code, duration) under the App's deliveries, which
 * `GET /app/hook/deliveries` lists and `POST …/{delivery_id}/attempts` redelivers (same guid,
 * `redelivery: true`). GitHub never redelivers by itself; neither does this.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { SimState } from './state.js';
import type { SimDelivery } from './types.js';

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface DeliveryRecord {
  delivery: SimDelivery;
  /** The exact body sent, kept for redeliveries. */
  body: string;
}

/** GitHub gives up on a delivery after 10 s. */
const DELIVERY_TIMEOUT_MS = 10_000;

export async function sendWebhook(
  state: SimState,
  target: WebhookTarget,
  event: { name: string; body: string; guid?: string; redelivery?: boolean },
): Promise<SimDelivery> {
  const guid = event.guid ?? randomUUID();
  const parsed = JSON.parse(event.body) as { action?: unknown; installation?: { id?: unknown }; repository?: { id?: unknown } };
  const started = performance.now();
  let statusCode = 0;
  let status: string;
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'GitHub-Hookshot/sim',
        'x-github-event': event.name,
        'x-github-delivery': guid,
        'x-github-hook-installation-target-type': 'integration',
        'x-hub-signature-256': `sha256=${createHmac('sha256', target.secret).update(event.body).digest('hex')}`,
      },
      body: event.body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    statusCode = res.status;
    status = res.ok ? 'OK' : `Invalid HTTP Response: ${res.status}`;
  } catch (error) {
    status = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed to connect';
  }
  const delivery: SimDelivery = {
    id: state.nextId(),
    guid,
    delivered_at: state.now(),
    redelivery: event.redelivery ?? false,
    duration: Math.round(performance.now() - started) / 1000,
    status,
    status_code: statusCode,
    event: event.name,
    action: typeof parsed.action === 'string' ? parsed.action : null,
    installation_id: typeof parsed.installation?.id === 'number' ? parsed.installation.id : null,
    repository_id: typeof parsed.repository?.id === 'number' ? parsed.repository.id : null,
    throttled_at: null,
  };
  state.deliveries.push({ delivery, body: event.body });
  return delivery;
}

/**
 * What the app knows about webhook deliveries by their GUID, in Redis so every app process
 * shares it: which deliveries its handlers finished (so a 2xx that GitHub recorded for a delivery
 * whose handling was cut short is still found), and a claim per GUID, so that of several app
 * processes sweeping the same delivery list only one asks GitHub to redeliver a GUID, and not
 * again until the claim expires (GitHub lists the new attempt a moment later).
 */
import { within } from '../../core/deadline.js';
import type { RedisConnection } from './connection.js';

/** GitHub keeps deliveries 3 days; a day more covers the clock skew between us and GitHub. */
const HANDLED_TTL_SECONDS = 4 * 24 * 3600;
const TIMEOUT_MS = 1000;
/** GUIDs are UUIDs on GitHub; anything else is not used as a key. */
const GUID = /^[A-Za-z0-9-]{1,100}$/;

export class LedgerUnavailableError extends Error {
  override readonly name = 'LedgerUnavailableError';
}

export interface DeliveryLedger {
  /** Best effort: a failure is reported to the caller, who does not wait for it on the ack path. */
  markHandled(guid: string): Promise<void>;
  handled(guid: string): Promise<boolean>;
  /** True for the one caller that may redeliver `guid` now (SET NX with an expiry). */
  claim(guid: string, forMs: number): Promise<boolean>;
}

export function createDeliveryLedger(redis: RedisConnection, prefix: string): DeliveryLedger {
  const key = (kind: string, guid: string): string => `${prefix}:webhook:${kind}:${guid}`;
  const bounded = <T>(p: Promise<T>): Promise<T> => within(p, TIMEOUT_MS, () => new LedgerUnavailableError(`Redis did not answer within ${TIMEOUT_MS} ms.`));
  return {
    async markHandled(guid) {
      if (GUID.test(guid)) await bounded(redis.set(key('handled', guid), '1', 'EX', HANDLED_TTL_SECONDS));
    },
    async handled(guid) {
      return GUID.test(guid) && (await bounded(redis.exists(key('handled', guid)))) === 1;
    },
    async claim(guid, forMs) {
      if (!GUID.test(guid)) return false;
      return (await bounded(redis.set(key('redelivery', guid), String(Date.now()), 'PX', Math.max(1, Math.round(forMs)), 'NX'))) === 'OK';
    },
  };
}

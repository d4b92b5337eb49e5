/**
 * GitHub does not redeliver a failed webhook by itself: a command sent while Redis was down got a
 * 503 and would stay lost. So the app sweeps the App's recent deliveries at start, every interval
 * and when its Redis connection comes back, and asks GitHub to redeliver each event (by GUID) that
 * no attempt delivered, oldest first: bounded in age, in count per sweep and in attempts per GUID,
 * claimed in Redis so that of several app processes one redelivers a GUID, and never while Redis
 * is down (the redelivery would fail again). A redelivered command that was in fact queued is a
 * no-op: the intake job id is the command's natural key (see intake-queue.ts).
 */
import type { AppDeliveries, HookDelivery } from '../adapters/github/deliveries.js';
import type { DeliveryLedger } from '../adapters/redis/delivery-ledger.js';
import type { ScopedLogger } from '../core/ports.js';

export interface RedeliveryPolicy {
  maxAgeMs: number;
  maxPerSweep: number;
  /** Pages of 100 deliveries read per sweep at most. */
  maxPages: number;
  /** Redeliveries of one GUID, ever: an event that keeps failing is left alone after these. */
  maxAttemptsPerGuid: number;
  /** How long a claim keeps other processes (and later sweeps) from redelivering the same GUID. */
  claimMs: number;
  /** A 202 is Probot's answer when its handlers outlast 9 s; such a GUID counts as lost only after this long unhandled. */
  timeoutGraceMs: number;
}

export const DEFAULT_REDELIVERY_POLICY: RedeliveryPolicy = {
  maxAgeMs: 24 * 3600_000,
  maxPerSweep: 50,
  maxPages: 20,
  maxAttemptsPerGuid: 3,
  claimMs: 10 * 60_000,
  timeoutGraceMs: 60_000,
};

const ok = (d: HookDelivery): boolean => d.status_code >= 200 && d.status_code < 300;

/**
 * The events to redeliver, oldest first, one attempt id each (any attempt of a GUID redelivers
 * the same event): no attempt got a 2xx, or only Probot's timeout 202 (then the ledger decides).
 */
export function pickRedeliveries(deliveries: HookDelivery[], nowMs: number, policy: Pick<RedeliveryPolicy, 'maxAttemptsPerGuid' | 'timeoutGraceMs'>): HookDelivery[] {
  const byGuid = new Map<string, HookDelivery[]>();
  for (const d of deliveries) byGuid.set(d.guid, [...(byGuid.get(d.guid) ?? []), d]);
  const picked: HookDelivery[] = [];
  for (const attempts of byGuid.values()) {
    if (attempts.some((a) => ok(a) && a.status_code !== 202)) continue;
    if (attempts.filter((a) => a.redelivery).length >= policy.maxAttemptsPerGuid) continue;
    const newest = attempts.reduce((a, b) => (Date.parse(b.delivered_at) > Date.parse(a.delivered_at) ? b : a));
    if (attempts.some(ok) && nowMs - Date.parse(newest.delivered_at) < policy.timeoutGraceMs) continue;
    picked.push(newest);
  }
  const first = (d: HookDelivery): number => Math.min(...(byGuid.get(d.guid) ?? [d]).map((a) => Date.parse(a.delivered_at)));
  return picked.sort((a, b) => first(a) - first(b));
}

export interface SweepReport {
  /** 'redis': Redis was down, nothing was asked of GitHub. */
  skipped?: 'redis' | 'github';
  listed: number;
  redelivered: string[];
  truncated: boolean;
}

export interface RedelivererDeps {
  deliveries: AppDeliveries;
  ledger: DeliveryLedger;
  /** Whether webhooks can be queued now (Redis answers). */
  ready: () => Promise<boolean>;
  log: ScopedLogger;
  policy?: Partial<RedeliveryPolicy>;
  now?: () => number;
}

export function createRedeliverer(deps: RedelivererDeps): { sweep(): Promise<SweepReport> } {
  const policy = { ...DEFAULT_REDELIVERY_POLICY, ...deps.policy };
  const now = deps.now ?? Date.now;
  return {
    async sweep() {
      if (!(await deps.ready().catch(() => false))) return { skipped: 'redis', listed: 0, redelivered: [], truncated: false };
      let listed: Awaited<ReturnType<AppDeliveries['recent']>>;
      try {
        listed = await deps.deliveries.recent({ sinceMs: now() - policy.maxAgeMs, maxPages: policy.maxPages });
      } catch (error) {
        deps.log.warn({ err: error }, 'could not list the app\'s webhook deliveries; failed ones are redelivered at the next sweep');
        return { skipped: 'github', listed: 0, redelivered: [], truncated: false };
      }
      if (listed.truncated) deps.log.warn({ pages: policy.maxPages }, 'more webhook deliveries than one sweep reads; older failed ones are not redelivered');
      const redelivered: string[] = [];
      for (const d of pickRedeliveries(listed.deliveries, now(), policy)) {
        if (redelivered.length >= policy.maxPerSweep) break;
        try {
          if (await deps.ledger.handled(d.guid)) continue;
          if (!(await deps.ledger.claim(d.guid, policy.claimMs))) continue;
          await deps.deliveries.redeliver(d.id);
          redelivered.push(d.guid);
          deps.log.info({ delivery: d.guid, event: d.event, failedWith: d.status_code }, 'asked GitHub to redeliver a failed webhook delivery');
        } catch (error) {
          // The claim stays: the next try for this GUID waits for it to expire.
          deps.log.warn({ err: error, delivery: d.guid }, 'could not redeliver a failed webhook delivery');
        }
      }
      return { listed: listed.deliveries.length, redelivered, truncated: listed.truncated };
    },
  };
}

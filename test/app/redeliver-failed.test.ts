/**
 * Which deliveries the sweep asks GitHub to redeliver, from GitHub's list of attempts: events no
 * attempt delivered, oldest first, one attempt id per GUID, bounded attempts per GUID, and a
 * timeout 202 only once it had time to finish.
 */
import { describe, expect, it } from 'vitest';
import type { HookDelivery } from '../../src/adapters/github/deliveries.js';
import { nextCursor } from '../../src/adapters/github/deliveries.js';
import { DEFAULT_REDELIVERY_POLICY, pickRedeliveries } from '../../src/app/redeliver-failed.js';

const NOW = Date.parse('2026-12-01T12:00:00Z');
let nextId = 1;
function attempt(guid: string, status: number, secondsAgo: number, redelivery = false): HookDelivery {
  return { id: nextId++, guid, delivered_at: new Date(NOW - secondsAgo * 1000).toISOString(), redelivery, status_code: status, event: 'issue_comment', action: 'created' };
}
const pick = (list: HookDelivery[]) => pickRedeliveries(list, NOW, DEFAULT_REDELIVERY_POLICY).map((d) => d.guid);

describe('pickRedeliveries', () => {
  it('takes each event no attempt delivered, oldest first, and leaves delivered ones alone', () => {
    const list = [attempt('late', 503, 10), attempt('ok', 200, 20), attempt('early', 0, 30), attempt('fixed', 200, 5, true), attempt('fixed', 503, 40)];
    expect(pick(list)).toEqual(['early', 'late']);
  });

  it('redelivers the newest attempt of a GUID, and stops after three redeliveries', () => {
    const twice = [attempt('g', 503, 100), attempt('g', 503, 50, true), attempt('g', 500, 10, true)];
    expect(pickRedeliveries(twice, NOW, DEFAULT_REDELIVERY_POLICY).map((d) => d.id)).toEqual([twice[2]!.id]);
    expect(pick([...twice, attempt('g', 503, 5, true)])).toEqual([]);
  });

  it('counts a 202 (Probot answering before its handlers finished) as lost only after the grace time', () => {
    expect(pick([attempt('slow', 202, 10)])).toEqual([]);
    expect(pick([attempt('slow', 202, 120)])).toEqual(['slow']);
    expect(pick([attempt('slow', 202, 120), attempt('slow', 200, 60, true)])).toEqual([]);
  });
});

describe('nextCursor', () => {
  it('reads the cursor of the rel="next" link only', () => {
    expect(nextCursor('<https://api.github.com/app/hook/deliveries?per_page=100&cursor=v1_42%3D>; rel="next"')).toBe('v1_42=');
    expect(nextCursor('<https://x/app/hook/deliveries?cursor=v1_1>; rel="prev", <https://x/app/hook/deliveries?cursor=v1_9>; rel="next"')).toBe('v1_9');
    expect(nextCursor('<https://x/app/hook/deliveries?cursor=v1_1>; rel="prev"')).toBeUndefined();
    expect(nextCursor(undefined)).toBeUndefined();
  });
});

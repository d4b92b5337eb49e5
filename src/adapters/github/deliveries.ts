/**
 * The GitHub App's own webhook deliveries: the recent attempts GitHub made (newest first, pages
 * chained by an opaque cursor in the `Link` header) and a request to redeliver one. Both routes
 * take the App's JWT, never an installation token: the requester must be authenticated as the
 * App (Probot's `app.auth()` without an installation id). Responses are checked with zod here.
 */
import { z } from 'zod';
import { GitHubResponseError } from './errors.js';
import { requestJson, withTypedErrors, type GitHubRequester } from './octokit.js';

const LIST_ROUTE = 'GET /app/hook/deliveries';
const REDELIVER_ROUTE = 'POST /app/hook/deliveries/{delivery_id}/attempts';

export const hookDeliverySchema = z.object({
  id: z.number().int().positive(),
  guid: z.string().min(1).max(200),
  delivered_at: z.string().min(1),
  redelivery: z.boolean(),
  status_code: z.number().int(),
  event: z.string().max(100),
  action: z.string().max(100).nullable().optional(),
});
export type HookDelivery = z.infer<typeof hookDeliverySchema>;

export interface ListDeliveriesOptions {
  /** Stop once deliveries older than this (epoch ms) are reached: the list is newest first. */
  sinceMs: number;
  /** Pages of 100 read at most, whatever `sinceMs` says. */
  maxPages: number;
}

export interface AppDeliveries {
  /** Recent delivery attempts, newest first, none older than `sinceMs`. */
  recent(opts: ListDeliveriesOptions): Promise<{ deliveries: HookDelivery[]; truncated: boolean }>;
  /** Asks GitHub to deliver this attempt's event again (same guid; GitHub answers 202). */
  redeliver(deliveryId: number): Promise<void>;
}

/** The cursor of the `rel="next"` link, if any. */
export function nextCursor(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  const next = link.split(',').find((part) => /rel="next"/.test(part));
  const url = next === undefined ? undefined : /<([^>]+)>/.exec(next)?.[1];
  if (url === undefined) return undefined;
  const cursor = new URL(url, 'https://api.invalid').searchParams.get('cursor');
  return cursor === null || cursor === '' ? undefined : cursor;
}

export function createAppDeliveries(appOctokit: GitHubRequester): AppDeliveries {
  const octokit = withTypedErrors(appOctokit);
  return {
    async recent({ sinceMs, maxPages }) {
      const deliveries: HookDelivery[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < maxPages; page += 1) {
        const { data, headers } = await requestJson(octokit, LIST_ROUTE, { per_page: 100, ...(cursor === undefined ? {} : { cursor }) }, z.array(hookDeliverySchema));
        let older = false;
        for (const d of data) {
          if (Date.parse(d.delivered_at) < sinceMs) older = true;
          else deliveries.push(d);
        }
        cursor = nextCursor(headers.link);
        if (older || cursor === undefined) return { deliveries, truncated: false };
      }
      return { deliveries, truncated: true };
    },
    async redeliver(deliveryId) {
      const res = await octokit.request(REDELIVER_ROUTE, { delivery_id: deliveryId });
      if (res.status !== 202 && (res.status < 200 || res.status >= 300)) throw new GitHubResponseError(REDELIVER_ROUTE, `unexpected status ${res.status}`);
    },
  };
}

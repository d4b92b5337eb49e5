/**
 * /healthz (the process is up) and /readyz (Redis answers, so webhooks can be queued), added to
 * Probot's server through `options.addHandler` (probot 14 has no getRouter any more).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

function send(res: ServerResponse, status: number, body: Record<string, unknown>): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
}

export function healthHandler(ready: () => Promise<boolean>): HttpHandler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = (req.url ?? '').split('?')[0];
    if (path === '/healthz') return send(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      const redis = await ready().catch(() => false);
      return send(res, redis ? 200 : 503, { status: redis ? 'ready' : 'not ready', redis: redis ? 'up' : 'down' });
    }
    return false;
  };
}

/**
 * `GET /metrics` (Prometheus text) and, on a worker, `GET /healthz` (200 when the worker can
 * reach Redis and is taking jobs, 503 otherwise; also compose's and Kubernetes' worker health
 * check), on a listener of their own (loopback by default): never on the webhook port, which faces
 * GitHub, since the series name installations, their rate limits and models. No request body is read.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DycoderMetrics } from './metrics.js';

export interface HealthReport {
  ok: boolean;
  /** Short, fixed words per check (never error messages with hosts or credentials). */
  checks: Record<string, 'ok' | 'failing'>;
}

export interface MetricsHandlerOptions {
  metrics: Pick<DycoderMetrics, 'scrape' | 'contentType'>;
  /** Serve /healthz too (the worker's listener; the app has its own /healthz and /readyz on the webhook port). */
  health?: () => Promise<HealthReport>;
}

/** True when it answered the request; false leaves it to the next handler. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export function metricsRequestHandler(options: MetricsHandlerOptions): RequestHandler {
  return async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' && !(path === '/healthz' && options.health !== undefined)) return false;
    const reply = (status: number, type: string, body: string): true => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    if (path === '/metrics') {
      const text = await options.metrics.scrape().catch(() => undefined);
      return text === undefined ? reply(500, 'text/plain; charset=utf-8', 'metrics collection failed\n') : reply(200, options.metrics.contentType, text);
    }
    const report = await options.health!().catch((): HealthReport => ({ ok: false, checks: {} }));
    return reply(report.ok ? 200 : 503, 'application/json', JSON.stringify({ status: report.ok ? 'ok' : 'failing', checks: report.checks }));
  };
}

export interface MetricsServerOptions extends MetricsHandlerOptions {
  port: number;
  host?: string;
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const handle = metricsRequestHandler(options);
  const server: Server = createServer((req, res) => {
    void Promise.resolve(handle(req, res)).then((answered) => {
      if (!answered) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback unless told otherwise: metrics carry installation ids and model names.
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

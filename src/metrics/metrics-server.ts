/**
 * A worker's small HTTP listener: `GET /metrics` (Prometheus text) and `GET /healthz` (200 when
 * the worker can reach Redis and is taking jobs, 503 otherwise), which also gives compose and
 * Kubernetes a real worker health check. Nothing else is served; no request body is read.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DycoderMetrics } from './metrics.js';

export interface HealthReport {
  ok: boolean;
  /** Short, fixed words per check (never error messages with hosts or credentials). */
  checks: Record<string, 'ok' | 'failing'>;
}

export interface MetricsServerOptions {
  metrics: Pick<DycoderMetrics, 'scrape' | 'contentType'>;
  health: () => Promise<HealthReport>;
  port: number;
  host?: string;
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const reply = (status: number, type: string, body: string): void => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (path === '/metrics') {
      options.metrics.scrape().then(
        (text) => reply(200, options.metrics.contentType, text),
        () => reply(500, 'text/plain; charset=utf-8', 'metrics collection failed\n'),
      );
    } else if (path === '/healthz') {
      options.health().then(
        (report) => reply(report.ok ? 200 : 503, 'application/json', JSON.stringify({ status: report.ok ? 'ok' : 'failing', checks: report.checks })),
        () => reply(503, 'application/json', JSON.stringify({ status: 'failing', checks: {} })),
      );
    } else {
      reply(404, 'text/plain; charset=utf-8', 'not found\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
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

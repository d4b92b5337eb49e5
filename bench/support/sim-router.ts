/**
 * For bench:concurrency: one GitHub address in front of several simulators, one per installation
 * (a worker has one GHE_HOST, as in production). A request goes to the simulator of its
 * installation: named in the path (`/app/installations/{id}/…`), in the installation token the
 * simulator issued (`ghs_sim{id}x…`), or by the repository in the path; app-level calls go to the first.
 * Each simulator answers after its own latency; the router adds none.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GitHubSimulator } from '../../test/support/github-simulator/index.js';

export interface SimRouter {
  /** Host (127.0.0.1:port) for GHE_HOST. */
  host: string;
  close(): Promise<void>;
}

export async function startSimRouter(sims: readonly GitHubSimulator[]): Promise<SimRouter> {
  const byInstallation = new Map(sims.map((s) => [s.installationId, s]));
  const byRepo = new Map(sims.map((s) => [s.name.toLowerCase(), s]));
  const pick = (path: string, auth: string): GitHubSimulator => {
    const installation = /\/app\/installations\/(\d+)/.exec(path)?.[1] ?? /ghs_sim(\d+)x/.exec(auth)?.[1];
    const byId = installation === undefined ? undefined : byInstallation.get(Number(installation));
    const repo = /\/repos\/[^/]+\/([^/?]+)/.exec(path)?.[1];
    return byId ?? (repo === undefined ? undefined : byRepo.get(repo.toLowerCase())) ?? sims[0]!;
  };
  const server: Server = createServer((req, res) => {
    const target = new URL(pick(req.url ?? '/', req.headers.authorization ?? '').url);
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

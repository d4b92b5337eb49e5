/**
 * For the webhook bench only: a GitHub API that answers the calls of a webhook and its intake
 * step from memory, for any installation and repository, after a fixed latency per call. It
 * separates DyCoder's own cost from the shared simulator's (which runs git for every call),
 * models GitHub's round trip with `latencyMs`, and records when each comment got its 👀.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubStub {
  url: string;
  calls: number;
  /** Comment id → when its 👀 reaction arrived (performance.now()). */
  eyes: Map<number, number>;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const ROLES: Record<string, string> = { maintainer: 'maintain', writer: 'write', owner1: 'admin' };

export async function startGitHubStub(options: { latencyMs: number; headSha: string; config: string }): Promise<GitHubStub> {
  let nextId = 1;
  let latency = options.latencyMs;
  const stub: GitHubStub = { url: '', calls: 0, eyes: new Map(), setLatency: (ms) => void (latency = ms), close: () => Promise.resolve() };
  const json = (status: number, body: unknown) => ({ status, type: 'application/json; charset=utf-8', body: JSON.stringify(body) });
  const answer = (method: string, path: string, body: string): { status: number; type: string; body: string } => {
    if (method === 'POST' && /^\/app\/installations\/\d+\/access_tokens$/.test(path)) {
      return json(201, { token: `ghs_stub${path.split('/')[3] ?? ''}`, expires_at: new Date(Date.now() + 3600_000).toISOString(), permissions: {} });
    }
    const permission = /^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/.exec(path);
    if (permission) {
      const role = ROLES[permission[1] ?? ''] ?? 'none';
      return json(200, { permission: role === 'maintain' ? 'write' : role, role_name: role, user: { login: permission[1] } });
    }
    if (method === 'GET' && /\/contents\/\.github(%2F|\/)dycoder\.yml$/.test(path)) return { status: 200, type: 'text/plain; charset=utf-8', body: options.config };
    if (method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/.test(path)) {
      return json(200, { number: 1, state: 'open', draft: false, head: { sha: options.headSha, repo: null }, user: { login: 'maintainer', type: 'User' } });
    }
    const reaction = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)\/reactions$/.exec(path);
    if (method === 'POST' && reaction && body.includes('"eyes"')) stub.eyes.set(Number(reaction[1]), performance.now());
    if (method === 'POST') return json(201, { id: (nextId += 1) });
    return json(404, { message: 'Not Found' });
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      stub.calls += 1;
      const { status, type, body } = answer(req.method ?? 'GET', new URL(req.url ?? '/', 'http://x').pathname, Buffer.concat(chunks).toString('utf8'));
      const send = (): void => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      };
      if (latency > 0) setTimeout(send, latency);
      else send();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return stub;
}

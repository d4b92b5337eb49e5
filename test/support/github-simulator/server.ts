/**
 * A GitHub REST simulator: a real HTTP server on 127.0.0.1 backed by a real git repository.
 * Every request is recorded; failures and latency can be injected; PR heads can be moved.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeAuthCheck } from './auth.js';
import type { ArchiveFault } from './archive-faults.js';
import { gitRoutes } from './routes-git.js';
import { graphqlRoutes } from './routes-graphql.js';
import { appRoutes } from './routes-app.js';
import { injected, type FailureKind } from './failures.js';
import { miscRoutes } from './routes-misc.js';
import { pullRoutes } from './routes-pulls.js';
import { createOpenApiCheck } from './openapi-check.js';
import { matchRoute, type Route } from './router.js';
import { SimState } from './state.js';
import type { FileChanges, TestRepo } from './test-repo.js';
import { HttpError, type RecordedRequest, type Role, type RouteResult, type SimDelivery, type SimIssueComment, type SimPull, type SimReviewComment } from './types.js';
import { sendWebhook, type WebhookTarget } from './webhook-sender.js';

export interface SimulatorOptions {
  repo: TestRepo;
  owner?: string;
  name?: string;
  appId?: number;
  appSlug?: string;
  installationId?: number;
  /** PRs to open; default: #1 from `repo.prBranch` into `repo.defaultBranch`. */
  pulls?: Array<Partial<Omit<SimPull, 'user' | 'id'>> & { number: number; user?: string }>;
  /** Collaborator roles by login (everyone else: 'none'). */
  roles?: Record<string, Role>;
  /** Extra `owner/name` aliases served from the same git store (for fork PRs). */
  forks?: string[];
  /** Path prefix the API lives under, e.g. '/api/v3' as on GitHub Enterprise Server. */
  pathPrefix?: string;
  /**
   * Require real GitHub App authentication: a JWT signed with this key for /app routes and an
   * issued installation token elsewhere (401 otherwise). Default: any credentials are accepted.
   */
  strictAuth?: { key: string };
  /** Where webhooks go (the app's webhook URL and secret); also settable later. */
  webhook?: WebhookTarget;
}

export interface FailureRule {
  method?: string;
  path: string | RegExp;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** 'rate-limit': 403 with x-ratelimit-remaining 0; 'secondary': 403 with retry-after; 'after-write': 502 once the write is stored; default 500. */
  kind?: FailureKind;
  /** Seconds until the rate limit resets (rate-limit) or the retry-after value (secondary). */
  waitSeconds?: number;
  /** Answer with this error instead of `kind`'s (fault kinds kept in their own files, e.g. faults-limits.ts). */
  respond?: () => HttpError;
  /** Answer the request with this instead of the route (a hostile 200: faults-limits.ts `endlessJsonAnswer`). */
  answer?: (res: ServerResponse) => void;
}

export interface RequestFilter {
  method?: string;
  path?: string | RegExp;
  route?: string;
}

export interface GitHubSimulator {
  /** Base URL to give Octokit (`baseUrl`), including `pathPrefix`. */
  readonly url: string;
  readonly owner: string;
  readonly name: string;
  readonly appId: number;
  readonly installationId: number;
  readonly repo: TestRepo;
  readonly state: SimState;
  readonly requests: RecordedRequest[];
  count(filter?: RequestFilter): number;
  /** `{ 'GET /repos/{owner}/{repo}/git/blobs/{sha}': 3, ... }` for printing. */
  countsByRoute(filter?: RequestFilter): Record<string, number>;
  resetRequests(): void;
  /** Most requests that were in flight at the same time since the last reset. */
  peakConcurrency(): number;
  /** Requests whose connection is still open now (a stalled download until the client closes it). */
  openRequests(): number;
  /** Forgets reviews, comments, reactions, check runs and recorded requests (the git repo stays). */
  resetState(): void;
  failNext(rule: FailureRule): void;
  setLatency(ms: number): void;
  /**
   * Extra latency for one method and path (e.g. `GET /repos/o/r/pulls/1`) or one route of every path
   * (`GET /repos/{owner}/{repo}/git/trees/{sha}`, as RecordedRequest.route names it), beside setLatency's; 0 removes it.
   */
  setPathLatency(method: string, path: string, ms: number): void;
  setRole(login: string, role: Role): void;
  /** Makes recursive tree responses truncated after `n` entries (undefined: never). */
  truncateTreesAt(n: number | undefined): void;
  /** Truncates GraphQL blob text above `n` bytes (isTruncated: true); undefined: never. */
  truncateGraphqlTextAt(n: number | undefined): void;
  /** Serves every archive download with this fault until cleared (archive-faults.ts). */
  archiveFault(fault: ArchiveFault | undefined): void;
  /** Pushes a commit to the PR's head branch; returns the new head SHA. */
  pushToPull(number: number, changes: FileChanges, message?: string): string;
  headSha(number: number): string;
  addIssueComment(number: number, body: string, login: string): SimIssueComment;
  addReviewComment(number: number, c: { path: string; line: number; body: string; login: string; side?: 'LEFT' | 'RIGHT' }): SimReviewComment;
  /** Requests that do not fit GitHub's OpenAPI description (openapi-check.ts); tests assert it stays empty. */
  readonly openApiViolations: string[];
  setWebhookTarget(target: WebhookTarget): void;
  /** Sends a signed webhook to the target as GitHub does, recorded with its status for `GET /app/hook/deliveries`. */
  deliverWebhook(event: string, payload: unknown): Promise<SimDelivery>;
  /** Every delivery attempt so far (redeliveries included), oldest first. */
  deliveries(): SimDelivery[];
  close(): Promise<void>;
}

const matches = (r: RecordedRequest, f: RequestFilter): boolean =>
  (f.method === undefined || r.method === f.method.toUpperCase()) &&
  (f.route === undefined || r.route === f.route) &&
  (f.path === undefined || (typeof f.path === 'string' ? r.path === f.path : f.path.test(r.path)));

export async function startGitHubSimulator(opts: SimulatorOptions): Promise<GitHubSimulator> {
  const owner = opts.owner ?? 'octo-org';
  const name = opts.name ?? 'sample';
  const prefix = opts.pathPrefix ?? '';
  const state = new SimState(
    { owner, name, id: 4242, dir: opts.repo.dir, defaultBranch: opts.repo.defaultBranch },
    opts.appId ?? 12345,
    opts.appSlug ?? 'dycoder',
    opts.installationId ?? 777,
  );
  (opts.forks ?? []).forEach((full, i) => {
    const [o, n] = full.split('/');
    state.repos.set(full.toLowerCase(), { owner: o ?? '', name: n ?? '', id: 5000 + i, dir: opts.repo.dir, defaultBranch: opts.repo.defaultBranch });
  });
  for (const [login, role] of Object.entries(opts.roles ?? {})) state.roles.set(login.toLowerCase(), role);
  for (const p of opts.pulls ?? [{ number: 1 }]) {
    state.pulls.set(p.number, {
      number: p.number, id: 90_000 + p.number, title: p.title ?? `PR ${p.number}`, body: p.body ?? '',
      user: state.user(p.user ?? 'pr-author'), state: p.state ?? 'open', draft: p.draft ?? false,
      headRef: p.headRef ?? opts.repo.prBranch, headRepo: p.headRepo ?? `${owner}/${name}`, baseRef: p.baseRef ?? opts.repo.defaultBranch,
    });
  }

  const checkAuth = makeAuthCheck(opts.strictAuth ? { appId: state.appId, key: opts.strictAuth.key } : undefined, state.issuedTokens);
  const routes: Route[] = [
    ...gitRoutes(state, { treeTruncateAt: () => truncateAt, archiveFault: () => archiveFault }),
    ...graphqlRoutes(state, { truncateTextAt: () => graphqlTruncateAt }),
    ...pullRoutes(state),
    ...miscRoutes(state),
    ...appRoutes(state),
  ];
  const requests: RecordedRequest[] = [];
  const checkRequest = createOpenApiCheck();
  const openApiViolations: string[] = [];
  state.webhookTarget = opts.webhook;
  const failures: Array<FailureRule & { left: number }> = [];
  let latency = 0;
  const pathLatency = new Map<string, number>();
  let inFlight = 0;
  let peak = 0;
  let truncateAt: number | undefined;
  let graphqlTruncateAt: number | undefined;
  let archiveFault: ArchiveFault | undefined;
  let url = '';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    // GHES: REST under /api/v3, GraphQL at /api/graphql.
    const ghesGraphql = prefix !== '' && u.pathname === `${prefix.replace(/\/v3$/, '')}/graphql`;
    const path = ghesGraphql ? '/graphql' : prefix && u.pathname.startsWith(prefix) ? u.pathname.slice(prefix.length) || '/' : u.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    let body: unknown = undefined;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = text;
    }
    const authz = String(req.headers.authorization ?? '');
    const auth: RecordedRequest['auth'] = /^bearer\s+ey/i.test(authz) ? 'jwt' : authz ? 'token' : 'none';
    const rec: RecordedRequest = { method, path, query: Object.fromEntries(u.searchParams), body, route: 'unmatched', status: 0, auth, timestamp: Date.now() };
    requests.push(rec);
    // When the whole answer was handed to the socket (a streamed archive: its last byte), for timelines.
    res.once('finish', () => void (rec.answeredAt = Date.now()));
    const hit = matchRoute(routes, method, path);
    if (hit) rec.route = `${method} ${hit.route.template}`;
    const wait = latency + (pathLatency.get(`${method} ${path}`) ?? pathLatency.get(rec.route) ?? 0);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));

    let result: RouteResult;
    // GraphQL is not in the REST description: its route reads the query strictly itself (routes-graphql.ts).
    if (hit && !path.startsWith('/_codeload/') && path !== '/graphql') {
      for (const violation of checkRequest({ method, path, query: rec.query, body })) {
        openApiViolations.push(violation);
        process.stderr.write(`GitHub simulator: request does not fit GitHub's OpenAPI description: ${violation}\n`);
      }
    }
    const failure = failures.find((f) => f.left > 0 && (f.method === undefined || f.method.toUpperCase() === method) && (typeof f.path === 'string' ? path === f.path || path.startsWith(f.path) : f.path.test(path)));
    if (failure?.answer !== undefined) {
      failure.left -= 1;
      rec.status = 200;
      failure.answer(res);
      return;
    }
    try {
      if (failure && failure.kind !== 'after-write') {
        failure.left -= 1;
        throw failure.respond?.() ?? injected(failure.kind ?? 'server-error', state.installationId, failure.waitSeconds);
      }
      checkAuth(path, authz);
      // GHES serves GraphQL at /api/graphql, not under the REST prefix /api/v3: there it is not found (clients fall back to REST).
      if (!hit || (prefix !== '' && path === '/graphql' && !ghesGraphql)) throw new HttpError(404, 'Not Found');
      // Writes are attributed to the app's bot account, as with an installation token.
      const actor = state.botUser;
      result = await hit.route.handler({ params: hit.params, query: u.searchParams, body, headers: req.headers, baseUrl: url, path, actor });
      if (failure) {
        // The write is stored; only the answer is lost.
        failure.left -= 1;
        throw injected('after-write', state.installationId);
      }
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      result = {
        status: err.status,
        headers: err.headers,
        body: { message: err.message, ...(err.errors ? { errors: err.errors } : {}), documentation_url: 'https://docs.github.com/rest', status: String(err.status) },
      };
    }
    rec.status = result.status ?? 200;
    const headers: Record<string, string> = { 'x-github-request-id': `SIM:${requests.length}`, 'x-ratelimit-remaining': '4999', ...result.headers };
    if (result.respond) {
      result.respond(res);
      return;
    }
    if (result.raw) {
      res.writeHead(rec.status, { ...headers, 'content-type': result.contentType ?? 'application/octet-stream' });
      res.end(result.raw);
      return;
    }
    const payload = result.body === undefined ? '' : JSON.stringify(result.body);
    res.writeHead(rec.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(payload);
  };

  const server: Server = createServer((req, res) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    res.on('close', () => void (inFlight -= 1));
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: `simulator error: ${err instanceof Error ? err.message : String(err)}` }));
    });
  });
  // Idle keep-alive connections outlive the client's own idle timeout (undici: 4 s), so the client
  // always closes first: with Node's default of 5 s, a loaded machine's late timers let a request go
  // out on a connection the server was closing (ECONNRESET between two tests).
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;

  const pullOrThrow = (n: number): SimPull => {
    const p = state.pulls.get(n);
    if (!p) throw new Error(`The simulator has no pull request #${n}.`);
    return p;
  };

  return {
    url, owner, name, state, requests,
    repo: opts.repo,
    appId: state.appId,
    installationId: state.installationId,
    count: (f = {}) => requests.filter((r) => matches(r, f)).length,
    countsByRoute: (f = {}) => {
      const out: Record<string, number> = {};
      for (const r of requests) if (matches(r, f)) out[r.route === 'unmatched' ? `${r.method} ${r.path}` : r.route] = (out[r.route === 'unmatched' ? `${r.method} ${r.path}` : r.route] ?? 0) + 1;
      return out;
    },
    resetRequests: () => {
      requests.splice(0, requests.length);
      peak = inFlight;
    },
    peakConcurrency: () => peak,
    openRequests: () => inFlight,
    resetState: () => {
      peak = inFlight;
      for (const list of [requests, state.reviews, state.reviewComments, state.issueComments, state.reactions, state.checkRuns]) list.splice(0, list.length);
      failures.splice(0, failures.length);
    },
    failNext: (rule) => void failures.push({ ...rule, left: rule.times ?? 1 }),
    setLatency: (ms) => void (latency = ms),
    setPathLatency: (method, path, ms) => void (ms > 0 ? pathLatency.set(`${method.toUpperCase()} ${path}`, ms) : pathLatency.delete(`${method.toUpperCase()} ${path}`)),
    truncateGraphqlTextAt: (n) => void (graphqlTruncateAt = n),
    setRole: (login, role) => void state.roles.set(login.toLowerCase(), role),
    truncateTreesAt: (n) => void (truncateAt = n),
    archiveFault: (fault) => void (archiveFault = fault),
    pushToPull: (n, changes, message) => opts.repo.commit(pullOrThrow(n).headRef, changes, message),
    headSha: (n) => opts.repo.revParse(pullOrThrow(n).headRef),
    addIssueComment: (n, body, login) => {
      const c: SimIssueComment = { id: state.nextId(), issue: pullOrThrow(n).number, body, user: state.user(login), created_at: state.now() };
      state.issueComments.push(c);
      return c;
    },
    addReviewComment: (n, c) => {
      const head = opts.repo.revParse(pullOrThrow(n).headRef);
      const stored: SimReviewComment = {
        id: state.nextId(), pull_request_review_id: state.nextId(), pull: n, path: c.path, line: c.line, start_line: null,
        side: c.side ?? 'RIGHT', start_side: null, body: c.body, commit_id: head, original_commit_id: head, diff_hunk: '',
        user: state.user(c.login), created_at: state.now(),
      };
      state.reviewComments.push(stored);
      return stored;
    },
    openApiViolations,
    setWebhookTarget: (target) => void (state.webhookTarget = target),
    deliverWebhook: (event, payload) => {
      if (state.webhookTarget === undefined) throw new Error('The simulator has no webhook target (setWebhookTarget).');
      return sendWebhook(state, state.webhookTarget, { name: event, body: JSON.stringify(payload) });
    },
    deliveries: () => state.deliveries.map((d) => d.delivery),
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    }),
  };
}

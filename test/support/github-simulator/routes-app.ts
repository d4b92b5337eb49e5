/**
 * GitHub App endpoints Probot and @octokit/auth-app call: the app, installations, tokens; and the
 * App's webhook deliveries (list, newest first, paginated by cursor; redeliver), JWT only.
 */
import { route, type Route } from './router.js';
import { paginate, userJson, type SimState } from './state.js';
import { HttpError, type RouteContext } from './types.js';
import { sendWebhook } from './webhook-sender.js';

/** GitHub answers the App's own routes only for a JWT, never an installation token. */
function requireJwt(ctx: RouteContext): void {
  if (!/^bearer\s+ey/i.test(String(ctx.headers.authorization ?? ''))) throw new HttpError(401, 'A JSON web token could not be decoded');
}

function deliveryRoutes(state: SimState): Route[] {
  return [
    route('GET', '/app/hook/deliveries', (ctx) => {
      requireJwt(ctx);
      const perPage = Math.min(Math.max(Number(ctx.query.get('per_page') ?? 30) || 30, 1), 100);
      const wanted = ctx.query.get('status');
      const cursor = ctx.query.get('cursor');
      let items = state.deliveries.map((d) => d.delivery).reverse();
      if (wanted === 'success') items = items.filter((d) => d.status_code >= 200 && d.status_code < 400);
      if (wanted === 'failure') items = items.filter((d) => d.status_code >= 400 || d.status_code === 0);
      if (cursor !== null) {
        const from = /^v1_(\d+)$/.exec(cursor);
        if (!from) throw new HttpError(400, 'Invalid cursor');
        items = items.filter((d) => d.id <= Number(from[1]));
      }
      const page = items.slice(0, perPage);
      const next = items[perPage];
      const headers: Record<string, string> = next === undefined ? {} : { link: `<${ctx.baseUrl}/app/hook/deliveries?per_page=${perPage}&cursor=v1_${next.id}${wanted === null ? '' : `&status=${wanted}`}>; rel="next"` };
      return { body: page, headers };
    }),
    route('POST', '/app/hook/deliveries/{id}/attempts', (ctx) => {
      requireJwt(ctx);
      const found = state.deliveries.find((d) => d.delivery.id === Number(ctx.params.id));
      if (!found) throw new HttpError(404, 'Not Found');
      const target = state.webhookTarget;
      if (target === undefined) throw new HttpError(422, 'The webhook has no URL to deliver to.');
      // Accepted now, delivered a moment later, as on GitHub.
      setImmediate(() => void sendWebhook(state, target, { name: found.delivery.event, body: found.body, guid: found.delivery.guid, redelivery: true }));
      return { status: 202, body: {} };
    }),
  ];
}

export function appRoutes(state: SimState): Route[] {
  const installationJson = (ctx: RouteContext) => ({
    id: state.installationId,
    app_id: state.appId,
    app_slug: state.appSlug,
    target_type: 'User',
    account: userJson(state.user(state.baseRepo.owner), ctx.baseUrl),
    repository_selection: 'all',
    access_tokens_url: `${ctx.baseUrl}/app/installations/${state.installationId}/access_tokens`,
    permissions: { pull_requests: 'write', issues: 'write', contents: 'read', checks: 'write', metadata: 'read' },
    events: ['issue_comment', 'pull_request', 'pull_request_review_comment'],
  });
  return [
    ...deliveryRoutes(state),
    route('GET', '/app', (ctx) => ({
      body: { id: state.appId, slug: state.appSlug, name: state.appSlug, owner: userJson(state.user(state.baseRepo.owner), ctx.baseUrl) },
    })),
    route('GET', '/app/installations', (ctx) => {
      const page = paginate([installationJson(ctx)], ctx.query, ctx.baseUrl, ctx.path);
      return { body: page.body, headers: page.headers };
    }),
    route('GET', '/app/installations/{id}', (ctx) => {
      if (Number(ctx.params.id) !== state.installationId) throw new HttpError(404, 'Not Found');
      return { body: installationJson(ctx) };
    }),
    route('GET', '/repos/{owner}/{repo}/installation', (ctx) => {
      state.repo(ctx.params.owner ?? '', ctx.params.repo ?? '');
      return { body: installationJson(ctx) };
    }),
    route('POST', '/app/installations/{id}/access_tokens', (ctx) => {
      if (Number(ctx.params.id) !== state.installationId) throw new HttpError(404, 'Not Found');
      state.tokensIssued += 1;
      const token = `ghs_sim${state.installationId}x${state.tokensIssued}`;
      state.issuedTokens.add(token);
      return {
        status: 201,
        body: {
          token,
          expires_at: new Date(Date.now() + 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
          permissions: installationJson(ctx).permissions,
          repository_selection: 'all',
        },
      };
    }),
  ];
}

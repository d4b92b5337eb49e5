/** GitHub App endpoints Probot and @octokit/auth-app call: the app, installations, tokens. */
import { route, type Route } from './router.js';
import { paginate, userJson, type SimState } from './state.js';
import { HttpError, type RouteContext } from './types.js';

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

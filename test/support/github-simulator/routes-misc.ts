/** Issue comments, reactions, check runs, collaborator permissions and GitHub App endpoints. */
import { route, type Route } from './router.js';
import { paginate, userJson, type SimState } from './state.js';
import {
  HttpError,
  type CheckRunSnapshot,
  type ReactionContent,
  type RouteContext,
  type SimCheckRun,
  type SimIssueComment,
  type SimReaction,
  type SimRepo,
} from './types.js';

const REACTIONS: readonly ReactionContent[] = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

export function miscRoutes(state: SimState): Route[] {
  const repoOf = (ctx: RouteContext): SimRepo => state.repo(ctx.params.owner ?? '', ctx.params.repo ?? '');

  const issueCommentJson = (ctx: RouteContext, repo: SimRepo, c: SimIssueComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}/issues/comments/${c.id}`,
    html_url: `https://github.example.com/${repo.owner}/${repo.name}/pull/${c.issue}#issuecomment-${c.id}`,
    issue_url: `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}/issues/${c.issue}`,
    body: c.body,
    user: userJson(c.user, ctx.baseUrl),
    created_at: c.created_at,
    updated_at: c.created_at,
    author_association: 'NONE',
  });

  const reactionJson = (ctx: RouteContext, r: SimReaction) => ({
    id: r.id,
    node_id: `REA_${r.id}`,
    user: userJson(r.user, ctx.baseUrl),
    content: r.content,
    created_at: r.created_at,
  });

  const checkRunJson = (ctx: RouteContext, repo: SimRepo, c: SimCheckRun) => ({
    id: c.id,
    node_id: `CR_${c.id}`,
    name: c.name,
    head_sha: c.head_sha,
    status: c.status,
    conclusion: c.conclusion,
    external_id: c.external_id,
    details_url: c.details_url,
    started_at: c.started_at,
    completed_at: c.completed_at,
    url: `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}/check-runs/${c.id}`,
    html_url: `https://github.example.com/${repo.owner}/${repo.name}/runs/${c.id}`,
    output: { title: c.title, summary: c.summary, text: c.text, annotations_count: 0 },
    app: { id: state.appId, slug: state.appSlug, name: state.appSlug },
  });

  const react = (subject: SimReaction['subject'], exists: (id: number) => boolean) => (ctx: RouteContext) => {
    repoOf(ctx);
    const commentId = Number(ctx.params.id);
    if (!exists(commentId)) throw new HttpError(404, 'Not Found');
    const content = str(obj(ctx.body).content) as ReactionContent | undefined;
    if (!content || !REACTIONS.includes(content)) throw new HttpError(422, 'Validation Failed', [{ field: 'content', code: 'invalid' }]);
    const same = state.reactions.find((r) => r.subject === subject && r.commentId === commentId && r.content === content && r.user.login === ctx.actor.login);
    // GitHub answers 200 with the existing reaction when the same user reacts twice.
    if (same) return { status: 200, body: reactionJson(ctx, same) };
    const created: SimReaction = { id: state.nextId(), subject, commentId, content, user: ctx.actor, created_at: state.now() };
    state.reactions.push(created);
    return { status: 201, body: reactionJson(ctx, created) };
  };
  const listReactions = (subject: SimReaction['subject']) => (ctx: RouteContext) => {
    const list = state.reactions.filter((r) => r.subject === subject && r.commentId === Number(ctx.params.id));
    const page = paginate(list, ctx.query, ctx.baseUrl, ctx.path);
    return { body: page.body.map((r) => reactionJson(ctx, r)), headers: page.headers };
  };

  const applyCheckRun = (run: SimCheckRun, body: Record<string, unknown>): void => {
    const output = obj(body.output);
    const status = str(body.status);
    if (status === 'queued' || status === 'in_progress' || status === 'completed') run.status = status;
    const conclusion = str(body.conclusion);
    if (conclusion) {
      run.conclusion = conclusion;
      run.status = 'completed';
      run.completed_at = str(body.completed_at) ?? state.now();
    }
    if (run.status === 'in_progress' && !run.started_at) run.started_at = state.now();
    run.title = str(output.title) ?? run.title;
    run.summary = str(output.summary) ?? run.summary;
    run.text = str(output.text) ?? run.text;
    run.external_id = str(body.external_id) ?? run.external_id;
    run.details_url = str(body.details_url) ?? run.details_url;
    run.name = str(body.name) ?? run.name;
    const snap: CheckRunSnapshot = { status: run.status, conclusion: run.conclusion, title: run.title, summary: run.summary };
    run.history.push(snap);
  };

  return [
    route('GET', '/repos/{owner}/{repo}/issues/{number}', (ctx) => {
      const repo = repoOf(ctx);
      const pull = state.pull(repo, ctx.params.number ?? '');
      const api = `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}`;
      return {
        body: {
          id: pull.id, node_id: `I_${pull.id}`, number: pull.number, title: pull.title, body: pull.body, state: pull.state,
          user: userJson(pull.user, ctx.baseUrl), url: `${api}/issues/${pull.number}`, locked: false,
          comments: state.issueComments.filter((c) => c.issue === pull.number).length,
          pull_request: { url: `${api}/pulls/${pull.number}`, html_url: `https://github.example.com/${repo.owner}/${repo.name}/pull/${pull.number}`, diff_url: null, patch_url: null },
        },
      };
    }),
    route('GET', '/repos/{owner}/{repo}/issues/{number}/comments', (ctx) => {
      const repo = repoOf(ctx);
      const pull = state.pull(repo, ctx.params.number ?? '');
      const page = paginate(state.issueComments.filter((c) => c.issue === pull.number), ctx.query, ctx.baseUrl, ctx.path);
      return { body: page.body.map((c) => issueCommentJson(ctx, repo, c)), headers: page.headers };
    }),
    route('POST', '/repos/{owner}/{repo}/issues/{number}/comments', (ctx) => {
      const repo = repoOf(ctx);
      const pull = state.pull(repo, ctx.params.number ?? '');
      const body = str(obj(ctx.body).body);
      if (body === undefined) throw new HttpError(422, 'Validation Failed', [{ field: 'body', code: 'missing_field' }]);
      const c: SimIssueComment = { id: state.nextId(), issue: pull.number, body, user: ctx.actor, created_at: state.now() };
      state.issueComments.push(c);
      return { status: 201, body: issueCommentJson(ctx, repo, c) };
    }),
    route('GET', '/repos/{owner}/{repo}/issues/comments/{id}', (ctx) => {
      const repo = repoOf(ctx);
      const c = state.issueComments.find((x) => x.id === Number(ctx.params.id));
      if (!c) throw new HttpError(404, 'Not Found');
      return { body: issueCommentJson(ctx, repo, c) };
    }),
    route('PATCH', '/repos/{owner}/{repo}/issues/comments/{id}', (ctx) => {
      const repo = repoOf(ctx);
      const c = state.issueComments.find((x) => x.id === Number(ctx.params.id));
      if (!c) throw new HttpError(404, 'Not Found');
      c.body = str(obj(ctx.body).body) ?? c.body;
      return { body: issueCommentJson(ctx, repo, c) };
    }),
    route('POST', '/repos/{owner}/{repo}/issues/comments/{id}/reactions', react('issue_comment', (id) => state.issueComments.some((c) => c.id === id))),
    route('GET', '/repos/{owner}/{repo}/issues/comments/{id}/reactions', listReactions('issue_comment')),
    route('POST', '/repos/{owner}/{repo}/pulls/comments/{id}/reactions', react('review_comment', (id) => state.reviewComments.some((c) => c.id === id))),
    route('GET', '/repos/{owner}/{repo}/pulls/comments/{id}/reactions', listReactions('review_comment')),

    route('POST', '/repos/{owner}/{repo}/check-runs', async (ctx) => {
      const repo = repoOf(ctx);
      const body = obj(ctx.body);
      const name = str(body.name);
      const headSha = str(body.head_sha);
      if (!name || !headSha) throw new HttpError(422, 'Validation Failed', ['name and head_sha are required']);
      const run: SimCheckRun = {
        id: state.nextId(), name, head_sha: await state.commitOf(repo, headSha), status: 'queued', conclusion: null,
        title: null, summary: null, text: null, external_id: null, details_url: null, started_at: null, completed_at: null, history: [],
      };
      applyCheckRun(run, body);
      state.checkRuns.push(run);
      return { status: 201, body: checkRunJson(ctx, repo, run) };
    }),
    route('PATCH', '/repos/{owner}/{repo}/check-runs/{id}', (ctx) => {
      const repo = repoOf(ctx);
      const run = state.checkRuns.find((c) => c.id === Number(ctx.params.id));
      if (!run) throw new HttpError(404, 'Not Found');
      applyCheckRun(run, obj(ctx.body));
      return { body: checkRunJson(ctx, repo, run) };
    }),
    route('GET', '/repos/{owner}/{repo}/check-runs/{id}', (ctx) => {
      const repo = repoOf(ctx);
      const run = state.checkRuns.find((c) => c.id === Number(ctx.params.id));
      if (!run) throw new HttpError(404, 'Not Found');
      return { body: checkRunJson(ctx, repo, run) };
    }),
    route('GET', '/repos/{owner}/{repo}/commits/{ref}/check-runs', async (ctx) => {
      const repo = repoOf(ctx);
      const sha = await state.commitOf(repo, ctx.params.ref ?? '');
      const runs = state.checkRuns.filter((c) => c.head_sha === sha);
      return { body: { total_count: runs.length, check_runs: runs.map((c) => checkRunJson(ctx, repo, c)) } };
    }),

    route('GET', '/repos/{owner}/{repo}/collaborators/{username}/permission', (ctx) => {
      repoOf(ctx);
      const login = ctx.params.username ?? '';
      const role = state.roles.get(login.toLowerCase()) ?? 'none';
      const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
      return { body: { permission, role_name: role, user: userJson(state.user(login), ctx.baseUrl) } };
    }),

  ];
}

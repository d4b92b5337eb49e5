/** Pull requests, their files, reviews and review comments, with GitHub's line validation. */
import { diffHunkUpTo, findHunk, hunkRanges, pullFiles } from './diff.js';
import { pullJsonBuilders } from './pull-json.js';
import { resolveCommit } from './git.js';
import { route, type Route } from './router.js';
import { paginate, type SimState } from './state.js';
import { HttpError, type RouteContext, type SimPull, type SimRepo, type SimReview, type SimReviewComment } from './types.js';

const LINE_NOT_IN_DIFF = 'Pull request review thread line must be part of the diff';
const START_NOT_IN_DIFF = 'Pull request review thread start line must be part of the diff';
const SAME_HUNK = 'Pull request review thread start line must be part of the same hunk as the line.';
const TOO_LONG = 'Body is too long (maximum is 65536 characters)';
const MAX_BODY = 65_536;
const PATH_UNKNOWN = 'Pull request review thread path could not be resolved';

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
const side = (v: unknown): 'LEFT' | 'RIGHT' | undefined => (v === 'LEFT' || v === 'RIGHT' ? v : undefined);
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

export function pullRoutes(state: SimState): Route[] {
  const repoOf = (ctx: RouteContext): SimRepo => state.repo(ctx.params.owner ?? '', ctx.params.repo ?? '');
  const pullOf = (ctx: RouteContext): { repo: SimRepo; pull: SimPull } => {
    const repo = repoOf(ctx);
    return { repo, pull: state.pull(repo, ctx.params.number ?? '') };
  };
  const { headRepo, shas, pullJson, reviewJson, commentJson } = pullJsonBuilders(state);

  /** Validates one comment against the PR diff at `commitId` the way GitHub does; returns the stored comment. */
  const makeComment = async (ctx: RouteContext, repo: SimRepo, p: SimPull, commitId: string, raw: unknown, reviewId: number | null) => {
    const c = obj(raw);
    const path = str(c.path);
    const body = str(c.body);
    const line = num(c.line);
    if (!path || body === undefined || line === undefined) throw new HttpError(422, 'Unprocessable Entity', ['path, line and body are required']);
    if (body.length > MAX_BODY) throw new HttpError(422, 'Validation Failed', [TOO_LONG]);
    const s = side(c.side) ?? 'RIGHT';
    const startLine = num(c.start_line);
    const startSide = side(c.start_side) ?? (startLine !== undefined ? s : undefined);
    const base = await state.commitOf(repo, p.baseRef);
    const file = (await pullFiles(repo.dir, base, commitId)).find((f) => f.filename === path);
    if (!file) throw new HttpError(422, 'Unprocessable Entity', [PATH_UNKNOWN]);
    const hunks = hunkRanges(file.patch);
    const end = findHunk(hunks, s, line);
    if (end < 0) throw new HttpError(422, 'Unprocessable Entity', [LINE_NOT_IN_DIFF]);
    if (startLine !== undefined) {
      if (startLine >= line && startSide === s) throw new HttpError(422, 'Unprocessable Entity', ['start_line must precede line']);
      const start = findHunk(hunks, startSide ?? s, startLine);
      if (start < 0) throw new HttpError(422, 'Unprocessable Entity', [START_NOT_IN_DIFF]);
      if (start !== end) throw new HttpError(422, 'Unprocessable Entity', [SAME_HUNK]);
    }
    const hunk = hunks[end];
    const stored: SimReviewComment = {
      id: state.nextId(),
      pull_request_review_id: reviewId,
      pull: p.number,
      path,
      line,
      start_line: startLine ?? null,
      side: s,
      start_side: startSide ?? null,
      body,
      commit_id: commitId,
      original_commit_id: commitId,
      diff_hunk: hunk ? diffHunkUpTo(hunk, s, line) : '',
      user: ctx.actor,
      created_at: state.now(),
    };
    return stored;
  };

  const commitIdFor = async (repo: SimRepo, p: SimPull, body: Record<string, unknown>): Promise<string> => {
    const given = str(body.commit_id);
    if (given === undefined) return (await shas(repo, p)).head;
    const sha = await resolveCommit(headRepo(p).dir, given);
    if (!sha) throw new HttpError(422, 'Unprocessable Entity', [`No commit found for SHA: ${given}`]);
    return sha;
  };

  return [
    route('GET', '/repos/{owner}/{repo}/pulls', async (ctx) => {
      const repo = repoOf(ctx);
      const wanted = ctx.query.get('state') ?? 'open';
      const list = [...state.pulls.values()].filter((p) => wanted === 'all' || p.state === wanted);
      const page = paginate(list, ctx.query, ctx.baseUrl, ctx.path);
      return { body: await Promise.all(page.body.map((p) => pullJson(ctx, repo, p))), headers: page.headers };
    }),
    route('GET', '/repos/{owner}/{repo}/pulls/{number}', async (ctx) => {
      const { repo, pull } = pullOf(ctx);
      return { body: await pullJson(ctx, repo, pull) };
    }),
    route('GET', '/repos/{owner}/{repo}/pulls/{number}/files', async (ctx) => {
      const { repo, pull } = pullOf(ctx);
      const { head, base } = await shas(repo, pull);
      const files = await pullFiles(repo.dir, base, head);
      const api = `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}`;
      const page = paginate(files, ctx.query, ctx.baseUrl, ctx.path);
      const body = page.body.map((f) => ({
        ...f,
        blob_url: `https://github.example.com/${repo.owner}/${repo.name}/blob/${head}/${f.filename}`,
        raw_url: `https://github.example.com/${repo.owner}/${repo.name}/raw/${head}/${f.filename}`,
        contents_url: `${api}/contents/${f.filename}?ref=${head}`,
      }));
      return { body, headers: page.headers };
    }),
    route('GET', '/repos/{owner}/{repo}/pulls/{number}/reviews', (ctx) => {
      const { repo, pull } = pullOf(ctx);
      const page = paginate(state.reviews.filter((r) => r.pull === pull.number), ctx.query, ctx.baseUrl, ctx.path);
      return { body: page.body.map((r) => reviewJson(ctx, repo, r)), headers: page.headers };
    }),
    route('POST', '/repos/{owner}/{repo}/pulls/{number}/reviews', async (ctx) => {
      const { repo, pull } = pullOf(ctx);
      const body = obj(ctx.body);
      const commitId = await commitIdFor(repo, pull, body);
      const event = str(body.event);
      const reviewId = state.nextId();
      const rawComments = Array.isArray(body.comments) ? (body.comments as unknown[]) : [];
      const text = str(body.body) ?? '';
      if (text.length > MAX_BODY) throw new HttpError(422, 'Validation Failed', [TOO_LONG]);
      if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && text === '' && rawComments.length === 0) {
        throw new HttpError(422, 'Unprocessable Entity', [`Review body is required when the event is ${event}`]);
      }
      // All comments validate before anything is stored: GitHub rejects the whole review on one bad line.
      const comments = await Promise.all(rawComments.map((c) => makeComment(ctx, repo, pull, commitId, c, reviewId)));
      const stateName = event === 'APPROVE' ? 'APPROVED' : event === 'REQUEST_CHANGES' ? 'CHANGES_REQUESTED' : event === 'COMMENT' ? 'COMMENTED' : 'PENDING';
      const review: SimReview = { id: reviewId, pull: pull.number, body: str(body.body) ?? '', state: stateName, commit_id: commitId, user: ctx.actor, submitted_at: state.now() };
      state.reviews.push(review);
      state.reviewComments.push(...comments);
      return { body: reviewJson(ctx, repo, review) };
    }),
    route('GET', '/repos/{owner}/{repo}/pulls/{number}/reviews/{id}/comments', async (ctx) => {
      const { repo, pull } = pullOf(ctx);
      const list = state.reviewComments.filter((c) => c.pull === pull.number && c.pull_request_review_id === Number(ctx.params.id));
      const page = paginate(list, ctx.query, ctx.baseUrl, ctx.path);
      return { body: await Promise.all(page.body.map((c) => commentJson(ctx, repo, c))), headers: page.headers };
    }),
    route('GET', '/repos/{owner}/{repo}/pulls/{number}/comments', async (ctx) => {
      const { repo, pull } = pullOf(ctx);
      const page = paginate(state.reviewComments.filter((c) => c.pull === pull.number), ctx.query, ctx.baseUrl, ctx.path);
      return { body: await Promise.all(page.body.map((c) => commentJson(ctx, repo, c))), headers: page.headers };
    }),
    route('POST', '/repos/{owner}/{repo}/pulls/{number}/comments', async (ctx) => {
      const { repo, pull } = pullOf(ctx);
      const body = obj(ctx.body);
      const comment = await makeComment(ctx, repo, pull, await commitIdFor(repo, pull, body), body, null);
      state.reviewComments.push(comment);
      return { status: 201, body: await commentJson(ctx, repo, comment) };
    }),
    route('POST', '/repos/{owner}/{repo}/pulls/{number}/comments/{id}/replies', async (ctx) => {
      const { repo, pull } = pullOf(ctx);
      const parent = state.reviewComments.find((c) => c.id === Number(ctx.params.id) && c.pull === pull.number);
      if (!parent) throw new HttpError(404, 'Not Found');
      const reply: SimReviewComment = { ...parent, id: state.nextId(), pull_request_review_id: null, body: str(obj(ctx.body).body) ?? '', in_reply_to_id: parent.id, user: ctx.actor, created_at: state.now() };
      state.reviewComments.push(reply);
      return { status: 201, body: await commentJson(ctx, repo, reply) };
    }),
    route('GET', '/repos/{owner}/{repo}/pulls/comments/{id}', async (ctx) => {
      const repo = repoOf(ctx);
      const c = state.reviewComments.find((x) => x.id === Number(ctx.params.id));
      if (!c) throw new HttpError(404, 'Not Found');
      return { body: await commentJson(ctx, repo, c) };
    }),
  ];
}

/** GitHub's JSON for pulls, reviews and review comments (with outdated-comment handling). */
import { fileText } from './diff.js';
import { resolveCommit } from './git.js';
import { repoJson, userJson, type SimState } from './state.js';
import type { RouteContext, SimPull, SimRepo, SimReview, SimReviewComment } from './types.js';

export function pullJsonBuilders(state: SimState) {
  const headRepo = (p: SimPull): SimRepo => {
    const [o, n] = p.headRepo.split('/');
    return state.repo(o ?? '', n ?? '');
  };
  const shas = async (repo: SimRepo, p: SimPull) => ({
    head: await state.commitOf(headRepo(p), p.headRef),
    base: await state.commitOf(repo, p.baseRef),
  });

  const pullJson = async (ctx: RouteContext, repo: SimRepo, p: SimPull) => {
    const { head, base } = await shas(repo, p);
    const api = `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}`;
    const hr = headRepo(p);
    return {
      url: `${api}/pulls/${p.number}`,
      id: p.id,
      node_id: `PR_${p.id}`,
      number: p.number,
      html_url: `https://github.example.com/${repo.owner}/${repo.name}/pull/${p.number}`,
      state: p.state,
      locked: false,
      title: p.title,
      body: p.body,
      user: userJson(p.user, ctx.baseUrl),
      draft: p.draft,
      merged: false,
      head: { label: `${hr.owner}:${p.headRef}`, ref: p.headRef, sha: head, user: userJson(state.user(hr.owner), ctx.baseUrl), repo: repoJson(state, hr, ctx.baseUrl) },
      base: { label: `${repo.owner}:${p.baseRef}`, ref: p.baseRef, sha: base, user: userJson(state.user(repo.owner), ctx.baseUrl), repo: repoJson(state, repo, ctx.baseUrl) },
    };
  };

  const reviewJson = (ctx: RouteContext, repo: SimRepo, r: SimReview) => ({
    id: r.id,
    node_id: `PRR_${r.id}`,
    user: userJson(r.user, ctx.baseUrl),
    body: r.body,
    state: r.state,
    commit_id: r.commit_id,
    submitted_at: r.submitted_at,
    html_url: `https://github.example.com/${repo.owner}/${repo.name}/pull/${r.pull}#pullrequestreview-${r.id}`,
    pull_request_url: `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}/pulls/${r.pull}`,
    author_association: 'NONE',
  });

  /**
   * After a push GitHub keeps a comment on its lines when they are unchanged at the new head
   * (commit_id moves forward) and marks it outdated otherwise (line and position become null).
   * Approximation: lines are compared at the same numbers, without following moved lines.
   */
  const currentView = async (repo: SimRepo, c: SimReviewComment) => {
    const p = state.pulls.get(c.pull);
    const head = p ? await resolveCommit(headRepo(p).dir, p.headRef) : undefined;
    if (!head || head === c.original_commit_id || c.side === 'LEFT' || c.line === null) return { commit_id: c.commit_id, line: c.line, start_line: c.start_line };
    const from = c.start_line ?? c.line;
    const [before, after] = await Promise.all([fileText(repo.dir, c.original_commit_id, c.path), fileText(repo.dir, head, c.path)]);
    const slice = (t: string | undefined) => t?.split('\n').slice(from - 1, c.line ?? from).join('\n');
    return slice(before) !== undefined && slice(before) === slice(after)
      ? { commit_id: head, line: c.line, start_line: c.start_line }
      : { commit_id: c.original_commit_id, line: null, start_line: null };
  };

  const commentJson = async (ctx: RouteContext, repo: SimRepo, c: SimReviewComment) => {
    const view = await currentView(repo, c);
    return {
      id: c.id,
      node_id: `PRRC_${c.id}`,
      url: `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}/pulls/comments/${c.id}`,
      pull_request_review_id: c.pull_request_review_id,
      diff_hunk: c.diff_hunk,
      path: c.path,
      position: view.line === null ? null : 1,
      original_position: 1,
      commit_id: view.commit_id,
      original_commit_id: c.original_commit_id,
      user: userJson(c.user, ctx.baseUrl),
      body: c.body,
      created_at: c.created_at,
      updated_at: c.created_at,
      html_url: `https://github.example.com/${repo.owner}/${repo.name}/pull/${c.pull}#discussion_r${c.id}`,
      pull_request_url: `${ctx.baseUrl}/repos/${repo.owner}/${repo.name}/pulls/${c.pull}`,
      author_association: 'NONE',
      start_line: view.start_line,
      original_start_line: c.start_line,
      start_side: c.start_side,
      line: view.line,
      original_line: c.line,
      side: c.side,
      subject_type: 'line',
      ...(c.in_reply_to_id !== undefined ? { in_reply_to_id: c.in_reply_to_id } : {}),
    };
  };

  return { headRepo, shas, pullJson, reviewJson, commentJson };
}

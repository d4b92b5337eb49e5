/** Repository, git trees, git blobs and contents endpoints, read from the git object store. */
import { randomBytes } from 'node:crypto';
import { archiveReply, type ArchiveFault } from './archive-faults.js';
import { lsTree, objectType, readBlob, resolveCommit, treeOfCommit } from './git.js';
import { route, type Route } from './router.js';
import { base64Lines, repoJson, type SimState } from './state.js';
import { HttpError, type RouteContext, type SimRepo } from './types.js';

export interface GitRouteOptions {
  /** When set, recursive tree responses keep only this many entries and say `truncated: true`. */
  treeTruncateAt?: () => number | undefined;
  /** A hostile archive for the codeload route (archive-faults.ts); undefined: git's own. */
  archiveFault?: () => ArchiveFault | undefined;
}

const wantsRaw = (ctx: RouteContext): boolean => /application\/vnd\.github(\.v3)?\.raw/.test(String(ctx.headers.accept ?? ''));

/** A tree SHA for a commit SHA, branch name or tree SHA (GitHub's trees endpoint accepts all three). */
async function treeOf(repo: SimRepo, ref: string): Promise<string> {
  const type = await objectType(repo.dir, ref);
  if (type === 'tree') return ref;
  const commit = (await resolveCommit(repo.dir, ref)) ?? '';
  if (!commit) throw new HttpError(404, 'Not Found');
  return treeOfCommit(repo.dir, commit);
}

export function gitRoutes(state: SimState, opts: GitRouteOptions = {}): Route[] {
  const codeloadTokens = new Set<string>();
  const repoOf = (ctx: RouteContext): SimRepo => state.repo(ctx.params.owner ?? '', ctx.params.repo ?? '');
  const api = (ctx: RouteContext, r: SimRepo): string => `${ctx.baseUrl}/repos/${r.owner}/${r.name}`;

  /** The commit an archive ref names, and the repository holding it (a fork's PR head lives in the fork). */
  const archiveCommit = async (r: SimRepo, ref: string): Promise<{ repo: SimRepo; sha: string } | undefined> => {
    const pull = /^(?:refs\/)?pull\/(\d+)\/head$/.exec(ref);
    if (pull !== null) {
      const p = r === state.baseRepo ? state.pulls.get(Number(pull[1])) : undefined;
      if (p === undefined) return undefined;
      const [o, n] = p.headRepo.split('/');
      const head = state.repo(o ?? '', n ?? '');
      const sha = await resolveCommit(head.dir, p.headRef);
      return sha ? { repo: head, sha } : undefined;
    }
    const sha = await resolveCommit(r.dir, ref);
    return sha ? { repo: r, sha } : undefined;
  };

  return [
    route('GET', '/repos/{owner}/{repo}', (ctx) => ({ body: repoJson(state, repoOf(ctx), ctx.baseUrl) })),

    route('GET', '/repos/{owner}/{repo}/git/trees/{sha}', async (ctx) => {
      const r = repoOf(ctx);
      const tree = await treeOf(r, ctx.params.sha ?? '');
      const recursive = ctx.query.has('recursive') && !['0', 'false'].includes(ctx.query.get('recursive') ?? '');
      const entries = recursive
        ? await lsTree(r.dir, tree)
        : (await lsTree(r.dir, tree)).filter((e) => !e.path.includes('/'));
      const limit = recursive ? opts.treeTruncateAt?.() : undefined;
      const kept = limit !== undefined ? entries.slice(0, limit) : entries;
      return {
        body: {
          sha: tree,
          url: `${api(ctx, r)}/git/trees/${tree}`,
          tree: kept.map((e) => ({
            path: e.path,
            mode: e.mode,
            type: e.type,
            sha: e.sha,
            ...(e.type === 'blob' ? { size: e.size, url: `${api(ctx, r)}/git/blobs/${e.sha}` } : {}),
            ...(e.type === 'tree' ? { url: `${api(ctx, r)}/git/trees/${e.sha}` } : {}),
          })),
          truncated: limit !== undefined && entries.length > limit,
        },
      };
    }),

    route('GET', '/repos/{owner}/{repo}/git/blobs/{sha}', async (ctx) => {
      const r = repoOf(ctx);
      const sha = ctx.params.sha ?? '';
      if ((await objectType(r.dir, sha)) !== 'blob') throw new HttpError(404, 'Not Found');
      const content = await readBlob(r.dir, sha);
      if (wantsRaw(ctx)) return { raw: content, contentType: 'application/vnd.github.raw' };
      return {
        body: {
          sha,
          node_id: `B_${sha.slice(0, 12)}`,
          size: content.length,
          url: `${api(ctx, r)}/git/blobs/${sha}`,
          content: base64Lines(content),
          encoding: 'base64',
        },
      };
    }),

    route('GET', '/repos/{owner}/{repo}/contents/{path+}', async (ctx) => contents(ctx, repoOf(ctx), ctx.params.path ?? '')),
    route('GET', '/repos/{owner}/{repo}/contents', async (ctx) => contents(ctx, repoOf(ctx), '')),

    route('GET', '/repos/{owner}/{repo}/commits/{ref}', async (ctx) => {
      const r = repoOf(ctx);
      const sha = await resolveCommit(r.dir, ctx.params.ref ?? '');
      if (!sha) throw new HttpError(404, 'No commit found for SHA: ' + (ctx.params.ref ?? ''));
      const tree = await treeOf(r, sha);
      return { body: { sha, url: `${api(ctx, r)}/commits/${sha}`, commit: { tree: { sha: tree } } } };
    }),

    // As on GitHub: the API answers 302 to a short-lived codeload URL that carries its own token and
    // names the ref as asked (codeload resolves it when the download starts: a push in between moves
    // it). A pull request's `pull/N/head` (or `refs/pull/N/head`) names its head, as GitHub's hidden ref does.
    route('GET', '/repos/{owner}/{repo}/tarball/{ref+}', async (ctx) => {
      const r = repoOf(ctx);
      const ref = ctx.params.ref ?? '';
      if (!(await archiveCommit(r, ref))) throw new HttpError(404, 'Not Found');
      const token = randomBytes(12).toString('hex');
      codeloadTokens.add(token);
      return { status: 302, headers: { location: `${ctx.baseUrl}/_codeload/${r.owner}/${r.name}/legacy.tar.gz/${ref.split('/').map(encodeURIComponent).join('/')}?token=${token}` }, body: undefined };
    }),

    // The archive's top folder is `{owner}-{repo}-{sha7}` and git's global pax header says the whole commit.
    route('GET', '/_codeload/{owner}/{repo}/legacy.tar.gz/{ref+}', async (ctx) => {
      const r = repoOf(ctx);
      if (!codeloadTokens.delete(ctx.query.get('token') ?? '')) throw new HttpError(404, 'Not Found');
      const found = await archiveCommit(r, ctx.params.ref ?? '');
      if (!found) throw new HttpError(404, 'Not Found');
      const prefix = `${r.owner}-${r.name}-${found.sha.slice(0, 7)}/`;
      return { ...(await archiveReply(opts.archiveFault?.(), found.repo, found.sha, prefix)), contentType: 'application/x-gzip' };
    }),
  ];
}

async function contents(ctx: RouteContext, r: SimRepo, path: string) {
  const ref = ctx.query.get('ref') ?? r.defaultBranch;
  const commit = await resolveCommit(r.dir, ref);
  if (!commit) throw new HttpError(404, `No commit found for the ref ${ref}`);
  const clean = path.replace(/\/+$/, '');
  const entries = await lsTree(r.dir, commit);
  const api = `${ctx.baseUrl}/repos/${r.owner}/${r.name}`;
  const entryJson = (e: { path: string; sha: string; type: string; size: number | undefined }) => ({
    type: e.type === 'tree' ? 'dir' : 'file',
    size: e.size ?? 0,
    name: e.path.split('/').pop() ?? e.path,
    path: e.path,
    sha: e.sha,
    url: `${api}/contents/${e.path}?ref=${ref}`,
    git_url: `${api}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`,
    html_url: `https://github.example.com/${r.owner}/${r.name}/blob/${ref}/${e.path}`,
    download_url: e.type === 'tree' ? null : `https://raw.example.com/${r.owner}/${r.name}/${ref}/${e.path}`,
  });
  const file = entries.find((e) => e.path === clean && e.type === 'blob');
  if (file) {
    const content = await readBlob(r.dir, file.sha);
    if (wantsRaw(ctx)) return { raw: content, contentType: 'application/vnd.github.raw; charset=utf-8' };
    return { body: { ...entryJson(file), content: base64Lines(content), encoding: 'base64' } };
  }
  const isDir = clean === '' || entries.some((e) => e.path === clean && e.type === 'tree');
  if (!isDir) throw new HttpError(404, 'Not Found');
  const prefix = clean === '' ? '' : `${clean}/`;
  const children = entries.filter((e) => e.path.startsWith(prefix) && !e.path.slice(prefix.length).includes('/'));
  return { body: children.map(entryJson) };
}

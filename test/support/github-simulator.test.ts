import { generateKeyPairSync } from 'node:crypto';
import { Octokit } from '@octokit/rest';
import { Probot, ProbotOctokit } from 'probot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  asProbotEvent,
  createTestRepo,
  issueCommentCreated,
  pullRequestEvent,
  reviewCommentCreated,
  sampleRepoOptions,
  startGitHubSimulator,
  type GitHubSimulator,
  type TestRepo,
} from './github-simulator/index.js';
import { gitAsyncForks } from './github-simulator/git.js';
import { blobsQuery } from '../../src/adapters/github/graphql-blobs.js';

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;
const o = { owner: 'octo-org', repo: 'sample' };
const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  repo = createTestRepo(sampleRepoOptions());
  sim = await startGitHubSimulator({ repo, roles: { maintainer: 'write', visitor: 'read', boss: 'maintain' } });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

describe('GitHub simulator through @octokit/rest', () => {
  it('serves the repository, a recursive tree from git ls-tree and base64 blobs', async () => {
    const { data: r } = await octokit.rest.repos.get(o);
    expect(r.default_branch).toBe('main');
    const { data: tree } = await octokit.rest.git.getTree({ ...o, tree_sha: repo.headSha, recursive: '1' });
    expect(tree.truncated).toBe(false);
    const paths = tree.tree.filter((e) => e.type === 'blob').map((e) => e.path);
    expect(paths.sort()).toEqual(['.github/dycoder.yml', 'README.md', 'assets/logo.png', 'pkg/__init__.py', 'pkg/models.py', 'pkg/text.py', 'pkg/util.py']);
    const text = tree.tree.find((e) => e.path === 'pkg/text.py');
    const { data: blob } = await octokit.rest.git.getBlob({ ...o, file_sha: text?.sha ?? '' });
    expect(blob.encoding).toBe('base64');
    expect(Buffer.from(blob.content, 'base64').toString('utf8')).toBe(repo.show(repo.headSha, 'pkg/text.py'));
    expect(blob.size).toBe(text?.size);
    await expect(octokit.rest.git.getBlob({ ...o, file_sha: 'f'.repeat(40) })).rejects.toMatchObject({ status: 404 });
  });

  it('serves contents by ref, directory listings and 404 for missing files', async () => {
    const { data } = await octokit.rest.repos.getContent({ ...o, path: '.github/dycoder.yml' });
    expect(Array.isArray(data) ? undefined : data.type).toBe('file');
    const onMain = octokit.rest.repos.getContent({ ...o, path: 'pkg/text.py', ref: 'main' });
    await expect(onMain).rejects.toMatchObject({ status: 404 });
    const onHead = await octokit.rest.repos.getContent({ ...o, path: 'pkg/text.py', ref: repo.headSha });
    expect(Array.isArray(onHead.data) ? 'dir' : onHead.data.type).toBe('file');
    const dir = await octokit.rest.repos.getContent({ ...o, path: 'pkg' });
    expect(Array.isArray(dir.data) ? dir.data.map((e) => e.name).sort() : []).toEqual(['__init__.py', 'models.py', 'util.py']);
  });

  it('serves the pull, and its files paginated with Link headers', async () => {
    const { data: pr } = await octokit.rest.pulls.get({ ...o, pull_number: 1 });
    expect(pr.head.sha).toBe(repo.headSha);
    expect(pr.base.ref).toBe('main');
    const first = await octokit.rest.pulls.listFiles({ ...o, pull_number: 1, per_page: 1 });
    expect(first.headers.link).toContain('rel="next"');
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, { ...o, pull_number: 1, per_page: 1 });
    expect(files.map((f) => [f.filename, f.status])).toEqual([['pkg/models.py', 'modified'], ['pkg/text.py', 'added']]);
    expect(files[1]?.patch?.startsWith('@@ -0,0 +1,12 @@')).toBe(true);
  });

  it('stores reviews and rejects lines outside the diff with 422 like GitHub', async () => {
    const ok = await octokit.rest.pulls.createReview({
      ...o, pull_number: 1, event: 'COMMENT', body: 'hello', commit_id: repo.headSha,
      comments: [{ path: 'pkg/text.py', start_line: 5, line: 6, side: 'RIGHT', start_side: 'RIGHT', body: 'x' }],
    });
    expect(ok.data.state).toBe('COMMENTED');
    const bad = octokit.rest.pulls.createReview({
      ...o, pull_number: 1, event: 'COMMENT', body: 'no',
      comments: [{ path: 'pkg/models.py', line: 3, side: 'RIGHT', body: 'outside the hunk' }],
    });
    await expect(bad).rejects.toMatchObject({ status: 422, message: expect.stringContaining('Pull request review thread line must be part of the diff') as unknown });
    const tooLong = octokit.rest.pulls.createReview({ ...o, pull_number: 1, event: 'COMMENT', body: 'x'.repeat(65_537) });
    await expect(tooLong).rejects.toMatchObject({ status: 422 });
    await expect(octokit.rest.pulls.createReview({ ...o, pull_number: 1, event: 'COMMENT' })).rejects.toMatchObject({ status: 422 });
    const reviews = await octokit.rest.pulls.listReviews({ ...o, pull_number: 1 });
    expect(reviews.data.map((r) => r.body)).toEqual(['hello']);
    const comments = await octokit.rest.pulls.listReviewComments({ ...o, pull_number: 1 });
    expect(comments.data.map((c) => [c.path, c.start_line, c.line, c.pull_request_review_id])).toEqual([['pkg/text.py', 5, 6, ok.data.id]]);
    expect(comments.data[0]?.diff_hunk.split('\n').at(-1)).toBe('+    pass');
  });

  it('issue comments, reactions, check runs and permissions', async () => {
    const c = await octokit.rest.issues.createComment({ ...o, issue_number: 1, body: 'hi' });
    const r1 = await octokit.rest.reactions.createForIssueComment({ ...o, comment_id: c.data.id, content: 'eyes' });
    const r2 = await octokit.rest.reactions.createForIssueComment({ ...o, comment_id: c.data.id, content: 'eyes' });
    expect([r1.status, r2.status, r2.data.id]).toEqual([201, 200, r1.data.id]);
    const list = await octokit.rest.issues.listComments({ ...o, issue_number: 1 });
    expect(list.data.map((x) => x.body)).toContain('hi');
    const run = await octokit.rest.checks.create({ ...o, name: 'DyCoder', head_sha: repo.headSha, status: 'queued' });
    await octokit.rest.checks.update({ ...o, check_run_id: run.data.id, status: 'in_progress', output: { title: 'Working', summary: 'retrieving' } });
    await octokit.rest.checks.update({ ...o, check_run_id: run.data.id, conclusion: 'success', output: { title: 'Done', summary: '2 suggestions' } });
    const stored = sim.state.checkRuns.find((x) => x.id === run.data.id);
    expect(stored?.history.map((h) => h.status)).toEqual(['queued', 'in_progress', 'completed']);
    const perms = await Promise.all(['maintainer', 'visitor', 'boss', 'stranger'].map((username) => octokit.rest.repos.getCollaboratorPermissionLevel({ ...o, username })));
    expect(perms.map((p) => [p.data.permission, p.data.role_name])).toEqual([['write', 'write'], ['read', 'read'], ['write', 'maintain'], ['none', 'none']]);
  });

  it('injects failures, records requests and moves the PR head', async () => {
    sim.resetRequests();
    sim.failNext({ method: 'GET', path: /\/pulls\/1$/, kind: 'server-error' });
    await expect(octokit.rest.pulls.get({ ...o, pull_number: 1 })).rejects.toMatchObject({ status: 500 });
    sim.failNext({ path: /\/pulls\/1$/, kind: 'rate-limit' });
    await expect(octokit.rest.pulls.get({ ...o, pull_number: 1 })).rejects.toMatchObject({ status: 403, response: { headers: { 'x-ratelimit-remaining': '0' } } });
    const newHead = sim.pushToPull(1, { 'pkg/text.py': 'def count_words(text):\n    return len(text.split())\n' });
    const { data: pr } = await octokit.rest.pulls.get({ ...o, pull_number: 1 });
    expect(pr.head.sha).toBe(newHead);
    expect(sim.count({ route: 'GET /repos/{owner}/{repo}/pulls/{number}' })).toBe(3);
    expect(sim.requests.map((r) => r.status)).toEqual([500, 403, 200]);
    console.log('simulator request counts', sim.countsByRoute());
  });
});

describe('GitHub simulator: git reads remembered without going stale', () => {
  it('answers repeated reads of a head without forking git again, and sees a push at once', async () => {
    const own = createTestRepo(sampleRepoOptions());
    const s = await startGitHubSimulator({ repo: own });
    try {
      const gh = new Octokit({ baseUrl: s.url, auth: 'ghs_test', log: quiet });
      const graphqlBlob = async (head: string): Promise<string | undefined> => {
        const res = await fetch(`${s.url}/graphql`, {
          method: 'POST',
          headers: { authorization: 'token ghs_test', 'content-type': 'application/json' },
          body: JSON.stringify({ query: blobsQuery(1), variables: { owner: o.owner, name: o.repo, e0: `${head}:pkg/text.py` } }),
        });
        const body = z.object({ data: z.object({ repository: z.object({ f0: z.object({ text: z.string() }).nullable() }) }) }).parse(await res.json());
        return body.data.repository.f0?.text;
      };
      const reads = async (): Promise<{ head: string; text: string | undefined; branchText: unknown }> => {
        const { data: pr } = await gh.rest.pulls.get({ ...o, pull_number: 1 });
        await gh.rest.pulls.listFiles({ ...o, pull_number: 1 });
        await gh.rest.git.getTree({ ...o, tree_sha: pr.head.sha, recursive: '1' });
        const { data: file } = await gh.rest.repos.getContent({ ...o, path: 'pkg/text.py', ref: pr.head.ref, mediaType: { format: 'raw' } });
        return { head: pr.head.sha, text: await graphqlBlob(pr.head.sha), branchText: file };
      };
      const first = await reads();
      const forks = gitAsyncForks();
      const again = await reads();
      // Every read of the same head (PR JSON, files, tree, contents by branch, GraphQL by commit) is remembered.
      expect(again).toEqual(first);
      expect(gitAsyncForks()).toBe(forks);
      // A push is a write: branch names resolve afresh, and every read sees the new head.
      const text = 'def count_words(text):\n    return len(text.split())\n';
      const newHead = s.pushToPull(1, { 'pkg/text.py': text });
      const after = await reads();
      expect(after.head).toBe(newHead);
      expect(after.head).not.toBe(first.head);
      expect(after.text).toBe(text);
      expect(after.branchText).toBe(text);
    } finally {
      await s.close();
      own.cleanup();
    }
  });
});

describe('GitHub simulator through Probot', () => {
  it('authenticates as an installation, reads config from the default branch and receives example payloads', async () => {
    const own = createTestRepo(sampleRepoOptions());
    const s = await startGitHubSimulator({ repo: own, roles: { maintainer: 'admin' } });
    try {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
      const probot = new Probot({ appId: s.appId, privateKey, baseUrl: s.url, Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false } }) });
      const seen: unknown[] = [];
      await probot.load((app) => {
        app.on('issue_comment.created', async (context) => {
          const config = await context.config<{ maxHops?: number }>('dycoder.yml');
          const perm = await context.octokit.rest.repos.getCollaboratorPermissionLevel(context.repo({ username: context.payload.comment.user?.login ?? '' }));
          await context.octokit.rest.reactions.createForIssueComment(context.repo({ comment_id: context.payload.comment.id, content: 'eyes' }));
          seen.push(['comment', context.payload.issue.pull_request !== undefined, config?.maxHops, perm.data.permission]);
        });
        app.on('pull_request_review_comment.created', (context) => {
          seen.push(['review-comment', context.payload.comment.path, context.payload.comment.line]);
        });
        app.on('pull_request.synchronize', (context) => {
          seen.push(['sync', context.payload.after === s.headSha(1), context.payload.installation?.id]);
        });
      });
      const ic = issueCommentCreated(s, { body: '/dycoder implement', login: 'maintainer' });
      await probot.receive(asProbotEvent('issue_comment', ic.payload));
      const rc = reviewCommentCreated(s, { body: '/dycoder implement', path: 'pkg/text.py', line: 6 });
      await probot.receive(asProbotEvent('pull_request_review_comment', rc.payload));
      await probot.receive(asProbotEvent('pull_request', pullRequestEvent(s, 'synchronize')));
      expect(seen).toEqual([['comment', true, 2, 'admin'], ['review-comment', 'pkg/text.py', 6], ['sync', true, s.installationId]]);
      const tokenCall = s.requests.find((r) => r.route === 'POST /app/installations/{id}/access_tokens');
      expect(tokenCall?.auth).toBe('jwt');
      const configCall = s.requests.find((r) => r.path.endsWith('/contents/.github/dycoder.yml'));
      expect(configCall?.query.ref).toBeUndefined();
      expect(s.state.reactions.map((r) => [r.commentId, r.content])).toEqual([[ic.comment.id, 'eyes']]);
      console.log('probot request counts', s.countsByRoute());
    } finally {
      await s.close();
      own.cleanup();
    }
  });
});

describe('GitHub simulator: strict auth, GHES prefix and outdated comments', () => {
  it('requires a JWT signed by the app key for /app routes and an issued token elsewhere', async () => {
    const own = createTestRepo(sampleRepoOptions());
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const s = await startGitHubSimulator({ repo: own, strictAuth: { key: privateKey }, pathPrefix: '/api/v3' });
    try {
      expect(s.url.endsWith('/api/v3')).toBe(true);
      const stranger = new Octokit({ baseUrl: s.url, auth: 'ghs_forged', log: quiet });
      await expect(stranger.rest.pulls.get({ ...o, pull_number: 1 })).rejects.toMatchObject({ status: 401 });
      const other = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
      const impostor = new Probot({ appId: s.appId, privateKey: other.privateKey, baseUrl: s.url, Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false } }) });
      await expect((await impostor.auth(s.installationId)).rest.pulls.get({ ...o, pull_number: 1 })).rejects.toMatchObject({ status: 401 });
      const probot = new Probot({ appId: s.appId, privateKey, baseUrl: s.url, Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false } }) });
      const gh = await probot.auth(s.installationId);
      const { data } = await gh.rest.pulls.get({ ...o, pull_number: 1 });
      expect(data.head.sha).toBe(own.headSha);
      expect(s.requests.map((r) => [r.route, r.status])).toEqual([
        ['GET /repos/{owner}/{repo}/pulls/{number}', 401],
        ['POST /app/installations/{id}/access_tokens', 401],
        ['POST /app/installations/{id}/access_tokens', 201],
        ['GET /repos/{owner}/{repo}/pulls/{number}', 200],
      ]);
    } finally {
      await s.close();
      own.cleanup();
    }
  });

  it("lets Probot's retry and throttling plugins recover from injected 500s and secondary rate limits", async () => {
    const seen: string[] = [];
    const gh = new ProbotOctokit({
      auth: { token: 'ghs_test' }, baseUrl: sim.url, log: quiet,
      retry: { enabled: true },
      throttle: { enabled: true, onRateLimit: () => true, onSecondaryRateLimit: (after: number) => {
        seen.push(`secondary ${after}s`);
        return true;
      } },
    });
    sim.resetRequests();
    sim.failNext({ path: /\/issues\/1$/, kind: 'secondary', waitSeconds: 1 });
    sim.failNext({ path: /\/issues\/1$/, kind: 'server-error' });
    const { data } = await gh.rest.issues.get({ ...o, issue_number: 1 });
    expect(data.pull_request).toBeDefined();
    expect(sim.requests.map((r) => r.status)).toEqual([403, 500, 200]);
    expect(seen).toEqual(['secondary 1s']);
  });

  it('keeps a comment on unchanged lines after a push and marks it outdated when its lines change', async () => {
    const own = createTestRepo(sampleRepoOptions());
    const s = await startGitHubSimulator({ repo: own });
    try {
      const gh = new Octokit({ baseUrl: s.url, auth: 'ghs_test', log: quiet });
      await gh.rest.pulls.createReview({ ...o, pull_number: 1, event: 'COMMENT', commit_id: own.headSha, comments: [
        { path: 'pkg/text.py', line: 6, body: 'on pass' },
        { path: 'pkg/text.py', line: 12, body: 'on ...' },
      ] });
      const text = own.show(own.headSha, 'pkg/text.py') ?? '';
      const newHead = s.pushToPull(1, { 'pkg/text.py': text.replace('        ...', '        return []') });
      const { data } = await gh.rest.pulls.listReviewComments({ ...o, pull_number: 1 });
      expect(data.map((c) => [c.body, c.line ?? null, c.original_line, c.commit_id])).toEqual([
        ['on pass', 6, 6, newHead],
        ['on ...', null, 12, own.headSha],
      ]);
    } finally {
      await s.close();
      own.cleanup();
    }
  });
});


import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubFeedback } from '../../../src/adapters/github/feedback.js';
import { addedLinesByPath, listPullFiles } from '../../../src/adapters/github/pull-files.js';
import { createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';
import { hunkRanges } from '../../support/github-simulator/diff.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({
    files: { ...sampleBaseFiles, 'old/name.py': 'def kept():\n    return 1\n' + 'x = 1\n'.repeat(10) },
    prFiles: { ...samplePrFiles, 'README.md': null, 'old/name.py': null, 'new/name.py': 'def kept():\n    return 1\n' + 'x = 1\n'.repeat(10) },
    mainCommits: [{ 'pkg/util.py': '# main moved on\n' }],
  });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

describe('PR files', () => {
  it('pages through pulls/files and parses each patch', async () => {
    let calls = 0;
    const files = await listPullFiles({ octokit, owner: sim.owner, repo: sim.name, pull: 1, perPage: 2, onRequest: () => void (calls += 1) });
    expect(files.map((f) => [f.path, f.status, f.previousPath ?? null])).toEqual([
      ['README.md', 'removed', null],
      ['new/name.py', 'renamed', 'old/name.py'],
      ['pkg/models.py', 'modified', null],
      ['pkg/text.py', 'added', null],
    ]);
    expect(calls).toBe(2);
    expect(sim.count({ route: 'GET /repos/{owner}/{repo}/pulls/{number}/files' })).toBe(2);
    // main moved after the branch was cut: like GitHub, the diff is against the merge base only.
    expect(files.some((f) => f.path === 'pkg/util.py')).toBe(false);
    const added = addedLinesByPath(files);
    expect([...(added.get('pkg/text.py') ?? [])]).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(added.has('README.md')).toBe(false);
  });

  it('agrees with the RIGHT-side ranges read from the hunk headers of git diff', async () => {
    const files = await listPullFiles({ octokit, owner: sim.owner, repo: sim.name, pull: 1 });
    const { data: raw } = await octokit.rest.pulls.listFiles({ owner: sim.owner, repo: sim.name, pull_number: 1 });
    for (const f of files) {
      const expected = hunkRanges(raw.find((r) => r.filename === f.path)?.patch).flatMap((h) => Array.from({ length: h.right[1] - h.right[0] + 1 }, (_, i) => h.right[0] + i));
      expect([...f.lines.right]).toEqual(expected);
    }
  });
});

describe('GitHub feedback', () => {
  it('reacts on issue and review comments, never throws on a failed reaction', async () => {
    const fb = createGitHubFeedback({ octokit, owner: sim.owner, repo: sim.name });
    const ic = sim.addIssueComment(1, '/dycoder implement', 'maintainer');
    const rc = sim.addReviewComment(1, { path: 'pkg/text.py', line: 6, body: '/dycoder implement', login: 'maintainer' });
    expect(await fb.react({ kind: 'issue-comment', id: ic.id }, 'eyes')).toBe(true);
    expect(await fb.react({ kind: 'review-comment', id: rc.id }, 'rocket')).toBe(true);
    expect(await fb.react({ kind: 'issue-comment', id: 999_999 }, 'confused')).toBe(false);
    expect(sim.state.reactions.map((r) => [r.subject, r.commentId, r.content])).toEqual([['issue_comment', ic.id, 'eyes'], ['review_comment', rc.id, 'rocket']]);
  });

  it('moves the DyCoder check run queued → in_progress → completed, and posts a comment', async () => {
    const fb = createGitHubFeedback({ octokit, owner: sim.owner, repo: sim.name });
    const id = await fb.createCheck(repo.headSha, { title: 'Queued', summary: 'Waiting for a worker.' }, 'job-1');
    await fb.progressCheck(id, { title: 'Retrieving', summary: 'Walking the dependency graph.' });
    await fb.completeCheck(id, 'neutral', { title: 'Nothing to do', summary: 'No stubs in this PR.' });
    const run = sim.state.checkRuns.find((r) => r.id === id);
    expect(run).toMatchObject({ name: 'DyCoder', head_sha: repo.headSha, conclusion: 'neutral', external_id: 'job-1' });
    expect(run?.history.map((h) => [h.status, h.title])).toEqual([['queued', 'Queued'], ['in_progress', 'Retrieving'], ['completed', 'Nothing to do']]);
    const commentId = await fb.comment(1, 'DyCoder could not read `.github/dycoder.yml`: `maxHops` must be a number.');
    expect(sim.state.issueComments.find((c) => c.id === commentId)?.body).toContain('maxHops');
  });
});

import { execFileSync } from 'node:child_process';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImplementationReview, SuggestedImplementation } from '../../../src/core/ports.js';
import { parsePatch } from '../../../src/core/review/diff-hunks.js';
import { listPullFiles } from '../../../src/adapters/github/pull-files.js';
import { createGitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { contentsReader, createGitHubReviewPublisher } from '../../../src/adapters/github/review-publisher.js';
import { createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const TEXT = [
  'from pkg.util import Tokenizer, normalize',
  '',
  '',
  'def count_words(text: str) -> int:',
  '    """Count the words of text after normalizing it."""',
  '    pass',
  '',
  '',
  'class Stats:',
  '    def top_words(self, text: str, n: int = 3) -> list[str]:',
  '        """The n most frequent words."""',
  '        # TODO: implement',
  '        raise NotImplementedError',
  '',
  '',
  'def fence(text: str) -> str:',
  '    ...',
  '',
].join('\n');

const SUGGESTIONS: SuggestedImplementation[] = [
  { file: 'pkg/text.py', qualname: 'count_words', defLine: 4, bodyRange: { start: 6, end: 6 }, originalBody: '    pass', newBody: '    return len(normalize(text).split())', notes: [] },
  {
    file: 'pkg/text.py', qualname: 'Stats.top_words', defLine: 10, bodyRange: { start: 12, end: 13 },
    originalBody: '        # TODO: implement\n        raise NotImplementedError',
    newBody: ['        counts: dict[str, int] = {}', '        for word in Tokenizer().split(normalize(text)):', '            counts[word] = counts.get(word, 0) + 1', '        return sorted(counts, key=lambda w: (-counts[w], w))[:n]'].join('\n'),
    notes: ['Uses Tokenizer from pkg/util.py.'],
  },
  { file: 'pkg/text.py', qualname: 'fence', defLine: 16, bodyRange: { start: 17, end: 17 }, originalBody: '    ...', newBody: '    return "```" + text + "```"', notes: [] },
  { file: 'pkg/models.py', qualname: 'legacy_total', defLine: 1, bodyRange: { start: 3, end: 3 }, originalBody: '    pass', newBody: '    return sum(values)', notes: [] },
];

const reviewOf = (suggestions: SuggestedImplementation[], marker = 'dycoder:feedface00000000'): ImplementationReview => ({
  headSha: '', suggestions, skipped: [], graphs: [{ target: 'pkg/text.py:count_words', nodes: 2, edges: 1, hops: 1, mermaid: 'graph LR\n  n0 -->|calls| n1' }],
  usage: { promptTokens: 100, completionTokens: 20, contextTokens: 80 }, filesRead: 3, totalFiles: 7, model: 'scripted', ms: 1500, marker,
});

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({ files: sampleBaseFiles, prFiles: { ...samplePrFiles, 'pkg/text.py': TEXT } });
  // PR #2 has the same change on its own branch, so a push to it leaves PR #1 alone.
  repo.commit('second', { ...samplePrFiles, 'pkg/text.py': TEXT });
  sim = await startGitHubSimulator({ repo, pulls: [{ number: 1 }, { number: 2, headRef: 'second' }] });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
beforeEach(() => sim.resetState());
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const publisherAt = (headSha: string, readRef = headSha, extra = {}, pull = 1) => {
  const source = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: readRef });
  return createGitHubReviewPublisher({ octokit, owner: sim.owner, repo: sim.name, pull, headSha, readFileAtHead: (p) => source.readFile(p), ...extra });
};

/** Applies GitHub-stored suggestion comments to a file the way "Commit suggestion" does. */
function applySuggestions(text: string, comments: Array<{ start_line?: number | null; line?: number | null; body: string }>): string {
  const lines = text.split('\n');
  const sorted = [...comments].sort((a, b) => (b.line ?? 0) - (a.line ?? 0));
  for (const c of sorted) {
    const m = /^(`{3,})suggestion\n([\s\S]*?)\n\1$/m.exec(c.body);
    const end = c.line ?? 0;
    const start = c.start_line ?? end;
    lines.splice(start - 1, end - start + 1, ...(m?.[2] ?? '').split('\n'));
  }
  return lines.join('\n');
}

describe('GitHub review publisher', () => {
  it('posts one COMMENT review with suggestions on the right lines; applying them gives valid Python', async () => {
    sim.resetRequests();
    const result = await publisherAt(repo.headSha).publish(reviewOf(SUGGESTIONS));
    console.log('publish requests', sim.countsByRoute());
    expect(result).toMatchObject({ posted: true, reviewId: expect.any(Number) as unknown });
    expect(sim.count({ route: 'POST /repos/{owner}/{repo}/pulls/{number}/reviews' })).toBe(1);
    const [stored] = sim.state.reviews;
    expect(stored).toMatchObject({ state: 'COMMENTED', commit_id: repo.headSha });
    const { data: comments } = await octokit.rest.pulls.listReviewComments({ owner: sim.owner, repo: sim.name, pull_number: 1 });
    expect(comments.map((c) => [c.path, c.start_line ?? null, c.line, c.side])).toEqual([
      ['pkg/text.py', null, 6, 'RIGHT'],
      ['pkg/text.py', 12, 13, 'RIGHT'],
      ['pkg/text.py', null, 17, 'RIGHT'],
    ]);
    expect(comments[2]?.body).toContain('````suggestion\n    return "```" + text + "```"\n````');
    const applied = applySuggestions(TEXT, comments);
    expect(applied).toContain('    return len(normalize(text).split())\n');
    expect(applied).toContain('        """The n most frequent words."""\n        counts: dict[str, int] = {}\n');
    execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: applied });
    // The stub outside the hunks is a diff in the body, not a comment.
    expect(stored?.body).toContain('```diff\n@@ -3,1 +3,1 @@ legacy_total\n-    pass\n+    return sum(values)\n```');
    expect(stored?.body).toContain('<!-- dycoder:feedface00000000 -->');
  });

  it('does not post twice for the same marker', async () => {
    await publisherAt(repo.headSha).publish(reviewOf(SUGGESTIONS));
    sim.resetRequests();
    const again = await publisherAt(repo.headSha).publish(reviewOf(SUGGESTIONS));
    expect(again).toMatchObject({ posted: false, reason: 'already posted for this head', reviewId: sim.state.reviews[0]?.id });
    expect(sim.countsByRoute()).toEqual({ 'GET /repos/{owner}/{repo}/pulls/{number}/reviews': 1 });
    expect(sim.state.reviews).toHaveLength(1);
  });

  it('ignores the marker when a person quotes it in their own review', async () => {
    sim.state.reviews.push({ id: 1, pull: 1, body: 'copying <!-- dycoder:feedface00000000 -->', state: 'COMMENTED', commit_id: repo.headSha, user: sim.state.user('someone'), submitted_at: sim.state.now() });
    const result = await publisherAt(repo.headSha).publish(reviewOf(SUGGESTIONS.slice(0, 1)));
    expect(result.posted).toBe(true);
    expect(sim.state.reviews.map((r) => r.user.type)).toEqual(['User', 'Bot']);
    expect(sim.state.reviews[1]?.body).toContain('- `pkg/text.py` · `count_words`: suggestion on line 6');
  });

  it('skips a stub whose lines changed at the head, with a note, and posts the rest', async () => {
    const oldHead = sim.headSha(2);
    const newHead = sim.pushToPull(2, { 'pkg/text.py': TEXT.replace('    pass', '    return 0  # done by hand') });
    const result = await publisherAt(oldHead, newHead, {}, 2).publish(reviewOf(SUGGESTIONS.slice(0, 2)));
    expect(result.posted).toBe(true);
    const comments = sim.state.reviewComments;
    expect(comments.map((c) => c.line)).toEqual([13]);
    expect(sim.state.reviews[0]?.body).toMatch(/`count_words`: The stub changed since DyCoder read it/);
  });

  it('falls back to body diffs when GitHub answers 422 for an inline comment', async () => {
    const files = await listPullFiles({ octokit, owner: sim.owner, repo: sim.name, pull: 1 });
    // A wrong view of the diff (claims lines 1-5 of models.py changed) makes GitHub reject the review.
    const wrong = files.map((f) => (f.path === 'pkg/models.py' ? { ...f, lines: parsePatch('@@ -1,5 +1,5 @@\n a\n b\n-c\n+c\n d\n e') } : f));
    sim.resetRequests();
    const result = await publisherAt(repo.headSha, repo.headSha, { files: wrong }).publish(reviewOf(SUGGESTIONS));
    expect(result.posted).toBe(true);
    expect(sim.requests.filter((r) => r.method === 'POST' && r.route !== 'POST /graphql').map((r) => r.status)).toEqual([422, 200]);
    expect(sim.state.reviewComments).toHaveLength(0);
    const body = sim.state.reviews[0]?.body ?? '';
    expect(body).toContain('did not accept these suggestions as inline comments');
    expect(body.match(/^```diff$/gm)).toHaveLength(3);
    expect(body).toContain('````diff');
  });

  it('posts no review when every target was skipped (its marker would silence a rerun), and reads files via contents when asked', async () => {
    const publisher = createGitHubReviewPublisher({ octokit, owner: sim.owner, repo: sim.name, pull: 1, headSha: repo.headSha, readFileAtHead: contentsReader(octokit, sim.owner, sim.name, repo.headSha) });
    const result = await publisher.publish({ ...reviewOf([]), skipped: [{ file: 'pkg/text.py', qualname: 'count_words', reason: 'The model did not answer.' }] });
    expect(result).toEqual({ posted: false, reason: 'no suggestion' });
    expect(sim.state.reviews).toHaveLength(0);
    expect(await contentsReader(octokit, sim.owner, sim.name, repo.headSha)('missing.py')).toBeUndefined();
  });
  describe('publishing on the critical path (issue 24)', () => {
    const REVIEWS = 'GET /repos/{owner}/{repo}/pulls/{number}/reviews';
    const POST = 'POST /repos/{owner}/{repo}/pulls/{number}/reviews';

    it('holding the pull request\'s turn, publishes on the listing it made at the start: one reviews listing per job', async () => {
      const files = await listPullFiles({ octokit, owner: sim.owner, repo: sim.name, pull: 1 });
      sim.resetRequests();
      const publisher = publisherAt(repo.headSha, repo.headSha, { files, reuseEarlierListing: true });
      const suggested = await publisher.suggestedEarlier();
      expect(suggested({ file: 'pkg/text.py', qualname: 'count_words' })).toBe(false);
      const result = await publisher.publish(reviewOf(SUGGESTIONS));
      expect(result.posted).toBe(true);
      expect(sim.count({ route: REVIEWS })).toBe(1);
      expect(sim.count({ route: POST })).toBe(1);
      // The listing precedes the POST; the POST is the only write.
      const order = sim.requests.filter((r) => r.route === REVIEWS || r.route === POST).map((r) => r.route);
      expect(order).toEqual([REVIEWS, POST]);
    });

    it('without the turn, or when the early listing failed, lists again before posting (and finds its own review)', async () => {
      const files = await listPullFiles({ octokit, owner: sim.owner, repo: sim.name, pull: 1 });
      await publisherAt(repo.headSha, repo.headSha, { files }).publish(reviewOf(SUGGESTIONS));
      sim.resetRequests();
      const plain = publisherAt(repo.headSha, repo.headSha, { files });
      await plain.suggestedEarlier();
      expect(await plain.publish(reviewOf(SUGGESTIONS))).toMatchObject({ posted: false, reason: 'already posted for this head' });
      expect(sim.count({ route: REVIEWS })).toBe(2);

      sim.resetRequests();
      sim.failNext({ method: 'GET', path: `/repos/${sim.owner}/${sim.name}/pulls/1/reviews`, kind: 'server-error' });
      const failed = publisherAt(repo.headSha, repo.headSha, { files, reuseEarlierListing: true });
      await expect(failed.suggestedEarlier()).rejects.toThrow();
      expect(await failed.publish(reviewOf(SUGGESTIONS))).toMatchObject({ posted: false, reason: 'already posted for this head' });
      expect(sim.count({ route: REVIEWS })).toBe(2);
      expect(sim.state.reviews).toHaveLength(1);
    });

    it('checks and renders the review while the head check is answered, and posts nothing when the head moved', async () => {
      const files = await listPullFiles({ octokit, owner: sim.owner, repo: sim.name, pull: 1 });
      const source = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha });
      await source.readFile('pkg/text.py');
      let answerHeadCheck: (reason: string | undefined) => void = () => undefined;
      const headCheck = new Promise<string | undefined>((resolve) => (answerHeadCheck = resolve));
      const readsBeforeAnswer: string[] = [];
      let answered = false;
      const publisher = createGitHubReviewPublisher({
        octokit, owner: sim.owner, repo: sim.name, pull: 1, headSha: repo.headSha, files,
        readFileAtHead: (p) => {
          if (!answered) readsBeforeAnswer.push(p);
          return source.readFile(p);
        },
        precondition: () => headCheck,
      });
      sim.resetRequests();
      const publishing = publisher.publish(reviewOf(SUGGESTIONS));
      for (let i = 0; i < 200 && readsBeforeAnswer.length === 0; i += 1) await new Promise((r) => setTimeout(r, 5));
      answered = true;
      answerHeadCheck('a newer commit was pushed');
      expect(await publishing).toEqual({ posted: false, reason: 'a newer commit was pushed' });
      // The stub lines were re-read while the head check was out; nothing was written.
      expect(readsBeforeAnswer).toContain('pkg/text.py');
      expect(sim.count({ route: POST })).toBe(0);
      expect(sim.state.reviews).toHaveLength(0);
    });
  });
});

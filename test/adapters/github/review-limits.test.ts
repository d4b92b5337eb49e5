/**
 * Issue 19, item 8: GitHub's text limits are met before sending. A suggestion longer than a
 * review comment may be (65,536 characters) goes to the review body alone, and every other
 * suggestion keeps its inline place (GitHub would 422 the whole review); a failure comment or a
 * check-run summary over its limit is cut with a note instead of being refused.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubFeedback } from '../../../src/adapters/github/feedback.js';
import { createGitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { createGitHubReviewPublisher } from '../../../src/adapters/github/review-publisher.js';
import { CHECK_TEXT_LIMIT, COMMENT_BODY_LIMIT } from '../../../src/adapters/github/text-limits.js';
import type { ImplementationReview, SuggestedImplementation } from '../../../src/core/ports.js';
import { createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const TEXT = ['def small(a):', '    pass', '', '', 'def huge(b):', '    pass', ''].join('\n');

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({ files: sampleBaseFiles, prFiles: { ...samplePrFiles, 'pkg/limits.py': TEXT } });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const bodyLines = (n: number): string => Array.from({ length: n }, (_, i) => `    x_${i} = ${i}  # a line of a very long implementation`).join('\n');

describe("GitHub's text limits", () => {
  it('an oversized suggestion goes to the body alone; the other stays inline; one POST, no 422', async () => {
    const head = sim.headSha(1);
    const huge = `${bodyLines(2_000)}\n    return b`;
    expect(huge.length).toBeGreaterThan(COMMENT_BODY_LIMIT);
    const suggestions: SuggestedImplementation[] = [
      { file: 'pkg/limits.py', qualname: 'small', defLine: 1, bodyRange: { start: 2, end: 2 }, originalBody: '    pass', newBody: '    return a + 1', notes: [] },
      { file: 'pkg/limits.py', qualname: 'huge', defLine: 5, bodyRange: { start: 6, end: 6 }, originalBody: '    pass', newBody: huge, notes: [] },
    ];
    const review: ImplementationReview = {
      headSha: head, suggestions, skipped: [], graphs: [], usage: { promptTokens: 1, completionTokens: 1, contextTokens: 1 },
      filesRead: 1, totalFiles: 1, model: 'scripted', ms: 1, marker: 'dycoder:0123456789abcdef',
    };
    const source = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: head });
    const publisher = createGitHubReviewPublisher({ octokit, owner: sim.owner, repo: sim.name, pull: 1, headSha: head, readFileAtHead: (p) => source.readFile(p), logger: quiet });
    const result = await publisher.publish(review);

    expect(result.posted).toBe(true);
    const posts = sim.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/pulls/1/reviews'));
    expect(posts.map((r) => r.status)).toEqual([200]);
    const sent = posts[0]!.body as { body: string; comments: Array<{ body: string; line: number }> };
    expect(sent.comments.map((c) => c.line)).toEqual([2]);
    expect(sent.comments.every((c) => c.body.length <= COMMENT_BODY_LIMIT)).toBe(true);
    expect(sent.body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT);
    expect(sent.body).toContain('dycoder:0123456789abcdef');
    expect(sent.body).toMatch(/`huge`/);
  });

  it('a failure comment and a check-run summary over their limits are cut with a note, not refused', async () => {
    const feedback = createGitHubFeedback({ octokit, owner: sim.owner, repo: sim.name });
    const long = Array.from({ length: 20_000 }, (_, i) => `line ${i} of a long reason`).join('\n');
    await feedback.comment(1, long);
    const id = await feedback.createCheck(sim.headSha(1), { title: 'x'.repeat(400), summary: long, text: long });
    await feedback.completeCheck(id, 'failure', { title: 'Failed', summary: long });
    const comment = sim.requests.find((r) => r.method === 'POST' && r.path.endsWith('/issues/1/comments'))!.body as { body: string };
    expect(comment.body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT);
    expect(comment.body).toMatch(/truncated/);
    for (const r of sim.requests.filter((q) => q.path.includes('/check-runs'))) {
      const output = (r.body as { output: { title: string; summary: string; text?: string } }).output;
      expect(output.title.length).toBeLessThanOrEqual(255);
      expect(output.summary.length).toBeLessThanOrEqual(CHECK_TEXT_LIMIT);
      expect((output.text ?? '').length).toBeLessThanOrEqual(CHECK_TEXT_LIMIT);
    }
  });
});

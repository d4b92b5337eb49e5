/**
 * Issue 11, cases 5–7 end to end (real Probot, Redis, simulator, scripted model): a pathological
 * `paths` glob is refused when the config is read and the most complex glob allowed matches a
 * deep path within a second; GitHub's `retry-after` is waited out before the job's next attempt;
 * ``` inside a JSON answer never breaks or truncates a suggestion; a 200 KB answer is refused
 * whole and every model call is capped in output tokens.
 */
import { describe, expect, it } from 'vitest';
import { RETRY_BACKOFF_TYPE } from '../../src/queue/implement-queue.js';
import type { ImplementJob } from '../../src/queue/implement-queue.js';
import { selectionFor } from '../../src/queue/github-pipeline.js';
import { parseRepoConfig } from '../../src/config/repo-config.js';
import { parsePatch } from '../../src/core/review/diff-hunks.js';
import { issueCommentCreated, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { reply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { BODIES, scriptedCoder } from '../app/scripted-coder.js';
import { waitForState } from '../queue/worker-harness.js';
import { botComments, startFaultWorker } from './fault-worker.js';

const e2e = useE2eStack();

const globOf = (segments: number): string => `${'**/a/'.repeat(segments)}**/b`;
const PATHOLOGICAL = globOf(15);

describe('globs', () => {
  it("the issue's pathological `paths` glob is refused when the config is read: one comment, no job", async () => {
    const h = await e2e.harness({ repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': `paths: ['${PATHOLOGICAL}']\n` }, prFiles: samplePrFiles } });
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    expect(await h.jobCount()).toBe(0);
    const comments = botComments(h);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatch(/"\*\*" segments; the limit is \d+/);
  });

  it('the most complex glob the config allows matches 200 deep paths of 1,000 segments within a second', () => {
    // The largest number of "**" the validation lets through.
    let segments = 1;
    while (parseRepoConfig({ paths: [globOf(segments + 1)] }).ok) segments += 1;
    const config = parseRepoConfig({ paths: [globOf(segments)], ignore: [globOf(segments)] });
    expect(config.ok).toBe(true);
    if (!config.ok) return;
    const deep = `${'a/'.repeat(1000)}c.py`;
    const files = Array.from({ length: 200 }, (_, i) => ({ path: `${i}/${deep}`, status: 'added' as const, sha: '', hasPatch: true, lines: parsePatch('@@ -0,0 +1 @@\n+x = 1') }));
    const job = { config: config.config, targets: [] } as unknown as ImplementJob;
    const started = performance.now();
    // Nothing matches (no "/b" segment), which is the case a backtracking matcher is slowest at.
    expect(() => selectionFor(job, files)).toThrow(/adds no .* lines DyCoder may look at/);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('rate limits', () => {
  it("a 403 secondary rate limit's retry-after is waited out before the job's next attempt", async () => {
    const h = await e2e.harness({ jobOptions: { attempts: 3, backoff: { type: RETRY_BACKOFF_TYPE, delay: 100 } } });
    e2e.openai.respondWith(scriptedCoder());
    const { jobId } = await e2e.comment('/dycoder implement');
    h.sim.resetRequests();
    h.sim.failNext({ method: 'GET', path: '/repos/octo-org/sample/pulls/1', kind: 'secondary', waitSeconds: 2 });
    await e2e.worker(startFaultWorker);
    const job = await waitForState(h, jobId!, ['completed', 'failed'], 60_000);
    expect(job.returnvalue).toMatchObject({ status: 'done', reviewed: true });
    const reads = h.sim.requests.filter((r) => r.method === 'GET' && r.path === '/repos/octo-org/sample/pulls/1');
    expect(reads[0]?.status).toBe(403);
    expect(reads[1]!.timestamp - reads[0]!.timestamp).toBeGreaterThanOrEqual(2000);
    expect(h.sim.state.reviews).toHaveLength(1);
  });
});

describe('model answers', () => {
  it('``` inside a JSON answer: the whole body is suggested, in a fence longer than any backtick run', async () => {
    const h = await e2e.harness();
    const body = "fence = '```'\nreturn len(normalize(text).split()) if fence else 0";
    e2e.openai.respondWith((req) => {
      const text = req.messages.map((m) => m.content).join('\n');
      return /Implement the body of `count_words`/.test(text) ? reply.json({ body }) : scriptedCoder()(req);
    });
    await e2e.implement('/dycoder implement', { start: startFaultWorker });
    const comment = h.sim.state.reviewComments.find((c) => c.line === 6)!;
    expect(comment.body).toContain("````suggestion\n    fence = '```'\n    return len(normalize(text).split()) if fence else 0\n````");
  });

  it('a 200 KB answer is refused whole (no suggestion cut from it), and every call caps its output tokens', async () => {
    const h = await e2e.harness();
    const huge = `${'# padding\n'.repeat(20_000)}return 0`;
    e2e.openai.respondWith((req) => {
      const text = req.messages.map((m) => m.content).join('\n');
      return /Implement the body of `count_words`/.test(text) ? reply.content(huge) : scriptedCoder()(req);
    });
    await e2e.implement('/dycoder implement', { start: startFaultWorker });
    expect(h.sim.state.reviews).toHaveLength(1);
    const review = h.sim.state.reviews[0]!;
    expect(review.body).toMatch(/`pkg\/text\.py` · `count_words`: The model's answer was too large \(200\d+ characters/);
    expect(review.body.length).toBeLessThan(65_536);
    // Only the other stub got a suggestion, and it is whole.
    const comments = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id);
    expect(comments.map((c) => c.line)).toEqual([12]);
    expect(comments[0]!.body).toContain(BODIES['Stats.top_words']!.split('\n')[2]!.trim());
    const caps = e2e.openai.requests.map((r) => Number(r.body.max_tokens ?? r.body.max_completion_tokens));
    expect(caps.length).toBeGreaterThan(0);
    expect(caps.every((n) => n > 0 && n <= 4096)).toBe(true);
  });
});

/**
 * The product end to end, all real parts: a Probot instance receiving webhook payloads, the
 * GitHub simulator backed by a git repository with a PR that adds stubs, a real redis-server,
 * the worker runtime with the production pipeline (GitHub repo source, retrieval, generation
 * through the openai SDK against the local scripted server, review publisher).
 */
import { describe, expect, it } from 'vitest';
import { blobReads, issueCommentCreated, pullRequestEvent, reviewCommentCreated, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { scriptedCoder } from './scripted-coder.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

describe('end to end: comment → queue → worker → review', () => {
  it('posts one review with suggestions on the stub bodies, using 1 tree call and only the blobs it reads', async () => {
    const h = await e2e.harness();
    const started = Date.now();
    const { payload, comment } = issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' });
    await h.deliver('issue_comment', payload);
    const [queued] = await h.queue.queue.getJobs(['waiting']);
    h.sim.resetRequests();
    await e2e.worker();
    const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 60_000);
    expect(job.failedReason).toBeUndefined();
    expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
    const commentToReviewMs = Date.now() - started;

    expect(h.sim.state.reviews).toHaveLength(1);
    const review = h.sim.state.reviews[0]!;
    expect(review.commit_id).toBe(h.sim.headSha(1));
    const comments = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id);
    const byLine = comments.map((c) => ({ path: c.path, line: c.line, start: c.start_line, side: c.side })).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    // pkg/text.py: count_words' body is line 6 (`    pass`), Stats.top_words' body is line 12 (`        ...`).
    expect(byLine).toEqual([
      { path: 'pkg/text.py', line: 6, start: null, side: 'RIGHT' },
      { path: 'pkg/text.py', line: 12, start: null, side: 'RIGHT' },
    ]);
    const countWords = comments.find((c) => c.line === 6)!.body;
    expect(countWords).toContain('```suggestion\n    return len(normalize(text).split())\n```');
    const topWords = comments.find((c) => c.line === 12)!.body;
    expect(topWords).toContain('        for word in Tokenizer().split(normalize(text)):\n            counts[word] = counts.get(word, 0) + 1');
    expect(review.body).toContain('mermaid');

    // Feedback: 👀 then 🚀 on the command; check run queued → … → completed success.
    expect(h.sim.state.reactions.filter((r) => r.commentId === comment.id).map((r) => r.content)).toEqual(['eyes', 'rocket']);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });

    const counts = h.sim.countsByRoute();
    const trees = counts['GET /repos/{owner}/{repo}/git/trees/{sha}'] ?? 0;
    // Files come in rounds, each round one GraphQL request (REST blob calls for what it cannot answer).
    const reads = blobReads(h.sim.requests);
    const blobs = reads.total;
    const filesInRepo = new Set([...Object.keys(sampleBaseFiles), ...Object.keys(samplePrFiles)]).size;
    console.log(
      `worker requests for one job: ${h.sim.requests.length} (${trees} tree + ${blobs} blobs of ${filesInRepo} files in the repository; the rest: token, PR, files, check run, review, reaction)`,
      counts,
      `comment → review: ${commentToReviewMs} ms`,
    );
    expect(trees).toBe(1);
    expect(blobs).toBeGreaterThan(0);
    // Python files in the snapshot: pkg/__init__.py, pkg/util.py, pkg/models.py, pkg/text.py.
    expect(blobs).toBeLessThanOrEqual(4);
    expect(counts['POST /repos/{owner}/{repo}/pulls/{number}/reviews']).toBe(1);
    // No file was read twice: blobs are cached by SHA.
    expect(new Set(reads.graphqlPaths).size).toBe(reads.graphqlPaths.length);
    expect(new Set(reads.restShas).size).toBe(reads.restShas.length);
    expect(reads.graphqlRequests).toBeLessThanOrEqual(blobs);
  });

  it('a redelivered webhook and a double comment produce one review', async () => {
    const h = await e2e.harness();
    const first = issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' });
    await h.deliver('issue_comment', first.payload);
    await h.deliver('issue_comment', first.payload);
    await e2e.worker();
    const [job] = await h.queue.queue.getJobs(['waiting', 'active', 'completed']);
    await waitForState(h, job!.id!, ['completed'], 60_000);
    // A second comment after the run: same head, same targets → same job id, still kept → no new run.
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'writer' }).payload);
    await new Promise((r) => setTimeout(r, 500));
    expect(h.sim.state.reviews).toHaveLength(1);
    expect(await h.jobCount()).toBe(1);
  });

  /** A command whose job is inside its model calls (1.5 s each, at least `calls` of them out) when this returns. */
  async function jobInModelCalls(calls = 1) {
    const h = await e2e.harness();
    e2e.openai.respondWith(scriptedCoder(1500));
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const [job] = await h.queue.queue.getJobs(['waiting']);
    const read = h.sim.headSha(1);
    const before = e2e.openai.requests.length;
    await e2e.worker();
    while (e2e.openai.requests.length < before + calls) await new Promise((r) => setTimeout(r, 20));
    return { h, read, done: () => waitForState(h, job!.id!, ['completed', 'failed'], 60_000) };
  }

  it('a push while the job runs makes it stale: nothing is posted', async () => {
    const { h, read, done } = await jobInModelCalls();
    h.sim.pushToPull(1, { 'pkg/text.py': 'def count_words(text):\n    return 0\n' });
    // GitHub's webhook for the push, as it arrives while the model works (the job's head check reads it, head-moves.ts).
    await h.deliver('pull_request', pullRequestEvent(h.sim, 'synchronize', { before: read }));
    expect((await done()).returnvalue).toMatchObject({ status: 'stale', currentHead: h.sim.headSha(1) });
    expect(h.sim.state.reviews).toHaveLength(0);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ conclusion: 'skipped' });
  });

  it('a push by a bot while the job runs makes it stale too', async () => {
    const { h, read, done } = await jobInModelCalls();
    h.sim.pushToPull(1, { 'pkg/extra.py': 'X = 1\n' });
    const event = pullRequestEvent(h.sim, 'synchronize', { before: read });
    await h.deliver('pull_request', { ...event, sender: { ...event.sender, login: 'formatter[bot]', type: 'Bot' } });
    expect((await done()).returnvalue).toMatchObject({ status: 'stale', currentHead: h.sim.headSha(1) });
    expect(h.sim.state.reviews).toHaveLength(0);
    expect(h.sim.state.checkRuns[0]).toMatchObject({ conclusion: 'skipped' });
  });

  it('the stated race: a push whose webhook has not arrived when the job posts leaves the review on the commit the job read', async () => {
    // Both targets' model calls are out (the head read left with the last), and that read has been answered.
    const { h, read, done } = await jobInModelCalls(2);
    await new Promise((r) => setTimeout(r, 300));
    // GitHub has the push, the app has not heard of it (its webhook is late): src/pipeline/head-check.ts.
    h.sim.pushToPull(1, { 'pkg/extra.py': 'X = 1\n' });
    expect((await done()).returnvalue).toMatchObject({ status: 'done', posted: true });
    expect(h.sim.state.reviews.map((r) => r.commit_id)).toEqual([read]);
  });

  it('a review comment implements only the function at that line', async () => {
    const h = await e2e.harness();
    const { payload } = reviewCommentCreated(h.sim, { path: 'pkg/text.py', line: 12, body: '/dycoder implement', login: 'maintainer' });
    await h.deliver('pull_request_review_comment', payload);
    await e2e.worker();
    const [job] = await h.queue.queue.getJobs(['waiting', 'active', 'completed']);
    await waitForState(h, job!.id!, ['completed'], 60_000);
    const review = h.sim.state.reviews[0]!;
    const lines = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id).map((c) => c.line);
    expect(lines).toEqual([12]);
  });
});

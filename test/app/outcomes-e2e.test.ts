/**
 * Suggestion outcomes end to end, all real parts: Probot receives the webhooks, a real
 * redis-server holds the intake and implement queues and the suggestion store, the worker
 * runtime runs both the intake step and the production pipeline against the GitHub simulator
 * and the scripted model. A posted suggestion, committed by a push, becomes "applied as-is";
 * `/dycoder stats` then shows it, and the outcome counter moved.
 */
import { describe, expect, it } from 'vitest';
import { createIntakeProcessor } from '../../src/app/intake.js';
import { unauthorizedReply } from '../../src/app/messages.js';
import { createSuggestionStore } from '../../src/adapters/redis/suggestion-store.js';
import { blobReads, issueCommentCreated, pullRequestEvent, samplePrFiles } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { scriptedCoder } from './scripted-coder.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

const outcomeSample = (text: string, outcome: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`dycoder_suggestion_outcomes_total{outcome="${outcome}"} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('suggestion outcomes end to end', () => {
  it('judges a committed suggestion "applied as-is" on the push, and /dycoder stats shows it', async () => {
    // The runtime's intake worker (with the suggestion store and metrics) takes the intake jobs.
    const h = await e2e.harness({ autorunIntake: false });
    const worker = await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1, metrics: true, intake: createIntakeProcessor }));
    const metricsText = async (): Promise<string> => (await fetch(`http://127.0.0.1:${worker.metricsServer!.port}/metrics`)).text();
    const pr = { installationId: h.sim.installationId, owner: h.sim.owner, repo: h.sim.name, pr: 1 };
    const store = createSuggestionStore(h.redis);
    // A push before anything was posted: nothing stored, so no file is read for outcomes.
    h.sim.resetRequests();
    await h.deliver('pull_request', pullRequestEvent(h.sim, 'synchronize'));
    expect(h.sim.requests.filter((r) => r.route.includes('/git/'))).toEqual([]);
    expect(outcomeSample(await metricsText(), 'applied')).toBeUndefined();

    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const [queued] = await h.queue.queue.getJobs(['waiting', 'active', 'completed']);
    const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 60_000);
    expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
    const posted = await store.forPullRequest(pr);
    expect(posted.map((p) => p.qualname).sort()).toEqual(['Stats.top_words', 'count_words']);
    expect(posted.every((p) => p.outcome === undefined)).toBe(true);

    // GitHub's "commit suggestion": the suggested lines replace count_words' stub lines.
    const countWords = posted.find((p) => p.qualname === 'count_words')!;
    const lines = samplePrFiles['pkg/text.py']!.split('\n');
    lines.splice(countWords.startLine - 1, countWords.endLine - countWords.startLine + 1, ...countWords.suggestion.split('\n'));
    const newHead = h.sim.pushToPull(1, { 'pkg/text.py': lines.join('\n') }, 'Apply suggestion from DyCoder');
    h.sim.resetRequests();
    await h.deliver('pull_request', pullRequestEvent(h.sim, 'synchronize'));

    const judged = new Map((await store.forPullRequest(pr)).map((s) => [s.qualname, s]));
    expect(judged.get('count_words')).toMatchObject({ outcome: 'applied', similarity: 1, judgedSha: newHead });
    expect(judged.get('Stats.top_words')).toMatchObject({ outcome: 'stub-remains', judgedSha: newHead });
    // Only the suggestions' one file was read at the new head.
    expect(blobReads(h.sim.requests)).toMatchObject({ total: 1, graphqlPaths: ['pkg/text.py'] });
    const text = await metricsText();
    expect(outcomeSample(text, 'applied')).toBe(1);
    expect(outcomeSample(text, 'stub-remains')).toBe(1);

    const commentsBefore = h.sim.state.issueComments.length;
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder stats', login: 'maintainer' }).payload);
    // The command's own comment is in the simulator's list too; the reply is what follows it.
    const replies = h.sim.state.issueComments.slice(commentsBefore).map((c) => c.body ?? '').filter((b) => !b.startsWith('/dycoder'));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain(`DyCoder suggestions in ${h.sim.owner}/${h.sim.name}, last 30 days`);
    expect(replies[0]).toContain('| Applied as-is | 1 | 50% |');
    expect(replies[0]).toContain('| Stub still there (PR open) | 1 | 50% |');
    expect(replies[0]).toContain('**Acceptance: 100%** — 1 of 1 decided');

    // A reader without write access gets the usual refusal, not the numbers.
    const refusedAt = h.sim.state.issueComments.length;
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder stats', login: 'reader' }).payload);
    const refusal = h.sim.state.issueComments.slice(refusedAt).map((c) => c.body ?? '').filter((b) => !b.startsWith('/dycoder'));
    expect(refusal).toEqual([unauthorizedReply('reader')]);

    // Closed unmerged: the committed one stays applied, the stub that is still there is closed without it.
    const closed = pullRequestEvent(h.sim, 'synchronize');
    Object.assign(closed, { action: 'closed' });
    Object.assign(closed.pull_request, { state: 'closed', merged: false });
    await h.deliver('pull_request', closed);
    const final = new Map((await store.forPullRequest(pr)).map((s) => [s.qualname, s.outcome]));
    expect(Object.fromEntries(final)).toEqual({ count_words: 'applied', 'Stats.top_words': 'closed-without' });
    const closedText = await metricsText();
    expect(outcomeSample(closedText, 'closed-without')).toBe(1);
    // Outcomes are counted when they change: the applied one is not counted twice.
    expect(outcomeSample(closedText, 'applied')).toBe(1);
  }, 120_000);
});

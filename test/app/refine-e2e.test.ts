/**
 * Talking to a suggestion end to end (issue 26), all real parts: Probot receives the webhooks, a
 * real redis-server holds the queues and the suggestion store, the worker runtime runs the intake
 * step and the production pipeline against the GitHub simulator and the scripted model server.
 *
 * The repository's settings are in `.github/dycoder.yaml` (the other spelling) with
 * `instructions`, a `pathInstructions` entry for `pkg/**` and `.github/dycoder-instructions.md`.
 * `@dycoder implement` runs a job whose prompts hold the instructions within the budget; a reply
 * with an instruction in count_words' thread gets a revised ```suggestion in that thread, whose
 * prompt held the instruction and the previous suggestion (the scripted model checks both); a
 * reply GitHub stored while answering 502 is found by its marker, not posted twice; a
 * second reply on the same head meets the per-target limit; a reader is refused; after the stub
 * was implemented by hand, a reply is told so (by the refine job before the push is judged, by the
 * intake once it is).
 */
import { describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { createIntakeProcessor } from '../../src/app/intake.js';
import { unauthorizedReply } from '../../src/app/messages.js';
import { createSuggestionStore } from '../../src/adapters/redis/suggestion-store.js';
import { countTokens } from '../../src/core/retrieval/tokens.js';
import { issueCommentCreated, pullRequestEvent, reviewReplyCreated, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import type { RecordedRequest, ScriptedReply } from '../support/openai-server.js';
import { JOB_STATES, useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { BODIES } from './scripted-coder.js';
import type { AppHarness } from './harness.js';

const BUDGET = 2000;
const REPO_RULE = 'Prefer small pure functions; never print.';
const PATH_RULE = 'In pkg, reuse the helpers of pkg/util.py before writing new ones.';
const FILE_RULE = 'Docstrings stay as they are.';
const INSTRUCTION = 'do not normalize the text, just split it on whitespace';
const REFINED = '```python\nreturn len(text.split())\n```';

const files: Record<string, string | Buffer> = { ...sampleBaseFiles };
delete files['.github/dycoder.yml'];
files['.github/dycoder.yaml'] = [
  'maxHops: 2',
  `budgetTokens: ${BUDGET}`,
  'maxRefinesPerTarget: 1',
  `instructions: "${REPO_RULE}"`,
  'pathInstructions:',
  `  "docs/**": "never used: another folder"`,
  `  "pkg/**": "${PATH_RULE}"`,
  `  "**/*.py": "never used: the first matching entry wins"`,
  '',
].join('\n');
files['.github/dycoder-instructions.md'] = `# For DyCoder\n\n${FILE_RULE}\n`;

const promptOf = (req: RecordedRequest): string => req.messages.map((m) => m.content).join('\n');

/** The scripted coder, plus a refinement when the prompt carries the thread's instruction and the previous suggestion. */
function coder(req: RecordedRequest): ScriptedReply {
  const text = promptOf(req);
  const usage = { promptTokens: 500, completionTokens: 40 };
  if (text.includes("The user's instruction for the revision")) {
    const ok = text.includes(INSTRUCTION) && text.includes('return len(normalize(text).split())');
    return { kind: 'content', content: ok ? REFINED : 'The instruction or the previous suggestion is missing.', usage };
  }
  const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
  return { kind: 'content', content: BODIES[name] ?? 'I cannot help with that.', usage };
}

const e2e = useE2eStack({ coder });

async function jobFor(h: AppHarness, match: (data: { refine?: unknown; trigger?: { commentId?: number } }) => boolean): Promise<Job | undefined> {
  const jobs = await h.queue.queue.getJobs([...JOB_STATES]);
  return jobs.find((j) => match(j.data as { refine?: unknown; trigger?: { commentId?: number } }));
}

const botReplies = (h: AppHarness, threadId: number): string[] =>
  h.sim.state.reviewComments.filter((c) => c.in_reply_to_id === threadId && c.user.type === 'Bot').map((c) => c.body);

describe('refining a suggestion in its thread, with maintainers instructions', () => {
  it('@dycoder implement, then a reply refines count_words in its thread; limits, refusals and a hand-written body are answered', async () => {
    const h = await e2e.harness({ autorunIntake: false, repo: { files, prFiles: samplePrFiles } });
    await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1, intake: createIntakeProcessor }));
    const store = createSuggestionStore(h.redis);
    const pr = { installationId: h.sim.installationId, owner: h.sim.owner, repo: h.sim.name, pr: 1 };

    // 1. `@dycoder implement` (a mention) starts a job; the settings come from dycoder.yaml.
    const command = issueCommentCreated(h.sim, { body: '@dycoder implement', login: 'maintainer' });
    await h.deliver('issue_comment', command.payload);
    const implement = await jobFor(h, (d) => d.trigger?.commentId === command.comment.id);
    expect(implement, 'a job for @dycoder implement').toBeDefined();
    const done = await waitForState(h, implement!.id!, ['completed', 'failed'], 60_000);
    expect(done.returnvalue).toMatchObject({ status: 'done', posted: true });

    // Every implement prompt held the three instructions (the first matching path entry only), within the budget.
    const implementPrompts = e2e.openai.requests.filter((r) => /Implement the body of `count_words`/.test(promptOf(r)));
    expect(implementPrompts.length).toBeGreaterThan(0);
    for (const req of implementPrompts) {
      const text = promptOf(req);
      expect(text).toContain(REPO_RULE);
      expect(text).toContain(PATH_RULE);
      expect(text).toContain(FILE_RULE);
      expect(text).not.toContain('never used');
      // Kept apart from the system message: people's text is in the user message only.
      expect(req.messages.find((m) => m.role === 'system')?.content ?? '').not.toContain(REPO_RULE);
      expect(req.messages.reduce((n, m) => n + countTokens(m.content) + 4, 0)).toBeLessThanOrEqual(BUDGET);
    }
    const review = h.sim.state.reviews.find((r) => r.body.includes('Instructions used'));
    expect(review?.body).toContain('dycoder-instructions.md');

    // The suggestion's comment is known as its thread.
    const thread = h.sim.state.reviewComments.find((c) => c.user.type === 'Bot' && c.path === 'pkg/text.py' && c.in_reply_to_id === undefined && c.body.includes('count_words'));
    expect(thread).toBeDefined();
    const threadId = thread!.id;
    expect(await store.byThread(pr, threadId)).toMatchObject({ qualname: 'count_words', commentId: threadId });

    // 2. A reply with an instruction: a refine job, and a new suggestion in the same thread. GitHub
    // stores the reply and still answers 502: the job finds its marker and posts no second reply.
    h.sim.failNext({ method: 'POST', path: /\/pulls\/1\/comments\/\d+\/replies$/, kind: 'after-write' });
    const ask = reviewReplyCreated(h.sim, { parentId: threadId, body: `/dycoder ${INSTRUCTION}`, login: 'writer' });
    await h.deliver('pull_request_review_comment', ask.payload);
    const refineJob = await jobFor(h, (d) => d.trigger?.commentId === ask.comment.id);
    expect(refineJob?.data).toMatchObject({ refine: { threadId, qualname: 'count_words', instruction: INSTRUCTION } });
    const refined = await waitForState(h, refineJob!.id!, ['completed', 'failed'], 60_000);
    expect(refined.returnvalue).toMatchObject({ status: 'done', posted: true });
    const refinePrompt = e2e.openai.requests.map(promptOf).find((t) => t.includes("The user's instruction for the revision"));
    expect(refinePrompt).toContain(INSTRUCTION);
    expect(refinePrompt).toContain('return len(normalize(text).split())');
    expect(refinePrompt).toContain(REPO_RULE);
    const replyPosts = h.sim.requests.filter((r) => r.route === 'POST /repos/{owner}/{repo}/pulls/{number}/comments/{id}/replies');
    expect(replyPosts.map((r) => r.status)).toEqual([502]);
    expect(botReplies(h, threadId)).toHaveLength(1);
    const [answer] = botReplies(h, threadId);
    expect(answer).toContain('```suggestion\n    return len(text.split())\n```');
    expect(answer).toContain('refinement 1');
    // The instruction is never echoed.
    expect(answer).not.toContain('normalize the text');
    // The refined suggestion replaced the first one for its target, still linked to its thread.
    expect(await store.byThread(pr, threadId)).toMatchObject({ suggestion: '    return len(text.split())', refined: 1 });

    // 3. One refinement per target and head here (maxRefinesPerTarget: 1): the next is answered in the thread, no job.
    const again = reviewReplyCreated(h.sim, { parentId: threadId, body: '@dycoder shorter please', login: 'writer' });
    await h.deliver('pull_request_review_comment', again.payload);
    expect(await jobFor(h, (d) => d.trigger?.commentId === again.comment.id)).toBeUndefined();
    expect(botReplies(h, threadId)[1]).toContain('refined 1 time on this commit already');

    // 4. A reader gets the usual refusal and no job.
    const before = h.sim.state.issueComments.length;
    const stranger = reviewReplyCreated(h.sim, { parentId: threadId, body: '/dycoder use a regex', login: 'reader' });
    await h.deliver('pull_request_review_comment', stranger.payload);
    expect(await jobFor(h, (d) => d.trigger?.commentId === stranger.comment.id)).toBeUndefined();
    expect(h.sim.state.issueComments.slice(before).map((c) => c.body)).toEqual([unauthorizedReply('reader')]);

    // 5. The stub implemented by hand (a push; no synchronize delivered yet): the refine job finds no stub and says so.
    const byHand = (samplePrFiles['pkg/text.py'] ?? '').replace('    pass', ['    count = 0', '    for _word in text.split(" "):', '        if _word:', '            count += 1', '    return count'].join('\n'));
    const head = h.sim.pushToPull(1, { 'pkg/text.py': byHand }, 'count_words by hand');
    const late = reviewReplyCreated(h.sim, { parentId: threadId, body: '@dycoder make it faster', login: 'maintainer' });
    await h.deliver('pull_request_review_comment', late.payload);
    const lateJob = await jobFor(h, (d) => d.trigger?.commentId === late.comment.id);
    expect(lateJob?.data).toMatchObject({ headSha: head });
    await waitForState(h, lateJob!.id!, ['completed', 'failed'], 60_000);
    const last = botReplies(h, threadId).at(-1);
    expect(last).toContain(`is no longer a stub at ${head.slice(0, 7)}`);
    expect(last).not.toContain('```suggestion');

    // 6. Once the push is judged (the body differs from the suggestion: "replaced"), the intake says so itself: no job.
    await h.deliver('pull_request', pullRequestEvent(h.sim, 'synchronize'));
    expect(await store.byThread(pr, threadId)).toMatchObject({ outcome: 'replaced' });
    const settled = reviewReplyCreated(h.sim, { parentId: threadId, body: '@dycoder once more', login: 'maintainer' });
    await h.deliver('pull_request_review_comment', settled.payload);
    expect(await jobFor(h, (d) => d.trigger?.commentId === settled.comment.id)).toBeUndefined();
    expect(botReplies(h, threadId).at(-1)).toContain('is no longer a stub, so there is nothing to refine');
    // Every request DyCoder sent (the thread replies and review-comment listing included) is valid by GitHub's OpenAPI description.
    expect(h.sim.openApiViolations).toEqual([]);
    expect(h.sim.requests.filter((r) => r.route === 'POST /repos/{owner}/{repo}/pulls/{number}/comments/{id}/replies').length).toBe(4);
  }, 120_000);
});

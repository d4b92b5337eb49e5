/**
 * Issue 11, cases 9 and 10 (budget): what a user types is never echoed so that it pings anyone
 * or renders (mentions, team mentions, images, links, HTML), and a 100 KB token still gets the
 * user a reply; 1,000-deep nested definitions never make a prompt larger than budgetTokens.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { issueCommentCreated, sampleBaseFiles } from '../support/github-simulator/index.js';
import { reply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { botComments, startFaultWorker } from './fault-worker.js';

const e2e = useE2eStack();

const HOSTILE = '@octo-org/everyone @maintainer ![x](http://evil.example/x.png) [click](http://evil.example) <img src=x onerror=alert(1)> www.evil.example';

function expectInert(comment: string): void {
  expect(comment.length).toBeLessThan(65_536);
  expect(comment).not.toMatch(/@octo-org\/everyone|@maintainer/);
  expect(comment).not.toMatch(/\]\(|<img|http:\/\/evil|www\.evil/);
}

describe('user text', () => {
  it('an unknown command and an unreadable one are answered without pings, images, links or HTML, even with a 100 KB token', async () => {
    const h = await e2e.harness();
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: `/dycoder frobnicate ${HOSTILE}`, login: 'maintainer' }).payload);
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: `/dycoder implement ${HOSTILE} ${'A'.repeat(100_000)}`, login: 'maintainer' }).payload);
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: `/dycoder implement ${'B'.repeat(100_000)}`, login: 'maintainer' }).payload);
    const comments = botComments(h);
    // One reply each, the 100 KB ones included (issue 19: an over-long command is answered, not dropped).
    expect(comments).toHaveLength(3);
    for (const c of comments) expectInert(c);
  });
});

describe('prompt budget', () => {
  it('1,000-deep nested definitions: every prompt stays within budgetTokens', async () => {
    const depth = 1000;
    const lines: string[] = [];
    // One space per level keeps the file under the 1 MB read limit (each def's body is the next def).
    for (let i = 0; i < depth; i += 1) lines.push(`${' '.repeat(i)}def level_${i}(x):`);
    lines.push(`${' '.repeat(depth)}"""The innermost function."""`, `${' '.repeat(depth)}pass`);
    const h = await e2e.harness({
      repo: { files: { ...sampleBaseFiles, '.github/dycoder.yml': 'budgetTokens: 6000\n' }, prFiles: { 'pkg/deep.py': `${lines.join('\n')}\n` } },
    });
    e2e.openai.respondWith(() => reply.content('```python\nreturn x\n```'));
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const [queued] = await h.queue.queue.getJobs(['waiting']);
    const before = e2e.openai.requests.length;
    await e2e.worker(startFaultWorker);
    const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 90_000);
    expect(job.failedReason).toBeUndefined();
    const prompts = e2e.openai.requests.slice(before).map((r) => r.messages.map((m) => countTokens(m.content)).reduce((a, b) => a + b, 0));
    expect(prompts.length).toBeGreaterThan(0);
    expect(Math.max(...prompts)).toBeLessThanOrEqual(6000);
  });
});

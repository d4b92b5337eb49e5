/**
 * Issue 19, case 5: text that leaves DyCoder is escaped in one place. A PR whose files sit at
 * hostile paths (two backticks in a row, a team mention, an <img onerror>), a config whose model
 * name carries <script>, a mention, a link and an issue reference, and a command with a 100 KB
 * argument, through real Probot, a real redis-server, the production worker and the scripted
 * model. Everything the simulator recorded that DyCoder wrote — review bodies, review comments,
 * PR comments, check-run titles, summaries and texts — holds 0 HTML, mentions, references or
 * links outside code spans and code blocks; the over-long command gets a short reply and a 😕.
 */
import { describe, expect, it } from 'vitest';
import { issueCommentCreated, sampleBaseFiles } from '../support/github-simulator/index.js';
import { reply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitFor } from '../support/redis-server.js';
import { waitForState } from '../queue/worker-harness.js';
import { startFaultWorker } from './fault-worker.js';
import { mermaidLabelsInert, outsideCode } from '../support/markdown-inert.js';

const HOSTILE_DIR = 'x`` @octo-org/team <img src=x onerror=alert(1)> ``';
const IMPLEMENTED = `${HOSTILE_DIR}/m.py`;
const SKIPPED = 'y` #1 [x](https://evil.example) www.evil.example/@maintainer `/n.py';
const MODEL = '<script>alert(1)</script>\n@octo-org/team [x](https://evil.example) #1 |';

/** What must not appear outside code: mentions, #refs, HTML, links, autolinks. */
const LIVE = /@[A-Za-z0-9]|#\d|\bGH-\d|<(?!\/?(?:details|summary)>|!-- dycoder:[\w:]+ -->)[A-Za-z/!?]|\]\s*[([]|:\/\/|\bwww\./i;

describe('hostile paths, config and command text', () => {
  it('every text DyCoder posts is inert outside code spans, and an over-long command gets a short reply and a 😕', async () => {
    const h = await e2e.harness({
      repo: {
        files: { ...sampleBaseFiles, '.github/dycoder.yml': `model: ${JSON.stringify(MODEL)}\n` },
        prFiles: {
          [IMPLEMENTED]: 'def greet(name):\n    """Say hello."""\n    pass\n',
          [SKIPPED]: 'def other(x):\n    """Something."""\n    pass\n',
        },
      },
    });
    e2e.openai.respondWith((req) =>
      req.messages.some((m) => m.content.includes('Implement the body of `greet`')) ? reply.content('```python\nreturn "hello " + name\n```') : reply.content('I would rather not.'),
    );
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const [queued] = await h.queue.queue.getJobs(['waiting', 'prioritized']);
    await e2e.worker(startFaultWorker);
    const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 90_000);
    expect(job.failedReason).toBeUndefined();
    expect(h.sim.state.reviews).toHaveLength(1);
    expect(h.sim.state.reviewComments.map((c) => c.path)).toEqual([IMPLEMENTED]);

    const long = issueCommentCreated(h.sim, { body: `/dycoder implement ${'A'.repeat(100_000)}`, login: 'maintainer' });
    const bots = () => h.sim.state.issueComments.filter((c) => c.user.type === 'Bot');
    const before = bots().length;
    await h.deliver('issue_comment', long.payload);
    await waitFor(() => Promise.resolve(bots().length > before), 'the reply to the over-long command', 30_000);
    const longReply = bots().at(-1)!.body;
    expect(longReply.length).toBeLessThan(400);
    expect(longReply).toMatch(/at most 4000/);
    await waitFor(() => Promise.resolve(h.sim.state.reactions.some((r) => r.commentId === long.comment.id && r.content === 'confused')), 'a 😕 on the over-long command', 10_000);

    const texts: Array<[string, string]> = [
      ...h.sim.state.reviews.map((r): [string, string] => ['review body', r.body]),
      ...h.sim.state.reviewComments.filter((c) => c.user.type === 'Bot').map((c): [string, string] => ['review comment', c.body]),
      ...bots().map((c): [string, string] => ['PR comment', c.body]),
      ...h.sim.state.checkRuns.flatMap((run) =>
        [run, ...run.history].flatMap((s) => [s.title, s.summary, 'text' in s ? s.text : null]).filter((t): t is string => typeof t === 'string').map((t): [string, string] => ['check run', t]),
      ),
    ];
    // The hostile text did reach what DyCoder wrote (inside code), so the check below means something.
    const all = texts.map(([, t]) => t).join('\n');
    expect(all).toContain('onerror');
    expect(all).toContain('evil.example');
    expect(all).toContain('script');
    for (const [where, text] of texts) {
      const live = outsideCode(text).match(LIVE);
      expect(live, `${where}: ${JSON.stringify(text.slice(0, 2000))}`).toBeNull();
      expect(mermaidLabelsInert(text), where).toBe(true);
    }
    expect(h.sim.openApiViolations).toEqual([]);
  }, 150_000);
});

const e2e = useE2eStack();

/**
 * End to end through the app (real Probot, redis-server, the GitHub simulator, the scripted
 * model): ONE pull request adds one stub in each language of language-fixtures/ (Python,
 * TypeScript, Go, Rust, Java) and `/dycoder implement` gets ONE review with one committable suggestion
 * per language, on the stub's body lines. Each suggestion was checked: it carries no validation
 * note (a warning or a repair would show under it) and the model was asked once per stub (no
 * repair round). Each prompt names its language's fence and carries the definition from another
 * file the stub's body needs. Table-driven: a language is one fixture file more.
 */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/core/languages/index.js';
import type { ScriptedReply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { startE2eWorker } from './e2e-worker.js';
import { LANGUAGE_FIXTURES } from './language-fixtures/index.js';

const prompts = new Map<string, string>();

function coder(req: { messages: { content: string }[] }): ScriptedReply {
  const text = req.messages.map((m) => m.content).join('\n');
  const at = /Implement the body of `([^`]+)` in `([^`]+)`/.exec(text);
  const fixture = LANGUAGE_FIXTURES.find((f) => f.qualname === at?.[1] && f.file === at?.[2]);
  if (fixture !== undefined) prompts.set(fixture.file, `${prompts.get(fixture.file) ?? ''}${text}\n<<ASK>>\n`);
  const content = fixture === undefined ? 'No idea.' : `\`\`\`${fixture.fence}\n${fixture.answer}\n\`\`\``;
  return { kind: 'content', content, usage: { promptTokens: 600, completionTokens: 40 } };
}

const e2e = useE2eStack({ coder });

describe(`end to end: one PR with a stub in each of ${LANGUAGE_FIXTURES.map((f) => f.language).join(', ')}`, () => {
  it('gets one review with one checked suggestion per language on the stub lines', async () => {
    const base = Object.assign({}, ...LANGUAGE_FIXTURES.map((f) => f.base)) as Record<string, string>;
    const added = Object.fromEntries(LANGUAGE_FIXTURES.map((f) => [f.file, f.text]));
    const h = await e2e.harness({ repo: { files: base, prFiles: added } });
    const job = await e2e.implement('/dycoder implement', { start: (harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1 }), timeoutMs: 110_000 });
    expect(job.failedReason).toBeUndefined();

    expect(h.sim.state.reviews).toHaveLength(1);
    const review = h.sim.state.reviews[0]!;
    const comments = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id);
    expect(comments).toHaveLength(LANGUAGE_FIXTURES.length);
    expect(review.body).not.toContain('**Skipped**');

    for (const f of LANGUAGE_FIXTURES) {
      // Where the suggestion sits: the stub's body lines as the language's front end finds them.
      const stub = (parseSource(f.text, f.file).stubs ?? []).find((s) => s.qualname === f.qualname);
      expect(stub, `${f.language}: the fixture's stub`).toBeDefined();
      const comment = comments.find((c) => c.path === f.file);
      expect(comment, `${f.language}: a suggestion on ${f.file}`).toBeDefined();
      expect([comment!.start_line ?? comment!.line, comment!.line]).toEqual([stub!.bodyRange.start, stub!.bodyRange.end]);
      expect(comment!.body).toContain(`\`\`\`suggestion\n${f.suggestion}\n\`\`\``);
      // Checked: validation left no note under the suggestion (no warning, no repair).
      expect(comment!.body.split('\n').filter((l) => l.startsWith('> ')), `${f.language}: validation notes`).toEqual([]);
      // One model call per stub, with the definition from another file in its context.
      const asked = prompts.get(f.file) ?? '';
      expect(asked.split('<<ASK>>').length - 1, `${f.language}: model calls`).toBe(1);
      expect(asked).toContain(`\`\`\`${f.fence}`);
      expect(asked).toContain(f.contextHas);
    }
  }, 120_000);
});

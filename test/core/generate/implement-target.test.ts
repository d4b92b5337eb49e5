import { describe, expect, it } from 'vitest';
import { implementTarget } from '../../../src/core/generate/implement-target.js';
import { MAX_ANSWER_CHARS } from '../../../src/core/generate/parse-output.js';
import { findStubs, parsePython } from '../../../src/core/languages/python/index.js';
import type { ChatModel, ChatRequest, ChatResponse } from '../../../src/core/ports.js';

const SOURCE = `def area(width: float, height: float) -> float:
    """Area of a rectangle."""
    pass
`;
const parsed = parsePython(SOURCE);
const target = parsed.definitions.find((d) => d.qualname === 'area')!;
const stub = findStubs(SOURCE, parsed).find((s) => s.qualname === 'area')!;

/** A ChatModel port that answers from a script and records what it was asked. */
function scripted(answers: Omit<ChatResponse, 'model' | 'usage'>[]): ChatModel & { calls: ChatRequest[] } {
  const calls: ChatRequest[] = [];
  return {
    name: 'scripted',
    calls,
    complete(req) {
      calls.push(req);
      const next = answers.shift();
      if (!next) throw new Error('no more scripted answers');
      return Promise.resolve({ ...next, model: 'scripted', usage: { promptTokens: 10, completionTokens: 10 } });
    },
  };
}

const input = { file: 'geo.py', source: SOURCE, parsed, target, stub };

describe('implementTarget outcomes for unusable answers', () => {
  it('a too-large answer is a clear "too large" outcome, with no repair call', async () => {
    const model = scripted([{ content: `return width * height  # ${'x'.repeat(MAX_ANSWER_CHARS)}` }]);
    const outcome = await implementTarget({ ...input, model });
    expect(outcome.status).toBe('no-suggestion');
    expect(outcome.reason).toMatch(/^The model's answer was too large \(\d+ characters; the limit is 48000\), so it was not used\.$/);
    expect(model.calls).toHaveLength(1);
  });

  it('an answer cut off at the output-token limit is reported as such, with no repair call', async () => {
    const model = scripted([{ content: 'return width * (', truncated: true }]);
    const outcome = await implementTarget({ ...input, model });
    expect(outcome).toMatchObject({ status: 'no-suggestion', reason: "The model's answer was cut off at its output-token limit, so it was not used." });
    expect(model.calls).toHaveLength(1);
  });

  it('an ordinary bad answer still gets its repair round', async () => {
    const model = scripted([{ content: 'pass' }, { content: 'return width * height' }]);
    const outcome = await implementTarget({ ...input, model });
    expect(outcome.status).toBe('suggested');
    expect(outcome.suggestion?.newBody).toBe('    return width * height');
    expect(model.calls).toHaveLength(2);
  });
});

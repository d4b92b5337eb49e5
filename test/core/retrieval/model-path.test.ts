import { describe, expect, it } from 'vitest';
import type { ChatModel, ChatRequest, ChatResponse, Logger } from '../../../src/core/ports.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource, py } from '../graph/memory-source.js';
import { JOBS_REPO } from './jobs-repo.js';

const REPO: Record<string, string> = {
  ...JOBS_REPO,
  'app/other.py': py(`
    def noise():
        return 0
  `),
};

/** A ChatModel that answers from a script, by purpose, and records what it was asked. */
function scriptedModel(script: Partial<Record<ChatRequest['purpose'], string[]>>): ChatModel & { asked: ChatRequest[] } {
  const asked: ChatRequest[] = [];
  return {
    name: 'scripted',
    asked,
    complete(req): Promise<ChatResponse> {
      asked.push(req);
      const answers = script[req.purpose] ?? [];
      const content = answers.length > 1 ? (answers.shift() ?? '') : (answers[0] ?? '');
      if (content === 'THROW') return Promise.reject(new Error('HTTP 500 from the model'));
      return Promise.resolve({ content, model: 'scripted', usage: { promptTokens: 10, completionTokens: 5 } });
    },
  };
}

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug: () => undefined, info: () => undefined, warn: (_o, msg) => warnings.push(msg) };
}

const target = { file: 'app/jobs.py', qualname: 'schedule' };

describe('dycoder with a model', () => {
  it('follows entry points the model picks from the tree view, and judges each round in one call', async () => {
    const model = scriptedModel({
      'entry-points': ['{"entries": ["app/policy/retry.py:RetryPolicy"]}'],
      relevance: ['{"follow": ["app/policy/retry.py:RetryPolicy.delays"]}'],
    });
    const source = memorySource(REPO);
    const result = await retrieve(source, target, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 10, model });
    expect(result.items.map((i) => i.name)).toEqual(expect.arrayContaining(['RetryPolicy', 'RetryPolicy.delays']));
    expect(model.asked[0]?.purpose).toBe('entry-points');
    expect(model.asked[0]?.messages[1]?.content).toContain('app/policy/retry.py');
    expect(model.asked.filter((r) => r.purpose === 'relevance').length).toBeGreaterThan(0);
    expect(source.read).not.toContain('app/other.py');
    // Without the model nothing leads there: the entry point is the model's contribution.
    const alone = await retrieve(memorySource(REPO), target, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 10 });
    expect(alone.items.map((i) => i.name)).not.toContain('RetryPolicy.delays');
  });

  it('drops names and paths that do not exist without reading anything for them', async () => {
    const model = scriptedModel({
      'entry-points': ['{"entries": ["app/ghost.py:Ghost", "app/policy/retry.py:NoSuchThing", "app/policy/retry.py:RetryPolicy"]}'],
      relevance: ['{"follow": ["made/up.py:id"]}'],
    });
    const source = memorySource(REPO);
    const result = await retrieve(source, target, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 10, model });
    const names = result.items.map((i) => i.name);
    expect(names).toContain('RetryPolicy');
    expect(names).not.toContain('Ghost');
    expect(names).not.toContain('NoSuchThing');
    expect(source.read).not.toContain('app/ghost.py');
  });

  it.each([
    ['prose instead of JSON', 'I think you should look at the retry module.'],
    ['JSON of the wrong shape', '{"files": ["app/policy/retry.py"]}'],
    ['a failed call', 'THROW'],
  ])('falls back to the deterministic selector on %s, with a warning', async (_label, bad) => {
    const model = scriptedModel({ 'entry-points': [bad], relevance: [bad] });
    const logger = recordingLogger();
    const withModel = await retrieve(memorySource(REPO), target, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 10, model, logger });
    const without = await retrieve(memorySource(REPO), target, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 10 });
    expect(withModel.items.map((i) => i.name)).toEqual(without.items.map((i) => i.name));
    expect(logger.warnings.length).toBeGreaterThan(0);
    expect(logger.warnings[0]).toMatch(/deterministic rule/);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../../src/adapters/local/fs-repo-source.js';
import { buildImplementPrompt } from '../../../src/core/generate/build-prompt.js';
import { fitLines, fitSections, promptCost } from '../../../src/core/generate/prompt-budget.js';
import { findStubs, parsePython } from '../../../src/core/languages/python/index.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';

const cost = promptCost(countTokens);
const promptCostOf = (messages: { content: string }[]): number => messages.reduce((n, m) => n + cost(m.content) + 4, 0);

async function promptFor(files: Record<string, string>, file: string, budgetTokens: number, retrievalBudget = budgetTokens) {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-budget-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const source = files[file] ?? '';
  const parsed = parsePython(source);
  const stub = findStubs(source, parsed)[0]!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
  const retrieval = await retrieve(createFsRepoSource(dir), { file, qualname: stub.qualname }, { retriever: 'dycoder', budgetTokens: retrievalBudget, maxHops: 10 });
  return buildImplementPrompt({ file, source, parsed, target, stub, retrieval, budgetTokens });
}

describe('prompt budget', () => {
  it('1,000-deep nested defs give a prompt within budgetTokens (the issue-11 case: 219 KB before)', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i)}def f${i}(x):`);
    const deep = `${lines.join('\n')}\n${' '.repeat(1000)}"""Innermost."""\n${' '.repeat(1000)}pass\n`;
    const prompt = await promptFor({ 'deep.py': deep }, 'deep.py', 6000);
    expect(promptCostOf(prompt.messages)).toBeLessThanOrEqual(6000);
    const chars = prompt.messages.reduce((n, m) => n + m.content.length, 0);
    expect(chars).toBeLessThanOrEqual(6000 * 8);
    // The instructions survive whole, so the model still knows what to do.
    expect(prompt.messages[1]?.content).toContain('## Instructions');
  });

  it('a file of 3,000 neighbours and a huge retrieved context are cut to the budget, whole lines and sections', async () => {
    const neighbours = Array.from({ length: 3000 }, (_, i) => `def helper_${i}(value: int) -> int:\n    """Helper number ${i}."""\n    return value + ${i}\n`).join('\n');
    const source = `${neighbours}\n\ndef target(value: int) -> int:\n    """Uses the helpers."""\n    pass\n`;
    const prompt = await promptFor({ 'big.py': source }, 'big.py', 2000, 20_000);
    expect(promptCostOf(prompt.messages)).toBeLessThanOrEqual(2000);
    const user = prompt.messages[1]?.content ?? '';
    expect(user).toMatch(/# … \d+ more (lines of this file|sections?) not shown …|# … \d+ more lines? of/);
    expect(user).toContain('def target(value: int) -> int:');
  });

  it('leaves an ordinary prompt alone', async () => {
    const source = 'def helper(x):\n    return x + 1\n\n\ndef target(x):\n    """Adds two."""\n    pass\n';
    const prompt = await promptFor({ 'm.py': source }, 'm.py', 6000);
    expect(prompt.messages[1]?.content).not.toContain('not shown');
  });
});

describe('fitting helpers', () => {
  it('fitLines keeps whole lines and says how many were left out', () => {
    const text = Array.from({ length: 100 }, (_, i) => `line number ${i}`).join('\n');
    const cut = fitLines(text, cost, 60, 'the target');
    expect(cost(cut)).toBeLessThanOrEqual(60);
    expect(cut.split('\n').slice(0, -1).every((l, i) => l === `line number ${i}`)).toBe(true);
    expect(cut.split('\n').at(-1)).toMatch(/^# … \d+ more lines of the target not shown …$/);
  });

  it('fitSections keeps whole sections from the front', () => {
    const text = Array.from({ length: 20 }, (_, i) => `# file: m${i}.py\ndef f${i}():\n    return ${i}`).join('\n\n');
    const cut = fitSections(text, cost, 80);
    expect(cost(cut)).toBeLessThanOrEqual(80);
    expect(cut.startsWith('# file: m0.py\ndef f0():\n    return 0')).toBe(true);
    expect(cut).toMatch(/# … \d+ more sections not shown …$/);
  });
});

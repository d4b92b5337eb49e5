import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource, py } from '../graph/memory-source.js';

const long = Array.from({ length: 40 }, (_, i) => `    x += ${i}  # line ${i}`).join('\n');
const REPO: Record<string, string> = {
  'p/__init__.py': '',
  'p/util.py': `def helper(x):\n${long}\n    return x\n\n\ndef run():\n    return 1\n`,
  'p/a.py': 'def run():\n    return 2\n',
  'p/b.py': 'def run():\n    return 3\n',
  'p/c.py': 'def run():\n    return 4\n',
  'p/main.py': py(`
    from .util import helper

    def use(v):
        return helper(v) + run()

    def target(v):
        """Do it."""
        pass
  `),
};

describe('file-refs baseline', () => {
  it('shows a window of the target file, then referenced definitions cut to 25 lines, skipping names defined more than three times', async () => {
    const result = await retrieve(memorySource(REPO), { file: 'p/main.py', qualname: 'target' }, { retriever: 'file-refs', budgetTokens: 2000, maxHops: 10 });
    expect(result.retriever).toBe('file-refs');
    expect(result.context.startsWith('# file: p/main.py\n')).toBe(true);
    expect(result.context).toContain('def target(v):');
    expect(result.context).toContain('# file: p/util.py\ndef helper(x):');
    expect(result.context).toContain('# line 23');
    expect(result.context).not.toContain('# line 24');
    // `run` has four definitions: skipped.
    expect(result.items.map((i) => `${i.file}:${i.name}`)).not.toContain('p/a.py:run');
    expect(result.tokens).toBeLessThanOrEqual(2000);
  });
});

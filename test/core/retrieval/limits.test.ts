import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { DEFAULT_LIMITS, retrieveDycoder } from '../../../src/core/retrieval/dycoder.js';
import { openSession } from '../../../src/core/retrieval/session.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { memorySource, py } from '../graph/memory-source.js';

/** A chain m0.f -> m1.f -> ... -> m11.f, one module per hop. */
function chain(n: number): Record<string, string> {
  const files: Record<string, string> = { 'c/__init__.py': '' };
  for (let i = 0; i < n; i += 1) {
    files[`c/m${i}.py`] =
      i + 1 < n
        ? py(`
          from .m${i + 1} import f${i + 1}

          def f${i}(x):
              return f${i + 1}(x) + ${i}
        `)
        : `def f${i}(x):\n    return x\n`;
  }
  files['c/start.py'] = py(`
    from .m0 import f0

    def go(x):
        """Start the chain."""
        pass
  `);
  return files;
}

const deps = { parse: parsePython, count: countTokens, now: () => performance.now() };

async function run(maxHops: number, limits = DEFAULT_LIMITS) {
  const source = memorySource(chain(12));
  const s = await openSession(source, { file: 'c/start.py', qualname: 'go' }, { retriever: 'dycoder', budgetTokens: 6000, maxHops }, deps);
  const result = await retrieveDycoder(s, deps.now, limits);
  return { source, result };
}

describe('walk limits', () => {
  it('follows calls hop by hop up to --max-hops and no further', async () => {
    const { source, result } = await run(3);
    const names = result.items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['f0', 'f1', 'f2']));
    expect(names).not.toContain('f5');
    expect(result.graph.hops).toBeLessThanOrEqual(3);
    expect(source.read).not.toContain('c/m6.py');
  });

  it('goes deeper with more hops', async () => {
    const { result } = await run(10);
    expect(result.items.map((i) => i.name)).toEqual(expect.arrayContaining(['f0', 'f4', 'f8']));
  });

  it('stops opening files at the file and byte budgets', async () => {
    const byFiles = await run(10, { ...DEFAULT_LIMITS, maxFiles: 4 });
    expect(byFiles.source.read.length).toBeLessThanOrEqual(5);
    const byBytes = await run(10, { ...DEFAULT_LIMITS, maxBytes: 150 });
    expect(byBytes.source.read.length).toBeLessThan(6);
    expect(byBytes.result.items.map((i) => i.name)).toContain('f0');
  });
});

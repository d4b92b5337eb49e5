import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import type { Candidate } from '../../../src/core/retrieval/assemble.js';
import { retrieveDycoder } from '../../../src/core/retrieval/dycoder.js';
import { FEATURE_NAMES, rankFeatures } from '../../../src/core/retrieval/rank-model.js';
import type { RankInput } from '../../../src/core/retrieval/rank.js';
import type { FrontierEntry } from '../../../src/core/graph/expand.js';
import { openSession } from '../../../src/core/retrieval/session.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { memorySource, py } from '../graph/memory-source.js';

const REPO: Record<string, string> = {
  'k/__init__.py': '',
  'k/helpers.py': py(`
    def used_everywhere(x):
        return x

    def only_for_the_stub(x):
        return x * 2

    def never_imported(x):
        return x
  `),
  'k/main.py': py(`
    from .helpers import used_everywhere, only_for_the_stub

    class Worker:
        def a(self):
            return used_everywhere(1) + self._step()

        def b(self):
            return used_everywhere(2) + self._step()

        def _step(self):
            return 1

        def _lonely(self):
            return 2

        def parse_worker(self):
            """Parse the worker, then call _lonely() for the stepping."""
            pass
  `),
};

const deps = { parse: parsePython, count: countTokens, now: () => performance.now() };

async function ranked() {
  let candidates: readonly Candidate[] = [];
  let features = new Map<string, Record<string, number>>();
  const s = await openSession(memorySource(REPO), { file: 'k/main.py', qualname: 'Worker.parse_worker' }, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 }, deps);
  await retrieveDycoder(s, deps.now, undefined, {
    onRanked: (c) => (candidates = c),
    onCandidates: (rank: RankInput, entries: readonly FrontierEntry[]) => {
      features = new Map(entries.map((e) => [e.id, Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, rankFeatures(rank, e)[i] ?? 0]))]));
    },
  });
  return { names: candidates.map((c) => c.def.qualname), features };
}

describe('ranking signals', () => {
  it('marks imports and private helpers that nothing but the stub uses', async () => {
    const { features } = await ranked();
    expect(features.get('k/helpers.py:only_for_the_stub')?.unusedImport).toBe(1);
    expect(features.get('k/helpers.py:used_everywhere')?.unusedImport).toBe(0);
    expect(features.get('k/helpers.py:used_everywhere')?.logUses).toBeCloseTo(Math.log2(3));
    expect(features.get('k/main.py:Worker._lonely')?.unusedPrivate).toBe(1);
    expect(features.get('k/main.py:Worker._step')?.unusedPrivate).toBe(0);
    expect(features.get('k/main.py:Worker._step')?.selfReachable).toBe(1);
    expect(features.get('k/main.py:Worker')?.nameMatch).toBe(1);
  });

  it('ranks an import only the stub can use above one the file already uses', async () => {
    const { names } = await ranked();
    expect(names.indexOf('only_for_the_stub')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('only_for_the_stub')).toBeLessThan(names.indexOf('used_everywhere'));
    expect(names).not.toContain('never_imported');
  });

  it('marks what the stub\'s docstring names, and the share of a name\'s words the docstring speaks of', async () => {
    const { features } = await ranked();
    expect(features.get('k/main.py:Worker._lonely')?.docMention).toBe(1);
    expect(features.get('k/main.py:Worker._step')?.docMention).toBe(0);
    // `_step`: "stepping" stems to a different word; `Worker`: "worker" is in the docstring.
    expect(features.get('k/main.py:Worker._step')?.docWords).toBe(0);
    expect(features.get('k/main.py:Worker')?.docWords).toBe(1);
    expect(features.get('k/helpers.py:used_everywhere')?.docWords).toBe(0);
  });
});

/**
 * A job's targets share one snapshot and open many of the same files: each file is parsed once,
 * each text's tokens counted and its search terms split once, and the paths indexed once per
 * snapshot, and the context of every target is what it would be on a fresh snapshot.
 */
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { createRetrieve } from '../../../src/core/retrieval/index.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { terms } from '../../../src/core/retrieval/terms.js';
import { memorySource, py } from '../graph/memory-source.js';

const files = {
  'shop/__init__.py': '',
  'shop/money.py': py(`
    class Money:
        def __init__(self, cents):
            self.cents = cents

    def add(a, b):
        return Money(a.cents + b.cents)
  `),
  'shop/cart.py': py(`
    from .money import Money, add

    def total(items):
        """Sum of the items' prices."""
        pass

    def discount(item, percent):
        """The item's price less percent."""
        pass
  `),
};
const targets = [
  { file: 'shop/cart.py', qualname: 'total' },
  { file: 'shop/cart.py', qualname: 'discount' },
];

function counting() {
  const parsed: string[] = [];
  const counted: string[] = [];
  const split: string[] = [];
  const indexed: string[] = [];
  const retrieve = createRetrieve({
    parse: (text, file) => {
      parsed.push(file);
      return parsePython(text);
    },
    count: (text) => {
      counted.push(text);
      return countTokens(text);
    },
    now: () => performance.now(),
    memo: (key, build) => {
      indexed.push(key);
      return build();
    },
    terms: (text) => {
      split.push(text);
      return terms(text);
    },
  });
  return { parsed, counted, split, indexed, retrieve };
}

const options = { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 } as const;

describe('work shared by the targets of one snapshot', () => {
  it('parses each file, counts and splits each text and indexes the paths once for all targets, with the same contexts as fresh snapshots', async () => {
    const shared = counting();
    const source = memorySource(files);
    const together = await Promise.all(targets.map((t) => shared.retrieve(source, t, options)));
    expect(shared.parsed.filter((f) => f === 'shop/cart.py')).toHaveLength(1);
    expect(shared.parsed.filter((f) => f === 'shop/money.py')).toHaveLength(1);

    const apart = counting();
    const alone = [];
    for (const t of targets) alone.push(await apart.retrieve(memorySource(files), t, options));
    expect(apart.parsed.filter((f) => f === 'shop/cart.py')).toHaveLength(2);
    expect(together.map((r) => r.context)).toEqual(alone.map((r) => r.context));
    expect(new Set(shared.counted).size).toBe(shared.counted.length);
    expect(apart.counted.length).toBeGreaterThan(shared.counted.length);
    expect(new Set(shared.split).size).toBe(shared.split.length);
    expect(apart.split.length).toBeGreaterThan(shared.split.length);
    // Each index over the path list (the resolver's, the path BM25's) is built once for the snapshot, and once per
    // target when every target has a snapshot of its own.
    expect(shared.indexed.length).toBeGreaterThan(0);
    expect(new Set(shared.indexed).size).toBe(shared.indexed.length);
    expect([...apart.indexed].sort()).toEqual([...shared.indexed.flatMap((k) => targets.map(() => k))].sort());
  });
});

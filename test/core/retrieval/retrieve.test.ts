import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { TargetNotFoundError, type RetrievalOptions } from '../../../src/core/retrieval/types.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { memorySource, py } from '../graph/memory-source.js';

const REPO: Record<string, string> = {
  'app/__init__.py': '',
  'app/cart.py': py(`
    from .pricing import discount_for, round_money
    from .models import Line

    class Cart:
        """A shopping cart."""

        def __init__(self):
            self.lines: list[Line] = []

        def add(self, line: Line) -> None:
            self.lines.append(line)

        def total(self, coupon: str) -> float:
            """Sum of the lines after the coupon's discount, rounded."""
            pass
  `),
  'app/pricing.py': py(`
    def discount_for(coupon):
        table = {"TEN": 0.1}
        return table.get(coupon, 0.0)

    def round_money(value):
        return round(value, 2)
  `),
  'app/models.py': py(`
    class Line:
        def __init__(self, price, qty):
            self.price = price
            self.qty = qty

        def subtotal(self):
            return self.price * self.qty
  `),
  'app/unrelated/__init__.py': '',
  'app/unrelated/report.py': py(`
    def render_report(rows):
        return "\\n".join(rows)
  `),
  'assets/logo.png': 'not really a png',
};

const options = (retriever: RetrievalOptions['retriever'], budgetTokens = 6000): RetrievalOptions => ({ retriever, budgetTokens, maxHops: 10 });
const target = { file: 'app/cart.py', qualname: 'Cart.total' };

describe('retrieve (dycoder)', () => {
  it('returns the imported helpers and types the stub will need, in full', async () => {
    const result = await retrieve(memorySource(REPO), target, options('dycoder'));
    expect(result.target).toEqual({ file: 'app/cart.py', name: 'Cart.total', line: 13 });
    const names = result.items.map((i) => `${i.file}:${i.name}`);
    expect(names[0]).toBe('app/cart.py:Cart.total');
    expect(names).toEqual(expect.arrayContaining(['app/pricing.py:discount_for', 'app/pricing.py:round_money', 'app/models.py:Line']));
    expect(result.context).toContain('def discount_for(coupon):\n    table = {"TEN": 0.1}');
    expect(result.context).toContain('# file: app/cart.py');
    expect(result.tokens).toBe(countTokens(result.context));
    expect(result.graph.nodes).toBeGreaterThan(3);
    expect(result.graph.mermaid.startsWith('graph LR')).toBe(true);
  });

  it('reads only the files the walk reached', async () => {
    const source = memorySource(REPO);
    const result = await retrieve(source, target, options('dycoder'));
    expect(source.read).not.toContain('app/unrelated/report.py');
    expect(source.read).not.toContain('assets/logo.png');
    expect(result.stats.filesRead).toBe(source.read.length);
    expect(result.stats.bytesRead).toBe(source.stats.bytesRead);
  });

  it('stays within a small budget by summarising instead of cutting', async () => {
    const result = await retrieve(memorySource(REPO), target, options('dycoder', 200));
    expect(result.tokens).toBeLessThanOrEqual(200);
    expect(countTokens(result.context)).toBe(result.tokens);
    // The target's file context always comes first.
    expect(result.items[0]?.reason).toBe('target');
  });

  it('fits a target whose own file context is larger than the budget', async () => {
    const imports = Array.from({ length: 80 }, (_, i) => `from .pricing import discount_for as alias_${i}`).join('\n');
    const big = { ...REPO, 'app/cart.py': `${imports}\n\n${REPO['app/cart.py'] ?? ''}` };
    for (const budget of [200, 400, 1000]) {
      const result = await retrieve(memorySource(big), target, options('dycoder', budget));
      expect(result.tokens).toBeLessThanOrEqual(budget);
      expect(result.context).toContain('def total(self, coupon: str) -> float:');
    }
  });

  it('explains an unknown file or name in one sentence', async () => {
    await expect(retrieve(memorySource(REPO), { file: 'app/nope.py', qualname: 'f' }, options('dycoder'))).rejects.toThrow(
      new TargetNotFoundError('The file app/nope.py is not in the repository.'),
    );
    await expect(retrieve(memorySource(REPO), { file: 'app/cart.py', qualname: 'Cart.nope' }, options('dycoder'))).rejects.toThrow(
      TargetNotFoundError,
    );
  });
});

describe('baselines', () => {
  it('similarity and static-graph read every Python file first', async () => {
    for (const retriever of ['similarity', 'static-graph'] as const) {
      const source = memorySource(REPO);
      const result = await retrieve(source, target, options(retriever));
      expect(result.retriever).toBe(retriever);
      expect(source.read.sort()).toEqual(Object.keys(REPO).filter((f) => f.endsWith('.py')).sort());
      expect(result.tokens).toBeLessThanOrEqual(6000);
    }
  });

  it('static-graph ranks by distance in its global graph', async () => {
    const result = await retrieve(memorySource(REPO), target, options('static-graph'));
    const hops = result.items.slice(1).map((i) => i.hop);
    expect(hops.length).toBeGreaterThan(0);
    expect(Math.min(...hops)).toBe(1);
    expect(result.items.map((i) => i.name)).toContain('Line');
  });

  it('similarity finds definitions by words shared with the target', async () => {
    const result = await retrieve(memorySource(REPO), target, options('similarity'));
    expect(result.items.map((i) => i.name)).toContain('discount_for');
    expect(result.graph.edges).toBe(0);
  });
});

/**
 * The outcome classifier on real-looking histories of a PR: GitHub's "commit suggestion" (the
 * exact lines replace the stub's), the same followed by a real formatter (Debian's black),
 * the suggestion edited before committing, a hand-written rewrite, no change, the function
 * deleted, and the PR closed.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findStubs } from '../../../src/core/languages/python/index.js';
import { classifySuggestionOutcome, EDITED_SIMILARITY, type PostedSuggestionText } from '../../../src/core/review/outcome.js';
import { pythonBodyAt as targetBodyAt } from '../../../src/core/languages/python/outcome-body.js';

const BASE = `"""Order totals for the bookshop."""
from decimal import Decimal

from .models import LineItem, Order


def order_total(order: Order, discount_codes: dict[str, Decimal]) -> Decimal:
    """Sum the line items, take the best discount code that applies, never go below zero."""
    raise NotImplementedError


def describe(item: LineItem) -> str:
    """One receipt line: quantity, title and price."""
    ...
`;

const SUGGESTION = [
  "    subtotal = sum((line.price * line.quantity for line in order.items), Decimal('0'))",
  "    best = max((discount_codes[code] for code in order.codes if code in discount_codes), default=Decimal('0'))",
  '    total = subtotal - best',
  "    return total if total > Decimal('0') else Decimal('0')",
].join('\n');

/** What GitHub's "commit suggestion" does: the stub's body lines become the suggestion's lines. */
function commitSuggestion(source: string, qualname: string, suggestion: string): string {
  const stub = findStubs(source).find((s) => s.qualname === qualname)!;
  const lines = source.split('\n');
  lines.splice(stub.bodyRange.start - 1, stub.bodyRange.end - stub.bodyRange.start + 1, ...suggestion.split('\n'));
  return lines.join('\n');
}

function posted(source: string, qualname: string, suggestion: string): PostedSuggestionText {
  const stub = findStubs(source).find((s) => s.qualname === qualname)!;
  return { suggestion, stub: source.split('\n').slice(stub.bodyRange.start - 1, stub.bodyRange.end).join('\n') };
}

function black(source: string): string {
  return execFileSync('black', ['--quiet', '-'], { input: source, encoding: 'utf8' });
}

const suggestion = posted(BASE, 'order_total', SUGGESTION);
const judge = (source: string, state: 'open' | 'merged' | 'closed' = 'open') =>
  classifySuggestionOutcome(suggestion, targetBodyAt(source, 'order_total'), state);

describe('classifySuggestionOutcome', () => {
  it('commit suggestion: applied as-is, exactly', () => {
    expect(suggestion.stub).toBe('    raise NotImplementedError');
    expect(judge(commitSuggestion(BASE, 'order_total', SUGGESTION))).toEqual({ outcome: 'applied', similarity: 1, exact: true });
  });

  it('commit suggestion, then black: still applied as-is (quotes, wrapping, trailing commas)', () => {
    const formatted = black(commitSuggestion(BASE, 'order_total', SUGGESTION));
    const body = targetBodyAt(formatted, 'order_total')!.body;
    // black did change the text: double quotes and the long line exploded with a magic trailing comma.
    expect(body).toContain('Decimal("0")');
    expect(body).not.toContain("Decimal('0')");
    expect(body.split('\n').length).toBeGreaterThan(SUGGESTION.split('\n').length);
    expect(body).toMatch(/,\n\s*\)/);
    expect(judge(formatted)).toEqual({ outcome: 'applied', similarity: 1, exact: false });
  });

  it('edited, then committed: applied with edits, similarity between the threshold and 1', () => {
    const edited = [
      '    if not order.items:',
      "        return Decimal('0')",
      "    subtotal = sum((line.price * line.quantity for line in order.items), Decimal('0'))",
      "    discount = max((discount_codes[code] for code in order.codes if code in discount_codes), default=Decimal('0'))",
      "    return max(subtotal - discount, Decimal('0'))",
    ].join('\n');
    const result = judge(black(commitSuggestion(BASE, 'order_total', edited)));
    expect(result.outcome).toBe('applied-with-edits');
    expect(result.similarity).toBeGreaterThanOrEqual(EDITED_SIMILARITY);
    expect(result.similarity).toBeLessThan(1);
  });

  it('rewritten by hand: replaced', () => {
    const rewrite = [
      '    total = Decimal(0)',
      '    for item in order.items:',
      '        total += item.price * item.quantity',
      '    for code in order.codes:',
      '        if code in discount_codes:',
      '            total -= discount_codes[code]',
      '            break',
      '    return max(total, Decimal(0))',
    ].join('\n');
    const result = judge(commitSuggestion(BASE, 'order_total', rewrite));
    expect(result.outcome).toBe('replaced');
    expect(result.similarity).toBeLessThan(EDITED_SIMILARITY);
  });

  it('a push that leaves the stub alone: stub still there; closing the PR then: closed without it', () => {
    const otherChange = BASE.replace('    ...\n', '    return f"{item.quantity} × {item.title}: {item.price}"\n');
    expect(judge(otherChange)).toMatchObject({ outcome: 'stub-remains' });
    // The stub rewritten as another stub form is still a stub.
    expect(judge(otherChange.replace('    raise NotImplementedError', '    pass  # TODO'))).toMatchObject({ outcome: 'stub-remains' });
    expect(judge(otherChange, 'closed')).toMatchObject({ outcome: 'closed-without' });
  });

  it('the function deleted: removed, or closed without it when the PR was closed', () => {
    const without = BASE.split('\n\n\ndef describe')[0]!.replace(/\n\n\ndef order_total[\s\S]*$/, '\n') + '\n\ndef describe(item):\n    return str(item)\n';
    expect(targetBodyAt(without, 'order_total')).toBeUndefined();
    expect(judge(without)).toMatchObject({ outcome: 'removed' });
    expect(judge(without, 'closed')).toMatchObject({ outcome: 'closed-without' });
  });

  it('applied and merged stays applied', () => {
    expect(judge(commitSuggestion(BASE, 'order_total', SUGGESTION), 'merged')).toMatchObject({ outcome: 'applied', exact: true });
  });

  it('a method with a docstring-only stub, suggestion applied after re-indenting the class', () => {
    const source = 'class Cart:\n    def total(self) -> int:\n        """Sum of prices."""\n';
    const method = posted(source, 'Cart.total', '        return sum(item.price for item in self.items)');
    expect(method.stub).toBe('');
    const committed = 'class Cart:\n  def total(self) -> int:\n    """Sum of prices."""\n    return sum(item.price for item in self.items)\n';
    expect(classifySuggestionOutcome(method, targetBodyAt(committed, 'Cart.total'))).toEqual({ outcome: 'applied', similarity: 1, exact: true });
    expect(classifySuggestionOutcome(method, targetBodyAt(source, 'Cart.total'))).toMatchObject({ outcome: 'stub-remains' });
  });
});

describe('targetBodyAt', () => {
  it('returns the body without the docstring, and says whether it is a stub', () => {
    expect(targetBodyAt(BASE, 'order_total')).toEqual({ body: '    raise NotImplementedError', isStub: true });
    expect(targetBodyAt(BASE, 'describe')).toEqual({ body: '    ...', isStub: true });
    expect(targetBodyAt('def f(x): return x + 1\n', 'f')).toEqual({ body: 'return x + 1', isStub: false });
    expect(targetBodyAt(BASE, 'missing')).toBeUndefined();
  });
});

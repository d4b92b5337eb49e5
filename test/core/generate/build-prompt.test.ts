import { describe, expect, it } from 'vitest';
import { buildImplementPrompt, buildRepairMessage } from '../../../src/core/generate/build-prompt.js';
import { IMPLEMENTATION_JSON_SCHEMA } from '../../../src/core/generate/templates.js';
import { PROMPT_VERSION } from '../../../src/core/languages/python/answer/templates.js';
import { findStubs, parsePython } from '../../../src/core/languages/python/index.js';
import type { RetrievalResult } from '../../../src/core/retrieval/types.js';

const SOURCE = `"""Orders."""
import logging
from decimal import Decimal

from .pricing import apply_discount, TAX_RATE

log = logging.getLogger(__name__)


class OrderService:
    """Creates and prices orders."""

    def __init__(self, repo):
        self.repo = repo
        self.audit = []

    @staticmethod
    def validate(order) -> bool:
        """True when the order has lines."""
        return bool(order.lines)

    def total(
        self, order, *, coupon: str | None = None
    ) -> Decimal:
        """Total of the order after the coupon and tax.

        Raises ValueError for an invalid order.
        """
        raise NotImplementedError


def format_total(value: Decimal) -> str:
    """Two decimals and a currency sign."""
    return f"\${value:.2f}"
`;
const parsed = parsePython(SOURCE);
const target = parsed.definitions.find((d) => d.qualname === 'OrderService.total')!;
const stub = findStubs(SOURCE, parsed).find((s) => s.qualname === 'OrderService.total')!;

const retrieval: RetrievalResult = {
  target: { file: 'shop/orders.py', name: 'OrderService.total', line: target.range.start },
  retriever: 'dycoder',
  items: [
    { file: 'shop/pricing.py', name: 'apply_discount', kind: 'function', reason: 'callee', hop: 1, tokens: 40 },
    { file: 'shop/pricing.py', name: 'TAX_RATE', kind: 'variable', reason: 'import', hop: 1, tokens: 5 },
    { file: 'shop/models.py', name: 'Order', kind: 'class', reason: 'annotation', hop: 2, tokens: 60, elided: true },
  ],
  context: [
    '# shop/pricing.py',
    'def apply_discount(amount: Decimal, coupon: str | None) -> Decimal:',
    '    return amount * Decimal("0.9") if coupon == "SAVE10" else amount',
    'TAX_RATE = Decimal("0.2")',
    '# shop/models.py',
    'class Order:',
    '    lines: list["Line"]',
  ].join('\n'),
  tokens: 105,
  graph: { nodes: 4, edges: 3, hops: 2, mermaid: 'graph LR' },
  stats: { filesRead: 3, bytesRead: 900, ms: 4 },
};

describe('buildImplementPrompt', () => {
  const prompt = buildImplementPrompt({ file: 'shop/orders.py', source: SOURCE, parsed, target, stub, retrieval });
  const user = prompt.messages[1]!.content;

  it('is versioned and asks for the implementation schema', () => {
    expect(prompt.version).toBe(PROMPT_VERSION);
    expect(prompt.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(prompt.jsonSchema).toEqual(IMPLEMENTATION_JSON_SCHEMA);
  });

  it('shows the target as written: class header, decorators, multi-line signature, docstring and stub', () => {
    expect(user).toContain('Implement the body of `OrderService.total` in `shop/orders.py` (line 22)');
    expect(user).toContain('class OrderService:\n    ...\n    def total(\n        self, order, *, coupon: str | None = None\n    ) -> Decimal:');
    expect(user).toContain('Raises ValueError for an invalid order.');
    expect(user).toContain('        raise NotImplementedError\n```');
  });

  it('outlines the file: imports, the enclosing class and the neighbours', () => {
    expect(user).toContain('import logging\nfrom decimal import Decimal\nfrom .pricing import apply_discount, TAX_RATE');
    expect(user).toContain('# attributes: self.repo, self.audit');
    // Implemented bodies are shown elided, with a marker a stub's `...` cannot be mistaken for.
    expect(user).toContain('    @staticmethod\n    def validate(order) -> bool:\n        """True when the order has lines."""\n        # … body elided …');
    expect(user).toContain('def format_total(value: Decimal) -> str:\n    """Two decimals and a currency sign."""\n    # … body elided …');
    expect(user).toContain('log = logging.getLogger(__name__)');
    // Neighbours are outlines: their bodies are retrieval's business.
    expect(user).not.toContain('return bool(order.lines)');
  });

  it('lists every retrieved item and includes the retrieved context verbatim, in graph order', () => {
    for (const item of retrieval.items) expect(user).toContain(`\`${item.file}\`: \`${item.name}\` (${item.kind}; ${item.reason}; hop ${item.hop}`);
    expect(user).toContain('signature only');
    expect(user).toContain(retrieval.context);
    expect(user.indexOf('apply_discount`')).toBeLessThan(user.indexOf('`Order`'));
  });

  it('gives the instruction: body only, same signature, use the helpers, no stub, one python block', () => {
    expect(user).toContain('Return only the body of `total`: no `def` line, no decorators, no docstring');
    expect(user).toContain('Keep the signature exactly as it is: `def total( self, order, *, coupon: str | None = None ) -> Decimal:`');
    expect(user).toContain('Use the helpers, classes, methods and constants shown above rather than reimplementing them');
    expect(user).toContain('Do not leave a stub');
    expect(user).toContain('one ```python code block');
    expect(prompt.messages[0]!.content).toMatch(/never change a signature/);
  });

  it('leaves out the retrieval section when nothing was retrieved, and survives {{ }} in context', () => {
    const bare = buildImplementPrompt({ file: 'shop/orders.py', source: SOURCE, parsed, target, stub });
    expect(bare.messages[1]!.content).not.toContain('Context retrieved from the repository');
    const jinja = buildImplementPrompt({ file: 'f.py', source: SOURCE, parsed, target, stub, retrieval: { ...retrieval, context: 'T = "{{name}} {{file}}"' } });
    expect(jinja.messages[1]!.content).toContain('T = "{{name}} {{file}}"');
  });

  it('does not repeat the file outline when retrieval already gives the target file (hop 0)', () => {
    const withFile: RetrievalResult = {
      ...retrieval,
      items: [{ file: 'shop/orders.py', name: 'OrderService.total', kind: 'method', reason: 'target', hop: 0, tokens: 80 }, ...retrieval.items],
    };
    const text = buildImplementPrompt({ file: 'shop/orders.py', source: SOURCE, parsed, target, stub, retrieval: withFile }).messages[1]!.content;
    expect(text).toContain('# attributes: self.repo, self.audit');
    expect(text).not.toContain('def format_total(value: Decimal) -> str:\n    """Two decimals');
    expect(text).not.toContain('import logging\nfrom decimal import Decimal');
  });

  it('builds the repair message from the problems', () => {
    const m = buildRepairMessage(target, ['The body does not parse (syntax error at body line 2).', 'The body is still a stub.']);
    expect(m.role).toBe('user');
    expect(m.content).toContain('Your answer for `OrderService.total` cannot be used:\n- The body does not parse (syntax error at body line 2).\n- The body is still a stub.');
    expect(m.content).toContain('complete body of `total` only');
  });
});

describe('buildImplementPrompt with a repository language', () => {
  const english = buildImplementPrompt({ file: 'shop/orders.py', source: SOURCE, parsed, target, stub, retrieval });
  it('asks for comments in the configured language and versions that prompt apart', () => {
    const german = buildImplementPrompt({ file: 'shop/orders.py', source: SOURCE, parsed, target, stub, retrieval, language: 'de' });
    expect(german.version).toBe(`${PROMPT_VERSION}+de`);
    expect(german.messages[1]!.content).toContain('Write every comment in the body in the language with the code `de`');
  });
  it('leaves English prompts exactly as they were', () => {
    for (const language of ['en', 'en-GB']) {
      expect(buildImplementPrompt({ file: 'shop/orders.py', source: SOURCE, parsed, target, stub, retrieval, language })).toEqual(english);
    }
  });
});

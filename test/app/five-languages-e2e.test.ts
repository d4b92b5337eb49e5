/**
 * End to end through the app (issue 25): one PR adding a Python, a TypeScript, a Go, a Rust and a
 * Java stub to a mixed repository on the GitHub simulator gets one review with five committable
 * suggestions, each on its stub's body lines and each checked by its language (the Java answer
 * uses a class of its own package that the file does not import).
 */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/core/languages/index.js';
import type { ScriptedReply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { startE2eWorker } from './e2e-worker.js';

const lines = (...l: string[]): string => `${l.join('\n')}\n`;

const BASE: Record<string, string> = {
  'README.md': '# shop\n',
  'go.mod': lines('module example.com/shop', '', 'go 1.19'),
  'Cargo.toml': lines('[package]', 'name = "shop"', 'version = "0.1.0"'),
  'rs/src/lib.rs': lines('pub mod money;'),
  'py/shop/__init__.py': '',
  'web/src/money.ts': lines('export function cents(n: number): string {', '  return `${n}c`;', '}'),
  'app/src/main/java/com/shop/Item.java': lines('package com.shop;', '', 'public class Item {', '  final long price;', '', '  Item(long price) {', '    this.price = price;', '  }', '}'),
};

const PR: Record<string, string> = {
  'py/shop/total.py': lines('def total(prices: list) -> int:', '    """The sum of the prices."""', '    raise NotImplementedError'),
  'web/src/label.ts': lines("import { cents } from './money';", '', 'export function label(n: number): string {', "  throw new Error('not implemented');", '}'),
  'gocart/cart.go': lines('package gocart', '', '// Sum adds the prices.', 'func Sum(prices []int) int {', '\tpanic("not implemented")', '}'),
  'rs/src/money.rs': lines('/// The sum of the prices.', 'pub fn sum(prices: &[u64]) -> u64 {', '    todo!()', '}'),
  'app/src/main/java/com/shop/Cart.java': lines(
    'package com.shop;',
    '',
    'import java.util.List;',
    '',
    'public class Cart {',
    '  private final List<Item> items;',
    '',
    '  Cart(List<Item> items) {',
    '    this.items = items;',
    '  }',
    '',
    '  /** The sum of the item prices. */',
    '  public long total() {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  ),
};

const ANSWERS: Record<string, { fence: string; body: string; suggestion: string }> = {
  total: { fence: 'python', body: 'return sum(prices)', suggestion: '    return sum(prices)' },
  label: { fence: 'typescript', body: 'return cents(n);', suggestion: '  return cents(n);' },
  Sum: { fence: 'go', body: 's := 0\nfor _, p := range prices {\n\ts += p\n}\nreturn s', suggestion: '\ts := 0\n\tfor _, p := range prices {\n\t\ts += p\n\t}\n\treturn s' },
  sum: { fence: 'rust', body: 'prices.iter().sum()', suggestion: '    prices.iter().sum()' },
  'Cart.total': { fence: 'java', body: 'long sum = 0;\nfor (Item item : items) {\n  sum += item.price;\n}\nreturn sum;', suggestion: '    long sum = 0;\n    for (Item item : items) {\n      sum += item.price;\n    }\n    return sum;' },
};

const prompts: string[] = [];
function coder(req: { messages: { content: string }[] }): ScriptedReply {
  const text = req.messages.map((m) => m.content).join('\n');
  prompts.push(text);
  const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
  const answer = ANSWERS[name];
  const content = answer === undefined ? 'No idea.' : `\`\`\`${answer.fence}\n${answer.body}\n\`\`\``;
  return { kind: 'content', content, usage: { promptTokens: 700, completionTokens: 40 } };
}

const e2e = useE2eStack({ coder });

describe('end to end on a repository of five languages', () => {
  it('answers one PR with a Python, TypeScript, Go, Rust and Java stub with one review of five checked suggestions', async () => {
    const h = await e2e.harness({ repo: { files: BASE, prFiles: PR } });
    const job = await e2e.implement('/dycoder implement', { start: (harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1 }), timeoutMs: 120_000 });
    expect(job.failedReason).toBeUndefined();
    expect(h.sim.state.reviews).toHaveLength(1);
    const review = h.sim.state.reviews[0]!;
    const comments = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id);
    const expected = Object.entries(PR).map(([file, text]) => {
      const stub = parseSource(text, file).stubs?.[0];
      return [file, stub?.bodyRange.start, stub?.bodyRange.end];
    });
    expect(comments.map((c) => [c.path, c.start_line ?? c.line, c.line]).sort()).toEqual(expected.sort());
    for (const [name, answer] of Object.entries(ANSWERS)) {
      const comment = comments.find((c) => c.body.includes(`\`\`\`suggestion\n${answer.suggestion}\n\`\`\``));
      expect(comment, name).toBeDefined();
    }
    // Each prompt names its language; the Java one shows Item, a class of Cart's package found without an import.
    for (const [name, language] of [['total', 'Python'], ['label', 'TypeScript'], ['Sum', 'Go'], ['sum', 'Rust'], ['Cart.total', 'Java']] as const) {
      expect(prompts.find((p) => p.includes(`Implement the body of \`${name}\``)), name).toContain(language);
    }
    expect(prompts.find((p) => p.includes('Implement the body of `Cart.total`'))).toContain('# file: app/src/main/java/com/shop/Item.java');
  });
});

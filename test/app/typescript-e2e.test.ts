/**
 * End to end through the app on TypeScript: a small workspace monorepo (two packages and an app,
 * tsconfig `paths` through `extends`) on the GitHub simulator. One PR adds two TS stubs, one of
 * which uses a type from another package; a second PR mixes a Python stub with a TS stub. Each
 * `/dycoder implement` gets one review whose committable suggestions sit on the stubs' body lines.
 */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/core/languages/index.js';
import { MONOREPO } from '../core/languages/typescript/resolve/fixtures.js';
import type { ScriptedReply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { startE2eWorker } from './e2e-worker.js';

const CART_SUMMARY = [
  "import { Cart, type Item, price } from '@shop/core';",
  '',
  '/** One line per item: "sku: $price". */',
  'export function describeItems(items: Item[]): string[] {',
  '  // TODO: implement',
  '}',
  '',
  'export class CartSummary {',
  '  constructor(private readonly cart: Cart) {}',
  '',
  '  /** The total of the cart, formatted. */',
  '  totalText(): string {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');

const REPORT_PY = ['def order_count(orders: list) -> int:', '    """How many orders there are."""', '    pass', ''].join('\n');

const ANSWERS: Record<string, { fence: string; body: string }> = {
  describeItems: { fence: 'typescript', body: 'return items.map((item) => `${item.sku}: ${price(item.cents)}`);' },
  'CartSummary.totalText': { fence: 'typescript', body: 'return price(this.cart.total());' },
  order_count: { fence: 'python', body: 'return len(orders)' },
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

/** Runs `/dycoder implement` on a PR adding `added` to the monorepo; returns the review's comments. */
async function implementPr(added: Record<string, string>) {
  const h = await e2e.harness({ repo: { files: MONOREPO, prFiles: added } });
  const job = await e2e.implement('/dycoder implement', { start: (harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1 }), timeoutMs: 90_000 });
  expect(job.failedReason).toBeUndefined();
  expect(h.sim.state.reviews).toHaveLength(1);
  const review = h.sim.state.reviews[0]!;
  return h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id);
}

/** The body lines of each stub of a file, as the review must target them. */
function stubLines(file: string, text: string): Record<string, { start: number; end: number }> {
  const parsed = parseSource(text, file);
  return Object.fromEntries((parsed.stubs ?? []).map((s) => [s.qualname, s.bodyRange]));
}

describe('end to end on a TypeScript workspace monorepo', () => {
  it('answers a PR adding two TS stubs with one review of committable suggestions on the stub lines', async () => {
    const file = 'apps/web/src/cart-summary.ts';
    const comments = await implementPr({ [file]: CART_SUMMARY });
    const lines = stubLines(file, CART_SUMMARY);
    expect(comments.map((c) => [c.path, c.side, c.start_line ?? c.line, c.line]).sort()).toEqual(
      [
        [file, 'RIGHT', lines.describeItems?.start, lines.describeItems?.end],
        [file, 'RIGHT', lines['CartSummary.totalText']?.start, lines['CartSummary.totalText']?.end],
      ].sort(),
    );
    const bodies = comments.map((c) => c.body).join('\n');
    expect(bodies).toContain('```suggestion\n  return items.map((item) => `${item.sku}: ${price(item.cents)}`);\n```');
    expect(bodies).toContain('```suggestion\n    return price(this.cart.total());\n```');
    // The stub's types come from another package of the workspace, found through tsconfig `paths`.
    const prompt = prompts.find((p) => p.includes('Implement the body of `describeItems`')) ?? '';
    expect(prompt).toContain('# file: packages/core/src/models.ts');
    expect(prompt).toContain('export interface Item {');
    expect(prompts.find((p) => p.includes('Implement the body of `CartSummary.totalText`'))).toContain('total(): number {');
  }, 120_000);

  it('answers a mixed Python and TypeScript PR with suggestions for both', async () => {
    const tsFile = 'apps/web/src/cart-summary.ts';
    const pyFile = 'tools/report.py';
    const comments = await implementPr({ [tsFile]: CART_SUMMARY, [pyFile]: REPORT_PY });
    const ts = stubLines(tsFile, CART_SUMMARY);
    const py = stubLines(pyFile, REPORT_PY);
    expect(comments.map((c) => `${c.path}:${c.line}`).sort()).toEqual(
      [`${tsFile}:${ts.describeItems?.end}`, `${tsFile}:${ts['CartSummary.totalText']?.end}`, `${pyFile}:${py.order_count?.end}`].sort(),
    );
    expect(comments.find((c) => c.path === pyFile)?.body).toContain('```suggestion\n    return len(orders)\n```');
  }, 120_000);
});

/**
 * The bundled example (examples/bookshop) as a pull request on the GitHub simulator: the base
 * branch has the package without its three stub-bearing modules, the PR adds them (four stubs).
 * Measures what one `/dycoder implement` job fetches against the size of the repository.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import type { ScriptedReply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';

const EXAMPLE = join(import.meta.dirname, '../../examples/bookshop');
const ADDED_BY_PR = ['src/bookshop/catalog/search.py', 'src/bookshop/orders/pricing.py', 'src/bookshop/orders/service.py'];

function exampleFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(EXAMPLE, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(EXAMPLE);
  return files;
}

const BODIES: Record<string, string> = {
  search_books: [
    'found = [book for book in inventory.books() if book.matches(term)]',
    'if in_stock_only:',
    '    found = [book for book in found if inventory.available(book.isbn) > 0]',
    'return sorted(found, key=lambda book: (-rank(book, term), book.title))',
  ].join('\n'),
  order_total: [
    'subtotal = sum((line.subtotal - line_discount(line) for line in order.lines), Decimal("0"))',
    'discounted = subtotal * (1 - coupon_rate(order.coupon))',
    'return round_money(discounted + shipping_for(discounted))',
  ].join('\n'),
  'OrderService.place_order': [
    'reserved: list[tuple[str, int]] = []',
    'try:',
    '    for isbn, copies in items.items():',
    '        self.inventory.reserve(isbn, copies)',
    '        reserved.append((isbn, copies))',
    'except Exception:',
    '    for isbn, copies in reserved:',
    '        self.inventory.release(isbn, copies)',
    '    raise',
    'lines = [OrderLine(isbn, copies, self.inventory.get(isbn).price) for isbn, copies in items.items()]',
    'order = Order(str(next(self._ids)), customer, lines, coupon=coupon)',
    'self.orders[order.id] = order',
    'self.notifier.send(customer, f"Order {order.id} placed: {order_total(order)}")',
    'return order',
  ].join('\n'),
  'OrderService.cancel_order': [
    'order = self.orders[order_id]',
    'self._transition(order, OrderStatus.CANCELLED)',
    'for line in order.lines:',
    '    self.inventory.release(line.isbn, line.quantity)',
    'return order',
  ].join('\n'),
};

function bookshopCoder(req: { messages: { content: string }[] }): ScriptedReply {
  const text = req.messages.map((m) => m.content).join('\n');
  const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
  const body = BODIES[name];
  return { kind: 'content', content: body === undefined ? 'No idea.' : `\`\`\`python\n${body}\n\`\`\``, usage: { promptTokens: 800, completionTokens: 60 } };
}

const e2e = useE2eStack({ coder: bookshopCoder });


describe('end to end on examples/bookshop', () => {
  it('implements the four stubs of the PR reading only the files the walk reaches', async () => {
    const files = exampleFiles();
    const base = Object.fromEntries(Object.entries(files).filter(([path]) => !ADDED_BY_PR.includes(path)));
    const added = Object.fromEntries(ADDED_BY_PR.map((path) => [path, files[path] ?? '']));
    const h = await e2e.harness({ repo: { files: base, prFiles: added } });
    const started = Date.now();
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const [queued] = await h.queue.queue.getJobs(['waiting']);
    expect(queued).toBeDefined();
    h.sim.resetRequests();
    await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1 }));
    const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 90_000);
    expect(job.failedReason).toBeUndefined();
    const ms = Date.now() - started;

    expect(h.sim.state.reviews).toHaveLength(1);
    const review = h.sim.state.reviews[0]!;
    const comments = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id);
    const suggested = comments.map((c) => c.body).join('\n') + review.body;
    // Every stub got its implementation, as a committable suggestion or in the body.
    expect(suggested).toContain('self.inventory.reserve(isbn, copies)');
    expect(suggested).toContain('self._transition(order, OrderStatus.CANCELLED)');
    expect(suggested).toContain('return round_money(discounted + shipping_for(discounted))');
    expect(suggested).toContain('key=lambda book: (-rank(book, term), book.title)');
    expect(comments.every((c) => c.side === 'RIGHT' && c.path !== undefined && ADDED_BY_PR.includes(c.path))).toBe(true);

    const counts = h.sim.countsByRoute();
    const trees = counts['GET /repos/{owner}/{repo}/git/trees/{sha}'] ?? 0;
    const blobs = counts['GET /repos/{owner}/{repo}/git/blobs/{sha}'] ?? 0;
    const total = Object.keys(files).length;
    const python = Object.keys(files).filter((f) => f.endsWith('.py')).length;
    console.log(`examples/bookshop job: ${h.sim.requests.length} GitHub requests — ${trees} tree + ${blobs} blobs of ${total} files (${python} Python); comment → review ${ms} ms`, counts);
    expect(trees).toBe(1);
    // The walk reads the package's modules it reaches, never the tests, README or pyproject.
    expect(blobs).toBeLessThan(python);
    const blobPaths = h.sim.requests.filter((r) => r.route === 'GET /repos/{owner}/{repo}/git/blobs/{sha}').map((r) => r.path);
    expect(new Set(blobPaths).size).toBe(blobPaths.length);
  });
});

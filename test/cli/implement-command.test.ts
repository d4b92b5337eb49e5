import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runImplementCommand } from '../../src/cli/implement-command.js';
import type { CliIo } from '../../src/cli/io.js';
import { UsageError } from '../../src/cli/io.js';
import { findStubs, syntaxErrors } from '../../src/core/languages/python/index.js';
import { reply, startOpenAIServer } from '../support/openai-server.js';
import type { OpenAIServer, RecordedRequest } from '../support/openai-server.js';
import { GEOMETRY, makeRepo, UNITS } from '../pipeline/fixture.js';

interface Captured extends CliIo {
  out: () => string;
  err: () => string;
}

function captureIo(tty = false): Captured {
  let out = '';
  let err = '';
  return {
    stdout: { write: (c: string) => (out += c), isTTY: tty },
    stderr: { write: (c: string) => (err += c), isTTY: tty },
    out: () => out,
    err: () => err,
  };
}

const ANSWERS: Record<string, string> = {
  ring_area: '```python\nreturn circle_area(outer) - circle_area(inner)\n```',
  'Square.area': 'Here:\n```python\nreturn to_metres(self.side) ** 2\n```',
};

function answerFor(req: RecordedRequest) {
  const m = /Implement the body of `([\w.]+)`/.exec(req.messages[1]?.content ?? '');
  return reply.content(ANSWERS[m?.[1] ?? ''] ?? 'no idea');
}

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(answerFor);
});

const env = () => ({ OPENAI_BASE_URL: server.baseURL, DYCODER_MODEL: 'local-coder', DYCODER_STRUCTURED_OUTPUT: 'off', DYCODER_MODEL_MAX_RETRIES: '0' });

describe('dycoder implement', () => {
  it('without a model prints one line per stub and a summary; --show-prompts prints the exact prompts', async () => {
    const repo = makeRepo();
    const brief = captureIo();
    expect(await runImplementCommand(['--repo', repo], brief, { env: {} })).toBe(0);
    expect(brief.out().trim().split('\n').map((l) => l.replace(/:.*$/, ''))).toEqual(['prompt for geo/shapes.py', 'prompt for geo/shapes.py']);
    expect(brief.err().trim().split('\n').at(-1)).toMatch(/^dycoder: 2 prompt\(s\) built and no model called \(print them with --show-prompts\); \d+ context tokens; \d+ of \d+ files read; [\d.]+ s\.$/);
    const io = captureIo();
    expect(await runImplementCommand(['--repo', repo, '--show-prompts'], io, { env: {} })).toBe(0);
    expect(io.out()).toContain('===== prompt for geo/shapes.py:ring_area (implement-v1) =====');
    expect(io.out()).toContain('===== prompt for geo/shapes.py:Square.area (implement-v1) =====');
    expect(io.out()).toContain('Return only the body of `ring_area`');
    expect(io.err().trim().split('\n')[0]).toBe(
      'No model is configured: set OPENAI_API_KEY (plus OPENAI_BASE_URL for a local OpenAI-compatible server, and DYCODER_MODEL), or AZURE_OPENAI_ENDPOINT, AZURE_OPENAI_DEPLOYMENT and AZURE_OPENAI_API_KEY, to generate implementations.',
    );
    expect(io.err().trim().split('\n')).toHaveLength(2);
    expect(readFileSync(join(repo, 'geo/shapes.py'), 'utf8')).toBe(GEOMETRY);
    expect(server.requests).toHaveLength(0);
  });

  it('prints a unified diff of every stub by default and leaves the files alone', async () => {
    const repo = makeRepo();
    const io = captureIo();
    expect(await runImplementCommand(['--repo', repo], io, { env: env() })).toBe(0);
    const diff = io.out();
    expect(diff).toContain('--- a/geo/shapes.py\n+++ b/geo/shapes.py\n');
    expect(diff).toContain('-    pass\n+    return circle_area(outer) - circle_area(inner)\n');
    expect(diff).toContain('-        ...\n+        return to_metres(self.side) ** 2\n');
    expect(io.err()).toMatch(/^dycoder: 2 of 2 stub\(s\) implemented, 0 without a suggestion; \d+ model tokens; \d+ of \d+ files read; [\d.]+ s\.\n$/);
    expect(readFileSync(join(repo, 'geo/shapes.py'), 'utf8')).toBe(GEOMETRY);
    // The diff applies with git and gives the same file --write would.
    execFileSync('git', ['init', '-q'], { cwd: repo });
    writeFileSync(join(repo, 'change.diff'), diff);
    execFileSync('git', ['apply', '--check', 'change.diff'], { cwd: repo });
  });

  it('--write changes only the stub bodies and leaves a file that parses', async () => {
    const repo = makeRepo();
    const io = captureIo();
    expect(await runImplementCommand(['--repo', repo, '--write'], io, { env: env() })).toBe(0);
    const after = readFileSync(join(repo, 'geo/shapes.py'), 'utf8');
    expect(syntaxErrors(after)).toEqual([]);
    expect(findStubs(after)).toEqual([]);
    const before = GEOMETRY.split('\n');
    const now = after.split('\n');
    expect(now).toHaveLength(before.length);
    const changed = before.flatMap((line, i) => (line === now[i] ? [] : [i + 1]));
    expect(changed).toEqual([14, 23]);
    expect(io.err()).toContain('wrote 2 implementation(s) to 1 file(s)');
  });

  it('shows what the app would post: the import a body needs in the diff, in --json and in --write, and warnings in the human output', async () => {
    const units = `${UNITS}\n\ndef disc_area(radius: float) -> float:\n    return 3.14159 * radius ** 2\n`;
    // A star import of a module outside the repository and the standard library: the names it binds cannot be known.
    const shapes = GEOMETRY.replace('import math\n', 'import math\nfrom pint import *\n');
    const files = { 'geo/shapes.py': shapes, 'geo/units.py': units, 'geo/__init__.py': '' };
    server.respondWith((req) => {
      const m = /Implement the body of `([\w.]+)`/.exec(req.messages[1]?.content ?? '');
      return reply.content(m?.[1] === 'ring_area' ? '```python\nreturn disc_area(outer) - disc_area(inner)\n```' : '```python\nreturn self.side ** 2 * SCALE\n```');
    });
    const repo = makeRepo(files);
    const io = captureIo();
    expect(await runImplementCommand(['--repo', repo], io, { env: env() })).toBe(0);
    expect(io.out()).toContain(' from .units import to_metres\n+from .units import disc_area\n');
    expect(io.err()).toContain('dycoder: geo/shapes.py:ring_area needs `from .units import disc_area` (added to the diff after line 5)');
    expect(io.err()).toMatch(/dycoder: note on geo\/shapes.py:Square.area: Uses `SCALE` \(body line 1\), which nothing the file binds explicitly defines; it may come from a star import/);
    execFileSync('git', ['init', '-q'], { cwd: repo });
    writeFileSync(join(repo, 'change.diff'), io.out());
    execFileSync('git', ['apply', '--check', 'change.diff'], { cwd: repo });

    const json = captureIo();
    expect(await runImplementCommand(['--repo', repo, '--json'], json, { env: env() })).toBe(0);
    const report = JSON.parse(json.out()) as { targets: { qualname: string; imports: string[] }[] };
    expect(report.targets.map((t) => [t.qualname, t.imports])).toEqual([['ring_area', ['from .units import disc_area']], ['Square.area', []]]);

    expect(await runImplementCommand(['--repo', repo, '--write'], captureIo(), { env: env() })).toBe(0);
    const after = readFileSync(join(repo, 'geo/shapes.py'), 'utf8');
    expect(after.split('\n').slice(0, 7)).toEqual(['"""Shapes."""', 'import math', 'from pint import *', '', 'from .units import to_metres', 'from .units import disc_area', '']);
    expect(syntaxErrors(after)).toEqual([]);
  });

  it('--json prints one JSON object with body, validation, tokens and timings, and no progress', async () => {
    const repo = makeRepo();
    const io = captureIo(true);
    expect(await runImplementCommand(['--repo', repo, '--json', '--target', 'geo/shapes.py:ring_area'], io, { env: env() })).toBe(0);
    expect(io.err()).toBe('');
    const report = JSON.parse(io.out()) as { model: string; targets: Record<string, unknown>[] };
    expect(report.model).toBe('local-coder');
    expect(report.targets).toHaveLength(1);
    const t = report.targets[0]!;
    expect(t).toMatchObject({
      file: 'geo/shapes.py',
      qualname: 'ring_area',
      status: 'suggested',
      body: '    return circle_area(outer) - circle_area(inner)',
      validation: { ok: true, problems: [], warnings: [], rounds: 1 },
    });
    expect((t['tokens'] as { prompt: number }).prompt).toBeGreaterThan(0);
    expect((t['tokens'] as { context: number }).context).toBeGreaterThan(0);
    expect(typeof (t['timings'] as { retrievalMs: number }).retrievalMs).toBe('number');
  });

  it('shows a progress line per target on a terminal', async () => {
    const repo = makeRepo();
    const io = captureIo(true);
    await runImplementCommand(['--repo', repo], io, { env: env() });
    const lines = io.err().trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.pop()).toMatch(/^dycoder: 2 of 2 stub\(s\) implemented/);
    for (const l of lines) expect(l).toMatch(/^\[[12]\/2\] geo\/shapes\.py:(ring_area|Square\.area) — suggested in \d+\.\d s$/);
  });

  it('--base REF implements only the stubs added since REF', async () => {
    const repo = makeRepo({ 'geo/shapes.py': GEOMETRY.replace(/\ndef ring_area[\s\S]*?pass\n/, '\n'), 'geo/units.py': 'def to_metres(v, unit="m"):\n    return v\n' });
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: repo });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'base');
    writeFileSync(join(repo, 'geo/shapes.py'), GEOMETRY);
    const io = captureIo();
    expect(await runImplementCommand(['--repo', repo, '--base', 'HEAD', '--json'], io, { env: env() })).toBe(0);
    const report = JSON.parse(io.out()) as { targets: { qualname: string }[] };
    expect(report.targets.map((t) => t.qualname)).toEqual(['ring_area']);
    // A new, untracked file counts as added code.
    writeFileSync(join(repo, 'geo/extra.py'), 'def volume(r):\n    """Sphere volume."""\n    ...\n');
    const io2 = captureIo();
    await runImplementCommand(['--repo', repo, '--base', 'HEAD', '--json'], io2, { env: env() });
    const report2 = JSON.parse(io2.out()) as { targets: { file: string; qualname: string }[] };
    expect(report2.targets.map((t) => `${t.file}:${t.qualname}`).sort()).toEqual(['geo/extra.py:volume', 'geo/shapes.py:ring_area']);
  });

  it('reports a target without a suggestion and exits 1', async () => {
    const repo = makeRepo();
    server.respondWith(() => reply.content('```python\npass\n```'));
    const io = captureIo();
    expect(await runImplementCommand(['--repo', repo, '--target', 'geo/shapes.py:ring_area'], io, { env: env() })).toBe(1);
    expect(io.out()).toBe('');
    expect(io.err()).toContain('dycoder: no suggestion for geo/shapes.py:ring_area: The model\'s answer failed validation after one repair round: The body is still a stub');
  });

  it('rejects bad arguments with one sentence', async () => {
    const repo = makeRepo();
    await expect(runImplementCommand(['--repo', repo, '--budget'], captureIo(), { env: {} })).rejects.toThrow('--budget needs a value');
    await expect(runImplementCommand(['--repo', repo, '--target', 'nocolon'], captureIo(), { env: {} })).rejects.toThrow('--target must look like FILE:QUALNAME');
    await expect(runImplementCommand(['--repo', repo, '--all-stubs', '--base', 'HEAD'], captureIo(), { env: {} })).rejects.toThrow('Use only one of');
    await expect(runImplementCommand(['--repo', repo, '--base', 'HEAD'], captureIo(), { env: {} })).rejects.toThrow(/git could not diff/);
  });

  it.each([['1e3'], ['100001'], ['12.5'], ['0x100'], [' 300']])('refuses --budget %j with the wording context uses', async (value) => {
    const repo = makeRepo();
    await expect(runImplementCommand(['--repo', repo, '--budget', value], captureIo(), { env: {} })).rejects.toThrow(
      new UsageError(`--budget must be a whole number from 200 to 100000, got "${value}".`),
    );
  });

  it('without --target or --base leaves out intentional no-ops, says how many, and --all-stubs takes them', async () => {
    const hooks = 'class Element:\n    def on_enter(self, context) -> None:\n        """Called when entered."""\n\n    def reset(self):\n        pass\n';
    const repo = makeRepo({ 'geo/shapes.py': GEOMETRY, 'geo/units.py': UNITS, 'geo/hooks.py': hooks });
    const io = captureIo();
    expect(await runImplementCommand(['--repo', repo, '--json'], io, { env: env() })).toBe(0);
    const report = JSON.parse(io.out()) as { targets: { qualname: string }[]; notes: string[] };
    expect(report.targets.map((t) => t.qualname).sort()).toEqual(['Square.area', 'ring_area']);
    expect(report.notes).toContain(
      'skipped 2 intentional no-op(s), empty bodies that promise no value (such as geo/hooks.py:Element.on_enter); include them with --all-stubs or name one with --target',
    );
    const all = captureIo();
    server.respondWith(() => reply.content('```python\nreturn None\n```'));
    await runImplementCommand(['--repo', repo, '--json', '--all-stubs'], all, { env: env() });
    const everything = JSON.parse(all.out()) as { targets: { qualname: string }[] };
    expect(everything.targets.map((t) => t.qualname).sort()).toEqual(['Element.on_enter', 'Element.reset', 'Square.area', 'ring_area']);
  });

  it('on the bundled example, --write changes only stub bodies, leaves parsing files and working code', async () => {
    const repo = join(mkdtempSync(join(tmpdir(), 'dycoder-bookshop-')), 'bookshop');
    cpSync(join(process.cwd(), 'examples/bookshop'), repo, { recursive: true });
    const bodies: Record<string, string> = {
      search_books: 'found = [b for b in inventory.books() if b.matches(term)]\nif in_stock_only:\n    found = [b for b in found if inventory.available(b.isbn) > 0]\nreturn sorted(found, key=lambda b: (-rank(b, term), b.title))',
      order_total:
        'subtotal = sum((line.subtotal - line_discount(line) for line in order.lines), Decimal("0"))\ndiscounted = subtotal * (1 - coupon_rate(order.coupon))\nreturn round_money(discounted + shipping_for(discounted))',
      'OrderService.place_order':
        'order = Order(str(next(self._ids)), customer, coupon=coupon)\nreserved = []\ntry:\n    for isbn, copies in items.items():\n        self.inventory.reserve(isbn, copies)\n        reserved.append((isbn, copies))\n        order.lines.append(OrderLine(isbn, copies, self.inventory.get(isbn).price))\nexcept Exception:\n    for isbn, copies in reserved:\n        self.inventory.release(isbn, copies)\n    raise\nself.orders[order.id] = order\nself.notifier.send(customer, f"Order {order.id}: {order_total(order)}")\nreturn order',
      'OrderService.cancel_order':
        'order = self.orders[order_id]\nself._transition(order, OrderStatus.CANCELLED)\nfor line in order.lines:\n    self.inventory.release(line.isbn, line.quantity)\nreturn order',
    };
    server.respondWith((req) => {
      const name = /Implement the body of `([\w.]+)`/.exec(req.messages[1]?.content ?? '')?.[1] ?? '';
      return reply.content(`\`\`\`python\n${bodies[name] ?? 'pass'}\n\`\`\``);
    });
    const files = ['src/bookshop/catalog/search.py', 'src/bookshop/orders/pricing.py', 'src/bookshop/orders/service.py'];
    const before = new Map(files.map((f) => [f, readFileSync(join(repo, f), 'utf8')]));
    const io = captureIo();
    expect(await runImplementCommand(['--repo', repo, '--write'], io, { env: env() })).toBe(0);
    expect(io.err()).toContain('wrote 4 implementation(s) to 3 file(s)');
    for (const f of files) {
      const old = before.get(f)!;
      const now = readFileSync(join(repo, f), 'utf8');
      expect(syntaxErrors(now)).toEqual([]);
      expect(findStubs(now)).toEqual([]);
      // Every changed region of the file lies inside one of its stubs' bodies.
      const stubs = findStubs(old);
      const oldPath = join(repo, `${f}.orig`);
      writeFileSync(oldPath, old);
      let diff = '';
      try {
        execFileSync('git', ['diff', '--no-index', '-U0', oldPath, join(repo, f)]);
      } catch (error) {
        diff = String((error as { stdout: Buffer }).stdout);
      }
      const hunks = [...diff.matchAll(/^@@ -(\d+)(?:,(\d+))? /gm)].map((m) => ({ start: Number(m[1]), count: m[2] === undefined ? 1 : Number(m[2]) }));
      expect(hunks.length).toBeGreaterThan(0);
      for (const h of hunks) {
        const inside = stubs.some((s) =>
          h.count === 0 ? h.start === s.bodyRange.end || h.start === s.bodyRange.start - 1 : h.start >= s.bodyRange.start && h.start + h.count - 1 <= s.bodyRange.end,
        );
        expect(inside, `${f}: hunk at ${h.start},${h.count}`).toBe(true);
      }
    }
    // The example's own tests pass against the written code.
    const check = 'import tests.test_pricing as t; t.test_line_discount_for_bulk(); t.test_order_total_with_coupon_and_shipping(); print("ok")';
    expect(execFileSync('python3', ['-c', check], { cwd: repo, env: { PATH: process.env['PATH'] ?? '', PYTHONPATH: join(repo, 'src') } }).toString().trim()).toBe('ok');
  });
});

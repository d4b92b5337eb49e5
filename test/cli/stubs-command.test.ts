import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { bufferIo } from './buffer-io.js';

const EXAMPLE = join(import.meta.dirname, '../../examples/bookshop');

interface JsonStub {
  file: string;
  qualname: string;
  kind: string;
  defLine: number;
  bodyRange: { start: number; end: number };
}

describe('dycoder stubs', () => {
  it('finds exactly the four stubs of the example repository, with their body ranges', async () => {
    const io = bufferIo();
    expect(await main(['stubs', '--repo', EXAMPLE, '--json'], io)).toBe(0);
    const { stubs } = JSON.parse(io.out()) as { stubs: JsonStub[] };
    const summary = stubs.map((s) => [s.file, s.qualname, s.kind, s.bodyRange.start, s.bodyRange.end]);
    expect(summary).toEqual([
      ['src/bookshop/catalog/search.py', 'search_books', 'ellipsis', 25, 25],
      ['src/bookshop/orders/pricing.py', 'order_total', 'docstring-only', 40, 39],
      ['src/bookshop/orders/service.py', 'OrderService.place_order', 'not-implemented', 38, 38],
      ['src/bookshop/orders/service.py', 'OrderService.cancel_order', 'pass', 48, 49],
    ]);
    // Abstract methods (storage/base.py) and Protocol members (notifications.py) are not stubs.
    expect(stubs.some((s) => s.file.includes('storage/base.py') || s.file.includes('notifications.py'))).toBe(false);
  });

  it('prints a readable line per stub without --json', async () => {
    const io = bufferIo();
    expect(await main(['stubs', '--repo', EXAMPLE], io)).toBe(0);
    expect(io.out()).toContain('src/bookshop/orders/pricing.py:37  order_total  insert after line 39');
    expect(io.out()).toContain('src/bookshop/orders/service.py:46  OrderService.cancel_order  lines 48-49');
    expect(io.out()).toMatch(/4 stub\(s\) in 15 source file\(s\)/);
  });

  it('skips virtualenvs, node_modules and binary files, and survives malformed Python', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'dycoder-stubs-'));
    mkdirSync(join(repo, '.venv/lib'), { recursive: true });
    writeFileSync(join(repo, '.venv/pyvenv.cfg'), 'home = /usr/bin\n');
    writeFileSync(join(repo, '.venv/lib/dep.py'), 'def vendored():\n    pass\n');
    mkdirSync(join(repo, 'node_modules/x'), { recursive: true });
    writeFileSync(join(repo, 'node_modules/x/y.py'), 'def nm():\n    pass\n');
    writeFileSync(join(repo, 'blob.py'), Buffer.from([0x64, 0x65, 0x66, 0x00, 0x01]));
    writeFileSync(join(repo, 'broken.py'), 'def ok():\n    ...\n\ndef broken(:\n    return (\n');
    const io = bufferIo();
    expect(await main(['stubs', '--repo', repo, '--json'], io)).toBe(0);
    const { stubs } = JSON.parse(io.out()) as { stubs: JsonStub[] };
    expect(stubs.map((s) => `${s.file}:${s.qualname}`)).toEqual(['broken.py:ok']);
  });

  it('marks empty bodies that promise no value as no-ops, and says so in each line', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'dycoder-noop-'));
    writeFileSync(
      join(repo, 'hooks.py'),
      [
        'class Element:',
        '    def on_enter(self, context) -> None:',
        '        """Called when the node is entered."""',
        '',
        '    def __init__(self):',
        '        pass',
        '',
        '    def weight(self) -> float:',
        '        ...',
        '',
        '    def render(self):',
        '        # TODO: render the children',
        '        pass',
        '',
        '    def close(self):',
        '        raise NotImplementedError',
        '',
      ].join('\n'),
    );
    const io = bufferIo();
    expect(await main(['stubs', '--repo', repo, '--json'], io)).toBe(0);
    const { stubs } = JSON.parse(io.out()) as { stubs: (JsonStub & { noOp: boolean })[] };
    expect(stubs.map((s) => [s.qualname, s.noOp])).toEqual([
      ['Element.on_enter', true],
      ['Element.__init__', true],
      ['Element.weight', false],
      ['Element.render', false],
      ['Element.close', false],
    ]);
    const text = bufferIo();
    expect(await main(['stubs', '--repo', repo], text)).toBe(0);
    expect(text.out()).toContain('hooks.py:2  Element.on_enter  insert after line 3  (docstring-only)  [no-op: an empty body that promises no value; implement skips it unless --all-stubs]\n');
    expect(text.out()).toContain('hooks.py:8  Element.weight  lines 9-9  (ellipsis)\n');
    // The NotImplementedError method comes last: its status is known once every file is read.
    expect(text.out().trim().split('\n').slice(-2)).toEqual(['hooks.py:15  Element.close  lines 16-16  (not-implemented)', '5 stub(s) in 1 source file(s) (2 no-op(s))']);
  });
});

describe('dycoder (dispatcher)', () => {
  it('prints help and rejects unknown commands', async () => {
    const help = bufferIo();
    expect(await main(['help'], help)).toBe(0);
    expect(help.out()).toContain('dycoder context');
    expect(help.out()).toMatch(/Languages: Python \(\.py \.pyi\), TypeScript\/JavaScript \(\.ts/);
    const bad = bufferIo();
    expect(await main(['frobnicate'], bad)).toBe(2);
    expect(bad.err()).toContain('unknown command "frobnicate"');
  });
});

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

  it('explains a missing --repo in one sentence with exit code 2', async () => {
    const io = bufferIo();
    expect(await main(['stubs'], io)).toBe(2);
    expect(io.err()).toMatch(/--repo is required/);
    expect(io.err().trim().split('\n')).toHaveLength(1);
  });
});

describe('dycoder (dispatcher)', () => {
  it('prints help and rejects unknown commands', async () => {
    const help = bufferIo();
    expect(await main(['help'], help)).toBe(0);
    expect(help.out()).toContain('dycoder context');
    const bad = bufferIo();
    expect(await main(['frobnicate'], bad)).toBe(2);
    expect(bad.err()).toContain('unknown command "frobnicate"');
  });
});

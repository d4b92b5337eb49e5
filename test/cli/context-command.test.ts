import { describe, expect, it } from 'vitest';
import { runContextCommand } from '../../src/cli/context-command.js';
import { main } from '../../src/cli/main.js';

function bufferIo() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: { write: (chunk: string) => (out.stdout += chunk) },
      stderr: { write: (chunk: string) => (out.stderr += chunk) },
    },
  };
}

const REPO = 'examples/bookshop';
const TARGET = 'src/bookshop/orders/service.py:OrderService.place_order';

describe('dycoder context', () => {
  it('prints exactly one JSON object with the §4 shape', async () => {
    const { io, out } = bufferIo();
    expect(await runContextCommand(['--repo', REPO, '--target', TARGET, '--json', '--budget', '3000'], io)).toBe(0);
    const json = JSON.parse(out.stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['target', 'retriever', 'items', 'context', 'tokens', 'graph', 'stats']);
    expect(json.target).toEqual({ file: 'src/bookshop/orders/service.py', name: 'OrderService.place_order', line: 32 });
    expect(json.retriever).toBe('dycoder');
    expect(Object.keys(json.graph as object)).toEqual(['nodes', 'edges', 'hops']);
    expect(Object.keys(json.stats as object)).toEqual(['filesRead', 'bytesRead', 'ms']);
    expect(json.tokens).toBeLessThanOrEqual(3000);
    const items = json.items as { file: string; name: string; kind: string; reason: string; hop: number; tokens: number }[];
    expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(['Inventory', 'order_total']));
    expect(Object.keys(items[0] ?? {})).toEqual(expect.arrayContaining(['file', 'name', 'kind', 'reason', 'hop', 'tokens']));
    expect(out.stderr).toBe('');
  });

  it('runs the baselines too', async () => {
    const { io, out } = bufferIo();
    expect(await runContextCommand(['--repo', REPO, '--target', TARGET, '--json', '--retriever', 'static-graph'], io)).toBe(0);
    expect((JSON.parse(out.stdout) as { retriever: string }).retriever).toBe('static-graph');
  });

  it('prints a table and the context without --json', async () => {
    const { io, out } = bufferIo();
    expect(await runContextCommand(['--repo', REPO, '--target', TARGET], io)).toBe(0);
    expect(out.stdout).toMatch(/^dycoder context for src\/bookshop\/orders\/service.py:OrderService.place_order \(line 32\)/);
    expect(out.stdout).toContain('hop  reason');
    expect(out.stdout).toContain('# file: src/bookshop/orders/service.py');
  });

  it.each([
    [['--repo', REPO, '--target', 'src/bookshop/orders/service.py:Nope'], /No function, method or class named Nope/],
    [['--repo', REPO, '--target', 'src/missing.py:f'], /The file src\/missing.py is not in the repository\./],
    [['--repo', 'no/such/dir', '--target', TARGET], /does not exist or is not a directory/],
    [['--repo', REPO, '--target', 'no-colon'], /--target must look like FILE:QUALNAME/],
    [['--repo', REPO, '--target', TARGET, '--retriever', 'magic'], /--retriever must be one of/],
    [['--repo', REPO, '--target', TARGET, '--budget', 'lots'], /--budget/],
    [['--repo', REPO], /--target is required/],
    [['--repo', REPO, '--target', TARGET, '--budget', '1e3'], /^dycoder context: --budget must be a whole number from 200 to 100000, got "1e3"\.\n$/],
    [['--repo', REPO, '--target', TARGET, '--budget', '100001'], /^dycoder context: --budget must be a whole number from 200 to 100000, got "100001"\.\n$/],
    [['--repo', REPO, '--target', TARGET, '--max-hops', '2.5'], /^dycoder context: --max-hops must be a whole number from 0 to 50, got "2\.5"\.\n$/],
    [['--repo', REPO, '--target', TARGET, '--bogus'], /Unknown option/],
  ])('exits 2 with one sentence on stderr for %j', async (argv, message) => {
    const { io, out } = bufferIo();
    expect(await main(['context', ...argv], io)).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });
});

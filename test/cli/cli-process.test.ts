/**
 * The `dycoder` executable spawned as a user runs it (dist/cli.js, the package's bin; built by CI
 * before the tests, rebuilt here once when a src/ file is newer than its output, see
 * test/support/fresh-dist.ts; tsx transformed the CLI's modules again for every spawn):
 * exit codes and one-sentence errors, the help text, the quick start's output size and summary,
 * and what `stubs` says about unreadable files, PEP 263 files and interfaces.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFreshDist } from '../support/fresh-dist.js';

const ROOT = resolve(import.meta.dirname, '../..');
beforeAll(() => void ensureFreshDist(ROOT), 240_000);

function dycoder(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  return dycoderIn(ROOT, ...args);
}

function dycoderIn(cwd: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  // No model variables: the quick start's "no model" path, whatever the developer's shell has.
  const r = spawnSync(process.execPath, [join(ROOT, 'dist/cli.js'), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function oneSentence(stderr: string): string {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

describe('dycoder exit codes and messages', () => {
  it.each([['stubs'], ['implement'], ['context']])('%s --repo /no/such/dir exits non-zero with one sentence', (command) => {
    const extra = command === 'context' ? ['--target', 'a.py:f'] : [];
    const r = dycoder(command, '--repo', '/no/such/dir', ...extra);
    expect(r.code).toBe(2);
    expect(oneSentence(r.stderr)).toMatch(/The repository directory \/no\/such\/dir does not exist or is not a directory\.$/);
  });

  it('implement --target with a missing file or function exits 2 naming it', () => {
    const missingFile = dycoder('implement', '--repo', 'examples/bookshop', '--target', 'no/such.py:f');
    expect(missingFile.code).toBe(2);
    expect(oneSentence(missingFile.stderr)).toBe('dycoder implement: --target no/such.py:f: there is no file no/such.py in examples/bookshop.');
    const missingName = dycoder('implement', '--repo', 'examples/bookshop', '--target', 'src/bookshop/orders/pricing.py:nope');
    expect(missingName.code).toBe(2);
    expect(oneSentence(missingName.stderr)).toMatch(/no function `nope` is defined in src\/bookshop\/orders\/pricing\.py\.$/);
  });

  it.each([
    ['--budget', '-5', '--budget must be a whole number from 200 to 100000, got "-5".'],
    ['--budget', 'lots', '--budget must be a whole number from 200 to 100000, got "lots".'],
    ['--max-hops', '-1', '--max-hops must be a whole number from 0 to 50, got "-1".'],
    ['--concurrency', '0', '--concurrency must be a whole number from 1 to 32, got "0".'],
  ])('implement %s %s gets our message', (option, value, message) => {
    const r = dycoder('implement', '--repo', 'examples/bookshop', option, value);
    expect(r.code).toBe(2);
    expect(oneSentence(r.stderr)).toBe(`dycoder implement: ${message}`);
  });

  it('an unknown option is one sentence with the usage', () => {
    const r = dycoder('implement', '--repo', 'examples/bookshop', '--frobnicate');
    expect(r.code).toBe(2);
    expect(oneSentence(r.stderr)).toMatch(/^dycoder implement: Unknown option --frobnicate: dycoder implement \[--repo DIR\]/);
  });

  it('implement --help documents every implement option and the no-op rule, and exits 0', () => {
    const r = dycoder('implement', '--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: dycoder implement /);
    for (const option of ['--budget', '--max-hops', '--concurrency', '--all-stubs', '--show-prompts', '--base', '--write', '--json']) expect(r.stdout).toContain(option);
    expect(r.stdout).toMatch(/1 MB/);
    expect(r.stdout).toContain('intentional no-ops');
    expect(r.stdout).toContain('200 to 100000 (default 6000)');
  });

  it.each([['stubs'], ['context']])('%s --help prints its usage and exits 0', (command) => {
    const r = dycoder(command, '--help');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^Usage: dycoder ${command} \\[--repo DIR\\]`));
  });

  it('--version prints the version in package.json and exits 0', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const r = dycoder('--version');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`dycoder ${version}\n`);
  });
});

describe('--repo defaults to the current directory', () => {
  it('stubs run inside a directory lists its stubs', () => {
    const repo = mkdtempSync(join(tmpdir(), 'dycoder-cwd-'));
    writeFileSync(join(repo, 'm.py'), 'def f() -> int:\n    ...\n');
    const r = dycoderIn(repo, 'stubs');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('m.py:1  f  lines 2-2  (ellipsis)\n1 stub(s) in 1 source file(s)\n');
  });
});

describe('the quick start', () => {
  it('prints a few lines and ends with a summary line', { timeout: 120_000 }, () => {
    const r = dycoder('implement', '--repo', 'examples/bookshop');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(4);
    const err = r.stderr.trim().split('\n');
    expect(err.at(-1)).toMatch(/^dycoder: 4 prompt\(s\) built and no model called \(print them with --show-prompts\); \d+ context tokens; \d+ of 17 files read; [\d.]+ s\.$/);
    const shown = dycoder('implement', '--repo', 'examples/bookshop', '--show-prompts');
    expect(shown.stdout.split('\n').length).toBeGreaterThan(200);
  });
});

describe('dycoder stubs on awkward files', () => {
  it('lists a huge file as skipped with its reason, reads a latin-1 file and marks interfaces', { timeout: 120_000 }, () => {
    const repo = mkdtempSync(join(tmpdir(), 'dycoder-awkward-'));
    mkdirSync(join(repo, 'pkg'));
    // 20 MB: one stub at the top, then filler.
    writeFileSync(join(repo, 'pkg/huge.py'), `def big():\n    pass\n${'# filler line for size\n'.repeat(20 * 1024 * 1024 / 23)}`);
    writeFileSync(join(repo, 'pkg/legacy.py'), Buffer.concat([Buffer.from('# -*- coding: latin-1 -*-\ndef caf'), Buffer.from([0xe9]), Buffer.from('():\n    """Old code."""\n    ...\n')]));
    writeFileSync(join(repo, 'pkg/base.py'), 'class Store:\n    def get(self, key):\n        raise NotImplementedError\n\n    def size(self):\n        raise NotImplementedError\n');
    writeFileSync(join(repo, 'pkg/disk.py'), 'from .base import Store\n\nclass Disk(Store):\n    def get(self, key):\n        return key\n');
    const r = dycoder('stubs', '--repo', repo);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContain('skipped pkg/huge.py: it is larger than 1 MB, the limit for a file DyCoder reads');
    expect(lines.some((l) => l.startsWith('pkg/legacy.py:2  caf\u00e9  '))).toBe(true);
    expect(lines.find((l) => l.includes('Store.get'))).toMatch(/\[interface: overridden by a subclass; skipped unless named\]$/);
    expect(lines.find((l) => l.includes('Store.size'))).not.toMatch(/interface/);
    expect(lines.at(-1)).toBe('3 stub(s) in 4 source file(s) (1 of them overridden interface(s); 1 no-op(s); 1 file(s) skipped)');

    const implement = dycoder('implement', '--repo', repo);
    expect(implement.stderr).toContain('dycoder: skipped pkg/base.py:Store.get: an interface method that subclasses override (name it with --target to implement it anyway).');
    expect(implement.stderr).toContain('dycoder: skipped pkg/huge.py: it is larger than 1 MB');
    expect(implement.stdout).not.toContain('Store.get');
    expect(implement.stdout).toContain('Store.size');
    const named = dycoder('implement', '--repo', repo, '--target', 'pkg/base.py:Store.get');
    expect(named.code).toBe(0);
    expect(named.stdout).toContain('prompt for pkg/base.py:Store.get');
  });
});

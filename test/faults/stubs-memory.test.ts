/**
 * `dycoder stubs` over a large tree stays within bounded memory and prints as it goes: 4,000
 * generated Python files (about 8 MB, every one with classes, methods and a stub, some base
 * classes overridden in other files) are scanned by the real command in a child process, whose
 * peak resident memory must stay under 500 MB. Before the scan read files one at a time without
 * caching them and kept only class skeletons, 8,686 files took 2.8 GB: about 0.3 MB per file, so
 * that scan would hold ~1.3 GB here, well over the ceiling. (The case used 10,000 files: 215 MB
 * peak, 25 s of CPU; 4,000 files: 194 MB, 10 s. The bounded scan's peak barely depends on the count.)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const FILES = 4_000;
const CEILING_KB = 500 * 1024;

function moduleText(i: number): string {
  const base = `Base${i % 50}`;
  const lines = [`"""Module ${i}: generated to load the scanner."""`, 'import os', `from .m${(i + 1) % FILES} import helper_${(i + 1) % FILES}`, ''];
  // Every 50th file defines a base class with an interface method; the others subclass one.
  if (i < 50) lines.push(`class ${base}:`, '    def load(self, key: str) -> bytes:', '        raise NotImplementedError', '');
  lines.push(`class Service${i}(${base}):`, `    """Service number ${i}."""`, '');
  for (let m = 0; m < 8; m++) {
    lines.push(`    def method_${m}(self, value: int, *, scale: float = 1.0) -> float:`, `        """Scale ${m}."""`, `        total = value * scale + ${m}`);
    lines.push('        for part in range(value):', `            total += helper_${(i + 1) % FILES}(part) * os.cpu_count()`, '        return total', '');
  }
  lines.push('    def load(self, key: str) -> bytes:', '        return key.encode()', '');
  lines.push(`def helper_${i}(x: int) -> int:`, '    """Double x."""', '    return 2 * x', '');
  lines.push(`def todo_${i}(items: list[int]) -> int:`, '    """Sum the items, skipping negatives."""', '    ...', '');
  return lines.join('\n');
}

let repo: string | undefined;
afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('dycoder stubs on 4,000 files', () => {
  it('stays under 500 MB of resident memory and prints stubs while it is still scanning', { timeout: 600_000 }, async () => {
    repo = mkdtempSync(join(tmpdir(), 'dycoder-10k-'));
    for (let d = 0; d < 100; d++) mkdirSync(join(repo, `pkg${d}`));
    for (let i = 0; i < FILES; i++) writeFileSync(join(repo, `pkg${i % 100}`, `m${i}.py`), moduleText(i));

    const child = spawn(process.execPath, ['--import', TSX, join(import.meta.dirname, 'stubs-memory-child.ts'), repo], {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let runningAtFirstLine: boolean | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      runningAtFirstLine ??= child.exitCode === null;
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exit = await new Promise<number | null>((done) => child.on('close', done));

    expect(exit, stderr).toBe(0);
    const report = JSON.parse(stderr.trim().split('\n').at(-1) ?? '{}') as { code: number; peakKb: number };
    expect(report.code).toBe(0);
    const lines = stdout.trim().split('\n');
    // One `todo_N` per file plus the 50 base-class methods, all of them overridden interfaces.
    expect(lines.at(-1)).toBe(`${FILES + 50} stub(s) in ${FILES} source file(s) (50 of them overridden interface(s))`);
    expect(lines.filter((l) => l.includes('[interface: overridden by a subclass')).length).toBe(50);
    expect(runningAtFirstLine).toBe(true);
    expect(report.peakKb).toBeLessThan(CEILING_KB);
    process.stdout.write(`dycoder stubs, ${FILES} files: peak RSS ${(report.peakKb / 1024).toFixed(0)} MB\n`);
  });
});

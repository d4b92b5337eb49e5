import { MAX_DEFINITIONS_PER_FILE } from '../../src/core/languages/definition-cap.js';
import { describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { NAME_SEARCH_FILES, selectTargets } from '../../src/pipeline/select-targets.js';
import { makeRepo } from './fixture.js';

// 200 modules with real bodies, and two stubs: one in a file the PR touched, one elsewhere.
function bigRepo(): string {
  const files: Record<string, string> = { 'pkg/__init__.py': '' };
  for (let i = 0; i < 200; i += 1) files[`pkg/mod_${String(i).padStart(3, '0')}.py`] = `def helper_${i}(x):\n    return x + ${i}\n`;
  files['pkg/mod_150.py'] = 'def parse_row(line):\n    """Splits a CSV row."""\n    pass\n';
  files['pkg/zz_report.py'] = 'def render_report(rows):\n    """Formats rows."""\n    ...\n';
  return makeRepo(files);
}

describe('selectTargets by name', () => {
  it('finds a named stub in the pull request\'s files without scanning the repository', async () => {
    const source = createFsRepoSource(bigRepo());
    const sel = await selectTargets(source, { kind: 'names', names: [{ qualname: 'parse_row' }], lookFirst: ['pkg/mod_150.py', 'README.md'] });
    expect(sel.targets.map((t) => `${t.file}:${t.qualname}`)).toEqual(['pkg/mod_150.py:parse_row']);
    expect(source.stats.filesRead).toBe(1);
  });

  it('falls back to a bounded search, likeliest paths first, and says how to name the file when it misses', async () => {
    const source = createFsRepoSource(bigRepo());
    const found = await selectTargets(source, { kind: 'names', names: [{ qualname: 'render_report' }], lookFirst: ['pkg/mod_150.py'] });
    expect(found.targets.map((t) => t.file)).toEqual(['pkg/zz_report.py']);
    expect(source.stats.filesRead).toBeLessThanOrEqual(2);

    const missing = createFsRepoSource(bigRepo());
    const sel = await selectTargets(missing, { kind: 'names', names: [{ qualname: 'helper_nowhere' }], lookFirst: ['pkg/mod_150.py'] });
    expect(sel.targets).toEqual([]);
    expect(sel.skipped[0]?.reason).toContain('/dycoder implement path/to/file.py:helper_nowhere');
    expect(missing.stats.filesRead).toBeLessThanOrEqual(1 + NAME_SEARCH_FILES);
  });

  it('without lookFirst (the CLI) still finds a stub anywhere', async () => {
    const source = createFsRepoSource(bigRepo());
    const sel = await selectTargets(source, { kind: 'names', names: [{ qualname: 'parse_row' }] });
    expect(sel.targets.map((t) => t.file)).toEqual(['pkg/mod_150.py']);
  });
});

describe('selectTargets with a stub cap', () => {
  it('stops reading changed files once the cap is reached and lists the rest as not looked at', async () => {
    const source = createFsRepoSource(bigRepo());
    const changes = { 'pkg/mod_150.py': [{ start: 1, end: 3 }], 'pkg/zz_report.py': [{ start: 1, end: 3 }] };
    const sel = await selectTargets(source, { kind: 'changed', changes }, undefined, 1);
    expect(sel.targets.map((t) => t.qualname)).toEqual(['parse_row']);
    expect(sel.skipped).toEqual([{ file: 'pkg/zz_report.py', qualname: '*', reason: 'Not looked at: this run is limited to 1 stubs.' }]);
    expect(source.stats.filesRead).toBe(1);
  });
});

describe('stub discovery within the cap', () => {
  const manyStubs = (n: number): string => Array.from({ length: n }, (_, i) => `def stub_${i}():\n    pass\n`).join('\n');

  it('stops at the cap inside one file: the rest are one skipped line, and targets an earlier run suggested do not count', async () => {
    const source = createFsRepoSource(makeRepo({ 'pkg/many.py': manyStubs(300) }));
    const all = { 'pkg/many.py': [{ start: 1, end: 100_000 }] };
    const first = await selectTargets(source, { kind: 'changed', changes: all }, undefined, 10);
    expect(first.targets.map((t) => t.qualname)).toEqual(Array.from({ length: 10 }, (_, i) => `stub_${i}`));
    expect(first.skipped).toEqual([{ file: 'pkg/many.py', qualname: '*', reason: '290 more stub(s) in this file were not looked at: this run is limited to 10 stubs.' }]);
    // A rerun on the same head: the first 10 were suggested already, so the next 10 are found.
    const done = new Set(first.targets.map((t) => `${t.file}:${t.qualname}`));
    const second = await selectTargets(source, { kind: 'changed', changes: all }, undefined, 10, () => Promise.resolve(done));
    expect(second.targets.filter((t) => !done.has(`${t.file}:${t.qualname}`)).map((t) => t.qualname)).toEqual(Array.from({ length: 10 }, (_, i) => `stub_${10 + i}`));
  });

  it('a parse keeps at most MAX_DEFINITIONS_PER_FILE definitions (and their stubs) per file', async () => {
    const source = createFsRepoSource(makeRepo({ 'pkg/huge.py': manyStubs(MAX_DEFINITIONS_PER_FILE + 500) }));
    const sel = await selectTargets(source, { kind: 'all-stubs' });
    expect(sel.targets).toHaveLength(MAX_DEFINITIONS_PER_FILE);
    expect(sel.targets.at(-1)?.qualname).toBe(`stub_${MAX_DEFINITIONS_PER_FILE - 1}`);
  });
});

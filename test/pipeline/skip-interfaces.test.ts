import { describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { selectTargets } from '../../src/pipeline/select-targets.js';
import { SUBCLASS_SEARCH_FILES, subclassSearchOrder } from '../../src/pipeline/skip-interfaces.js';
import { makeRepo } from './fixture.js';

const BASE = [
  'class Backend:',
  '    def save(self, key: str, data: bytes) -> None:',
  '        raise NotImplementedError',
  '',
  '    def describe(self) -> str:',
  '        raise NotImplementedError',
  '',
].join('\n');

const DISK = ['from .base import Backend', '', '', 'class Disk(Backend):', '    def save(self, key: str, data: bytes) -> None:', "        open(key, 'wb').write(data)", ''].join('\n');

/** 120 unrelated modules in other folders, so any unbounded scan shows in the read count. */
function filler(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 120; i += 1) files[`lib/part_${String(i).padStart(3, '0')}.py`] = `def helper_${i}(x):\n    return x + ${i}\n`;
  return files;
}

/** The PR changed store/base.py only (every line), with no stub named: automatic mode. */
async function autoSelect(files: Record<string, string>) {
  const source = createFsRepoSource(makeRepo(files));
  const selection = await selectTargets(source, { kind: 'changed', changes: { 'store/base.py': [{ start: 1, end: 100 }] }, auto: true });
  return { selection, source, picked: selection.targets.map((t) => t.qualname), skipped: selection.skipped.map((s) => s.qualname) };
}

describe('interfaces whose subclass is outside the pull request', () => {
  it('finds the overriding subclass elsewhere in the repository and skips only the overridden method, reading a bounded few files', async () => {
    const { source, picked, skipped } = await autoSelect({ 'store/__init__.py': '', 'store/base.py': BASE, 'store/disk.py': DISK, ...filler() });
    expect(picked).toEqual(['Backend.describe']);
    expect(skipped).toEqual(['Backend.save']);
    // The PR's file, then one round of the nearest files (store/ first): never the 120 others.
    expect(source.stats.filesRead).toBeLessThanOrEqual(1 + 6);
  });

  it('a subclass that overrides nothing keeps the stubs; the search stops once it has found a subclass', async () => {
    const lazy = ['from store.base import Backend', '', '', 'class Lazy(Backend):', '    pass', ''].join('\n');
    const { source, picked, skipped } = await autoSelect({ 'store/base.py': BASE, 'store/lazy.py': lazy, ...filler() });
    expect(picked).toEqual(['Backend.save', 'Backend.describe']);
    expect(skipped).toEqual([]);
    expect(source.stats.filesRead).toBeLessThanOrEqual(1 + 6);
  });

  it('a class with no subclass anywhere near costs at most the bound, never a scan', async () => {
    const { source, picked } = await autoSelect({ 'store/base.py': BASE, ...filler() });
    expect(picked).toEqual(['Backend.save', 'Backend.describe']);
    expect(source.stats.filesRead).toBe(1 + SUBCLASS_SEARCH_FILES);
  });

  it('a subclass inside the pull request decides it without reading anything else', async () => {
    const source = createFsRepoSource(makeRepo({ 'store/base.py': BASE, 'store/disk.py': DISK, ...filler() }));
    const all = { start: 1, end: 100 };
    const selection = await selectTargets(source, { kind: 'changed', changes: { 'store/base.py': [all], 'store/disk.py': [all] }, auto: true });
    expect(selection.skipped.map((s) => s.qualname)).toEqual(['Backend.save']);
    expect(source.stats.filesRead).toBe(2);
  });

  it('an explicit selection (not automatic) never searches', async () => {
    const source = createFsRepoSource(makeRepo({ 'store/base.py': BASE, 'store/disk.py': DISK }));
    const selection = await selectTargets(source, { kind: 'changed', changes: { 'store/base.py': [{ start: 1, end: 100 }] } });
    expect(selection.targets.map((t) => t.qualname)).toEqual(['Backend.save', 'Backend.describe']);
    expect(source.stats.filesRead).toBe(1);
  });
});

describe('subclassSearchOrder', () => {
  it('takes the base class file\'s folder first, then deeper shared folders, files named after the class first', () => {
    const undecided = [{ file: 'app/store/base.py', qualname: 'Backend.save', stub: { kind: 'not-implemented' } }] as never[];
    const files = ['lib/x.py', 'app/views.py', 'app/store/zz.py', 'app/store/s3_backend.py', 'app/store/sub/deep.py', 'app/other/backend.py', 'setup.py'];
    expect(subclassSearchOrder(undecided, files, 5)).toEqual(['app/store/s3_backend.py', 'app/store/zz.py', 'app/store/sub/deep.py', 'app/other/backend.py', 'app/views.py']);
  });
});

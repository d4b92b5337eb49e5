import { describe, expect, it } from 'vitest';
import type { RepoSource, RepoSourceStats } from '../../../src/core/ports.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { defaultReadCap } from '../../../src/core/retrieval/session.js';
import { memorySource, py } from '../graph/memory-source.js';

/** Twelve helper modules, all imported by the target's file. */
function repo(): Record<string, string> {
  const files: Record<string, string> = { 'pkg/__init__.py': '' };
  const imports: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    files[`pkg/m${i}.py`] = `def f${i}(x):\n    return x + ${i}\n`;
    imports.push(`from .m${i} import f${i}`);
  }
  files['pkg/main.py'] = `${imports.join('\n')}\n\n\ndef run(x):\n    """Add everything."""\n    pass\n`;
  return files;
}

/** A source whose reads take a little while, recording how many were pending at once. */
function slowSource(files: Record<string, string>): RepoSource & { peak: number; reads: string[] } {
  const stats: RepoSourceStats = { filesRead: 0, bytesRead: 0, requests: 0 };
  let pending = 0;
  const out = {
    stats,
    peak: 0,
    reads: [] as string[],
    listFiles: () => Promise.resolve(Object.keys(files).sort()),
    async readFile(path: string) {
      pending += 1;
      out.peak = Math.max(out.peak, pending);
      await new Promise((r) => setTimeout(r, 5));
      pending -= 1;
      out.reads.push(path);
      stats.filesRead += 1;
      return files[path];
    },
  };
  return out;
}

const options = { retriever: 'dycoder' as const, budgetTokens: 6000, maxHops: 10 };
const target = { file: 'pkg/main.py', qualname: 'run' };

describe('read budget and parallel reads', () => {
  it('reads the target file imports in parallel (at least 6 in flight) and reports the peak', async () => {
    const source = slowSource(repo());
    const result = await retrieve(source, target, options);
    expect(source.peak).toBeGreaterThanOrEqual(6);
    expect(result.stats.maxInFlight).toBe(source.peak);
    expect(result.context).toContain('def f11(x):');
  });

  it('never opens more files than the per-target cap, everything included', async () => {
    const source = memorySource(repo());
    const result = await retrieve(source, target, { ...options, maxFilesPerTarget: 5 });
    expect(source.read.length).toBeLessThanOrEqual(5);
    expect(result.stats.filesRead).toBeLessThanOrEqual(5);
  });

  it('shares one budget between the targets of a job', async () => {
    const files = repo();
    files['pkg/other.py'] = py(`
      from .m0 import f0
      from .m1 import f1

      def go(x):
          pass
    `);
    const jobReads = { remaining: 9 };
    const first = memorySource(files);
    await retrieve(first, target, { ...options, jobReads });
    const second = memorySource(files);
    await retrieve(second, { file: 'pkg/other.py', qualname: 'go' }, { ...options, jobReads });
    // The second target's own file is always read; nothing else once the job's budget is spent.
    expect(first.read.length).toBe(9);
    expect(second.read).toEqual(['pkg/other.py']);
    expect(jobReads.remaining).toBe(0);
  });

  it('caps at 40 files, and at 5% of the Python files of a large repository', () => {
    expect(defaultReadCap(50)).toBe(40);
    expect(defaultReadCap(560)).toBe(28);
    expect(defaultReadCap(1472)).toBe(40);
  });

  it('opens star-imported modules only for names nothing else binds', async () => {
    const source = memorySource({
      'lib/__init__.py': 'from .core import Thing\nfrom .extra import *\nfrom .more import *\n',
      'lib/core.py': 'class Thing:\n    pass\n',
      'lib/extra.py': 'def extra_helper():\n    return 1\n',
      'lib/more.py': 'def more_helper():\n    return 2\n',
      'app.py': 'from lib import Thing\n\n\ndef make():\n    """Make a Thing."""\n    pass\n',
    });
    const result = await retrieve(source, { file: 'app.py', qualname: 'make' }, { ...options, maxFilesPerTarget: 40 });
    expect(result.context).toContain('class Thing:');
    expect(source.read).not.toContain('lib/extra.py');
    expect(source.read).not.toContain('lib/more.py');
  });
});

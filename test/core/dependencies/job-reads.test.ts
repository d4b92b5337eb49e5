/**
 * A job's dependency reads are bounded (issue 22, session 21): a read that does not answer within its deadline, a
 * read past the job's file or byte budget, and a source that fails are all "not available" (undefined), never an error
 * the job fails on; a path asked twice is read once. The source here is a real local directory (the local adapter)
 * and, for the deadline, a source that never answers (the port's contract is what is under test).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalPythonDependencies } from '../../../src/adapters/dependencies/python-local.js';
import { dependencyReads } from '../../../src/core/dependencies/job-reads.js';
import { dependencyPath, parseDependencyPath } from '../../../src/core/dependencies/port.js';

describe("a job's dependency reads", () => {
  it('stops at the file and byte budgets and reads a path once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dycoder-job-reads-'));
    try {
      for (const n of ['a', 'b', 'c']) writeFileSync(join(dir, `${n}.py`), `${n.toUpperCase()} = 1\n`);
      writeFileSync(join(dir, 'd.py'), 'x'.repeat(100));
      const reads = dependencyReads(createLocalPythonDependencies([dir]), { maxFiles: 2, maxBytes: 1000, readMs: 5000 });
      expect(await reads.read('a.py')).toBe('A = 1\n');
      expect(await reads.read('a.py')).toBe('A = 1\n');
      expect(await reads.read('missing.py')).toBeUndefined();
      expect(await reads.read('b.py')).toBe('B = 1\n');
      expect(await reads.read('c.py')).toBeUndefined();
      expect(reads.stats).toMatchObject({ files: 2, asked: 3, refused: 1 });
      const small = dependencyReads(createLocalPythonDependencies([dir]), { maxFiles: 10, maxBytes: 50, readMs: 5000 });
      expect(await small.read('d.py')).toBeUndefined();
      expect(await small.read('a.py')).toBe('A = 1\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers "not available" when a read passes its deadline or the source fails', async () => {
    let aborted = false;
    const silent = dependencyReads({
      readFile: (_path, signal) => new Promise((resolve) => signal.addEventListener('abort', () => { aborted = true; resolve('late'); })),
    }, { maxFiles: 4, maxBytes: 1000, readMs: 50 });
    expect(await silent.read('x.py')).toBeUndefined();
    expect(aborted).toBe(true);
    const failing = dependencyReads({ readFile: () => Promise.reject(new Error('boom')) });
    expect(await failing.read('x.py')).toBeUndefined();
  });

  it("names a dependency's file under a root of its own", () => {
    expect(dependencyPath('python', 'pecan/rest.py')).toBe('(dependencies)/python/pecan/rest.py');
    expect(parseDependencyPath('(dependencies)/python/pecan/rest.py')).toEqual({ language: 'python', path: 'pecan/rest.py' });
    expect(parseDependencyPath('pecan/rest.py')).toBeUndefined();
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { implementStubs, LARGE_FILE_CHARS } from '../../src/pipeline/implement-stubs.js';
import { handRetrieve } from './fixture.js';

// No model: each target stops at its prompt, which is all the hook needs (it runs after a target, whatever its outcome).
function repoWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dycoder-gc-'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  return root;
}

describe('collectGarbage after a target of a very large file', () => {
  it('runs once per target of a file over LARGE_FILE_CHARS and never for a small file', async () => {
    const stubs = (n: number): string => Array.from({ length: n }, (_, i) => `def f${i}(x):\n    raise NotImplementedError\n`).join('\n');
    const filler = `# ${'x'.repeat(LARGE_FILE_CHARS)}\n`;
    const root = repoWith({ 'big.py': `${filler}${stubs(3)}`, 'small.py': stubs(2) });
    let calls = 0;
    const run = (file: string, qualnames: string[]) =>
      implementStubs({
        source: createFsRepoSource(root),
        retrieve: handRetrieve(),
        selection: { kind: 'targets', targets: qualnames.map((qualname) => ({ file, qualname })) },
        headSha: 'abc123',
        collectGarbage: () => {
          calls += 1;
        },
      });
    await run('small.py', ['f0', 'f1']);
    expect(calls).toBe(0);
    const big = await run('big.py', ['f0', 'f1', 'f2']);
    expect(big.targets).toHaveLength(3);
    expect(calls).toBe(3);
  });
});

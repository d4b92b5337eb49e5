import { describe, expect, it } from 'vitest';
import { parseRepoConfig } from '../../src/config/repo-config.js';
import { parsePatch } from '../../src/core/review/diff-hunks.js';
import { selectionFor } from '../../src/queue/github-pipeline.js';
import { implementJobSchema } from '../../src/queue/implement-queue.js';
import type { PullFileDiff } from '../../src/adapters/github/pull-files.js';

function job(config: unknown) {
  const parsed = parseRepoConfig(config);
  if (!parsed.ok) throw new Error(parsed.message);
  return implementJobSchema.parse({
    installationId: 1,
    owner: 'o',
    repo: 'r',
    pr: 1,
    headSha: 'a'.repeat(40),
    targets: [],
    trigger: { kind: 'auto', action: 'opened' },
    config: parsed.config,
    queuedAt: new Date(0).toISOString(),
  });
}

const file = (path: string): PullFileDiff => ({ path, status: 'added', sha: 'b'.repeat(40), hasPatch: true, lines: parsePatch('@@ -0,0 +1,2 @@\n+def f():\n+    pass') });

describe('selectionFor with `paths` and `ignore`', () => {
  it('keeps the files the globs allow', () => {
    const selection = selectionFor(job({ paths: ['src/**/*.py'], ignore: ['src/legacy/**'] }), [file('src/a.py'), file('src/legacy/b.py'), file('docs/c.py')]);
    expect(selection).toEqual({ kind: 'changed', changes: { 'src/a.py': [{ start: 1, end: 2 }] }, auto: true });
  });

  it('does not block on the most complex glob the config accepts against deep paths (issue 11)', () => {
    // Seven `**` segments pass validation; picomatch took ~10 s on one 40-deep path with them.
    const evil = `${Array.from({ length: 7 }, () => '**/a').join('/')}/**/b.py`;
    const deep = Array.from({ length: 300 }, (_, i) => file(`${Array.from({ length: 40 + (i % 60) }, () => 'a').join('/')}/c${i}.py`));
    const started = performance.now();
    const selection = selectionFor(job({ paths: [evil] }), [...deep, file('a/a/a/a/a/a/a/b.py')]);
    expect(selection).toEqual({ kind: 'changed', changes: { 'a/a/a/a/a/a/a/b.py': [{ start: 1, end: 2 }] }, auto: true });
    // A bound far above the linear matcher's cost (milliseconds) and far below a backtracking one.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

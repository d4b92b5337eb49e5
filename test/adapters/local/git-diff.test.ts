import { describe, expect, it } from 'vitest';
import { parseAddedRanges } from '../../../src/adapters/local/git-diff.js';

describe('parseAddedRanges', () => {
  it('reads the new-side ranges of -U0 hunks, skipping deletions and removed files', () => {
    const diff = [
      'diff --git a/pkg/a.py b/pkg/a.py',
      '--- a/pkg/a.py',
      '+++ b/pkg/a.py',
      '@@ -3,0 +4,3 @@ def f():',
      '+x',
      '+y',
      '+z',
      '@@ -10 +13 @@',
      '-old',
      '+new',
      '@@ -20,2 +22,0 @@',
      '-gone',
      '-gone',
      'diff --git a/old.py b/old.py',
      '--- a/old.py',
      '+++ /dev/null',
      '@@ -1,2 +0,0 @@',
      '--- /dev/null',
      '+++ b/new.py',
      '@@ -0,0 +1,2 @@',
    ].join('\n');
    expect(parseAddedRanges(diff)).toEqual({
      'pkg/a.py': [
        { start: 4, end: 6 },
        { start: 13, end: 13 },
      ],
      'new.py': [{ start: 1, end: 2 }],
    });
  });
});

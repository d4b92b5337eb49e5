import { describe, expect, it } from 'vitest';
import { hunkIndexOf, isAddedRange, isCommentableRange, parsePatch } from '../../../src/core/review/diff-hunks.js';

// Two hunks: the first replaces a line and adds two; the second deletes one line at the end
// of a file without a final newline. One blank context line has lost its leading space,
// as some tools emit it.
const patch = [
  '@@ -2,5 +2,7 @@ def f():',
  ' a = 1',
  '-b = 2',
  '+b = 3',
  '+c = 4',
  '+d = 5',
  '',
  ' e = 6',
  ' g = 7',
  '@@ -20,3 +22,2 @@ class K:',
  ' x = 1',
  '-y = 2',
  ' z = 3',
  '\\ No newline at end of file',
].join('\n');

describe('parsePatch', () => {
  const p = parsePatch(patch);

  it('finds RIGHT-side lines (context + added) per hunk and the added lines', () => {
    expect(p.hunks.map((h) => [h.newStart, h.newLines, h.right])).toEqual([
      [2, 7, [2, 3, 4, 5, 6, 7, 8]],
      [22, 2, [22, 23]],
    ]);
    expect([...p.added]).toEqual([3, 4, 5]);
    expect([...p.left].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 20, 21, 22]);
  });

  it('agrees with the hunk header counts', () => {
    for (const h of p.hunks) expect(h.right.length).toBe(h.newLines);
  });

  it('answers range questions the way GitHub validates comments', () => {
    expect(hunkIndexOf(p, 2)).toBe(0);
    expect(hunkIndexOf(p, 9)).toBe(-1);
    expect(hunkIndexOf(p, 23)).toBe(1);
    expect(isCommentableRange(p, 3, 5)).toBe(true);
    expect(isCommentableRange(p, 7, 22)).toBe(false); // spans two hunks
    expect(isCommentableRange(p, 8, 9)).toBe(false); // 9 is outside
    expect(isCommentableRange(p, 5, 4)).toBe(false);
    expect(isAddedRange(p, 3, 5)).toBe(true);
    expect(isAddedRange(p, 2, 3)).toBe(false);
  });

  it('handles a new file, an empty patch and a missing patch (binary)', () => {
    const added = parsePatch('@@ -0,0 +1,3 @@\n+a\n+b\n+c');
    expect([...added.right]).toEqual([1, 2, 3]);
    expect([...added.added]).toEqual([1, 2, 3]);
    expect(parsePatch(undefined).hunks).toEqual([]);
    expect(parsePatch('').right.size).toBe(0);
    const single = parsePatch('@@ -1 +1 @@\n-old\n+new');
    expect([...single.right]).toEqual([1]);
  });
});

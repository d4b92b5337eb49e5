/**
 * Reads the unified-diff `patch` GitHub gives per PR file and answers the questions a review
 * needs: which lines of the new file may carry a review comment on the RIGHT side (context and
 * added lines inside a hunk), which lines the PR added, and whether a range sits in one hunk
 * (GitHub rejects a multi-line comment that spans hunks).
 */

export interface DiffHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** RIGHT-side lines of this hunk, in order (context and added). */
  right: number[];
}

export interface PatchLines {
  hunks: DiffHunk[];
  /** New-file lines a review comment may target on the RIGHT side. */
  right: ReadonlySet<number>;
  /** New-file lines the patch adds. */
  added: ReadonlySet<number>;
  /** Old-file lines a comment may target on the LEFT side (context and deleted). */
  left: ReadonlySet<number>;
}

const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

export function parsePatch(patch: string | undefined): PatchLines {
  const hunks: DiffHunk[] = [];
  const right = new Set<number>();
  const added = new Set<number>();
  const left = new Set<number>();
  let hunk: DiffHunk | undefined;
  let oldLine = 0;
  let newLine = 0;
  let oldLeft = 0;
  let newLeft = 0;
  for (const text of (patch ?? '').split('\n')) {
    const m = HEADER.exec(text);
    if (m) {
      hunk = { oldStart: Number(m[1]), oldLines: Number(m[2] ?? 1), newStart: Number(m[3]), newLines: Number(m[4] ?? 1), right: [] };
      hunks.push(hunk);
      [oldLine, newLine, oldLeft, newLeft] = [hunk.oldStart, hunk.newStart, hunk.oldLines, hunk.newLines];
      continue;
    }
    // Counting down from the header keeps us exact even when a blank context line lost its space.
    if (!hunk || (oldLeft <= 0 && newLeft <= 0) || text.startsWith('\\')) continue;
    if (text.startsWith('+')) {
      hunk.right.push(newLine);
      right.add(newLine);
      added.add(newLine++);
      newLeft -= 1;
    } else if (text.startsWith('-')) {
      left.add(oldLine++);
      oldLeft -= 1;
    } else {
      hunk.right.push(newLine);
      right.add(newLine++);
      left.add(oldLine++);
      oldLeft -= 1;
      newLeft -= 1;
    }
  }
  return { hunks, right, added, left };
}

/** Index of the hunk holding RIGHT-side `line`, or -1 when the line is outside the diff. */
export function hunkIndexOf(lines: PatchLines, line: number): number {
  return lines.hunks.findIndex((h) => h.right.includes(line));
}

/** Whether lines start..end (RIGHT side) can carry one review comment: all inside one hunk. */
export function isCommentableRange(lines: PatchLines, start: number, end: number): boolean {
  if (start > end) return false;
  const first = hunkIndexOf(lines, start);
  if (first < 0 || first !== hunkIndexOf(lines, end)) return false;
  for (let l = start; l <= end; l += 1) if (!lines.right.has(l)) return false;
  return true;
}

/** Whether every line of start..end was added by the PR (e.g. a stub the PR introduced). */
export function isAddedRange(lines: PatchLines, start: number, end: number): boolean {
  for (let l = start; l <= end; l += 1) if (!lines.added.has(l)) return false;
  return start <= end;
}

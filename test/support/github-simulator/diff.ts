/**
 * PR files the way GitHub computes them: `git diff merge-base(base, head) head`, one entry per
 * file with the patch from the first `@@` on. The hunk ranges used to validate review comments
 * are read straight from the `@@` headers here, independently of src/core/review/diff-hunks.ts,
 * so the simulator can catch mistakes in our own parser.
 */
import { gitAsync, lsTree, mergeBase as mergeBaseOf, readBlob } from './git.js';

export interface PullFile {
  sha: string;
  filename: string;
  previous_filename?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  additions: number;
  deletions: number;
  changes: number;
  patch?: string;
}

export interface HunkRange {
  left: [number, number];
  right: [number, number];
  /** Header line and body lines, for `diff_hunk` fields. */
  lines: string[];
}

const cache = new Map<string, PullFile[]>();

export async function pullFiles(dir: string, baseSha: string, headSha: string): Promise<PullFile[]> {
  const mergeBase = await mergeBaseOf(dir, baseSha, headSha);
  const key = `${dir}:${mergeBase}:${headSha}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const raw = (await gitAsync(dir, ['diff', '--name-status', '-z', '--find-renames', mergeBase, headSha])).toString('utf8');
  // One full diff, split per file; git lists files in the same order as --name-status.
  const full = (await gitAsync(dir, ['diff', '--no-color', '--find-renames', '-U3', mergeBase, headSha])).toString('utf8');
  const chunks = full.split(/^diff --git /m).slice(1);
  const [headTree, baseTree] = await Promise.all([lsTree(dir, headSha), lsTree(dir, mergeBase)]);
  const parts = raw.split('\0').filter((p) => p !== '');
  const files: PullFile[] = [];
  for (let i = 0, n = 0; i < parts.length; n += 1) {
    const code = parts[i++] ?? '';
    const from = parts[i++] ?? '';
    const to = code.startsWith('R') || code.startsWith('C') ? (parts[i++] ?? '') : from;
    const status = code.startsWith('A')
      ? 'added'
      : code.startsWith('D')
        ? 'removed'
        : code.startsWith('R')
          ? 'renamed'
          : 'modified';
    const diff = chunks[n] ?? '';
    const at = diff.indexOf('\n@@');
    // GitHub leaves out the patch of a file whose diff is too large to show (about 1 MB here).
    const patch = at >= 0 && diff.length <= 1_000_000 ? diff.slice(at + 1).replace(/\n$/, '') : undefined;
    const body = patch?.split('\n') ?? [];
    const additions = body.filter((l) => l.startsWith('+')).length;
    const deletions = body.filter((l) => l.startsWith('-')).length;
    const sha = (status === 'removed' ? baseTree.find((e) => e.path === from) : headTree.find((e) => e.path === to))?.sha ?? '';
    files.push({
      sha,
      filename: to,
      ...(status === 'renamed' ? { previous_filename: from } : {}),
      status,
      additions,
      deletions,
      changes: additions + deletions,
      ...(patch !== undefined ? { patch } : {}),
    });
  }
  cache.set(key, files);
  return files;
}

export function hunkRanges(patch: string | undefined): HunkRange[] {
  const hunks: HunkRange[] = [];
  let current: HunkRange | undefined;
  for (const line of (patch ?? '').split('\n')) {
    const m = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (m) {
      const [ls, ll, rs, rl] = [Number(m[1]), Number(m[2] ?? 1), Number(m[3]), Number(m[4] ?? 1)];
      current = { left: [ls, ls + ll - 1], right: [rs, rs + rl - 1], lines: [line] };
      hunks.push(current);
    } else if (current) current.lines.push(line);
  }
  return hunks;
}

export function findHunk(hunks: HunkRange[], side: 'LEFT' | 'RIGHT', line: number): number {
  return hunks.findIndex((h) => {
    const [a, b] = side === 'RIGHT' ? h.right : h.left;
    return line >= a && line <= b;
  });
}

/** The hunk text from its header down to `line` (what GitHub shows as `diff_hunk`). */
export function diffHunkUpTo(hunk: HunkRange, side: 'LEFT' | 'RIGHT', line: number): string {
  let l = hunk.left[0];
  let r = hunk.right[0];
  const out = [hunk.lines[0] ?? ''];
  for (const text of hunk.lines.slice(1)) {
    out.push(text);
    if (text.startsWith('\\')) continue;
    const onLeft = !text.startsWith('+');
    const onRight = !text.startsWith('-');
    if ((side === 'RIGHT' && onRight && r === line) || (side === 'LEFT' && onLeft && l === line)) break;
    if (onLeft) l += 1;
    if (onRight) r += 1;
  }
  return out.join('\n');
}

/** Text of `path` at `commit`, or undefined when the path is absent there. */
export async function fileText(dir: string, commit: string, path: string): Promise<string | undefined> {
  const entry = (await lsTree(dir, commit)).find((e) => e.path === path && e.type === 'blob');
  return entry ? (await readBlob(dir, entry.sha)).toString('utf8') : undefined;
}

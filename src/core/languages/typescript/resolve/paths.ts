/** POSIX path helpers for repository-relative paths ('' is the repository root). */

export function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/** Joins and normalises `.`/`..`; undefined when the path leaves the repository. */
export function joinPath(base: string, rel: string): string | undefined {
  const parts = base === '' ? [] : base.split('/');
  for (const seg of rel.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

/** `a/b/c` -> ['a/b', 'a', ''] : the directories above a file, nearest first. */
export function ancestors(file: string): string[] {
  const out: string[] = [];
  for (let d = dirOf(file); ; d = dirOf(d)) {
    out.push(d);
    if (d === '') break;
  }
  return out;
}

export function inDir(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

/** Real Go sources from Debian's golang-*-dev packages (installed by scripts/setup-test-deps.sh). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const GOCODE = '/usr/share/gocode/src';

/** The `.go` files (and go.mod) under `dir`, as a {relative path: text} repository. */
export function repoFrom(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string): void => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub === '' ? entry.name : `${sub}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.go') || entry.name === 'go.mod') out[rel] = readFileSync(join(dir, rel), 'utf8');
    }
  };
  walk('');
  return out;
}

export const readReal = (path: string): string => readFileSync(join(GOCODE, path), 'utf8');

/** What a job reads for the answer checks of `file` (its text `source`): the file, go.mod, then scopeFiles' rounds (as implement-stubs.ts). */
export function jobReads(file: string, source: string, repo: ReadonlyMap<string, string>, scopeFiles: (file: string, paths: readonly string[], source: string, read: ReadonlyMap<string, string>) => readonly string[]): Map<string, string> {
  const paths = [...repo.keys()];
  const read = new Map<string, string>([[file, source], ['go.mod', repo.get('go.mod')!]]);
  for (let round = 0; round < 3; round++) {
    const fresh = scopeFiles(file, paths, source, read).filter((f) => !read.has(f));
    if (fresh.length === 0) break;
    for (const f of fresh) read.set(f, repo.get(f)!);
  }
  return read;
}

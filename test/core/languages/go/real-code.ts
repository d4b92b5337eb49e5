/** Real Go sources from Debian's golang-*-dev packages (installed by scripts/setup-test-deps.sh). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { go } from '../../../../src/core/languages/go/language.js';

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

/**
 * Stubs `qual` in `file` of the module at GOCODE/`dir` (its text edited by `edit` first) and checks answers with what a job
 * reads (as implement-stubs.ts): `body` is the real body; `drop` leaves those files unread (still in the path list).
 */
export function goChecker(dir: string, file: string, qual: string, opts: { edit?: (text: string) => string; drop?: readonly string[]; repoEdit?: (repo: Map<string, string>) => void } = {}) {
  const repo = new Map(Object.entries(repoFrom(`${GOCODE}/${dir}`)));
  opts.repoEdit?.(repo);
  const original = (opts.edit ?? ((t: string) => t))(repo.get(file)!);
  const def0 = go.parse(original, file).definitions.find((d) => d.qualname === qual)!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const source = [...lines.slice(0, sigEnd), '\tpanic("not implemented")', ...lines.slice(def0.range.end - 1)].join('\n');
  const body = lines.slice(sigEnd, def0.range.end - 1).join('\n');
  const paths = [...repo.keys()];
  const read = jobReads(file, source, repo, (f, p, s, r) => go.generation.scopeFiles!(f, p, s, r));
  for (const f of opts.drop ?? []) read.delete(f);
  const parsed = go.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qual)!;
  const stub = go.findStubs(source, file, parsed).find((s) => s.qualname === qual)!;
  return { body, read, check: (answer: string) => go.generation.validate({ source, parsed, target, stub, body: answer, file, readFiles: read, repoFiles: paths }) };
}

/**
 * What the pipeline's scope rounds (src/pipeline/implement-stubs.ts `readScope`) read for a target of a Debian package:
 * Language.scopeFiles asked again with what was read until it names nothing new (8 rounds at most), repository files
 * read from the package under /usr/lib/python3/dist-packages and dependency files (`(dependencies)/python/...`) from
 * the same tree, as the local dependency adapter reads them. For answer-check tests on real source (debian-stub.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEPENDENCY_ROOT } from '../../../../src/core/dependencies/port.js';
import { pythonScopeFiles } from '../../../../src/core/languages/python/answer/scope-files.js';
import { DIST_PACKAGES } from './debian-stub.js';

export const DEPENDENCY_PREFIX = `${DEPENDENCY_ROOT}/python/`;

function pyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === '__pycache__' ? [] : pyFiles(join(dir, e.name))) : e.name.endsWith('.py') ? [relative(DIST_PACKAGES, join(dir, e.name))] : []));
}

/**
 * The repository files (`read`) and dependency texts (`extra`) the rounds end with, starting from the files retrieval
 * read; the package's files (`repoFiles`). `scansCheaply`: the job's source is a local checkout (RepoSource.scansCheaply).
 */
export function scopeRounds(target: string, start: readonly string[] = [], scansCheaply = false): { read: string[]; extra: Map<string, string>; repoFiles: string[] } {
  const files = pyFiles(join(DIST_PACKAGES, target.split('/')[0]!));
  const source = readFileSync(join(DIST_PACKAGES, target), 'utf8');
  const known = new Map(start.map((f) => [f, readFileSync(join(DIST_PACKAGES, f), 'utf8')] as const));
  const asked = new Set<string>();
  for (let round = 0; round < 8; round++) {
    const fresh = pythonScopeFiles(target, files, source, known, undefined, { scansCheaply }).filter((f) => !asked.has(f) && !known.has(f));
    if (fresh.length === 0) break;
    for (const f of fresh) {
      asked.add(f);
      const path = join(DIST_PACKAGES, f.startsWith(DEPENDENCY_PREFIX) ? f.slice(DEPENDENCY_PREFIX.length) : f);
      if (existsSync(path)) known.set(f, readFileSync(path, 'utf8'));
    }
  }
  return { read: [...known.keys()].filter((f) => !f.startsWith(DEPENDENCY_PREFIX)), extra: new Map([...known].filter(([f]) => f.startsWith(DEPENDENCY_PREFIX))), repoFiles: files };
}

/**
 * A RepoSource over an in-memory {path: text} map: a real port implementation for tests,
 * counting reads like the file-system one, and recording which files were read.
 */
import { createLanguageResolver } from '../../../src/core/graph/language-resolver.js';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import type { RepoSource, RepoSourceStats } from '../../../src/core/ports.js';

export interface MemorySource extends RepoSource {
  readonly read: string[];
}

export function memorySource(files: Record<string, string>): MemorySource {
  const stats: RepoSourceStats = { filesRead: 0, bytesRead: 0, requests: 0 };
  const read: string[] = [];
  return {
    stats,
    read,
    listFiles: () => Promise.resolve(Object.keys(files).sort()),
    readFile(path) {
      const text = files[path];
      if (text === undefined) return Promise.resolve(undefined);
      if (!read.includes(path)) {
        read.push(path);
        stats.filesRead += 1;
        stats.requests += 1;
        stats.bytesRead += Buffer.byteLength(text);
      }
      return Promise.resolve(text);
    },
  };
}

/** Strips the common indentation of a template literal, so inline Python reads naturally. */
export function py(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent)).join('\n');
}

/** A loader and a language resolver over an in-memory repository, as retrieval builds them. */
export async function memoryGraph(files: Record<string, string>) {
  const source = memorySource(files);
  const paths = await source.listFiles();
  const loader = createModuleLoader(source, parseSource);
  const resolver = createLanguageResolver({ files: paths, loader, source, memo: (_key, build) => build() });
  return { source, paths, loader, resolver };
}

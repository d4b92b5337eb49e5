/**
 * Parsed repository files for the in-memory type check, kept between checks: a job validates many
 * answers (each target's first answer, its repair, the re-check with needed imports) over nearly the
 * same files, and parsing them was most of a check's cost. An entry is found only by its path AND its
 * exact text (content-keyed, like the blob cache keyed by blob SHA): a check never gets a parse of
 * text it did not present. The compiler binds a SourceFile once; our programs bind with the same
 * settings (only checkJs differs, which the binder does not read), so a bound file is shared as is.
 * Bounded by the texts' total length; the least recently used go first.
 */
import { LRUCache } from 'lru-cache';
import ts from 'typescript';

export interface SourceFileCache {
  /**
   * The SourceFile of `text` at `fileName`, parsed on first use with `version` (what the compiler host
   * is given; every program of the check has the same module settings, so it is not part of the key).
   */
  get(fileName: string, text: string, version: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile;
}

/** About 4 M characters of source, some 50 MB of syntax trees. */
export const SOURCE_CACHE_MAX_CHARS = 4 * 1024 * 1024;


export function createSourceFileCache(maxChars = SOURCE_CACHE_MAX_CHARS): SourceFileCache {
  const lru = new LRUCache<string, ts.SourceFile>({ maxSize: maxChars, sizeCalculation: (sf) => Math.max(1, sf.text.length) });
  return {
    get(fileName, text, version) {
      const hit = lru.get(fileName);
      if (hit !== undefined && hit.text === text) return hit;
      const sf = ts.createSourceFile(fileName, text, version, false);
      // A file larger than the whole cache is parsed for this check only.
      if (text.length <= maxChars) lru.set(fileName, sf);
      return sf;
    },
  };
}

/** No sharing: each check parses what it reads (the reference the cached results are compared with). */
export function uncachedSources(): SourceFileCache {
  const memo = new Map<string, ts.SourceFile>();
  return {
    get(fileName, text, version) {
      const key = `${fileName}\0${text}`;
      let sf = memo.get(key);
      if (!sf) memo.set(key, (sf = ts.createSourceFile(fileName, text, version, false)));
      return sf;
    },
  };
}

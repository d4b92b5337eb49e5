/**
 * Parsed repository files for the in-memory type check, kept between checks: a job validates many
 * answers (each target's first answer, its repair, the re-check with needed imports) over nearly the
 * same files, and parsing them was most of a check's cost. An entry is found only by its path AND its
 * exact text (content-keyed, like the blob cache keyed by blob SHA): a check never gets a parse of
 * text it did not present. The compiler binds a SourceFile once; our programs bind with the same
 * settings (only checkJs differs, which the binder does not read), so a bound file is shared as is.
 * Bounded by the texts' total length; the least recently used go first.
 *
 * Parsed as `tsc` parses (CHECK_PARSE): JSDoc comments of TypeScript files are skipped unless they hold `@see` or
 * `@link` (`JSDocParsingMode.ParseForTypeErrors`, tsc's own default since TypeScript 5.3: in a `.ts` file JSDoc
 * carries no types, so no type error depends on it); JavaScript files keep all of theirs (their types are JSDoc). A
 * miss first takes a parse the scope rounds made of the same text (parsed-handoff.ts) before parsing.
 * `uncachedSources()`, the reference the cached results are compared with, parses every JSDoc comment.
 */
import { LRUCache } from 'lru-cache';
import ts from 'typescript';
import { parseOptionsKey, takeParse } from './parsed-handoff.js';

/** How the check parses repository files, beside the options the compiler host is given. */
export const CHECK_PARSE = { jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeErrors } as const;

export interface SourceFileCache {
  /**
   * The SourceFile of `text` at `fileName`, parsed on first use with `version` (what the compiler host
   * is given; every program of the check has the same module settings, so it is not part of the key).
   */
  get(fileName: string, text: string, version: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile;
  /** A parse of `text` at `fileName` of its own, never shared (the target's file with the body in place), parsed the cache's way. */
  parse(fileName: string, text: string, version: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile;
  /**
   * `from` (a parse of this cache's own, never a shared one: it is consumed) edited into the parse of `text`: the
   * compiler's incremental parse (`ts.updateSourceFile`, what its language service does on each keystroke) over the one
   * span where the texts differ; the tree a fresh parse of `text` with `version` gives, the parts outside the span reused.
   */
  edit(from: ts.SourceFile, text: string, version: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile;
  /** Compiler parses made (`parsed`), misses served by a parse the scope rounds handed over (`handed`), incremental parses (`edited`). */
  readonly stats: { parsed: number; handed: number; edited: number };
}

/** The one span where `before` and `after` differ (their common prefix and suffix kept), as the compiler's change range. */
function changeRange(before: string, after: string): ts.TextChangeRange {
  const most = Math.min(before.length, after.length);
  let start = 0;
  while (start < most && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let tail = 0;
  while (tail < most - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail += 1;
  return ts.createTextChangeRange(ts.createTextSpan(start, before.length - tail - start), after.length - tail - start);
}

/** About 4 M characters of source, some 50 MB of syntax trees. */
export const SOURCE_CACHE_MAX_CHARS = 4 * 1024 * 1024;

const asOptions = (version: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.CreateSourceFileOptions =>
  typeof version === 'object' ? version : { languageVersion: version };

/**
 * A parse the scope rounds handed over, made with the same options as `options`. The module rule is a function, so it is
 * applied again: a file's being a module decides one thing during the parse (top-level `await`), so a parse whose module
 * status the host's rule changes was not the parse the host would make, and is not used.
 */
function handed(fileName: string, text: string, options: ts.CreateSourceFileOptions): ts.SourceFile | undefined {
  // Without the host's rule a parse applies the compiler's default one, which the scope rounds' parse did not.
  if (options.setExternalModuleIndicator === undefined) return undefined;
  const sf = takeParse(fileName, text, parseOptionsKey(options));
  if (sf === undefined) return undefined;
  const wasModule = ts.isExternalModule(sf);
  options.setExternalModuleIndicator(sf);
  return ts.isExternalModule(sf) === wasModule ? sf : undefined;
}

export function createSourceFileCache(maxChars = SOURCE_CACHE_MAX_CHARS): SourceFileCache {
  const lru = new LRUCache<string, ts.SourceFile>({ maxSize: maxChars, sizeCalculation: (sf) => Math.max(1, sf.text.length) });
  const stats = { parsed: 0, handed: 0, edited: 0 };
  const parse = (fileName: string, text: string, version: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile => {
    stats.parsed += 1;
    return ts.createSourceFile(fileName, text, { ...asOptions(version), ...CHECK_PARSE }, false);
  };
  const edit = (from: ts.SourceFile, text: string): ts.SourceFile => {
    stats.edited += 1;
    return ts.updateSourceFile(from, text, changeRange(from.text, text));
  };
  return {
    get(fileName, text, version) {
      const hit = lru.get(fileName);
      if (hit !== undefined && hit.text === text) return hit;
      const options = { ...asOptions(version), ...CHECK_PARSE };
      const given = handed(fileName, text, options);
      if (given !== undefined) stats.handed += 1;
      const sf = given ?? parse(fileName, text, options);
      // A file larger than the whole cache is parsed for this check only.
      if (text.length <= maxChars) lru.set(fileName, sf);
      return sf;
    },
    parse,
    edit,
    stats,
  };
}

/** No sharing: each check parses what it reads, every JSDoc comment included (the reference the cached results are compared with). */
export function uncachedSources(): SourceFileCache {
  const memo = new Map<string, ts.SourceFile>();
  const stats = { parsed: 0, handed: 0, edited: 0 };
  const parse = (fileName: string, text: string, version: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.SourceFile => {
    stats.parsed += 1;
    return ts.createSourceFile(fileName, text, { ...asOptions(version), jsDocParsingMode: ts.JSDocParsingMode.ParseAll }, false);
  };
  return {
    get(fileName, text, version) {
      const key = `${fileName}\0${text}`;
      let sf = memo.get(key);
      if (!sf) memo.set(key, (sf = parse(fileName, text, version)));
      return sf;
    },
    parse,
    // The reference parses afresh.
    edit: (from, text, version) => parse(from.fileName, text, version),
    stats,
  };
}

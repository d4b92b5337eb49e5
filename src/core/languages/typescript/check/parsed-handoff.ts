/**
 * Compiler parses made outside the check and handed to it: the answer checks' scope rounds parse each target's file
 * with the compiler (answer/signature-files.ts, the stubs' return types) before the check runs, and the check then
 * parses the same text again when another target's program imports the file. A parse made with the check's own options
 * (source-cache.ts `CHECK_PARSE`) is offered here and taken by the check's source cache on its first miss for that path
 * and text: one compiler parse per file and text per job.
 *
 * Found only by path AND exact text, like the source cache (a check never gets a parse of text it did not present); a
 * parse is taken once (it moves into the taking cache, so no parse is shared between two caches through here); bounded
 * by the texts' total length, the oldest offered going first. No runtime import of the compiler: the scope rounds load
 * it only when they parse.
 */
import type TypeScript from 'typescript';

/**
 * About 1 M characters of source (some 12 MB of trees, held beside the check's cache): a few jobs' target files (zod's
 * three are 274 K). Most offers are never taken (a target's own check parses the text with its body), so they only age out.
 */
export const HANDOFF_MAX_CHARS = 1024 * 1024;

export interface HandedParse {
  sf: TypeScript.SourceFile;
  /** The parse's options key (parseOptionsKey): taken only by a cache that parses the same way. */
  options: string;
}

/** A repository path as the check's compiler sees it. */
export const virtualPath = (file: string): string => `/${file.replace(/^\/+/, '')}`;

// Insertion order is age order.
const offered = new Map<string, HandedParse>();
let chars = 0;

const keyOf = (fileName: string, text: string): string => `${fileName}\0${text.length}`;

function drop(key: string): void {
  const entry = offered.get(key);
  if (entry === undefined) return;
  offered.delete(key);
  chars -= entry.sf.text.length;
}

/**
 * What, beside the text and the module rule (a function: the taking side applies its own and checks the result), decides
 * a parse. The compiler's enums are numbers (JSDocParsingMode.ParseAll is 0); read here without loading the compiler.
 */
export const parseOptionsKey = (options: TypeScript.CreateSourceFileOptions): string =>
  `${options.languageVersion}:${options.impliedNodeFormat ?? '-'}:${options.jsDocParsingMode ?? 0}`;

/** Offers a parse of `sf.text` at `sf.fileName`, made with the options `options` names; replaces an earlier offer of the path and length. */
export function offerParse(sf: TypeScript.SourceFile, options: string): void {
  const key = keyOf(sf.fileName, sf.text);
  drop(key);
  if (sf.text.length > HANDOFF_MAX_CHARS) return;
  offered.set(key, { sf, options });
  chars += sf.text.length;
  for (const old of offered.keys()) {
    if (chars <= HANDOFF_MAX_CHARS) break;
    drop(old);
  }
}

/** The offered parse of exactly `text` at `fileName` made with `options`, removed; undefined when there is none. */
export function takeParse(fileName: string, text: string, options: string): TypeScript.SourceFile | undefined {
  const key = keyOf(fileName, text);
  const entry = offered.get(key);
  if (entry === undefined || entry.sf.text !== text || entry.options !== options) return undefined;
  drop(key);
  return entry.sf;
}

/**
 * One parse per file per snapshot, shared by target selection (src/pipeline/select-targets.ts)
 * and retrieval (index.ts): both held their own parse of the same file for the whole job, which
 * for a PR adding one file of 10,000 functions was two trees' summaries of ~65 MB each alive at
 * once. Held weakly by the snapshot object, so it goes when the snapshot does; keyed by the
 * parser as well, so a test or benchmark that swaps the parser never gets another's result.
 */
import type { ParsedModule } from '../languages/types.js';
import type { ScopedParseCache } from './parse-cache.js';

type Parse = (text: string, file: string) => ParsedModule;
type Files = Map<string, { text: string; parsed: ParsedModule }>;

const bySnapshot = new WeakMap<object, Map<Parse, Files>>();
const crossJob = new WeakMap<object, ScopedParseCache>();

/**
 * Parses of this snapshot that are not in it yet are looked up in (and added to) `cache`, the
 * parses its installation's earlier jobs made (parse-cache.ts), before parsing.
 */
export function useParseCache(snapshot: object, cache: ScopedParseCache): void {
  crossJob.set(snapshot, cache);
}

/** The result of an earlier `parsedIn` for this snapshot, file, text and parser; undefined when there is none (nothing is parsed). */
export function parsedAlready(snapshot: object, file: string, text: string, parse: Parse): ParsedModule | undefined {
  const hit = bySnapshot.get(snapshot)?.get(parse)?.get(file);
  return hit !== undefined && hit.text === text ? hit.parsed : undefined;
}

/** `parse(text, file)`, or the result of an earlier call for this snapshot, file and text. */
export function parsedIn(snapshot: object, file: string, text: string, parse: Parse): ParsedModule {
  let byParser = bySnapshot.get(snapshot);
  if (byParser === undefined) bySnapshot.set(snapshot, (byParser = new Map<Parse, Files>()));
  let files = byParser.get(parse);
  if (files === undefined) byParser.set(parse, (files = new Map<string, { text: string; parsed: ParsedModule }>()));
  const hit = files.get(file);
  if (hit !== undefined && hit.text === text) return hit.parsed;
  const cache = crossJob.get(snapshot);
  const parsed = cache === undefined ? parse(text, file) : cache.parse(text, file, parse);
  files.set(file, { text, parsed });
  return parsed;
}

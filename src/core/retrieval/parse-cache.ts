/**
 * Parsed modules kept across jobs, per installation (issue 24: parsing is the largest CPU item of
 * a job, and the next job on a repository — a push that changes a few files, `/dycoder implement`
 * again, a reply in a suggestion's thread — reads mostly the same blobs).
 *
 * - Keyed by the text's SHA-256 (what a blob SHA names: the content), the file's path (a parse
 *   may depend on it: the dialect, a Go file's build constraints) and the parse function, so a
 *   changed file is never served an old parse: its key is another.
 * - Partitioned by installation: a job only ever holds the view of its own installation
 *   (`forInstallation`), and every key that view builds starts with that installation, so one
 *   tenant's parse never serves another's job, even for byte-identical files.
 * - Bounded: each entry is weighed by an estimate of its heap (PARSED_BYTES_PER_CHAR per source
 *   character, measured on zod's 332 files at 7.2, doubled, plus a fixed overhead); the least
 *   recently used entries go once the whole cache passes `maxBytes`, or one installation passes
 *   `maxBytesPerInstallation` (so one busy tenant cannot push every other out).
 *
 * A cached ParsedModule is shared by the jobs that get it, as one job's targets already share it
 * (shared-parse.ts): nothing may change it after the parse (the job-cpu benchmark and the test
 * freeze entries to check that).
 */
import { createHash } from 'node:crypto';
import type { ParsedModule } from '../languages/types.js';

export type Parse = (text: string, file: string) => ParsedModule;

/** Estimated heap bytes of a parsed module per source character (7.2 measured on zod, doubled). */
export const PARSED_BYTES_PER_CHAR = 16;
/** Estimated fixed heap bytes of an entry (key, maps, the module's arrays). */
export const ENTRY_OVERHEAD_BYTES = 2048;
export const DEFAULT_PARSE_CACHE_BYTES = 256 * 1024 * 1024;

export interface ParseCacheOptions {
  /** Bound on the estimated heap of every entry together (default 256 MB). */
  maxBytes?: number;
  /** Bound per installation (default a quarter of maxBytes). */
  maxBytesPerInstallation?: number;
  /** Deep-freeze every cached module (a check that no caller changes a shared parse; costs CPU). */
  freeze?: boolean;
}

/** One installation's view: the only way a job reaches the cache. */
export interface ScopedParseCache {
  /** `parse(text, file)`, or the module an earlier job of this installation parsed from the same text at the same path. */
  parse(text: string, file: string, parse: Parse): ParsedModule;
  /** The same, when the parse is computed elsewhere (off the event loop, shared-parse.ts `parsedInAsync`): `compute` is called on a miss only. */
  parseAsync(text: string, file: string, parse: Parse, compute: () => Promise<ParsedModule>): Promise<ParsedModule>;
}

export interface ParseCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

export interface ParseCache {
  forInstallation(installation: string | number): ScopedParseCache;
  stats(): ParseCacheStats;
  /** Estimated bytes held for one installation. */
  bytesOf(installation: string | number): number;
}

interface Entry {
  installation: string;
  parsed: ParsedModule;
  bytes: number;
}

export function parseWeight(text: string): number {
  return text.length * PARSED_BYTES_PER_CHAR + ENTRY_OVERHEAD_BYTES;
}

function deepFreeze(value: unknown, seen = new Set<unknown>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const v of Object.values(value)) deepFreeze(v, seen);
  Object.freeze(value);
}

export function createParseCache(options: ParseCacheOptions = {}): ParseCache {
  const maxBytes = options.maxBytes ?? DEFAULT_PARSE_CACHE_BYTES;
  const maxPer = options.maxBytesPerInstallation ?? Math.floor(maxBytes / 4);
  if (!(maxBytes > 0) || !(maxPer > 0)) throw new Error(`parse cache: maxBytes (${maxBytes}) and maxBytesPerInstallation (${maxPer}) must be positive`);
  // Insertion order is recency order: a hit is moved to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const perInstallation = new Map<string, number>();
  const parserIds = new Map<Parse, number>();
  let bytes = 0;
  const counts = { hits: 0, misses: 0, evictions: 0 };

  const remove = (key: string, entry: Entry): void => {
    entries.delete(key);
    bytes -= entry.bytes;
    const left = (perInstallation.get(entry.installation) ?? 0) - entry.bytes;
    if (left > 0) perInstallation.set(entry.installation, left);
    else perInstallation.delete(entry.installation);
    counts.evictions += 1;
  };
  const evict = (installation: string): void => {
    // The installation's own oldest entries while it is over its share, then anyone's while the whole is over.
    for (const [key, entry] of entries) {
      if ((perInstallation.get(installation) ?? 0) <= maxPer) break;
      if (entry.installation === installation) remove(key, entry);
    }
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      remove(key, entry);
    }
  };
  const parserId = (parse: Parse): number => {
    let id = parserIds.get(parse);
    if (id === undefined) parserIds.set(parse, (id = parserIds.size + 1));
    return id;
  };

  return {
    forInstallation(installationIn) {
      const installation = String(installationIn);
      if (installation === '') throw new Error('parse cache: an installation id is required');
      const keyOf = (text: string, file: string, parse: Parse): string =>
        JSON.stringify([installation, parserId(parse), file, createHash('sha256').update(text).digest('base64')]);
      const lookup = (key: string): ParsedModule | undefined => {
        const hit = entries.get(key);
        if (hit === undefined) return undefined;
        entries.delete(key);
        entries.set(key, hit);
        counts.hits += 1;
        return hit.parsed;
      };
      const keep = (key: string, text: string, parsed: ParsedModule): ParsedModule => {
        const weight = parseWeight(text);
        // A module heavier than an installation's share is used by this job and not kept.
        if (weight > maxPer || weight > maxBytes) return parsed;
        if (options.freeze === true) deepFreeze(parsed);
        // Two jobs may have computed the same key at once: the first kept stays.
        const kept = entries.get(key);
        if (kept !== undefined) return kept.parsed;
        entries.set(key, { installation, parsed, bytes: weight });
        bytes += weight;
        perInstallation.set(installation, (perInstallation.get(installation) ?? 0) + weight);
        evict(installation);
        return parsed;
      };
      return {
        parse(text, file, parse) {
          const key = keyOf(text, file, parse);
          const hit = lookup(key);
          if (hit !== undefined) return hit;
          counts.misses += 1;
          return keep(key, text, parse(text, file));
        },
        async parseAsync(text, file, parse, compute) {
          const key = keyOf(text, file, parse);
          const hit = lookup(key);
          if (hit !== undefined) return hit;
          counts.misses += 1;
          return keep(key, text, await compute());
        },
      };
    },
    stats: () => ({ entries: entries.size, bytes, ...counts }),
    bytesOf: (installation) => perInstallation.get(String(installation)) ?? 0,
  };
}

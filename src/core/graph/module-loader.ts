/**
 * Per-request access to parsed modules: reads through the RepoSource (which owns the content
 * cache) and parses each file at most once for the lifetime of one retrieval.
 */
import type { RepoSource } from '../ports.js';
import type { Definition, ParsedModule } from '../lang/python/types.js';

/** Parses one file; `file` picks the language front end (Python ignores it). */
export type ParseFn = (source: string, file: string) => ParsedModule;

export interface LoadedModule {
  file: string;
  text: string;
  lines: string[];
  parsed: ParsedModule;
  /** Module-level definitions by name; functions and classes win over plain variables. */
  topLevel: Map<string, Definition>;
  byQualname: Map<string, Definition>;
}

export interface ModuleLoader {
  load(file: string): Promise<LoadedModule | undefined>;
  /** Files parsed so far, in the order they were opened. */
  opened(): string[];
  /** Characters of source parsed so far (the walk's byte budget counts these). */
  bytes(): number;
}

export function indexModule(file: string, text: string, parsed: ParsedModule): LoadedModule {
  const topLevel = new Map<string, Definition>();
  const byQualname = new Map<string, Definition>();
  for (const def of parsed.definitions) {
    if (!byQualname.has(def.qualname) || def.kind !== 'variable') byQualname.set(def.qualname, def);
    if (def.parent !== undefined) continue;
    const previous = topLevel.get(def.name);
    // `X = None` followed by `class X` (or a try/except alternative): keep the real definition.
    if (previous === undefined || (previous.kind === 'variable' && def.kind !== 'variable')) {
      topLevel.set(def.name, def);
    }
  }
  return { file, text, lines: text.split('\n'), parsed, topLevel, byQualname };
}

export function createModuleLoader(source: RepoSource, parse: ParseFn): ModuleLoader {
  const modules = new Map<string, Promise<LoadedModule | undefined>>();
  const order: string[] = [];
  let bytes = 0;
  return {
    load(file) {
      let loaded = modules.get(file);
      if (loaded === undefined) {
        order.push(file);
        loaded = source.readFile(file).then((text) => {
          if (text === undefined) return undefined;
          bytes += text.length;
          return indexModule(file, text, parse(text, file));
        });
        modules.set(file, loaded);
      }
      return loaded;
    },
    opened: () => [...order],
    bytes: () => bytes,
  };
}

/**
 * Per-request access to parsed modules: reads through the RepoSource (which owns the content
 * cache) and parses each file at most once for the lifetime of one retrieval.
 *
 * Every read of a retrieval goes through here, so this is where the read budget lives: a
 * per-target cap and, optionally, a budget shared by all targets of a job. A file refused by
 * the budget reads as missing; files already opened stay available.
 */
import type { RepoSource } from '../ports.js';
import { languageFor } from '../languages/index.js';
import { NOT_NOW, type LoadedModule, type LoaderOptions, type LoaderStats, type ModuleLoader } from '../languages/language.js';

export type { LoadedModule, LoaderOptions, LoaderStats, ModuleLoader, ReadBudget } from '../languages/language.js';
import type { Definition, ParsedModule } from '../languages/types.js';

/** Parses one file; `file` picks the language front end (Python ignores it). */
export type ParseFn = (source: string, file: string) => ParsedModule;

/**
 * TypeScript declarations merged under one name: an implementation (class, function, enum)
 * stands for the name over an interface or type that describes it, and those over a namespace
 * (whose members are found by qualified name either way). Python definitions have no declKind:
 * all weigh the same, and the rules below are the old ones. (Overloads come before their
 * implementation, which last-wins picks.)
 */
function standing(def: Definition): number {
  if (def.declKind === 'namespace') return 0;
  return def.declKind === 'interface' || def.declKind === 'type' ? 1 : 2;
}

/**
 * A TypeScript module that defines nothing and only passes names on: `export * from`,
 * `export { a } from`, or `import * as X from` then `export { X }` (an `index.ts` barrel).
 * Python modules (no export list) never are.
 */
export function isBarrel(parsed: ParsedModule): boolean {
  const exports = parsed.exports;
  if (exports === undefined || exports.length === 0 || parsed.definitions.length > 0) return false;
  const imported = new Set(parsed.imports.map((b) => b.boundName));
  return exports.every((e) => e.module !== undefined || (e.local !== undefined && imported.has(e.local)) || imported.has(e.exported));
}

/**
 * Old Mac line ends (a lone CR) read as line feeds, so that the parser and the line list agree (the
 * tree-sitter grammars count only LF as a line end; Python, JavaScript and Java take a lone CR as one).
 * Same length, so every offset stays where it was; CRLF is left alone.
 */
export function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/**
 * The indexed module of a parse, held weakly by it: a job's targets each open the same files through
 * their own loader (and the prefetcher indexes what it reads ahead), and each split the text into lines
 * and built the two maps again. The index is derived from (file, text, parse) alone and never changed
 * after, so every holder of the same parse of the same text gets the same object (whose per-module memos,
 * e.g. resolve-reference.ts's nested index, are then built once per job instead of once per target).
 */
const indexed = new WeakMap<ParsedModule, LoadedModule>();

export function indexModule(file: string, text: string, parsed: ParsedModule): LoadedModule {
  const known = indexed.get(parsed);
  if (known !== undefined && known.file === file && known.text === text) return known;
  const mod = buildIndex(file, text, parsed);
  indexed.set(parsed, mod);
  return mod;
}

function buildIndex(file: string, text: string, parsed: ParsedModule): LoadedModule {
  const topLevel = new Map<string, Definition>();
  const byQualname = new Map<string, Definition>();
  for (const def of parsed.definitions) {
    const kept = byQualname.get(def.qualname);
    if (kept === undefined || (def.kind !== 'variable' && standing(def) >= standing(kept))) byQualname.set(def.qualname, def);
    if (def.parent !== undefined) continue;
    const previous = topLevel.get(def.name);
    // `X = None` followed by `class X` (or a try/except alternative): keep the real definition.
    // `interface X` followed by `class X`: the class is what `X` stands for.
    if (previous === undefined || (def.kind !== 'variable' && (previous.kind === 'variable' || standing(def) > standing(previous)))) {
      topLevel.set(def.name, def);
    }
  }
  return { file, language: languageFor(file), text, lines: text.split('\n'), parsed, topLevel, byQualname };
}

export function createModuleLoader(source: RepoSource, parse: ParseFn, opts: LoaderOptions = {}): ModuleLoader {
  const modules = new Map<string, Promise<LoadedModule | undefined>>();
  /** What each of those promises fulfilled with, once it has (loadedNow). */
  const settled = new Map<string, LoadedModule | undefined>();
  const order: string[] = [];
  const maxFiles = opts.maxFiles ?? Number.POSITIVE_INFINITY;
  const stats: LoaderStats = { refused: 0, maxInFlight: 0 };
  let bytes = 0;
  let inFlight = 0;
  let free = 0;
  const lookupReads = opts.lookupReads ?? 0;
  /** Files read on the lookup budget (a pure barrel among them is moved to the free barrels). */
  const onLookup = new Set<string>();
  const jobRoom = (): boolean => opts.jobBudget === undefined || opts.jobBudget.remaining > 0;
  let sealed = false;
  const canOpen = (): boolean => !sealed && order.length - free - onLookup.size < maxFiles && jobRoom();

  function load(file: string, required = false, lookup = false): Promise<LoadedModule | undefined> {
    const known = modules.get(file);
    if (known !== undefined) return known;
    if (sealed && !required) {
      stats.refused += 1;
      return Promise.resolve(undefined);
    }
    if (lookup && onLookup.size < lookupReads && jobRoom()) onLookup.add(file);
    else if (!required && !canOpen()) {
      stats.refused += 1;
      return Promise.resolve(undefined);
    }
    order.push(file);
    if (opts.jobBudget !== undefined) opts.jobBudget.remaining = Math.max(0, opts.jobBudget.remaining - 1);
    inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
    const indexed = (text: string, parsed: ParsedModule): LoadedModule => {
      if (opts.freeBarrels === true && free < maxFiles && isBarrel(parsed)) {
        free += 1;
        // A barrel read on the lookup budget is free anyway: it gives that read back.
        onLookup.delete(file);
      }
      return indexModule(file, text, parsed);
    };
    const gate = opts.cpuGate;
    const loaded = source.readFile(file).then(
      (raw) => {
        inFlight -= 1;
        if (raw === undefined) return undefined;
        const text = withLineFeeds(raw);
        bytes += text.length;
        // Through the worker's CPU gate when there is one; else in the same tick, as always.
        const told = (mod: LoadedModule): LoadedModule => {
          opts.onLoaded?.(mod);
          return mod;
        };
        if (opts.parseAsync !== undefined) return opts.parseAsync(text, file).then((parsed) => told(indexed(text, parsed)));
        return gate === undefined ? told(indexed(text, parse(text, file))) : gate.run('parse', () => indexed(text, parse(text, file))).then(told);
      },
      (error: unknown) => {
        inFlight -= 1;
        throw error;
      },
    );
    modules.set(file, loaded);
    // A failed read stays out of `settled` (loadedNow says NOT_NOW, and `load` gives the failure).
    loaded.then(
      (mod) => settled.set(file, mod),
      () => undefined,
    );
    return loaded;
  }

  return {
    load: (file, required) => load(file, required),
    loadedNow: (file) => (settled.has(file) ? settled.get(file) : NOT_NOW),
    loadForLookup: (file) => load(file, false, true),
    async prefetch(files) {
      const fresh = [...new Set(files)].filter((f) => !modules.has(f));
      await Promise.all(fresh.map((f) => load(f)));
    },
    opened: () => [...order],
    counted: () => order.length - free - onLookup.size,
    bytes: () => bytes,
    canOpen,
    isOpen: (file) => modules.has(file),
    seal: () => {
      sealed = true;
    },
    stats,
  };
}

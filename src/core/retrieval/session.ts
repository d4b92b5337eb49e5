/**
 * What every retriever needs for one request: the path list, the module index, a parse-once
 * loader over the RepoSource, the symbol resolver and the target. Built per request, dropped
 * after; nothing here outlives the call.
 */
import type { CpuGate, RepoSource } from '../ports.js';
import type { Definition, ParsedModule } from '../languages/types.js';
import { createModuleLoader, type LoadedModule, type ModuleLoader } from '../graph/module-loader.js';
import type { SymbolResolver } from '../graph/symbols.js';
import { createLanguageResolver } from '../graph/language-resolver.js';
import { createPrefetcher, type Prefetcher } from '../graph/prefetch.js';
import { languageFor, languageOf, type Language } from '../languages/index.js';
import { enclosingClass } from '../graph/resolve-reference.js';
import { buildTargetContext, minimalTargetContext, type TargetContext } from './target-context.js';
import { loadTarget } from './target.js';
import { terms } from './terms.js';
import type { BoundedTokenCounter, TokenCounter } from './tokens.js';
import type { RetrievalOptions, RetrievalResult, RetrievalTarget, RetrievedItem } from './types.js';
import type { Assembled } from './assemble.js';

export interface Session {
  source: RepoSource;
  files: string[];
  /** The target's language, picked once per target and carried through every stage. */
  language: Language;
  /** Files of the target's language, in path-list order. */
  sourceFiles: string[];
  loader: ModuleLoader;
  resolver: SymbolResolver;
  mod: LoadedModule;
  def: Definition;
  cls: Definition | undefined;
  count: TokenCounter;
  /** `count` when the answer only matters up to a limit (stops past it); absent: `count`. */
  countUpTo?: BoundedTokenCounter;
  /** Search terms of a text; shared by a job's targets when the caller memoises it. */
  terms: (text: string) => readonly string[];
  /** Work over the path list shared by the requests on one snapshot (SessionDeps.memo), or built afresh. */
  memo: <T>(key: string, build: () => T) => T;
  options: RetrievalOptions;
  started: number;
  statsBefore: { filesRead: number; bytesRead: number };
}

export interface SessionDeps {
  parse: (source: string, file: string) => ParsedModule;
  /** `parse` for a caller that can wait, through the CPU gate (shared-parse.ts `parsedInAsync`); absent: `parse` through the gate. */
  parseAsync?: (source: string, file: string, gate?: CpuGate) => Promise<ParsedModule>;
  count: TokenCounter;
  countUpTo?: BoundedTokenCounter;
  now: () => number;
  /** Defaults to `terms` itself, computed afresh each time. */
  terms?: (text: string) => readonly string[];
  /** Work over the path list shared by the requests on one snapshot (a language's module index); defaults to building it afresh. */
  memo?: <T>(key: string, build: () => T) => T;
}

/** Per-target read cap: 40 files, and no more than 5% of the source files (of the target's language) of a large repository. */
export function defaultReadCap(sourceFiles: number): number {
  return sourceFiles >= 400 ? Math.max(10, Math.min(40, Math.floor(sourceFiles * 0.05))) : 40;
}

/** Reads a name lookup may spend searching star re-exports beside the cap: a quarter of it (10 at 40). */
export function lookupReadsFor(maxFiles: number): number {
  return Math.ceil(maxFiles / 4);
}

export async function openSession(
  source: RepoSource,
  target: RetrievalTarget,
  options: RetrievalOptions,
  deps: SessionDeps,
): Promise<Session> {
  const started = deps.now();
  const statsBefore = { filesRead: source.stats.filesRead, bytesRead: source.stats.bytesRead };
  const files = await source.listFiles();
  // Names never cross languages: a target's retrieval only considers files of its own language.
  const language = languageFor(target.file);
  const sourceFiles = files.filter((f) => languageOf(f) === language);
  const capped = options.retriever === 'dycoder';
  const maxFiles = options.maxFilesPerTarget ?? defaultReadCap(sourceFiles.length);
  // Reading ahead (graph/prefetch.ts) where reads cost round trips: it never changes what the walk opens.
  let prefetcher: Prefetcher | undefined;
  const gate = options.cpuGate;
  const gated = deps.parseAsync;
  const parseAsync = gated === undefined || gate === undefined ? undefined : (text: string, file: string) => gated(text, file, gate);
  const loader = createModuleLoader(source, deps.parse, {
    onLoaded: (m) => prefetcher?.arrived(m),
    ...(capped ? { maxFiles } : {}),
    ...(capped && options.jobReads !== undefined ? { jobBudget: options.jobReads } : {}),
    ...(capped && language.retrieval.freeBarrels ? { freeBarrels: true, lookupReads: lookupReadsFor(maxFiles) } : {}),
    ...(options.cpuGate === undefined ? {} : { cpuGate: options.cpuGate }),
    ...(parseAsync === undefined ? {} : { parseAsync }),
  });
  const memo = deps.memo ?? (<T>(_key: string, build: () => T): T => build());
  const resolver = createLanguageResolver({ files, loader, source, memo });
  const prefetch = source.prefetch?.bind(source);
  if (capped && prefetch !== undefined) prefetcher = createPrefetcher({ source: { prefetch }, resolver, parse: deps.parse, readsCostNothing: () => source.scansCheaply === true, ...(parseAsync === undefined ? {} : { parseAsync }) });
  const { mod, def } = await loadTarget(files, loader, target);
  return {
    source, files, language, sourceFiles, loader, resolver, mod, def,
    cls: enclosingClass(mod, def),
    count: deps.count, ...(deps.countUpTo === undefined ? {} : { countUpTo: deps.countUpTo }), terms: deps.terms ?? terms, memo, options, started, statsBefore,
  };
}

/** The share of the budget the target's file context may take. */
export function targetContextFor(
  s: Session,
  priority?: (def: Definition) => number,
): { ctx: TargetContext; item: RetrievedItem } {
  let ctx = buildTargetContext(s.mod, s.def, s.count, Math.floor(s.options.budgetTokens * 0.2), priority);
  // A target whose own text is larger than the whole budget still gets a context that fits.
  if (ctx.tokens > s.options.budgetTokens) ctx = minimalTargetContext(s.mod, s.def, s.count, s.options.budgetTokens);
  const item: RetrievedItem = {
    file: s.mod.file, name: s.def.qualname, kind: s.def.kind === 'variable' ? 'variable' : s.def.kind,
    reason: 'target', hop: 0, tokens: ctx.tokens,
  };
  return { ctx, item };
}

export function finishResult(
  s: Session,
  assembled: Assembled,
  graph: RetrievalResult['graph'],
  now: () => number,
): RetrievalResult {
  return {
    target: { file: s.mod.file, name: s.def.qualname, line: s.def.range.start },
    retriever: s.options.retriever,
    items: assembled.items,
    context: assembled.context,
    tokens: assembled.tokens,
    graph,
    stats: {
      filesRead: s.source.stats.filesRead - s.statsBefore.filesRead,
      bytesRead: s.source.stats.bytesRead - s.statsBefore.bytesRead,
      ms: Math.round(now() - s.started),
      maxInFlight: s.loader.stats.maxInFlight,
      filesOpened: s.loader.opened().length,
    },
  };
}

/**
 * Retrieval entry point: `retrieve(source, target, options)` dispatches on options.retriever.
 */
import { parseSource } from '../languages/index.js';
import type { RepoSource } from '../ports.js';
import { DEFAULT_LIMITS, retrieveDycoder } from './dycoder.js';
import { modelHooks } from './model-hooks.js';
import { openSession, type SessionDeps } from './session.js';
import { parsedIn, parsedInAsync } from './shared-parse.js';
import { retrieveSimilarity } from './similarity.js';
import { retrieveStaticGraph } from './static-graph.js';
import { retrieveFileRefs } from './file-refs.js';
import { countTokens, countTokensUpTo, jobTokenCounter } from './tokens.js';
import { termsWithMemo } from './terms.js';
import type { RetrievalOptions, RetrievalResult, RetrievalTarget, Retrieve } from './types.js';

export * from './types.js';
export { countTokens } from './tokens.js';

export const DEFAULT_BUDGET_TOKENS = 6000;
export const DEFAULT_MAX_HOPS = 10;

const defaultDeps: SessionDeps = { parse: parseSource, count: countTokens, countUpTo: countTokensUpTo, now: () => performance.now() };

/**
 * Work shared by every request on one RepoSource (one snapshot: a job's targets, which open
 * many of the same files and weigh many of the same definitions): each file is parsed once, each
 * text's tokens counted and its search terms split once, and the module index built once, per
 * snapshot, not once per target. Held weakly, so it goes when the snapshot does; a file whose text differs is parsed again.
 */
type PerSource = Required<Pick<SessionDeps, 'parse' | 'parseAsync' | 'count' | 'terms' | 'memo'>> & Pick<SessionDeps, 'countUpTo'>;

function oncePerSource(deps: SessionDeps): (source: RepoSource) => PerSource {
  type Shared = {
    tokens: Map<string, number>;
    /** Texts known to have more tokens than this (a bounded count stopped there). */
    over: Map<string, number>;
    terms: Map<string, readonly string[]>;
    /** Each identifier's terms (terms.ts termsWithMemo), for the texts not split yet. */
    tokenTerms: Map<string, readonly string[]>;
    memo: Map<string, unknown>;
  };
  // One set of functions per snapshot, built by its first request: every target of a job gets the very same
  // `terms` (and the rest), so what a caller remembers per function (definition-terms.ts) serves all of them.
  const bySource = new WeakMap<RepoSource, PerSource>();
  return (source) => {
    const known = bySource.get(source);
    if (known !== undefined) return known;
    const shared: Shared = { tokens: new Map(), over: new Map(), terms: new Map(), tokenTerms: new Map(), memo: new Map() };
    // The production tokenizer counts line by line with the job's remembered lines (the same numbers);
    // a counter a test or benchmark swapped in is used as it is.
    const lines = deps.count === countTokens ? jobTokenCounter(source) : undefined;
    const countFresh = lines === undefined ? deps.count : (text: string) => lines.count(text);
    const countUpToFresh = lines === undefined ? deps.countUpTo : (text: string, limit: number) => lines.countUpTo(text, limit);
    const termsFresh = deps.terms ?? termsWithMemo(shared.tokenTerms);
    const fns: PerSource = {
      // Shared with target selection, which parsed the targets' files of this snapshot already.
      parse: (text, file) => parsedIn(source, file, text, deps.parse),
      // The same parse, off the event loop when the worker's gate has parse threads.
      parseAsync: (text, file, gate) => parsedInAsync(source, file, text, deps.parse, gate),
      count: (text) => {
        const hit = shared.tokens.get(text);
        if (hit !== undefined) return hit;
        const fresh = countFresh(text);
        shared.tokens.set(text, fresh);
        return fresh;
      },
      // The same, for a caller that only needs the count when it is at most `limit` (assembly's full texts).
      ...(countUpToFresh === undefined
        ? {}
        : {
            countUpTo: (text: string, limit: number) => {
              const exact = shared.tokens.get(text);
              if (exact !== undefined) return exact <= limit ? exact : undefined;
              if ((shared.over.get(text) ?? Number.POSITIVE_INFINITY) <= limit) return undefined;
              const fresh = countUpToFresh(text, limit);
              if (fresh === undefined) shared.over.set(text, Math.max(limit, shared.over.get(text) ?? 0));
              else shared.tokens.set(text, fresh);
              return fresh;
            },
          }),
      // Every target of a job indexes the definitions of much the same files (BM25, overlap).
      terms: (text) => {
        const hit = shared.terms.get(text);
        if (hit !== undefined) return hit;
        const fresh = termsFresh(text);
        shared.terms.set(text, fresh);
        return fresh;
      },
      // The path list is the snapshot's, so every target would build the same index from it.
      memo: <T>(key: string, build: () => T): T => {
        if (shared.memo.has(key)) return shared.memo.get(key) as T;
        const fresh = deps.memo === undefined ? build() : deps.memo(key, build);
        shared.memo.set(key, fresh);
        return fresh;
      },
    };
    bySource.set(source, fns);
    return fns;
  };
}

/** `deps` lets tests and benchmarks swap the parser, tokenizer or clock; production uses the defaults. */
export function createRetrieve(deps: SessionDeps = defaultDeps): Retrieve {
  const sharedFor = oncePerSource(deps);
  return async (source: RepoSource, target: RetrievalTarget, options: RetrievalOptions): Promise<RetrievalResult> => {
    const session = await openSession(source, target, options, { ...deps, ...sharedFor(source) });
    switch (options.retriever) {
      case 'similarity':
        return retrieveSimilarity(session, deps.now);
      case 'static-graph':
        return retrieveStaticGraph(session, deps.now);
      case 'file-refs':
        return retrieveFileRefs(session, deps.now);
      case 'dycoder':
        if (options.model === undefined) return retrieveDycoder(session, deps.now);
        // With a judge, rounds are larger so that a request makes only a few model calls.
        return retrieveDycoder(session, deps.now, { ...DEFAULT_LIMITS, roundSize: 20 }, modelHooks(options.model, options.logger));
    }
  };
}

export const retrieve: Retrieve = createRetrieve();

/**
 * Retrieval entry point: `retrieve(source, target, options)` dispatches on options.retriever.
 */
import { parseSource } from '../lang/index.js';
import type { RepoSource } from '../ports.js';
import { DEFAULT_LIMITS, retrieveDycoder } from './dycoder.js';
import { modelHooks } from './model-hooks.js';
import { openSession, type SessionDeps } from './session.js';
import { retrieveSimilarity } from './similarity.js';
import { retrieveStaticGraph } from './static-graph.js';
import { retrieveFileRefs } from './file-refs.js';
import { countTokens } from './tokens.js';
import type { RetrievalOptions, RetrievalResult, RetrievalTarget, Retrieve } from './types.js';

export * from './types.js';
export { countTokens } from './tokens.js';

export const DEFAULT_BUDGET_TOKENS = 6000;
export const DEFAULT_MAX_HOPS = 10;

const defaultDeps: SessionDeps = { parse: parseSource, count: countTokens, now: () => performance.now() };

/**
 * Parses shared by every request on one RepoSource (one snapshot: a job's targets, which open
 * many of the same files): each file is parsed once per snapshot, not once per target. Held
 * weakly, so they go when the snapshot does; a file whose text differs is parsed again.
 */
function parseOncePerSource(parse: SessionDeps['parse']): (source: RepoSource) => SessionDeps['parse'] {
  type Parsed = Map<string, { text: string; parsed: ReturnType<SessionDeps['parse']> }>;
  const bySource = new WeakMap<RepoSource, Parsed>();
  return (source) => {
    const cache: Parsed = bySource.get(source) ?? new Map<string, { text: string; parsed: ReturnType<SessionDeps['parse']> }>();
    bySource.set(source, cache);
    return (text, file) => {
      const hit = cache.get(file);
      if (hit !== undefined && hit.text === text) return hit.parsed;
      const fresh = parse(text, file);
      cache.set(file, { text, parsed: fresh });
      return fresh;
    };
  };
}

/** `deps` lets tests and benchmarks swap the parser, tokenizer or clock; production uses the defaults. */
export function createRetrieve(deps: SessionDeps = defaultDeps): Retrieve {
  const parseFor = parseOncePerSource(deps.parse);
  return async (source: RepoSource, target: RetrievalTarget, options: RetrievalOptions): Promise<RetrievalResult> => {
    const session = await openSession(source, target, options, { ...deps, parse: parseFor(source) });
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

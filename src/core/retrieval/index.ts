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

/** `deps` lets tests and benchmarks swap the parser, tokenizer or clock; production uses the defaults. */
export function createRetrieve(deps: SessionDeps = defaultDeps): Retrieve {
  return async (source: RepoSource, target: RetrievalTarget, options: RetrievalOptions): Promise<RetrievalResult> => {
    const session = await openSession(source, target, options, deps);
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

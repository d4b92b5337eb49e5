/**
 * The retrieval contract (DESIGN.md §4): what every retriever returns, and what the
 * `dycoder context --json` command prints.
 */
import type { ChatModel, CpuGate, Logger, RepoSource } from '../ports.js';

export const RETRIEVER_NAMES = ['dycoder', 'similarity', 'static-graph', 'file-refs'] as const;
export type RetrieverName = (typeof RETRIEVER_NAMES)[number];

export interface RetrievalTarget {
  /** Repo-relative POSIX path. */
  file: string;
  /** 'func', 'Class.method' or 'outer.inner'. */
  qualname: string;
}

export interface RetrievedItem {
  file: string;
  name: string;
  kind: 'function' | 'method' | 'class' | 'variable' | 'module';
  /** Why it is here: 'callee', 'import', 'base', 'annotation', 'attribute-type', 'sibling', 'similar', ... */
  reason: string;
  /** Graph distance from the target (0 for the target's own file context). */
  hop: number;
  tokens: number;
  /** True when only the signature (and docstring) was kept to fit the budget. */
  elided?: boolean;
}

export interface RetrievalResult {
  target: { file: string; name: string; line: number };
  retriever: RetrieverName;
  items: RetrievedItem[];
  /** The exact text given to the model, all items included. */
  context: string;
  tokens: number;
  graph: { nodes: number; edges: number; hops: number; mermaid: string };
  /** maxInFlight: most file reads the retriever had waiting at once; filesOpened: files this request opened (cached or not). */
  stats: { filesRead: number; bytesRead: number; ms: number; maxInFlight?: number; filesOpened?: number };
}

export interface RetrievalOptions {
  retriever: RetrieverName;
  /** Token budget for `context` (default 6000). */
  budgetTokens: number;
  /** Maximum hops of the graph walk (default 10). */
  maxHops: number;
  /**
   * Files the dycoder walk may open for this target (default: 40, and 5% of the Python files on
   * repositories of 400 or more). The baselines read everything by design and are not capped.
   */
  maxFilesPerTarget?: number;
  /** A read budget shared by all targets of a job (decremented as files are opened). */
  jobReads?: { remaining: number };
  /** Optional judge for entry points and hop relevance; retrieval works without it. */
  model?: ChatModel;
  logger?: Logger;
  /** The worker's CPU gate: every parse of the request takes a slot (absent: none). */
  cpuGate?: CpuGate;
}

/** Thrown for an unknown file or qualified name; the message is one sentence for the user. */
export class TargetNotFoundError extends Error {
  override readonly name = 'TargetNotFoundError';
}

export type Retrieve = (
  source: RepoSource,
  target: RetrievalTarget,
  options: RetrievalOptions,
) => Promise<RetrievalResult>;

/**
 * The ports through which the pure core talks to the world. Adapters (GitHub, local file
 * system, OpenAI, Redis) implement them and are passed in as arguments; nothing in
 * src/core imports a client library or touches the file system.
 */
import { z } from 'zod';
import type { NeededImport } from './generate/types.js';
import type { ParsedModule } from './languages/types.js';
import type { OutlineLimits } from './source/outline-lines.js';

export interface RepoSourceStats {
  filesRead: number;
  bytesRead: number;
  requests: number;
}

/** One snapshot (commit) of a repository. */
export interface RepoSource {
  /** Repo-relative POSIX paths of every file in the snapshot. */
  listFiles(): Promise<string[]>;
  /** The file's text; undefined when missing, binary, not UTF-8 or over the size cap. */
  readFile(path: string): Promise<string | undefined>;
  /** Why `readFile` gave undefined, completing "FILE was not read: it is …" (when the source knows). */
  unreadReason?(path: string): Promise<string | undefined>;
  /**
   * Fetches a file ahead of any read, so that a read of it later waits for no new round trip;
   * not counted as read until `readFile` asks (sources whose reads cost a round trip have it).
   * Undefined when not fetched: no room left for fetching ahead, missing, binary, over the cap.
   */
  prefetch?(path: string): Promise<string | undefined>;
  /**
   * Only the lines of the file that `keep` matches (`\n`-joined), its bytes streamed and never held whole: for a file
   * `readFile` refuses as too large, when a check needs its item headers only (core/source/outline-lines.ts). Undefined
   * when missing, binary, not UTF-8, longer than `maxScanBytes` or keeping more than `maxKeptBytes`. Not counted as a read.
   */
  readOutline?(path: string, keep: RegExp, limits: OutlineLimits): Promise<string | undefined>;
  /**
   * Reads cost no round trip (a local checkout): a language may read many files of the snapshot to scan their text
   * (Python: the classes that mix a mixin in, in a repository of more modules than blob reads allow). Absent: reads
   * are round trips (GitHub's blobs), and the languages keep their small caps.
   */
  readonly scansCheaply?: boolean;
  readonly stats: RepoSourceStats;
}

export const chatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).min(1),
  /** What the call is for; adapters use it for logging and metrics only. */
  purpose: z.enum(['entry-points', 'relevance', 'implement', 'repair']),
  /** When set, ask for structured output matching this JSON schema (if the model supports it). */
  jsonSchema: z
    .object({ name: z.string(), schema: z.record(z.string(), z.unknown()) })
    .optional(),
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().positive().optional(),
  /** Ends the call when aborted: the adapter closes the connection, not just stops waiting for it. */
  signal: z.instanceof(AbortSignal).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({
  content: z.string(),
  model: z.string(),
  usage: z.object({
    promptTokens: z.number().int().nonnegative(),
    completionTokens: z.number().int().nonnegative(),
  }),
  /** True when the server stopped at the output-token limit: the content is cut off. */
  truncated: z.boolean().optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export interface ChatModel {
  /** Name of the model, for reports. */
  readonly name: string;
  complete(req: ChatRequest): Promise<ChatResponse>;
}

/** Where a log line goes; the core never prints. */
export interface Logger {
  debug(obj: Record<string, unknown>, msg: string): void;
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

/**
 * The logger the app, queue and worker pass around (Probot's pino fits): every line carries its
 * bindings (job id, repo, PR) because each layer logs through a `child`.
 */
export interface ScopedLogger extends Logger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child(bindings: Record<string, unknown>): ScopedLogger;
}

/** The CPU-heavy steps of a job, as the CPU gate (and its metrics) names them. */
export const CPU_STEPS = ['parse', 'tokenize', 'validate'] as const;
export type CpuStep = (typeof CPU_STEPS)[number];

/**
 * A per-process limit on CPU-heavy steps (parsing, tokenizing, answer checks), so that a worker
 * may run many jobs that mostly wait on I/O while their CPU work queues for a few slots. The
 * worker passes one in (adapters/cpu/cpu-gate.ts); the CLI runs without (`openCpuGate`).
 */
export interface CpuGate {
  /**
   * Runs `work` once a slot is free and frees the slot when it settles; rejects with
   * CpuGateTimeoutError (core/errors.ts) when no slot came free within the gate's deadline.
   */
  run<T>(step: CpuStep, work: () => T | Promise<T>): Promise<T>;
  /**
   * Parsing off the event loop (the worker's parse threads, adapters/cpu/parse-threads.ts): `parse`
   * there gives what `same` gives on the loop, so a caller parsing with `same` may use it instead.
   * Absent: every parse runs on the loop, through `run('parse', …)`.
   */
  offLoop?: OffLoopParser;
}

export interface OffLoopParser {
  /** The loop's parse function this one stands for (the language registry's parseSource). */
  readonly same: (text: string, file: string) => ParsedModule;
  /**
   * `same(text, file)`, computed elsewhere; rejects with CpuGateTimeoutError when it did not finish
   * within its deadline, and with another error when it could not be computed there (the caller
   * then parses on the loop).
   */
  parse(text: string, file: string): Promise<ParsedModule>;
}

/** No limit: the work runs at once (the CLI, tests, benchmarks of the core). */
export const openCpuGate: CpuGate = {
  run: async (_step, work) => work(),
};

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
};

/** One implemented stub, ready to be published as a suggestion. */
/** A needed import plus the text its anchor line had when generated (line `afterLine`, or line 1 when it is 0). */
export interface SuggestedImport extends NeededImport {
  anchorText: string;
}

export interface SuggestedImplementation {
  file: string;
  qualname: string;
  defLine: number;
  /** Lines of the head file that the suggestion replaces (the stub's body, docstring kept). */
  bodyRange: { start: number; end: number };
  /** The stub lines exactly as they were when generated: publishers re-check them before posting. */
  originalBody: string;
  /** Replacement lines, already indented to the file, no trailing newline. */
  newBody: string;
  /** Short note shown under the suggestion (validation warnings, e.g. unresolved names). */
  notes: string[];
  /** Imports the body needs that the file lacks (module-level lines, each with the line it goes after). */
  imports?: SuggestedImport[];
  /** The body with those imports made local at its top, when the language allows it (Python). */
  bodyWithLocalImports?: string;
}

export interface SkippedTarget {
  file: string;
  qualname: string;
  /** One sentence a user can act on. */
  reason: string;
}

export interface TargetGraph {
  /** `file:qualname` of the target. */
  target: string;
  nodes: number;
  edges: number;
  hops: number;
  /** A mermaid `graph LR` diagram of the partial dependency graph. */
  mermaid: string;
}

export interface ImplementationReview {
  headSha: string;
  suggestions: SuggestedImplementation[];
  skipped: SkippedTarget[];
  graphs: TargetGraph[];
  usage: { promptTokens: number; completionTokens: number; contextTokens: number };
  filesRead: number;
  totalFiles: number;
  /** How the files were read (blobs or one archive) and why; shown in the review's details. */
  reads?: string;
  model: string;
  ms: number;
  /** Idempotency key (head SHA + targets); publishers embed it as a hidden marker. */
  marker: string;
  /** Lines for the top of the review (e.g. that the model missed some targets and how to ask again). */
  notes?: string[];
  /** Where the people's guidance in the prompts came from (guidance.ts), for the details: "instructions used". */
  instructions?: string[];
}

export interface PublishResult {
  posted: boolean;
  reviewId?: number;
  url?: string;
  /** Why nothing was posted (e.g. 'already posted for this head'). */
  reason?: string;
}

export interface ReviewPublisher {
  publish(review: ImplementationReview): Promise<PublishResult>;
}

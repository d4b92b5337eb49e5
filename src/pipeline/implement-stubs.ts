/**
 * The orchestrator, shared by the CLI and the GitHub worker. Ports come in as arguments.
 *   1. select the targets (stubs) in the snapshot
 *   2. retrieve context for each, from the ORIGINAL snapshot (a freshly generated sibling is
 *      never context for another target)
 *   3. generate: prompt → model → parse → validate → one repair round (core/generate)
 *   4. assemble one ImplementationReview (with an idempotency marker) for a publisher
 * Targets run in parallel up to `concurrency`. Without a model, step 3 stops at the prompt.
 */
import { createHash } from 'node:crypto';
import { CpuGateTimeoutError, TokenBudgetExceededError } from '../core/errors.js';
import { promptReserveTokens } from '../core/generate/build-prompt.js';
import { GUIDANCE_BUDGET_SHARE, guidanceSources, renderGuidance, type PromptGuidance } from '../core/generate/guidance.js';
import { promptCost } from '../core/generate/prompt-budget.js';
import { jobTokenCounter } from '../core/retrieval/tokens.js';
import { languageFor, parseSource } from '../core/languages/index.js';
import { parsedAlready, useParseCache } from '../core/retrieval/shared-parse.js';
import type { ScopedParseCache } from '../core/retrieval/parse-cache.js';
import { implementTarget } from '../core/generate/implement-target.js';
import type { TargetOutcome } from '../core/generate/implement-target.js';
import type { ParsedModule } from '../core/languages/types.js';
import { createValidationCache, type ValidationCache } from '../core/generate/validation-cache.js';
import type { ChatModel, CpuGate, ImplementationReview, Logger, RepoSource, SkippedTarget, TargetGraph } from '../core/ports.js';
import { silentLogger } from '../core/ports.js';
import type { Retrieve, RetrievalResult, RetrieverName } from '../core/retrieval/types.js';
import { DEFAULT_DEPENDENCY_LIMITS, isDependencyPath, limitedDependencies, type DependencyLimits, type DependencyOptions, type OpenedDependencies } from '../core/dependencies/port.js';
import { mapLimit } from './map-limit.js';
import { jobDependencies, type JobDependencies } from './dependency-scope.js';
import { DEFAULT_OUTLINE_LIMITS, outlinePath, type OutlineLimits } from '../core/source/outline-lines.js';

/** A target file this large has its garbage collected after its target (ImplementStubsOptions.collectGarbage). */
export const LARGE_FILE_CHARS = 256 * 1024;
import { ParsedFiles, selectTargets } from './select-targets.js';
import type { SelectedTarget, TargetSelection } from './select-targets.js';

export interface ImplementStubsOptions {
  source: RepoSource;
  /** Undefined: no model configured; the run returns the prompts it would send. */
  model?: ChatModel;
  retrieve: Retrieve;
  selection: TargetSelection;
  headSha: string;
  retriever?: RetrieverName;
  budgetTokens?: number;
  maxHops?: number;
  concurrency?: number;
  /** Cap on targets per run (the rest are skipped with a reason). */
  maxTargets?: number;
  /** Optional judge handed to retrieval; retrieval works without it. */
  retrievalModel?: ChatModel;
  temperature?: number;
  maxTokens?: number;
  /** Language code for the comments in generated code (repo config `language`). */
  language?: string;
  logger?: Logger;
  onProgress?: (event: ProgressEvent) => void;
  /**
   * Called once the targets are known and before retrieval reads anything: plans the job's
   * reads (e.g. one archive instead of blobs) and returns the read budget all targets share.
   */
  prepareReads?: (targets: readonly SelectedTarget[]) => Promise<PreparedReads>;
  /** `file:qualname` of the selected targets an earlier review already suggested on this head: not asked again. */
  alreadySuggested?: (targets: readonly SelectedTarget[]) => Promise<ReadonlySet<string>>;
  /** People's guidance for a target (maintainers' instructions, a refinement): into its prompt, within its budget. */
  guidance?: (target: { file: string; qualname: string }) => PromptGuidance | undefined;
  /** The answer checks' per-process caches (the TypeScript compiler's standard library); one per job when absent. */
  validationCache?: ValidationCache;
  /** Called once every target's retrieval has ended (read what it needed, or failed): the job's walks read no more. */
  onRetrieved?: () => void;
  /**
   * The worker's CPU gate: parsing, prompt building and answer checks take a slot. A step that
   * waits past the gate's deadline fails the whole run (the worker is overloaded; the job is retried).
   */
  cpuGate?: CpuGate;
  /**
   * A full garbage collection, run after each target whose file is over LARGE_FILE_CHARS (the worker passes
   * adapters/runtime/native-garbage.ts). Each target's answer check parses its whole file again, and a parse
   * tree's native memory, which V8 does not see, is freed only when V8 collects its object: on a PR adding a
   * 0.59 MB file of 10,000 stubs the worker peaked at 295-301 MB without it and 253-264 MB with it (issue 19's
   * bar is 300). Absent (the CLI, tests of the core): nothing runs.
   */
  collectGarbage?: () => void;
  /**
   * The repository's dependencies the answer checks may read (session 21; one member per language, core/dependencies/port.ts):
   * Java's opened once per job and limited by `dependencyLimits`, Python's a source whose module files are read when the
   * repository and the standard library do not define a base. Absent: the checks read the repository only (such a class stays open).
   */
  dependencies?: DependencyOptions;
  dependencyLimits?: DependencyLimits;
  /**
   * The parses this installation's earlier jobs made, by content (core/retrieval/parse-cache.ts):
   * a file read again with the same text is not parsed again. Absent: every file is parsed.
   */
  parseCache?: ScopedParseCache;
}

/**
 * Rounds of Language.scopeFiles per target: the files it names, then the ones those name (Java: bases of bases), until a
 * round names no new file, so that a base chain is read to its end (Bazel's CcInfo -> NativeInfo -> StructImpl -> Info,
 * Structure, StructApi -> StarlarkValue takes four). The languages cap what they name; MAX_SCOPE_READS and
 * MAX_SCOPE_ROUNDS only bound a runaway (each round is one parallel batch of reads).
 */
const MAX_SCOPE_ROUNDS = 8;
const MAX_SCOPE_READS = 300;
/**
 * The same bound when the source reads without round trips (RepoSource.scansCheaply, a local checkout): a language may
 * scan many files' text (Python: a mixin's users in a repository of up to 2,000 modules, mixin-users.ts).
 */
const MAX_CHEAP_SCOPE_READS = 2_300;
/** Such a source's scope reads in flight at once (no burst of thousands of open files) and bytes read in all per target. */
const CHEAP_SCOPE_READS_IN_FLIGHT = 32;
const MAX_CHEAP_SCOPE_BYTES = 64 * 1024 * 1024;

export const ALREADY_SUGGESTED = 'Already suggested in an earlier DyCoder review of this commit.';

export interface PreparedReads {
  /** Files the job's retrievals may still open, shared by its targets. */
  budget?: { remaining: number };
  /** One line for the review's details: how the files are read and why. */
  summary?: string;
}

export interface ProgressEvent {
  target: string;
  phase: 'retrieving' | 'generating' | 'done';
  index: number;
  total: number;
  outcome?: TargetReport;
}

export interface TargetReport extends TargetOutcome {
  retrieval?: { items: number; tokens: number; ms: number; filesRead: number; filesOpened?: number };
  graph?: TargetGraph;
  timings: { retrievalMs: number; generationMs: number };
}

/** An ImplementationReview plus what the CLI shows: each target's outcome and prompt. */
export interface ImplementStubsResult extends ImplementationReview {
  targets: TargetReport[];
}

export function reviewMarker(headSha: string, targets: { file: string; qualname: string }[]): string {
  const keys = targets.map((t) => `${t.file}:${t.qualname}`).sort();
  return `dycoder:${createHash('sha256').update([headSha, ...keys].join('\n')).digest('hex').slice(0, 16)}`;
}

/** The job's source, remembering the text of every file read through it (validation looks up needed imports there). */
function recordingSource(source: RepoSource): { source: RepoSource; texts: Map<string, string> } {
  const texts = new Map<string, string>();
  // One listing per job, the same array for every caller: the work keyed by it (a language's module index, the mixin
  // scan's outlines, the scope files named before) is then done once per job, not once per target and round, and the
  // GitHub source does not copy and sort its tree again per call (django: 3,496 paths, 7 calls a job). Frozen: shared.
  let listed: Promise<string[]> | undefined;
  const recorded: RepoSource = {
    listFiles: () =>
      (listed ??= source.listFiles().then(
        (files) => Object.freeze([...files]) as string[],
        (error: unknown) => {
          // A failed listing is not kept: the next caller asks again.
          listed = undefined;
          throw error;
        },
      )),
    readFile: async (path) => {
      const text = await source.readFile(path);
      if (text !== undefined) texts.set(path, text);
      return text;
    },
    ...(source.unreadReason ? { unreadReason: (path: string) => source.unreadReason!(path) } : {}),
    ...(source.prefetch ? { prefetch: (path: string) => source.prefetch!(path) } : {}),
    ...(source.readOutline ? { readOutline: (path: string, keep: RegExp, limits: OutlineLimits) => source.readOutline!(path, keep, limits) } : {}),
    // Read when asked: a GitHub source scans cheaply once an archive that holds every source file has landed (mid-job).
    get scansCheaply() {
      return source.scansCheaply === true;
    },
    get stats() {
      return source.stats;
    },
  };
  return { source: recorded, texts };
}

/** The model, telling `asked` as each call has been handed to it (before its answer). */
function signalWhenAsked(model: ChatModel, asked: () => void): ChatModel {
  return {
    name: model.name,
    complete: (req) => {
      const answer = model.complete(req);
      asked();
      return answer;
    },
  };
}

/** One turn of the event loop (its I/O phase included): a request just handed to the HTTP client goes out. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

type JobOptions = ImplementStubsOptions & {
  readTexts: ReadonlyMap<string, string>;
  /** Java's dependency ports (Language.generation.dependencyScope), opened on first use. */
  openDependencies: () => Promise<OpenedDependencies | undefined>;
  /** Python's dependency files, read under DEPENDENCY_ROOT beside the scope files. */
  dependencyReads: JobDependencies;
};

/** The job's dependency ports, opened on first use (reading the build files through the job's source) and limited per job. */
function onceDependencies(input: ImplementStubsOptions, source: RepoSource): () => Promise<OpenedDependencies | undefined> {
  let opened: Promise<OpenedDependencies | undefined> | undefined;
  return () => {
    opened ??= (async () => {
      const java = input.dependencies?.java;
      if (java === undefined) return undefined;
      const limits = input.dependencyLimits ?? DEFAULT_DEPENDENCY_LIMITS;
      const port = await java(await source.listFiles(), (path) => source.readFile(path).catch(() => undefined)).catch(() => undefined);
      return port === undefined ? undefined : { java: limitedDependencies(port, limits) };
    })();
    return opened;
  };
}

export async function implementStubs(input: ImplementStubsOptions): Promise<ImplementStubsResult> {
  const recorder = recordingSource(input.source);
  const opts: JobOptions = {
    ...input, source: recorder.source, readTexts: recorder.texts,
    openDependencies: onceDependencies(input, recorder.source),
    dependencyReads: jobDependencies(input.dependencies, () => recorder.source.listFiles()),
  };
  if (input.parseCache !== undefined) useParseCache(opts.source, input.parseCache);
  const started = performance.now();
  const logger = opts.logger ?? silentLogger;
  const files = new ParsedFiles(opts.source, opts.cpuGate);

  // 1. Targets.
  const alreadyDone = opts.alreadySuggested;
  const selection = await selectTargets(opts.source, opts.selection, files, opts.maxTargets, alreadyDone === undefined ? undefined : (found) => alreadyDone(found));
  const seen = new Set<string>();
  let targets = selection.targets.filter((t) => !seen.has(`${t.file}:${t.qualname}`) && seen.add(`${t.file}:${t.qualname}`));
  const skipped: SkippedTarget[] = [...selection.skipped];
  const done = targets.length > 0 && opts.alreadySuggested ? await opts.alreadySuggested(targets) : new Set<string>();
  for (const t of targets) if (done.has(`${t.file}:${t.qualname}`)) skipped.push({ file: t.file, qualname: t.qualname, reason: ALREADY_SUGGESTED });
  targets = targets.filter((t) => !done.has(`${t.file}:${t.qualname}`));
  if (opts.maxTargets !== undefined && targets.length > opts.maxTargets) {
    for (const t of targets.slice(opts.maxTargets)) {
      skipped.push({ file: t.file, qualname: t.qualname, reason: `Skipped: this run is limited to ${opts.maxTargets} stubs.` });
    }
    targets = targets.slice(0, opts.maxTargets);
  }
  logger.info({ targets: targets.length, skipped: skipped.length }, 'targets selected');
  const prepared: PreparedReads = targets.length > 0 && opts.prepareReads ? await opts.prepareReads(targets) : {};

  // 2 + 3. Retrieve and generate, per target, in parallel.
  const withCache = { ...opts, validationCache: opts.validationCache ?? createValidationCache() };
  let retrieving = targets.length;
  const retrieved = (): void => {
    retrieving -= 1;
    if (retrieving === 0) opts.onRetrieved?.();
  };
  if (targets.length === 0) opts.onRetrieved?.();
  const reports = await mapLimit(targets, opts.concurrency ?? 4, async (t, index) => {
    let done = false;
    const once = (): void => {
      if (done) return;
      done = true;
      retrieved();
    };
    try {
      return await runTarget(withCache, files, t, index, targets.length, prepared.budget, once);
    } finally {
      once();
      // The file was read and parsed when the target was selected; a failed read here only skips the collection.
      if (opts.collectGarbage !== undefined && ((await files.get(t.file).catch(() => undefined))?.source.length ?? 0) > LARGE_FILE_CHARS) opts.collectGarbage();
    }
  });
  const outcomes = reports.filter((r): r is TargetReport => 'status' in r);
  for (const r of reports) if (!('status' in r)) skipped.push(r);

  // 4. One review.
  const graphs: TargetGraph[] = [];
  let contextTokens = 0;
  for (const r of outcomes) {
    if (r.status === 'no-suggestion') skipped.push({ file: r.file, qualname: r.qualname, reason: r.reason ?? 'No suggestion.' });
    if (r.status === 'prompt-only') skipped.push({ file: r.file, qualname: r.qualname, reason: 'No model is configured, so only the prompt was built.' });
    contextTokens += r.retrieval?.tokens ?? 0;
  }
  for (const r of outcomes) if (r.graph) graphs.push(r.graph);
  const instructions = [...new Set(targets.flatMap((t) => guidanceSources(opts.guidance?.(t))))];
  return {
    headSha: opts.headSha,
    suggestions: outcomes.flatMap((r) => (r.suggestion ? [r.suggestion] : [])),
    skipped,
    graphs,
    usage: {
      promptTokens: outcomes.reduce((n, r) => n + r.usage.promptTokens, 0),
      completionTokens: outcomes.reduce((n, r) => n + r.usage.completionTokens, 0),
      contextTokens,
    },
    filesRead: opts.source.stats.filesRead,
    totalFiles: (await opts.source.listFiles()).length,
    ...(prepared.summary === undefined ? {} : { reads: prepared.summary }),
    ...(instructions.length === 0 ? {} : { instructions }),
    model: opts.model?.name ?? 'none',
    ms: Math.round(performance.now() - started),
    marker: reviewMarker(opts.headSha, targets),
    targets: outcomes,
  };
}


async function runTarget(
  opts: JobOptions,
  files: ParsedFiles,
  t: SelectedTarget,
  index: number,
  total: number,
  jobReads: { remaining: number } | undefined,
  retrieved: () => void,
): Promise<TargetReport | SkippedTarget> {
  const label = `${t.file}:${t.qualname}`;
  const progress = (phase: ProgressEvent['phase'], outcome?: TargetReport): void =>
    opts.onProgress?.({ target: label, phase, index, total, ...(outcome ? { outcome } : {}) });
  const entry = await files.get(t.file);
  const def = entry?.parsed.definitions.find((d) => d.qualname === t.qualname && d.range.start === t.stub.defLine);
  if (!entry || !def) return { file: t.file, qualname: t.qualname, reason: `\`${t.qualname}\` could not be read from ${t.file}.` };
  progress('retrieving');
  const r0 = performance.now();
  // budgetTokens bounds the whole prompt: retrieval gets what the instructions and target leave.
  const budgetTokens = opts.budgetTokens ?? 6000;
  // The job's token counter: the same counts, each line counted once for the job's retrieval and prompts.
  const lines = jobTokenCounter(opts.source);
  const count = (text: string): number => lines.count(text);
  const guidance = renderGuidance(opts.guidance?.(t), promptCost(count), Math.floor(budgetTokens * GUIDANCE_BUDGET_SHARE));
  const withGuidance = guidance === '' ? {} : { guidance };
  const reserve = promptReserveTokens({ file: t.file, source: entry.source, parsed: entry.parsed, target: def, stub: t.stub, budgetTokens, count, ...withGuidance });
  let retrieval: RetrievalResult;
  try {
    retrieval = await opts.retrieve(opts.source, { file: t.file, qualname: t.qualname }, {
      retriever: opts.retriever ?? 'dycoder',
      budgetTokens: Math.max(200, budgetTokens - reserve),
      maxHops: opts.maxHops ?? 10,
      ...(jobReads === undefined ? {} : { jobReads }),
      ...(opts.retrievalModel ? { model: opts.retrievalModel } : {}),
      ...(opts.logger ? { logger: opts.logger } : {}),
      ...(opts.cpuGate ? { cpuGate: opts.cpuGate } : {}),
    });
  } catch (error) {
    // An overloaded worker is no fault of this target: the job is retried.
    if (error instanceof CpuGateTimeoutError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return { file: t.file, qualname: t.qualname, reason: `Retrieval failed: ${message}` };
  }
  retrieved();
  const retrievalMs = Math.round(performance.now() - r0);
  // What validation reads beside the target (a JavaScript file's declaration file), through the job's source.
  for (const companion of languageFor(t.file).generation.validationCompanions?.(t.file) ?? []) {
    if (!opts.readTexts.has(companion)) await opts.source.readFile(companion).catch(() => undefined);
  }
  progress('generating');
  // The job's parses (target selection's, retrieval's) of the very texts asked for: a file is not parsed twice.
  const jobParse = (file: string, text: string): ParsedModule | undefined => parsedAlready(opts.source, file, text, parseSource);
  // What the answer checks need read beyond the retrieval's files (Go: the target's package directory).
  const repoFiles = await opts.source.listFiles();
  const checkFiles = [...repoFiles];
  // Asked again with what was read while it names new files (Java: a base's own bases), a few rounds at most.
  // Only the answer checks need these files, not the prompt: they are read while the model works, and the
  // checks wait for them (each round is a dependent round trip on a blob-reading job).
  // A scope file the source will not read whole (over its size cap): its outline, when the language names the lines it uses.
  const keep = languageFor(t.file).generation.scopeOutline;
  const outlines = new Map<string, string>();
  const readOrOutline = async (f: string): Promise<void> => {
    const text = await opts.source.readFile(f).catch(() => undefined);
    if (text !== undefined || keep === undefined || opts.source.readOutline === undefined) return;
    const outline = await opts.source.readOutline(f, keep, DEFAULT_OUTLINE_LIMITS).catch(() => undefined);
    if (outline !== undefined) outlines.set(f, outline);
  };
  const readScope = async (): Promise<ReadonlyMap<string, string>> => {
    const asked = new Set<string>();
    // The repository's files read, and (when dependencies are configured) the dependencies' files read for it.
    const dependencies = opts.dependencyReads;
    const known = (): ReadonlyMap<string, string> => (dependencies.texts.size === 0 ? opts.readTexts : new Map([...opts.readTexts, ...dependencies.texts]));
    const bytesBefore = opts.source.stats.bytesRead;
    // A round-tripping source's reads leave together (batched into one request); a local one's a few at a time, and none
    // past the byte ceiling (a file left unread keeps what it could close open, as any unread file does).
    const readRepoFiles = (files: readonly string[], scansCheaply: boolean): Promise<unknown> =>
      scansCheaply
        ? mapLimit(files, CHEAP_SCOPE_READS_IN_FLIGHT, (f) => (opts.source.stats.bytesRead - bytesBefore > MAX_CHEAP_SCOPE_BYTES ? Promise.resolve() : readOrOutline(f)))
        : Promise.all(files.map((f) => readOrOutline(f)));
    for (let round = 0; round < MAX_SCOPE_ROUNDS; round++) {
      // Asked each round: a GitHub source scans cheaply from the moment its archive is in hand (a hedge lands mid-job).
      const scansCheaply = opts.source.scansCheaply === true;
      const maxReads = scansCheaply ? MAX_CHEAP_SCOPE_READS : MAX_SCOPE_READS;
      const scope = languageFor(t.file).generation.scopeFiles?.(t.file, repoFiles, entry.source, known(), jobParse, { scansCheaply }) ?? [];
      const fresh = scope.filter((f) => !opts.readTexts.has(f) && !dependencies.texts.has(f) && !asked.has(f)).slice(0, maxReads - asked.size);
      if (fresh.length === 0) break;
      for (const f of fresh) asked.add(f);
      const outside = fresh.filter(isDependencyPath);
      await Promise.all([
        readRepoFiles(fresh.filter((f) => !isDependencyPath(f)), scansCheaply),
        dependencies.readAll(outside).catch(() => undefined),
      ]);
    }
    const read = new Map(known());
    for (const [f, outline] of outlines) read.set(outlinePath(f), outline);
    // Then the dependencies' files the checks need (a base class from another library), when the job has them.
    const generation = languageFor(t.file).generation;
    const opened = generation.dependencyScope === undefined ? undefined : await opts.openDependencies();
    if (generation.dependencyScope !== undefined && opened !== undefined) {
      const found = await generation.dependencyScope({ file: t.file, source: entry.source, repoFiles, read, dependencies: opened, parsed: entry.parsed }).catch(() => undefined);
      if (found !== undefined) {
        for (const [f, text] of found.texts) read.set(f, text);
        // The checks read checkFiles once these reads are done (implementTarget awaits readFiles first).
        checkFiles.push(...found.files);
      }
    }
    return read;
  };
  // The scope's own work (a language's scopeFiles: Python's scan of a mixin's users parses modules, Java follows base
  // chains) starts once the model has been asked and the HTTP client has had a turn to send the request: the model's
  // answer, the longest wait of a target, is not held up by work only the checks need, which then overlaps it.
  // The checks await it only after an answer (implementTarget), so a target whose model is never asked never waits for it.
  let modelAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (modelAsked = resolve));
  const model = opts.model === undefined ? undefined : signalWhenAsked(opts.model, () => modelAsked());
  const scopeRead = asked.then(nextTurn).then(readScope);
  // A model failure returns before the checks await it: its failure is theirs to report, never unhandled.
  scopeRead.catch(() => undefined);
  let outcome: TargetOutcome;
  try {
    outcome = await implementTarget({
      file: t.file,
      source: entry.source,
      parsed: entry.parsed,
      target: def,
      stub: t.stub,
      retrieval,
      budgetTokens,
      ...withGuidance,
      readFiles: scopeRead,
      repoFiles: checkFiles,
      count,
      // Retrieval parsed most of the files the answer checks look into: they read its parse.
      parsedRead: (file: string, text: string) => parsedAlready(opts.source, file, text, parseSource),
      ...(model ? { model } : {}),
      ...(opts.logger ? { logger: opts.logger } : {}),
      ...(opts.temperature !== undefined ? { temperature: opts.temperature } : {}),
      ...(opts.maxTokens !== undefined ? { maxTokens: opts.maxTokens } : {}),
      ...(opts.language !== undefined ? { language: opts.language } : {}),
      ...(opts.validationCache ? { validationCache: opts.validationCache } : {}),
      ...(opts.cpuGate ? { cpuGate: opts.cpuGate } : {}),
    });
  } catch (error) {
    if (error instanceof CpuGateTimeoutError) throw error;
    // A spent budget is the user's setting, not a failure: its message says which setting.
    if (error instanceof TokenBudgetExceededError) return { file: t.file, qualname: t.qualname, reason: error.message };
    // A bug in one target must not sink the others' suggestions; it is logged and reported.
    const message = error instanceof Error ? error.message : String(error);
    opts.logger?.warn({ target: label, error: message }, 'generation failed unexpectedly');
    return { file: t.file, qualname: t.qualname, reason: `Generation failed unexpectedly: ${message}` };
  }
  const report: TargetReport = {
    ...outcome,
    retrieval: { items: retrieval.items.length, tokens: retrieval.tokens, ms: retrieval.stats.ms, filesRead: retrieval.stats.filesRead, ...(retrieval.stats.filesOpened === undefined ? {} : { filesOpened: retrieval.stats.filesOpened }) },
    timings: { retrievalMs, generationMs: outcome.ms },
    graph: { target: label, nodes: retrieval.graph.nodes, edges: retrieval.graph.edges, hops: retrieval.graph.hops, mermaid: retrieval.graph.mermaid },
  };
  progress('done', report);
  return report;
}

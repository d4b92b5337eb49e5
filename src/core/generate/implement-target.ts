/**
 * One target, start to finish: prompt → model → parse → validate, with one repair round that
 * feeds the problems back. A second failure is "no suggestion" with the reason; never code.
 */
import type { ChatMessage, ChatModel, CpuGate, Logger, SuggestedImplementation, SuggestedImport } from '../ports.js';
import { silentLogger } from '../ports.js';
import type { RetrievalResult } from '../retrieval/types.js';
import { buildImplementPrompt, buildRepairMessage } from './build-prompt.js';
import type { ImplementPrompt, ImplementPromptInput } from './build-prompt.js';
import { ModelError } from './errors.js';
import { parseModelAnswer } from './parse-output.js';
import { normaliseStub, prepareValidation, validateImplementation } from './validate.js';
import { languageFor } from '../languages/index.js';
import type { NeededImport, ValidationInput } from './types.js';
import { createValidationCache, type ValidationCache } from './validation-cache.js';

/** The prompt's input (target, stub, retrieval) plus the model and its call settings. */
export interface ImplementTargetInput extends Omit<ImplementPromptInput, 'templates'> {
  model?: ChatModel;
  logger?: Logger;
  /** The answer checks' per-process caches (createValidationCache). */
  validationCache?: ValidationCache;
  temperature?: number;
  maxTokens?: number;
  /** Monotonic clock in ms; injectable for tests. */
  now?: () => number;
  /**
   * Repo path -> text of every file the job has read (the target's file is added): where needed imports are found.
   * A promise when the answer checks' own reads are still in flight (the pipeline's scope rounds): they need not
   * hold up the model call, so it is awaited only when the first answer is checked.
   */
  readFiles?: ReadonlyMap<string, string> | Promise<ReadonlyMap<string, string>>;
  /** The snapshot's path list, when known (validation tells a fully read scope from a partly read one). */
  repoFiles?: readonly string[];
  /** The job's own parse of a file it read, when it has one (handed to the answer checks). */
  parsedRead?: NonNullable<ValidationInput['parsedRead']>;
  /** The worker's CPU gate: building the prompt (tokenizing) and checking each answer take a slot. */
  cpuGate?: CpuGate;
}

export interface AttemptReport {
  round: 'implement' | 'repair';
  /** The raw answer. */
  content: string;
  /** What made it unusable; empty when it validated. */
  problems: string[];
  warnings: string[];
  usage: { promptTokens: number; completionTokens: number };
  ms: number;
  /** Validation's own time for this answer, in ms. */
  validationMs?: number;
  /** Validation's CPU time (this process, user + system) for this answer, in ms: the figure load does not inflate. */
  validationCpuMs?: number;
}

export type TargetStatus = 'suggested' | 'no-suggestion' | 'prompt-only';

export interface TargetOutcome {
  file: string;
  qualname: string;
  defLine: number;
  status: TargetStatus;
  suggestion?: SuggestedImplementation;
  /** One sentence, for no-suggestion. */
  reason?: string;
  prompt: ImplementPrompt;
  attempts: AttemptReport[];
  usage: { promptTokens: number; completionTokens: number };
  ms: number;
}

type Check = { ok: true; newBody: string; warnings: string[]; imports: NeededImport[] } | { ok: false; problems: string[]; warnings: string[]; final?: true };

const CUT_OFF = "The model's answer was cut off at its output-token limit, so it was not used.";

function knownNamesOf(retrieval: RetrievalResult | undefined): string[] {
  // Items are named 'func', 'Class' or 'Class.method'; any segment may be used by the body.
  return (retrieval?.items ?? []).flatMap((it) => it.name.split('.'));
}

function withImports(file: string, source: string, newBody: string, imports: NeededImport[]): { imports: SuggestedImport[]; bodyWithLocalImports?: string } {
  const local = languageFor(file).generation.withLocalImports?.(newBody, imports);
  const lines = source.split('\n');
  const anchored = imports.map((imp) => ({ ...imp, anchorText: lines[Math.max(imp.afterLine, 1) - 1] ?? '' }));
  return { imports: anchored, ...(local === undefined ? {} : { bodyWithLocalImports: local }) };
}

export async function implementTarget(input: ImplementTargetInput): Promise<TargetOutcome> {
  const now = input.now ?? (() => performance.now());
  const started = now();
  const logger = input.logger ?? silentLogger;
  const gate = input.cpuGate;
  const prompt = gate === undefined ? buildImplementPrompt(input) : await gate.run('tokenize', () => buildImplementPrompt(input));
  const base = { file: input.file, qualname: input.target.qualname, defLine: input.stub.defLine, prompt };
  const attempts: AttemptReport[] = [];
  const usage = { promptTokens: 0, completionTokens: 0 };
  const finish = (rest: Pick<TargetOutcome, 'status'> & Partial<TargetOutcome>): TargetOutcome => ({
    ...base,
    attempts,
    usage,
    ms: Math.round(now() - started),
    ...rest,
  });
  if (!input.model) return finish({ status: 'prompt-only' });

  const validationCache = input.validationCache ?? createValidationCache();
  await prepareValidation(input.file, validationCache, input.source);
  let readSoFar: ReadonlyMap<string, string> = new Map();
  const check = (content: string): Check => {
    const answer = parseModelAnswer(content, input.target, input.file);
    if (!answer.ok) return { ok: false, problems: [answer.problem], warnings: [], ...(answer.final ? { final: true as const } : {}) };
    const readFiles = new Map(readSoFar);
    readFiles.set(input.file, input.source);
    const v = validateImplementation({ ...input, body: answer.body, knownNames: knownNamesOf(input.retrieval), readFiles,
      cache: validationCache,
    });
    return v.ok ? { ok: true, newBody: v.newBody, warnings: v.warnings, imports: v.imports } : { ok: false, problems: v.errors, warnings: v.warnings };
  };

  const messages: ChatMessage[] = [...prompt.messages];
  for (const round of ['implement', 'repair'] as const) {
    const t0 = now();
    let content: string;
    let truncated = false;
    try {
      const res = await input.model.complete({
        purpose: round,
        messages,
        jsonSchema: prompt.jsonSchema,
        ...(input.temperature !== undefined ? { temperature: input.temperature } : {}),
        ...(input.maxTokens !== undefined ? { maxTokens: input.maxTokens } : {}),
      });
      content = res.content;
      truncated = res.truncated === true;
      usage.promptTokens += res.usage.promptTokens;
      usage.completionTokens += res.usage.completionTokens;
      attempts.push({ round, content, problems: [], warnings: [], usage: res.usage, ms: Math.round(now() - t0) });
    } catch (error) {
      if (!(error instanceof ModelError)) throw error;
      logger.warn({ target: `${input.file}:${input.target.qualname}`, kind: error.kind }, 'model call failed');
      return finish({ status: 'no-suggestion', reason: error.message });
    }
    // The answer checks' reads, begun beside the model call, are done before its answer is checked.
    readSoFar = (await input.readFiles) ?? new Map();
    // A cut-off answer would be cut off again on repair: say so instead of spending a second call.
    const v0 = now();
    let cpuMs = 0;
    const measured = (): Check => {
      const cpu0 = process.cpuUsage();
      try {
        return check(content);
      } finally {
        const cpu = process.cpuUsage(cpu0);
        cpuMs = (cpu.user + cpu.system) / 1000;
      }
    };
    const result: Check = truncated ? { ok: false, problems: [CUT_OFF], warnings: [], final: true } : gate === undefined ? measured() : await gate.run('validate', measured);
    const attempt = attempts[attempts.length - 1]!;
    attempt.validationCpuMs = Math.round(cpuMs * 10) / 10;
    attempt.warnings = result.warnings;
    attempt.validationMs = Math.round((now() - v0) * 10) / 10;
    if (result.ok) {
      const lines = input.source.split('\n');
      const stub = normaliseStub(input.stub, input.target);
      return finish({
        status: 'suggested',
        suggestion: {
          file: input.file,
          qualname: input.target.qualname,
          defLine: input.stub.defLine,
          bodyRange: { ...stub.bodyRange },
          originalBody: lines.slice(stub.bodyRange.start - 1, stub.bodyRange.end).join('\n'),
          newBody: result.newBody,
          notes: [...(round === 'repair' ? ['Repaired once after validation feedback.'] : []), ...result.warnings],
          ...(result.imports.length > 0 ? withImports(input.file, input.source, result.newBody, result.imports) : {}),
        },
      });
    }
    attempt.problems = result.problems;
    if (result.final) return finish({ status: 'no-suggestion', reason: result.problems.join(' ') });
    logger.info({ target: `${input.file}:${input.target.qualname}`, round, problems: result.problems }, 'answer failed validation');
    messages.push({ role: 'assistant', content }, buildRepairMessage(input.target, result.problems));
  }
  const last = attempts[attempts.length - 1]?.problems ?? [];
  return finish({
    status: 'no-suggestion',
    reason: `The model's answer failed validation after one repair round: ${last.join(' ').replace(/\.$/, '')}.`,
  });
}

/**
 * `dycoder implement --repo DIR [--target FILE:QUALNAME ...] [--all-stubs] [--base REF] [--write] [--json]`
 * Runs the implement pipeline on a local directory and prints a unified diff (default),
 * writes it (--write) or prints a JSON report (--json). Without a model it prints the exact
 * prompts and how to configure one. Exit codes: 0 every target suggested (or none found),
 * 1 some target got no suggestion, 2 bad arguments.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createFsRepoSource } from '../adapters/local/fs-repo-source.js';
import { addedLinesSince, GitDiffError } from '../adapters/local/git-diff.js';
import { createChatModelFromEnv } from '../adapters/openai/chat-model.js';
import { loadModelEnv } from '../config/env.js';
import type { Env } from '../config/env.js';
import { frontEndFor } from '../core/lang/index.js';
import { retrieve as defaultRetrieve } from '../core/retrieval/index.js';
import type { Retrieve, RetrievalTarget } from '../core/retrieval/types.js';
import { parseTargetName } from '../core/target.js';
import { implementStubs } from '../pipeline/implement-stubs.js';
import type { TargetSelection } from '../pipeline/select-targets.js';
import { applyEdits } from '../core/generate/unified-diff.js';
import { editsByFile, jsonReport, NO_MODEL_HINT, progressLine, renderDiff, renderPrompt } from './implement-output.js';
import { UsageError, type CliIo } from './io.js';

export const IMPLEMENT_USAGE = 'dycoder implement --repo DIR [--target FILE:QUALNAME ...] [--all-stubs] [--base REF] [--write] [--json]';

/** What tests swap: the environment (model configuration) and the retriever. */
export interface ImplementDeps {
  env?: Env;
  retrieve?: Retrieve;
}

function parseTarget(spec: string): RetrievalTarget {
  const parsed = parseTargetName(spec);
  if (!parsed.ok || parsed.target.file === undefined) throw new UsageError(`--target must look like FILE:QUALNAME (e.g. pkg/mod.py:Class.method), got "${spec}".`);
  return { file: parsed.target.file, qualname: parsed.target.qualname };
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive whole number, got "${value}".`);
  return n;
}

export async function runImplementCommand(argv: string[], io: CliIo, deps: ImplementDeps = {}): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      repo: { type: 'string' },
      target: { type: 'string', multiple: true },
      'all-stubs': { type: 'boolean', default: false },
      base: { type: 'string' },
      write: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      budget: { type: 'string' },
      'max-hops': { type: 'string' },
      concurrency: { type: 'string' },
    },
    strict: true,
  });
  if (!values.repo) throw new UsageError(`--repo is required: ${IMPLEMENT_USAGE}`);
  const chosen = [values.target !== undefined, values['all-stubs'], values.base !== undefined].filter(Boolean).length;
  if (chosen > 1) throw new UsageError('Use only one of --target, --all-stubs and --base.');
  const repo = values.repo;

  let selection: TargetSelection = { kind: 'all-stubs' };
  if (values.target) selection = { kind: 'targets', targets: values.target.map(parseTarget) };
  if (values.base !== undefined) {
    try {
      selection = { kind: 'changed', changes: await addedLinesSince(repo, values.base) };
    } catch (error) {
      if (error instanceof GitDiffError) throw new UsageError(error.message);
      throw error;
    }
  }

  const model = createChatModelFromEnv(deps.env !== undefined ? loadModelEnv(deps.env) : loadModelEnv());
  const source = createFsRepoSource(repo);
  const showProgress = !values.json && io.stderr.isTTY === true;
  const budget = positiveInt(values.budget, 'budget');
  const maxHops = positiveInt(values['max-hops'], 'max-hops');
  const concurrency = positiveInt(values.concurrency, 'concurrency');
  const result = await implementStubs({
    source,
    ...(model ? { model } : {}),
    retrieve: deps.retrieve ?? defaultRetrieve,
    selection,
    headSha: 'working-tree',
    temperature: 0,
    ...(budget ? { budgetTokens: budget } : {}),
    ...(maxHops ? { maxHops } : {}),
    ...(concurrency ? { concurrency } : {}),
    onProgress: (e) => {
      if (showProgress && e.phase === 'done' && e.outcome) io.stderr.write(progressLine(e.index, e.total, e.outcome));
    },
  });

  if (values.json) {
    io.stdout.write(`${JSON.stringify(jsonReport(result, !model), null, 2)}\n`);
    return exitCode(result.targets.map((t) => t.status), Boolean(model));
  }
  for (const s of result.skipped) {
    if (s.reason.startsWith('No model is configured')) continue;
    io.stderr.write(`dycoder: no suggestion for ${s.file ? `${s.file}:` : ''}${s.qualname}: ${s.reason}\n`);
  }
  if (!model) {
    for (const t of result.targets) io.stdout.write(renderPrompt(t));
    io.stderr.write(`${NO_MODEL_HINT}\n`);
    return 0;
  }
  const edits = editsByFile(result);
  const originals = new Map<string, string>();
  for (const file of edits.keys()) originals.set(file, (await source.readFile(file)) ?? '');
  io.stdout.write(renderDiff(originals, edits));
  if (values.write) {
    let written = 0;
    for (const [file, fileEdits] of edits) {
      const before = originals.get(file) ?? '';
      const after = applyEdits(before, fileEdits);
      // Each body was validated alone; check the file with all of them together before writing.
      const syntax = frontEndFor(file);
      if (syntax.syntaxErrors(after, file).length > syntax.syntaxErrors(before, file).length) {
        io.stderr.write(`dycoder: not writing ${file}: the suggestions together leave a syntax error.\n`);
        continue;
      }
      await writeFile(join(repo, file), after);
      written++;
    }
    io.stderr.write(`dycoder: wrote ${result.suggestions.length} implementation(s) to ${written} file(s).\n`);
  }
  if (result.targets.length === 0 && result.skipped.length === 0) io.stderr.write('dycoder: no stubs to implement.\n');
  return exitCode(result.targets.map((t) => t.status), true) || (result.skipped.length > 0 ? 1 : 0);
}

function exitCode(statuses: string[], hasModel: boolean): number {
  return hasModel && statuses.some((s) => s === 'no-suggestion') ? 1 : 0;
}

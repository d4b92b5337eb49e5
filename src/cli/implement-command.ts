/**
 * `dycoder implement` (usage and the default-target rule: help.ts).
 * Runs the implement pipeline on a local directory and prints a unified diff (default),
 * writes it (--write) or prints a JSON report (--json). Without a model it builds the prompts,
 * prints one line per stub (the prompts themselves with --show-prompts) and how to configure a
 * model. Every run ends with a summary line on stderr. Exit codes: 0 every target suggested (or
 * none found), 1 some target got no suggestion or a file was not written, 2 bad arguments,
 * missing repository or target.
 */
import { stat } from 'node:fs/promises';
import { createFsRepoSource } from '../adapters/local/fs-repo-source.js';
import { checkoutSitePackages, createLocalPythonDependencies } from '../adapters/dependencies/python-local.js';
import { cargoHome, cargoRegistrySources, createLocalRustDependencies } from '../adapters/dependencies/rust-registry.js';
import { checkoutNodeModules, createLocalTypeScriptDependencies } from '../adapters/dependencies/typescript-node-modules.js';
import { addedLinesSince, GitDiffError } from '../adapters/local/git-diff.js';
import { SourceWriteError, writeSourceEdits } from '../adapters/local/write-source-file.js';
import { createChatModelFromEnv } from '../adapters/openai/chat-model.js';
import { loadDependencyEnv, loadModelEnv } from '../config/env.js';
import { javaDependenciesFor } from '../adapters/dependencies/java-dependencies.js';
import type { Env } from '../config/env.js';
import { languageFor } from '../core/languages/index.js';
import { retrieve as defaultRetrieve } from '../core/retrieval/index.js';
import type { Retrieve } from '../core/retrieval/types.js';
import { implementStubs } from '../pipeline/implement-stubs.js';
import { parseCommandArgs, requireRepoDir } from './args.js';
import { IMPLEMENT_USAGE } from './help.js';
import { editsByFile, warningLines, jsonReport, NO_MODEL_HINT, progressLine, promptLine, renderDiff, renderPrompt, summaryLine } from './implement-output.js';
import { UsageError, type CliIo } from './io.js';
import { checkTargets, parseTarget } from './implement-targets.js';
import { numericArgs, numericOption } from './numeric-options.js';
import { scanStubs } from './scan-stubs.js';


/** What tests swap: the environment (model configuration) and the retriever. */
export interface ImplementDeps {
  env?: Env;
  retrieve?: Retrieve;
}

const OPTIONS = {
  repo: { type: 'string', default: '.' },
  target: { type: 'string', multiple: true },
  'all-stubs': { type: 'boolean', default: false },
  base: { type: 'string' },
  write: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  'show-prompts': { type: 'boolean', default: false },
  'maven-repo': { type: 'string' },
  'deps-path': { type: 'string', multiple: true },
  'cargo-registry': { type: 'string', multiple: true },
  'node-modules': { type: 'string', multiple: true },
  ...numericArgs(['budget', 'max-hops', 'concurrency']),
} as const;

export async function runImplementCommand(argv: string[], io: CliIo, deps: ImplementDeps = {}): Promise<number> {
  const { values } = parseCommandArgs(argv, OPTIONS, IMPLEMENT_USAGE);
  const chosen = [values.target !== undefined, values['all-stubs'], values.base !== undefined].filter(Boolean).length;
  if (chosen > 1) throw new UsageError('Use only one of --target, --all-stubs and --base.');
  const budget = numericOption('budget', values.budget);
  const maxHops = numericOption('max-hops', values['max-hops']);
  const concurrency = numericOption('concurrency', values.concurrency);
  const repo = values.repo;
  await requireRepoDir(repo);
  const source = createFsRepoSource(repo);
  const explicitTargets = values.target?.map(parseTarget);
  if (explicitTargets) await checkTargets(source, repo, explicitTargets);

  // Automatic selection (every stub, or those the change since --base touches) leaves
  // overridden interface methods alone; naming one with --target still implements it.
  let changes: Record<string, { start: number; end: number }[]> | undefined;
  if (values.base !== undefined) {
    try {
      changes = await addedLinesSince(repo, values.base);
    } catch (error) {
      if (error instanceof GitDiffError) throw new UsageError(error.message);
      throw error;
    }
  }
  // The scan reads every source file once: without the text cache, so memory stays bounded.
  const scan = explicitTargets ? undefined : await scanStubs(createFsRepoSource(repo, { cacheTexts: false }), changes ? { changes } : {});
  // No-ops are left out only when nothing narrowed the run: a change (--base) or --all-stubs takes them.
  const takeNoOps = values['all-stubs'] || changes !== undefined;
  const scanned = scan?.stubs ?? [];
  const targets = explicitTargets ?? scanned.filter((s) => !s.interface && (takeNoOps || !s.noOp)).map((s) => ({ file: s.file, qualname: s.qualname }));
  const noOps = takeNoOps ? [] : scanned.filter((s) => s.noOp && !s.interface);
  const notes = [
    ...scanned.filter((s) => s.interface).map((s) => `skipped ${s.file}:${s.qualname}: an interface method that subclasses override (name it with --target to implement it anyway)`),
    ...(noOps.length > 0
      ? [`skipped ${noOps.length} intentional no-op(s), empty bodies that promise no value (such as ${noOps[0]?.file}:${noOps[0]?.qualname}); include them with --all-stubs or name one with --target`]
      : []),
    ...(scan?.unreadable ?? []).map((u) => `skipped ${u.file}: ${u.reason}`),
  ];

  const model = createChatModelFromEnv(deps.env !== undefined ? loadModelEnv(deps.env) : loadModelEnv());
  const java = javaDependenciesFor(values['maven-repo'], deps.env !== undefined ? loadDependencyEnv(deps.env) : loadDependencyEnv());
  // The checks read a base class's module from the dependencies: --deps-path, else the checkout's virtualenv.
  const sitePackages = values['deps-path'] ?? await checkoutSitePackages(repo);
  for (const dir of values['deps-path'] ?? []) {
    if (!(await stat(dir).then((st) => st.isDirectory(), () => false))) throw new UsageError(`The dependencies directory ${dir} (--deps-path) does not exist or is not a directory.`);
  }
  // Rust: crate sources from --cargo-registry, else the cargo home's registry (CARGO_HOME, else ~/.cargo).
  for (const dir of values['cargo-registry'] ?? []) {
    if (!(await stat(dir).then((st) => st.isDirectory(), () => false))) throw new UsageError(`The cargo registry directory ${dir} (--cargo-registry) does not exist or is not a directory.`);
  }
  const cargoRegistries = values['cargo-registry'] ?? await cargoRegistrySources(cargoHome(deps.env ?? process.env));
  // TypeScript/JavaScript: installed packages' types from --node-modules, else the checkout's node_modules.
  for (const dir of values['node-modules'] ?? []) {
    if (!(await stat(dir).then((st) => st.isDirectory(), () => false))) throw new UsageError(`The node_modules directory ${dir} (--node-modules) does not exist or is not a directory.`);
  }
  const nodeModules = values['node-modules'] ?? await checkoutNodeModules(repo);
  const dependencies = {
    ...(java === undefined ? {} : { java }),
    ...(sitePackages.length > 0 ? { python: createLocalPythonDependencies(sitePackages) } : {}),
    ...(cargoRegistries.length > 0 ? { rust: createLocalRustDependencies(cargoRegistries) } : {}),
    ...(nodeModules.length > 0 ? { typescript: createLocalTypeScriptDependencies(nodeModules) } : {}),
  };
  const showProgress = !values.json && io.stderr.isTTY === true;
  const result = await implementStubs({
    source,
    ...(model ? { model } : {}),
    retrieve: deps.retrieve ?? defaultRetrieve,
    selection: { kind: 'targets', targets },
    headSha: 'working-tree',
    temperature: 0,
    ...(budget ? { budgetTokens: budget } : {}),
    ...(maxHops !== undefined ? { maxHops } : {}),
    ...(concurrency ? { concurrency } : {}),
    ...(Object.keys(dependencies).length === 0 ? {} : { dependencies }),
    onProgress: (e) => {
      if (showProgress && e.phase === 'done' && e.outcome) io.stderr.write(progressLine(e.index, e.total, e.outcome));
    },
  });

  if (values.json) {
    io.stdout.write(`${JSON.stringify({ ...(jsonReport(result, !model) as object), notes }, null, 2)}\n`);
    return exitCode(result.targets.map((t) => t.status), Boolean(model));
  }
  for (const note of notes) io.stderr.write(`dycoder: ${note}.\n`);
  for (const s of result.skipped) {
    if (s.reason.startsWith('No model is configured')) continue;
    io.stderr.write(`dycoder: no suggestion for ${s.file ? `${s.file}:` : ''}${s.qualname}: ${s.reason}\n`);
  }
  if (!model) {
    for (const t of result.targets) io.stdout.write(values['show-prompts'] ? renderPrompt(t) : promptLine(t));
    io.stderr.write(`${NO_MODEL_HINT}\n`);
    io.stderr.write(summaryLine(result, { model: false, showPrompts: values['show-prompts'] }));
    return 0;
  }
  const edits = editsByFile(result);
  const originals = new Map<string, string>();
  for (const file of edits.keys()) originals.set(file, (await source.readFile(file)) ?? '');
  io.stdout.write(renderDiff(originals, edits));
  for (const line of warningLines(result)) io.stderr.write(`dycoder: ${line}\n`);
  if (values.write) {
    const written = new Set<string>();
    for (const [file, fileEdits] of edits) {
      const before = originals.get(file) ?? '';
      // Each body was validated alone; check the file with all of them together before writing.
      const syntax = languageFor(file);
      const check = (after: string): string | undefined =>
        syntax.syntaxErrors(after, file).length > syntax.syntaxErrors(before, file).length ? 'the suggestions together leave a syntax error' : undefined;
      try {
        await writeSourceEdits(repo, file, fileEdits, { expectedText: before, check });
        written.add(file);
      } catch (error) {
        if (!(error instanceof SourceWriteError)) throw error;
        io.stderr.write(`dycoder: not writing ${file}: ${error.message}.\n`);
      }
    }
    const implemented = result.suggestions.filter((s) => written.has(s.file)).length;
    io.stderr.write(`dycoder: wrote ${implemented} implementation(s) to ${written.size} file(s).\n`);
    // A file left unwritten is a suggestion the user did not get.
    if (written.size < edits.size) {
      io.stderr.write(summaryLine(result, { model: true, showPrompts: false }));
      return 1;
    }
  }
  io.stderr.write(summaryLine(result, { model: true, showPrompts: false }));
  return exitCode(result.targets.map((t) => t.status), true) || (result.skipped.length > 0 ? 1 : 0);
}

function exitCode(statuses: string[], hasModel: boolean): number {
  return hasModel && statuses.some((s) => s === 'no-suggestion') ? 1 : 0;
}

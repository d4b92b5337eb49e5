/**
 * `npm run bench:retrieval` — stub-and-recover (DESIGN.md §5): dycoder and three baselines
 * (similarity, static-graph, file-refs) side by side on the six original packages and the
 * held-out packages, plus reach on sympy. Each (package, retriever) runs in a fresh process so
 * its peak RSS is its own. Writes bench/results/retrieval.md (full default run only).
 *
 * `--lang ts`: the TypeScript corpora instead (zod, rxjs, @reduxjs/toolkit sources; ground truth
 * from the TypeScript checker); writes bench/results/retrieval-ts.md. `--lang ts --set tuning`: the TS
 * tuning packages (bench/support/ts-corpus.ts); writes bench/results/retrieval-ts-tuning.md. `--lang ts --set heldout2`:
 * the second held-out TS set (declared before further tuning, run once blind); writes retrieval-ts-heldout2.md.
 *
 * `--lang java`: the Java held-out modules (bench/support/java-corpus.ts; ground truth from javac's attribution);
 * writes bench/results/retrieval-java.md; `--lang java --set tuning`: the Java tuning modules, retrieval-java-tuning.md.
 * `--lang go`: the Go held-out trees (bench/support/go-corpus.ts; ground truth from go/types); writes
 * bench/results/retrieval-go.md; `--lang go --set tuning`: the Go tuning trees, retrieval-go-tuning.md.
 * `--lang rust`: the Rust held-out crates (bench/support/rust-corpus.ts; ground truth from syn); writes
 * retrieval-rust.md (`--set tuning`: retrieval-rust-tuning.md; `--set heldout2`, Go and Rust: retrieval-{go,rust}-heldout2.md). Go and Rust with several `--budgets` report per
 * package and budget beside file-refs, the worst package and the pooled lead (issue 25).
 *
 * Flags: --lang py|ts|go|rust|java   --runs-file FILE (keeps finished packages; a rerun skips them)   --out NAME (held out 5-9: the results file name)   --set default|original|tuning|heldout|heldout2|heldout3|heldout4 (ts only)|heldout5|heldout6|heldout7|heldout8 (py and ts: each its own)|heldout9|heldout10 (ts)|all   --packages a,b   --retrievers x,y
 *        --budgets 6000   --per-package 40   --no-sympy   --sympy-only   --sympy-static   --verbose
 * Internal: --worker FILE (one package x retriever), --sympy-worker RETRIEVER
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createFsRepoSource } from '../src/adapters/local/fs-repo-source.js';
import { retrieve } from '../src/core/retrieval/index.js';
import { RETRIEVER_NAMES, TargetNotFoundError, type RetrieverName } from '../src/core/retrieval/types.js';
import { prepareCorpus, stubTarget, type Corpus } from './support/corpus.js';
import { GO_NOTES, goPackagesOf, prepareGoCorpus, stubGoTarget } from './support/go-corpus.js';
import { JAVA_NOTES, javaPackagesOf, prepareJavaCorpus, stubJavaTarget } from './support/java-corpus.js';
import { RUST_NOTES, prepareRustCorpus, rustPackagesOf, stubRustTarget } from './support/rust-corpus.js';
import { loadRuns, saveRuns } from './support/runs-file.js';
import { prepareTsCorpus, stubTsTarget, tsPackagesOf } from './support/ts-corpus.js';
import { formatTsReport } from './support/ts-report.js';
import { formatBlindReport } from './support/blind-report.js';
import { packagesOf, type PackageSet } from './support/packages.js';
import { recallOf, targetSchema } from './support/recall.js';
import { formatReport, type Run, type SympyRow } from './support/report.js';

const SEED = 7;
const SYMPY_TARGETS = 12;
/** static-graph parses all of sympy (~30 s) for every target: a few targets show its cost. */
const SYMPY_STATIC_TARGETS = 3;

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}
const list = (name: string, fallback: string[]): string[] => flag(name)?.split(',') ?? fallback;
const verbose = process.argv.includes('--verbose');
const script = fileURLToPath(import.meta.url);

/** `--lang ts`: the TypeScript corpora (npm packages that ship their sources), checker ground truth. */
const lang = z.enum(['py', 'ts', 'go', 'rust', 'java']).parse(flag('lang') ?? 'py');

const workerInput = z.object({
  lang: z.enum(['py', 'ts', 'go', 'rust', 'java']),
  pkg: z.string(),
  root: z.string(),
  retriever: z.enum(RETRIEVER_NAMES),
  budgets: z.array(z.number()),
  targets: z.array(targetSchema),
});
const workerOutput = z.object({ runs: z.array(z.unknown()), peakMb: z.number(), log: z.array(z.string()) });

/** One retriever over one package's targets, in this (fresh) process. */
async function packageWorker(file: string): Promise<void> {
  const input = workerInput.parse(JSON.parse(readFileSync(file, 'utf8')));
  const runs: Run[] = [];
  const log: string[] = [];
  for (const target of input.targets) {
    const restore = (input.lang === 'ts' ? stubTsTarget : input.lang === 'go' ? stubGoTarget : input.lang === 'rust' ? stubRustTarget : input.lang === 'java' ? stubJavaTarget : stubTarget)(input.root, target);
    try {
      for (const budget of input.budgets) {
        const source = createFsRepoSource(input.root);
        const result = await retrieve(source, { file: target.file, qualname: target.qualname }, { retriever: input.retriever, budgetTokens: budget, maxHops: 10 }).catch((error: unknown) => {
          // A target our parser cannot see (a tree-sitter grammar gap in its file) counts as nothing recalled.
          if (!(error instanceof TargetNotFoundError)) throw error;
          log.push(`${input.pkg} ${input.retriever}: ${error.message}`);
          return undefined;
        });
        if (result === undefined) {
          runs.push({ pkg: input.pkg, retriever: input.retriever, budget, recall: recallOf('', target.deps), tokens: 0, filesRead: 0, ms: 0, deps: target.deps.length, refused: true });
          continue;
        }
        if (result.tokens > budget) throw new Error(`${input.retriever} exceeded the budget on ${target.qualname}`);
        const recall = recallOf(result.context, target.deps);
        runs.push({ pkg: input.pkg, retriever: input.retriever, budget, recall, tokens: result.tokens, filesRead: result.stats.filesRead, ms: result.stats.ms, deps: target.deps.length });
        if (budget === Number(process.env.DYCODER_BENCH_LOG_BUDGET ?? '6000')) {
          const miss = recall.missedStrict.map((d) => `${d.name}${recall.missedLenient.includes(d) ? '' : '(s)'}/${d.via}`);
          // items=: a digest of the retrieved items and the context, so two runs can be compared target by target.
          const items = createHash('sha256').update(JSON.stringify(result.items)).update(result.context).digest('hex').slice(0, 12);
          log.push(`${input.pkg} ${input.retriever} ${target.file}:${target.qualname} L=${recall.lenient.toFixed(2)} S=${recall.strict.toFixed(2)} tok=${result.tokens} files=${result.stats.filesRead} items=${items} ms=${result.stats.ms} missed: ${miss.join(', ')}`);
        }
      }
    } finally {
      restore();
    }
  }
  process.stdout.write(JSON.stringify({ runs, peakMb: process.resourceUsage().maxRSS / 1024, log }));
}

function spawnWorker(args: string[], heapMb?: number): string {
  const heap = heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`];
  const child = spawnSync(process.execPath, [...heap, ...process.execArgv, script, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`worker ${args.join(' ')} failed: ${child.stderr}`);
  return child.stdout;
}

function runPackage(pkg: string, retrievers: RetrieverName[], budgets: number[], perPackage: number): { runs: Run[]; peak: Map<string, number> } {
  const corpus: Corpus = lang === 'ts' ? prepareTsCorpus(pkg, SEED, perPackage) : lang === 'go' ? prepareGoCorpus(pkg, SEED, perPackage) : lang === 'rust' ? prepareRustCorpus(pkg, SEED, perPackage) : lang === 'java' ? prepareJavaCorpus(pkg, SEED, perPackage) : prepareCorpus(pkg, SEED, perPackage);
  const runs: Run[] = [];
  const peak = new Map<string, number>();
  const inputFile = `${corpus.root}.json`;
  try {
    for (const retriever of retrievers) {
      writeFileSync(inputFile, JSON.stringify({ lang, pkg, root: corpus.root, retriever, budgets, targets: corpus.targets }));
      const out = workerOutput.parse(JSON.parse(spawnWorker(['--worker', inputFile], 4096)));
      runs.push(...(out.runs as Run[]));
      peak.set(retriever, out.peakMb);
      if (verbose) console.error(out.log.join('\n'));
    }
  } finally {
    rmSync(inputFile, { force: true });
    corpus.dispose();
  }
  return { runs, peak };
}

/** One retriever on sympy, in this (fresh) process, so its peak memory is its own. */
async function sympyWorker(retriever: RetrieverName): Promise<void> {
  const corpus = prepareCorpus('sympy', SEED, SYMPY_TARGETS);
  const source0 = createFsRepoSource(corpus.root);
  const totalFiles = (await source0.listFiles()).filter((f) => f.endsWith('.py')).length;
  const rows: SympyRow['rows'] = [];
  try {
    const targets = retriever === 'static-graph' ? corpus.targets.slice(0, SYMPY_STATIC_TARGETS) : corpus.targets;
    for (const target of targets) {
      const restore = stubTarget(corpus.root, target);
      try {
        const r = await retrieve(createFsRepoSource(corpus.root), { file: target.file, qualname: target.qualname }, { retriever, budgetTokens: 6000, maxHops: 10 });
        const recall = recallOf(r.context, target.deps);
        rows.push({ ms: r.stats.ms, filesRead: r.stats.filesRead, lenient: recall.lenient, strict: recall.strict });
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
  process.stdout.write(JSON.stringify({ retriever, totalFiles, rows, peakMb: process.resourceUsage().maxRSS / 1024 }));
}

async function main(): Promise<void> {
  const worker = flag('worker');
  if (worker !== undefined) return packageWorker(worker);
  const sympy = flag('sympy-worker');
  if (sympy !== undefined) return sympyWorker(z.enum(RETRIEVER_NAMES).parse(sympy));

  const started = Date.now();
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();
  const set: PackageSet = z.enum(['default', 'original', 'tuning', 'heldout', 'heldout2', 'heldout3', 'heldout4', 'heldout5', 'heldout6', 'heldout7', 'heldout8', 'heldout9', 'heldout10', 'all']).parse(flag('set') ?? 'default');
  const packages = process.argv.includes('--sympy-only') ? [] : list('packages', lang === 'ts' ? tsPackagesOf(set) : lang === 'go' ? goPackagesOf(set) : lang === 'rust' ? rustPackagesOf(set) : lang === 'java' ? javaPackagesOf(set) : packagesOf(set));
  const retrievers = z.array(z.enum(RETRIEVER_NAMES)).parse(list('retrievers', [...RETRIEVER_NAMES]));
  const budgets = list('budgets', ['6000']).map(Number);
  const perPackage = Number(flag('per-package') ?? (lang === 'ts' ? '30' : lang === 'go' || lang === 'rust' || lang === 'java' ? '20' : '40'));
  // --runs-file FILE: every finished package's runs are kept there, and a rerun skips the packages it holds.
  const runsFile = flag('runs-file');
  const runs: Run[] = runsFile === undefined ? [] : loadRuns(runsFile);
  const peaks = new Map<string, number>();
  for (const pkg of packages) {
    if (runs.some((r) => r.pkg === pkg)) continue;
    const r = runPackage(pkg, retrievers, budgets, perPackage);
    runs.push(...r.runs);
    if (runsFile !== undefined) saveRuns(runsFile, runs);
    for (const [retriever, mb] of r.peak) peaks.set(`${pkg}\0${retriever}`, mb);
    console.error(`${pkg}: done (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  const sympyRows: SympyRow[] = [];
  if (lang === 'py' && !process.argv.includes('--no-sympy') && retrievers.includes('dycoder')) {
    const which: RetrieverName[] = process.argv.includes('--sympy-static') ? ['dycoder', 'static-graph'] : ['dycoder'];
    for (const r of which) sympyRows.push(JSON.parse(spawnWorker(['--sympy-worker', r], r === 'static-graph' ? 8192 : undefined)) as SympyRow);
  }
  const elapsed = Math.round((Date.now() - started) / 1000);
  const footer = `One run, seed ${SEED}, up to ${perPackage} targets per package; bench time ${elapsed} s on ${process.platform}/${process.arch}, Node ${process.version}; /proc/loadavg before: ${loadBefore}, after: ${readFileSync('/proc/loadavg', 'utf8').trim()}.`;
  if ((lang === 'go' || lang === 'rust' || lang === 'java') && budgets.length > 1) {
    // Issue 25: per package and budget, lenient and strict beside file-refs, the worst package, the pooled lead.
    const name = lang === 'go' ? 'Go' : lang === 'rust' ? 'Rust' : 'Java';
    const role = set === 'tuning' ? 'tuning set (not held out)' : set === 'heldout2' ? 'held-out set 2 (blind)' : set === 'heldout3' ? 'held-out set 3 (blind)' : set === 'heldout4' ? 'held-out set 4 (blind)' : set === 'heldout5' ? `held-out set 5 (blind${lang === 'java' ? '; JDK, OpenJFX and BeanShell' : ''})` : set === 'heldout6' ? 'held-out set 6 (blind)' : 'held-out set (blind)';
    const md = `${formatBlindReport(`Retrieval benchmark: ${name}, ${role}`, runs, footer)}
${lang === 'go' ? GO_NOTES : lang === 'rust' ? RUST_NOTES : JAVA_NOTES}`;
    console.log(md);
    const file = `retrieval-${lang}${set === 'tuning' ? '-tuning' : set === 'heldout2' || set === 'heldout3' || set === 'heldout4' || set === 'heldout5' || set === 'heldout6' ? `-${set}` : ''}.md`;
    if ((set === 'tuning' || set === 'default' || set === 'heldout2' || set === 'heldout3' || set === 'heldout4' || set === 'heldout5' || set === 'heldout6') && flag('packages') === undefined) writeFileSync(join(dirname(script), 'results', file), md);
    return;
  }
  if (lang === 'go' || lang === 'java') {
    const goMd = formatTsReport(runs, footer, set === 'tuning' ? 'tuning' : 'held-out', undefined, lang === 'go' ? { name: 'Go', notes: GO_NOTES } : { name: 'Java', notes: JAVA_NOTES });
    console.log(goMd);
    const file = set === 'tuning' ? `retrieval-${lang}-tuning.md` : set === 'default' ? `retrieval-${lang}.md` : undefined;
    if (file !== undefined && flag('packages') === undefined && retrievers.length === RETRIEVER_NAMES.length) writeFileSync(join(dirname(script), 'results', file), goMd);
    return;
  }
  if (set === 'heldout5' || set === 'heldout6' || set === 'heldout7' || set === 'heldout8' || set === 'heldout9' || set === 'heldout10') {
    // Issue 23's blind sets: per package and budget, the worst package beside the mean.
    const md = formatBlindReport(`Retrieval benchmark: ${lang === 'ts' ? 'TypeScript' : 'Python'} held out ${set.replace('heldout', '')} (blind)`, runs, footer);
    console.log(md);
    // --out NAME: a rerun writes its own file beside the recorded run instead of replacing it.
    if (flag('packages') === undefined || flag('out') !== undefined) writeFileSync(join(dirname(script), 'results', flag('out') ?? `retrieval-${lang}-${set}.md`), md);
    return;
  }
  if (lang === 'ts') {
    // The held-out report shows the tuning set's last summary beside it, labelled as such.
    const tuningFile = join(dirname(script), 'results', 'retrieval-ts-tuning.md');
    const tuning = set === 'default' && existsSync(tuningFile) ? readFileSync(tuningFile, 'utf8') : undefined;
    const tsMd = formatTsReport(runs, footer, set === 'tuning' ? 'tuning' : 'held-out', tuning);
    console.log(tsMd);
    // The held-out run (default set) writes retrieval-ts.md with the tuning set's last summary beside it.
    const file = set === 'tuning' ? 'retrieval-ts-tuning.md' : set === 'default' ? 'retrieval-ts.md' : set === 'heldout2' ? 'retrieval-ts-heldout2.md' : set === 'heldout3' ? 'retrieval-ts-heldout3.md' : set === 'heldout4' ? 'retrieval-ts-heldout4.md' : undefined;
    if (file !== undefined && flag('packages') === undefined && retrievers.length === RETRIEVER_NAMES.length) writeFileSync(join(dirname(script), 'results', file), tsMd);
    return;
  }
  const md = formatReport({ runs, peaks, budgets, sympy: sympyRows, footer: `One run, seed ${SEED}, up to ${perPackage} targets per package; bench time ${elapsed} s on ${process.platform}/${process.arch}, Node ${process.version}; /proc/loadavg before: ${loadBefore}, after: ${readFileSync('/proc/loadavg', 'utf8').trim()}.` });
  console.log(md);
  if (set === 'default' && flag('packages') === undefined && !process.argv.includes('--sympy-only') && retrievers.length === RETRIEVER_NAMES.length) {
    const out = join(dirname(script), 'results', 'retrieval.md');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, md);
  }
}

await main();

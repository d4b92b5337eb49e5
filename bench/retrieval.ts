/**
 * `npm run bench:retrieval` — stub-and-recover (DESIGN.md §5) on six Debian packages, all three
 * retrievers side by side, plus a speed/reach comparison on sympy. Writes
 * bench/results/retrieval.md.
 *
 * Flags (for iterating): --packages a,b  --retrievers x,y  --budgets 6000  --no-sympy  --verbose
 *                        --sympy-worker RETRIEVER (internal: one sympy run in a fresh process)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFsRepoSource } from '../src/adapters/local/fs-repo-source.js';
import { retrieve } from '../src/core/retrieval/index.js';
import { RETRIEVER_NAMES, TargetNotFoundError, type RetrieverName } from '../src/core/retrieval/types.js';
import { prepareCorpus, stubTarget, type Corpus } from './support/corpus.js';
import { prepareTsCorpus, stubTsTarget, TS_NOTES, TS_PACKAGES } from './support/ts-corpus.js';
import { recallOf } from './support/recall.js';
import { formatPackageTable, formatSympyTable, NOTES, summarise, type Run, type SympyRow } from './support/report.js';

const PACKAGES = ['requests', 'flask', 'click', 'jinja2', 'werkzeug', 'rich'];
const SEED = 7;
const PER_PACKAGE = 30;
const SYMPY_TARGETS = 12;
/** static-graph parses all of sympy (~30 s) for every target: a few targets show its cost. */
const SYMPY_STATIC_TARGETS = 3;

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}
const list = (name: string, fallback: string[]): string[] => flag(name)?.split(',') ?? fallback;
const verbose = process.argv.includes('--verbose');
/** `--lang ts`: the TypeScript corpora (npm packages that ship their sources), checker ground truth. */
const lang = flag('lang') === 'ts' ? 'ts' : 'py';

async function runPackage(pkg: string, retrievers: RetrieverName[], budgets: number[]): Promise<Run[]> {
  const corpus: Corpus = lang === 'ts' ? prepareTsCorpus(pkg, SEED, PER_PACKAGE) : prepareCorpus(pkg, SEED, PER_PACKAGE);
  const stub = lang === 'ts' ? stubTsTarget : stubTarget;
  const runs: Run[] = [];
  try {
    for (const target of corpus.targets) {
      const restore = stub(corpus.root, target);
      try {
        for (const retriever of retrievers) {
          for (const budget of budgets) {
            const source = createFsRepoSource(corpus.root);
            const result = await retrieve(source, { file: target.file, qualname: target.qualname }, { retriever, budgetTokens: budget, maxHops: 10 }).catch((error: unknown) => {
              // A target our parser cannot see (tree-sitter grammar gap in its file) counts as nothing recalled.
              if (!(error instanceof TargetNotFoundError)) throw error;
              console.error(`${pkg} ${retriever}: ${error.message}`);
              return undefined;
            });
            if (result === undefined) {
              runs.push({ pkg, retriever, budget, recall: recallOf('', target.deps), tokens: 0, filesRead: 0, ms: 0, deps: target.deps.length });
              continue;
            }
            if (result.tokens > budget) throw new Error(`${retriever} exceeded the budget on ${target.qualname}`);
            const recall = recallOf(result.context, target.deps);
            runs.push({ pkg, retriever, budget, recall, tokens: result.tokens, filesRead: result.stats.filesRead, ms: result.stats.ms, deps: target.deps.length });
            if (verbose && budget === 6000) {
              const miss = recall.missedStrict.map((d) => `${d.name}${recall.missedLenient.includes(d) ? '' : '(s)'}/${d.via}`);
              console.log(`${pkg} ${retriever} ${target.file}:${target.qualname} L=${recall.lenient.toFixed(2)} S=${recall.strict.toFixed(2)} tok=${result.tokens} files=${result.stats.filesRead} missed: ${miss.join(', ')}`);
            }
          }
        }
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
  return runs;
}

/** One retriever on sympy, in this (fresh) process, so its peak memory is its own. */
async function sympyWorker(retriever: RetrieverName): Promise<void> {
  const corpus = prepareCorpus('sympy', SEED, SYMPY_TARGETS);
  const source0 = createFsRepoSource(corpus.root);
  const totalFiles = (await source0.listFiles()).filter((f) => f.endsWith('.py')).length;
  const rows: { ms: number; filesRead: number; lenient: number; strict: number }[] = [];
  try {
    const targets = retriever === 'static-graph' ? corpus.targets.slice(0, SYMPY_STATIC_TARGETS) : corpus.targets;
    for (const target of targets) {
      const restore = stubTarget(corpus.root, target);
      try {
        const source = createFsRepoSource(corpus.root);
        const r = await retrieve(source, { file: target.file, qualname: target.qualname }, { retriever, budgetTokens: 6000, maxHops: 10 });
        const recall = recallOf(r.context, target.deps);
        rows.push({ ms: r.stats.ms, filesRead: r.stats.filesRead, lenient: recall.lenient, strict: recall.strict });
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ retriever, totalFiles, rows, peakMb }));
}

function runSympy(retriever: RetrieverName): SympyRow {
  const script = fileURLToPath(import.meta.url);
  // The global graph of sympy needs more than Node's default heap.
  const heap = retriever === 'static-graph' ? ['--max-old-space-size=8192'] : [];
  const child = spawnSync(process.execPath, [...heap, ...process.execArgv, script, '--sympy-worker', retriever], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`sympy worker for ${retriever} failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as SympyRow;
}

async function main(): Promise<void> {
  const worker = flag('sympy-worker');
  if (worker !== undefined) return sympyWorker(worker as RetrieverName);
  const started = Date.now();
  const packages = list('packages', lang === 'ts' ? TS_PACKAGES : PACKAGES);
  const retrievers = list('retrievers', [...RETRIEVER_NAMES]) as RetrieverName[];
  const budgets = list('budgets', lang === 'ts' ? ['6000'] : ['6000', '2000', '12000']).map(Number);
  const runs: Run[] = [];
  for (const pkg of packages) {
    runs.push(...(await runPackage(pkg, retrievers, budgets)));
    console.error(`${pkg}: done (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  const summaries = summarise(runs);
  let md = formatPackageTable(summaries, budgets);
  if (lang === 'py' && !process.argv.includes('--no-sympy')) {
    const sympy = (['dycoder', 'static-graph'] as const).filter((r) => retrievers.includes(r)).map(runSympy);
    md += `\n${formatSympyTable(sympy)}`;
  }
  const elapsed = Math.round((Date.now() - started) / 1000);
  if (lang === 'ts') md += `\nTypeScript corpora: the sources shipped in the npm packages ${TS_PACKAGES.map((p) => `\`${p}\``).join(', ')} (pinned dev dependencies); ground truth from the TypeScript checker (bench/support/ts-ground-truth.ts).\n`;
  md += `\nOne run, seed ${SEED}, ${PER_PACKAGE} targets per package; bench time ${elapsed} s on ${process.platform}/${process.arch}, Node ${process.version}.\n`;
  md += lang === 'ts' ? TS_NOTES : NOTES;
  console.log(md);
  const fullRun = packages.length === (lang === 'ts' ? TS_PACKAGES : PACKAGES).length && retrievers.length === RETRIEVER_NAMES.length;
  if (fullRun) {
    const out = join(dirname(fileURLToPath(import.meta.url)), 'results', lang === 'ts' ? 'retrieval-ts.md' : 'retrieval.md');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, md);
  }
}

await main();

/**
 * Issue 24's cost model from measurements: how many dependent rounds of blob reads a job's walks
 * make, on the benchmark TUNING sets only (Python, DESIGN.md §5; TypeScript, ts-corpus.ts), to fit
 * READ_COST's predicted rounds (read-plan.ts) and to print the plan's prediction beside the actual
 * per job. Each job is 3 stubs in 3 different files of one package (seeded, as bench:e2e's jobs),
 * stubbed together and run through the pipeline's target selection and retrieval (implementStubs,
 * no model) over a source that answers reads in rounds (batching-source.ts), with the job's read
 * budget and reading-ahead allowance. The round of the targets' own files is not counted: a job
 * reads the pull request's files beside the tree (early-blobs.ts), and stats.rounds leaves it out.
 * `npx tsx bench/support/rounds-fit.ts [jobs per package] [--lang py|ts|both]`
 */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { jobReadBudget, prefetchAllowance } from '../../src/adapters/github/job-reads.js';
import { planReads } from '../../src/adapters/github/read-plan.js';
import { isSourceFile } from '../../src/core/languages/index.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { batchingSource } from './batching-source.js';
import { prepareCorpus, stubTarget, type Corpus } from './corpus.js';
import { TUNING } from './packages.js';
import { prepareTsCorpus, stubTsTarget, TS_TUNING_PACKAGES } from './ts-corpus.js';

const jobsPerPackage = Number(process.argv[2] ?? 2);
const lang = process.argv.includes('--lang') ? process.argv[process.argv.indexOf('--lang') + 1] : 'both';
const LATENCY = 20;
const TARGETS_PER_JOB = 3;

interface Row { pkg: string; lang: string; sourceFiles: number; rounds: number; predicted: number; opened: number[]; ahead: number }
const rows: Row[] = [];

/** Jobs of 3 targets in 3 different files, in the corpus's (seeded) order. */
function jobsOf(targets: Corpus['targets'], n: number): Corpus['targets'][] {
  const jobs: Corpus['targets'][] = [];
  let left = [...targets];
  while (jobs.length < n && left.length >= TARGETS_PER_JOB) {
    const job: Corpus['targets'] = [];
    for (const t of left) if (job.length < TARGETS_PER_JOB && !job.some((j) => j.file === t.file)) job.push(t);
    if (job.length < TARGETS_PER_JOB) break;
    left = left.filter((t) => !job.includes(t));
    jobs.push(job);
  }
  return jobs;
}

async function run(pkg: string, language: string, corpus: Corpus, stub: (root: string, t: Corpus['targets'][number]) => () => void): Promise<void> {
  try {
    const listed = await createFsRepoSource(corpus.root).listFiles();
    const sourceFiles = listed.filter(isSourceFile).length;
    for (const job of jobsOf(corpus.targets, jobsPerPackage)) {
      const restores = job.map((t) => stub(corpus.root, t));
      try {
        const source = batchingSource(createFsRepoSource(corpus.root), LATENCY);
        const result = await implementStubs({
          source,
          retrieve,
          selection: { kind: 'targets', targets: job.map((t) => ({ file: t.file, qualname: t.qualname })) },
          headSha: 'head',
          concurrency: 4,
          prepareReads: (targets) => {
            const { jobBudget } = jobReadBudget(targets.length, sourceFiles);
            source.room.left = prefetchAllowance(jobBudget);
            return Promise.resolve({ budget: { remaining: jobBudget } });
          },
        });
        const { perTargetCap, jobBudget } = jobReadBudget(job.length, sourceFiles);
        const plan = planReads({ targets: job.length, perTargetCap, jobBudget, sourceBlobSizes: new Array<number>(sourceFiles).fill(4000), totalBytes: 0, archiveCeilingBytes: 1 });
        // The first round is the targets' own files: a job reads them beside the tree.
        const rounds = Math.max(0, source.rounds() - 1);
        const opened = result.targets.map((t) => t.retrieval?.filesOpened ?? 0);
        rows.push({ pkg, lang: language, sourceFiles, rounds, predicted: plan.predictedRounds, opened, ahead: source.room.used });
        console.log(`${pkg.padEnd(24)} ${String(sourceFiles).padStart(5)} files  rounds ${rounds} (predicted ${plan.predictedRounds})  opened ${opened.join('/')}  fetched ahead ${source.room.used}  ${job.map((t) => `${t.file}:${t.qualname}`).join(', ')}`);
      } finally {
        for (const restore of restores.reverse()) restore();
      }
    }
  } finally {
    corpus.dispose();
  }
}

if (lang !== 'ts') for (const pkg of TUNING) await run(pkg, 'py', prepareCorpus(pkg, 7, jobsPerPackage * TARGETS_PER_JOB * 2), stubTarget);
if (lang !== 'py') {
  for (const pkg of TS_TUNING_PACKAGES) {
    let corpus: Corpus;
    try {
      corpus = prepareTsCorpus(pkg, 7, jobsPerPackage * TARGETS_PER_JOB * 2);
    } catch (error) {
      console.log(`${pkg}: not installed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      continue;
    }
    await run(pkg, 'ts', corpus, stubTsTarget);
  }
}
const q = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
for (const l of [...new Set(rows.map((r) => r.lang)), 'all']) {
  const r = rows.filter((x) => l === 'all' || x.lang === l);
  const rounds = r.map((x) => x.rounds);
  const perFile = r.map((x) => x.rounds / Math.max(1, Math.max(...x.opened)));
  console.log(
    `${l} (${r.length} jobs of ${TARGETS_PER_JOB} targets): dependent rounds after the targets' files median ${q(rounds, 0.5)}, p75 ${q(rounds, 0.75)}, p90 ${q(rounds, 0.9)}, max ${Math.max(...rounds)}; predicted by the plan median ${q(r.map((x) => x.predicted), 0.5)}; rounds per file of the job's longest target median ${q(perFile, 0.5).toFixed(2)}, p75 ${q(perFile, 0.75).toFixed(2)}`,
  );
}

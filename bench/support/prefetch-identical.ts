/**
 * Issue 24's recall check for reading ahead (core/graph/prefetch.ts): per target of the tuning
 * sets (Python, DESIGN.md §5, and TypeScript, ts-corpus.ts; tuning only: the prefetch allowance
 * was set on bench:e2e's networkx job), the dycoder retrieval over a source whose reads cost a
 * round trip, with reading ahead (the allowance a one-target job gets) and without. Reading ahead
 * must not change what the walk opens or finds: every target's items and context must be
 * identical. Prints the dependent read rounds per target either way (the read plan's estimate).
 * `npx tsx bench/support/prefetch-identical.ts [targets per package] [--lang py|ts|both]`
 */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { jobReadBudget, prefetchAllowance } from '../../src/adapters/github/job-reads.js';
import { isSourceFile } from '../../src/core/languages/index.js';
import { createRetrieve } from '../../src/core/retrieval/index.js';
import { batchingSource } from './batching-source.js';
import { prepareCorpus, stubTarget, type Corpus } from './corpus.js';
import { TUNING } from './packages.js';
import { prepareTsCorpus, stubTsTarget, TS_TUNING_PACKAGES } from './ts-corpus.js';

const perPackage = Number(process.argv[2] ?? 4);
const lang = process.argv.includes('--lang') ? process.argv[process.argv.indexOf('--lang') + 1] : 'both';
const LATENCY = 5;

interface Row { pkg: string; same: boolean; roundsBefore: number; roundsAfter: number; files: number; ahead: number; used: number }
const rows: Row[] = [];
const differ: string[] = [];

async function run(pkg: string, corpus: Corpus, stub: (root: string, t: Corpus['targets'][number]) => () => void): Promise<void> {
  try {
    const fs = createFsRepoSource(corpus.root);
    const sources = (await fs.listFiles()).filter(isSourceFile).length;
    for (const target of corpus.targets) {
      const restore = stub(corpus.root, target);
      try {
        const options = { retriever: 'dycoder' as const, budgetTokens: 6000, maxHops: 10 };
        const where = { file: target.file, qualname: target.qualname };
        const one = async (allowance: number) => {
          const src = batchingSource(createFsRepoSource(corpus.root), LATENCY);
          src.room.left = allowance;
          // Fresh retrieve functions: nothing parsed or counted is shared between the two runs.
          const result = await createRetrieve()(src, where, { ...options, jobReads: { remaining: jobReadBudget(1, sources).jobBudget } });
          return { result, src };
        };
        const before = await one(0);
        const after = await one(prefetchAllowance(jobReadBudget(1, sources).jobBudget));
        const same = JSON.stringify(before.result.items) === JSON.stringify(after.result.items) && before.result.context === after.result.context;
        if (!same) differ.push(`${pkg} ${target.file}:${target.qualname}`);
        rows.push({ pkg, same, roundsBefore: before.src.rounds(), roundsAfter: after.src.rounds(), files: after.result.stats.filesRead, ahead: after.src.room.used, used: after.src.room.hits });
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
}

if (lang !== 'ts') for (const pkg of TUNING) await run(pkg, prepareCorpus(pkg, 7, perPackage), stubTarget);
if (lang !== 'py') {
  for (const pkg of TS_TUNING_PACKAGES) {
    let corpus: Corpus;
    try {
      corpus = prepareTsCorpus(pkg, 7, perPackage);
    } catch (error) {
      console.log(`${pkg}: not installed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      continue;
    }
    await run(pkg, corpus, stubTsTarget);
  }
}
const q = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
for (const pkg of [...new Set(rows.map((r) => r.pkg))]) {
  const r = rows.filter((x) => x.pkg === pkg);
  console.log(`${pkg.padEnd(24)} identical ${r.filter((x) => x.same).length}/${r.length}  rounds median ${q(r.map((x) => x.roundsBefore), 0.5)} → ${q(r.map((x) => x.roundsAfter), 0.5)}  files read median ${q(r.map((x) => x.files), 0.5)}, fetched ahead ${q(r.map((x) => x.ahead), 0.5)} (read ${q(r.map((x) => x.used), 0.5)})`);
}
const perFile = (x: Row): number => x.roundsAfter / Math.max(1, x.files);
console.log(
  `all (${rows.length} targets): identical ${rows.filter((x) => x.same).length}/${rows.length}; dependent rounds median ${q(rows.map((x) => x.roundsBefore), 0.5)} → ${q(rows.map((x) => x.roundsAfter), 0.5)}, p90 ${q(rows.map((x) => x.roundsBefore), 0.9)} → ${q(rows.map((x) => x.roundsAfter), 0.9)}; with reading ahead ${q(rows.map(perFile), 0.5).toFixed(2)} rounds per file read (median)`,
);
if (differ.length > 0) {
  console.log(`different: ${differ.join('; ')}`);
  process.exitCode = 1;
}

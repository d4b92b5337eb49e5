/**
 * Diagnostic for the read plan's blob estimate (src/adapters/github/read-plan.ts, READ_COST):
 * how many dependent read rounds one target's dycoder retrieval makes, however wide each round.
 * Every read of a file source waits LATENCY ms; rounds ≈ (wall ms − the same retrieval's ms with
 * no wait) / LATENCY. Tuning packages only (DESIGN.md §5).
 * `npx tsx bench/support/serial-rounds.ts [targets per package]`
 */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import type { RepoSource } from '../../src/core/ports.js';
import { createRetrieve } from '../../src/core/retrieval/index.js';
import { prepareCorpus, stubTarget } from './corpus.js';
import { TUNING } from './packages.js';

const LATENCY = 40;
const perPackage = Number(process.argv[2] ?? 8);

function delayed(source: RepoSource, ms: number): RepoSource {
  return { ...source, stats: source.stats, listFiles: () => source.listFiles(), readFile: async (path) => {
    await new Promise((r) => setTimeout(r, ms));
    return source.readFile(path);
  } };
}

const rows: { pkg: string; rounds: number; files: number }[] = [];
for (const pkg of TUNING) {
  const corpus = prepareCorpus(pkg, 7, perPackage);
  try {
    for (const target of corpus.targets) {
      const restore = stubTarget(corpus.root, target);
      try {
        const options = { retriever: 'dycoder' as const, budgetTokens: 6000, maxHops: 10 };
        const where = { file: target.file, qualname: target.qualname };
        // Fresh retrieve functions: nothing parsed or counted is shared between the two runs.
        const t0 = performance.now();
        await createRetrieve()(createFsRepoSource(corpus.root), where, options);
        const cpu = performance.now() - t0;
        const t1 = performance.now();
        const result = await createRetrieve()(delayed(createFsRepoSource(corpus.root), LATENCY), where, options);
        const wall = performance.now() - t1;
        rows.push({ pkg, rounds: Math.max(0, (wall - cpu) / LATENCY), files: result.stats.filesRead });
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
}
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
const q = (xs: number[], p: number): number => sorted(xs)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
for (const pkg of TUNING) {
  const r = rows.filter((x) => x.pkg === pkg);
  console.log(`${pkg.padEnd(12)} rounds median ${q(r.map((x) => x.rounds), 0.5).toFixed(1).padStart(5)}  p90 ${q(r.map((x) => x.rounds), 0.9).toFixed(1).padStart(5)}  files median ${q(r.map((x) => x.files), 0.5)}`);
}
console.log(`all (${rows.length} targets): rounds median ${q(rows.map((x) => x.rounds), 0.5).toFixed(1)}, p75 ${q(rows.map((x) => x.rounds), 0.75).toFixed(1)}, p90 ${q(rows.map((x) => x.rounds), 0.9).toFixed(1)}; rounds per file read median ${q(rows.map((x) => x.rounds / Math.max(1, x.files)), 0.5).toFixed(2)}`);

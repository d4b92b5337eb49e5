/**
 * Dev tool: `tsx bench/support/inspect-go.ts TREE QUALNAME [RETRIEVER] [--budget N] [--context]` shows what a retriever
 * returns for one Go bench target (the benchmark's own 20 targets, seed 7). Diagnose on tuning trees only (DESIGN.md §5).
 */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import type { RetrieverName } from '../../src/core/retrieval/types.js';
import { goHeldOut5, prepareGoCorpus, stubGoTarget } from './go-corpus.js';
import { recallOf } from './recall.js';

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budget = budgetAt >= 0 ? Number(args[budgetAt + 1]) : 6000;
const [pkg = 'github.com/pkg/errors', qualname = '', retriever = 'dycoder'] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--budget');
if (goHeldOut5().includes(pkg)) throw new Error(`${pkg} is in Go held out 5 (blind): diagnose on tuning data only`);
const corpus = prepareGoCorpus(pkg, 7, 20);
try {
  for (const t of corpus.targets.filter((x) => x.qualname === qualname)) {
    const restore = stubGoTarget(corpus.root, t);
    const r = await retrieve(createFsRepoSource(corpus.root), { file: t.file, qualname: t.qualname }, { retriever: retriever as RetrieverName, budgetTokens: budget, maxHops: 10 });
    restore();
    const rec = recallOf(r.context, t.deps);
    console.log(t.deps.map((d) => `${d.file}:${d.name} (${d.via})`).join('\n'));
    for (const i of r.items) console.log(`${i.tokens}\t${i.hop}\t${i.reason}\t${i.elided === true ? 'E' : ''}\t${i.file}:${i.name}`);
    console.log('lenient', rec.lenient, 'strict', rec.strict, 'graph', r.graph.nodes, r.graph.edges, r.graph.hops, 'files', r.stats.filesRead);
    if (args.includes('--context')) console.log(r.context);
  }
} finally {
  corpus.dispose();
}

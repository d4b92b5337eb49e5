/** Dev tool: `tsx bench/support/inspect.ts PKG QUALNAME [RETRIEVER] [--context]` shows what a retriever returns for one bench target. */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import type { RetrieverName } from '../../src/core/retrieval/types.js';
import { prepareCorpus, stubTarget } from './corpus.js';
import { prepareTsCorpus, stubTsTarget, TS_HELD_OUT_ALL } from './ts-corpus.js';
import { recallOf } from './recall.js';

const [pkg = 'requests', qualname = '', retriever = 'dycoder'] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--lang');
// `--lang ts`: a TypeScript corpus (tuning packages only: the held-out ones are never diagnosed).
const ts = process.argv.includes('--lang') && process.argv[process.argv.indexOf('--lang') + 1] === 'ts';
if (ts && TS_HELD_OUT_ALL.includes(pkg)) throw new Error(`${pkg} is a held-out TypeScript benchmark package: diagnose on the tuning set (DESIGN.md §5)`);
const corpus = ts ? prepareTsCorpus(pkg, 7, 30) : prepareCorpus(pkg, 7, 30);
const stub = ts ? stubTsTarget : stubTarget;
try {
  for (const t of corpus.targets.filter((x) => x.qualname === qualname)) {
    const restore = stub(corpus.root, t);
    const r = await retrieve(createFsRepoSource(corpus.root), { file: t.file, qualname: t.qualname }, { retriever: retriever as RetrieverName, budgetTokens: 6000, maxHops: 10 });
    restore();
    const rec = recallOf(r.context, t.deps);
    console.log(t.deps.map((d) => `${d.file}:${d.name} (${d.via})`).join('\n'));
    for (const i of r.items) console.log(`${i.tokens}\t${i.hop}\t${i.reason}\t${i.elided === true ? 'E' : ''}\t${i.file}:${i.name}`);
    console.log('lenient', rec.lenient, 'strict', rec.strict, 'graph', r.graph.nodes, r.graph.edges, r.graph.hops, 'files', r.stats.filesRead);
    if (process.argv.includes('--context')) console.log(r.context);
  }
} finally {
  corpus.dispose();
}

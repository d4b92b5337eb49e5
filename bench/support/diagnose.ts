/** Dev tool: `tsx bench/support/diagnose.ts PKG` — for each missed dependency, was it reached and at what rank. */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { parsePython } from '../../src/core/lang/python/index.js';
import { retrieveDycoder } from '../../src/core/retrieval/dycoder.js';
import type { Candidate } from '../../src/core/retrieval/assemble.js';
import { openSession } from '../../src/core/retrieval/session.js';
import { countTokens } from '../../src/core/retrieval/tokens.js';
import { prepareCorpus, stubTarget } from './corpus.js';
import { recallOf } from './recall.js';

const pkg = process.argv[2] ?? 'requests';
const corpus = prepareCorpus(pkg, 7, 30);
const now = (): number => performance.now();
const stats = { unreached: 0, rankedLow: 0, elided: 0 };
try {
  for (const t of corpus.targets) {
    const restore = stubTarget(corpus.root, t);
    let ranked: readonly Candidate[] = [];
    const s = await openSession(createFsRepoSource(corpus.root), t, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 }, { parse: parsePython, count: countTokens, now });
    const r = await retrieveDycoder(s, now, undefined, { onRanked: (c) => (ranked = c) });
    restore();
    const rec = recallOf(r.context, t.deps);
    if (process.env.TOP !== undefined && t.qualname === process.env.TOP) {
      console.log(ranked.slice(0, 60).map((c, i) => `${i} ${c.score.toFixed(2)} ${c.reason} h${c.hop} ${c.mod.file}:${c.def.qualname}`).join('\n'));
      console.log(r.items.map((i) => `${i.tokens} ${i.elided === true ? 'E' : 'F'} ${i.file}:${i.name}`).join('\n'));
    }
    for (const d of rec.missedStrict) {
      const pos = ranked.findIndex((c) => c.mod.file === d.file && c.def.name === d.name);
      const c = ranked[pos];
      const lenient = !rec.missedLenient.includes(d);
      if (pos < 0) stats.unreached += 1;
      else if (lenient) stats.elided += 1;
      else stats.rankedLow += 1;
      console.log(`${t.qualname} -> ${d.file}:${d.name} (${d.via}) ${pos < 0 ? 'UNREACHED' : `rank ${pos}/${ranked.length} score ${c?.score.toFixed(2)} ${c?.reason} hop ${c?.hop}`}${lenient ? ' [lenient ok]' : ''}`);
    }
  }
  console.log(stats);
} finally {
  corpus.dispose();
}

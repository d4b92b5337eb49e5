/** Dev tool: `tsx bench/support/diagnose.ts PKG` — for each missed dependency, was it reached and at what rank. */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { parseSource } from '../../src/core/lang/index.js';
import { retrieveDycoder } from '../../src/core/retrieval/dycoder.js';
import type { Candidate } from '../../src/core/retrieval/assemble.js';
import { openSession } from '../../src/core/retrieval/session.js';
import { countTokens } from '../../src/core/retrieval/tokens.js';
import { prepareCorpus, stubTarget } from './corpus.js';
import { prepareTsCorpus, stubTsTarget, TS_PACKAGES } from './ts-corpus.js';
import { recallOf } from './recall.js';

const pkg = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--lang')[0] ?? 'requests';
// `--lang ts`: a TypeScript corpus (tuning packages only: the held-out ones are never diagnosed).
const ts = process.argv.includes('--lang') && process.argv[process.argv.indexOf('--lang') + 1] === 'ts';
if (ts && TS_PACKAGES.includes(pkg)) throw new Error(`${pkg} is a held-out TypeScript benchmark package: diagnose on the tuning set (DESIGN.md §5)`);
const corpus = ts ? prepareTsCorpus(pkg, 7, 30) : prepareCorpus(pkg, 7, 30);
const stub = ts ? stubTsTarget : stubTarget;
const now = (): number => performance.now();
const stats = { unreached: 0, rankedLow: 0, elided: 0 };
try {
  for (const t of corpus.targets) {
    const restore = stub(corpus.root, t);
    let ranked: readonly Candidate[] = [];
    const s = await openSession(createFsRepoSource(corpus.root), t, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 }, { parse: parseSource, count: countTokens, now });
    const r = await retrieveDycoder(s, now, undefined, { onRanked: (c) => (ranked = c) });
    restore();
    const rec = recallOf(r.context, t.deps);
    if (process.env.TOP !== undefined && t.qualname === process.env.TOP) {
      console.log(ranked.slice(0, 60).map((c, i) => `${i} ${c.score.toFixed(2)} ${c.reason} h${c.hop} ${c.mod.file}:${c.def.qualname}`).join('\n'));
      console.log(r.items.map((i) => `${i.tokens} ${i.elided === true ? 'E' : 'F'} ${i.file}:${i.name}`).join('\n'));
    }
    for (const d of rec.missedStrict) {
      const pos = ranked.findIndex((c) => c.mod.file === d.file && (c.def.name === d.name || c.def.qualname === d.name));
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

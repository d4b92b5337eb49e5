/**
 * Dev tool: `tsx bench/support/diagnose.ts PKG[,PKG...] [--quiet] [--lang ts]` — for each missed
 * dependency, was it reached and at what rank; totals by cause and by how the body used it.
 * Tuning packages only (`--lang ts`: the TypeScript tuning set; the held-out ones are refused).
 */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { parseSource } from '../../src/core/languages/index.js';
import { retrieveDycoder } from '../../src/core/retrieval/dycoder.js';
import type { Candidate } from '../../src/core/retrieval/assemble.js';
import { openSession } from '../../src/core/retrieval/session.js';
import { countTokens } from '../../src/core/retrieval/tokens.js';
import { prepareCorpus, stubTarget } from './corpus.js';
import { prepareTsCorpus, stubTsTarget, TS_HELD_OUT_ALL, TS_TUNING_PACKAGES } from './ts-corpus.js';
import { roleOf } from './packages.js';
import { recallOf } from './recall.js';

const args = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--lang');
const pkgs = (args[0] ?? 'requests').split(',');
const ts = process.argv.includes('--lang') && process.argv[process.argv.indexOf('--lang') + 1] === 'ts';
const quiet = process.argv.includes('--quiet');
const now = (): number => performance.now();
const stats = new Map<string, number>();
const bump = (k: string): void => void stats.set(k, (stats.get(k) ?? 0) + 1);
for (const pkg of pkgs) {
  if (ts ? TS_HELD_OUT_ALL.includes(pkg) || !TS_TUNING_PACKAGES.includes(pkg) : roleOf(pkg) !== 'tuning') throw new Error(`${pkg} is not a tuning package (DESIGN.md §5)`);
  const corpus = ts ? prepareTsCorpus(pkg, 7, Number(process.env.TARGETS ?? 30)) : prepareCorpus(pkg, 7, Number(process.env.TARGETS ?? 40));
  try {
    for (const t of corpus.targets) {
      const restore = (ts ? stubTsTarget : stubTarget)(corpus.root, t);
      let ranked: readonly Candidate[] = [];
      const s = await openSession(createFsRepoSource(corpus.root), t, { retriever: 'dycoder', budgetTokens: Number(process.env.BUDGET ?? 6000), maxHops: 10 }, { parse: parseSource, count: countTokens, now });
      const r = await retrieveDycoder(s, now, undefined, { onRanked: (c) => (ranked = c) });
      restore();
      const rec = recallOf(r.context, t.deps);
      if (process.env.TOP !== undefined && t.qualname === process.env.TOP) {
        console.log(ranked.slice(0, 60).map((c, i) => `${i} ${c.score.toFixed(2)} ${c.reason} h${c.hop} ${c.mod.file}:${c.def.qualname}`).join('\n'));
        console.log(r.items.map((i) => `${i.tokens} ${i.elided === true ? 'E' : 'F'} ${i.file}:${i.name}`).join('\n'));
      }
      bump('deps');
      for (let i = 1; i < t.deps.length; i += 1) bump('deps');
      for (const d of rec.missedStrict) {
        // TypeScript's checker names a member by its qualified name.
        const pos = ranked.findIndex((c) => c.mod.file === d.file && (c.def.name === d.name || c.def.qualname === d.name));
        const c = ranked[pos];
        const lenient = !rec.missedLenient.includes(d);
        const cause = pos < 0 ? 'unreached' : lenient ? 'lenientOnly' : 'rankedLow';
        bump(cause);
        bump(`${cause}/${d.via}`);
        if (!quiet) console.log(`${pkg} ${t.qualname} -> ${d.file}:${d.name} (${d.via}) ${pos < 0 ? 'UNREACHED' : `rank ${pos}/${ranked.length} score ${c?.score.toFixed(2)} ${c?.reason} hop ${c?.hop}`}${lenient ? ' [lenient ok]' : ''}`);
      }
    }
  } finally {
    corpus.dispose();
  }
}
console.log(Object.fromEntries([...stats].sort()));

/**
 * Dev tool: `tsx bench/support/diagnose-gorust.ts go|rust PKG[,PKG...] [--budget 2000] [--quiet]` — for each
 * dependency missed (strictly) by dycoder on a Go or Rust bench target: reached or not, its rank and score,
 * shown whole or as a head; totals by cause. Refuses the newest held-out sets (Go held out 6, Rust held out 6; issue 25).
 * `ONLY=q1,q2` runs only those targets. `TOP=qualname` prints the ranked candidates and the items kept for that target.
 */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { parseSource } from '../../src/core/languages/index.js';
import { retrieveDycoder } from '../../src/core/retrieval/dycoder.js';
import type { Candidate } from '../../src/core/retrieval/assemble.js';
import { openSession } from '../../src/core/retrieval/session.js';
import { countTokens } from '../../src/core/retrieval/tokens.js';
import { goHeldOut6, prepareGoCorpus, stubGoTarget } from './go-corpus.js';
import { recallOf } from './recall.js';
import { prepareRustCorpus, RUST_HELD_OUT6, stubRustTarget } from './rust-corpus.js';

const args = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--budget');
const lang = args[0] === 'rust' ? 'rust' : 'go';
const pkgs = (args[1] ?? '').split(',').filter((p) => p !== '');
const budgetAt = process.argv.indexOf('--budget');
const budget = budgetAt < 0 ? 6000 : Number(process.argv[budgetAt + 1]);
const quiet = process.argv.includes('--quiet');
const now = (): number => performance.now();
const stats = new Map<string, number>();
const bump = (k: string): void => void stats.set(k, (stats.get(k) ?? 0) + 1);
// Every earlier held-out set is tuning data once the next is declared: Go held out 6 and Rust held out 5 (session 13) are refused; Rust held out 5 is tuning data since session 14.
const blind: readonly string[] = lang === 'go' ? goHeldOut6() : RUST_HELD_OUT6;
for (const pkg of pkgs) {
  if (blind.includes(pkg)) throw new Error(`${pkg} is in a held-out set (Go 6, Rust 6): diagnose on tuning data only`);
  const corpus = lang === 'go' ? prepareGoCorpus(pkg, 7, 20) : prepareRustCorpus(pkg, 7, 20);
  try {
    for (const t of corpus.targets) {
      if (process.env.ONLY !== undefined && !process.env.ONLY.split(',').includes(t.qualname)) continue;
      const restore = (lang === 'go' ? stubGoTarget : stubRustTarget)(corpus.root, t);
      let ranked: readonly Candidate[] = [];
      const s = await openSession(createFsRepoSource(corpus.root), t, { retriever: 'dycoder', budgetTokens: budget, maxHops: 10 }, { parse: parseSource, count: countTokens, now });
      const r = await retrieveDycoder(s, now, undefined, { onRanked: (c) => (ranked = c) });
      restore();
      const rec = recallOf(r.context, t.deps);
      if (process.env.TOP !== undefined && t.qualname === process.env.TOP) {
        console.log(ranked.slice(0, 40).map((c, i) => `${i} ${c.score.toFixed(2)} ${c.reason} h${c.hop} ${c.mod.file}:${c.def.qualname}`).join('\n'));
        console.log(r.items.map((i) => `${i.tokens} ${i.elided === true ? 'E' : 'F'} ${i.file}:${i.name}`).join('\n'));
        if (process.argv.includes('--context')) console.log(r.context);
      }
      console.log(`TARGET ${pkg} ${t.file}:${t.qualname} L=${rec.lenient.toFixed(2)} S=${rec.strict.toFixed(2)} files=${r.stats.filesRead} deps=${t.deps.length}`);
      for (const _ of t.deps) bump('deps');
      for (const d of rec.missedStrict) {
        const pos = ranked.findIndex((c) => c.mod.file === d.file && (c.def.name === d.name || c.def.qualname === d.name));
        const c = ranked[pos];
        const item = r.items.find((i) => i.file === d.file && i.name === c?.def.qualname);
        const lenient = !rec.missedLenient.includes(d);
        const cause = pos < 0 ? 'unreached' : lenient ? 'lenientOnly' : item !== undefined ? 'keptButNoHeader' : 'rankedLow';
        bump(cause);
        bump(`${cause}/${d.via}`);
        if (!quiet) console.log(`${pkg} ${t.qualname} -> ${d.file}:${d.name} (${d.via}) ${pos < 0 ? 'UNREACHED' : `rank ${pos}/${ranked.length} score ${c?.score.toFixed(2)} ${c?.reason} hop ${c?.hop} tok ${item?.tokens ?? '-'}${item?.elided === true ? ' head' : ''}`}${lenient ? ' [lenient ok]' : ''} hdr=${JSON.stringify(d.header)} first=${JSON.stringify(d.firstBody)}`);
      }
    }
  } finally {
    corpus.dispose();
  }
}
console.log(Object.fromEntries([...stats].sort()));

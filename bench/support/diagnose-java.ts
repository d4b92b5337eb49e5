/**
 * Dev tool: `tsx bench/support/diagnose-java.ts MODULE[,MODULE...] [--quiet]` — for each Java
 * dependency missed at 6000 tokens, was it reached and at what rank; totals by cause and by how the
 * body used it. Java tuning modules only (JAVA_TUNING_ALL, held out 2-7: later held-out sets are refused).
 * TOP=qualname prints the ranking and the context items of that target.
 */
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { parseSource } from '../../src/core/languages/index.js';
import { retrieveDycoder } from '../../src/core/retrieval/dycoder.js';
import type { Candidate } from '../../src/core/retrieval/assemble.js';
import { openSession } from '../../src/core/retrieval/session.js';
import { countTokens } from '../../src/core/retrieval/tokens.js';
import { JAVA_TUNING_ALL, javaHeldOut2, javaHeldOut3, javaHeldOut4, javaHeldOut5, javaHeldOut6, javaHeldOut7, prepareJavaCorpus, stubJavaTarget } from './java-corpus.js';
import { recallOf } from './recall.js';

const modules = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'java.sql').split(',');
const quiet = process.argv.includes('--quiet');
const budget = Number(process.env.BUDGET ?? 6000);
const now = (): number => performance.now();
const stats = new Map<string, number>();
const bump = (k: string): void => void stats.set(k, (stats.get(k) ?? 0) + 1);
for (const mod of modules) {
  // Held out 2-7 were run blind (sessions 9-14) and are tuning data since.
  if (!JAVA_TUNING_ALL.includes(mod) && !javaHeldOut2().includes(mod) && !javaHeldOut3().includes(mod) && !javaHeldOut4().includes(mod) && !javaHeldOut5().includes(mod) && !javaHeldOut6().includes(mod) && !javaHeldOut7().includes(mod)) throw new Error(`${mod} is not a Java tuning module (bench/support/java-corpus.ts)`);
  const corpus = prepareJavaCorpus(mod, 7, Number(process.env.TARGETS ?? 20));
  try {
    for (const t of corpus.targets) {
      const restore = stubJavaTarget(corpus.root, t);
      let ranked: readonly Candidate[] = [];
      const s = await openSession(createFsRepoSource(corpus.root), t, { retriever: 'dycoder', budgetTokens: budget, maxHops: 10 }, { parse: parseSource, count: countTokens, now });
      const r = await retrieveDycoder(s, now, undefined, { onRanked: (c) => (ranked = c) });
      restore();
      const rec = recallOf(r.context, t.deps);
      if (process.env.TOP !== undefined && t.qualname === process.env.TOP) {
        console.log(t.deps.map((d) => `DEP ${d.file}:${d.name} (${d.via})`).join('\n'));
        console.log(ranked.slice(0, 60).map((c, i) => `${i} ${c.score.toFixed(2)} ${c.reason} h${c.hop} ${c.mod.file}:${c.def.qualname}`).join('\n'));
        console.log(r.items.map((i) => `${i.tokens} ${i.elided === true ? 'E' : 'F'} ${i.file}:${i.name}`).join('\n'));
        if (process.env.CONTEXT !== undefined) console.log(r.context);
      }
      for (let i = 0; i < t.deps.length; i += 1) bump('deps');
      for (const d of rec.missedStrict) {
        const pos = ranked.findIndex((c) => c.mod.file === d.file && (c.def.name === d.name || c.def.qualname === d.name));
        const c = ranked[pos];
        const lenient = !rec.missedLenient.includes(d);
        const cause = pos < 0 ? 'unreached' : lenient ? 'lenientOnly' : 'rankedLow';
        bump(cause);
        bump(`${cause}/${d.via}`);
        if (!quiet) console.log(`${mod} ${t.file}:${t.qualname} -> ${d.file}:${d.name} (${d.via}) ${pos < 0 ? 'UNREACHED' : `rank ${pos}/${ranked.length} score ${c?.score.toFixed(2)} ${c?.reason} hop ${c?.hop}`}${lenient ? ' [lenient ok]' : ''}`);
      }
    }
  } finally {
    corpus.dispose();
  }
}
console.log(Object.fromEntries([...stats].sort()));

/**
 * Dev tool (issue 25): a Go retrieval switch off and on, side by side per target, on Go TUNING trees (the tuning
 * set and held out 1-5; held out 6 is refused). The benchmark's targets (seed 7, 20 per tree) are stubbed once and
 * retrieved twice in this process, the switch flipped on the Go language object between.
 *   Usage: tsx bench/support/go-ab.ts --switch groupSections|packageFiles [--trees t1,t2] [--budgets 2000,6000,12000] [--out FILE.jsonl]
 */
import { appendFileSync } from 'node:fs';
import { z } from 'zod';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { languageFor } from '../../src/core/languages/index.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { goHeldOut, goHeldOut2, goHeldOut3, goHeldOut4, goHeldOut5, goPackagesOf, prepareGoCorpus, stubGoTarget } from './go-corpus.js';
import { recallOf } from './recall.js';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const name = z.enum(['groupSections', 'packageFiles']).parse(arg('switch'));
const tuning = new Set([...goPackagesOf('tuning'), ...goHeldOut(), ...goHeldOut2(), ...goHeldOut3(), ...goHeldOut4(), ...goHeldOut5()]);
const trees = arg('trees')?.split(',') ?? [...tuning];
const budgets = (arg('budgets') ?? '2000,6000,12000').split(',').map(Number);
const out = arg('out');
// The retrieval options are read-only in the product; this tool flips one on the live object.
const retrieval = languageFor('a.go').retrieval as unknown as Record<string, unknown>;
const original = retrieval[name];
// A boolean switch is off as false and on as true; a function (packageFiles) is off as absent and on as Go's own.
const values: readonly (readonly ['off' | 'on', unknown])[] = typeof original === 'function' ? [['off', undefined], ['on', original]] : [['off', false], ['on', true]];

for (const tree of trees) {
  if (!tuning.has(tree)) throw new Error(`${tree} is not a Go tuning tree; held-out trees are never run here`);
  const corpus = prepareGoCorpus(tree, 7, 20);
  try {
    for (const t of corpus.targets) {
      const restore = stubGoTarget(corpus.root, t);
      try {
        for (const budget of budgets) {
          const row: Record<string, unknown> = { tree, target: `${t.file}:${t.qualname}`, budget, deps: t.deps.length };
          for (const [label, value] of values) {
            retrieval[name] = value;
            const r = await retrieve(createFsRepoSource(corpus.root), { file: t.file, qualname: t.qualname }, { retriever: 'dycoder', budgetTokens: budget, maxHops: 10 });
            if (r.tokens > budget) throw new Error(`over budget on ${t.qualname}: ${r.tokens}`);
            const rec = recallOf(r.context, t.deps);
            row[label] = { L: rec.lenient, S: rec.strict, tokens: r.tokens, items: r.items.length, missed: rec.missedStrict.map((d) => `${d.name}${rec.missedLenient.includes(d) ? '' : '(s)'}/${d.via}`) };
          }
          retrieval[name] = original;
          const line = JSON.stringify(row);
          console.log(line);
          if (out !== undefined) appendFileSync(out, `${line}\n`);
        }
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
}

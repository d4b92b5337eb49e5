/**
 * Dev tool (issue 25): leave-one-module-out recall of a Java rank-weight refit. For each module,
 * the rank model is fitted on the labelled candidates of every OTHER tuning module
 * (fit-ranker.ts --samples-out files), then the module's benchmark targets (seed 7, 20, the
 * bench:retrieval draw) are retrieved twice in this process: with the weights in the tree and with
 * the left-out fit, so the figure for the refit is on a module it was not fitted on and both sit
 * side by side per target. Java tuning modules only (the fit-ranker's list).
 *   Usage: tsx bench/support/java-lomo.ts --samples-in A,B [--modules m1,m2] [--budgets 6000] [--out FILE.jsonl]
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { RANK_WEIGHTS_JAVA } from '../../src/core/languages/java/rank-weights.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { FEATURE_NAMES } from '../../src/core/retrieval/rank-model.js';
import { JAVA_TUNING_ALL, javaHeldOut2, javaHeldOut3, javaHeldOut4, prepareJavaCorpus, stubJavaTarget } from './java-corpus.js';
import { fitLogistic, type Samples } from './logistic-fit.js';
import { recallOf } from './recall.js';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const schema = z.object({ X: z.array(z.array(z.number())), y: z.array(z.number()), pkgOf: z.array(z.string()), targetOf: z.array(z.number()) });
const files = (arg('samples-in') ?? '').split(',').filter((f) => f !== '');
if (files.length === 0) throw new Error('--samples-in A,B is required (fit-ranker.ts --lang java --samples-out files)');
const X: number[][] = [];
const y: number[] = [];
const pkgOf: string[] = [];
const targetOf: number[] = [];
let offset = 0;
for (const f of files) {
  const l = schema.parse(JSON.parse(readFileSync(f, 'utf8')));
  X.push(...l.X);
  y.push(...l.y);
  pkgOf.push(...l.pkgOf);
  targetOf.push(...l.targetOf.map((t) => t + offset));
  offset += Math.max(0, ...l.targetOf);
}
const samples: Samples = { X, y, pkgOf, targetOf };
const tuning = new Set([...JAVA_TUNING_ALL, ...javaHeldOut2(), ...javaHeldOut3(), ...javaHeldOut4()]);
const modules = arg('modules')?.split(',') ?? [...tuning];
const budgets = (arg('budgets') ?? '6000').split(',').map(Number);
const out = arg('out');
const tree = { ...RANK_WEIGHTS_JAVA };

for (const mod of modules) {
  if (!tuning.has(mod)) throw new Error(`${mod} is not a Java tuning module; held-out modules are never run here`);
  const rows = X.map((_, i) => i).filter((i) => pkgOf[i] !== mod);
  const w = fitLogistic(samples, rows);
  const lomo = Object.fromEntries(FEATURE_NAMES.map((n, j) => [n, w[j] ?? 0]));
  const corpus = prepareJavaCorpus(mod, 7, 20);
  try {
    for (const t of corpus.targets) {
      const restore = stubJavaTarget(corpus.root, t);
      try {
        for (const budget of budgets) {
          const row: Record<string, unknown> = { mod, target: `${t.file}:${t.qualname}`, budget, deps: t.deps.length };
          for (const [name, weights] of [['tree', tree], ['lomo', lomo]] as const) {
            Object.assign(RANK_WEIGHTS_JAVA, weights);
            const r = await retrieve(createFsRepoSource(corpus.root), { file: t.file, qualname: t.qualname }, { retriever: 'dycoder', budgetTokens: budget, maxHops: 10 });
            const rec = recallOf(r.context, t.deps);
            row[name] = { L: rec.lenient, S: rec.strict, missed: rec.missedStrict.map((d) => `${d.name}${rec.missedLenient.includes(d) ? '' : '(s)'}/${d.via}`) };
          }
          Object.assign(RANK_WEIGHTS_JAVA, tree);
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

/**
 * Fits the rank model (src/core/retrieval/rank-model.ts): runs the dycoder walk on TRAINING
 * targets (seed 11, minus any target of the benchmark's seed-7 sample), labels each candidate
 * by the ast ground truth, fits an L2-regularised logistic regression, and writes
 * src/core/retrieval/rank-weights.ts.   Usage: tsx bench/support/fit-ranker.ts [--dry]
 */
import { writeFileSync } from 'node:fs';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import type { FrontierEntry } from '../../src/core/graph/expand.js';
import { parsePython } from '../../src/core/lang/python/index.js';
import { retrieveDycoder } from '../../src/core/retrieval/dycoder.js';
import { FEATURE_NAMES, rankFeatures } from '../../src/core/retrieval/rank-model.js';
import { openSession } from '../../src/core/retrieval/session.js';
import { countTokens } from '../../src/core/retrieval/tokens.js';
import { prepareCorpus, stubTarget } from './corpus.js';

const PACKAGES = ['requests', 'flask', 'click', 'jinja2', 'werkzeug', 'rich'];
const now = (): number => performance.now();
const X: number[][] = [];
const y: number[] = [];

for (const pkg of PACKAGES) {
  const bench = prepareCorpus(pkg, 7, 30);
  const held = new Set(bench.targets.map((t) => `${t.file}:${t.qualname}`));
  bench.dispose();
  const corpus = prepareCorpus(pkg, 11, 40);
  let used = 0;
  for (const t of corpus.targets) {
    if (held.has(`${t.file}:${t.qualname}`)) continue;
    used += 1;
    const restore = stubTarget(corpus.root, t);
    const s = await openSession(createFsRepoSource(corpus.root), t, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 }, { parse: parsePython, count: countTokens, now });
    await retrieveDycoder(s, now, undefined, {
      onCandidates: (rank, entries: readonly FrontierEntry[]) => {
        for (const e of entries) {
          if (e.symbol.kind !== 'definition') continue;
          const { file, def } = e.symbol;
          const mod = rank.targetMod.file === file ? rank.targetMod : undefined;
          const header = (mod ?? undefined)?.lines[def.range.start - 1]?.trim();
          const isDep = t.deps.some((d) => d.file === file && d.name === def.name && (header === undefined || d.header === header));
          X.push(rankFeatures(rank, e));
          y.push(isDep ? 1 : 0);
        }
      },
    });
    restore();
  }
  corpus.dispose();
  console.error(`${pkg}: ${used} training targets, ${X.length} samples so far`);
}

// Logistic regression, full-batch gradient descent with L2 (not on the bias).
const d = FEATURE_NAMES.length;
const w = new Array<number>(d).fill(0);
const lambda = 1e-3;
for (let iter = 0; iter < 3000; iter += 1) {
  const grad = new Array<number>(d).fill(0);
  X.forEach((x, i) => {
    const z = x.reduce((a, v, j) => a + v * (w[j] ?? 0), 0);
    const err = 1 / (1 + Math.exp(-z)) - (y[i] ?? 0);
    x.forEach((v, j) => (grad[j] = (grad[j] ?? 0) + err * v));
  });
  for (let j = 0; j < d; j += 1) w[j] = (w[j] ?? 0) - 0.5 * ((grad[j] ?? 0) / X.length + (j === 0 ? 0 : lambda * (w[j] ?? 0)));
}
const weights = Object.fromEntries(FEATURE_NAMES.map((n, j) => [n, Number((w[j] ?? 0).toFixed(3))]));
console.error(`positives ${y.filter((v) => v === 1).length} of ${y.length}`);
console.error(weights);
if (!process.argv.includes('--dry')) {
  const body = Object.entries(weights).map(([k, v]) => `  '${k}': ${v},`).join('\n');
  writeFileSync(
    new URL('../../src/core/retrieval/rank-weights.ts', import.meta.url),
    `/**\n * Fitted by bench/support/fit-ranker.ts (logistic regression on ${y.length} candidates of training\n * targets drawn with seed 11, benchmark targets excluded); see rank-model.ts.\n */\nexport const RANK_WEIGHTS: Record<string, number> = {\n${body}\n};\n`,
  );
}

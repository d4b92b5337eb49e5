/**
 * Fits the rank model (src/core/retrieval/rank-model.ts) on the TUNING packages only: runs the
 * dycoder walk on training targets (seed 11, minus the benchmark's own seed-7 targets), labels
 * each candidate by the ast ground truth, fits an L2-regularised logistic regression (Newton
 * steps) and writes src/core/languages/python/rank-weights.ts. Held-out packages are never touched.
 * `--lang ts`: the same on the TypeScript tuning packages (checker ground truth), written to
 * src/core/languages/typescript/rank-weights.ts; the TS benchmark packages are never touched.
 * `--lopo` also estimates transfer: each package is left out in turn, the model is fitted on the
 * others, and the share of a target's dependencies ranked in its top 40 candidates is compared
 * with the in-sample share.
 * `--lang java`: the same on the Java tuning modules (JAVA_TUNING_ALL, javac ground truth), written to
 * src/core/languages/java/rank-weights.ts; the fresh Java held-out set is never touched.
 * Java's tuning modules are JAVA_TUNING_ALL plus held out 2, 3 and 4 (each run blind once, then tuning data).
 * `--samples-out FILE` writes the labelled candidates and stops (several processes can collect
 * disjoint `--packages`); `--samples-in A,B` fits on such files instead of collecting.
 *   Usage: tsx bench/support/fit-ranker.ts [--lang ts|java] [--dry] [--lopo] [--per-package N] [--packages a,b] [--samples-out F | --samples-in A,B]
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import type { FrontierEntry } from '../../src/core/graph/expand.js';
import { parseSource } from '../../src/core/languages/index.js';
import { retrieveDycoder } from '../../src/core/retrieval/dycoder.js';
import { FEATURE_NAMES, rankFeatures } from '../../src/core/retrieval/rank-model.js';
import { RANK_WEIGHTS } from '../../src/core/languages/python/rank-weights.js';
import { RANK_WEIGHTS_TS } from '../../src/core/languages/typescript/rank-weights.js';
import { RANK_WEIGHTS_JAVA } from '../../src/core/languages/java/rank-weights.js';
import { drawJavaTargets, javaCandidates, JAVA_TUNING_ALL, javaHeldOut2, javaHeldOut3, javaHeldOut4, stubJavaTarget } from './java-corpus.js';
import type { Corpus } from './corpus.js';
import { fitLogistic, top40Share, type Samples } from './logistic-fit.js';
import { openSession } from '../../src/core/retrieval/session.js';
import { countTokens } from '../../src/core/retrieval/tokens.js';
import { prepareCorpus, stubTarget } from './corpus.js';
import { TUNING } from './packages.js';
import { prepareTsCorpus, stubTsTarget, TS_TUNING_PACKAGES } from './ts-corpus.js';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const ts = arg('lang') === 'ts';
const java = arg('lang') === 'java';
const tuning: readonly string[] = ts ? TS_TUNING_PACKAGES : java ? [...JAVA_TUNING_ALL, ...javaHeldOut2(), ...javaHeldOut3(), ...javaHeldOut4()] : TUNING;
const samplesIn = arg('samples-in')?.split(',');
const samplesOut = arg('samples-out');
const samplesSchema = z.object({ X: z.array(z.array(z.number())), y: z.array(z.number()), pkgOf: z.array(z.string()), targetOf: z.array(z.number()) });
const loaded = (samplesIn ?? []).map((f) => samplesSchema.parse(JSON.parse(readFileSync(f, 'utf8'))));
const packages = samplesIn !== undefined ? [...new Set(loaded.flatMap((l) => l.pkgOf))] : (arg('packages')?.split(',') ?? [...tuning]);
/** Drawn per package before the benchmark's own targets are removed: small packages have few left. */
const perPackage = Number(arg('per-package') ?? '60');
const now = (): number => performance.now();
const X: number[][] = [];
const y: number[] = [];
/** Package and target of each sample (for leave-one-package-out). */
const pkgOf: string[] = [];
const targetOf: number[] = [];
let targetCount = 0;

for (const l of loaded) {
  // Target numbers are per file: offset them so that targets of different files stay apart.
  const offset = targetCount;
  X.push(...l.X);
  y.push(...l.y);
  pkgOf.push(...l.pkgOf);
  targetOf.push(...l.targetOf.map((t) => t + offset));
  targetCount += Math.max(0, ...l.targetOf);
}
for (const pkg of samplesIn === undefined ? packages : []) {
  if (!tuning.includes(pkg)) throw new Error(`${pkg} is not in the tuning set; the rank model is fitted on tuning packages only.`);
  let corpus: Corpus;
  let held: Set<string>;
  if (java) {
    // One javac attribution per module: the benchmark's draw (seed 7, 20) and the training draw from one candidate list.
    const { root, candidates } = javaCandidates(pkg);
    held = new Set(drawJavaTargets(candidates, 7, 20).map((t) => `${t.file}:${t.qualname}`));
    corpus = { root, pkg, candidates: candidates.length, targets: drawJavaTargets(candidates, 11, perPackage), dispose: () => rmSync(root, { recursive: true, force: true }) };
  } else {
    const bench = ts ? prepareTsCorpus(pkg, 7, 30) : prepareCorpus(pkg, 7, 40);
    held = new Set(bench.targets.map((t) => `${t.file}:${t.qualname}`));
    bench.dispose();
    corpus = ts ? prepareTsCorpus(pkg, 11, perPackage) : prepareCorpus(pkg, 11, perPackage);
  }
  let used = 0;
  for (const t of corpus.targets) {
    if (held.has(`${t.file}:${t.qualname}`)) continue;
    used += 1;
    targetCount += 1;
    const restore = (ts ? stubTsTarget : java ? stubJavaTarget : stubTarget)(corpus.root, t);
    const s = await openSession(createFsRepoSource(corpus.root), t, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 }, { parse: parseSource, count: countTokens, now });
    await retrieveDycoder(s, now, undefined, {
      onCandidates: (rank, entries: readonly FrontierEntry[]) => {
        for (const e of entries) {
          if (e.symbol.kind !== 'definition') continue;
          const { file, def } = e.symbol;
          // The checker names a dependency by its qualified name and its name's line (overloads share one).
          const isDep = ts || java
            ? t.deps.some((d) => d.file === file && d.name === def.qualname)
            : t.deps.some((d) => d.file === file && d.name === def.name && d.line === def.range.start);
          X.push(rankFeatures(rank, e));
          y.push(isDep ? 1 : 0);
          pkgOf.push(pkg);
          targetOf.push(targetCount);
        }
      },
    });
    restore();
  }
  corpus.dispose();
  console.error(`${pkg}: ${used} training targets, ${X.length} samples so far`);
}

if (samplesOut !== undefined) {
  writeFileSync(samplesOut, JSON.stringify({ X, y, pkgOf, targetOf }));
  console.error(`wrote ${X.length} samples to ${samplesOut}`);
  process.exit(0);
}

const samples: Samples = { X, y, pkgOf, targetOf };
const fit = (rows: number[]): number[] => fitLogistic(samples, rows);
const top40 = (rows: number[], w: number[]): number => top40Share(samples, rows, w);

const all = X.map((_, i) => i);
const w = fit(all);
if (process.argv.includes('--lopo')) {
  const lines: string[] = [];
  for (const pkg of packages) {
    const out = all.filter((i) => pkgOf[i] === pkg);
    const lopo = fit(all.filter((i) => pkgOf[i] !== pkg));
    // Against the weights in use without a fit of this language's own (the Python-fitted ones).
    const current = FEATURE_NAMES.map((n) => RANK_WEIGHTS[n] ?? 0);
    // And against the weights in the tree now (for TypeScript, the last fit's).
    const inTree = FEATURE_NAMES.map((n) => (ts ? RANK_WEIGHTS_TS : java ? RANK_WEIGHTS_JAVA : RANK_WEIGHTS)[n] ?? 0);
    lines.push(`${pkg}: top-40 share in-sample ${top40(out, w).toFixed(3)}, left out ${top40(out, lopo).toFixed(3)}, Python-fitted ${top40(out, current).toFixed(3)}, in the tree ${top40(out, inTree).toFixed(3)}`);
  }
  console.error(lines.join('\n'));
}
const weights = Object.fromEntries(FEATURE_NAMES.map((n, j) => [n, Number((w[j] ?? 0).toFixed(3))]));
console.error(`positives ${y.filter((v) => v === 1).length} of ${y.length}`);
console.error(weights);
if (!process.argv.includes('--dry')) {
  const body = Object.entries(weights).map(([k, v]) => `  '${k}': ${v},`).join('\n');
  const [folder, constName, label] = ts ? ['typescript', 'RANK_WEIGHTS_TS', 'TypeScript '] : java ? ['java', 'RANK_WEIGHTS_JAVA', 'Java '] : ['python', 'RANK_WEIGHTS', ''];
  writeFileSync(
    new URL(`../../src/core/languages/${folder}/rank-weights.ts`, import.meta.url),
    `/**\n * Fitted by bench/support/fit-ranker.ts${ts ? ' --lang ts' : java ? ' --lang java' : ''}: logistic regression on ${y.length} candidates of training targets\n * (seed 11, benchmark targets excluded) from the ${packages.length} ${label}tuning packages only; held-out packages\n * never contributed. See rank-model.ts.\n */\nexport const ${constName}: Record<string, number> = {\n${body}\n};\n`,
  );
}

/**
 * The final ranking: a logistic model over the rule's signals, so each signal's weight is
 * measured rather than guessed. Weights come from bench/support/fit-ranker.ts, fitted on
 * training targets drawn with a different seed from the benchmark's (held out by target).
 */
import type { FrontierEntry } from '../graph/expand.js';
import type { EdgeKind } from '../graph/partial-graph.js';
import { docWordShare, fileUses, isPrivate, nameMatch, type RankInput } from './rank.js';
import type { LoadedModule } from '../graph/module-loader.js';

const KIND_GROUPS: Record<EdgeKind, string> = {
  call: 'call', import: 'import', sibling: 'sibling', inherited: 'inherited', enclosing: 'enclosing',
  base: 'type', 'attribute-type': 'type', annotation: 'type', raise: 'error', except: 'error', isinstance: 'error',
  decorator: 'decorator', name: 'name', member: 'member', similar: 'similar', usage: 'usage', 'by-name': 'by-name',
};

export const FEATURE_NAMES = [
  'bias',
  'kind:call', 'kind:import', 'kind:sibling', 'kind:inherited', 'kind:enclosing', 'kind:type', 'kind:error',
  'kind:decorator', 'kind:name', 'kind:member', 'kind:similar', 'kind:usage', 'kind:by-name', 'ambiguity',
  'hop1', 'hop2', 'hop3+',
  'similarity', 'nameMatch', 'support', 'logInDegree',
  'unusedPrivate', 'unusedPublic', 'unusedImport', 'logUses',
  'sameFile', 'proximity', 'selfReachable',
  'def:class', 'def:function', 'def:method', 'dunder',
  'logUsage', 'logClassUsage', 'usageNear', 'usageFar',
  'baseNamesake', 'exception', 'docMention', 'docWords', 'unusedNamespace',
] as const;

type FeatureName = (typeof FEATURE_NAMES)[number];
const FEATURE_INDEX = new Map<string, number>(FEATURE_NAMES.map((n, i) => [n, i]));

/**
 * The feature vector being filled, by name (a name outside FEATURE_NAMES is dropped, as the
 * vector never had it); the last value set for a name is the one kept. An array written in place
 * of a Map per candidate and the vector built from it.
 */
class Features {
  readonly x: number[] = new Array<number>(FEATURE_NAMES.length).fill(0);
  set(name: FeatureName | `kind:${string}` | `def:${string}`, value: number): void {
    const i = FEATURE_INDEX.get(name);
    if (i !== undefined) this.x[i] = value;
  }
}

export function rankFeatures(input: RankInput, entry: FrontierEntry): number[] {
  const f = new Features();
  f.set('bias', 1);
  if (entry.symbol.kind !== 'definition') return f.x;
  const { file, def } = entry.symbol;
  f.set(`kind:${KIND_GROUPS[entry.kind]}`, 1);
  f.set(entry.hop <= 1 ? 'hop1' : entry.hop === 2 ? 'hop2' : 'hop3+', 1);
  f.set('similarity', input.similarity.get(entry.id) ?? 0);
  f.set('nameMatch', nameMatch(input, def));
  f.set('support', Math.min(2, input.support.get(entry.id) ?? 0));
  f.set('logInDegree', Math.log2(1 + (input.inDegree.get(entry.id) ?? 0)));
  const uses = fileUses(input, entry.id, file, def);
  const boundAs = input.importedAs.get(entry.id);
  if (uses === 0 && boundAs?.includes('.') !== true) {
    if (boundAs !== undefined) f.set('unusedImport', 1);
    else if (isPrivate(def, file, input.targetMod)) f.set('unusedPrivate', 1);
    else f.set('unusedPublic', 1);
  }
  // `import * as optimizers` that nothing else in the file uses: it is there for the target, so its
  // members are likelier than those of a namespace the whole file uses.
  const namespace = boundAs?.includes('.') === true ? boundAs.split('.')[0] : undefined;
  if (uses === 0 && namespace !== undefined && (input.usage.names.get(namespace) ?? 0) === 0) f.set('unusedNamespace', 1);
  if (uses !== undefined) f.set('logUses', Math.log2(1 + uses));
  if (file === input.targetMod.file) {
    f.set('sameFile', 1);
    f.set('proximity', Math.exp(-Math.abs(def.range.start - input.target.range.start) / 150));
  }
  if (def.parent !== undefined && input.mro.has(`${file}:${def.parent}`)) f.set('selfReachable', 1);
  f.set(`def:${def.kind === 'variable' ? 'function' : def.kind}`, 1);
  if (def.name.startsWith('__') && def.name.endsWith('__')) f.set('dunder', 1);
  const used = input.usedBy.get(entry.id);
  if (used !== undefined) {
    f.set('logUsage', Math.log2(1 + used.count));
    f.set('logClassUsage', Math.log2(1 + used.classCount));
    f.set(used.distance <= 80 ? 'usageNear' : 'usageFar', used.distance <= 80 ? Math.exp(-used.distance / 40) : 1);
  }
  if (entry.matches !== undefined) f.set('ambiguity', 1 / entry.matches);
  // `super().__init__()`: the base class's method of the same name.
  if (def !== input.target && def.name === input.target.name && def.parent !== undefined && input.mro.has(`${file}:${def.parent}`)) f.set('baseNamesake', 1);
  if (def.kind === 'class' && /(Error|Exception|Warning)$/.test(def.name)) f.set('exception', 1);
  // The stub's docstring names it (`See :meth:`make_response``), or speaks of what its name says.
  if (input.docNames.has(def.name)) f.set('docMention', 1);
  f.set('docWords', docWordShare(input, def));
  return f.x;
}

/** A weight table as a vector in FEATURE_NAMES' order (absent: 0), once per table. */
const weightVectors = new WeakMap<Readonly<Record<string, number>>, number[]>();

function weightVector(weights: Readonly<Record<string, number>>): number[] {
  let w = weightVectors.get(weights);
  if (w === undefined) {
    w = FEATURE_NAMES.map((n) => weights[n] ?? 0);
    weightVectors.set(weights, w);
  }
  return w;
}

/** The weights fitted on the target's language's tuning packages. Empty: use the hand-set rule. */
export function rankWeightsFor(targetMod: LoadedModule): Readonly<Record<string, number>> {
  return targetMod.language.retrieval.rankWeights;
}

/** Probability-like score in (0, 1); a judge's verdict (when present) moves it. */
export function modelScore(input: RankInput, entry: FrontierEntry): number {
  const weights = weightVector(rankWeightsFor(input.targetMod));
  const x = rankFeatures(input, entry);
  let z = 0;
  for (let i = 0; i < x.length; i += 1) z += (x[i] ?? 0) * (weights[i] ?? 0);
  if (entry.judged !== undefined) z += entry.judged > 0.5 ? 1.5 : -1.5;
  return 1 / (1 + Math.exp(-z));
}

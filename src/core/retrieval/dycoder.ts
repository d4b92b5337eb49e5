/**
 * The product retriever: entry points, a best-first walk over parser edges that reads only the
 * files it reaches, BM25 over what it opened (plus a few files ranked from the path list), then
 * a scored ranking and budgeted assembly.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule, ModuleLoader } from '../graph/module-loader.js';
import { expand, type FrontierEntry } from '../graph/expand.js';
import { PartialGraph, nodeId } from '../graph/partial-graph.js';
import { renderMermaid } from '../graph/render-graph.js';
import { assembleContext, type Candidate } from './assemble.js';
import { bm25Of, buildBm25 } from './bm25.js';
import { nameDocWords, similarityWords } from './definition-terms.js';
import { deterministicEntries } from './entry-points.js';
import { usagePrior } from './usage-prior.js';
import { packageUsage } from './package-usage.js';
import { pathContainers } from './path-containers.js';
import { staticTwins } from './static-twins.js';
import { overloadCandidates } from './overload-candidates.js';
import { packageTypeEntries } from './package-types.js';
import { liftSignatureTypeMethods, signatureTypeIds } from './signature-type-methods.js';
import { addToPool, type PoolEntry } from './similarity-pool.js';
import { headerWords, scoreEntry, targetQuery, type RankInput } from './rank.js';
import { fileUsage } from './file-usage.js';
import { modelScore, rankWeightsFor } from './rank-model.js';
import { finishResult, targetContextFor, type Session } from './session.js';
import { identifierParts } from '../languages/identifiers.js';
import { terms } from './terms.js';
import type { RetrievalResult } from './types.js';

export interface DycoderLimits {
  maxExpansions: number;
  maxFiles: number;
  roundSize: number;
  /** Files ranked from the path list alone that are opened for similarity. */
  pathFiles: number;
  /**
   * Characters of source parsed per request at most (soft: the file that crosses it is
   * finished). Bounds memory on repositories with huge generated files.
   */
  maxBytes: number;
}

export const DEFAULT_LIMITS: DycoderLimits = { maxExpansions: 120, maxFiles: 40, roundSize: 6, pathFiles: 2, maxBytes: 600_000 };

export interface DycoderHooks {
  /** Extra entry points (e.g. chosen by a model), added to the deterministic ones. */
  entries?: (s: Session) => Promise<FrontierEntry[]>;
  judge?: (s: Session, candidates: FrontierEntry[]) => Promise<void>;
  /** Observes the final ranking (benchmark diagnostics). */
  onRanked?: (candidates: readonly Candidate[]) => void;
  /** Observes the ranking inputs and every candidate entry (for fitting the rank model). */
  onCandidates?: (rank: RankInput, entries: readonly FrontierEntry[]) => void;
}

function overlap(query: Set<string>, def: Definition, termsOf: (text: string) => readonly string[]): number {
  const words = nameDocWords(def, termsOf);
  let hits = 0;
  for (const w of words) if (query.has(w)) hits += 1;
  return words.size === 0 ? 0 : Math.min(1, hits / 2);
}

export async function retrieveDycoder(
  s: Session,
  now: () => number,
  limits: DycoderLimits = DEFAULT_LIMITS,
  hooks: DycoderHooks = {},
): Promise<RetrievalResult> {
  const { resolver, mod, def: target } = s;
  const graph = new PartialGraph();
  const targetId = nodeId(mod.file, target.qualname);
  graph.addNode({ id: targetId, file: mod.file, qualname: target.qualname, kind: target.kind, hop: 0, reason: 'target' });
  const usage = fileUsage(mod, target);
  const queryTerms = targetQuery(target, s.cls);
  const querySet = new Set(queryTerms);

  // The import order is a sort's key (entry-points.ts compares by it): each name's key once, not per comparison.
  const importKeys = new Map<string, number>();
  const det = await deterministicEntries(resolver, mod, target, {
    importOrder: (name) => {
      let key = importKeys.get(name);
      if (key === undefined) importKeys.set(name, (key = ((usage.names.get(name) ?? 0) === 0 ? 2 : 0) + overlapName(querySet, name)));
      return key;
    },
    maxFiles: Math.ceil(limits.maxFiles * 0.6),
    maxBytes: Math.ceil(limits.maxBytes * 0.6),
    ...(s.language.retrieval.entryPoints.earlyImports ? { earlyImports: (name: string) => (usage.names.get(name) ?? 0) === 0 } : {}),
    ...(s.language.retrieval.entryPoints.ancestorDepth === undefined ? {} : { ancestorDepth: s.language.retrieval.entryPoints.ancestorDepth }),
  });
  // Files ranked from the path list alone, then namesakes (other `__rich_console__`s, other
  // `visit_If`s) in every opened file: what they use is a strong hint of what the target uses.
  // The path list is the snapshot's: one index for all of a job's targets.
  const pathIndex = s.memo(`dycoder/path-bm25/${s.language.id}`, () => buildBm25(s.sourceFiles, (f) => f.replace(/[/_.]/g, ' '), s.terms));
  const pathRanked = pathIndex.search(queryTerms, limits.pathFiles);
  for (const { doc } of pathRanked) if (resolver.loader.bytes() < limits.maxBytes) await resolver.loader.load(doc);
  // Types of the target's package that the file never names, opened before namesakes are looked for in them.
  const packageRule = s.language.retrieval.packageTypes;
  const packageTypes = packageRule === undefined
    ? []
    : await packageTypeEntries(resolver.loader, packageRule, { file: mod.file, id: targetId }, s.sourceFiles, queryTerms, s.terms, limits.maxBytes);
  const namesakes: FrontierEntry[] = [];
  for (const file of resolver.loader.opened()) {
    for (const d of (await resolver.loader.load(file))?.parsed.definitions ?? []) {
      if (d.name !== target.name || d === target || d.kind === 'variable') continue;
      const id = nodeId(file, d.qualname);
      namesakes.push({ id, symbol: { kind: 'definition', file, def: d }, hop: 1, kind: 'similar', from: targetId });
    }
  }
  const prior = await usagePrior(resolver, mod, target, s.cls);
  const entries = [...det.entries, ...prior.entries, ...packageTypes, ...namesakes.slice(0, 8), ...(hooks.entries === undefined ? [] : await hooks.entries(s))];
  const rank: RankInput = {
    targetMod: mod, target, targetClass: s.cls, usage, importedAs: det.importedAs,
    similarity: new Map(), inDegree: new Map(),
    mro: await mroOf(s), nameParts: new Set(identifierParts(target.name)), support: new Map(),
    usedBy: prior.evidence, ...headerWords(target),
    ...(s.language.retrieval.signatureTypeConstructors === true
      ? { signatureTypes: new Set(det.entries.filter((e) => e.from === targetId && e.kind === 'annotation').map((e) => e.id)) }
      : {}),
  };
  const walkScore = (e: FrontierEntry): number => {
    if (e.symbol.kind === 'definition' && !rank.similarity.has(e.id)) rank.similarity.set(e.id, overlap(querySet, e.symbol.def, s.terms));
    return scoreEntry(rank, e);
  };
  const walk = await expand({
    resolver, graph, entries, maxHops: s.options.maxHops,
    maxExpansions: limits.maxExpansions, maxFiles: limits.maxFiles, maxBytes: limits.maxBytes, roundSize: limits.roundSize,
    priority: walkScore,
    ...(s.language.retrieval.byNameBeyondOpen === true ? { sourceFiles: s.sourceFiles } : {}),
    ...(s.language.retrieval.expandOpenPastLimit === true ? { openOnlyPastLimit: true } : {}),
    ...(hooks.judge === undefined ? {} : { judge: (c: FrontierEntry[]) => hooks.judge?.(s, c) ?? Promise.resolve() }),
  });

  // Similarity: BM25 over every definition of the files the walk opened, plus a few files
  // ranked from the path list by their path words.
  // At most MAX_POOL_PER_FILE definitions of one file (similarity-pool.ts).
  const pool: PoolEntry[] = [];
  for (const m of await openedModules(resolver.loader)) addToPool(pool, m, target);
  const bm25 = bm25Of(pool, (p) => similarityWords(p.def, s.terms)).search(queryTerms, 200);
  const top = bm25[0]?.score ?? 1;
  rank.similarity = new Map(bm25.map((r) => [nodeId(r.doc.mod.file, r.doc.def.qualname), r.score / top]));
  for (const e of graph.edges) {
    rank.inDegree.set(e.to, (rank.inDegree.get(e.to) ?? 0) + 1);
    // What similar neighbours use, the target probably uses too (members of a class excepted:
    // containment is not use).
    if (e.from !== targetId && e.kind !== 'member') {
      const sim = rank.similarity.get(e.from) ?? 0;
      if (sim > 0) rank.support.set(e.to, (rank.support.get(e.to) ?? 0) + sim);
    }
  }

  // A package of several files (Go's folder): a helper's uses counted over all of them, not the target's file alone.
  const packageFiles = s.language.retrieval.packageFiles?.(mod.file, s.sourceFiles);
  const pkgUsage = packageFiles === undefined ? undefined : await packageUsage(resolver.loader, mod.file, target, packageFiles);
  if (pkgUsage !== undefined) rank.packageUsage = pkgUsage;

  const candidates: Candidate[] = [];
  const byId = new Map(walk.reached);
  for (const r of bm25.slice(0, 60)) {
    const id = nodeId(r.doc.mod.file, r.doc.def.qualname);
    if (!byId.has(id)) {
      byId.set(id, { id, symbol: { kind: 'definition', file: r.doc.mod.file, def: r.doc.def }, hop: 2, kind: 'similar', from: targetId });
    }
  }
  // Functions of the types and modules the file calls into by path (`Error::new_io`, `headers::is_chunked`).
  if (s.language.retrieval.pathContainers === true) {
    const containers = await pathContainers(resolver.loader, prior.pathCalls, targetId, target);
    rank.pathCalls = containers.calls;
    for (const e of containers.entries) if (!byId.has(e.id)) byId.set(e.id, e);
  }
  const finalEntries = [...byId.values()].filter((e) => e.symbol.kind === 'definition' && e.id !== targetId);
  hooks.onCandidates?.(rank, finalEntries);
  for (const entry of finalEntries) {
    if (entry.symbol.kind !== 'definition') continue;
    const m = await resolver.loader.load(entry.symbol.file);
    if (m === undefined) continue;
    const def = s.language.retrieval.typeOverImpl === true ? typeDeclarationOf(m, entry.symbol.def) : entry.symbol.def;
    candidates.push({ mod: m, def, reason: entry.kind, hop: entry.hop, score: finalScore(rank, entry) });
  }
  if (s.language.retrieval.signatureTypeMethods === true) {
    const types = signatureTypeIds([...det.entries, ...walk.reached.values()], targetId, target.parent);
    liftSignatureTypeMethods({ types, candidates, opened: await openedModules(resolver.loader), score: (e) => finalScore(rank, e), target });
  }
  candidates.push(...staticTwins(candidates));
  if (s.language.retrieval.overloadCandidates === true) candidates.push(...overloadCandidates(candidates, { mod, def: target }));
  candidates.sort((a, b) => b.score - a.score);
  hooks.onRanked?.(candidates);
  const scoreById = new Map(candidates.map((c) => [nodeId(c.mod.file, c.def.qualname), c.score]));
  const memberPriority = (d: Definition): number => scoreById.get(nodeId(mod.file, d.qualname)) ?? 0;
  // A log-probability score pays for size at about the rate it gains by being likely.
  const mentioned = new Set(terms(target.docstring ?? '').length === 0 ? [] : (target.docstring ?? '').match(/[A-Za-z_]\w*/g) ?? []);
  const assembled = assembleContext(targetContextFor(s, memberPriority), candidates, {
    budget: s.options.budgetTokens, count: s.count, ...(s.countUpTo === undefined ? {} : { countUpTo: s.countUpTo }), sizePenalty: 0.8, wholeDoc: (d) => mentioned.has(d.name),
    // Half the budget for full texts of the best candidates, the rest for the heads (signature,
    // docstring's first line, first two body lines) of the next ones in rank order: on the tuning
    // set, seeing many likely dependencies beats seeing a few whole.
    fullShare: 0.5, headLines: 2, docFirstLine: true, skipShown: true, groupSections: s.language.retrieval.groupSections === true,
  });
  const kept = new Set(assembled.items.map((i) => nodeId(i.file, i.name)));
  return finishResult(
    s,
    assembled,
    { nodes: graph.nodes.size, edges: graph.edges.length, hops: graph.maxHop(), mermaid: renderMermaid(graph, kept) },
    now,
  );
}

/**
 * An impl block stands for its type (Language.retrieval.typeOverImpl): the graph names both `Reset`, so the
 * enclosing impl of a stubbed `Reset::encode` took the place of `struct Reset`, whose fields the body reads,
 * and the outline already shows the impl's methods. The type's declaration in the same file, when there is one.
 */
function typeDeclarationOf(mod: LoadedModule, def: Definition): Definition {
  if (def.declKind !== 'impl') return def;
  return mod.parsed.definitions.find((d) => d.qualname === def.qualname && d.kind === 'class' && d.declKind !== 'impl') ?? def;
}

function overlapName(query: Set<string>, name: string): number {
  return terms(name).some((w) => query.has(w)) ? 1 : 0;
}

async function mroOf(s: Session): Promise<Set<string>> {
  const out = new Set<string>();
  if (s.cls === undefined) return out;
  const pending = [{ file: s.mod.file, def: s.cls }];
  for (let c = pending.pop(); c !== undefined; c = pending.pop()) {
    const key = `${c.file}:${c.def.qualname}`;
    if (out.has(key)) continue;
    out.add(key);
    pending.push(...(await s.resolver.basesOf(c.file, c.def)));
  }
  return out;
}

/**
 * The fitted model's log-probability when weights exist (so that assembly's size penalty,
 * also logarithmic, trades probability against tokens), else the hand-set rule.
 */
/** Every module the job's loader has opened so far (each load is a cache hit). */
async function openedModules(loader: ModuleLoader): Promise<LoadedModule[]> {
  const out: LoadedModule[] = [];
  for (const file of loader.opened()) {
    const m = await loader.load(file);
    if (m !== undefined) out.push(m);
  }
  return out;
}

function finalScore(rank: RankInput, entry: FrontierEntry): number {
  return Object.keys(rankWeightsFor(rank.targetMod)).length > 0 ? Math.log(modelScore(rank, entry)) : scoreEntry(rank, entry);
}

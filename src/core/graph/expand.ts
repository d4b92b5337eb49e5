/**
 * Multi-hop expansion: from entry points, follow the parser's edges (calls, names, bases,
 * annotations, decorators, isinstance/raise/except, attribute types, class members) one node
 * at a time, best first. Reading a file happens only when resolving an edge needs it, so the
 * files read are exactly the files the walk reached.
 */
import type { Definition, ImportBinding, ParsedModule } from '../languages/types.js';
import type { LoadedModule } from './module-loader.js';
import { nodeId, type EdgeKind, type GraphNode, type PartialGraph } from './partial-graph.js';
import { PriorityQueue } from './priority-queue.js';
import { definitionsUnder } from './definitions-under.js';
import { resolveReference, resolveReferenceNow, scopeResolver, type ResolvedReference } from './resolve-reference.js';
import { NOT_NOW } from '../languages/language.js';
import { untypedMethodName } from './infer-types.js';
import { MAX_MATCHES, methodsBeyondOpen, methodsIn } from './by-name-beyond.js';
import { chainOfExpression, type CodeSymbol, type SymbolResolver } from './symbols.js';

export interface FrontierEntry {
  id: string;
  symbol: CodeSymbol;
  hop: number;
  kind: EdgeKind;
  /** Id of the node whose edge led here. */
  from: string;
  /** A judge's verdict in [0, 1] (1: follow), when a judge ran. */
  judged?: number;
  /** For `by-name` edges: how many definitions matched the method name (1: unambiguous). */
  matches?: number;
}

export interface ExpandOptions {
  resolver: SymbolResolver;
  graph: PartialGraph;
  entries: FrontierEntry[];
  maxHops: number;
  /** Nodes expanded at most (each expansion resolves that node's references). */
  maxExpansions: number;
  /** Stop expanding once this many files have been opened. */
  maxFiles: number;
  /** Stop expanding once this many characters of source have been parsed. */
  maxBytes: number;
  /** Higher is opened sooner; returning <= 0 means "not worth following". */
  priority: (entry: FrontierEntry) => number;
  /** Nodes expanded per round; the candidates of one round are judged together. */
  roundSize: number;
  /** Optional batched judgment of one round's candidates (e.g. a model): sets `judged` on each. */
  judge?: (candidates: FrontierEntry[]) => Promise<void>;
  /** The repository's source paths: where a method name no opened file defines is looked for (by-name-beyond.ts). */
  sourceFiles?: readonly string[];
  /** At the file or byte limit, seal the loader and go on expanding what is in open files (Language.retrieval.expandOpenPastLimit). */
  openOnlyPastLimit?: boolean;
}

export function symbolId(symbol: CodeSymbol): string {
  return symbol.kind === 'module' ? nodeId(symbol.file ?? symbol.module, '') : nodeId(symbol.file, symbol.def.qualname);
}

function edgeKindOf(kind: string, ref: ResolvedReference): EdgeKind {
  if (ref.viaAttributeType) return 'attribute-type';
  if (kind === 'call' && !ref.complete) return 'name';
  return kind as EdgeKind;
}

/**
 * ownedScopes' answers per parse, held weakly by it (the parse is the job's or its installation's,
 * and each answer is derived from it alone): edgesOf and importTargets ask for every definition the
 * walk expands.
 */
const ownedScopesMemo = new WeakMap<ParsedModule, Map<Definition, readonly Definition[]>>();

/** The definitions whose code belongs to `def` when it is shown: itself and nested functions. */
function ownedScopes(mod: LoadedModule, def: Definition): readonly Definition[] {
  if (def.kind === 'class') return [def];
  let memo = ownedScopesMemo.get(mod.parsed);
  if (memo === undefined) ownedScopesMemo.set(mod.parsed, (memo = new Map<Definition, readonly Definition[]>()));
  let owned = memo.get(def);
  if (owned === undefined) {
    owned = [def, ...definitionsUnder(mod.parsed, def.qualname).filter((d) => d.kind !== 'variable')];
    memo.set(def, owned);
  }
  return owned;
}

/** Methods of classes in already opened files with this name (no new reads). */
async function methodsNamed(resolver: SymbolResolver, name: string): Promise<CodeSymbol[]> {
  const out: CodeSymbol[] = [];
  const { loader } = resolver;
  for (const file of loader.opened()) {
    // A file whose read has settled is taken as it is: no promise to wait for per opened file.
    const now = loader.loadedNow === undefined ? NOT_NOW : loader.loadedNow(file);
    const m = now !== NOT_NOW ? now : await loader.load(file);
    if (m !== undefined) for (const symbol of methodsIn(m, name)) out.push(symbol);
  }
  return out;
}

export interface Edge {
  symbol: CodeSymbol;
  kind: EdgeKind;
  matches?: number;
}

/**
 * Every outgoing edge of a definition, resolved. With `byName`, a method call on a receiver of
 * unknown type (`g.add_node()`, `self.db.execute()`) is matched by method name over the
 * classes of the files opened so far, when at most three define it; when none does and
 * `sourceFiles` is given, in a file not opened yet whose path names the receiver or the method
 * (bounded: by-name-beyond.ts). A receiver whose type is known never gets such an edge.
 */
export async function edgesOf(
  resolver: SymbolResolver,
  mod: LoadedModule,
  def: Definition,
  byName = false,
  sourceFiles?: readonly string[],
): Promise<Edge[]> {
  const out: Edge[] = [];
  /** Method name -> the receiver's last name (`self.ds.execute`: ds). */
  const untyped = new Map<string, string | undefined>();
  for (const scope of ownedScopes(mod, def)) {
    for (const ref of scope.references) {
      // Without a promise when every module the chain needs is open (most are: the round's files
      // and their imports were read first); else asynchronously, from the start.
      const now = resolveReferenceNow(resolver, mod, scope, ref.chain);
      const resolved = now !== NOT_NOW ? now : await resolveReference(resolver, mod, scope, ref.chain);
      if (resolved !== undefined) out.push({ symbol: resolved.symbol, kind: edgeKindOf(ref.kind, resolved) });
      else if (byName && ref.kind === 'call') {
        const name = await untypedMethodName(resolver, scopeResolver(resolver), mod, scope, ref.chain);
        if (name !== undefined && !name.startsWith('__')) untyped.set(name, ref.chain[ref.chain.length - 2]);
      }
    }
  }
  for (const [name, receiver] of untyped) {
    let found = await methodsNamed(resolver, name);
    if (found.length === 0 && sourceFiles !== undefined) found = await methodsBeyondOpen(resolver, sourceFiles, mod.file, receiver, name);
    if (found.length > MAX_MATCHES) continue;
    for (const symbol of found) out.push({ symbol, kind: 'by-name', matches: found.length });
  }
  if (def.kind === 'class') {
    for (const base of await resolver.basesOf(mod.file, def)) {
      out.push({ symbol: { kind: 'definition', file: base.file, def: base.def }, kind: 'base' });
    }
    for (const attr of def.attributes) {
      const chain = (attr.annotation ?? attr.assignedFromCall)?.flatMap((p) => chainOfExpression(p) ?? [p]);
      if (chain === undefined) continue;
      const now = resolveReferenceNow(resolver, mod, undefined, chain);
      const resolved = now !== NOT_NOW ? now : await resolveReference(resolver, mod, undefined, chain);
      if (resolved?.symbol.kind === 'definition' && resolved.symbol.def.kind === 'class') {
        out.push({ symbol: resolved.symbol, kind: 'attribute-type' });
      }
    }
    for (const member of mod.parsed.definitions) {
      if (member.parent === def.qualname && member.kind !== 'variable') {
        out.push({ symbol: { kind: 'definition', file: mod.file, def: member }, kind: 'member' });
      }
    }
  }
  return out;
}

export function nodeOf(symbol: CodeSymbol, hop: number, reason: GraphNode['reason']): GraphNode {
  if (symbol.kind === 'module') {
    return { id: symbolId(symbol), file: symbol.file ?? symbol.module, qualname: '', kind: 'module', hop, reason };
  }
  return { id: symbolId(symbol), file: symbol.file, qualname: symbol.def.qualname, kind: symbol.def.kind, hop, reason };
}

export interface ExpandResult {
  /** Definitions reached, by node id, with the entry that first reached each. */
  reached: Map<string, FrontierEntry>;
  expansions: number;
}

/**
 * Files that the imports used by these definitions point at, from the path list alone: what
 * resolving their references is about to read.
 */
export async function importTargets(resolver: SymbolResolver, defs: readonly { symbol: { file: string; def: Definition } }[]): Promise<string[]> {
  const out: string[] = [];
  for (const { symbol } of defs) {
    const mod = await resolver.loader.load(symbol.file);
    if (mod === undefined) continue;
    const heads = new Set(ownedScopes(mod, symbol.def).flatMap((d) => d.references.map((r) => r.chain[0])));
    for (const b of mod.parsed.imports) {
      if (!heads.has(b.boundName)) continue;
      const file = importedFile(resolver, mod.file, b);
      if (file !== undefined && !resolver.loader.isOpen(file)) out.push(file);
    }
  }
  return out;
}

/** The file an import binding most likely leads to (the submodule, else the module). */
export function importedFile(resolver: SymbolResolver, fromFile: string, b: ImportBinding): string | undefined {
  return resolver.importedFile?.(fromFile, b);
}

export async function expand(opts: ExpandOptions): Promise<ExpandResult> {
  const { resolver, graph } = opts;
  const queue = new PriorityQueue<FrontierEntry>();
  const reached = new Map<string, FrontierEntry>();
  const expanded = new Set<string>();
  const offer = (entry: FrontierEntry): void => {
    const node = graph.addNode(nodeOf(entry.symbol, entry.hop, entry.kind));
    graph.addEdge(entry.from, node.id, entry.kind);
    const known = reached.get(entry.id);
    if (known === undefined || entry.hop < known.hop) reached.set(entry.id, entry);
    if (expanded.has(entry.id) || entry.symbol.kind === 'module' || entry.hop >= opts.maxHops) return;
    const priority = opts.priority(entry);
    if (priority > 0) queue.push(entry, priority);
  };
  opts.entries.forEach(offer);

  // Rounds: expand the best few nodes, then judge everything they found in one batch, so a
  // model (when present) is asked once per round rather than once per node.
  let expansions = 0;
  let stop = false;
  let sealed = false;
  while (queue.size > 0 && expansions < opts.maxExpansions && !stop) {
    const round: (FrontierEntry & { symbol: { kind: 'definition' } })[] = [];
    while (round.length < opts.roundSize && queue.size > 0 && expansions + round.length < opts.maxExpansions) {
      const entry = queue.pop();
      if (entry === undefined || expanded.has(entry.id) || entry.symbol.kind !== 'definition') continue;
      if (!sealed && (resolver.loader.counted() >= opts.maxFiles || resolver.loader.bytes() >= opts.maxBytes)) {
        if (opts.openOnlyPastLimit !== true || resolver.loader.seal === undefined) {
          stop = true;
          break;
        }
        resolver.loader.seal();
        sealed = true;
      }
      if (sealed && !resolver.loader.isOpen(entry.symbol.file)) continue;
      expanded.add(entry.id);
      round.push(entry as FrontierEntry & { symbol: { kind: 'definition' } });
    }
    // The round's files and the files their imports point at are read together, in parallel;
    // resolving the round's edges then mostly hits what is already loaded.
    await resolver.loader.prefetch(round.map((e) => e.symbol.file));
    await resolver.loader.prefetch(await importTargets(resolver, round));
    const found: FrontierEntry[] = [];
    for (const entry of round) {
      expansions += 1;
      const mod = await resolver.loader.load(entry.symbol.file);
      if (mod === undefined) continue;
      for (const e of await edgesOf(resolver, mod, entry.symbol.def, true, opts.sourceFiles)) {
        const next: FrontierEntry = { id: symbolId(e.symbol), symbol: e.symbol, hop: entry.hop + 1, kind: e.kind, from: entry.id };
        if (e.matches !== undefined) next.matches = e.matches;
        found.push(next);
      }
    }
    if (opts.judge !== undefined && found.length > 0) await opts.judge(found);
    found.forEach(offer);
  }
  return { reached, expansions };
}

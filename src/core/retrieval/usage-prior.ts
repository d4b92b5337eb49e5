/**
 * The usage prior: what the target's neighbours use is the best single predictor of what the
 * stubbed body will use. Every reference written in the target's class and file (outside the
 * target) is resolved with the parser's scoping rules; each definition it reaches becomes a
 * candidate entry, with how often it is used, how often by the target's own class, and how
 * near the nearest use is to the target.
 */
import { windowAround } from './similarity-pool.js';
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import { symbolId, type FrontierEntry } from '../graph/expand.js';
import { resolveReference, resolveReferenceNow } from '../graph/resolve-reference.js';
import { NOT_NOW } from '../languages/language.js';
import type { SymbolResolver } from '../graph/symbols.js';

export interface UsageEvidence {
  /** References in the target's file (outside the target) that resolve to it. */
  count: number;
  /** Of those, references written inside the target's class. */
  classCount: number;
  /** Lines between the target's `def` and the nearest such reference. */
  distance: number;
}

export interface UsagePrior {
  evidence: Map<string, UsageEvidence>;
  entries: FrontierEntry[];
  /**
   * Definitions the file reaches by a path of two or more segments not led by a receiver (`Error::new_io(..)`,
   * `headers::is_chunked(..)`), once per reference: read by path-containers.ts when the language asks for it.
   */
  pathCalls: { file: string; def: Definition }[];
}

/** Most references resolved; a generated file with thousands of them keeps the nearest. */
const MAX_REFERENCES = 1500;

export async function usagePrior(
  resolver: SymbolResolver,
  mod: LoadedModule,
  target: Definition,
  cls: Definition | undefined,
): Promise<UsagePrior> {
  const from = `${mod.file}:${target.qualname}`;
  const inTarget = (d: Definition): boolean => d === target || d.qualname.startsWith(`${target.qualname}.`);
  const inClass = (d: Definition | undefined): boolean => cls !== undefined && d !== undefined && d.qualname.startsWith(`${cls.qualname}.`);
  const refs: { scope: Definition | undefined; chain: string[]; line: number }[] = [];
  for (const ref of mod.parsed.moduleReferences) refs.push({ scope: undefined, chain: ref.chain, line: ref.line });
  // The references of a window of the file around the target (similarity-pool.ts), nearest kept.
  const defs = mod.parsed.definitions;
  const [first, end] = windowAround(defs, target);
  for (const d of defs.slice(first, end)) {
    if (d.kind === 'variable' || inTarget(d)) continue;
    for (const ref of d.references) refs.push({ scope: d, chain: ref.chain, line: ref.line });
  }
  const near = (line: number): number => Math.abs(line - target.range.start);
  refs.sort((a, b) => near(a.line) - near(b.line));

  const evidence = new Map<string, UsageEvidence>();
  const entries: FrontierEntry[] = [];
  const pathCalls: { file: string; def: Definition }[] = [];
  const receivers = mod.language.retrieval.receivers;
  for (const ref of refs.slice(0, MAX_REFERENCES)) {
    const now = resolveReferenceNow(resolver, mod, ref.scope, ref.chain);
    const resolved = now !== NOT_NOW ? now : await resolveReference(resolver, mod, ref.scope, ref.chain);
    if (resolved?.symbol.kind !== 'definition' || resolved.symbol.def === target) continue;
    if (ref.chain.length >= 2 && !receivers.has(ref.chain[0] ?? '')) pathCalls.push({ file: resolved.symbol.file, def: resolved.symbol.def });
    const id = symbolId(resolved.symbol);
    let e = evidence.get(id);
    if (e === undefined) {
      e = { count: 0, classCount: 0, distance: near(ref.line) };
      evidence.set(id, e);
      entries.push({ id, symbol: resolved.symbol, hop: 1, kind: 'usage', from });
    }
    e.count += 1;
    if (inClass(ref.scope)) e.classCount += 1;
  }
  return { evidence, entries, pathCalls };
}

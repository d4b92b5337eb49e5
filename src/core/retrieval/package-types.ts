/**
 * Types of the target's own package that its file never names (Language.retrieval.packageTypes): in Java a
 * class of the same package is visible without an import, so a stubbed body may construct or call one
 * (`BusyBoxActionBuilder.create(...)`, `PackageValue.key(...)`) that nothing left in the file leads to. The
 * package's files not opened yet are ranked by the words of their names against the target's query (its name,
 * signature, doc and class), the best few opened, and their top-level types become entries of the walk, which
 * then reaches their members as for any named type.
 */
import type { FrontierEntry } from '../graph/expand.js';
import type { ModuleLoader } from '../graph/module-loader.js';
import { nodeId } from '../graph/partial-graph.js';
import type { PackageTypesRule } from '../languages/language.js';
import { buildBm25 } from './bm25.js';


const baseName = (f: string): string => f.slice(f.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');

export async function packageTypeEntries(
  loader: ModuleLoader,
  rule: PackageTypesRule,
  target: { file: string; id: string },
  sourceFiles: readonly string[],
  queryTerms: readonly string[],
  termsOf: (text: string) => readonly string[],
  maxBytes: number,
): Promise<FrontierEntry[]> {
  const opened = new Set(loader.opened());
  const unopened = rule.files(target.file, sourceFiles).filter((f) => f !== target.file && !opened.has(f));
  if (unopened.length === 0) return [];
  const ranked = buildBm25(unopened, baseName, termsOf).search([...queryTerms], rule.open);
  const entries: FrontierEntry[] = [];
  for (const { doc } of ranked) {
    if (loader.bytes() >= maxBytes) break;
    const m = await loader.load(doc);
    for (const def of m?.parsed.definitions ?? []) {
      if (def.kind !== 'class' || def.parent !== undefined) continue;
      entries.push({ id: nodeId(doc, def.qualname), symbol: { kind: 'definition', file: doc, def }, hop: 1, kind: 'similar', from: target.id });
    }
  }
  return entries;
}

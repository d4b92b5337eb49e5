/**
 * Baseline `similarity` (the paper's RAG baseline): read and parse every Python file, index
 * every definition with BM25, and fill the budget with the best matches for the target.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import { assembleContext, type Candidate } from './assemble.js';
import { buildBm25 } from './bm25.js';
import { targetQuery } from './rank.js';
import { finishResult, targetContextFor, type Session } from './session.js';
import { fullText } from './snippets.js';
import type { RetrievalResult } from './types.js';

export async function loadAll(s: Session): Promise<LoadedModule[]> {
  const out: LoadedModule[] = [];
  for (const file of s.sourceFiles) {
    const m = await s.loader.load(file);
    if (m !== undefined) out.push(m);
  }
  return out;
}

export async function retrieveSimilarity(s: Session, now: () => number): Promise<RetrievalResult> {
  const modules = await loadAll(s);
  const pool: { mod: LoadedModule; def: Definition }[] = [];
  for (const mod of modules) {
    for (const def of mod.parsed.definitions) {
      if (def.kind !== 'variable' && def !== s.def) pool.push({ mod, def });
    }
  }
  // Chunks are whole definitions (class outlines for classes), as a RAG index would embed them.
  const hits = buildBm25(pool, (p) => `${p.def.qualname.replace(/\./g, ' ')} ${fullText(p.mod, p.def, true)}`).search(
    targetQuery(s.def, s.cls),
    300,
  );
  const candidates: Candidate[] = hits.map((h) => ({ mod: h.doc.mod, def: h.doc.def, reason: 'similar', hop: 1, score: h.score }));
  const assembled = assembleContext(targetContextFor(s), candidates, { budget: s.options.budgetTokens, count: s.count });
  return finishResult(s, assembled, { nodes: assembled.items.length, edges: 0, hops: 0, mermaid: 'graph LR' }, now);
}

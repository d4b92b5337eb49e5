/**
 * A method called on a receiver of unknown type (`self.ds.execute()`) whose name no opened file
 * defines: its class may live in a file nothing has opened yet. The repository's path list is the
 * index searched: a file whose path names the receiver or the method (`self.store.put()` and
 * `store/memory.py`), in the caller's language, is read, the best evidence first; a file some opened
 * module imports counts for a little more. Bounded: at most MAX_READS such reads per retrieval, only
 * on path evidence, and a name that more than MAX_MATCHES classes define says nothing.
 */
import { identifierParts } from '../languages/identifiers.js';
import type { LoadedModule } from './module-loader.js';
import type { Definition } from '../languages/types.js';
import type { CodeSymbol, SymbolResolver } from './symbols.js';

/** Reads this lookup may spend per retrieval (a ModuleLoader is one retrieval's). */
export const MAX_READS = 2;
/** Most classes a method name may match before the match says nothing. */
export const MAX_MATCHES = 3;

const spent = new WeakMap<object, number>();

function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function wordsOf(text: string): string[] {
  return identifierParts(text).map(stem);
}

/** Words of the file's last two path segments, extension dropped (`pkg/store/memory.py`: store, memory). */
function pathWords(file: string): string[] {
  return file.replace(/\.[A-Za-z0-9]+$/, '').split('/').slice(-2).flatMap((s) => (s === '__init__' || s === 'index' ? [] : wordsOf(s)));
}

function same(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

/** How strongly a path names the receiver (counts double) or the method. */
export function pathEvidence(file: string, receiver: string | undefined, method: string): number {
  const words = pathWords(file);
  const hits = (ws: string[]): number => ws.filter((w) => words.some((p) => same(p, w))).length;
  return 2 * hits(receiver === undefined ? [] : wordsOf(receiver)) + hits(wordsOf(method));
}

/** Methods of classes in this module with this name. */
/**
 * A module's methods of classes by name, in the module's order, once per indexed module (held weakly
 * by it, derived from it alone): the walk asks every opened file for each method name it could not
 * type, and each question filtered the file's whole definition list.
 */
const methodsByName = new WeakMap<LoadedModule, Map<string, Definition[]>>();

export function methodsIn(m: LoadedModule, name: string): CodeSymbol[] {
  let index = methodsByName.get(m);
  if (index === undefined) {
    index = new Map();
    for (const d of m.parsed.definitions) {
      if (d.kind !== 'method' || m.byQualname.get(d.parent ?? '')?.kind !== 'class') continue;
      const list = index.get(d.name);
      if (list === undefined) index.set(d.name, [d]);
      else list.push(d);
    }
    methodsByName.set(m, index);
  }
  return (index.get(name) ?? []).map((d) => ({ kind: 'definition', file: m.file, def: d }));
}

async function importedByOpened(resolver: SymbolResolver): Promise<Set<string>> {
  const out = new Set<string>();
  for (const file of resolver.loader.opened()) {
    const m = await resolver.loader.load(file);
    for (const b of m?.parsed.imports ?? []) {
      const f = resolver.importedFile?.(file, b);
      if (f !== undefined) out.add(f);
    }
  }
  return out;
}

/**
 * Looks for `method` in files not opened yet, chosen from `sourceFiles` by path evidence; returns the
 * methods found (none when more than MAX_MATCHES, or no read is left).
 */
export async function methodsBeyondOpen(
  resolver: SymbolResolver,
  sourceFiles: readonly string[],
  callerFile: string,
  receiver: string | undefined,
  method: string,
): Promise<CodeSymbol[]> {
  const loader = resolver.loader;
  if ((spent.get(loader) ?? 0) >= MAX_READS || !loader.canOpen()) return [];
  const ext = /\.[A-Za-z0-9]+$/.exec(callerFile)?.[0] ?? '';
  const scored = sourceFiles
    .filter((f) => f.endsWith(ext) && !loader.isOpen(f))
    .map((f) => ({ f, score: pathEvidence(f, receiver, method) }))
    .filter((c) => c.score > 0);
  if (scored.length === 0) return [];
  const imported = await importedByOpened(resolver);
  const ranked = scored
    .map((c) => ({ ...c, score: c.score + (imported.has(c.f) ? 1 : 0) }))
    .sort((a, b) => b.score - a.score || a.f.length - b.f.length || a.f.localeCompare(b.f));
  const best = ranked[0];
  if (best === undefined) return [];
  spent.set(loader, (spent.get(loader) ?? 0) + 1);
  const m = await loader.load(best.f);
  const found = m === undefined ? [] : methodsIn(m, method);
  return found.length > MAX_MATCHES ? [] : found;
}

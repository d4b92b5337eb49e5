/**
 * A definition's search words, split once per job instead of once per target and use.
 *
 * Each target of a job scores much the same definitions (the files its walk opens overlap): the
 * walk's name-and-docstring overlap (dycoder.ts) and the similarity BM25's document text built a
 * fresh string per definition per target, whose split the job's `terms` memo then found by that
 * string (hashing every character of a new string each time). A definition's words depend on its
 * name, signature and docstring alone, which never change after the parse, and on the splitter: so
 * they are remembered per splitter function (the job's `terms`, one function per snapshot,
 * retrieval/index.ts) and per definition object, both held weakly.
 */
import type { Definition } from '../languages/types.js';

export type TermsOf = (text: string) => readonly string[];

type Memo<T> = WeakMap<TermsOf, WeakMap<Definition, T>>;

function remembered<T>(memo: Memo<T>, termsOf: TermsOf, def: Definition, compute: () => T): T {
  let byDef = memo.get(termsOf);
  if (byDef === undefined) memo.set(termsOf, (byDef = new WeakMap()));
  let hit = byDef.get(def);
  if (hit === undefined) byDef.set(def, (hit = compute()));
  return hit;
}

const overlapMemo: Memo<ReadonlySet<string>> = new WeakMap();
const similarityMemo: Memo<readonly string[]> = new WeakMap();

/** The distinct words of the definition's name and the first 200 characters of its docstring (the walk's overlap). */
export function nameDocWords(def: Definition, termsOf: TermsOf): ReadonlySet<string> {
  return remembered(overlapMemo, termsOf, def, () => new Set(termsOf(`${def.name} ${(def.docstring ?? '').slice(0, 200)}`)));
}

/**
 * What similarity sees of a definition: its own name, signature and docstring (400 characters). Not
 * the enclosing class's name, which every sibling shares and which would make them all "similar".
 */
export function similarityText(def: Definition): string {
  return `${def.name} ${def.signature} ${(def.docstring ?? '').slice(0, 400)}`;
}

/** The words of `similarityText(def)`, in order (BM25's document). */
export function similarityWords(def: Definition, termsOf: TermsOf): readonly string[] {
  return remembered(similarityMemo, termsOf, def, () => termsOf(similarityText(def)));
}

/**
 * Methods of the types a target's signature names, as candidates of their own
 * (`RetrievalRules.signatureTypeMethods`: Go). A parameter `lr *ListRange`, a result `*Conn` or a
 * field of the receiver `s.db *DB` is there to be used: the body most likely calls methods on it.
 * The walk reaches such a method only as a member two hops out (low prior), and when the type sits
 * in a huge file the type's outline is cut, so without this the needed method's signature is shown
 * nowhere. Go declares methods outside the type, in any file of its package (a folder): methods of
 * the type in other open files of the type's folder count too.
 *
 * Which of a type's methods the body calls is not known: the one the rest of the score ranks first
 * (name overlap with the stub and its doc, use by sibling methods) gains what a call one hop out is
 * worth over a member two hops out, plus one; the next half of that, then a third..., so a type with
 * a hundred methods lifts a few of them, not a hundred.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import type { FrontierEntry } from '../graph/expand.js';
import { nodeId } from '../graph/partial-graph.js';
import type { Candidate } from './assemble.js';

const folderOf = (file: string): string => file.slice(0, Math.max(0, file.lastIndexOf('/')));

/**
 * A method called on a value (not an associated function without a receiver, not a constructor).
 * Go lists the receiver among the parameters; Java marks every method's receiver `this` without
 * listing it (Go's behaviour is unchanged: a Go receiver named `this` is listed).
 */
function onValue(def: Definition): boolean {
  if (def.kind !== 'method' || def.declKind === 'constructor') return false;
  return def.receiver === undefined || def.receiver === 'this' || def.parameters.includes(def.receiver);
}

/**
 * Node ids of the types the target's signature names (annotation edges from the target) and of the
 * types of its receiver's fields (the class's attribute-type edges, which the entry points give the
 * target), the receiver's own type left out: its methods are the target's siblings already.
 */
export function signatureTypeIds(entries: Iterable<FrontierEntry>, targetId: string, ownType: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const e of entries) {
    if (e.symbol.kind !== 'definition' || e.symbol.def.kind !== 'class' || e.from !== targetId) continue;
    if (ownType !== undefined && e.symbol.def.qualname === ownType) continue;
    if (e.kind === 'annotation' || e.kind === 'attribute-type') out.add(e.id);
  }
  return out;
}

export interface SignatureTypeMethodsInput {
  types: ReadonlySet<string>;
  candidates: Candidate[];
  /** The files the walk opened (no file is read here). */
  opened: readonly LoadedModule[];
  /** The score a method not yet a candidate starts from (a member two hops out). */
  score: (entry: FrontierEntry) => number;
  target: Definition;
}

/** Adds the types' methods missing from `candidates` and lifts each type's best few; mutates `candidates`. */
export function liftSignatureTypeMethods(input: SignatureTypeMethodsInput): void {
  if (input.types.size === 0) return;
  // Type qualname by folder: `dir\0Qual` -> the type's node id.
  const typeByFolder = new Map<string, string>();
  for (const id of input.types) {
    const colon = id.indexOf(':');
    if (colon > 0) typeByFolder.set(`${folderOf(id.slice(0, colon))}\0${id.slice(colon + 1)}`, id);
  }
  const typeOf = (file: string, def: Definition): string | undefined => {
    if (def.parent === undefined || !onValue(def)) return undefined;
    return input.types.has(nodeId(file, def.parent)) ? nodeId(file, def.parent) : typeByFolder.get(`${folderOf(file)}\0${def.parent}`);
  };
  const taken = new Set(input.candidates.map((c) => nodeId(c.mod.file, c.def.qualname)));
  for (const mod of input.opened) {
    for (const def of mod.parsed.definitions) {
      const type = typeOf(mod.file, def);
      const id = nodeId(mod.file, def.qualname);
      if (type === undefined || taken.has(id) || def === input.target) continue;
      taken.add(id);
      const entry: FrontierEntry = { id, symbol: { kind: 'definition', file: mod.file, def }, hop: 2, kind: 'member', from: type };
      input.candidates.push({ mod, def, reason: 'member', hop: 2, score: input.score(entry) });
    }
  }
  const groups = new Map<string, Candidate[]>();
  for (const c of input.candidates) {
    if (c.def === input.target) continue;
    const type = typeOf(c.mod.file, c.def);
    if (type === undefined) continue;
    const list = groups.get(type) ?? [];
    list.push(c);
    groups.set(type, list);
  }
  for (const [type, list] of groups) {
    list.sort((a, b) => b.score - a.score);
    list.forEach((c, i) => {
      const symbol = { kind: 'definition' as const, file: c.mod.file, def: c.def };
      const id = nodeId(c.mod.file, c.def.qualname);
      // What being a likely call (hop 1) is worth over being a member two hops out, plus one.
      const gain = input.score({ id, symbol, hop: 1, kind: 'call', from: type }) - input.score({ id, symbol, hop: 2, kind: 'member', from: type }) + 1;
      c.score += gain / (i + 1);
    });
  }
}

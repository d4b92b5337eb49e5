/** State of one walk over a Rust file: what was found, and the open scopes. */
import type { LiteTree, LNode } from '../lite-tree.js';
import { lineAt } from '../tree-text.js';
import type { Definition, ExportBinding, ImportBinding, Reference, ReferenceKind, Stub, TypeHint } from '../types.js';
import { emptyTypeHints } from '../type-hints.js';

export type RsScopeKind = 'module' | 'mod' | 'type' | 'impl' | 'trait' | 'function' | 'foreign';

export interface RsScope {
  kind: RsScopeKind;
  def: Definition | undefined;
  parent: RsScope | undefined;
  refs: Reference[];
  locals: Set<string>;
  hints: Record<string, TypeHint>;
  /** Inside an impl or trait: the name `Self` stands for. */
  selfType: string | undefined;
}

/** The walk's dispatcher (visit.ts), carried on the walk so the files it dispatches to need not import it. */
export type RsVisit = (w: RsWalk, scope: RsScope, node: LNode, leading?: { attributes: string[]; firstLine: number | undefined; doc: string | undefined }) => void;

export interface RsWalk {
  tree: LiteTree;
  visit: RsVisit;
  definitions: Definition[];
  imports: ImportBinding[];
  exports: ExportBinding[];
  stubs: Stub[];
  depth: number;
}

export function newScope(kind: RsScopeKind, def: Definition | undefined, parent: RsScope | undefined, selfType = parent?.selfType): RsScope {
  return { kind, def, parent, refs: [], locals: new Set(), hints: emptyTypeHints(), selfType };
}

/** `Self::new` in an impl of `Foo` is `Foo::new`: the chain names the type the editor would follow. */
export function emit(w: RsWalk, scope: RsScope, kind: ReferenceKind, chain: string[], node: LNode): void {
  const head = chain[0];
  const resolved = head === 'Self' && scope.selfType !== undefined ? [scope.selfType, ...chain.slice(1)] : chain;
  scope.refs.push({ kind, chain: resolved, line: lineAt(w.tree, node.start) });
}

/** Qualname of a name declared in `scope`: nested in the scope's definition, if any. */
export function qualnameFor(scope: RsScope, name: string): string {
  return scope.def ? `${scope.def.qualname}.${name}` : name;
}

/**
 * Where a `use` binds: the qualname of the nearest enclosing function or inline `mod` (its names
 * are not the file's), undefined at the top of the file.
 */
export function functionScope(scope: RsScope): string | undefined {
  for (let s: RsScope | undefined = scope; s !== undefined; s = s.parent) {
    if (s.kind === 'function' || s.kind === 'mod') return s.def?.qualname;
    if (s.kind === 'module') return undefined;
  }
  return undefined;
}

export function visitChildren(w: RsWalk, scope: RsScope, node: LNode): void {
  for (const child of node.children) w.visit(w, scope, child);
}

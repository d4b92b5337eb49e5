/** State of one walk over a TypeScript/JavaScript file: what was found, and the open scopes. */
import type { LiteTree, LNode } from '../lite-tree.js';
import { lineAt } from '../tree-text.js';
import type { Definition, ExportBinding, ImportBinding, Reference, ReferenceKind, Stub } from '../types.js';

/** The walk's dispatcher (visit.ts), carried on the walk so the files it dispatches to need not import it. */
export type TsVisit = (w: TsWalk, scope: TsScope, node: LNode) => void;

export interface TsWalk {
  tree: LiteTree;
  visit: TsVisit;
  definitions: Definition[];
  imports: ImportBinding[];
  exports: ExportBinding[];
  stubs: Stub[];
  depth: number;
  /**
   * The definition cap (definition-cap.ts): once this many are found, no further child is
   * visited, so a file of 10,000 functions is walked to its 5,000th, not summarised whole and cut.
   */
  maxDefinitions: number;
}

export type TsScopeKind = 'module' | 'namespace' | 'class' | 'function';

export interface TsScope {
  kind: TsScopeKind;
  def: Definition | undefined;
  parent: TsScope | undefined;
  refs: Reference[];
  locals: Set<string>;
}

export function visit(w: TsWalk, scope: TsScope, node: LNode): void {
  w.visit(w, scope, node);
}

export function visitChildren(w: TsWalk, scope: TsScope, node: LNode): void {
  for (const child of node.children) {
    if (w.definitions.length >= w.maxDefinitions) return;
    w.visit(w, scope, child);
  }
}

const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function']);
export function isFunctionValue(node: LNode | undefined): boolean {
  return node !== undefined && FUNCTION_VALUES.has(node.type);
}

export function newScope(kind: TsScopeKind, def: Definition | undefined, parent: TsScope | undefined): TsScope {
  return { kind, def, parent, refs: [], locals: new Set() };
}

export function emit(w: TsWalk, scope: TsScope, kind: ReferenceKind, chain: string[], node: LNode): void {
  scope.refs.push({ kind, chain: ownExports(chain), line: lineAt(w.tree, node.start) });
}

/** CommonJS: `exports.f` and `module.exports.f` name the module's own `f`. */
function ownExports(chain: string[]): string[] {
  if (chain.length > 1 && chain[0] === 'exports') return chain.slice(1);
  if (chain.length > 2 && chain[0] === 'module' && chain[1] === 'exports') return chain.slice(2);
  return chain;
}

/** The nearest scope that owns code (a function, class, namespace or the module). */
export function qualnameFor(scope: TsScope, name: string): string {
  return scope.def ? `${scope.def.qualname}.${name}` : name;
}

/** The nearest enclosing function scope, if any (where `const` bindings are locals). */
export function inFunction(scope: TsScope): boolean {
  for (let s: TsScope | undefined = scope; s !== undefined; s = s.parent) {
    if (s.kind === 'function') return true;
    if (s.kind === 'class' || s.kind === 'namespace' || s.kind === 'module') return false;
  }
  return false;
}

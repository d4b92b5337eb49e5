/** Walk state shared by the statement, expression and definition visitors. */
import type { LiteTree, LNode } from './parser.js';
import type { Definition, ImportBinding, InstanceAttribute, Reference, ReferenceKind, Stub } from './types.js';
import { lineAt } from './tree-utils.js';

export interface RefSink {
  refs: Reference[];
  /**
   * The references already taken, by line: a reference is taken once per kind, dotted name and
   * line. (Was a Set of `kind|a.b|line` strings: a joined name and a key string per name the walk
   * met, most of them dropped again as repeats.)
   */
  seen: Map<number, Reference[]>;
}

export interface Scope {
  kind: 'module' | 'function' | 'class';
  /** The definition owning this scope; undefined for the module. */
  def: Definition | undefined;
  sink: RefSink;
  locals: Set<string>;
  /** Names declared `global` / `nonlocal`: assignments to them are not locals. */
  globals: Set<string>;
  /** For methods: the first parameter (self), whose attribute assignments become class attributes. */
  selfName: string | undefined;
  /** For methods: the enclosing class scope. */
  classScope: Scope | undefined;
  /** For class scopes: attributes by name (merged). */
  attrs: Map<string, InstanceAttribute>;
  /** Names bound by enclosing lambdas/comprehensions: their loads are not references. */
  shadows: Set<string>[];
  /** The parent scope (undefined for the module). */
  parent: Scope | undefined;
}

export interface Flags {
  typeChecking: boolean;
  optional: boolean;
}

export const NO_FLAGS: Flags = { typeChecking: false, optional: false };

export interface Walk {
  tree: LiteTree;
  definitions: Definition[];
  imports: ImportBinding[];
  allNames: string[] | undefined;
  stubs: Stub[];
  /** Current expression nesting depth (see MAX_EXPRESSION_DEPTH). */
  depth: number;
}

/**
 * Expressions nested deeper than this are not walked further: generated code such as
 * `a0 + a1 + ... + a50000` nests one node per term and would overflow the JS stack. Real code
 * stays far below (CPython's own parser gives up around 200 levels of parentheses).
 */
export const MAX_EXPRESSION_DEPTH = 400;

export function newSink(): RefSink {
  return { refs: [], seen: new Map() };
}

/** `a.join('.') === b.join('.')`, joining only when the lengths cannot tell. */
function sameDottedName(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  let lengthA = a.length;
  let lengthB = b.length;
  for (let i = 0; i < a.length; i++) lengthA += a[i]!.length;
  for (let i = 0; i < b.length; i++) lengthB += b[i]!.length;
  if (lengthA !== lengthB) return false;
  if (a.length === b.length) {
    let same = true;
    for (let i = 0; i < a.length && same; i++) same = a[i] === b[i];
    if (same) return true;
  }
  return a.join('.') === b.join('.');
}

/** Whether the sink has taken a reference of this kind, dotted name and line. */
export function hasTaken(sink: RefSink, kind: ReferenceKind, chain: readonly string[], line: number): boolean {
  const onLine = sink.seen.get(line);
  if (onLine === undefined) return false;
  for (let i = 0; i < onLine.length; i++) {
    const ref = onLine[i]!;
    if (ref.kind === kind && sameDottedName(ref.chain, chain)) return true;
  }
  return false;
}

/** Notes `ref` as taken (its kind, dotted name and line), without adding it to the sink's list. */
export function markTaken(sink: RefSink, ref: Reference): void {
  const onLine = sink.seen.get(ref.line);
  if (onLine === undefined) sink.seen.set(ref.line, [ref]);
  else onLine.push(ref);
}

export function newScope(kind: Scope['kind'], def: Definition | undefined, parent: Scope | undefined): Scope {
  return {
    kind,
    def,
    sink: newSink(),
    locals: new Set(),
    globals: new Set(),
    selfName: undefined,
    classScope: undefined,
    attrs: new Map(),
    shadows: [],
    parent,
  };
}

export function isShadowed(scope: Scope, name: string | undefined): boolean {
  if (name === undefined) return false;
  for (const set of scope.shadows) if (set.has(name)) return true;
  return false;
}

export function emit(w: Walk, scope: Scope, kind: ReferenceKind, chain: string[], node: LNode): void {
  if (chain.length === 0 || isShadowed(scope, chain[0])) return;
  const line = lineAt(w.tree, node.start);
  if (hasTaken(scope.sink, kind, chain, line)) return;
  const ref: Reference = { kind, chain, line };
  markTaken(scope.sink, ref);
  scope.sink.refs.push(ref);
}

export function addLocal(scope: Scope, name: string): void {
  if (scope.kind !== 'module') scope.locals.add(name);
}

/** Records `self.name = ...` / `name: T` on a class, merging what each assignment tells. */
export function recordAttribute(
  classScope: Scope,
  name: string,
  line: number,
  annotation: string[] | undefined,
  assignedFromCall: string[] | undefined,
  /** A `self.name = value` assignment (not a class-level annotation): notes when values differ. */
  assignment = false,
): void {
  let attr = classScope.attrs.get(name);
  const known = attr !== undefined;
  if (!attr) {
    attr = { name, line };
    classScope.attrs.set(name, attr);
  }
  if (assignment) {
    const same = assignedFromCall !== undefined && (!known || attr.assignedFromCall?.join('.') === assignedFromCall.join('.'));
    if (!same) attr.assignedOtherwise = true;
  }
  if (annotation && !attr.annotation) attr.annotation = annotation;
  if (assignedFromCall && !attr.assignedFromCall) attr.assignedFromCall = assignedFromCall;
}

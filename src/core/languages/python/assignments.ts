/** Expression statements: assignments (module variables, attributes, locals), __all__ updates, type aliases. */
import type { LNode } from './parser.js';
import { chainOf } from './chains.js';
import { walkExpr } from './expressions.js';
import type { Scope, Walk } from './scope.js';
import { addLocal, hasTaken, markTaken, newSink, recordAttribute } from './scope.js';
import { collectAllNames } from './all-names.js';
import { annotationChain, bindTarget, targetNames } from './targets.js';
import { endLine, field, lineAt, text } from './tree-utils.js';
import type { Definition } from './types.js';

export function visitExpressionStatement(w: Walk, scope: Scope, node: LNode): void {
  const children = node.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === 'assignment') visitAssignment(w, scope, node, child);
    else if (child.type === 'augmented_assignment') {
      const left = field(child, 'left');
      const right = field(child, 'right');
      if (scope.kind === 'module' && left && right && text(w.tree, left) === '__all__') collectAllNames(w, right, true);
      if (left?.type === 'identifier') addLocal(scope, text(w.tree, left));
      for (const part of child.children) walkExpr(w, scope, part);
    } else {
      if (scope.kind === 'module' && child.type === 'call') collectAllCall(w, child);
      walkExpr(w, scope, child);
    }
  }
}

function collectAllCall(w: Walk, call: LNode): void {
  const fn = field(call, 'function');
  const chain = fn ? chainOf(w.tree, fn)?.chain : undefined;
  if (chain?.length !== 2 || chain[0] !== '__all__' || (chain[1] !== 'extend' && chain[1] !== 'append')) return;
  const arg = field(call, 'arguments')?.children.find((c) => c.type !== 'comment');
  if (arg) collectAllNames(w, arg, true);
}

function visitAssignment(w: Walk, scope: Scope, stmt: LNode, assignment: LNode): void {
  const targets: LNode[] = [];
  let current: LNode | undefined = assignment;
  let annotation: LNode | undefined;
  let value: LNode | undefined;
  while (current?.type === 'assignment') {
    const left = field(current, 'left');
    if (left) targets.push(left);
    annotation ??= field(current, 'type');
    value = field(current, 'right');
    current = value;
  }
  const moduleLevel = scope.kind === 'module';
  const saved = scope.sink;
  if (moduleLevel) scope.sink = newSink();
  if (annotation) walkExpr(w, scope, annotation, 'annotation');
  // `X: TypeAlias = "Optional[Bar]"`: the value is a type, strings included.
  const aliasValue = annotation !== undefined && annotationChain(w, annotation)?.at(-1) === 'TypeAlias';
  if (value) walkExpr(w, scope, value, aliasValue ? 'annotation' : 'load');
  for (const target of targets) {
    if (scope.kind === 'class' && annotation && target.type === 'identifier') {
      recordAttribute(scope, text(w.tree, target), lineAt(w.tree, target.start), annotationChain(w, annotation), undefined);
    }
    if (!moduleLevel) bindTarget(w, scope, target, { value, annotation });
    else if (target.type !== 'identifier') bindTarget(w, scope, target);
  }
  if (!moduleLevel) return;
  const refs = scope.sink.refs;
  scope.sink = saved;
  for (const ref of refs) {
    if (!hasTaken(saved, ref.kind, ref.chain, ref.line)) {
      markTaken(saved, ref);
      saved.refs.push(ref);
    }
  }
  for (const target of targets) {
    if (text(w.tree, target) === '__all__' && value) collectAllNames(w, value, false);
    for (const name of targetNames(w, target)) {
      w.definitions.push(variable(w, stmt, name, annotation ? text(w.tree, annotation).replace(/\s+/g, ' ') : undefined, refs));
    }
  }
}

export function visitTypeAlias(w: Walk, scope: Scope, node: LNode): void {
  const [nameType, valueType] = node.children.filter((c) => c.type === 'type');
  const saved = scope.sink;
  scope.sink = newSink();
  if (valueType) walkExpr(w, scope, valueType, 'annotation');
  const refs = scope.sink.refs;
  scope.sink = saved;
  saved.refs.push(...refs);
  if (scope.kind === 'module' && nameType) w.definitions.push(variable(w, node, text(w.tree, nameType), 'TypeAlias', refs));
}

function variable(w: Walk, stmt: LNode, name: string, annotation: string | undefined, refs: Definition['references']): Definition {
  const range = { start: lineAt(w.tree, stmt.start), end: endLine(w.tree, stmt) };
  const firstLine = text(w.tree, stmt).split(/\r?\n/)[0] ?? '';
  const def: Definition = {
    kind: 'variable',
    name,
    qualname: name,
    range,
    fullRange: { ...range },
    signature: firstLine.length > 200 ? firstLine.slice(0, 200) : firstLine,
    decorators: [],
    bases: [],
    isAsync: false,
    parameters: [],
    locals: [],
    references: refs,
    attributes: [],
  };
  if (annotation !== undefined) def.annotation = annotation;
  return def;
}

/**
 * The walk over statements and expressions: dispatches declarations to declarations.ts and
 * module items to module-items.ts, and turns expressions and types into references of the
 * scope they are written in (calls, `new`, member chains, type references, JSX components).
 */
import type { LNode } from '../lite-tree.js';
import { field, lineAt } from '../tree-text.js';
import { chainOf, typeChainOf } from './chains.js';
import { visitCommonJsAssignment } from './commonjs.js';
import { defineClass, defineFunction, defineNamespace, defineTypeDeclaration } from './declarations.js';
import { visitExport, visitImport } from './module-items.js';
import { bindPattern, visitParameters, visitTypeParameters } from './parameters.js';
import { visitVariables } from './variables.js';
import type { TsScope, TsWalk } from './walk-state.js';
import { emit, visitChildren } from './walk-state.js';

const MAX_DEPTH = 600;

/** `this.x = new Y()` in a method: the class learns that `x` holds a `Y`. */
function noteThisAssignment(w: TsWalk, scope: TsScope, node: LNode): void {
  const left = field(node, 'left');
  const right = field(node, 'right');
  if (left?.type !== 'member_expression' || right?.type !== 'new_expression') return;
  const chain = chainOf(w.tree, left);
  const ctor = field(right, 'constructor');
  const ctorChain = ctor ? chainOf(w.tree, ctor) : undefined;
  if (chain?.length !== 2 || chain[0] !== 'this' || !ctorChain) return;
  let s: TsScope | undefined = scope;
  while (s && s.kind === 'function') s = s.parent;
  const cls = s?.kind === 'class' ? s.def : undefined;
  if (cls && !cls.attributes.some((a) => a.name === chain[1])) {
    cls.attributes.push({ name: chain[1] ?? '', assignedFromCall: ctorChain, line: lineAt(w.tree, node.start) });
  }
}

function visitCallee(w: TsWalk, scope: TsScope, callee: LNode | undefined, kind: 'call' | 'decorator'): void {
  if (!callee) return;
  if (callee.type === 'import') return;
  const chain = chainOf(w.tree, callee);
  if (chain) {
    // `super(...)` in a constructor calls the base class's constructor.
    emit(w, scope, kind, chain.length === 1 && chain[0] === 'super()' ? ['super()', 'constructor'] : chain, callee);
    return;
  }
  visit(w, scope, callee);
}

function visitJsxElement(w: TsWalk, scope: TsScope, node: LNode): void {
  const name = field(node, 'name');
  const chain = name ? typeChainOf(w.tree, name) : undefined;
  // Lower-case names are intrinsic elements (`div`); components start with a capital or are dotted.
  if (name && chain && (chain.length > 1 || /^[A-Z]/.test(chain[0] ?? ''))) emit(w, scope, 'call', chain, name);
  for (const child of node.children) if (child !== name) visit(w, scope, child);
}

/**
 * A function-like region without a definition of its own (a callback, an object literal's method,
 * a class expression): its code and names belong to the enclosing definition, but `const`s
 * declared inside are locals, not module-level variables.
 */
function transparentScope(scope: TsScope): TsScope {
  if (scope.kind === 'function') return scope;
  return { kind: 'function', def: scope.def, parent: scope, refs: scope.refs, locals: scope.locals };
}

function visitFunctionValue(w: TsWalk, outer: TsScope, node: LNode): void {
  // An unnamed callback's code belongs to the enclosing definition; its parameters shadow.
  const scope = transparentScope(outer);
  for (const child of node.children) {
    if (child.field === 'parameter') bindPattern(w, scope, child, scope.locals);
    else if (child.type === 'formal_parameters') visitParameters(w, scope, child, scope.locals);
    else if (child.type === 'type_parameters') visitTypeParameters(w, scope, child);
    else if (child.field !== 'name') visit(w, scope, child);
  }
}

export function visit(w: TsWalk, scope: TsScope, node: LNode): void {
  if (w.depth > MAX_DEPTH) return;
  w.depth += 1;
  try {
    visitNode(w, scope, node);
  } finally {
    w.depth -= 1;
  }
}

function visitNode(w: TsWalk, scope: TsScope, node: LNode): void {
  switch (node.type) {
    case 'comment':
    case 'string':
    case 'number':
    case 'regex':
    case 'property_identifier':
    case 'private_property_identifier':
    case 'this':
    case 'jsx_closing_element':
    case 'statement_identifier':
      return;
    case 'import_statement':
      visitImport(w, scope, node);
      return;
    case 'export_statement':
      visitExport(w, scope, node);
      return;
    case 'function_declaration':
    case 'generator_function_declaration':
    case 'function_signature':
      defineFunction(w, scope, node, {});
      return;
    case 'class_declaration':
    case 'abstract_class_declaration':
      defineClass(w, scope, node, {});
      return;
    case 'interface_declaration':
    case 'type_alias_declaration':
    case 'enum_declaration':
      defineTypeDeclaration(w, scope, node, {});
      return;
    case 'internal_module':
    case 'module':
      defineNamespace(w, scope, node, {});
      return;
    case 'lexical_declaration':
    case 'variable_declaration':
      visitVariables(w, scope, node, {});
      return;
    case 'call_expression':
      visitCallee(w, scope, field(node, 'function'), 'call');
      for (const child of node.children) if (child.field !== 'function') visit(w, scope, child);
      return;
    case 'new_expression':
      visitCallee(w, scope, field(node, 'constructor'), 'call');
      for (const child of node.children) if (child.field !== 'constructor') visit(w, scope, child);
      return;
    case 'decorator': {
      const expr = node.children.find((c) => c.type !== 'comment');
      if (expr?.type === 'call_expression') {
        visitCallee(w, scope, field(expr, 'function'), 'decorator');
        for (const child of expr.children) if (child.field !== 'function') visit(w, scope, child);
      } else visitCallee(w, scope, expr, 'decorator');
      return;
    }
    case 'member_expression':
    case 'identifier':
    case 'shorthand_property_identifier': {
      const chain = chainOf(w.tree, node);
      if (chain) emit(w, scope, 'name', chain, node);
      else visitChildren(w, scope, node);
      return;
    }
    case 'type_identifier':
    case 'nested_type_identifier':
    case 'generic_type': {
      const chain = typeChainOf(w.tree, node);
      if (chain) emit(w, scope, 'annotation', chain, node);
      if (node.type === 'generic_type') for (const child of node.children) if (child.field !== 'name') visit(w, scope, child);
      return;
    }
    case 'jsx_opening_element':
    case 'jsx_self_closing_element':
      visitJsxElement(w, scope, node);
      return;
    case 'arrow_function':
    case 'function_expression':
    case 'function':
    case 'generator_function':
      visitFunctionValue(w, scope, node);
      return;
    case 'formal_parameters':
      visitParameters(w, scope, node, scope.locals);
      return;
    case 'type_parameters':
      visitTypeParameters(w, scope, node);
      return;
    case 'catch_clause':
      for (const child of node.children) {
        if (child.field === 'parameter') bindPattern(w, scope, child, scope.locals);
        else visit(w, scope, child);
      }
      return;
    case 'for_in_statement':
      for (const child of node.children) {
        if (child.field === 'left') bindPattern(w, scope, child, scope.locals);
        else visit(w, scope, child);
      }
      return;
    case 'method_definition':
    case 'class':
    case 'class_static_block': {
      const inner = transparentScope(scope);
      for (const child of node.children) if (child.field !== 'name' || node.type === 'class') visit(w, inner, child);
      return;
    }
    case 'pair':
    case 'property_signature':
    case 'method_signature':
    case 'public_field_definition':
    case 'field_definition':
    case 'enum_assignment':
    case 'labeled_statement':
      for (const child of node.children) if (child.field !== 'key' && child.field !== 'name' && child.field !== 'label' && child.field !== 'property') visit(w, scope, child);
      return;
    case 'expression_statement': {
      // Module level (also inside a module-level `if`/`try`): `exports.f = ...`, `module.exports = ...`.
      const expr = node.children.find((c) => c.type !== 'comment');
      if (scope.kind === 'module' && expr?.type === 'assignment_expression' && visitCommonJsAssignment(w, scope, expr, node)) return;
      visitChildren(w, scope, node);
      return;
    }
    case 'assignment_expression':
      noteThisAssignment(w, scope, node);
      visitChildren(w, scope, node);
      return;
    default:
      visitChildren(w, scope, node);
  }
}

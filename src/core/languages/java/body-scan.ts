/**
 * What Java code uses and binds: references (method calls, names and field chains, types,
 * `new`, `throw`, `catch`, annotations) and the names it binds locally (local variables,
 * parameters of lambdas and catch clauses, enhanced-for and resource variables, pattern
 * variables, local classes) with what the code says about their types (`Item it = ...`,
 * `var it = new Item()`, `var x = repo.find()`). Lambdas, anonymous classes and local classes are
 * scanned as part of the enclosing code: they are not definitions.
 */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, lineAt, text } from '../tree-text.js';
import type { Reference, ReferenceKind, TypeHint } from '../types.js';
import { emptyTypeHints } from '../type-hints.js';
import { typeChain } from './types-of.js';

export interface BodyScan {
  references: Reference[];
  locals: string[];
  typeHints: Record<string, TypeHint>;
}

/** Deepest nesting followed; deeper code is left unread rather than overflowing the stack. */
const MAX_DEPTH = 400;

const TYPE_NODES = new Set(['type_identifier', 'scoped_type_identifier', 'generic_type']);

/** `a.b.c`, `this.x`, `super.m` (as ['super()', 'm']) as a chain, when it starts at a plain name, `this` or `super`; undefined otherwise. */
export function accessChain(tree: LiteTree, node: LNode): string[] | undefined {
  switch (node.type) {
    case 'identifier':
    case 'this':
      return [text(tree, node)];
    case 'super':
      // As the shared resolution spells a call through the base class (`super().m`).
      return ['super()'];
    case 'field_access': {
      const object = field(node, 'object');
      const name = field(node, 'field');
      const head = object === undefined ? undefined : accessChain(tree, object);
      return head && name ? [...head, text(tree, name)] : undefined;
    }
    case 'scoped_identifier': {
      const scope = field(node, 'scope');
      const name = field(node, 'name');
      const head = scope === undefined ? undefined : accessChain(tree, scope);
      return head && name ? [...head, text(tree, name)] : undefined;
    }
    case 'parenthesized_expression':
      return node.children.length === 1 ? accessChain(tree, node.children[0]!) : undefined;
    default:
      return undefined;
  }
}

/** The chain a method call names (`a.b.m()` -> ['a', 'b', 'm'], `m()` -> ['m']), when its object is a chain. */
export function callChain(tree: LiteTree, call: LNode): string[] | undefined {
  const name = field(call, 'name');
  if (name === undefined) return undefined;
  const object = field(call, 'object');
  if (object === undefined) return [text(tree, name)];
  const head = accessChain(tree, object);
  return head ? [...head, text(tree, name)] : undefined;
}

/** The type hint an initialiser gives the name it is assigned to. */
function hintOf(tree: LiteTree, value: LNode | undefined): TypeHint | undefined {
  if (value === undefined) return undefined;
  if (value.type === 'object_creation_expression') {
    const chain = typeChain(tree, field(value, 'type'));
    return chain ? { chains: [chain], via: 'annotation' } : undefined;
  }
  if (value.type === 'cast_expression') {
    const chain = typeChain(tree, field(value, 'type'));
    return chain ? { chains: [chain], via: 'annotation' } : undefined;
  }
  if (value.type === 'method_invocation') {
    const chain = callChain(tree, value);
    return chain ? { chains: [chain], via: 'call' } : undefined;
  }
  const chain = accessChain(tree, value);
  return chain ? { chains: [chain], via: 'value' } : undefined;
}

const typeName = (s: string): boolean => /^[A-Z]/.test(s) && !/^[A-Z0-9_]+$/.test(s);
/** `chain[i]` qualifies the next segment as a type: `Util` in `Util.m()`, `JDWP` in `JDWP.VirtualMachine.X`. */
function qualifierType(chain: readonly string[], i: number): boolean {
  const s = chain[i] ?? '';
  return typeName(s) || (/^[A-Z]/.test(s) && typeName(chain[i + 1] ?? ''));
}

export function scanBody(tree: LiteTree, roots: readonly LNode[]): BodyScan {
  const references: Reference[] = [];
  const seen = new Set<string>();
  const locals = new Set<string>();
  // No prototype: a local named `constructor` or `toString` must not find Object's members.
  const typeHints = emptyTypeHints();
  const ref = (kind: ReferenceKind, chain: string[], node: LNode): void => {
    const line = lineAt(tree, node.start);
    const key = `${kind}|${chain.join('.')}|${line}`;
    if (seen.has(key)) return;
    seen.add(key);
    references.push({ kind, chain, line });
    // `Util.m()`, `Outer.Inner.X`: the qualifying types are used too (a type's name by convention starts
    // upper-case; an all-caps one, a constant's look, only when a type follows: `JDWP.VirtualMachine`).
    for (let k = 1; k < chain.length && qualifierType(chain, k - 1); k += 1) ref('name', chain.slice(0, k), node);
  };
  const bind = (name: LNode | undefined, type?: LNode, value?: LNode): void => {
    if (name?.type !== 'identifier') return;
    const n = text(tree, name);
    locals.add(n);
    const declared = typeChain(tree, type);
    // A declared type decides (a primitive or array gives no hint); only `var` takes the value's.
    const inferred = type === undefined || text(tree, type) === 'var';
    const hint = declared ? { chains: [declared], via: 'annotation' as const } : inferred ? hintOf(tree, value) : undefined;
    if (hint !== undefined && !Object.hasOwn(typeHints, n)) typeHints[n] = hint;
  };
  const typeRef = (kind: ReferenceKind, node: LNode, depth: number): void => {
    const chain = typeChain(tree, node);
    if (chain) ref(kind, chain, node);
    for (const c of node.children) if (c.type === 'type_arguments' || c.type === 'annotation' || c.type === 'marker_annotation') visit(c, depth + 1);
  };

  const visit = (node: LNode, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    const next = depth + 1;
    switch (node.type) {
      case 'line_comment':
      case 'block_comment':
      case 'this':
      case 'super':
        return;
      case 'identifier':
        ref('name', [text(tree, node)], node);
        return;
      case 'type_identifier':
      case 'scoped_type_identifier':
      case 'generic_type':
        typeRef('annotation', node, depth);
        return;
      case 'field_access':
      case 'scoped_identifier': {
        const chain = accessChain(tree, node);
        if (chain && chain.length > 1) ref('name', chain, node);
        else if (!chain) for (const c of node.children) if (c.field !== 'field') visit(c, next);
        return;
      }
      case 'method_invocation': {
        const chain = callChain(tree, node);
        if (chain) ref('call', chain, node);
        for (const c of node.children) if (c.field !== 'name' && (c.field !== 'object' || chain === undefined)) visit(c, next);
        return;
      }
      case 'object_creation_expression': {
        const type = field(node, 'type');
        const chain = typeChain(tree, type);
        // `new X(...)` calls X's constructor (the member `X.X`) and names the class.
        if (chain) ref('call', [...chain, chain.at(-1) ?? ''], node);
        if (chain) ref('name', chain, node);
        for (const c of node.children) if (c !== type || chain === undefined) visit(c, next);
        return;
      }
      case 'method_reference': {
        const [head, ...rest] = node.children;
        const chain = head === undefined ? undefined : head.type === 'identifier' || head.type === 'field_access' ? accessChain(tree, head) : typeChain(tree, head);
        const name = rest.find((c) => c.type === 'identifier');
        if (chain) ref('name', name ? [...chain, text(tree, name)] : chain, node);
        else for (const c of node.children) if (c !== name) visit(c, next);
        return;
      }
      case 'throw_statement': {
        const value = node.children[0];
        const chain = value?.type === 'object_creation_expression' ? typeChain(tree, field(value, 'type')) : undefined;
        if (chain) ref('raise', chain, node);
        for (const c of node.children) visit(c, next);
        return;
      }
      case 'catch_formal_parameter': {
        const types = node.children.find((c) => c.type === 'catch_type');
        for (const t of types?.children ?? []) if (TYPE_NODES.has(t.type)) typeRef('except', t, depth);
        const name = field(node, 'name');
        const single = types?.children.length === 1 ? types.children[0] : undefined;
        bind(name, single);
        return;
      }
      case 'marker_annotation':
      case 'annotation': {
        const name = field(node, 'name');
        const chain = name === undefined ? undefined : accessChain(tree, name);
        if (chain) ref('decorator', chain, node);
        for (const c of node.children) if (c !== name) visit(c, next);
        return;
      }
      case 'element_value_pair':
        // `@A(key = v)`: the key names an annotation element, not a variable in scope.
        for (const c of node.children) if (c.field !== 'key') visit(c, next);
        return;
      case 'local_variable_declaration':
      case 'field_declaration':
      case 'constant_declaration': {
        const type = field(node, 'type');
        for (const c of node.children) {
          if (c.type === 'variable_declarator') {
            const value = field(c, 'value');
            bind(field(c, 'name'), type, value);
            if (value) visit(value, next);
          } else {
            visit(c, next);
          }
        }
        return;
      }
      case 'resource': {
        bind(field(node, 'name'), field(node, 'type'), field(node, 'value'));
        for (const c of node.children) if (c.field !== 'name') visit(c, next);
        return;
      }
      case 'formal_parameter':
      case 'receiver_parameter':
        bind(field(node, 'name'), field(node, 'type'));
        for (const c of node.children) if (c.field !== 'name') visit(c, next);
        return;
      case 'spread_parameter': {
        const decl = node.children.find((c) => c.type === 'variable_declarator');
        bind(decl === undefined ? undefined : field(decl, 'name'));
        for (const c of node.children) if (c !== decl) visit(c, next);
        return;
      }
      case 'enhanced_for_statement':
        bind(field(node, 'name'), field(node, 'type'));
        for (const c of node.children) if (c.field !== 'name') visit(c, next);
        return;
      case 'lambda_expression': {
        const params = field(node, 'parameters');
        if (params?.type === 'identifier') bind(params);
        else if (params?.type === 'inferred_parameters') for (const p of params.children) bind(p);
        else if (params) visit(params, next);
        const body = field(node, 'body');
        if (body) visit(body, next);
        return;
      }
      case 'type_pattern':
      case 'record_pattern_component': {
        const type = node.children.find((c) => c.type !== 'identifier' && c.type !== 'modifiers');
        const name = node.children.find((c) => c.type === 'identifier');
        bind(name, type);
        for (const c of node.children) if (c !== name) visit(c, next);
        return;
      }
      case 'instanceof_expression': {
        const name = field(node, 'name');
        bind(name, field(node, 'right'));
        for (const c of node.children) if (c !== name) visit(c, next);
        return;
      }
      case 'class_declaration':
      case 'interface_declaration':
      case 'enum_declaration':
      case 'record_declaration': {
        const name = field(node, 'name');
        if (name) locals.add(text(tree, name));
        for (const c of node.children) if (c !== name) visit(c, next);
        return;
      }
      case 'method_declaration':
      case 'constructor_declaration':
        // A method of an anonymous or local class: its name is a member, not a variable in scope.
        for (const c of node.children) if (c.field !== 'name') visit(c, next);
        return;
      case 'type_parameter':
        for (const c of node.children) if (c.type === 'type_identifier') locals.add(text(tree, c));
        for (const c of node.children) if (c.type !== 'type_identifier') visit(c, next);
        return;
      case 'switch_label':
        // `case RED:` names an enum constant of the switched value's type, not a variable in scope.
        for (const c of node.children) if (c.type !== 'identifier') visit(c, next);
        return;
      case 'labeled_statement':
      case 'break_statement':
      case 'continue_statement':
        for (const c of node.children) if (c.type !== 'identifier') visit(c, next);
        return;
      default:
        for (const c of node.children) visit(c, next);
    }
  };
  for (const root of roots) visit(root, 0);
  return { references, locals: [...locals], typeHints };
}


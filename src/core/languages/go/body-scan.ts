/**
 * What a Go function's code uses and binds: references (calls, names, types), the names it
 * binds locally (`:=`, `var`, `const`, range and type-switch variables, closures' parameters) and
 * what the code says about their types (`x := &T{}`, `x := pkg.New()`, `var x T`). Function
 * literals are scanned as part of the enclosing function: they are not definitions.
 */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, fields, lineAt, text } from '../tree-text.js';
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

/** `a.b.c` as a chain, when it starts at a plain name; undefined otherwise. */
export function selectorChain(tree: LiteTree, node: LNode): string[] | undefined {
  if (node.type === 'identifier') return [text(tree, node)];
  if (node.type === 'selector_expression') {
    const operand = field(node, 'operand');
    const name = field(node, 'field');
    const head = operand === undefined ? undefined : selectorChain(tree, operand);
    return head && name ? [...head, text(tree, name)] : undefined;
  }
  if (node.type === 'parenthesized_expression' && node.children.length === 1) return selectorChain(tree, node.children[0]!);
  return undefined;
}

/** The type hint an initialiser gives the name it is assigned to. */
function hintOf(tree: LiteTree, value: LNode | undefined): TypeHint | undefined {
  if (value === undefined) return undefined;
  if (value.type === 'unary_expression' && value.children.length === 1) return hintOf(tree, value.children[0]);
  if (value.type === 'composite_literal') {
    const chain = typeChain(tree, field(value, 'type'));
    return chain ? { chains: [chain], via: 'annotation' } : undefined;
  }
  if (value.type === 'call_expression') {
    const fn = field(value, 'function');
    const chain = fn === undefined ? undefined : selectorChain(tree, fn);
    return chain ? { chains: [chain], via: 'call' } : undefined;
  }
  const chain = selectorChain(tree, value);
  return chain ? { chains: [chain], via: 'value' } : undefined;
}

export function scanBody(tree: LiteTree, roots: readonly LNode[]): BodyScan {
  const references: Reference[] = [];
  const seen = new Set<string>();
  const locals = new Set<string>();
  const typeHints = emptyTypeHints();
  const ref = (kind: ReferenceKind, chain: string[], node: LNode): void => {
    const line = lineAt(tree, node.start);
    const key = `${kind}|${chain.join('.')}|${line}`;
    if (seen.has(key) || chain[0] === '_') return;
    seen.add(key);
    references.push({ kind, chain, line });
  };
  const bind = (names: readonly LNode[], values: readonly LNode[] = [], type?: LNode): void => {
    const declared = typeChain(tree, type);
    names.forEach((n, i) => {
      if (n.type !== 'identifier') return;
      const name = text(tree, n);
      if (name === '_') return;
      locals.add(name);
      const hint = declared ? { chains: [declared], via: 'annotation' as const } : values.length === names.length ? hintOf(tree, values[i]) : undefined;
      if (hint !== undefined && !Object.hasOwn(typeHints, name)) typeHints[name] = hint;
    });
  };
  const listOf = (node: LNode | undefined): readonly LNode[] => (node === undefined ? [] : node.type === 'expression_list' ? node.children : [node]);

  const visit = (node: LNode, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    const next = depth + 1;
    switch (node.type) {
      case 'comment':
      case 'field_identifier':
      case 'label_name':
      case 'package_identifier':
        return;
      case 'identifier':
        ref('name', [text(tree, node)], node);
        return;
      case 'type_identifier':
      case 'qualified_type': {
        const chain = typeChain(tree, node);
        if (chain) ref('annotation', chain, node);
        return;
      }
      case 'call_expression': {
        const fn = field(node, 'function');
        const chain = fn === undefined ? undefined : selectorChain(tree, fn);
        if (chain) ref('call', chain, node);
        for (const c of node.children) if (c !== fn || chain === undefined) visit(c, next);
        return;
      }
      case 'selector_expression': {
        const chain = selectorChain(tree, node);
        if (chain) ref('name', chain, node);
        else for (const c of node.children) visit(c, next);
        return;
      }
      case 'keyed_element': {
        // `T{Name: v}`: the key names a field, not a variable in scope.
        const [key, ...rest] = node.children;
        const plainKey = key?.type === 'literal_element' && key.children[0]?.type === 'identifier';
        for (const c of plainKey ? rest : node.children) visit(c, next);
        return;
      }
      case 'short_var_declaration':
        bind(listOf(field(node, 'left')), listOf(field(node, 'right')));
        for (const c of listOf(field(node, 'right'))) visit(c, next);
        return;
      case 'var_spec':
      case 'const_spec':
        bind(fields(node, 'name'), listOf(field(node, 'value')), field(node, 'type'));
        for (const c of node.children) if (c.field !== 'name') visit(c, next);
        return;
      case 'range_clause':
        if (/:=\s*range\b/.test(text(tree, node))) bind(listOf(field(node, 'left')));
        else for (const c of listOf(field(node, 'left'))) visit(c, next);
        for (const c of listOf(field(node, 'right'))) visit(c, next);
        return;
      case 'type_switch_statement':
        bind(listOf(field(node, 'alias')));
        for (const c of node.children) if (c.field !== 'alias') visit(c, next);
        return;
      case 'parameter_declaration':
      case 'variadic_parameter_declaration':
        bind(fields(node, 'name'), [], field(node, 'type'));
        for (const c of node.children) if (c.field !== 'name') visit(c, next);
        return;
      case 'type_spec':
      case 'type_alias': {
        const name = field(node, 'name');
        if (name) locals.add(text(tree, name));
        for (const c of node.children) if (c !== name) visit(c, next);
        return;
      }
      case 'type_parameter_declaration':
        for (const n of fields(node, 'name')) locals.add(text(tree, n));
        for (const c of node.children) if (c.field !== 'name') visit(c, next);
        return;
      default:
        for (const c of node.children) visit(c, next);
    }
  };
  for (const root of roots) visit(root, 0);
  return { references, locals: [...locals], typeHints };
}

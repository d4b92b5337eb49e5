/**
 * What the checks read off a Go body's tree: the names it declares (`:=`, `var`, range and
 * type-switch variables, closures' parameters), the declarations Go would refuse as "declared and
 * not used", and its calls with their argument counts.
 */
import type { LiteTree, LNode } from '../../lite-tree.js';
import { field, fields, lineAt, text } from '../../tree-text.js';
import { selectorChain } from '../body-scan.js';

export interface BodyCall {
  chain: string[];
  args: number;
  spread: boolean;
  /** The only argument is itself a call (it may return several values). */
  singleCallArg: boolean;
  line: number;
}

export interface BodyFacts {
  declared: Set<string>;
  /** Names declared with `:=`, `var` or a `:= range` that no other identifier of the function uses. */
  unused: { name: string; line: number }[];
  calls: BodyCall[];
}

const MAX_DEPTH = 400;
const listOf = (node: LNode | undefined): readonly LNode[] => (node === undefined ? [] : node.type === 'expression_list' ? node.children : [node]);

/** The function or method declaration that starts on `line`. */
export function functionAt(tree: LiteTree, line: number): LNode | undefined {
  return tree.root.children.find((n) => (n.type === 'function_declaration' || n.type === 'method_declaration') && lineAt(tree, n.start) === line);
}

/** `shift` is added to the tree's lines (the function parsed alone). */
export function bodyFacts(tree: LiteTree, fn: LNode, shift = 0): BodyFacts {
  const declared = new Set<string>();
  const declSites = new Map<string, { count: number; line: number }>();
  const uses = new Map<string, number>();
  const declNodes = new Set<LNode>();
  const calls: BodyCall[] = [];
  const declare = (nodes: readonly LNode[], strict: boolean): void => {
    for (const n of nodes) {
      if (n.type !== 'identifier') continue;
      const name = text(tree, n);
      if (name === '_') continue;
      declared.add(name);
      if (!strict) continue;
      declNodes.add(n);
      const site = declSites.get(name);
      declSites.set(name, { count: (site?.count ?? 0) + 1, line: site?.line ?? lineAt(tree, n.start) + shift });
    }
  };
  const visit = (node: LNode, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    switch (node.type) {
      case 'short_var_declaration':
        declare(listOf(field(node, 'left')), true);
        break;
      case 'var_spec':
        declare(fields(node, 'name'), true);
        break;
      case 'const_spec':
        declare(fields(node, 'name'), false);
        break;
      case 'range_clause':
        if (/:=\s*range\b/.test(text(tree, node))) declare(listOf(field(node, 'left')), true);
        break;
      case 'type_switch_statement':
        declare(listOf(field(node, 'alias')), false);
        break;
      case 'parameter_declaration':
      case 'variadic_parameter_declaration':
        declare(fields(node, 'name'), false);
        break;
      case 'type_spec':
      case 'type_alias': {
        const name = field(node, 'name');
        if (name) declared.add(text(tree, name));
        break;
      }
      case 'call_expression': {
        const fnNode = field(node, 'function');
        const chain = fnNode === undefined ? undefined : selectorChain(tree, fnNode);
        const args = (field(node, 'arguments')?.children ?? []).filter((c) => c.type !== 'comment');
        if (chain !== undefined) {
          calls.push({
            chain, args: args.length, spread: args.some((a) => a.type === 'variadic_argument'),
            singleCallArg: args.length === 1 && args[0]?.type === 'call_expression', line: lineAt(tree, node.start) + shift,
          });
        }
        break;
      }
      // `m[a][b]` reads as a generic instantiation to the grammar: its names come as type identifiers.
      case 'identifier':
      case 'type_identifier':
        if (!declNodes.has(node)) {
          const name = text(tree, node);
          uses.set(name, (uses.get(name) ?? 0) + 1);
        }
        break;
      default:
    }
    for (const c of node.children) visit(c, depth + 1);
  };
  const body = field(fn, 'body');
  if (body !== undefined) visit(body, 0);
  const unused = [...declSites].filter(([name]) => (uses.get(name) ?? 0) === 0).map(([name, s]) => ({ name, line: s.line }));
  return { declared, unused, calls };
}

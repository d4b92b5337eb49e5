/** Dotted chains (`a.b.c`, `super().m`) and the names inside string annotations. */
import type { LNode, LiteTree } from './parser.js';
import { field, text } from './tree-utils.js';

export interface ChainResult {
  chain: string[];
  /** The `super(...)` call at the head of the chain, whose arguments still need walking. */
  superCall?: LNode;
}

/**
 * The dotted chain of a name/attribute expression, or undefined when the expression is not a
 * plain chain (a call or subscript in the middle ends it: the walker then visits the inner part).
 */
export function chainOf(tree: LiteTree, node: LNode): ChainResult | undefined {
  // Iterative: attribute chains can be long in generated code.
  const names: string[] = [];
  let current: LNode | undefined = node;
  let superCall: LNode | undefined;
  while (current) {
    if (current.type === 'identifier') {
      names.push(text(tree, current));
      break;
    }
    if (current.type === 'dotted_name') {
      const parts = current.children.filter((c) => c.type === 'identifier').map((c) => text(tree, c));
      for (let i = parts.length - 1; i >= 0; i--) names.push(parts[i] ?? '');
      break;
    }
    if (current.type === 'attribute') {
      const attr = field(current, 'attribute');
      if (!attr) return undefined;
      names.push(text(tree, attr));
      current = field(current, 'object');
      continue;
    }
    if (current.type === 'call') {
      const fn = field(current, 'function');
      if (fn?.type !== 'identifier' || text(tree, fn) !== 'super') return undefined;
      names.push('super()');
      superCall = current;
      break;
    }
    return undefined;
  }
  if (!current) return undefined;
  const result: ChainResult = { chain: names.reverse() };
  if (superCall) result.superCall = superCall;
  return result;
}

const NOT_NAMES = new Set(['None', 'True', 'False', 'and', 'or', 'not', 'in', 'is', 'lambda', 'if', 'else']);
const DOTTED = /[\p{L}_][\p{L}\p{N}_]*(?:\s*\.\s*[\p{L}_][\p{L}\p{N}_]*)*/gu;

/**
 * Dotted names inside a string annotation such as "Foo" or 'Optional["Bar"]' (nested quotes
 * included): a lexical scan is enough, since annotations are names, subscripts and `|`.
 */
export function namesInStringAnnotation(value: string): string[][] {
  const chains: string[][] = [];
  if (value.length > 300) return chains;
  for (const match of value.matchAll(DOTTED)) {
    const before = match.index > 0 ? value[match.index - 1] : '';
    if (before === '.' || (before !== undefined && /[\p{N}]/u.test(before))) continue;
    const chain = match[0].split('.').map((s) => s.trim());
    if (chain.length === 1 && NOT_NAMES.has(chain[0] ?? '')) continue;
    chains.push(chain);
  }
  return chains;
}

/** Last dotted segment of a decorator/base text, without call arguments or subscripts. */
export function lastSegment(expr: string): string {
  const head = expr.replace(/[([].*$/s, '').trim();
  const parts = head.split('.');
  return (parts[parts.length - 1] ?? '').trim();
}

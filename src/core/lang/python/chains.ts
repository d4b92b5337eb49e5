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
  switch (node.type) {
    case 'identifier':
      return { chain: [text(tree, node)] };
    case 'attribute': {
      const object = field(node, 'object');
      const attr = field(node, 'attribute');
      if (!object || !attr) return undefined;
      const base = chainOf(tree, object);
      if (!base) return undefined;
      return { ...base, chain: [...base.chain, text(tree, attr)] };
    }
    case 'call': {
      const fn = field(node, 'function');
      if (fn?.type === 'identifier' && text(tree, fn) === 'super') return { chain: ['super()'], superCall: node };
      return undefined;
    }
    case 'dotted_name':
      return { chain: node.children.filter((c) => c.type === 'identifier').map((c) => text(tree, c)) };
    default:
      return undefined;
  }
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

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
  // Two iterative passes (attribute chains can be long in generated code): the first finds the
  // chain's head and length without allocating, the second fills an array of exactly that size
  // from the end. (A list grown by `push` from empty gets a 17-slot backing store, and the chain is
  // kept in the parse's references; this runs for every name the walk meets.)
  let length = 0;
  let current: LNode | undefined = node;
  while (current) {
    if (current.type === 'identifier') {
      length += 1;
      break;
    }
    if (current.type === 'dotted_name') {
      const parts = current.children;
      for (let i = 0; i < parts.length; i++) if (parts[i]!.type === 'identifier') length += 1;
      break;
    }
    if (current.type === 'attribute') {
      if (!field(current, 'attribute')) return undefined;
      length += 1;
      current = field(current, 'object');
      continue;
    }
    if (current.type === 'call') {
      const fn = field(current, 'function');
      if (fn?.type !== 'identifier' || text(tree, fn) !== 'super') return undefined;
      length += 1;
      break;
    }
    return undefined;
  }
  if (!current) return undefined;
  const head = current;
  const chain = length === 1 ? [''] : new Array<string>(length);
  let at = length - 1;
  for (current = node; current !== head; current = field(current, 'object')) {
    if (current === undefined) return undefined;
    chain[at--] = text(tree, field(current, 'attribute') ?? current);
  }
  if (head.type === 'identifier') chain[at] = text(tree, head);
  else if (head.type === 'dotted_name') {
    const parts = head.children;
    let k = 0;
    for (let i = 0; i < parts.length; i++) if (parts[i]!.type === 'identifier') chain[k++] = text(tree, parts[i]!);
  } else chain[at] = 'super()';
  const result: ChainResult = { chain };
  if (head.type === 'call') result.superCall = head;
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

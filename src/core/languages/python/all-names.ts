/** Literal `__all__` names: `= [...]`, `+= [...]`, `.extend([...])`, `.append('x')`, `+` of lists. */
import type { LNode } from './parser.js';
import type { Walk } from './scope.js';
import { stringConstant } from './strings.js';

function literalNames(w: Walk, node: LNode, out: string[]): void {
  switch (node.type) {
    case 'list':
    case 'tuple':
    case 'parenthesized_expression':
    case 'binary_operator':
      for (const child of node.children) literalNames(w, child, out);
      return;
    case 'string':
    case 'concatenated_string': {
      const value = stringConstant(w.tree, node);
      if (value !== undefined) out.push(value);
      return;
    }
    default:
      return;
  }
}

/** Adds (or, for a plain `=`, sets) the literal names found in `value`. */
export function collectAllNames(w: Walk, value: LNode, append: boolean): void {
  const names: string[] = [];
  literalNames(w, value, names);
  w.allNames = append ? [...(w.allNames ?? []), ...names] : names;
}

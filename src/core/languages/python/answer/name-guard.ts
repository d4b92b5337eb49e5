/**
 * Which handlers of a `try` catch the NameError a read in its body raises (body-walk.ts marks the reads). `NameError`
 * named in a handler (alone, in a tuple, as `builtins.NameError`, or in an `except*`) guards on purpose; `Exception`,
 * `BaseException` or a bare `except:` catch it too, but broadly. A handler whose block re-raises (a bare `raise` among
 * its statements) guards nothing; `UnboundLocalError` and `ImportError` handlers do not catch a NameError of a free name.
 */
import type { LNode, LiteTree } from '../parser.js';
import { text } from '../tree-utils.js';
import type { NameGuard } from './walk-types.js';

const BROAD = new Set(['Exception', 'BaseException']);

function caughtNames(tree: LiteTree, handler: LNode): string[] | 'bare' {
  const kind = handler.children.find((c) => c.type !== 'block' && c.type !== 'comment');
  if (kind === undefined) return 'bare';
  const type = kind.type === 'as_pattern' ? kind.children[0] : kind;
  if (type === undefined) return 'bare';
  const parts = type.type === 'tuple' || type.type === 'parenthesized_expression' ? type.children : [type];
  return parts.map((p) => text(tree, p).replace(/^builtins\./, ''));
}

function reRaises(tree: LiteTree, handler: LNode): boolean {
  const block = handler.children.find((c) => c.type === 'block');
  return (block?.children ?? []).some((s) => s.type === 'raise_statement' && text(tree, s).trim() === 'raise');
}

/**
 * The guard a `try_statement`'s handlers give the reads of its body, or undefined when none catches a NameError. The
 * first handler that catches it decides, as at run time.
 */
export function tryGuard(tree: LiteTree, tryNode: LNode): NameGuard | undefined {
  for (const h of tryNode.children) {
    if (h.type !== 'except_clause' && h.type !== 'except_group_clause') continue;
    const caught = caughtNames(tree, h);
    const named = caught !== 'bare' && caught.includes('NameError');
    if (!named && caught !== 'bare' && !caught.some((n) => BROAD.has(n))) continue;
    if (reRaises(tree, h)) return undefined;
    return named ? 'named' : 'broad';
  }
  return undefined;
}

/** Javadoc: the `/** ... *\/` comment right above a declaration (only comments between them), as text. */
import type { LiteTree, LNode } from '../lite-tree.js';
import { text } from '../tree-text.js';

const isComment = (n: LNode): boolean => n.type === 'line_comment' || n.type === 'block_comment';

/** The Javadoc of `siblings[index]`: the nearest `/**` comment before it with only comments between. */
export function javadocOf(tree: LiteTree, siblings: readonly LNode[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i -= 1) {
    const node = siblings[i]!;
    if (!isComment(node)) return undefined;
    const raw = text(tree, node);
    if (node.type === 'block_comment' && raw.startsWith('/**') && raw !== '/**/') return javadocText(raw);
  }
  return undefined;
}

/** A Javadoc comment's text: markers and the leading `*` of each line removed. */
export function javadocText(raw: string): string {
  return raw
    .replace(/^\/\*\*+/, '')
    .replace(/\*+\/$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*(?!\/) ?/, '').trimEnd())
    .join('\n')
    .trim();
}

/** Python string literals: raw content, prefixes, docstrings. */
import type { LNode, LiteTree } from './parser.js';

export interface StringInfo {
  /** Content between the quotes, escapes left as written. */
  value: string;
  isFString: boolean;
  isBytes: boolean;
}

/** For a `string` node: its content and prefix flags. */
export function stringInfo(tree: LiteTree, node: LNode): StringInfo {
  const startTok = node.children.find((c) => c.type === 'string_start');
  const endTok = node.children.find((c) => c.type === 'string_end');
  const prefix = startTok ? tree.source.slice(startTok.start, startTok.end).replace(/['"]/g, '').toLowerCase() : '';
  const from = startTok ? startTok.end : node.start;
  const to = endTok ? endTok.start : node.end;
  return {
    value: tree.source.slice(from, to),
    isFString: prefix.includes('f') || node.children.some((c) => c.type === 'interpolation'),
    isBytes: prefix.includes('b'),
  };
}

/** The value of a str constant (plain or implicitly concatenated), or undefined. */
export function stringConstant(tree: LiteTree, node: LNode): string | undefined {
  if (node.type === 'string') {
    const info = stringInfo(tree, node);
    return info.isFString || info.isBytes ? undefined : info.value;
  }
  if (node.type === 'concatenated_string') {
    let value = '';
    for (const part of node.children) {
      if (part.type === 'comment') continue;
      const piece = stringConstant(tree, part);
      if (piece === undefined) return undefined;
      value += piece;
    }
    return value;
  }
  return undefined;
}

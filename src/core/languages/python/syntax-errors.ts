/** Syntax problems (tree-sitter ERROR and MISSING nodes) for validators. */
import type { LiteTree } from './parser.js';
import { lineAt } from './tree-utils.js';

export interface SyntaxErrorInfo {
  line: number;
  message: string;
}

export function problemsOf(tree: LiteTree): SyntaxErrorInfo[] {
  const seen = new Set<string>();
  const out: SyntaxErrorInfo[] = [];
  for (const p of tree.problems) {
    const line = lineAt(tree, p.index);
    const key = `${line}|${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ line, message: p.message });
  }
  return out.sort((a, b) => a.line - b.line);
}

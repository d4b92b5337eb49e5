/** The tree-sitter Go grammar (tree-sitter-go 0.23.4) behind the shared light tree (see ../lite-tree.ts). */
import { createRequire } from 'node:module';
import { createLiteParser, type LiteTree } from '../lite-tree.js';
import type { SyntaxProblemInfo } from '../language.js';
import { lineAt } from '../tree-text.js';

const require = createRequire(import.meta.url);
const goLanguage = require('tree-sitter-go') as unknown;

/** Parses Go source into a light tree. Never throws on bad syntax (tree-sitter recovers). */
export const parseGoLite = createLiteParser(goLanguage, 'source_file');

/** The tree's syntax problems with 1-based lines, one per line and message, sorted. */
export function problemsOf(tree: LiteTree): SyntaxProblemInfo[] {
  const seen = new Set<string>();
  const out: SyntaxProblemInfo[] = [];
  for (const p of tree.problems) {
    const line = lineAt(tree, p.index);
    const key = `${line}|${p.message}`;
    if (!seen.has(key)) out.push({ line, message: p.message });
    seen.add(key);
  }
  return out.sort((a, b) => a.line - b.line);
}

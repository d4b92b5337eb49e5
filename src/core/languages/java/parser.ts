/** The tree-sitter Java grammar (tree-sitter-java 0.23.5) behind the shared light tree (see ../lite-tree.ts). */
import { createRequire } from 'node:module';
import { createLiteParser, type LiteTree } from '../lite-tree.js';
import type { SyntaxProblemInfo } from '../language.js';
import { lineAt } from '../tree-text.js';

const require = createRequire(import.meta.url);
const javaLanguage = require('tree-sitter-java') as unknown;

/** Parses Java source into a light tree. Never throws on bad syntax (tree-sitter recovers). */
export const parseJavaLite = createLiteParser(javaLanguage, 'program');

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

/**
 * The tree-sitter-rust grammar (0.23.1, prebuilt for Node 20 with tree-sitter 0.21.1) behind the
 * shared light tree. Comments are named nodes (`line_comment`, `block_comment`) wherever they occur.
 * When the grammar fails on a file, the syntax it is known to lack (grammar-gaps.ts) is rewritten
 * in place, same length, and parsed again; that tree is kept only if it has fewer errors, so a
 * file the grammar reads is never touched. `rewriteGaps: false` gives the grammar's own tree.
 */
import { createRequire } from 'node:module';
import { createLiteParser, type LiteTree } from '../lite-tree.js';
import { wasmBinding } from '../lite-tree-wasm.js';
import { rewriteRustGaps } from './grammar-gaps.js';

const require = createRequire(import.meta.url);
const grammar = require('tree-sitter-rust') as unknown;
const parse = createLiteParser(grammar, 'source_file', await wasmBinding('tree-sitter-rust/tree-sitter-rust.wasm', 'source_file'));

export function parseRustLite(source: string, rewriteGaps = true): LiteTree {
  const tree = parse(source);
  if (tree.problems.length === 0 || !rewriteGaps) return tree;
  const text = rewriteRustGaps(source);
  if (text === undefined) return tree;
  const rewritten = parse(source, text);
  return rewritten.problems.length < tree.problems.length ? rewritten : tree;
}

export const COMMENT_TYPES: ReadonlySet<string> = new Set(['line_comment', 'block_comment']);

/**
 * The tree-sitter-rust grammar (0.23.1, prebuilt for Node 20 with tree-sitter 0.21.1) behind the
 * shared light tree. Comments are named nodes (`line_comment`, `block_comment`) wherever they occur.
 */
import { createRequire } from 'node:module';
import { createLiteParser, type LiteTree } from '../lite-tree.js';

const require = createRequire(import.meta.url);
const grammar = require('tree-sitter-rust') as unknown;
const parse = createLiteParser(grammar, 'source_file');

export function parseRustLite(source: string): LiteTree {
  return parse(source);
}

export const COMMENT_TYPES: ReadonlySet<string> = new Set(['line_comment', 'block_comment']);

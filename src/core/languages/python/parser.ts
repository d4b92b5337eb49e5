/** The tree-sitter Python grammar behind the shared light tree (see ../lite-tree.ts). */
import { createRequire } from 'node:module';
import { createLiteParser } from '../lite-tree.js';
import { wasmBinding } from '../lite-tree-wasm.js';

export type { LNode, LiteTree, SyntaxProblem } from '../lite-tree.js';

const require = createRequire(import.meta.url);
const pythonLanguage = require('tree-sitter-python') as unknown;

/** Parses Python source into a light tree. Never throws on bad syntax (tree-sitter recovers). */
export const parseLite = createLiteParser(pythonLanguage, 'module', await wasmBinding('tree-sitter-python/tree-sitter-python.wasm', 'module'));

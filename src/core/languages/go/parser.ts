/** The tree-sitter Go grammar (tree-sitter-go 0.23.4) behind the shared light tree (see ../lite-tree.ts). */
import { createRequire } from 'node:module';
import { createLiteParser } from '../lite-tree.js';
import { wasmBinding } from '../lite-tree-wasm.js';

const require = createRequire(import.meta.url);
const goLanguage = require('tree-sitter-go') as unknown;

/** Parses Go source into a light tree. Never throws on bad syntax (tree-sitter recovers). */
export const parseGoLite = createLiteParser(goLanguage, 'source_file', await wasmBinding('tree-sitter-go/tree-sitter-go.wasm', 'source_file'));


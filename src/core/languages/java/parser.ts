/** The tree-sitter Java grammar (tree-sitter-java 0.23.5) behind the shared light tree (see ../lite-tree.ts). */
import { createRequire } from 'node:module';
import { createLiteParser } from '../lite-tree.js';
import { wasmBinding } from '../lite-tree-wasm.js';

const require = createRequire(import.meta.url);
const javaLanguage = require('tree-sitter-java') as unknown;

/** Parses Java source into a light tree. Never throws on bad syntax (tree-sitter recovers). */
export const parseJavaLite = createLiteParser(javaLanguage, 'program', await wasmBinding('tree-sitter-java/tree-sitter-java.wasm', 'program'));


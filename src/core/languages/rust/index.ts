export { rust } from './language.js';
export { findRustStubs, parseRust, rustSyntaxErrors } from './parse-module.js';

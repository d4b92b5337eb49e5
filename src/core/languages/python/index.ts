export { parsePython, findStubs, syntaxErrors } from './parse-module.js';
export type { SyntaxErrorInfo } from './syntax-errors.js';
export type * from './types.js';

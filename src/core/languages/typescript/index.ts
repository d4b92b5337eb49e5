export { findTypeScriptStubs, parseTypeScript, typeScriptSyntaxErrors } from './parse-module.js';
export { dialectOf } from './parser.js';

/** The Python front end as generation uses it: one import point for parsing and stub detection. */
export { findStubs, parsePython, syntaxErrors } from '../lang/python/index.js';

/** The Python front end produces the language-neutral data of ../types.ts. */
export type * from '../types.js';

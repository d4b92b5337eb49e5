/** Syntax problems (tree-sitter ERROR and MISSING nodes) for validators. */
import { syntaxProblems, type SyntaxProblemInfo } from '../tree-text.js';

export type SyntaxErrorInfo = SyntaxProblemInfo;

/** The tree's syntax problems with 1-based lines, one per line and message, sorted. */
export const problemsOf = syntaxProblems;

/**
 * Re-indentation of a TypeScript/JavaScript body that leaves template literals alone: lines that
 * begin inside a multi-line `template string` keep their text exactly.
 */
import { multilineLiteralLines, reindentKeepingLiterals, type StringSyntax } from '../../brace-body.js';

const TS_STRINGS: StringSyntax = { multiline: '`', multilineEscapes: true, quotes: `"'` };

/** Removes the common indentation of the code lines and puts `indent` in front of each. */
export function reindentTsBlock(block: string, indent: string): string {
  return reindentKeepingLiterals(block, indent, (text) => multilineLiteralLines(text, TS_STRINGS));
}

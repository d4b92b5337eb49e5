/**
 * Re-indentation of a Go body that leaves raw strings alone: lines that begin inside a
 * multi-line `raw string` keep their text exactly (no escapes inside one).
 */
import { multilineLiteralLines, reindentKeepingLiterals, type StringSyntax } from '../../brace-body.js';

const GO_STRINGS: StringSyntax = { multiline: '`', multilineEscapes: false, quotes: `"'` };

/** Removes the common indentation of the code lines and puts `indent` in front of each. */
export function reindentGoBlock(block: string, indent: string): string {
  return reindentKeepingLiterals(block, indent, (text) => multilineLiteralLines(text, GO_STRINGS));
}

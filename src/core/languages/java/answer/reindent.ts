/**
 * Re-indentation of a Java body that leaves text blocks alone: lines that begin inside a
 * multi-line `"""` text block keep their text exactly (their indentation is part of the string's
 * content rule, which javac applies to the block as written).
 */
import { multilineLiteralLines, reindentKeepingLiterals, type StringSyntax } from '../../brace-body.js';

const JAVA_STRINGS: StringSyntax = { multiline: '"""', multilineEscapes: true, quotes: `"'` };

/** Removes the common indentation of the code lines and puts `indent` in front of each. */
export function reindentJavaBlock(block: string, indent: string): string {
  return reindentKeepingLiterals(block, indent, (text) => multilineLiteralLines(text, JAVA_STRINGS));
}

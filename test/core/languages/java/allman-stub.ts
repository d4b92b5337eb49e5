/**
 * A method of a real Allman-style Java file (`{` alone on the line after the header) with its body replaced by a stub
 * line, for the answer checks' tests: its original text, lines, definition, header's last line, body and stubbed source.
 */
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';

export function allmanStub(original: string, file: string, qualname: string) {
  const lines = original.split('\n');
  const def = javaLanguage.parse(original, file).definitions.find((d) => d.qualname === qualname)!;
  const headerEnd = def.range.start + def.signature.split('\n').length - 1;
  const body = lines.slice(headerEnd + 1, def.range.end - 1).join('\n');
  const source = [...lines.slice(0, headerEnd + 1), '\t\tthrow new UnsupportedOperationException();', ...lines.slice(def.range.end - 1)].join('\n');
  return { lines, def, headerEnd, body, source };
}

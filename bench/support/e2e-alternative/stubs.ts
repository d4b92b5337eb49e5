/**
 * The alternative's stub finder: a function whose body, without a leading docstring and comments,
 * is only a not-implemented idiom (`pass`, `...`, `raise NotImplementedError`; `throw new
 * Error('not implemented')`; `panic("not implemented")`; `todo!()`, `unimplemented!()`). The lines
 * to replace are the idiom's own lines.
 */
import type { Def, ParsedFile } from './syntax.js';

const FUNCTION_TYPES = new Set(['function_definition', 'function_declaration', 'method_definition', 'method_declaration', 'function_item', 'generator_function_declaration']);
const PY_DOCSTRING = /^\s*[rRuUbBfF]*("""[\s\S]*?"""|'''[\s\S]*?'''|"[^"\n]*"|'[^'\n]*')/;
const PY_IDIOM = /^(pass|\.\.\.|raise\s+NotImplementedError(\(.*\))?)$/;
const BRACE_IDIOM = /^(throw\s+new\s+Error\((['"`])not implemented\2\);?|panic\("(not implemented|TODO|unimplemented)"\)|todo!\(\)|unimplemented!\(\));?$/;

export interface FoundStub {
  def: Def;
  /** 1-based lines of the idiom, replaced by the suggestion. */
  from: number;
  to: number;
  indent: string;
}

const stripComments = (text: string, marker: string): string =>
  text
    .split('\n')
    .filter((l) => !l.trim().startsWith(marker))
    .join('\n')
    .trim();

export function findStubs(file: ParsedFile): FoundStub[] {
  const out: FoundStub[] = [];
  for (const def of file.defs) {
    if (!FUNCTION_TYPES.has(def.type) || def.body === undefined) continue;
    const bodyText = file.text.slice(def.body.start, def.body.end);
    let rest: string;
    if (file.fence === 'python') rest = stripComments(bodyText.replace(PY_DOCSTRING, ''), '#');
    else rest = stripComments(bodyText.replace(/^\{/, '').replace(/\}$/, ''), '//');
    if (!(file.fence === 'python' ? PY_IDIOM : BRACE_IDIOM).test(rest)) continue;
    const lines = file.text.split('\n');
    // The idiom's line inside the body (the last line holding it).
    let line = def.body.endRow;
    while (line >= def.body.startRow && !(lines[line - 1] ?? '').includes(rest.split('\n')[0]!.slice(0, 8))) line -= 1;
    if (line < def.body.startRow || line === def.startRow) continue;
    out.push({ def, from: line, to: line, indent: /^\s*/.exec(lines[line - 1] ?? '')?.[0] ?? '' });
  }
  return out;
}

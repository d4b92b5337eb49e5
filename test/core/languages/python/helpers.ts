import { parsePython } from '../../../../src/core/languages/python/index.js';
import type { Definition, ParsedModule, Reference } from '../../../../src/core/languages/python/index.js';

/** Joins lines so tests can write Python with explicit indentation. */
export function py(...lines: string[]): string {
  return lines.join('\n') + '\n';
}

export function defOf(parsed: ParsedModule, qualname: string, index = 0): Definition {
  const found = parsed.definitions.filter((d) => d.qualname === qualname)[index];
  if (!found) throw new Error(`no definition ${qualname}; have ${parsed.definitions.map((d) => d.qualname).join(', ')}`);
  return found;
}

export function refs(list: Reference[], kind?: Reference['kind']): string[] {
  return list.filter((r) => kind === undefined || r.kind === kind).map((r) => r.chain.join('.'));
}

export function parse(...lines: string[]): ParsedModule {
  return parsePython(py(...lines));
}

/**
 * The definitions of a parse whose qualname starts with `${qualname}.` (its members and nested
 * definitions), in the parse's order: outlines, owned scopes and the walk ask this for the same
 * classes and functions again and again, each time a scan of the module's whole definition list.
 * Held weakly by the parse (the job's, or its installation's: parse-cache.ts) and derived from it
 * alone, so it lives exactly as long as the parse it describes.
 */
import type { Definition, ParsedModule } from '../languages/types.js';

const memo = new WeakMap<ParsedModule, Map<string, readonly Definition[]>>();

export function definitionsUnder(parsed: ParsedModule, qualname: string): readonly Definition[] {
  let byQualname = memo.get(parsed);
  if (byQualname === undefined) memo.set(parsed, (byQualname = new Map<string, readonly Definition[]>()));
  let under = byQualname.get(qualname);
  if (under === undefined) {
    const prefix = `${qualname}.`;
    under = parsed.definitions.filter((d) => d.qualname.startsWith(prefix));
    byQualname.set(qualname, under);
  }
  return under;
}

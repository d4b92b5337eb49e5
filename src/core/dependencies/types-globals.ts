/**
 * TYPESCRIPT_TYPES_GLOBALS' text (port.ts): per listed `@types` package, one a line, `<name>\t<global> <global>…`, or
 * `<name>\t*` when its names are not known (over the adapter's bounds). Written by the node_modules adapter
 * (adapters/dependencies/types-globals.ts), read by the TypeScript checks (check/program.ts).
 */
/** `*`: the package's globals are not known (any name may be one). */
export const UNKNOWN_GLOBALS = '*';

/** A TYPESCRIPT_TYPES_GLOBALS text: per `@types` package, its global names, or `unknown`. */
export function parseTypesGlobals(text: string): Map<string, ReadonlySet<string> | 'unknown'> {
  const out = new Map<string, ReadonlySet<string> | 'unknown'>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    const rest = line.slice(tab + 1).trim();
    out.set(line.slice(0, tab), rest === UNKNOWN_GLOBALS ? 'unknown' : new Set(rest === '' ? [] : rest.split(' ')));
  }
  return out;
}

export function formatTypesGlobals(entries: ReadonlyMap<string, readonly string[] | 'unknown'>): string {
  return [...entries].map(([name, g]) => `${name}\t${g === 'unknown' ? UNKNOWN_GLOBALS : [...g].sort().join(' ')}`).join('\n');
}

/**
 * Names a file declares as globals for its linter: `/* global L: true *\/`, `/* globals jQuery, $ *\/`
 * (ESLint's and JSHint's directive). The file states the name is provided by the host page or bundle
 * (leaflet's `Class.js` reads `L` under `/* global L: true *\/`), so "Cannot find name" on it is no
 * finding. Only the names listed in such a comment of the checked file (the body included) count.
 */
const DIRECTIVE = /\/\*\s*globals?\s+([^*]*?)\*\//g;

/** The names `/* global ... *\/` comments in `text` declare. */
export function globalDirectiveNames(text: string): Set<string> {
  const out = new Set<string>();
  if (!text.includes('global')) return out;
  for (const m of text.matchAll(DIRECTIVE)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.split(':')[0]?.trim();
      if (name !== undefined && /^[A-Za-z_$][\w$]*$/.test(name)) out.add(name);
    }
  }
  return out;
}

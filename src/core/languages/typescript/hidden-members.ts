/** What is outside a TypeScript module's public surface: `#x`, `private`/`protected` members, top-level declarations it does not export. */
import type { LoadedModule } from '../language.js';
import type { Definition } from '../types.js';

/** Access modifiers at the start of a TypeScript member's signature, up to `private`/`protected`. */
const TS_HIDDEN_MEMBER = /^(?:(?:static|readonly|override|async|abstract|declare)\s+)*(?:private|protected)\b/;

const exportedCache = new WeakMap<LoadedModule, Set<string>>();
/** Names a TypeScript module's own declarations are exported under locally (`export function f`, `export { f }`, `export default f`). */
function exportedLocals(mod: LoadedModule): Set<string> {
  let names = exportedCache.get(mod);
  if (names === undefined) {
    names = new Set((mod.parsed.exports ?? []).filter((e) => e.module === undefined).map((e) => e.local ?? e.exported));
    exportedCache.set(mod, names);
  }
  return names;
}

/** `mod`, when given, is the module `def` is in: a top-level declaration it does not export is its own. */
export function isHiddenMember(def: Definition, mod?: LoadedModule): boolean {
  if (def.name.startsWith('#') || TS_HIDDEN_MEMBER.test(def.signature)) return true;
  return mod !== undefined && def.parent === undefined && def.kind !== 'variable' && !exportedLocals(mod).has(def.name);
}

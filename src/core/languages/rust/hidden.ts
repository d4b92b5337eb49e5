/**
 * Rust's public surface: an item is visible outside its module only with `pub` (any `pub(...)`
 * counts); trait methods and the methods of a trait impl are as visible as the trait.
 */
import type { LoadedModule } from '../language.js';
import type { Definition } from '../types.js';

export function isHiddenRustItem(def: Definition, mod?: LoadedModule): boolean {
  if (/^pub\b/.test(def.signature)) return false;
  if (def.declKind === 'impl' || def.declKind === 'macro') return false;
  if (def.kind === 'method' || (def.kind === 'variable' && def.parent !== undefined)) {
    const owner = mod?.parsed.definitions.find(
      (d) => d.kind === 'class' && d.qualname === def.parent && d.range.start <= def.range.start && d.range.end >= def.range.end,
    );
    if (owner?.declKind === 'trait' || (owner?.declKind === 'impl' && owner.bases.length > 0)) return false;
  }
  return true;
}

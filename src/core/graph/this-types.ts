/**
 * The types a function's typed `this` stands for (TypeScript's `m(this: MixedIn, x)`, trait-style
 * code): the annotated type and, when it is a type alias made of others (`type MixedIn = A & B &
 * C`), each class or interface it is made of. Inside such a function `this.x` reaches their members
 * as a method's `this.x` reaches its class's, so retrieval treats them like the class and its bases.
 * Empty for languages without typed `this` (thisTypeOf's hook) and for functions without one.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from './module-loader.js';
import { resolveModuleChain, thisTypeOf } from './resolve-reference.js';
import type { SymbolResolver } from './symbols.js';

/** As many parts of one alias as the member lookup reads (ts-symbols.ts). */
const MAX_ALIAS_PARTS = 16;

export interface TypeDef {
  file: string;
  def: Definition;
}

export async function thisTypes(resolver: SymbolResolver, mod: LoadedModule, fn: Definition): Promise<TypeDef[]> {
  const chain = thisTypeOf(mod, fn);
  if (chain === undefined) return [];
  const type = await resolveModuleChain(resolver, mod.file, chain);
  if (type?.complete !== true || type.symbol.kind !== 'definition' || type.symbol.def.kind !== 'class') return [];
  const { file, def } = type.symbol;
  const out: TypeDef[] = [{ file, def }];
  if (def.bases.length > 0 || def.declKind !== 'type') return out;
  const parts = [...new Set(def.references.filter((r) => r.kind === 'annotation').map((r) => r.chain.join('.')))].slice(0, MAX_ALIAS_PARTS);
  for (const part of parts) {
    const found = await resolveModuleChain(resolver, file, part.split('.'));
    if (found?.complete !== true || found.symbol.kind !== 'definition' || found.symbol.def.kind !== 'class') continue;
    if (!out.some((t) => t.file === found.symbol.file && t.def === (found.symbol as { def: Definition }).def)) out.push({ file: found.symbol.file, def: found.symbol.def });
  }
  return out;
}

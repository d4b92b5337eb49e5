/**
 * Reading ahead through a module's re-exports (`export { a } from './a'`, `export * from './b'`,
 * `export * as ns from './c'`): where the languages that bind names this way (TypeScript and
 * JavaScript barrels) send a name wanted of the module. Files come from the resolver's
 * `specifierFileNow` hook only (no read; a language without it gets nothing from here).
 */
import type { LanguageSymbolResolver, LoadedModule } from '../languages/language.js';

export type SpecifierFile = Pick<LanguageSymbolResolver, 'specifierFileNow'>;

export interface ExportWant {
  file: string;
  /** Names wanted of the file (undefined: the whole module, e.g. `export * as ns`). */
  names: Set<string> | undefined;
  weight: number;
}

const fileOf = (resolver: SpecifierFile, mod: LoadedModule, specifier: string): string | undefined => {
  const file = resolver.specifierFileNow?.(mod.file, specifier);
  return file === mod.file ? undefined : file;
};

/** Every module the file re-exports from (a barrel arriving with nothing known of what is wanted). */
export function allReexports(resolver: SpecifierFile, mod: LoadedModule): ExportWant[] {
  const out: ExportWant[] = [];
  for (const e of mod.parsed.exports ?? []) {
    if (e.module === undefined) continue;
    const file = fileOf(resolver, mod, e.module);
    if (file === undefined) continue;
    const names = e.exported === '*' || e.name === '*' ? undefined : new Set([e.name ?? e.exported]);
    out.push({ file, names, weight: 0 });
  }
  return out;
}

/** Where `name` comes from when the module re-exports it by name from a file known now; undefined otherwise. */
export function namedReexport(resolver: SpecifierFile, mod: LoadedModule, name: string): ExportWant[] | undefined {
  const named = (mod.parsed.exports ?? []).filter((e) => e.exported === name && e.module !== undefined);
  const wants = named.flatMap((e) => {
    const file = fileOf(resolver, mod, e.module ?? '');
    if (file === undefined) return [];
    return [{ file, names: e.name === '*' ? undefined : new Set([e.name ?? name]), weight: 1 }];
  });
  return wants.length === 0 ? undefined : wants;
}

/** The modules behind `export * from` lines, for names the module binds no other way. */
export function starReexports(resolver: SpecifierFile, mod: LoadedModule, names: Set<string>): ExportWant[] {
  return (mod.parsed.exports ?? []).flatMap((e) => {
    if (e.exported !== '*' || e.module === undefined) return [];
    const file = fileOf(resolver, mod, e.module);
    return file === undefined ? [] : [{ file, names: new Set(names), weight: 0 }];
  });
}

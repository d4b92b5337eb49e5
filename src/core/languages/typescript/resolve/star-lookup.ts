/**
 * Which module behind a barrel's `export * from` lines defines a name. A barrel of fifty stars,
 * searched depth-first in source order, spends a target's read cap on modules that do not have the
 * name; this search is best-first over every star reachable from the barrel, cheapest evidence first:
 *
 * 0. a module already open whose symbol table has the name (defines it or re-exports it by name);
 * 1. a module that open modules import the name from (or, for an `index` module, one under its folder);
 * 2. a module whose path names the name (`Dom` in './dom', `NumberExt` in './number');
 * 3. a module already open (its own stars cost no read), then an `index` module (a barrel reads free);
 * 4. the rest, nearest first, in source order.
 *
 * Reads go through the loader's lookup budget (`loadForLookup`), so the search cannot starve the
 * definitions the walk reads. Which star has the name does not depend on the order: TypeScript
 * leaves out a name two stars both export.
 */
import type { LoadedModule, ModuleLoader } from '../../language.js';
import { identifierParts } from '../../identifiers.js';
import type { TsModuleResolver } from './module-resolver.js';

/** Star levels followed below the barrel. */
const MAX_DEPTH = 6;
/** Modules one search considers at most (open ones included). */
const MAX_VISITS = 400;

interface Star {
  target: string;
  spec: string;
  depth: number;
  order: number;
}

/** Words of a path's last named segment: './dom' -> dom, '../foo/bar-baz/index' -> bar, baz. */
export function specifierWords(spec: string): string[] {
  const segments = spec.replace(/\.[cm]?[jt]sx?$/, '').split('/').filter((p) => p !== '' && p !== '.' && p !== '..' && p !== 'index');
  return identifierParts(segments.at(-1) ?? '');
}

const isIndex = (file: string): boolean => /(^|\/)index\.[cm]?[jt]sx?$/.test(file);
const dirOf = (file: string): string => file.slice(0, file.lastIndexOf('/') + 1);

/** True when the module binds `name` itself: a definition, or an export of that name (`export { a } from`). */
export function namesIt(mod: LoadedModule, name: string): boolean {
  return mod.topLevel.has(name) || (mod.parsed.exports ?? []).some((e) => e.exported === name);
}

export async function starsOf(modules: TsModuleResolver, mod: LoadedModule, depth: number, counter: { n: number }): Promise<Star[]> {
  const specs = (mod.parsed.exports ?? []).filter((e) => e.exported === '*' && e.module !== undefined).map((e) => e.module ?? '');
  const targets = await Promise.all(specs.map((spec) => modules.resolve(mod.file, spec)));
  const out: Star[] = [];
  specs.forEach((spec, i) => {
    const target = targets[i];
    if (target !== undefined) out.push({ target, spec, depth, order: counter.n++ });
  });
  return out;
}

/** Files the open modules import `name` from (the evidence of symbol tables read so far). */
async function importedFrom(modules: TsModuleResolver, loader: ModuleLoader, name: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const file of loader.opened()) {
    const mod = await loader.load(file);
    for (const b of mod?.parsed.imports ?? []) {
      if (b.kind === 'import' || (b.name ?? b.boundName) !== name) continue;
      const target = await modules.resolve(file, b.module);
      if (target !== undefined) files.add(target);
    }
  }
  return files;
}

/**
 * Searches the stars reachable from `barrel` for a module that names `name`, and returns what
 * `resolveIn` makes of the first such module that resolves it.
 */
export async function findThroughStars<T>(
  modules: TsModuleResolver,
  loader: ModuleLoader,
  barrel: LoadedModule,
  name: string,
  resolveIn: (file: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  const words = new Set(identifierParts(name));
  const hints = await importedFrom(modules, loader, name);
  hints.delete(barrel.file);
  const cost = async (s: Star): Promise<number> => {
    const open = loader.isOpen(s.target);
    if (open) {
      const mod = await loader.load(s.target);
      if (mod !== undefined && namesIt(mod, name)) return 0;
    }
    if (hints.has(s.target) || (isIndex(s.target) && [...hints].some((h) => h.startsWith(dirOf(s.target))))) return 1;
    if (specifierWords(s.spec).some((w) => words.has(w))) return 2;
    return open || isIndex(s.target) ? 3 : 4;
  };
  const counter = { n: 0 };
  const frontier: { star: Star; cost: number }[] = [];
  const push = async (stars: Star[]): Promise<void> => {
    const costs = await Promise.all(stars.map(cost));
    stars.forEach((star, i) => frontier.push({ star, cost: costs[i] ?? 4 }));
  };
  await push(await starsOf(modules, barrel, 1, counter));
  const visited = new Set<string>([barrel.file]);
  while (frontier.length > 0 && visited.size < MAX_VISITS) {
    let best = 0;
    frontier.forEach((f, i) => {
      const b = frontier[best];
      if (b !== undefined && (f.cost - b.cost || f.star.depth - b.star.depth || f.star.order - b.star.order) < 0) best = i;
    });
    const star = frontier.splice(best, 1)[0]?.star;
    if (star === undefined || visited.has(star.target)) continue;
    visited.add(star.target);
    const mod = loader.isOpen(star.target) ? await loader.load(star.target) : await loader.loadForLookup(star.target);
    if (mod === undefined) continue;
    if (namesIt(mod, name)) {
      const found = await resolveIn(mod.file);
      if (found !== undefined) return found;
    }
    if (star.depth < MAX_DEPTH) await push(await starsOf(modules, mod, star.depth + 1, counter));
  }
  return undefined;
}

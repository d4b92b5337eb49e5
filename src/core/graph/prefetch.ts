/**
 * Reading ahead of the walk (issue 24): each read of a retrieval waits for a whole round trip
 * when the source is remote, and the walk's reads mostly depend on the one before (a file's
 * imports are known once it is read; a name re-exported by a package's `__init__` is found by
 * reading the modules it star-imports one after another). So as a file arrives, the files its
 * imports lead to are fetched at once, in the same round as whatever else is pending, and as
 * those arrive, the files that the names wanted of them come from (their own imports, their
 * star imports when they do not bind the name, and the imports the wanted definitions use).
 *
 * Read ahead only: nothing here opens a module for the walk, counts against its read cap or
 * changes what it decides; a file fetched ahead is read by the walk (free, already in hand) or
 * not at all. The source bounds how many files are fetched ahead (`RepoSource.prefetch`); the
 * order they are asked for is the walk's own prior: imports by how often the file uses the name
 * they bind, nearest files first. Language-neutral: the files come from the resolver's hooks
 * (`importedFile`, `starFile`), the names from the parsed imports and references.
 */
import type { RepoSource } from '../ports.js';
import type { LanguageSymbolResolver, LoadedModule } from '../languages/language.js';
import type { Definition, ImportBinding, ParsedModule } from '../languages/types.js';
import { indexModule, withLineFeeds } from './module-loader.js';
import { allReexports, namedReexport, starReexports } from './prefetch-exports.js';

export interface PrefetchLimits {
  /** Files a file arriving asks for at most (its most used imports first). */
  perFile: number;
  /** Hops ahead of the walk's own reads (1: the files its files import). */
  depth: number;
}

export const PREFETCH_LIMITS: PrefetchLimits = { perFile: 12, depth: 4 };

export interface PrefetchDeps {
  source: Required<Pick<RepoSource, 'prefetch'>>;
  resolver: Pick<LanguageSymbolResolver, 'importedFile' | 'starFile' | 'specifierFileNow'>;
  parse: (text: string, file: string) => ParsedModule;
  /** `parse` off the event loop (the worker's parse threads); absent: `parse`, at once. */
  parseAsync?: (text: string, file: string) => Promise<ParsedModule>;
  limits?: PrefetchLimits;
  /**
   * True once the source's reads cost no round trip (RepoSource.scansCheaply: an archive holding every file has
   * landed, or a local checkout): from then on nothing is fetched or parsed ahead. A file fetched ahead saves a
   * round trip only; with every file in hand it saved nothing and cost its parse (rich: 11 files, 86k characters
   * per job that the walk never opened). Read at each step, as the archive may land mid-job.
   */
  readsCostNothing?: () => boolean;
}

export interface Prefetcher {
  /** A file the walk read: what it will likely read next is fetched now. */
  arrived(mod: LoadedModule): void;
}

interface Want {
  file: string;
  /** Names wanted of the file (undefined: not known, e.g. a file the walk opened). */
  names: Set<string> | undefined;
  weight: number;
}

/** How often each name is the head of a reference in these definitions, and the attributes read off it. */
function usesIn(mod: LoadedModule, defs: readonly Definition[], withModule: boolean): Map<string, { count: number; attrs: Set<string> }> {
  const uses = new Map<string, { count: number; attrs: Set<string> }>();
  const refs = [...defs.flatMap((d) => d.references), ...(withModule ? mod.parsed.moduleReferences : [])];
  for (const ref of refs) {
    const head = ref.chain[0];
    if (head === undefined) continue;
    let u = uses.get(head);
    if (u === undefined) uses.set(head, (u = { count: 0, attrs: new Set() }));
    u.count += 1;
    const attr = ref.chain[1];
    if (attr !== undefined) u.attrs.add(attr);
  }
  return uses;
}

/** A definition and what is shown with it: its nested functions, and a class's members. */
function owned(mod: LoadedModule, def: Definition): Definition[] {
  const prefix = `${def.qualname}.`;
  return [def, ...mod.parsed.definitions.filter((d) => d.qualname.startsWith(prefix))];
}

export function createPrefetcher(deps: PrefetchDeps): Prefetcher {
  const limits = deps.limits ?? PREFETCH_LIMITS;
  const { resolver } = deps;
  /** Per file: names already followed ('' for "everything the file uses"). */
  const followed = new Map<string, Set<string>>();

  /** An import's file from the path list: the language's own guess, else its specifier resolved without a read. */
  const fileOf = (mod: LoadedModule, b: ImportBinding): string | undefined =>
    resolver.importedFile?.(mod.file, b) ?? resolver.specifierFileNow?.(mod.file, b.module);

  const importTarget = (mod: LoadedModule, b: ImportBinding, uses: ReturnType<typeof usesIn>): Want | undefined => {
    const file = fileOf(mod, b);
    if (file === undefined || file === mod.file) return undefined;
    const u = uses.get(b.boundName);
    const names = new Set(u?.attrs ?? []);
    if (b.name !== undefined && b.name !== '*') names.add(b.name);
    return { file, names, weight: u?.count ?? 0 };
  };

  /** What the imports used by `defs` (and the module's own code, when `withModule`) lead to. */
  const importsUsedBy = (mod: LoadedModule, defs: readonly Definition[], withModule: boolean): Want[] => {
    const uses = usesIn(mod, defs, withModule);
    const out: Want[] = [];
    for (const b of mod.parsed.imports) {
      if (b.boundName === '*' || !uses.has(b.boundName)) continue;
      const want = importTarget(mod, b, uses);
      if (want !== undefined) out.push(want);
    }
    return out;
  };

  const starFiles = (mod: LoadedModule, names: Set<string> | undefined): Want[] =>
    mod.parsed.imports
      .filter((b) => b.boundName === '*' && b.scope === undefined)
      .flatMap((b) => {
        const file = resolver.starFile?.(mod.file, b);
        return file === undefined || file === mod.file ? [] : [{ file, names: names === undefined ? undefined : new Set(names), weight: 0 }];
      });

  /** Files a file's arrival asks for: all it uses (names unknown), or where the wanted names come from. */
  function wantsOf(mod: LoadedModule, names: Set<string> | undefined): Want[] {
    if (names === undefined) {
      // A module that only passes names on (a package's `__init__`) leads to everything it re-exports.
      const reexports = mod.parsed.definitions.length === 0
        ? mod.parsed.imports.flatMap((b) => {
            if (b.boundName === '*' || b.scope !== undefined) return [];
            const want = importTarget(mod, b, new Map());
            return want === undefined ? [] : [want];
          })
        : [];
      // Re-exports by `export ... from` lines (a barrel's), when the language names their files now.
      const viaExports = mod.parsed.definitions.length === 0 ? allReexports(resolver, mod) : [];
      return [...importsUsedBy(mod, mod.parsed.definitions, true), ...reexports, ...viaExports, ...starFiles(mod, undefined)];
    }
    const out: Want[] = [];
    const unbound = new Set<string>();
    for (const name of names) {
      const def = mod.topLevel.get(name);
      if (def !== undefined && def.kind !== 'variable') {
        out.push(...importsUsedBy(mod, owned(mod, def), false));
        continue;
      }
      const bindings = mod.parsed.imports.filter((b) => b.boundName === name && b.scope === undefined);
      for (const b of bindings) {
        const file = fileOf(mod, b);
        if (file !== undefined && file !== mod.file) out.push({ file, names: new Set(b.name === undefined || b.name === '*' ? [] : [b.name]), weight: 1 });
      }
      const reexported = bindings.length === 0 ? namedReexport(resolver, mod, name) : undefined;
      if (reexported !== undefined) out.push(...reexported);
      else if (bindings.length === 0 && def === undefined) unbound.add(name);
    }
    if (unbound.size > 0) out.push(...starFiles(mod, unbound), ...starReexports(resolver, mod, unbound));
    return out;
  }

  /** Names of `want` not followed yet (undefined: the whole file, once). */
  function fresh(want: Want): Set<string> | undefined | null {
    let done = followed.get(want.file);
    if (done === undefined) followed.set(want.file, (done = new Set()));
    if (want.names === undefined) {
      if (done.has('')) return null;
      done.add('');
      return undefined;
    }
    const names = new Set([...want.names].filter((n) => !done.has(n) && !done.has('')));
    for (const n of names) done.add(n);
    return names.size === 0 ? null : names;
  }

  function follow(mod: LoadedModule, names: Set<string> | undefined, level: number): void {
    if (level >= limits.depth) return;
    const wants = wantsOf(mod, names);
    // The walk's own prior: the names the file uses most first (stable, so stars keep their order).
    const ranked = wants.map((w, i) => ({ w, i })).sort((a, b) => b.w.weight - a.w.weight || a.i - b.i).slice(0, limits.perFile);
    for (const { w } of ranked) {
      const next = fresh(w);
      if (next === null) continue;
      void fetchAhead(w.file, next, level + 1);
    }
  }

  async function fetchAhead(file: string, names: Set<string> | undefined, level: number): Promise<void> {
    try {
      if (deps.readsCostNothing?.() === true) return;
      const raw = await deps.source.prefetch(file);
      // The last hop is fetched, not parsed: nothing is followed from it, and the walk parses it
      // if it reads it (a job fetches many such files ahead and reads few of them).
      if (raw === undefined || level >= limits.depth || deps.readsCostNothing?.() === true) return;
      const text = withLineFeeds(raw);
      const parsed = deps.parseAsync === undefined ? deps.parse(text, file) : await deps.parseAsync(text, file);
      follow(indexModule(file, text, parsed), names, level);
    } catch {
      // Reading ahead is never the walk's problem: its own read reports what went wrong.
    }
  }

  return {
    arrived(mod) {
      if (deps.readsCostNothing?.() === true) return;
      try {
        if (fresh({ file: mod.file, names: undefined, weight: 0 }) === null) return;
        follow(mod, undefined, 0);
      } catch {
        // As above: a failure to read ahead costs a round trip later, nothing else.
      }
    },
  };
}

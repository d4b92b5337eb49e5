/**
 * Deterministic entry points: what a developer would look at first around a function — its
 * own signature's edges (annotations, decorators), its class, the class's bases and members,
 * the file's other definitions, the file's imports, and names its docstring mentions.
 */
import { windowAround } from './similarity-pool.js';
import type { Definition, ImportBinding } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import { edgesOf, importedFile, symbolId, type FrontierEntry } from '../graph/expand.js';
import { enclosingClass, resolveModuleChain } from '../graph/resolve-reference.js';
import { moduleMembers } from '../graph/module-members.js';
import type { CodeSymbol, SymbolResolver } from '../graph/symbols.js';
import type { EdgeKind } from '../graph/partial-graph.js';

export interface EntryPoints {
  entries: FrontierEntry[];
  /** For symbols bound by an import of the target file: the local name, to spot unused imports. */
  importedAs: Map<string, string>;
}

export interface EntryOptions {
  /** Imports of the target file are resolved (reading files) in this order, up to the file cap. */
  importOrder: (boundName: string) => number;
  maxFiles: number;
  maxBytes: number;
  /** Imports resolved before the enclosing class's edges (TypeScript: those the rest of the file never uses). */
  earlyImports?: (boundName: string) => boolean;
  /** How many generations of base classes contribute inherited members (default 1: the direct bases). */
  ancestorDepth?: number;
}

function docstringNames(def: Definition): string[][] {
  const out: string[][] = [];
  for (const m of (def.docstring ?? '').matchAll(/[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*/g)) {
    const chain = m[0].split('.');
    if (chain.length > 1 || /[A-Z_]/.test(m[0]) || (def.docstring ?? '').includes(`${m[0]}(`)) out.push(chain);
  }
  return out;
}

export async function deterministicEntries(
  resolver: SymbolResolver,
  mod: LoadedModule,
  target: Definition,
  opts: EntryOptions,
): Promise<EntryPoints> {
  const from = `${mod.file}:${target.qualname}`;
  const entries: FrontierEntry[] = [];
  const add = (symbol: CodeSymbol, kind: EdgeKind, hop = 1): void => {
    const id = symbolId(symbol);
    if (id !== from) entries.push({ id, symbol, hop, kind, from });
  };
  for (const e of await edgesOf(resolver, mod, target)) add(e.symbol, e.kind);

  const importedAs = new Map<string, string>();
  const moduleImports: { file: string; as: string }[] = [];
  const bindings = mod.parsed.imports
    .filter((b) => b.scope === undefined && b.boundName !== '*')
    .sort((a, b) => opts.importOrder(b.boundName) - opts.importOrder(a.boundName));
  const fileOf = async (b: ImportBinding): Promise<string | undefined> => importedFile(resolver, mod.file, b) ?? (await resolver.importedFileOf?.(mod.file, b));
  const resolved = new Set<ImportBinding>();
  const resolveImports = async (list: readonly ImportBinding[]): Promise<void> => {
    // The files these imports point at are read together, up front, in parallel.
    const aheadRoom = Math.max(0, opts.maxFiles - resolver.loader.counted());
    const ahead = (await Promise.all(list.map(fileOf))).filter((f): f is string => f !== undefined && !resolver.loader.isOpen(f));
    await resolver.loader.prefetch([...new Set(ahead)].slice(0, aheadRoom));
    for (const binding of list) {
      if (resolved.has(binding)) continue;
      resolved.add(binding);
      const spent = resolver.loader.counted() >= opts.maxFiles || resolver.loader.bytes() >= opts.maxBytes;
      // Past the entry budget, only imports whose file is already open (prefetched) are resolved.
      const file = spent ? await fileOf(binding) : undefined;
      if (spent && (file === undefined || !resolver.loader.isOpen(file))) continue;
      const symbol = await resolver.resolveImport(mod.file, binding);
      if (symbol === undefined) continue;
      if (!importedAs.has(symbolId(symbol))) importedAs.set(symbolId(symbol), binding.boundName);
      add(symbol, 'import');
      if (symbol.kind === 'module' && symbol.file !== undefined && (binding.kind === 'from' || binding.alias !== undefined)) moduleImports.push({ file: symbol.file, as: binding.boundName });
    }
  };
  // Imports the rest of the file never uses are there for the target: they are read before the
  // class's own edges, which in a large class can take the whole read budget.
  if (opts.earlyImports !== undefined) await resolveImports(bindings.filter((b) => opts.earlyImports?.(b.boundName) === true));

  const cls = enclosingClass(mod, target);
  if (cls !== undefined) {
    add({ kind: 'definition', file: mod.file, def: cls }, 'enclosing');
    for (const e of await edgesOf(resolver, mod, cls)) add(e.symbol, e.kind === 'member' ? 'sibling' : e.kind);
    // Inherited members are as callable through `self` as the class's own: the direct bases'
    // (and with `ancestorDepth`, their bases' too, nearest first).
    let level = await resolver.basesOf(mod.file, cls);
    const visited = new Set([`${mod.file}:${cls.qualname}`]);
    for (let depth = 1; depth <= (opts.ancestorDepth ?? 1) && level.length > 0; depth += 1) {
      const next: typeof level = [];
      for (const base of level) {
        if (visited.has(`${base.file}:${base.def.qualname}`)) continue;
        visited.add(`${base.file}:${base.def.qualname}`);
        for (const e of await edgesOf(resolver, (await resolver.loader.load(base.file)) ?? mod, base.def)) {
          if (e.kind === 'member') add(e.symbol, 'inherited');
        }
        if (depth < (opts.ancestorDepth ?? 1)) next.push(...(await resolver.basesOf(base.file, base.def)));
      }
      level = next;
    }
  }
  // Siblings from a window of the file around the target (similarity-pool.ts): a file at the
  // definition cap gave every target 5,000 entries.
  const defs = mod.parsed.definitions;
  const [first, end] = windowAround(defs, target);
  for (const def of defs.slice(first, end)) {
    if (def.parent === undefined && def !== target && def !== cls && def.kind !== 'variable') {
      add({ kind: 'definition', file: mod.file, def }, 'sibling');
    }
  }
  // Nested helpers of an enclosing function are siblings too.
  if (target.parent !== undefined && cls === undefined) {
    for (const def of mod.parsed.definitions) {
      if (def.parent === target.parent && def !== target) add({ kind: 'definition', file: mod.file, def }, 'sibling');
    }
  }
  await resolveImports(bindings);
  // `from . import nodes` then `nodes.Const(...)`: the module's members (its own definitions
  // and what its `__init__` re-exports) are one hop further.
  const room = (): number => (resolver.loader.bytes() >= opts.maxBytes ? 0 : opts.maxFiles - resolver.loader.counted());
  for (const m of moduleImports) {
    if (resolver.loader.bytes() >= opts.maxBytes) break;
    for (const { name, symbol } of await moduleMembers(resolver, m.file, room)) {
      if (!importedAs.has(symbolId(symbol))) importedAs.set(symbolId(symbol), `${m.as}.${name}`);
      add(symbol, 'member', 2);
    }
  }
  for (const chain of docstringNames(target)) {
    const resolved = await resolveModuleChain(resolver, mod.file, chain);
    if (resolved?.complete === true) add(resolved.symbol, 'name');
  }
  return { entries, importedAs };
}

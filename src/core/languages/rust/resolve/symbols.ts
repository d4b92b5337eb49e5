/**
 * Name lookup for Rust, as an editor follows it: a name bound in a module (an item, a `mod`
 * declaration, a `use` — re-exports included — or a glob `use`), paths from `crate::`, `self::`,
 * `super::`, a child module or another crate of the workspace, and members of a type: the
 * methods of its impl blocks (inherent and trait) in its own file and in the files already open,
 * then the default methods of the traits it implements. Inside an inline `mod x { ... }` its own
 * items and `use` lines come first. Cycles end the lookup.
 */
import type { Definition, ImportBinding } from '../../types.js';
import type { CodeSymbol, LanguageSymbolResolver, ModuleLoader, ResolverContext } from '../../language.js';
import { buildCrateMap, declaredModuleFile, moduleFile, modulePathOf, nameCrates, type CrateMap } from './crate-map.js';

const TYPE_KINDS = ['struct', 'enum', 'union', 'trait', 'type', 'mod'];

/** The item a name stands for among several definitions (a type before a function or macro of its name). */
function preferred(defs: readonly Definition[]): Definition | undefined {
  return defs.find((d) => TYPE_KINDS.includes(d.declKind ?? '')) ?? defs[0];
}

export function createRustSymbolResolver(ctx: ResolverContext): LanguageSymbolResolver {
  const map: CrateMap = ctx.memo('rust/crate-map', () => buildCrateMap(ctx.files));
  const loader: ModuleLoader = ctx.loader;
  let named: Promise<void> | undefined;
  const nameAll = (): Promise<void> =>
    (named ??= (async () => {
      const texts = new Map<string, string>();
      for (const m of map.manifests) {
        const text = await ctx.source.readFile(m);
        if (text !== undefined) texts.set(m, text);
      }
      nameCrates(map, texts);
    })());
  const memo = new Map<string, CodeSymbol | undefined>();
  const moduleSym = (file: string): CodeSymbol => ({ kind: 'module', module: file, file });

  /** The module file a path's first segment starts from, and the segments left. */
  async function start(fromFile: string, segments: readonly string[], seen: Set<string>, lastTypeNs = false): Promise<{ sym: CodeSymbol; rest: string[] } | undefined> {
    const [head, ...rest] = segments;
    if (head === undefined) return undefined;
    const where = modulePathOf(map, fromFile);
    if (head === 'crate') return where ? { sym: moduleSym(where.crate.root), rest } : undefined;
    if (head === 'self') return { sym: moduleSym(fromFile), rest };
    if (head === 'super') {
      if (!where) return undefined;
      let path = where.path.slice(0, -1);
      while (rest[0] === 'super') {
        rest.shift();
        path = path.slice(0, -1);
      }
      const file = moduleFile(map, where.crate, path);
      return file === undefined ? undefined : { sym: moduleSym(file), rest };
    }
    const local = await lookup(fromFile, head, seen, rest.length > 0 || lastTypeNs);
    if (local !== undefined) return { sym: local, rest };
    await nameAll();
    const other = map.byName.get(head);
    return other ? { sym: moduleSym(other.root), rest } : undefined;
  }

  /** `lastTypeNs`: the path's last segment is itself followed by more (a `use` whose bound name is a path's head). */
  async function resolvePath(fromFile: string, segments: readonly string[], seen: Set<string>, lastTypeNs = false): Promise<CodeSymbol | undefined> {
    const begun = await start(fromFile, segments, seen, lastTypeNs);
    if (!begun) return undefined;
    let sym: CodeSymbol | undefined = begun.sym;
    for (let i = 0; i < begun.rest.length; i += 1) {
      sym = sym === undefined ? undefined : await memberOf(sym, begun.rest[i]!, seen, i < begun.rest.length - 1 || lastTypeNs);
    }
    return sym;
  }

  /**
   * A name bound in `file` at the top (`inline` undefined) or inside the inline `mod` of that qualname.
   * `typeNs`: the name has more path segments after it, so it is a module or a type (Rust's type
   * namespace): syn's lib.rs has both `pub fn parse` and `pub mod parse`, and `crate::parse::X` is the module's.
   */
  async function bound(file: string, name: string, seen: Set<string>, inline?: string, typeNs = false): Promise<CodeSymbol | undefined> {
    const mod = await loader.load(file);
    if (!mod) return undefined;
    // An impl block binds no name: `impl Debug for ContextError` in a file does not define the type.
    const own = preferred(mod.parsed.definitions.filter((d) => d.parent === inline && d.name === name && d.declKind !== 'impl' && (!typeNs || TYPE_KINDS.includes(d.declKind ?? ''))));
    if (own !== undefined) return { kind: 'definition', file, def: own };
    // Rust keeps types and modules apart from values: `mod k_cos; pub use self::k_cos::k_cos;` binds
    // `k_cos` twice, and a name used as a value or as a path's last segment (`super::k_cos` called) is the
    // function; the module is the answer only when nothing else binds the name, or a path goes on after it.
    let moduleOnly: CodeSymbol | undefined;
    for (const b of mod.parsed.imports.filter((i) => i.boundName === name && i.scope === inline)) {
      const found = await resolveImport(file, b, seen, typeNs);
      if (found === undefined) continue;
      if (typeNs || found.kind !== 'module') return found;
      moduleOnly ??= found;
    }
    if (moduleOnly !== undefined) return moduleOnly;
    for (const b of mod.parsed.imports.filter((i) => i.boundName === '*' && i.scope === inline)) {
      const target = await resolveImport(file, b, seen);
      const found = target === undefined ? undefined : await memberOf(target, name, seen);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  async function lookupUncached(file: string, name: string, seen: Set<string>, typeNs: boolean): Promise<CodeSymbol | undefined> {
    // A path written in a body (`super::k_cos::k_cos(x)`, `crate::util::f()`, `self::g()`) starts at a module.
    if (name === 'crate' || name === 'super' || name === 'self') return (await start(file, [name], seen))?.sym;
    const found = await bound(file, name, seen, undefined, typeNs);
    if (found !== undefined) return found;
    // A child module by the file tree, declared or not (cfg'd or macro-generated `mod` lines).
    const where = modulePathOf(map, file);
    const child = where ? moduleFile(map, where.crate, [...where.path, name]) : undefined;
    return child === undefined ? undefined : moduleSym(child);
  }

  async function lookup(file: string, name: string, seen: Set<string>, typeNs = false): Promise<CodeSymbol | undefined> {
    const key = `${file}\0${name}${typeNs ? '\0t' : ''}`;
    if (seen.has(key)) return undefined;
    if (memo.has(key)) return memo.get(key);
    const result = await lookupUncached(file, name, new Set(seen).add(key), typeNs);
    memo.set(key, result);
    return result;
  }

  async function resolveImport(fromFile: string, b: ImportBinding, seen: Set<string>, typeNs = false): Promise<CodeSymbol | undefined> {
    if (b.level === 1) {
      const file = declaredModuleFile(map, fromFile, b.module, b.name);
      return file === undefined ? undefined : moduleSym(file);
    }
    const path = await fromInlineMod(fromFile, b);
    if (b.kind === 'import') {
      if (path.length === 1 && b.module === b.boundName) {
        // `use foo;` / `extern crate foo;`: another crate (its own name would only find itself).
        await nameAll();
        const other = map.byName.get(b.module);
        return other ? moduleSym(other.root) : undefined;
      }
      return resolvePath(fromFile, path, seen);
    }
    if (b.name === '*') return resolvePath(fromFile, path, seen, true);
    return resolvePath(fromFile, [...path, b.name ?? b.boundName], seen, typeNs);
  }

  /**
   * A `use` path with the `super`s that only leave inline modules of the file taken off
   * (`mod tests { use super::*; }` names the file's own module).
   */
  async function fromInlineMod(file: string, b: ImportBinding): Promise<string[]> {
    const path = b.module.split('::').filter((s) => s !== '');
    if (b.scope === undefined || path[0] !== 'super') return path;
    const mod = await loader.load(file);
    let depth = 0;
    for (let q: string | undefined = b.scope; q !== undefined; ) {
      const def: Definition | undefined = mod?.byQualname.get(q);
      if (def?.declKind === 'mod') depth += 1;
      q = def?.parent;
    }
    let k = 0;
    while (k < depth && path[k] === 'super') k += 1;
    return k === 0 ? path : path[k] === 'super' ? path.slice(k) : ['self', ...path.slice(k)];
  }

  /** Impl blocks of a type (same name) in its own file and the files open so far. */
  async function implsOf(file: string, def: Definition): Promise<{ file: string; def: Definition }[]> {
    const out: { file: string; def: Definition }[] = [];
    const files = [file, ...loader.opened().filter((f) => f !== file && f.endsWith('.rs'))];
    for (const f of files) {
      const mod = await loader.load(f);
      for (const d of mod?.parsed.definitions ?? []) if (d.declKind === 'impl' && d.name === def.name && (f !== file || d !== def)) out.push({ file: f, def: d });
    }
    return out;
  }

  async function traitsOf(file: string, def: Definition, seen: Set<string>): Promise<{ file: string; def: Definition }[]> {
    const bases = def.declKind === 'trait' ? [{ file, bases: def.bases }] : (await implsOf(file, def)).map((i) => ({ file: i.file, bases: i.def.bases }));
    if (def.declKind === 'impl') bases.push({ file, bases: def.bases });
    const out: { file: string; def: Definition }[] = [];
    for (const { file: from, bases: names } of bases) {
      for (const base of names) {
        const sym = await resolvePath(from, base.split('::'), seen);
        if (sym?.kind === 'definition' && sym.def.declKind === 'trait' && !out.some((o) => o.def === sym.def)) out.push({ file: sym.file, def: sym.def });
      }
    }
    return out;
  }

  async function memberOf(symbol: CodeSymbol, name: string, seen: Set<string>, typeNs = false): Promise<CodeSymbol | undefined> {
    if (symbol.kind === 'module') return symbol.file === undefined ? undefined : lookup(symbol.file, name, seen, typeNs);
    const { file, def } = symbol;
    if (def.kind !== 'class') return undefined;
    const key = `member\0${file}\0${def.qualname}\0${def.range.start}\0${name}`;
    if (seen.has(key)) return undefined;
    const inner = new Set(seen).add(key);
    const mod = await loader.load(file);
    const own = mod?.byQualname.get(`${def.qualname}.${name}`);
    if (own !== undefined) return { kind: 'definition', file, def: own };
    if (def.declKind === 'mod') return bound(file, name, inner, def.qualname, typeNs);
    for (const impl of await implsOf(file, def)) {
      const m = await loader.load(impl.file);
      const found = m?.byQualname.get(`${impl.def.qualname}.${name}`);
      if (found !== undefined) return { kind: 'definition', file: impl.file, def: found };
    }
    for (const trait of await traitsOf(file, def, inner)) {
      const found = await memberOf({ kind: 'definition', file: trait.file, def: trait.def }, name, inner);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The deepest module file a path names, from the file tree alone (no reads). */
  function fileOfPath(fromFile: string, segments: readonly string[]): string | undefined {
    const where = modulePathOf(map, fromFile);
    const [head, ...rest] = segments;
    if (head === undefined) return undefined;
    let crate = where?.crate;
    let path: string[];
    if (head === 'crate') path = [];
    else if (head === 'self') path = where?.path ?? [];
    else if (head === 'super') {
      path = (where?.path ?? []).slice(0, -1);
      while (rest[0] === 'super') {
        rest.shift();
        path = path.slice(0, -1);
      }
    } else if (where && moduleFile(map, where.crate, [...where.path, head]) !== undefined) path = [...where.path, head];
    else if (map.byName.has(head)) {
      crate = map.byName.get(head);
      path = [];
    } else return undefined;
    if (!crate) return undefined;
    let found = moduleFile(map, crate, path);
    for (const seg of rest) {
      const next = moduleFile(map, crate, [...path, seg]);
      if (next === undefined) break;
      path = [...path, seg];
      found = next;
    }
    return found;
  }

  /** A name bound by the inline `mod`s around `scope`, innermost first (their items, `use` lines and globs). */
  async function lookupInScope(file: string, scope: Definition, name: string, pathGoesOn = false): Promise<CodeSymbol | undefined> {
    const mod = await loader.load(file);
    for (let q: string | undefined = scope.parent; q !== undefined; ) {
      const def: Definition | undefined = mod?.byQualname.get(q);
      if (def === undefined) return undefined;
      if (def.declKind === 'mod') {
        const found = await bound(file, name, new Set(), def.qualname, pathGoesOn);
        if (found !== undefined) return found;
      }
      q = def.parent;
    }
    return undefined;
  }

  return {
    lookupInModule: (file, name, pathGoesOn) => lookup(file, name, new Set(), pathGoesOn === true),
    lookupInScope,
    resolveImport: (fromFile, binding) => resolveImport(fromFile, binding, new Set()),
    memberOf: (symbol, name) => memberOf(symbol, name, new Set()),
    basesOf: (file, cls) => traitsOf(file, cls, new Set()),
    importedFile: (fromFile, b) => {
      if (b.level === 1) return declaredModuleFile(map, fromFile, b.module, b.name);
      const path = b.module.split('::').filter((s) => s !== '');
      return fileOfPath(fromFile, b.kind === 'from' && b.name !== '*' ? [...path, b.name ?? ''] : path);
    },
    starFile: (fromFile, b) => fileOfPath(fromFile, b.module.split('::').filter((s) => s !== '')),
  };
}


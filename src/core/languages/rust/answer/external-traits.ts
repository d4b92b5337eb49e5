/**
 * The methods of a trait another crate declares, read from that crate's source the way rustc finds it (issue 22, session
 * 22): from the `use` that binds the name in the file that implements it, through the crate's own re-exports (v_frame's
 * `mod serialize { cfg_if! { pub use serde::*; } }`), into the dependency's package (the `rust` member of the dependencies
 * option: Debian's /usr/share/cargo/registry, a checkout's ~/.cargo/registry, core/dependencies/port.ts), its modules
 * (`mod a;`, `#[path = "gen/visit_mut.rs"]`, inline `mod gen { pub mod visit_mut; }`) and re-exports (`pub use
 * ser::{Serialize, ..}`, `pub use crate::gen::*`), to `trait Name { fn .. }`. A proc-macro crate exports no trait.
 *
 * Pure: the texts read so far come in; the answer is the methods, "open" (a path it cannot follow: a macro-built item, a
 * module it cannot place, an unreadable package), or the files still to read (scopeFiles asks for them; once read, the
 * checks ask again). Alternatives (cfg branches, several globs) are united: more names, never fewer.
 */
import { posix } from 'node:path';
import { dependencyPath, isDependencyPath } from '../../../dependencies/port.js';
import { EXPRESSION_MACROS } from './macro-words.js';
import { modulePathOf, targetPaths, type CrateMap, type CrateRoot } from '../resolve/crate-map.js';
import { dependencyKeys, editionOf, isProcMacroCrate } from './manifest.js';
import { blankRust, itemBlocks, useLeaves, type Block, type UseLeaf } from './rust-source-scan.js';

export type TraitLookup =
  /**
   * `blankets`: the impls of the trait for a generic parameter in the file that declares it (`impl<R: io::Read + ?Sized>
   * ReadBytesExt for R`, `for &T`), by which it may reach another crate's type, each as its parameter's bounds by last name
   * (`['Read']`; `?Sized` and lifetimes left out); [] when none; undefined when unknown (std's, from a table).
   */
  | { kind: 'methods'; names: Set<string>; blankets?: string[][] }
  | { kind: 'open' }
  | { kind: 'need'; paths: Set<string> }
  /** Nothing of that name there (a glob's module without it, a proc-macro crate). */
  | { kind: 'none' };

export interface OwnCrate {
  /** The package folder ('' at the repository's top). */
  dir: string;
  /** The crate's root file. */
  root: string;
}

export interface ExternalTraitContext {
  own: OwnCrate;
  /** A file's text when read (the repository's by its path, a dependency's by its `(dependencies)/rust/..` path). */
  text(path: string): string | undefined;
  /** Whether the path exists: the repository's path list says; undefined when unknown (a dependency's file). */
  exists(path: string): boolean | undefined;
  /** The own crate's module path of one of its files (the crate map's), undefined when not placed. */
  modulePath(file: string): string[] | undefined;
  /** A std trait's methods (`pub use std::error::Error as StdError;` in a dependency). */
  std(name: string): readonly string[] | undefined;
}

/** Whether a glob of another crate's module brings a trait with a blanket impl: known, open (unknown), or files to read first. */
export type GlobReach = { kind: 'known'; blankets: string[][] } | { kind: 'open' } | { kind: 'need'; paths: Set<string> };

export interface ExternalTraits {
  /**
   * The trait `written` (`Serialize`, `serde::Serialize`, `de::Visitor<'de>`) as the own crate's `file` names it. `supertraits`:
   * with its supertraits' methods too (those of clap's `Parser: FromArgMatches + CommandFactory`), which a type that implements
   * it implements as well: what a `#[derive(Parser)]` gives it.
   */
  traitFrom(file: string, written: string, supertraits?: boolean): TraitLookup;
  /**
   * Whether `use <module>::*;` in the own crate's `file` (`chrono::prelude`) may bring a trait with a blanket impl: its
   * traits and the capitalized names it re-exports (followed as traitFrom follows one; a name that is no trait there, a
   * struct, brings no method), globs inside it in turn. Open when an item-level macro or a path it cannot follow is there.
   */
  globReach(file: string, module: string): GlobReach;
  /**
   * The names `use <module>::*;` in the own crate's `file` brings when the module is another crate's (read from its source):
   * its items and the names of its `use`s (more than a glob brings: never fewer), its `pub` globs' in turn. Undefined when
   * unknown: an item-level macro that may declare more, a module or glob it cannot place or has not read, the own crate's module.
   */
  globNames(file: string, module: string): Set<string> | undefined;
}

interface Crate {
  dir: string;
  dependency: boolean;
}

interface Scope {
  crate: Crate;
  file: string;
  code: string;
  from: number;
  to: number;
  module: string[];
  /** Where `mod x;` files of this scope live, and what `#[path]` is relative to. */
  childDir: string;
  attrDir: string;
}

const MAX_HOPS = 12;
const OPEN: TraitLookup = { kind: 'open' };
const OPEN_REACH: GlobReach = { kind: 'open' };
const NONE: TraitLookup = { kind: 'none' };
/** Item-level macros that declare no trait (statics, a macro): a module that invokes them still lists its traits. */
const NO_TRAIT_MACROS = new Set(['lazy_static', 'thread_local', 'macro_rules', ...EXPRESSION_MACROS]);
const need = (...paths: string[]): TraitLookup => ({ kind: 'need', paths: new Set(paths) });
const dirOf = (p: string): string => (posix.dirname(p) === '.' ? '' : posix.dirname(p));
const join = (...parts: string[]): string => parts.filter((p) => p !== '').join('/');

/** Alternatives united: a read still wanted first, then anything open, then the methods of all; none when none has any. */
export function unite(results: readonly TraitLookup[]): TraitLookup {
  const paths = new Set<string>();
  for (const r of results) if (r.kind === 'need') for (const p of r.paths) paths.add(p);
  if (paths.size > 0) return { kind: 'need', paths };
  if (results.some((r) => r.kind === 'open')) return OPEN;
  const names = new Set<string>();
  let any = false;
  let blankets: string[][] | undefined = [];
  for (const r of results) {
    if (r.kind !== 'methods') continue;
    any = true;
    for (const n of r.names) names.add(n);
    blankets = blankets === undefined || r.blankets === undefined ? undefined : [...blankets, ...r.blankets];
  }
  return any ? { kind: 'methods', names, ...(blankets === undefined ? {} : { blankets }) } : NONE;
}

export function externalTraits(ctx: ExternalTraitContext): ExternalTraits {
  const blanked = new Map<string, string>();
  const code = (path: string): string | undefined => {
    let c = blanked.get(path);
    if (c === undefined) {
      const t = ctx.text(path);
      if (t === undefined) return undefined;
      c = blankRust(t);
      blanked.set(path, c);
    }
    return c;
  };
  const blocksCache = new Map<string, Block[]>();
  const blocksOf = (s: Scope): Block[] => {
    const key = `${s.file}\u0000${s.from}`;
    let b = blocksCache.get(key);
    if (b === undefined) {
      b = itemBlocks(s.code, s.from, s.to);
      blocksCache.set(key, b);
    }
    return b;
  };
  const outside = (s: Scope, at: number): boolean => !blocksOf(s).some((b) => at > b.open && at < b.close);
  const manifestOf = (c: Crate): string => join(c.dir, 'Cargo.toml');
  const own: Crate = { dir: ctx.own.dir, dependency: false };

  /** The root file of a crate, or what to read first (a dependency's manifest says its `[lib] path`). */
  const rootOf = (c: Crate): string | TraitLookup => {
    if (!c.dependency) return ctx.own.root;
    const manifest = ctx.text(manifestOf(c));
    if (manifest === undefined) return need(manifestOf(c), join(c.dir, 'src/lib.rs'));
    if (isProcMacroCrate(manifest)) return NONE;
    return join(c.dir, targetPaths(manifest).lib ?? 'src/lib.rs');
  };
  const editionOfCrate = (c: Crate): number => {
    const m = ctx.text(manifestOf(c));
    return m === undefined ? 2018 : editionOf(m);
  };

  const fileScope = (c: Crate, file: string, module: string[], modRs: boolean): Scope | TraitLookup => {
    const text = code(file);
    if (text === undefined) return ctx.exists(file) === false ? OPEN : need(file);
    const childDir = modRs ? dirOf(file) : join(dirOf(file), posix.basename(file, '.rs'));
    return { crate: c, file, code: text, from: 0, to: text.length, module, childDir, attrDir: dirOf(file) };
  };

  /** `mod seg;` or `mod seg { }` among the scope's own items. */
  const child = (s: Scope, seg: string): Scope | TraitLookup | undefined => {
    const inline = blocksOf(s).find((b) => b.kind === 'mod' && b.name === seg);
    if (inline !== undefined) {
      const dir = join(s.childDir, seg);
      return { ...s, from: inline.open + 1, to: inline.close, module: [...s.module, seg], childDir: dir, attrDir: dir };
    }
    const decl = new RegExp(`\\bmod\\s+(?:r#)?${seg}\\s*;`, 'g');
    decl.lastIndex = s.from;
    for (let m = decl.exec(s.code); m !== null && m.index < s.to; m = decl.exec(s.code)) {
      if (!outside(s, m.index)) continue;
      const raw = ctx.text(s.file) ?? '';
      const before = raw.slice(Math.max(0, m.index - 600), m.index);
      const attr = /#\[\s*path\s*=\s*"([^"]+)"\s*\]\s*(?:#\[[^\]]*\]\s*|\/\/[^\n]*\n\s*)*(?:pub(?:\([^)]*\))?\s+)?$/.exec(before)?.[1];
      const inCrate = (p: string): boolean => s.crate.dir === '' ? !p.startsWith('../') : p.startsWith(`${s.crate.dir}/`);
      if (attr !== undefined) {
        const file = posix.normalize(join(s.attrDir, attr));
        return inCrate(file) ? fileScope(s.crate, file, [...s.module, seg], true) : OPEN;
      }
      const candidates = [join(s.childDir, `${seg}.rs`), join(s.childDir, seg, 'mod.rs')];
      for (const f of candidates) if (code(f) !== undefined) return fileScope(s.crate, f, [...s.module, seg], f.endsWith('/mod.rs'));
      const possible = candidates.filter((f) => ctx.exists(f) !== false);
      return possible.length === 0 ? OPEN : need(...possible);
    }
    return undefined;
  };

  /** The scope of a crate's module path, walking from its root. */
  const moduleScope = (c: Crate, module: readonly string[], hops = 0): Scope | TraitLookup => {
    const root = rootOf(c);
    if (typeof root !== 'string') return root;
    let s = fileScope(c, root, [], true);
    for (const seg of module) {
      if (!('code' in s)) return s;
      s = submodule(s, seg, hops) ?? OPEN;
    }
    return s;
  };

  /**
   * Module `seg` of scope `s`: declared there, or re-exported (`pub use crate::gen::*;` in syn's lib.rs brings `visit_mut`,
   * which `mod gen { pub mod visit_mut; }` declares; `pub use self::x as seg;`).
   */
  const submodule = (s: Scope, seg: string, hops: number): Scope | TraitLookup | undefined => {
    const own = child(s, seg);
    if (own !== undefined || hops > MAX_HOPS) return own;
    // `extern crate serde;` (`extern crate x as seg;`) binds the crate as an item of this scope: `crate::serde::ser` from any
    // file of the crate when the root says it (byte-unit 4.0.13's `use crate::serde::ser::{Serialize, Serializer};`).
    const externCrate = /\bextern\s+crate\s+([A-Za-z_]\w*)(?:\s+as\s+([A-Za-z_]\w*))?\s*;/g;
    externCrate.lastIndex = s.from;
    for (let m = externCrate.exec(s.code); m !== null && m.index < s.to; m = externCrate.exec(s.code)) {
      if ((m[2] ?? m[1]) !== seg || !outside(s, m.index)) continue;
      const at = place(s, [m[1]!], hops + 1);
      return 'crate' in at ? (at.crate.dependency ? moduleScope(at.crate, at.module, hops + 1) : undefined) : at;
    }
    const leaves = usesOf(s);
    const named = leaves.find((l) => l.bound === seg);
    if (named !== undefined) {
      const at = place(s, named.path, hops + 1);
      return 'crate' in at ? moduleScope(at.crate, at.module, hops + 1) : at;
    }
    for (const glob of leaves.filter((l) => l.bound === '*')) {
      const at = place(s, glob.path, hops + 1);
      if (!('crate' in at)) {
        if (at.kind === 'need') return at;
        continue;
      }
      const from = moduleScope(at.crate, at.module, hops + 1);
      if (!('code' in from)) {
        if (from.kind === 'need') return from;
        continue;
      }
      const found = child(from, seg);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  /** The `use` leaves among the scope's own items (a `use` inside a macro's tokens too: `cfg_if! { pub use serde::*; }`). */
  /** The `use` leaves of a scope's own level (`pub`: only those of a plain `pub use`, which another crate sees). */
  const usesOf = (s: Scope, pub = false): UseLeaf[] => {
    const out: UseLeaf[] = [];
    const use = /\buse\s+([^;]*);/g;
    use.lastIndex = s.from;
    for (let m = use.exec(s.code); m !== null && m.index < s.to; m = use.exec(s.code)) {
      if (pub && !/\bpub\s*$/.test(s.code.slice(Math.max(0, m.index - 12), m.index))) continue;
      if (outside(s, m.index)) out.push(...useLeaves(m[1]!));
    }
    return out;
  };

  /** Where a module path written in scope `s` leads: a crate and a module path in it. */
  const place = (s: Scope, segs: readonly string[], hops: number): { crate: Crate; module: string[] } | TraitLookup => {
    if (hops > MAX_HOPS) return OPEN;
    const [head, ...rest] = segs;
    if (head === undefined) return { crate: s.crate, module: s.module };
    if (head === 'crate') return { crate: s.crate, module: rest };
    if (head === 'self') return { crate: s.crate, module: [...s.module, ...rest] };
    if (head === 'super') {
      let up = 0;
      while (segs[up] === 'super') up++;
      return up > s.module.length ? OPEN : { crate: s.crate, module: [...s.module.slice(0, s.module.length - up), ...segs.slice(up)] };
    }
    const declaresHere = blocksOf(s).some((b) => b.kind === 'mod' && b.name === head) || new RegExp(`\\bmod\\s+(?:r#)?${head}\\s*;`).test(s.code.slice(s.from, s.to));
    if (declaresHere) return { crate: s.crate, module: [...s.module, ...segs] };
    if (editionOfCrate(s.crate) < 2018) {
      // Edition 2015: a path is the crate root's (`use de::Visitor;` anywhere in serde).
      const root = moduleScope(s.crate, []);
      if ('code' in root && (blocksOf(root).some((b) => b.kind === 'mod' && b.name === head) || new RegExp(`\\bmod\\s+(?:r#)?${head}\\s*;`).test(root.code))) {
        return { crate: s.crate, module: [...segs] };
      }
    }
    // A dependency of this crate (its manifest's key, or an `extern crate x as y;`).
    const manifest = ctx.text(manifestOf(s.crate));
    if (manifest === undefined) return ctx.exists(manifestOf(s.crate)) === false ? OPEN : need(manifestOf(s.crate));
    const keys = dependencyKeys(manifest);
    const root = rootOf(s.crate);
    const rootText = typeof root === 'string' ? code(root) ?? '' : '';
    const renamed = new RegExp(`\\bextern\\s+crate\\s+([A-Za-z_]\\w*)\\s+as\\s+${head}\\s*;`).exec(rootText)?.[1];
    const key = keys.get(renamed ?? head);
    if (key !== undefined) return { crate: { dir: dependencyPath('rust', key), dependency: true }, module: rest };
    if (/^(?:std|core|alloc)$/.test(head)) return OPEN;
    // A name a `use` of this scope binds (`use foo::bar; pub use bar::Baz;`).
    const via = usesOf(s).find((l) => l.bound === head);
    if (via !== undefined) return place(s, [...via.path, ...rest], hops + 1);
    // A crate the manifest does not name (chrono's `#[cfg(feature = "unstable-locales")] pub use pure_rust_locales::Locale;`,
    // an optional dependency Debian's manifest leaves out) is not built: nothing there. (Sysroot crates stay unknown.)
    if (/^[a-z_][a-z0-9_]*$/.test(head) && !/^(?:proc_macro|test)$/.test(head) && !blocksOf(s).some((b) => b.name === head)) return NONE;
    return OPEN;
  };

  const seen = new Set<string>();
  // Whether the lookup under way adds the traits' supertraits' methods (traitFrom's `supertraits`).
  let withSupertraits = false;
  /** The trait `name` as module `module` of crate `c` binds it. */
  const itemAt = (c: Crate, module: readonly string[], name: string, hops: number): TraitLookup => {
    if (hops > MAX_HOPS) return OPEN;
    const key = `${c.dir}\u0000${module.join('::')}\u0000${name}`;
    if (seen.has(key)) return NONE;
    seen.add(key);
    try {
      const s = moduleScope(c, module);
      if (!('code' in s)) return s;
      const traits = blocksOf(s).filter((b) => b.kind === 'trait' && b.name === name);
      if (traits.length > 0) {
        return unite(traits.map((t) => {
          const r = traitMethods(s.code, t);
          const own = r.kind === 'methods' && s.crate.dependency ? { ...r, blankets: blanketsIn(s.code, name) } : r;
          if (!withSupertraits) return own;
          // `trait Parser: FromArgMatches + CommandFactory + Sized {`: each bound as the trait's module binds it, else std's.
          const bounds = /^trait\s+(?:r#)?\w+\s*(?:<[^{]*?>)?\s*:([\s\S]*?)(?:\bwhere\b|$)/.exec(s.code.slice(t.at, t.open).trim())?.[1];
          if (bounds === undefined) return own;
          const supers = boundNames(bounds).map((b): TraitLookup => {
            const found = itemAt(s.crate, s.module, b, hops + 1);
            const std = ctx.std(b);
            return found.kind === 'none' && std !== undefined ? { kind: 'methods', names: new Set(std) } : found;
          }).filter((x) => x.kind !== 'none');
          // (The union keeps the trait's own `blankets`: a supertrait's impl adds methods, not reach.)
          const all = unite([own, ...supers]);
          return all.kind === 'methods' && own.kind === 'methods' ? { ...all, ...(own.blankets === undefined ? {} : { blankets: own.blankets }) } : all;
        }));
      }
      // A struct, enum, union or type alias of that name at the module's level is no trait (one type namespace per module):
      // backtrace's capture.rs `pub struct Backtrace`, whatever its globs bring.
      const typeItem = new RegExp(`\\b(?:struct|enum|union|type)\\s+${name.replace(/[^\w]/g, '')}\\b`, 'g');
      typeItem.lastIndex = s.from;
      for (let m = typeItem.exec(s.code); m !== null && m.index < s.to; m = typeItem.exec(s.code)) if (outside(s, m.index)) return NONE;
      const found: TraitLookup[] = [];
      for (const leaf of usesOf(s)) {
        if (leaf.bound === name) found.push(follow(s, leaf.path, hops + 1));
        else if (leaf.bound === '*') {
          const at = place(s, leaf.path, hops + 1);
          found.push('crate' in at ? itemAt(at.crate, at.module, name, hops + 1) : at);
        }
      }
      return unite(found);
    } finally {
      seen.delete(key);
    }
  };

  /** The trait a `use` path (or a written path) names from scope `s`. */
  const follow = (s: Scope, path: readonly string[], hops: number): TraitLookup => {
    const name = path.at(-1);
    if (name === undefined || path.length < 2) return path.length === 1 && name !== undefined ? itemAt(s.crate, s.module, name, hops) : OPEN;
    if (/^(?:::)?(?:std|core|alloc)$/.test(path[0]!)) {
      const methods = ctx.std(name);
      return methods === undefined ? OPEN : { kind: 'methods', names: new Set(methods) };
    }
    const at = place(s, path.slice(0, -1), hops);
    return 'crate' in at ? itemAt(at.crate, at.module, name, hops) : at;
  };

  /** globNames' walk of one module's scope (`hops`: globs inside followed so far). */
  const namesIn = (s: Scope, hops: number): Set<string> | undefined => {
    if (hops > 4) return undefined;
    const names = new Set<string>();
    const top = s.code.slice(s.from, s.to);
    const item = /\b(?:fn|struct|enum|union|trait|type|const|static|mod|crate)\s+(?:ref\s+)?(?:mut\s+)?(?:r#)?([A-Za-z_]\w*)|\bmacro_rules!\s*([A-Za-z_]\w*)/g;
    for (const m of top.matchAll(item)) if (outside(s, s.from + (m.index ?? 0))) names.add(m[1] ?? m[2]!);
    for (const m of top.matchAll(/\bcrate\s+[A-Za-z_]\w*\s+as\s+([A-Za-z_]\w*)/g)) names.add(m[1]!);
    // An item-level macro may declare names nobody here sees (`lazy_static!` and `thread_local!` declare `static`s, read above).
    for (const m of top.matchAll(/(?<![\w$])([A-Za-z_][\w:]*)!\s*[({[]/g)) {
      if (!NO_TRAIT_MACROS.has(m[1]!.split('::').at(-1)!) && outside(s, s.from + (m.index ?? 0))) return undefined;
    }
    for (const leaf of usesOf(s)) {
      if (leaf.bound !== '*') {
        if (leaf.bound !== '_') names.add(leaf.bound);
        continue;
      }
      // (A private glob brings nothing to the module's importers; a `pub` one its module's names.)
      if (!usesOf(s, true).some((l) => l.bound === '*' && l.path.join('::') === leaf.path.join('::'))) continue;
      const at = place(s, leaf.path, hops + 1);
      if (!('crate' in at)) return undefined;
      const inner = moduleScope(at.crate, at.module);
      // A proc-macro crate's glob (clap 4's `pub use clap_derive::{self, *};`) brings its macros only: no type, value or trait.
      if (!('code' in inner) && inner.kind === 'none') continue;
      const more = 'code' in inner ? namesIn(inner, hops + 1) : undefined;
      if (more === undefined) return undefined;
      for (const n of more) names.add(n);
    }
    return names;
  };

  /** globReach's walk of one module's scope (`hops`: globs inside followed so far). */
  const reachOf = (s: Scope, hops: number): GlobReach => {
    if (hops > 4) return OPEN_REACH;
    const blankets: string[][] = [];
    // (A trait with no `fn` of its own, trust-dns-proto's `pub trait FromProtoError: From<ProtoError> + .. {}`, adds no method
    // whatever its blanket impl reaches.)
    for (const b of blocksOf(s)) if (b.kind === 'trait' && /\bfn\b/.test(s.code.slice(b.open, b.close))) blankets.push(...blanketsIn(s.code, b.name));
    // An item-level macro may declare a trait nobody here sees.
    const top = s.code.slice(s.from, s.to);
    // (`lazy_static!`, `thread_local!` declare statics only; `macro_rules!` declares a macro; std's expression macros, `matches!`
    // in a `lazy_static!` initializer, declare nothing: none of them a trait.)
    for (const m of top.matchAll(/(?<![\w$])([A-Za-z_][\w:]*)!\s*[({[]/g)) {
      if (!NO_TRAIT_MACROS.has(m[1]!.split('::').at(-1)!) && outside(s, s.from + (m.index ?? 0))) return OPEN_REACH;
    }
    const paths = new Set<string>();
    let open = false;
    const add = (r: GlobReach): void => {
      if (r.kind === 'known') blankets.push(...r.blankets);
      else if (r.kind === 'need') for (const p of r.paths) paths.add(p);
      else open = true;
    };
    // Another crate's glob brings only what its module makes `pub` (its private `use thiserror::Error;` stays there).
    for (const leaf of usesOf(s, true)) {
      if (leaf.bound === '*') {
        const at = place(s, leaf.path, hops + 1);
        const inner = 'crate' in at ? moduleScope(at.crate, at.module) : at;
        add('code' in inner ? reachOf(inner, hops + 1) : inner.kind === 'need' ? inner : inner.kind === 'none' ? { kind: 'known', blankets: [] } : OPEN_REACH);
        continue;
      }
      // Traits are UpperCamel; `as _` binds one by its path's last name.
      const name = leaf.bound === '_' ? leaf.path.at(-1) ?? '' : leaf.bound;
      if (!/^[A-Z]/.test(name) || /^(?:::)?(?:std|core|alloc)$/.test(leaf.path[0] ?? '')) continue;
      const found = follow(s, leaf.path, hops + 1);
      // A name that is no trait there (a struct, an enum) brings no method.
      if (found.kind === 'methods') add(found.blankets === undefined ? OPEN_REACH : { kind: 'known', blankets: found.blankets });
      else if (found.kind === 'need') add(found);
      else if (found.kind === 'open') open = true;
    }
    if (paths.size > 0) return { kind: 'need', paths };
    return open ? OPEN_REACH : { kind: 'known', blankets };
  };

  return {
    globReach(file, written) {
      const segs = written.replace(/^::/, '').split('::').map((x) => x.trim());
      const module = ctx.modulePath(file);
      if (module === undefined || segs.some((x) => !/^(?:r#)?[A-Za-z_]\w*$/.test(x))) return { kind: 'open' };
      const base = fileScope(own, file, module, module.length === 0 || file.endsWith('/mod.rs'));
      if (!('code' in base)) return base.kind === 'need' ? base : { kind: 'open' };
      const at = place(base, segs, 1);
      if (!('crate' in at)) return at.kind === 'need' ? at : { kind: 'open' };
      const s = moduleScope(at.crate, at.module);
      // A path into the crate that a `use` of it leads to another crate (trust-dns-server's lib.rs `pub use trust_dns_proto as
      // proto;`, globbed as `use crate::proto::error::*;`) is that crate's module; the crate's own modules stay open here.
      if (!at.crate.dependency) {
        if ('code' in s) return s.crate.dependency ? reachOf(s, 0) : { kind: 'open' };
        return s.kind === 'need' && [...s.paths].every((p) => isDependencyPath(p)) ? s : { kind: 'open' };
      }
      return 'code' in s ? reachOf(s, 0) : s.kind === 'need' ? s : { kind: 'open' };
    },
    globNames(file, written) {
      const segs = written.replace(/^::/, '').split('::').map((x) => x.trim());
      const module = ctx.modulePath(file);
      if (module === undefined || segs.some((x) => !/^(?:r#)?[A-Za-z_]\w*$/.test(x))) return undefined;
      const base = fileScope(own, file, module, module.length === 0 || file.endsWith('/mod.rs'));
      if (!('code' in base)) return undefined;
      const at = place(base, segs, 1);
      if (!('crate' in at) || !at.crate.dependency) return undefined;
      const s = moduleScope(at.crate, at.module);
      return 'code' in s ? namesIn(s, 0) : undefined;
    },
    traitFrom(file, written, supertraits = false) {
      withSupertraits = supertraits;
      try {
        return traitFromScope(file, written);
      } finally {
        withSupertraits = false;
      }
    },
  };

  function traitFromScope(file: string, written: string): TraitLookup {
      const segs = written.replace(/<[\s\S]*$/, '').replace(/^::/, '').split('::').map((x) => x.trim());
      const module = ctx.modulePath(file);
      if (module === undefined || segs.some((x) => !/^(?:r#)?[A-Za-z_]\w*$/.test(x))) return OPEN;
      const base = fileScope(own, file, module, module.length === 0 || file.endsWith('/mod.rs'));
      if (!('code' in base)) return base;
      let found: TraitLookup;
      if (segs.length > 1) {
        // A written path (an impl header's `ser::Serializer`) starts in the file's scope: a `use` of the file binding its head
        // comes first, in edition 2015 too, where only `use` paths start at the root (config 0.11.0's ser.rs: `use serde::ser;`
        // inside the crate's own module `ser`).
        const via = usesOf(base).find((l) => l.bound === segs[0]);
        found = via !== undefined && via.path.length > 0 ? follow(base, [...via.path, ...segs.slice(1)], 0) : follow(base, segs, 0);
      }
      else {
        // The file's own binding of the name (top-level `use`s), else its globs.
        const leaves = usesOf(base);
        const named = leaves.filter((l) => l.bound === segs[0]);
        const sources = named.length > 0 ? named : leaves.filter((l) => l.bound === '*');
        found = unite(sources.map((l) => (l.bound === '*'
          ? ((at) => ('crate' in at ? itemAt(at.crate, at.module, segs[0]!, 1) : at))(place(base, l.path, 1))
          : follow(base, l.path, 1))));
      }
      return found.kind === 'none' ? OPEN : found;
  }
}

/**
 * The impls in `code` (a file's, comments and strings blanked) of trait `name` for a generic parameter of the impl
 * (`impl<T: Float> Real for T`, `impl<'a, T: ?Sized + Foo> Foo for &'a T`, `impl<T> SubsecRound for T where T: Timelike + ..`):
 * blanket impls, which may reach another crate's type; each as its parameter's bounds by last name (`['Float']`). The orphan
 * rule keeps another crate's blanket impls of this trait out: they can only be in the trait's own crate, mostly beside it
 * (its other files are not read: that is the approximation).
 */
export function blanketsIn(code: string, name: string): string[][] {
  const out: string[][] = [];
  const header = /\bimpl\s*</g;
  for (let m = header.exec(code); m !== null; m = header.exec(code)) {
    // The impl's generic parameters (the names at depth 1 of its `<..>`, each after `<` or `,`) and their inline bounds.
    let depth = 0;
    let i = m.index + m[0].length - 1;
    const params = new Map<string, string>();
    let current: string | undefined;
    for (; i < code.length && i < m.index + 2000; i++) {
      const ch = code[i];
      if (ch === '<') depth++;
      else if (ch === '>' && code[i - 1] !== '-') depth--;
      if (depth === 0) break;
      if (depth === 1 && (ch === '<' || ch === ',')) {
        const p = /^\s*(?:const\s+)?([A-Za-z_]\w*)\s*:?/.exec(code.slice(i + 1, i + 80));
        current = p?.[1];
        if (current !== undefined) params.set(current, '');
        if (p !== null) i += p[0].length;
        continue;
      }
      if (current !== undefined) params.set(current, params.get(current)! + ch);
    }
    let j = i + 1;
    while (j < code.length && j < i + 2000 && code[j] !== '{' && code[j] !== ';') j++;
    const rest = code.slice(i + 1, j).trim();
    const forAt = rest.search(/\bfor\s/);
    if (forAt === -1) continue;
    const self = /^for\s+(?:&\s*(?:'\w+\s+)?(?:mut\s+)?)?([A-Za-z_]\w*)\s*(?:where\b([\s\S]*))?$/.exec(rest.slice(forAt));
    const param = self?.[1];
    if (param === undefined || !params.has(param) || !new RegExp(`(?:^|::|\\s)${name}\\s*(?:<|$)`).test(rest.slice(0, forAt).trim())) continue;
    // The bounds: inline (`<T: A + B>`) and the where clause's `T: A + B` (up to its next depth-0 comma).
    let bounds = params.get(param) ?? '';
    const where = self?.[2] ?? '';
    const clause = new RegExp(`(?:^|,)\\s*${param}\\s*:`).exec(where);
    if (clause !== null) {
      let d = 0;
      let k = clause.index + clause[0].length;
      for (; k < where.length; k++) {
        const ch = where[k];
        if (ch === '<' || ch === '(') d++;
        else if ((ch === '>' && where[k - 1] !== '-') || ch === ')') d--;
        else if (ch === ',' && d === 0) break;
      }
      bounds += ` + ${where.slice(clause.index + clause[0].length, k)}`;
    }
    out.push(boundNames(bounds));
  }
  return out;
}

/** `io::Read + ?Sized + 'a + Add<Duration, Output = T>` -> `['Read', 'Add']`. */
export function boundNames(bounds: string): string[] {
  const parts: string[] = [];
  let d = 0;
  let from = 0;
  for (let k = 0; k <= bounds.length; k++) {
    const ch = bounds[k];
    if (ch === '<' || ch === '(') d++;
    else if ((ch === '>' && bounds[k - 1] !== '-') || ch === ')') d--;
    else if ((ch === '+' && d === 0) || k === bounds.length) {
      parts.push(bounds.slice(from, k));
      from = k + 1;
    }
  }
  return parts.map((p) => p.trim().replace(/^for\s*<[^>]*>\s*/, '').replace(/<[\s\S]*$/, '').split('::').at(-1)?.trim() ?? '')
    .filter((n) => /^[A-Za-z_]\w*$/.test(n) && n !== 'Sized');
}

/** The `fn` names of a trait's block; open when an item-level macro inside it may declare more (serde's `serde_if_integer128!`). */
function traitMethods(code: string, t: Block): TraitLookup {
  const names = new Set<string>();
  const body = code.slice(t.open + 1, t.close);
  for (const m of body.matchAll(/\bfn\s+(?:r#)?([A-Za-z_]\w*)/g)) names.add(m[1]!);
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === '!' && depth === 0 && /[\w]\s*$/.test(body.slice(Math.max(0, i - 40), i)) && /^\s*[({[]/.test(body.slice(i + 1, i + 4)) && body[i + 1] !== '=') {
      // An item macro inside the trait (serde's `serde_if_integer128! { fn serialize_i128(..) .. }` in `trait Serializer`): every
      // word of its tokens may be a method it writes, as the crate's own traits' macros are read (crate-view); one that pastes
      // identifiers together (`paste!`'s `[<..>]`, `concat_idents!`) may write any name.
      const open = i + 1 + (/^\s*/.exec(body.slice(i + 1))?.[0].length ?? 0);
      const close = closingBracket(body, open);
      const macro = /([A-Za-z_]\w*)\s*$/.exec(body.slice(Math.max(0, i - 40), i))?.[1] ?? '';
      if (close < 0 || /^(?:paste|concat_idents)$/.test(macro) || body.slice(open, close).includes('[<')) return OPEN;
      for (const w of body.slice(open, close).matchAll(/[A-Za-z_]\w*/g)) names.add(w[0]);
      i = close;
    }
  }
  return { kind: 'methods', names };
}

/** The index in `text` (comments and strings blanked) of the bracket closing the one at `open`; -1 when unbalanced. */
function closingBracket(text: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const want = pairs[text[open] ?? ''];
  if (want === undefined) return -1;
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    if (text[k] === text[open]) depth++;
    else if (text[k] === want && --depth === 0) return k;
  }
  return -1;
}

/** The reader for a crate of the crate map: its files by `text`, the path list's `files` for what exists. */
export function crateExternalTraits(map: CrateMap, crate: CrateRoot, files: ReadonlySet<string>, text: (path: string) => string | undefined, std: (name: string) => readonly string[] | undefined = () => undefined): ExternalTraits {
  return externalTraits({
    own: { dir: crate.packageDir, root: crate.root },
    text,
    exists: (p) => (isDependencyPath(p) ? undefined : files.has(p)),
    modulePath: (f) => modulePathOf(map, f)?.path,
    std,
  });
}

/**
 * The target's crate as the Rust answer checks see it, from the files the job read: the crate's
 * `.rs` files (by the path list's crate roots), whether all were read, the external crates its
 * Cargo.toml names (a path may start with one without a `use`), the items each file declares at
 * its top (for needed imports), and the members of a type: fields, methods of its `impl` blocks in
 * any file of the crate, default methods of the crate's traits it implements. A type with a
 * `Deref` impl or an impl of a trait from outside the crate has an open member set.
 */
import type { Definition, ParsedModule } from '../../types.js';
import { parseRust } from '../parse-module.js';
import { invocationWords, itemInvocations, itemMacroWords, macroDeclaresIn, macroImplFns, macroTemplateItems, type MacroDeclares } from './macro-words.js';
import { buildCrateMap, crateName, crateOf, moduleFile, modulePathOf, type CrateMap, type CrateRoot } from '../resolve/crate-map.js';
import { STD_TRAIT_METHODS } from './std-trait-methods.js';
import { editionOf } from './manifest.js';
import { crateExternalTraits } from './external-traits.js';
import { dependencyRoot } from '../../../dependencies/port.js';
import { macroArgumentKinds } from './macro-arguments.js';
import { STD_TYPE_DEREF, STD_TYPE_MEMBERS } from './std-type-members.js';
import { outlinePath } from '../../../source/outline-lines.js';
import { implementsIn } from './dependency-reads.js';
import { blankRust } from './rust-source-scan.js';
import { generics } from './body-facts.js';

export interface RustCrateView {
  complete: boolean;
  /** The crate's `.rs` files of the path list the job did not read (over the size cap, past the read limit); [] when complete. */
  unread: readonly string[];
  /** External crates from Cargo.toml (undefined when the manifest was not read). */
  externs: ReadonlySet<string> | undefined;
  /**
   * Whether the manifest read says `edition` 2018 or later: then every dependency of Cargo.toml (renamed ones under their
   * key, `ffi = { package = "gio-sys" }`) is in the extern prelude, bound in every file of the crate without a `use`.
   */
  externPrelude: boolean;
  /**
   * Edition 2015 (a manifest read that names no later `edition`): a `use` path is relative to the crate root, so one that
   * starts with a module the root declares (`use common::*;` in clipboard's osx_clipboard.rs, beside lib.rs's `mod common;`)
   * names this crate's module, from any file. These are the root's `mod` names then; empty from 2018 on (or unknown).
   */
  rootModules: ReadonlySet<string>;
  /**
   * Names the crate root's `extern crate x;` / `extern crate x as y;` binds (libudev's `extern crate libudev_sys as ffi;`):
   * rustc adds them to the extern prelude (any edition), so a path may start with one in every file of the crate
   * (rustc 1.95, editions 2015 and 2018: `ffi::f()` in a child module compiles). Empty when the root was not read.
   */
  rootExterns: ReadonlySet<string>;
  /**
   * Names a path with a leading `::` may start with (`::ffi::udev_ref(..)` in libudev's device.rs): in edition 2015 the crate
   * root's items (its `mod`s, `fn`s, types, `use`s, `extern crate`s) and std's crates; from 2018 on the extern prelude only
   * (Cargo.toml's dependencies, the root's `extern crate`s). Undefined when the manifest or the crate root was not read.
   */
  rootPaths: ReadonlySet<string> | undefined;
  /**
   * Whether the file is compiled only under a `cfg` not plainly true on a Linux host: a `#[cfg(..)]` on the `mod` line that
   * declares it or a module up its chain (rustls-native-certs' `#[cfg(windows)] mod windows;`), or a `#![cfg(..)]` at its top.
   */
  cfgGated: boolean;
  /** `crate::a::b` module path of a read file that declares `name` as a public item at its top, nearest first. */
  itemModule(name: string): string | undefined;
  /**
   * Names a glob `use <module>::*` in the target's file brings in, when the module is a file of the crate the job read.
   * `macroWords` (default true): with every word of the module's item-level macro invocations (`bitflags! { #[derive(Serialize)]
   * .. }`), which may declare them; false: the module's items and `use`s only (what puts a trait in scope).
   */
  globNames(module: string, macroWords?: boolean): Set<string> | undefined;
  /**
   * Whether the crate's module a glob `use <module>::*` of the target's file names was read and declares one `struct`, `enum`,
   * `union` or `trait` called `name` at its top (an inline module's too): the type a path `name::f` names through that glob.
   */
  globDeclaresType(module: string, name: string): boolean;
  /**
   * Fields and methods of a type of the crate; undefined when the type is unknown. `open`: it may have others whatever the
   * caller's scope (a `Deref` impl, a trait of the crate it cannot read); `external`: traits it implements whose methods
   * nobody here can list (another crate's, or the crate's own in a file the job did not read): their methods are callable
   * only where the trait is in scope (rustc E0599), which the caller decides. `bounded`: whether another crate's blanket impl
   * (`impl<R: io::Read + ?Sized> ReadBytesExt for R`, `impl<R: RngCore> Rng for R`) may reach it: it is a trait (any
   * implementor), or it implements a trait that is neither the crate's own nor one of std's derivable/marker traits
   * (`Read`, `Iterator`, `Display`, another crate's), or derives one from another crate. The orphan rule lets another
   * crate add methods to this crate's type only through such a bound, so an extension trait in scope opens the set only then.
   * `pathOpen` / `pathBounded`: the same for a path (`Type::f`, `Self::f`), which never auto-derefs: a `Deref` impl (colored's
   * `ColoredString` to `str`) neither opens nor bounds it. `genericDeref`: when the set is open only through `Deref` impls whose
   * `Target` is a type parameter (`impl<T> Deref for UniquePtr<T> { type Target = T; }`), the indexes of those type arguments.
   * `implemented`: the traits (last names) the crate implements or derives for it, when that list is whole: every file of the
   * crate read, no `Deref` impl, no item macro naming it, no attribute macro on it, no trait (whose `self` is any implementor).
   */
  membersOf(type: string): { members: Map<string, Definition | undefined>; open: boolean; external: string[]; bounded: boolean; pathOpen: boolean; pathBounded: boolean; genericDeref?: number[]; implemented?: readonly string[] } | undefined;
  /**
   * The methods a generic parameter has through its trait bounds (`AsRef`, `Debug + UniquePtrTarget`: by last name): std traits'
   * (their supertraits too), and the crate's own traits' (as membersOf gives a trait's). `open` when a bound is neither (another
   * crate's trait, `Deref`, whose target is unknown) or a trait of the crate with unknown members. `cratesOnly`: names that are
   * no trait of the crate are passed over (the traits a scope names, some of which may be structs).
   */
  boundMembers(bounds: readonly string[], cratesOnly?: boolean): { members: Map<string, Definition | undefined>; open: boolean };
  /** Whether the crate's `macro_rules!` of that name (in a file read) may declare an item its input names; undefined when none was read. */
  macroDeclares: MacroDeclares;
  /**
   * The `use` line that brings macro `name` into scope when the crate's other files read invoke `name!` only with a `use`
   * binding it (`use crate::log::{debug, error};`, `use tracing::debug;`): a macro taken by path, not by textual scope.
   * Undefined when no other file invokes it, one invokes it without such a `use`, the `use`s are relative
   * (`self::`/`super::`) or disagree, or a file has `#[macro_use] extern crate` (whose macros are everywhere).
   */
  macroImport(name: string): string | undefined;
  /**
   * Whether a bare `name!` may be in textual scope with no `use`: the crate not read whole, or a file read has a `#[macro_use]`
   * (an `extern crate`'s or a `mod`'s) or a `macro_rules! name`. False: only a `use` (or a glob) can bring it.
   */
  macroMayBeTextual(name: string): boolean;
  /** Per rule of the crate's `macro_rules! name` (a file read), the fragment specifier of each argument; undefined when unsure. */
  macroArguments(name: string): string[][] | undefined;
  /**
   * Whether another crate's trait the target's file names by this path (`num_traits::float::FloatCore`) may add methods to
   * a type of this crate that does not implement it: true when its declaring file has a blanket impl of it, false when that
   * file was read (the `rust` dependencies) and has none, undefined when unknown (not read, std's, no dependencies).
   * `implemented`: the traits the type in question implements (membersOf's), when known: a blanket impl bounded on a std
   * trait (byteorder's `impl<R: io::Read + ?Sized> ReadBytesExt for R`) then reaches it only when it implements that trait,
   * as only its crate may (orphan rule); without it, any std bound may be met.
   */
  traitReach(path: string, implemented?: readonly string[]): boolean | undefined;
  /**
   * The methods of another crate's trait the target's file names by this path, its supertraits' too, when read from that
   * crate's source (the `rust` dependencies); undefined when unknown.
   */
  traitMethods(path: string): ReadonlySet<string> | undefined;
  /** The same for another crate's module the target's file globs (`use chrono::prelude::*;`): any trait it brings. */
  globReach(module: string): boolean | undefined;
  /**
   * The names another crate's module the target's file globs brings (`use criterion_plot::prelude::*;`), read from that crate's
   * source (the `rust` dependencies); undefined when unknown (not read, an item-level macro there, a glob it cannot follow).
   */
  otherGlobNames(module: string): Set<string> | undefined;
  /** The text of a file an item-level `include!("macros.rs")` of the target's file names (relative to its folder), when read. */
  includedText(literal: string): string | undefined;
  /**
   * The crate's traits (files read) with a blanket impl in the crate: an impl for a generic parameter of its own
   * (`impl<T: Debug> Twice for T {}`, `impl<'a, T: ?Sized + Foo> Foo for &'a T`), which may reach any type of the crate.
   */
  blanketTraits(): ReadonlySet<string>;
}

/** Every method of `Iterator` (stable and unstable: a name too many is harmless, one too few a false rejection). */
const ITERATOR_METHODS = [
  'next', 'next_chunk', 'size_hint', 'count', 'last', 'advance_by', 'nth', 'step_by', 'chain', 'zip', 'intersperse', 'intersperse_with',
  'map', 'for_each', 'filter', 'filter_map', 'enumerate', 'peekable', 'skip_while', 'take_while', 'map_while', 'skip', 'take', 'scan',
  'flat_map', 'flatten', 'map_windows', 'fuse', 'inspect', 'by_ref', 'collect', 'try_collect', 'collect_into', 'partition',
  'partition_in_place', 'is_partitioned', 'try_fold', 'try_for_each', 'fold', 'reduce', 'try_reduce', 'all', 'any', 'find', 'find_map',
  'try_find', 'position', 'rposition', 'max', 'min', 'max_by_key', 'max_by', 'min_by_key', 'min_by', 'rev', 'unzip', 'copied', 'cloned',
  'cycle', 'array_chunks', 'sum', 'product', 'cmp', 'cmp_by', 'partial_cmp', 'partial_cmp_by', 'eq', 'eq_by', 'ne', 'lt', 'le', 'gt', 'ge',
  'is_sorted', 'is_sorted_by', 'is_sorted_by_key', '__iterator_get_unchecked',
];

/** Std traits no other crate's blanket impl plausibly bounds on (derivable, marker, conversion): implementing them lets no extension trait in. */
const NO_BLANKET_BOUND = new Set(['Clone', 'Copy', 'Debug', 'Default', 'PartialEq', 'Eq', 'Hash', 'PartialOrd', 'Ord', 'Drop', 'Send', 'Sync',
  'Unpin', 'Sized', 'From', 'TryFrom', 'FromStr', 'UnwindSafe', 'RefUnwindSafe', 'Index', 'IndexMut', 'Neg', 'Not', 'Deref', 'DerefMut',
  ...['Add', 'Sub', 'Mul', 'Div', 'Rem', 'BitAnd', 'BitOr', 'BitXor', 'Shl', 'Shr'].flatMap((op) => [op, `${op}Assign`])]);

/** Std traits every type (of the crate: sized, no borrowed data assumed away) meets through std's own impls or auto traits. */
const EVERY_TYPE_HAS = new Set(['Sized', 'Send', 'Sync', 'Unpin', 'Any', 'From', 'Into', 'TryFrom', 'TryInto', 'Borrow', 'BorrowMut',
  'UnwindSafe', 'RefUnwindSafe']);
/** Std traits std's blanket impls give a type that implements one of these (`impl<T: Display> ToString for T`). */
const STD_IMPLIED_BY: ReadonlyMap<string, readonly string[]> = new Map([['ToString', ['Display']], ['ToOwned', ['Clone', 'Copy']],
  ['IntoIterator', ['Iterator', 'DoubleEndedIterator', 'ExactSizeIterator']], ['IntoFuture', ['Future']], ['Clone', ['Copy']],
  ['PartialEq', ['Eq', 'Ord', 'PartialOrd']], ['PartialOrd', ['Ord']], ['Iterator', ['DoubleEndedIterator', 'ExactSizeIterator']],
  ['Read', ['BufRead']], ['Debug', ['Error']], ['Display', ['Error']]]);

/** Std traits whose every method is known (an impl of another trait from outside the crate opens the set). */
const STD_TRAITS_BY_HAND: ReadonlyMap<string, readonly string[]> = new Map([
  ['Display', ['fmt']], ['Debug', ['fmt']], ['Clone', ['clone', 'clone_from']], ['Default', ['default']], ['Drop', ['drop']],
  ['PartialEq', ['eq', 'ne']], ['Eq', []], ['Hash', ['hash']], ['PartialOrd', ['partial_cmp', 'lt', 'le', 'gt', 'ge']],
  ['Ord', ['cmp', 'max', 'min', 'clamp']], ['Into', ['into']], ['AsRef', ['as_ref']], ['AsMut', ['as_mut']],
  ['Write', ['write_str', 'write_char', 'write_fmt', 'write', 'flush', 'write_all', 'write_vectored', 'by_ref']],
  ['Error', ['source', 'description', 'cause']], ['Send', []], ['Sync', []], ['Copy', []], ['Unpin', []],
  ['Index', ['index']], ['IndexMut', ['index_mut']], ['IntoIterator', ['into_iter']], ['Extend', ['extend', 'extend_one', 'extend_reserve']], ['FromIterator', ['from_iter']],
  ['Borrow', ['borrow']], ['BorrowMut', ['borrow_mut']], ['TryFrom', ['try_from']], ['FromStr', ['from_str']], ['From', ['from']],
  ['ToOwned', ['to_owned', 'clone_into']], ['Future', ['poll']], ['ExactSizeIterator', ['len', 'is_empty']], ['FusedIterator', []],
  ['Sized', []], ['UnwindSafe', []], ['RefUnwindSafe', []],
  ['Iterator', ITERATOR_METHODS], ['DoubleEndedIterator', ['next_back', 'advance_back_by', 'nth_back', 'try_rfold', 'rfold', 'rfind']],
  ['Read', ['read', 'read_vectored', 'is_read_vectored', 'read_to_end', 'read_to_string', 'read_exact', 'read_buf', 'read_buf_exact', 'by_ref', 'bytes', 'chain', 'take']],
  ['BufRead', ['fill_buf', 'consume', 'has_data_left', 'read_until', 'skip_until', 'read_line', 'split', 'lines']],
  ['Seek', ['seek', 'rewind', 'stream_len', 'stream_position', 'seek_relative']],
  ...['Add', 'Sub', 'Mul', 'Div', 'Rem', 'BitAnd', 'BitOr', 'BitXor', 'Shl', 'Shr'].flatMap((op): [string, string[]][] => {
    const m = op.replace(/^Bit/, 'bit').replace(/^[A-Z]/, (c) => c.toLowerCase());
    return [[op, [m]], [`${op}Assign`, [`${m}_assign`]]];
  }),
  ['Neg', ['neg']], ['Not', ['not']], ['Deref', ['deref']], ['DerefMut', ['deref_mut']],
]);
/**
 * Every public trait of std (core, alloc, std of rust-src 1.63: `Sum`, `Product`, `Termination`, ...) with its `fn` names, merged
 * with the table above (which adds methods stabilized since): a std trait the crate's type implements brings exactly those.
 */
const STD_TRAITS: ReadonlyMap<string, readonly string[]> = new Map([...new Set([...STD_TRAIT_METHODS.keys(), ...STD_TRAITS_BY_HAND.keys()])]
  .map((n): [string, string[]] => [n, [...new Set([...(STD_TRAIT_METHODS.get(n) ?? []), ...(STD_TRAITS_BY_HAND.get(n) ?? [])])]]));
/** Std traits' supertraits (a bound's methods include theirs). */
const STD_SUPERTRAITS: ReadonlyMap<string, readonly string[]> = new Map([
  ['Eq', ['PartialEq']], ['PartialOrd', ['PartialEq']], ['Ord', ['Eq', 'PartialOrd']], ['Copy', ['Clone']], ['Error', ['Debug', 'Display']],
  ['DoubleEndedIterator', ['Iterator']], ['ExactSizeIterator', ['Iterator']], ['FusedIterator', ['Iterator']], ['DerefMut', ['Deref']],
  ['IndexMut', ['Index']], ['Fn', ['FnMut']], ['FnMut', ['FnOnce']], ['BorrowMut', ['Borrow']], ['BufRead', ['Read']],
]);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ITEM = (name: string): RegExp => new RegExp(`^pub(?:\\((?:crate|super)\\))?\\s+(?:(?:const|async|unsafe|extern\\s+"[^"]*")\\s+)*(?:fn|struct|enum|trait|type|const|static|union|mod)\\s+${escape(name)}\\b`, 'm');

function externsOf(manifest: string): Set<string> {
  const out = new Set<string>(['std', 'core', 'alloc', 'proc_macro', 'test']);
  let section = '';
  for (const line of manifest.split('\n')) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      section = header[1]?.trim() ?? '';
      const table = /(?:^|\.)(?:dev-|build-)?dependencies\.([\w-]+)$/.exec(section);
      if (table?.[1] !== undefined) out.add(crateName(table[1]));
      continue;
    }
    if (!/(^|\.)(dev-|build-)?dependencies$/.test(section)) continue;
    const key = /^\s*([\w-]+)\s*=/.exec(line)?.[1];
    if (key !== undefined) out.add(crateName(key));
  }
  return out;
}

/**
 * A `cfg` predicate on a Linux host: true, false, or undefined when it depends on the build (`feature`, `test`,
 * `debug_assertions`, the architecture). `all`/`any`/`not` combine the three values.
 */
export function cfgOnLinux(predicate: string): boolean | undefined {
  const tokens = predicate.match(/"(?:[^"\\]|\\.)*"|[\w]+|[(),=]/g) ?? [];
  let i = 0;
  const one = (): boolean | undefined => {
    const word = tokens[i++];
    if (word === undefined) return undefined;
    if (tokens[i] === '(' && (word === 'all' || word === 'any' || word === 'not')) {
      i++;
      const args: (boolean | undefined)[] = [];
      while (i < tokens.length && tokens[i] !== ')') {
        if (tokens[i] === ',') i++;
        else args.push(one());
      }
      i++;
      if (word === 'not') return args[0] === undefined ? undefined : !args[0];
      if (word === 'all') return args.includes(false) ? false : args.every((a) => a === true) ? true : undefined;
      return args.includes(true) ? true : args.every((a) => a === false) ? false : undefined;
    }
    if (tokens[i] === '=') {
      i++;
      const value = (tokens[i++] ?? '').replace(/^"|"$/g, '');
      if (word === 'target_os') return value === 'linux';
      if (word === 'target_family') return value === 'unix';
      if (word === 'target_env') return value === 'gnu' ? undefined : false;
      return undefined;
    }
    if (word === 'unix') return true;
    if (word === 'windows') return false;
    return undefined;
  };
  return one();
}

/** Whether `file` is compiled only under a `cfg` not plainly true on Linux (see `RustCrateView.cfgGated`). */
function fileCfgGated(map: CrateMap, file: string, text: (f: string) => string | undefined): boolean {
  const gated = (attrs: string, inner: boolean): boolean => [...attrs.matchAll(inner ? /#!\[\s*cfg\s*\(([^\]]*)\)\s*\]/g : /#\[\s*cfg\s*\(([^\]]*)\)\s*\]/g)]
    .some((m) => cfgOnLinux(m[1]!) !== true);
  const own = text(file);
  if (own !== undefined && gated(/^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/|#!\[[^\]]*\]))*/.exec(own)?.[0] ?? '', true)) return true;
  const where = modulePathOf(map, file);
  if (where === undefined) return false;
  for (let n = where.path.length; n > 0; n--) {
    const parent = moduleFile(map, where.crate, where.path.slice(0, n - 1));
    const parentText = parent === undefined ? undefined : text(parent);
    if (parentText === undefined) continue;
    const decl = new RegExp(`((?:#\\[[^\\]]*\\]\\s*|\\/\\/\\/[^\\n]*\\n\\s*)*)(?:pub(?:\\([^)]*\\))?\\s+)?mod\\s+${escape(where.path[n - 1]!)}\\s*;`).exec(parentText);
    if (decl !== null && gated(decl[1] ?? '', false)) return true;
  }
  return false;
}

const RUST_DEPENDENCIES = `${dependencyRoot('rust')}/`;

/**
 * The lines of a Rust file the answer checks use when it is too large to read (Language.generation.scopeOutline): item
 * headers (`impl`, `trait`, `fn`, `struct`, `enum`, `union`, `mod`, `type`, `static`, `const`, `use`), `macro_rules!`, and
 * macro invocations at the start of a line (item-level ones; a body's are indented and kept only as harmless extras).
 */
export const RUST_SCOPE_OUTLINE = /^[ \t]*(?:(?:pub(?:\([\w: ]*\))?|unsafe|default|async|const|extern(?:[ \t]+"[^"]*")?)[ \t]+)*(?:impl\b|trait[ \t]|fn[ \t]|struct[ \t]|enum[ \t]|union[ \t]|mod[ \t]|type[ \t]|static[ \t]|const[ \t]|use[ \t]|macro_rules!)|^[A-Za-z_][\w:]*![ \t]*[({[]/;

/** A line of an outline that may add a member to some type: an `impl` or `trait`, a macro's definition or item-level invocation, an inline `mod`. */
const MEMBER_LINE = /^[ \t]*(?:(?:pub(?:\([\w: ]*\))?|unsafe|default)[ \t]+)*(?:impl\b|trait[ \t]|macro_rules!|mod[ \t]+\w+[ \t]*\{)|^[A-Za-z_][\w:]*![ \t]*[({[]/m;

/** `fileText`: the text `parsed` was parsed from (the file with the answer in place), when it differs from `readFiles`' copy. */
export function crateView(file: string, readFiles: ReadonlyMap<string, string>, repoFiles: readonly string[] | undefined, parsed: ParsedModule, fileText?: string): RustCrateView {
  const paths = repoFiles ?? [...readFiles.keys()];
  // The manifests read move a crate's roots when they say `[lib] path` / `[[bin]] path` (cargo's src/cargo/lib.rs).
  const map: CrateMap = buildCrateMap(paths, readFiles);
  const crate = crateOf(map, file);
  const crateFiles = paths.filter((f) => f.endsWith('.rs') && f !== file && crate !== undefined && crateOf(map, f) === crate);
  // A file too large to read whose outline (its item headers, RepoSource.readOutline) shows no line that may add a member
  // (an `impl`, a `trait`, a macro's definition or item-level invocation, an inline module) counts as read for members:
  // encoding_rs's 2.5 MB data.rs of tables and lookup functions.
  const outlineOf = (f: string): string | undefined => readFiles.get(outlinePath(f));
  const memberFree = (f: string): boolean => {
    const outline = outlineOf(f);
    return outline !== undefined && !MEMBER_LINE.test(outline);
  };
  const unread = crateFiles.filter((f) => !readFiles.has(f) && !memberFree(f));
  const complete = repoFiles !== undefined && crate !== undefined && unread.length === 0;
  const manifest = crate === undefined ? undefined : readFiles.get(crate.packageDir === '' ? 'Cargo.toml' : `${crate.packageDir}/Cargo.toml`);
  const parsedFiles = new Map<string, ParsedModule>([[file, parsed]]);
  let blankets: Set<string> | undefined;
  const parse = (f: string): ParsedModule => {
    let p = parsedFiles.get(f);
    if (p === undefined) {
      p = parseRust(readFiles.get(f) ?? '');
      parsedFiles.set(f, p);
    }
    return p;
  };
  const read = [file, ...crateFiles.filter((f) => readFiles.has(f))];
  const externs = manifest === undefined ? undefined : externsOf(manifest);
  const macroDeclares = macroDeclaresIn(() => read.map((f) => (f === file ? fileText : undefined) ?? readFiles.get(f) ?? ''));
  const rootText = crate === undefined ? undefined : (crate.root === file ? fileText : undefined) ?? readFiles.get(crate.root);
  const rootModules = new Set(manifest === undefined || editionOf(manifest) >= 2018 || rootText === undefined ? []
    : [...rootText.matchAll(/^[ \t]*(?:pub(?:\([^)]*\))?\s+)?mod\s+([A-Za-z_]\w*)\s*[;{]/gm)].map((m) => m[1]!));
  const rootExterns = new Set(rootText === undefined ? []
    : [...blankRust(rootText).matchAll(/^[ \t]*(?:#\[[^\]\n]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?extern\s+crate\s+([A-Za-z_]\w*)(?:\s+as\s+([A-Za-z_]\w*))?\s*;/gm)]
      .map((m) => m[2] ?? m[1]!).filter((n) => n !== '_'));
  const rootPaths = manifest === undefined || externs === undefined || rootText === undefined || crate === undefined ? undefined
    : editionOf(manifest) >= 2018 ? new Set([...externs, ...rootExterns])
      : (() => {
        const root = parse(crate.root);
        return new Set(['std', 'core', 'alloc', ...rootExterns, ...root.definitions.filter((d) => d.parent === undefined && d.declKind !== 'impl').map((d) => d.name),
          ...root.imports.filter((b) => b.scope === undefined).map((b) => b.boundName)]);
      })();
  const macroArguments = new Map<string, string[][] | undefined>();
  let macroTexts: string[] | undefined;
  // Other crates' traits from their source, when the job read it (the `rust` dependencies; none read: nothing to look at).
  const dependencyTraits = crate === undefined || ![...readFiles.keys()].some((p) => p.startsWith(RUST_DEPENDENCIES)) ? undefined
    : crateExternalTraits(map, crate, new Set(paths), (p) => (p === file ? fileText : undefined) ?? readFiles.get(p), (n) => STD_TRAITS.get(n));
  // Whether a blanket impl with these bounds (per impl, by last name) may reach a type of this crate: every bound is a std
  // trait (which one of its types may implement) or a trait the crate's code implements or derives (`impl Timelike for ..`,
  // `#[derive(Serialize)]`). chrono's `impl<T> SubsecRound for T where T: Timelike + ..` reaches no type of a crate
  // that implements no `Timelike`.
  const implemented = new Map<string, boolean>();
  const crateImplements = (trait: string): boolean => {
    let found = implemented.get(trait);
    if (found === undefined) {
      const derive = new RegExp(`\\bderive\\s*\\([^)]*\\b${escape(trait)}\\b`);
      found = read.some((f) => {
        const text = (f === file ? fileText : undefined) ?? readFiles.get(f) ?? '';
        return text.includes(trait) && (implementsIn(text, trait) || derive.test(text));
      });
      implemented.set(trait, found);
    }
    return found;
  };
  /** The names a library root's manifest read gives it (`[package] name`, `[lib] name`, as a `use` writes them). */
  const libNames = (r: CrateRoot): Set<string> => {
    const text = readFiles.get(r.packageDir === '' ? 'Cargo.toml' : `${r.packageDir}/Cargo.toml`) ?? '';
    const names = new Set<string>();
    let section = '';
    for (const line of text.split('\n')) {
      const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
      if (header) section = header[1]?.trim() ?? '';
      const name = /^\s*name\s*=\s*"([^"]+)"/.exec(line)?.[1];
      if (name !== undefined && (section === 'package' || section === 'lib')) names.add(crateName(name));
    }
    return names;
  };
  /** The module path (under the crate root) a glob `use <mod>::*` of file `from` names; undefined when it is not this crate's. */
  // The crate root's `use <module> as <alias>;` lines, inside an item macro too (sysinfo 0.26.7's lib.rs: `cfg_if::cfg_if! { if
  // #[cfg(..)] { mod apple; use apple as sys; } else if .. { mod linux; use linux as sys; } .. }`): alias -> the root's modules.
  const rootAliases = new Map<string, string[]>();
  if (rootText !== undefined) {
    for (const m of rootText.matchAll(/^[ \t]*(?:pub(?:\([^)]*\))?\s+)?use\s+(?:(?:self|crate)::)?([A-Za-z_]\w*)\s+as\s+([A-Za-z_]\w*)\s*;/gm)) {
      if (!new RegExp(`^[ \\t]*(?:#\\[[^\\]]*\\]\\s*)*(?:pub(?:\\([^)]*\\))?\\s+)?mod\\s+${escape(m[1]!)}\\s*[;{]`, 'm').test(rootText)) continue;
      rootAliases.set(m[2]!, [...(rootAliases.get(m[2]!) ?? []), m[1]!]);
    }
  }
  /**
   * A module path whose first segment is such an alias and no module of the root: the aliased module. Of several (one per
   * `cfg` arm), the one the globbing file lies in (linux/system.rs's `use crate::sys::cpu::*;` is linux/cpu.rs: the file is
   * compiled only in the arm that declares `mod linux;`); undefined when none is.
   */
  const unalias = (path: string[] | undefined, here: readonly string[]): string[] | undefined => {
    const head = path?.[0];
    const to = head === undefined ? undefined : rootAliases.get(head);
    if (path === undefined || to === undefined || crate === undefined || moduleFile(map, crate, [head!]) !== undefined) return path;
    const pick = [...new Set(to)].filter((m) => here[0] === m);
    return pick.length === 1 ? [pick[0]!, ...path.slice(1)] : undefined;
  };
  const globModulePath = (mod: string, from: string): string[] | undefined => {
    const here = modulePathOf(map, from);
    return unalias(globModulePath0(mod, from), here?.path ?? []);
  };
  const globModulePath0 = (mod: string, from: string): string[] | undefined => {
    const parts = mod.split('::');
    const here = modulePathOf(map, from);
    if (here === undefined) return undefined;
    const fromText = (from === file ? fileText : undefined) ?? readFiles.get(from) ?? '';
    if (parts[0] === 'crate') return parts.slice(1);
    if (parts[0] === 'self') return [...here.path, ...parts.slice(1)];
    if (parts[0] === 'super') {
      let up = 0;
      while (parts[up] === 'super') up++;
      return [...here.path.slice(0, Math.max(0, here.path.length - up)), ...parts.slice(up)];
    }
    // Edition 2018: a path may start with a child module the file declares (`mod block_unit; pub use block_unit::*;`), attributes
    // on its line too (cookie 0.16.0's lib.rs: `#[cfg(any(feature = "private", feature = "signed"))] #[macro_use] mod secure;`).
    if (new RegExp(`^[ \\t]*(?:#\\[[^\\]]*\\]\\s*)*(?:pub(?:\\([^)]*\\))?\\s+)?mod\\s+${escape(parts[0] ?? '')}\\s*;`, 'm').test(fromText)) return [...here.path, ...parts];
    // ... or an inline module of the file's top (plotters-bitmap 0.3.2's bitmap.rs: `mod image_encoding_support { pub(super) use
    // image::{ImageBuffer, Rgb}; .. }` then `use image_encoding_support::*;`), whose names inlineModuleNames lists.
    if (parse(from).definitions.some((d) => d.declKind === 'mod' && d.name === parts[0] && d.parent === undefined && d.range.end > d.range.start)) return [...here.path, ...parts];
    return rootModules.has(parts[0] ?? '') ? parts : undefined;
  };
  const reaches = (blankets: readonly string[][], implemented?: readonly string[]): boolean => blankets.some((bounds) => bounds.every((b) => {
    if (implemented === undefined || !STD_TRAITS.has(b)) return STD_TRAITS.has(b) || crateImplements(b);
    return EVERY_TYPE_HAS.has(b) || implemented.includes(b) || (STD_IMPLIED_BY.get(b) ?? []).some((t) => implemented.includes(t));
  }));
  return {
    unread,
    rootModules,
    rootExterns,
    rootPaths,
    macroDeclares,
    macroImport(name) {
      const invokes = new RegExp(`(?<![\\w:.!$])${escape(name)}!\\s*[({[]`);
      let line: string | undefined;
      for (const f of read) {
        const text = (f === file ? fileText : undefined) ?? readFiles.get(f) ?? '';
        if (/#\[macro_use\]\s*(?:#\[[^\]]*\]\s*)*(?:pub\s+)?extern\s+crate\b/.test(text)) return undefined;
        if (f === file || !invokes.test(text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|b?"(?:[^"\\]|\\[\s\S])*"/g, ' '))) continue;
        const b = parse(f).imports.find((x) => x.boundName === name && x.scope === undefined);
        if (b === undefined || b.name === undefined || /^(?:self|super)\b/.test(b.module)) return undefined;
        const text2 = `use ${b.module}::${b.name}${b.alias === undefined ? '' : ` as ${b.alias}`};`;
        if (line !== undefined && line !== text2) return undefined;
        line = text2;
      }
      return line;
    },
    macroMayBeTextual(name) {
      if (!complete) return true;
      const defines = new RegExp(`\\bmacro_rules!\\s*${escape(name)}\\b`);
      // (A template that writes `macro_rules! $name`, or an `include!` of text nobody here read, may define it too.)
      return read.some((f) => {
        const text = (f === file ? fileText : undefined) ?? readFiles.get(f) ?? '';
        if (/#!?\[\s*macro_use\b/.test(text) || defines.test(text) || /\bmacro_rules!\s*\$/.test(text)) return true;
        const dir = f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '';
        return [...text.matchAll(/(?<![\w:])include!\s*\(([^)]*)\)/g)].some((m) => {
          const literal = /^\s*"([^"\\]+)"\s*$/.exec(m[1]!)?.[1];
          return literal === undefined || !readFiles.has(dir === '' ? literal : `${dir}/${literal}`);
        });
      });
    },
    macroArguments(name) {
      macroTexts ??= read.map((f) => (f === file ? fileText : undefined) ?? readFiles.get(f) ?? '').filter((t) => t.includes('macro_rules!'));
      if (!macroArguments.has(name)) macroArguments.set(name, macroArgumentKinds(macroTexts, name));
      return macroArguments.get(name);
    },
    complete,
    externs,
    externPrelude: manifest !== undefined && editionOf(manifest) >= 2018,
    cfgGated: fileCfgGated(map, file, (f) => (f === file ? fileText : undefined) ?? readFiles.get(f)),
    itemModule(name) {
      const item = ITEM(name);
      const reexport = new RegExp(`^pub(?:\\((?:crate|super)\\))?\\s+use\\s+[^;]*\\b${escape(name)}\\b[^;]*;`, 'm');
      const pattern = { test: (text: string): boolean => item.test(text) || reexport.test(text) };
      // The crate root's private items and `use`s are visible in every module of the crate (`use libgit2_sys as raw;` in
      // git2's lib.rs: `use crate::raw;` in email.rs): there the name need not be `pub`, only bound at the top level.
      const rootItem = new RegExp(`^(?:pub(?:\\([^)]*\\))?\\s+)?(?:(?:const|async|unsafe|extern\\s+"[^"]*")\\s+)*(?:fn|struct|enum|trait|type|const|static|union|mod)\\s+${escape(name)}\\b|^(?:pub(?:\\([^)]*\\))?\\s+)?use\\s+[^;]*(?:\\bas\\s+|::\\s*|[{,]\\s*)${escape(name)}\\s*[,;}]`, 'm');
      for (const f of crateFiles) {
        // An outline keeps its item headers whole: its top-level items are found as a read file's are.
        const text = readFiles.get(f) ?? outlineOf(f);
        const root = text !== undefined && modulePathOf(map, f)?.path.length === 0;
        if (text === undefined || !(pattern.test(text) || (root && rootItem.test(text)))) continue;
        const where = modulePathOf(map, f);
        if (where !== undefined) return ['crate', ...where.path].join('::');
      }
      return undefined;
    },
    globNames(module, macroWords = true) {
      if (crate === undefined) return undefined;
      // `from`: the file whose `use` it is; a module's own `pub use x::*` re-exports are followed (an unreadable one: undefined).
      // (`at`: the module in another crate of the repository, `use debcargo::package::*;` in debcargo's src/bin/debcargo.rs.)
      const namesOf = (mod: string, from: string, seen: Set<string>, at?: { crate: CrateRoot; path: string[] }): Set<string> | undefined => {
        const here = modulePathOf(map, from);
        const path = at?.path ?? globModulePath(mod, from);
        if (here === undefined || path === undefined) return undefined;
        const inCrate = at?.crate ?? here.crate;
        const target = moduleFile(map, inCrate, path);
        if (target === undefined) return inlineModuleNames(inCrate, path, seen);
        if (target !== file && !readFiles.has(target)) return undefined;
        // A module met again (proptest's strategy/mod.rs says `pub use self::lazy::*;` twice; a cycle of globs) adds nothing new.
        if (seen.has(target)) return new Set();
        seen.add(target);
        const names = new Set<string>();
        // A private `use` binds only in its module and the modules below it: filespooler's jobqueue.rs `use crate::seqfile;`
        // is not what cmd_exec.rs's `use crate::jobqueue::*;` brings (rustc: E0433 once cmd_exec.rs drops its own `use`).
        const below = path.every((seg, i) => here.path[i] === seg);
        return addModuleText(target, target, names, seen, below, 0) ? names : undefined;
      };
      /**
       * Adds to `names` what the text of `source` declares as module `module`'s items (`source` is the module's file or a file
       * it pastes with `include!`); false when a name it may declare is unknown.
       */
      const addModuleText = (source: string, module: string, names: Set<string>, seen: Set<string>, below: boolean, depth: number): boolean => {
        for (const d of parse(source).definitions) if (d.parent === undefined) names.add(d.name);
        // Items the module declares through item-level macros (`cfg_if! { .. pub const MAX_STRIDE_SIZE .. }`, the crate's
        // `ascii_alu!(ascii_to_ascii, ..)`) are exported by the glob as its plain items are: the same words the target's own
        // file binds from its macros.
        const sourceText = (source === file ? fileText : undefined) ?? readFiles.get(source) ?? '';
        const bodies = parse(source).definitions.flatMap((d) => ((d.kind === 'function' || d.kind === 'method') && d.bodyRange !== undefined ? [d.bodyRange] : []));
        const inBody = (line: number): boolean => bodies.some((b) => line >= b.start && line <= b.end);
        // An item-level `include!` pastes its file's items into the module. One of a literal path of a crate file the job read
        // (concread's hashtrie/mod.rs: `include!("impl.rs");`, the module's types and impls; rustc takes the path from the
        // including file's folder) adds that file's names, as the module's own; any other (chrono-tz's directory.rs:
        // `include!(concat!(env!("OUT_DIR"), "/directory.rs"));`, build output nobody here reads) may declare any name: the
        // glob's names are unknown (only this module's; other globs stay exact).
        if (/^[ \t]*include!\s*\(/m.test(sourceText)) {
          for (const i of itemInvocations(sourceText, inBody).filter((x) => x.macro === 'include')) {
            const literal = /^[({[]\s*"([^"\\]+)"\s*,?\s*$/.exec(i.tokens)?.[1];
            if (literal === undefined || literal.startsWith('/') || literal.split('/').includes('..') || depth >= 4) return false;
            const dir = source.includes('/') ? source.slice(0, source.lastIndexOf('/')) : '';
            const pasted = dir === '' ? literal : `${dir}/${literal}`;
            if (pasted === source || !readFiles.has(pasted)) return false;
            if (!addModuleText(pasted, module, names, seen, below, depth + 1)) return false;
          }
        }
        if (macroWords) for (const n of itemMacroWords(sourceText, inBody, macroDeclares)) names.add(n);
        if (macroWords) for (const n of macroTemplateItems(sourceText)) names.add(n);
        const lineOf = (b: { line: number }): string => (sourceText.split('\n')[b.line - 1] ?? '');
        for (const b of parse(source).imports) {
          if (b.scope !== undefined) continue;
          if (b.boundName !== '*') {
            if (below || /^\s*pub\b/.test(lineOf(b))) names.add(b.boundName);
          } else if (/^\s*pub\b/.test(lineOf(b))) {
            const more = namesOf(b.module, module, seen);
            if (more === undefined) return false;
            for (const n of more) names.add(n);
          }
        }
        return true;
      };
      /**
       * An inline module of a file read (rust_decimal's `pub mod prelude { pub use crate::{Decimal, ..}; pub use
       * num_traits::{..}; }` in lib.rs, globbed by maths.rs): its items and `use`s; undefined when it holds an item-level macro
       * (names nobody here lists), a glob that cannot be followed, or is not found. A glob of a module of the crate is followed
       * as a file module's is (xcb 1.2.0's `pub mod ffi { pub(crate) mod base; pub use base::*; .. }`, globbed by base.rs: the
       * names of ffi/base.rs), its path taken from the inline module (`crate::`, `self::`, `super::`, or a child it declares).
       */
      function inlineModuleNames(inCrate: CrateRoot, path: string[], seen: Set<string>): Set<string> | undefined {
        const last = path.at(-1);
        const parentFile = last === undefined ? undefined : moduleFile(map, inCrate, path.slice(0, -1));
        if (parentFile === undefined || (parentFile !== file && !readFiles.has(parentFile))) return undefined;
        const defs = parse(parentFile).definitions;
        const mod = defs.find((d) => d.declKind === 'mod' && d.name === last && d.parent === undefined);
        if (mod === undefined) return undefined;
        const text = ((parentFile === file ? fileText : undefined) ?? readFiles.get(parentFile) ?? '').split('\n').slice(mod.range.start, mod.range.end - 1).join('\n');
        if (/^[ \t]*(?:[A-Za-z_][\w:]*!\s*[({[]|include!)/m.test(text)) return undefined;
        const names = new Set<string>();
        for (const d of defs) if (d.parent === mod.qualname) names.add(d.name);
        for (const b of parse(parentFile).imports) {
          if (b.scope !== mod.qualname) continue;
          if (b.boundName !== '*') {
            names.add(b.boundName);
            continue;
          }
          const parts = b.module.split('::');
          let up = 0;
          while (parts[up] === 'super') up++;
          const globPath = parts[0] === 'crate' ? parts.slice(1)
            : parts[0] === 'self' ? [...path, ...parts.slice(1)]
              : up > 0 ? [...path.slice(0, Math.max(0, path.length - up)), ...parts.slice(up)]
                // Edition 2018: a child module the inline module declares (`pub(crate) mod base;` .. `pub use base::*;`).
                : new RegExp(`^[ \\t]*(?:#\\[[^\\]]*\\]\\s*)*(?:pub(?:\\([^)]*\\))?\\s+)?mod\\s+${escape(parts[0] ?? '')}\\s*;`, 'm').test(text) ? [...path, ...parts] : undefined;
          if (globPath === undefined) return undefined;
          const more = namesOf(b.module, parentFile, seen, { crate: inCrate, path: globPath });
          if (more === undefined) return undefined;
          for (const n of more) names.add(n);
        }
        return names;
      }
      // The library crate of the repository a bin (or another package) names (`debcargo::package`): its files read, its names.
      const parts = module.replace(/^::/, '').split('::');
      const other = map.byName.get(parts[0] ?? '') ?? map.roots.find((r) => r.lib && libNames(r).has(parts[0] ?? ''));
      if (globModulePath(module, file) === undefined && other !== undefined && other !== crate) return namesOf(module, file, new Set(), { crate: other, path: parts.slice(1) });
      return namesOf(module, file, new Set());
    },
    globDeclaresType(module, name) {
      const path = crate === undefined ? undefined : globModulePath(module, file);
      if (crate === undefined || path === undefined) return false;
      const target = moduleFile(map, crate, path);
      let defs: readonly Definition[];
      let parent: string | undefined;
      if (target !== undefined) {
        if (target !== file && !readFiles.has(target)) return false;
        defs = parse(target).definitions;
      } else {
        // An inline module (`pub mod extended { .. }`) of a file read.
        const parentFile = path.length === 0 ? undefined : moduleFile(map, crate, path.slice(0, -1));
        if (parentFile === undefined || (parentFile !== file && !readFiles.has(parentFile))) return false;
        defs = parse(parentFile).definitions;
        parent = defs.find((d) => d.declKind === 'mod' && d.name === path.at(-1) && d.parent === undefined)?.qualname;
        if (parent === undefined) return false;
      }
      const named = defs.filter((d) => d.name === name && d.parent === parent && d.declKind !== 'impl');
      return named.length === 1 && named[0]!.kind === 'class' && /^(?:struct|enum|union|trait)$/.test(named[0]!.declKind ?? '');
    },
    membersOf(type) {
      return membersOfType(type, new Set());
    },
    boundMembers(bounds, cratesOnly = false) {
      const members = new Map<string, Definition | undefined>();
      let open = false;
      const todo = [...bounds];
      const done = new Set<string>();
      for (let b = todo.shift(); b !== undefined; b = todo.shift()) {
        if (done.has(b) || b === 'Sized' || /^(?:Send|Sync|Unpin|Copy|'\w+)$/.test(b)) continue;
        done.add(b);
        const declaresTrait = new RegExp(`^\\s*(?:pub(?:\\([^)]*\\))?\\s+)?(?:unsafe\\s+)?trait\\s+${escape(b)}\\b`, 'm');
        if (read.some((f) => declaresTrait.test((f === file ? fileText : undefined) ?? readFiles.get(f) ?? ''))) {
          const of = membersOfType(b, new Set());
          if (of === undefined) open = true;
          else {
            for (const [n, d] of of.members) if (!members.has(n)) members.set(n, d);
            open ||= of.open || of.external.length > 0;
          }
          continue;
        }
        if (cratesOnly) continue;
        const std = STD_TRAITS.get(b);
        // A `Deref` bound's target is unknown here; any other trait (another crate's) may bring anything.
        if (std === undefined || /^(?:Deref|DerefMut)$/.test(b)) {
          open = true;
          continue;
        }
        for (const m of std) if (!members.has(m)) members.set(m, undefined);
        todo.push(...(STD_SUPERTRAITS.get(b) ?? []));
      }
      return { members, open };
    },
    traitReach(path, implemented) {
      const found = dependencyTraits?.traitFrom(file, path);
      return found?.kind === 'methods' && found.blankets !== undefined ? reaches(found.blankets, implemented) : undefined;
    },
    traitMethods(path) {
      const found = dependencyTraits?.traitFrom(file, path, true);
      return found?.kind === 'methods' ? found.names : undefined;
    },
    globReach(module) {
      const found = dependencyTraits?.globReach(file, module);
      return found?.kind === 'known' ? reaches(found.blankets) : undefined;
    },
    otherGlobNames(module) {
      return dependencyTraits?.globNames(file, module);
    },
    blanketTraits() {
      if (blankets === undefined) {
        blankets = new Set();
        for (const f of read) {
          for (const d of parse(f).definitions) {
            if (d.declKind === 'impl' && d.bases.length > 0 && generics(d.signature).includes(d.name)) for (const b of d.bases) blankets.add(baseName(b));
          }
        }
      }
      return blankets;
    },
    includedText(literal) {
      if (literal.startsWith('/') || literal.split('/').includes('..')) return undefined;
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
      return readFiles.get(dir === '' ? literal : `${dir}/${literal}`);
    },
  };

  /**
   * The methods a `#[derive(..)]` list in file `f` implements (`Serialize, Deserialize` with `use serde::{Deserialize, Serialize};`):
   * a std derive's (`Clone`: `clone`, `clone_from`), another crate's trait's when its source was read (the `rust` dependencies:
   * serde's `Deserialize::deserialize`, through the same `use` as the derive macro, which shares the trait's name). Another
   * crate's trait not read is `unread`: its methods are unknown, callable only where the trait is in scope (as an unread
   * trait's impl is); read, the set stays closed (session 25's filespooler `FSMetaV1` beside its serde derives).
   */
  function derivedTraitMethods(f: string, list: string): { names: string[]; unread: string[] } {
    const out: string[] = [];
    const unread: string[] = [];
    for (const written of list.split(',').map((x) => x.trim()).filter((x) => /^(?:::)?(?:[A-Za-z_]\w*::)*[A-Z]\w*$/.test(x))) {
      const name = written.split('::').at(-1) ?? written;
      const std = !written.includes('::') || /^(?:::)?(?:std|core|alloc)::/.test(written) ? STD_TRAITS.get(name) : undefined;
      if (std !== undefined && NO_BLANKET_BOUND.has(name) && !fromOtherCrateName(f, written)) {
        out.push(...std);
        continue;
      }
      // (With its supertraits': a derive implements the trait, so the type implements them too, clap's `Parser`'s `CommandFactory`.)
      const found = dependencyTraits?.traitFrom(f, written, true);
      if (found?.kind === 'methods') out.push(...found.names);
      else unread.push(name);
    }
    return { names: out, unread };
  }

  /** Whether file `f` takes the name a path starts with from another crate's `use` (`use serde::Serialize;`). */
  function fromOtherCrateName(f: string, written: string): boolean {
    const head = written.replace(/^::/, '').split('::')[0] ?? written;
    const binding = parse(f).imports.find((b) => b.boundName === head && b.scope === undefined);
    return binding !== undefined && !/^(?:::)?(?:std|core|alloc|crate|self|super)\b/.test(binding.module);
  }

  function membersOfType(type: string, seen: Set<string>): ReturnType<RustCrateView['membersOf']> {
      seen.add(type);
      const impl = new RegExp(`\\bimpl\\b[^{;]*\\b${escape(type)}\\b`);
      const declares = new RegExp(`\\b(?:struct|enum|union|trait)\\s+${escape(type)}\\b`);
      // A type the target's own file declares is that one: another file declaring a type of the same name (reqwest's
      // `blocking::Response` beside `async_impl::Response`, cfg'd platform twins) declares another type, and its impls are
      // of that one (a file's `impl Response` names the `Response` its own scope binds). Files that only implement are kept.
      const declaresHere = (f: string): boolean => parse(f).definitions.some((d) => d.name === type && d.kind === 'class' && d.declKind !== 'impl'
        && (d.parent === undefined || parse(f).definitions.some((o) => o.qualname === d.parent && o.declKind === 'mod')));
      const ownFile = declaresHere(file);
      // The target's file declares it where the grammar sees no item (`pin_project! { pub struct Pending { .. } }`): the
      // macro may add methods (`project`), and another file's `Pending` is another type: unknown.
      if (!ownFile && declares.test(fileText ?? readFiles.get(file) ?? '')) return undefined;
      const files = read.filter((f) => f === file || ((impl.test(readFiles.get(f) ?? '') || declares.test(readFiles.get(f) ?? '')) && !(ownFile && declaresHere(f))));
      const members = new Map<string, Definition | undefined>();
      let declared = false;
      let bounded = false;
      const traits: string[] = [];
      // The file whose impl names each trait (its `use`s say which crate's trait it is).
      const traitFile = new Map<string, string>();
      // `Deref` impls: the crate types they name as `Target`; one whose target cannot be read opens the set.
      const derefTargets = new Set<string>();
      let derefOpen = false;
      const genericDeref: number[] = [];
      // The traits derived for it (by last name), and whether something may implement one nobody here lists (`implemented`).
      const derived: string[] = [];
      let implementedUnknown = !complete;
      const derivedUnread: string[] = [];
      // A trait's supertraits: `self` in its default methods has their methods (a bound's methods need no `use`).
      const supertraits = new Set<string>();
      // Whether a supertrait named like a std trait is std's: a path from std (`io::Read` with `use std::io;`) or a name the
      // declaring file takes from std or from no `use` at all (the prelude); async-std's `use futures_io::AsyncRead as Read` is not.
      const notStd = new Set<string>();
      const fromStd = (f: string, base: string): boolean => {
        const head = base.split('::')[0] ?? base;
        const binding = parse(f).imports.find((b) => b.boundName === head);
        if (binding !== undefined) return /^(?:::)?(?:std|core|alloc)\b/.test(binding.module);
        return base.includes('::') ? /^(?:::)?(?:std|core|alloc)$/.test(head) : !parse(f).definitions.some((d) => d.name === base && d.kind === 'class');
      };
      const fromOtherCrate = (f: string, base: string): boolean => {
        const head = base.replace(/^::/, '').split('::')[0] ?? base;
        const binding = parse(f).imports.find((b) => b.boundName === head && b.scope === undefined);
        const text = (f === file ? fileText : undefined) ?? readFiles.get(f) ?? '';
        // (A 2018-edition path may start with a module the file declares: `use error::Error;` beside `mod error;`.)
        const crateModule = (m: string): boolean => rootModules.has(m.replace(/^::/, '').split('::')[0] ?? '') || new RegExp(`^[ \\t]*(?:#\\[[^\\]]*\\]\\s*)*(?:pub(?:\\([^)]*\\))?\\s+)?mod\\s+${escape(m.replace(/^::/, '').split('::')[0] ?? '')}\\s*[;{]`, 'm').test(text);
        if (binding !== undefined) return !/^(?:::)?(?:std|core|alloc|crate|self|super)\b/.test(binding.module) && !crateModule(binding.module);
        return base.includes('::') && !/^(?:std|core|alloc|crate|self|super)$/.test(head) && externs?.has(head) === true;
      };
      const addSuper = (f: string, b: string): void => {
        if (supertraits.has(b)) return;
        supertraits.add(b);
        traits.push(b);
        if (!fromStd(f, b)) notStd.add(b);
      };
      // Types of that name in inline modules (`mod capture { struct Backtrace }` beside a cfg'd `enum Backtrace {}`) are
      // merged: more members, never fewer.
      const ofType = (parent: string | undefined): boolean => parent === type || parent?.endsWith(`.${type}`) === true;
      for (const f of files) {
        for (const d of parse(f).definitions) {
          if (d.name === type && d.kind === 'class' && d.declKind !== 'impl') {
            declared = true;
            // `self` in a trait's default method also has its supertraits' methods (`trait EndianReader: Read`, `trait UAddSub: DInt`).
            if (d.declKind === 'trait') {
              bounded = true;
              implementedUnknown = true;
              for (const b of d.bases) addSuper(f, b);
            }
            // An attribute macro (`#[async_trait]`, `#[bitfield]`) may implement traits; `derive`, `cfg_attr`'s derives, inert
            // attributes and pin-project's `#[pin_project]` (its impls: `Unpin`, a drop guard; its `project` methods) do not
            // beyond what they name.
            for (const a of d.decorators) {
              const name = /^(?:#!?\[)?\s*([\w:]+)/.exec(a)?.[1] ?? '';
              if (!/^(?:derive|cfg|cfg_attr|doc|allow|warn|deny|forbid|expect|repr|non_exhaustive|must_use|deprecated|serde|default|rustfmt::skip|automatically_derived|inline|pin_project|pin_project::pin_project)$/.test(name)) implementedUnknown = true;
              for (const m of a.matchAll(/\bderive\s*\(([^)]*)\)/g)) for (const x of m[1]!.split(',')) {
                const n = x.trim().split('::').at(-1) ?? '';
                if (n !== '') derived.push(n);
              }
            }
            // `#[derive(Serialize, Pod)]`: a derive of another crate's trait implements it (std's derives are all in NO_BLANKET_BOUND).
            for (const a of d.decorators) {
              const derive = /^(?:#\[)?\s*derive\s*\(([^)]*)\)/.exec(a)?.[1];
              if (derive !== undefined && derive.split(',').map((x) => x.trim().split('::').at(-1) ?? '').some((x) => x !== '' && !NO_BLANKET_BOUND.has(x))) bounded = true;
              const got = derive === undefined ? undefined : derivedTraitMethods(f, derive);
              for (const w of got?.names ?? []) if (!members.has(w)) members.set(w, undefined);
              derivedUnread.push(...(got?.unread ?? []));
            }
            for (const a of d.attributes) members.set(a.name, undefined);
          }
          if (d.name === type && d.declKind === 'impl') {
            traits.push(...d.bases);
            for (const b of d.bases) if (!traitFile.has(b)) traitFile.set(b, f);
            // A trait named like a std one that the impl's file takes from another crate (`use serde::de::Error;`,
            // `impl de::Error for ..` with `use serde::de;`, `impl serde::Serialize for ..`) is that crate's.
            for (const b of d.bases) if (fromOtherCrate(f, b)) notStd.add(b);
            if (d.bases.some((b) => /^(?:Deref|DerefMut)$/.test(baseName(b)))) {
              implementedUnknown = true;
              const text = ((f === file ? fileText : undefined) ?? readFiles.get(f) ?? '').split('\n').slice(d.range.start - 1, d.range.end).join('\n');
              const target = derefTarget(text);
              // A bare name the impl's file takes from another crate (`use glib::Object;`) is not the crate's type of that name.
              const taken = target === undefined ? undefined : parse(f).imports.find((b) => b.boundName === target && b.scope === undefined);
              // So is a generic parameter (`impl<T> Deref for Wrapper<T> { type Target = T; }`).
              const generic = target !== undefined && new RegExp(`^[^{]*\\bimpl\\s*<[^{]*\\b${escape(target)}\\b`).test(text);
              const fromStd = taken !== undefined && /^(?:::)?(?:std|core|alloc)\b/.test(taken.module) && STD_TYPE_MEMBERS.has(target ?? '');
              // A `DerefMut` impl names no `Target` of its own (it is its `Deref` impl's, a supertrait's): nothing more to add.
              const derefMutOnly = target === undefined && d.bases.every((b) => baseName(b) !== 'Deref') && !/\btype\s+Target\b/.test(text);
              // A generic parameter of the type (`impl<T> Deref for UniquePtr<T> { type Target = T; }`, cxx): which type argument
              // it is, for the caller to read its bounds where the member is used (`genericDeref`).
              const at = generic ? typeArguments(text.replace(/\{[\s\S]*$/, ''), type)?.indexOf(target) ?? -1 : -1;
              if (generic && at >= 0) genericDeref.push(at);
              else if (!derefMutOnly && (target === undefined || generic || (taken !== undefined && !fromStd && !/^(?:::)?(?:crate|self|super)\b/.test(taken.module)))) derefOpen = true;
              else if (target !== undefined) derefTargets.add(target);
            }
            for (const w of implMacroWords((f === file ? fileText : undefined) ?? readFiles.get(f) ?? '', d, parse(f).definitions, macroDeclares)) if (!members.has(w)) members.set(w, undefined);
          }
          if (ofType(d.parent) && d.kind === 'method' && !members.has(d.name)) members.set(d.name, d);
        }
      }
      // An item-level invocation of the crate's macro that names the type (`inner!(CertContext, PCCERT_CONTEXT);` in schannel)
      // implements what the macro's templates write for it: their `fn` names are members (all the input's words for `fn $f`).
      const typeWord = new RegExp(`(?<![\\w$])${escape(type)}\\b`);
      const texts = (): string[] => read.map((f) => (f === file ? fileText : undefined) ?? readFiles.get(f) ?? '');
      for (const f of read) {
        const text = (f === file ? fileText : undefined) ?? readFiles.get(f) ?? '';
        if (!typeWord.test(text)) continue;
        const bodies = parse(f).definitions.filter((d) => (d.kind === 'function' || d.kind === 'method') && d.bodyRange !== undefined).map((d) => d.bodyRange!);
        for (const inv of itemInvocations(text, (line) => bodies.some((b) => line >= b.start && line <= b.end))) {
          if (!typeWord.test(inv.tokens)) continue;
          implementedUnknown = true;
          const fns = macroImplFns(texts(), inv.macro);
          if (fns === undefined) continue;
          for (const n of fns === 'any' ? [...inv.tokens.matchAll(/[A-Za-z_]\w*/g)].map((x) => x[0]) : fns) if (!members.has(n)) members.set(n, undefined);
        }
      }
      // A type alias (`type VecType = StackVec;`) has the members of what it names: unknown here.
      // An associated type of that name (`type Deserializer = Self;` in an impl) is no alias of it.
      const alias = (defs: readonly Definition[]): boolean => defs.some((d) => d.name === type && d.declKind === 'type'
        && (d.parent === undefined || defs.some((o) => o.qualname === d.parent && o.declKind === 'mod')));
      if (!declared || files.some((f) => alias(parse(f).definitions))) return undefined;
      let open = derefOpen;
      let supertraitOpen = false;
      const external: string[] = [...derivedUnread];
      for (const trait of traits) {
        const name = trait.split('::').at(-1)?.replace(/<.*$/, '') ?? trait;
        const std = notStd.has(trait) ? undefined : STD_TRAITS.get(name);
        if (!supertraits.has(trait) && std !== undefined && !NO_BLANKET_BOUND.has(name)) bounded = true;
        // A trait of the crate, private ones included (`trait Entries` in lib.rs).
        const declaresTrait = new RegExp(`^\\s*(?:pub(?:\\([^)]*\\))?\\s+)?(?:unsafe\\s+)?trait\\s+${escape(name)}\\b`, 'm');
        if (std !== undefined) {
          for (const m of std) if (!members.has(m)) members.set(m, undefined);
          // A trait of the crate named like std's (`trait Write` of its own) adds its methods too: more names, never fewer.
          if (!read.some((f) => declaresTrait.test(readFiles.get(f) ?? ''))) continue;
        }
        const defs = read.flatMap((f) => (declaresTrait.test(readFiles.get(f) ?? '') || f === file ? parse(f).definitions : []));
        if (!defs.some((d) => d.name === name && d.declKind === 'trait')) {
          // Declared where the grammar does not make it an item (inside a macro's template): its `fn` names from the text.
          const fns = read.map((f) => traitFnNames(readFiles.get(f) ?? '', name)).find((x) => x !== undefined);
          // A supertrait from outside the crate may bring any method, in scope or not (rustc takes a bound's methods as is).
          if (fns === undefined && supertraits.has(trait)) open = supertraitOpen = true;
          else if (fns === undefined) {
            bounded = true;
            // Another crate's trait read from its source (the `rust` dependencies): its methods, as the crate's own are.
            const fromSource = dependencyTraits?.traitFrom(traitFile.get(trait) ?? file, trait);
            if (fromSource?.kind === 'methods') {
              for (const n of fromSource.names) if (!members.has(n)) members.set(n, undefined);
            } else external.push(name);
          }
          else for (const n of fns) if (!members.has(n)) members.set(n, undefined);
        }
        for (const d of defs) if (d.parent === name && d.kind === 'method' && !members.has(d.name)) members.set(d.name, d);
        // Methods an item-level macro writes inside the trait (lexical-core's `trait SmallOps { perftools_inline!{ fn small_powers(..) .. }}`).
        for (const f of read) {
          const text = (f === file ? fileText : undefined) ?? readFiles.get(f) ?? '';
          if (!declaresTrait.test(text)) continue;
          for (const t of parse(f).definitions) if (t.name === name && t.declKind === 'trait') for (const w of implMacroWords(text, t, parse(f).definitions, macroDeclares)) if (!members.has(w)) members.set(w, undefined);
        }
        // The supertraits of a supertrait of the crate, in turn (the loop reads what is pushed).
        if (supertraits.has(trait)) {
          for (const f of read) for (const d of declaresTrait.test(readFiles.get(f) ?? '') || f === file ? parse(f).definitions : []) if (d.name === name && d.declKind === 'trait') for (const b of d.bases) addSuper(f, b);
        }
      }
      // A path (`Type::f`, `Self::f`) never auto-derefs: its openness is the type's own.
      const pathOpen = supertraitOpen;
      const pathBounded = bounded;
      // A `Deref` (`DerefMut`) impl whose `Target` is a type of the crate (`impl Deref for PRef { type Target = IdentifierParser; }`)
      // adds that type's members (auto-deref), no others; any other target (a std or another crate's type) leaves the set open.
      for (const target of derefTargets) {
        const cycle = seen.has(target);
        const inner = cycle ? undefined : membersOfType(target, seen);
        const std = inner === undefined && !cycle ? stdTypeMembers(target) : undefined;
        if (std !== undefined) {
          // A std type (`type Target = str;` in colored): its methods (std-type-members.ts) and its own deref chain (`String` ->
          // `str`), plus the methods of the crate's impls for it (`impl Colorize for &str`). Other crates implement their traits
          // for std types (`UnicodeWidthStr` for `str`): bounded.
          for (const n of std) if (!members.has(n)) members.set(n, undefined);
          for (const f of read) for (const d of parse(f).definitions) if (d.declKind === 'method' && d.kind === 'method' && parse(f).definitions.some((o) => o.qualname === d.parent && o.declKind === 'impl' && o.name === target) && !members.has(d.name)) members.set(d.name, undefined);
          bounded = true;
          continue;
        }
        if (inner === undefined) {
          open = true;
          continue;
        }
        for (const [n, d] of inner.members) if (!members.has(n)) members.set(n, d);
        open ||= inner.open || inner.genericDeref !== undefined;
        bounded ||= inner.bounded;
        external.push(...inner.external);
      }
      // Open by a generic `Deref` target alone: the caller may close it with that parameter's bounds.
      const onlyGeneric = genericDeref.length > 0 && !open ? { genericDeref } : {};
      const implemented = implementedUnknown || derefTargets.size > 0 ? {} : { implemented: [...new Set([...traits.map((t) => baseName(t)), ...derived])] };
      return { members, open: open || genericDeref.length > 0, external, bounded: bounded || genericDeref.length > 0, pathOpen, pathBounded, ...onlyGeneric, ...implemented };
  }
}

/**
 * The type arguments of `type` where an impl header names it as its self type (`impl<T> Deref for UniquePtr<T>` -> `['T']`,
 * `impl<'a, T> Foo<'a, T>` -> `["'a", 'T']`), each trimmed; undefined when the header does not name it so.
 */
export function typeArguments(header: string, type: string): string[] | undefined {
  const m = new RegExp(`(?:\\bfor\\s+|^[^{]*?\\bimpl\\s*(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?\\s*)(?:[A-Za-z_]\\w*::)*${escape(type)}\\s*<`).exec(header);
  if (m === null) return undefined;
  const parts: string[] = [];
  let depth = 1;
  let from = m.index + m[0].length;
  for (let i = from; i < header.length; i++) {
    const ch = header[i];
    if (ch === '<' || ch === '(' || ch === '[') depth++;
    else if ((ch === '>' && header[i - 1] !== '-') || ch === ')' || ch === ']') depth--;
    if ((ch === ',' && depth === 1) || depth === 0) {
      parts.push(header.slice(from, i).trim());
      from = i + 1;
    }
    if (depth === 0) return parts;
  }
  return undefined;
}

/** A std type's methods through its deref chain (`String`: its own and `str`'s); undefined for a type the table does not hold. */
function stdTypeMembers(type: string): string[] | undefined {
  const out: string[] = [];
  for (let t: string | undefined = type, n = 0; t !== undefined && n < 4; t = STD_TYPE_DEREF.get(t), n++) {
    const own = STD_TYPE_MEMBERS.get(t);
    if (own === undefined) return undefined;
    out.push(...own);
  }
  return out;
}

/** `de::Deserializer<'de>` -> `Deserializer`. */
const baseName = (base: string): string => base.replace(/<.*$/s, '').split('::').at(-1)?.trim() ?? base;

/**
 * The type a `Deref` impl's `type Target = ..;` names, by its last path segment (`&'a IdentifierParser<'a>` ->
 * `IdentifierParser`); undefined for anything else (a slice, a tuple, a generic parameter's projection, no such line).
 */
export function derefTarget(implText: string): string | undefined {
  const m = /\btype\s+Target\s*=\s*([^;]+);/.exec(implText);
  if (m === null) return undefined;
  const t = m[1]!.trim().replace(/^&\s*(?:'\w+\s+)?(?:mut\s+)?/, '').replace(/<[\s\S]*$/, '').trim();
  // std's `str` and slices (`[u8]`, `[T]`) by the names of the std type table (std-type-members.ts).
  if (t === 'str' || /^(?:(?:::)?(?:std|core)::primitive::)?str$/.test(t)) return 'str';
  if (/^\[[^;\]]+\]$/.test(t)) return '[T]';
  if (!/^(?:(?:crate|self|super|(?:::)?(?:std|core|alloc))::(?:[a-z_]\w*::)*)?[A-Z]\w*$/.test(t)) return undefined;
  return t.split('::').at(-1);
}

/** The `fn` names inside `trait name { ... }` in `text` (nested ones too: more names, never fewer), undefined when it is not there. */
function traitFnNames(text: string, name: string): string[] | undefined {
  const m = new RegExp(`\\btrait\\s+${escape(name)}\\b[^{;]*\\{`).exec(text);
  if (m === null) return undefined;
  const start = m.index + m[0].length - 1;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return [...text.slice(start, i).matchAll(/\bfn\s+([A-Za-z_]\w*)/g)].map((x) => x[1]!);
  }
  return undefined;
}

/**
 * Every `.rs` file of `file`'s crate in the path list, besides `file` (`read`: the texts read so far, manifests with
 * `[lib] path` among them). A file in no crate by the path list alone gets the nearest manifest above it instead, to read
 * first (its `[lib] path` may be the root: cargo's src/cargo/lib.rs).
 */
export function crateFilesOf(file: string, files: readonly string[], read?: ReadonlyMap<string, string>): string[] {
  const map = buildCrateMap(files, read);
  const crate = crateOf(map, file);
  // The crate's manifest too (its edition and dependencies decide which path heads are bound): without it a path through a
  // dependency is only "fine if an external crate" (async-global-executor's reactor.rs `async_io::block_on(..)`, held out 19).
  if (crate !== undefined) {
    const own = crate.packageDir === '' ? 'Cargo.toml' : `${crate.packageDir}/Cargo.toml`;
    return [...(files.includes(own) ? [own] : []), ...files.filter((f) => f.endsWith('.rs') && f !== file && crateOf(map, f) === crate)];
  }
  const manifest = map.manifests.filter((m) => m === 'Cargo.toml' || file.startsWith(m.slice(0, -'Cargo.toml'.length))).sort((a, b) => b.length - a.length)[0];
  return manifest === undefined || read?.has(manifest) === true ? [] : [manifest];
}

/** Words of the item-level macro invocations inside `impl` (outside its methods' bodies): names such a macro may declare as methods. */
function implMacroWords(text: string, impl: Definition, definitions: readonly Definition[], declares: MacroDeclares): Set<string> {
  const lines = text.split('\n').slice(impl.range.start - 1, impl.range.end);
  const bodies = definitions.filter((d) => (d.kind === 'method' || d.kind === 'function') && d.bodyRange !== undefined && d.range.start >= impl.range.start && d.range.end <= impl.range.end).map((d) => d.bodyRange!);
  const at = impl.range.start - 1;
  return invocationWords(lines.join('\n'), (line) => bodies.some((b) => line + at >= b.start && line + at <= b.end), declares);
}

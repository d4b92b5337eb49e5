/**
 * What rustc would refuse in a Rust body past the grammar, checked against the crate the job
 * read: every free name bound (the function's own names, the file's items and `use`s, generics,
 * the prelude, external crates of Cargo.toml); a crate item the body uses but the file does not
 * `use` becomes a needed import (`use crate::a::Item;`); a method or field on `self` must be one its
 * type has (fields, impl blocks anywhere in the crate, default methods of the crate's traits); a
 * call of a function of the file or of a method on `self` must pass as many arguments as it takes.
 * When the crate is not wholly read or the file has a glob `use`, these are warnings.
 */
import type { Definition, ParsedModule } from '../../types.js';
import type { NeededImport } from '../../../generate/types.js';
import { parseRustLite } from '../parser.js';
import { parseRust } from '../parse-module.js';
import { arity, boundsOf, callsOf, generics, variantsOf } from './body-facts.js';
import { boundNames } from './external-traits.js';
import { RUST_PRELUDE, RUST_PRELUDE_MACROS, STD_ROOT_MACROS } from './prelude.js';
import { STD_MODULE_NAMES } from './std-module-names.js';
import { typeArguments, type RustCrateView } from './crate-view.js';
import { itemInvocations, itemMacroWords, macroTemplateItems } from './macro-words.js';
import { useLine } from './use-line.js';
import { macroInvocations } from './macro-arguments.js';

export interface RustCheckInput {
  newSource: string;
  reparsed: ParsedModule;
  def: Definition;
  bodyStart: number;
  bodyEnd: number;
  view: RustCrateView;
}

export interface RustFindings {
  errors: string[];
  warnings: string[];
  imports: NeededImport[];
}

/** Methods every type may have through std traits and derives: never reported as missing. */
/**
 * Methods callable on a `Pin<&mut Self>` / `Pin<&Self>` receiver besides the type's own: Pin's inherent methods (std 1.63-1.83:
 * stable and unstable; a name too many is harmless) and those of the traits std implements for it (`Future::poll`, `Deref`).
 */
const PIN_METHODS = ['new', 'new_unchecked', 'into_inner', 'into_inner_unchecked', 'as_ref', 'as_mut', 'as_deref_mut', 'set', 'get_ref',
  'get_mut', 'get_unchecked_mut', 'map_unchecked', 'map_unchecked_mut', 'into_ref', 'static_ref', 'static_mut', 'poll', 'deref', 'deref_mut',
  'resume', 'poll_next', 'size_hint'];
const STD_METHODS = new Set([
  'clone', 'clone_from', 'eq', 'ne', 'cmp', 'partial_cmp', 'lt', 'le', 'gt', 'ge', 'max', 'min', 'clamp', 'hash', 'fmt', 'default',
  'to_string', 'to_owned', 'into', 'try_into', 'try_from', 'from', 'as_ref', 'as_mut', 'borrow', 'borrow_mut', 'type_id', 'drop',
]);
/** What a glob of a std prelude module brings (the language prelude's own names are bound already). */
const STD_PRELUDE_GLOBS: ReadonlyMap<string, readonly string[]> = new Map([
  ['io::prelude', ['Read', 'Write', 'BufRead', 'Seek']],
  // std/src/os/unix/prelude.rs (1.63 to 1.95): its extension traits extend std types only.
  ['os::unix::prelude', ['OsStrExt', 'OsStringExt', 'DirEntryExt', 'FileExt', 'FileTypeExt', 'MetadataExt', 'OpenOptionsExt', 'PermissionsExt',
    'AsFd', 'AsRawFd', 'BorrowedFd', 'FromRawFd', 'IntoRawFd', 'OwnedFd', 'RawFd', 'CommandExt', 'ExitStatusExt', 'JoinHandleExt']], ['prelude::v1', []], ['prelude::rust_2015', []], ['prelude::rust_2018', []],
  ['prelude::rust_2021', []], ['prelude::rust_2024', []],
]);
/**
 * The lowercase public items (functions, modules) of std modules a glob may name, stable and unstable, rust-src 1.63 to 1.9x
 * (everything else they export is UpperCamel: types, traits, derive macros). A module not here leaves names uncertain.
 */
const STD_MODULE_LOWERCASE: ReadonlyMap<string, readonly string[]> = new Map([
  ['cmp', ['max', 'min', 'max_by', 'min_by', 'max_by_key', 'min_by_key', 'minmax', 'minmax_by', 'minmax_by_key']],
  ['ops', []], ['marker', []], ['borrow', []], ['cell', []], ['rc', []], ['string', []], ['boxed', []], ['default', ['default']],
  ['clone', []], ['option', []], ['result', []], ['hash', []], ['convert', ['identity']], ['fmt', ['format', 'write', 'rt']],
  ['any', ['type_name', 'type_name_of_val']], ['error', ['request_ref', 'request_value']],
  ['collections', ['binary_heap', 'btree_map', 'btree_set', 'hash_map', 'hash_set', 'linked_list', 'vec_deque']],
]);
/** What `use std::*;` binds: std's top-level modules (library/std/src/lib.rs of rust-src 1.63, and the few added since). */
const STD_ROOT_MODULES = [
  'alloc', 'any', 'arch', 'array', 'ascii', 'async_iter', 'backtrace', 'borrow', 'boxed', 'cell', 'char', 'clone', 'cmp', 'collections',
  'convert', 'default', 'env', 'error', 'f32', 'f64', 'ffi', 'fmt', 'fs', 'future', 'hash', 'hint', 'i8', 'i16', 'i32', 'i64', 'i128',
  'intrinsics', 'io', 'isize', 'iter', 'lazy', 'marker', 'mem', 'net', 'num', 'ops', 'option', 'os', 'panic', 'path', 'pin', 'prelude',
  'primitive', 'process', 'ptr', 'rc', 'result', 'rt', 'simd', 'slice', 'str', 'string', 'sync', 'task', 'thread', 'time', 'u8', 'u16',
  'u32', 'u64', 'u128', 'usize', 'vec', 'f16', 'f128', 'pat', 'random', 'range', 'bstr', 'autodiff', 'unsafe_binder', 'assert_matches',
  'format', 'concat_bytes', 'is_x86_feature_detected',
];
/** The plain-named public functions of core::arch::x86 / x86_64 (every other item starts with `_` or a capital). */
const ARCH_PLAIN_FNS = new Set(['has_cpuid', 'ud2', 'cmpxchg16b']);
/** `de::Deserializer<'de>` -> `Deserializer`. */
const baseName = (base: string): string => base.replace(/<.*$/s, '').split('::').at(-1)?.trim() ?? base;
const list = (names: readonly string[]): string => names.map((n) => `\`${n}\``).join(', ');

export function checkRustBody(input: RustCheckInput): RustFindings {
  const { def, reparsed, view, bodyStart, bodyEnd } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const imports: NeededImport[] = [];
  const lines = input.newSource.split('\n');
  const shift = def.range.start - 1;
  const tree = parseRustLite(lines.slice(def.range.start - 1, def.range.end).join('\n'));
  const { calls, macroLines, macros, macroUses } = callsOf(tree, tree.root, shift);
  const inBody = (line: number): boolean => line >= bodyStart && line <= bodyEnd;
  const inside = reparsed.definitions.filter((d) => d.qualname === def.qualname || d.qualname.startsWith(`${def.qualname}.`));
  const impl = reparsed.definitions.find((d) => d.declKind === 'impl' && def.parent !== undefined && d.qualname === def.parent && d.range.start <= def.range.start && d.range.end >= def.range.end);
  // Statics a macro declares (`thread_local!`, `lazy_static!`): `static NAME` anywhere in the file.
  const macroStatics = [...input.newSource.matchAll(/\bstatic\s+(?:ref\s+)?(?:mut\s+)?([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  // Items and `use`s of an inline module (`mod tests { use crate::common::Format; }`) bind only inside it.
  const encloses = (scope: string | undefined): boolean => scope === undefined || def.qualname === scope || def.qualname.startsWith(`${scope}.`);
  // An associated item (`type Error = Error;` in an impl, a trait's `const`) is `Self::Error`, never a bare name of the body.
  const typeScopes = new Set(reparsed.definitions.filter((d) => d.kind === 'class' && d.declKind !== 'mod').map((d) => d.qualname));
  // (A method's name binds no path: `raw::f(..)` beside a `fn raw(&self)` of an impl in the file still needs `raw` bound.)
  const methodOnly = new Set(reparsed.definitions.filter((d) => d.kind === 'method' && !(encloses(d.parent) && !typeScopes.has(d.parent ?? ''))).map((d) => d.name));
  // An `impl` block declares no name: `impl Arbitrary<'_> for crate::Decimal` (rust_decimal's fuzz.rs) leaves `Decimal` unbound.
  const bound = new Set<string>([...macroStatics,
    ...reparsed.definitions.filter((d) => d.declKind !== 'impl' && ((encloses(d.parent) && !typeScopes.has(d.parent ?? '')) || d.kind === 'method')).map((d) => d.name),
    ...reparsed.imports.filter((b) => encloses(b.scope)).map((b) => b.boundName), ...macros,
    ...inside.flatMap((d) => [...d.parameters, ...d.locals, d.name]), ...generics(def.signature), ...generics(impl?.signature ?? ''),
  ]);
  // A 2018-edition path may start with a module of the crate (`use timestamp::ClockSequence;` beside `mod timestamp;`):
  // that is the crate's own code, no other crate's extension trait.
  // In edition 2015 every path is the crate root's: a module the root declares is the crate's own from any file (`view.rootModules`).
  // (Attributes may stand on the `mod` line: cookie 0.16.0's `#[cfg(any(..))] #[macro_use] mod secure;`.)
  const crateModules = new Set([...[...input.newSource.matchAll(/^[ \t]*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+([A-Za-z_]\w*)\s*[;{]/gm)].map((m) => m[1]!), ...view.rootModules]);
  // `extern crate winapi;` binds another crate's name in the file's module: `use self::winapi::um::winnt::*;` is that crate's
  // glob, not a module of this crate (session 20: platform-info's windows.rs, whose own-module globs had left every member open).
  const externCrates = new Set([...input.newSource.matchAll(/^[ \t]*(?:pub(?:\([^)]*\))?\s+)?extern\s+crate\s+([A-Za-z_]\w*)(?:\s+as\s+([A-Za-z_]\w*))?\s*;/gm)].map((m) => m[2] ?? m[1]!));
  const fromOtherCrate = (module: string): boolean => {
    const segs = module.replace(/^::/, '').split('::');
    const head = segs[0] === 'self' && externCrates.has(segs[1] ?? '') ? segs[1]! : segs[0] ?? '';
    return !/^(?:crate|self|super|std|core|alloc)$/.test(head) && !crateModules.has(head);
  };
  // Glob `use`s: an enum of this file brings its variants, a module of the crate its items, std's io prelude its four
  // traits; another std module may bring any std name (names are uncertain) but no method to a crate type (std's
  // blanket impls give only STD_METHODS); any other may bring anything (an external crate's extension trait too).
  let glob = false;
  // The globs whose names are not known here (the warning on a name nothing else binds says which may bind it).
  const unknownGlobs: string[] = [];
  // Names the crate's globs bring (a trait among them is in scope as a `use` of it is).
  const globBound = new Set<string>();
  // Of those, the names a glob brings as an item or a `use` of its module, not only as a word of an item-level macro there
  // (syntect's style.rs: `bitflags! { #[derive(Serialize, Deserialize)] .. }` declares no trait `Serialize`): a trait in scope.
  const globTraits = new Set<string>();
  // The crate module each name a read glob of the crate brings comes from (null: more than one glob brings it).
  const globSource = new Map<string, string | null>();
  let globMembers = false;
  let otherCrateGlob = false;
  // Globs whose names nobody here lists but whose shape is known: a name of another shape is still certainly unbound.
  const uncertain: ((name: string) => boolean)[] = [];
  const scopes = new Set(inside.map((d) => d.qualname));
  // A glob `use` inside an item-level macro invocation (tiny-skia's `cfg_if::cfg_if! { if #[cfg(..)] { use core::arch::x86_64::*; } .. }`)
  // binds at the file's top as one outside it does (in whichever branch the build keeps).
  const fileBodies = reparsed.definitions.filter((d) => (d.kind === 'function' || d.kind === 'method') && d.bodyRange !== undefined).map((d) => d.bodyRange!);
  const macroGlobs = itemInvocations(input.newSource, (line) => fileBodies.some((b) => line >= b.start && line <= b.end))
    .flatMap((i) => [...i.tokens.matchAll(/\buse\s+((?:::)?[A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*)\s*::\s*\*\s*;/g)].map((m) => ({ module: m[1]!.replace(/\s+/g, ''), boundName: '*', scope: undefined as string | undefined })));
  for (const b of [...reparsed.imports, ...macroGlobs].filter((x) => x.boundName === '*' && (x.scope === undefined || scopes.has(x.scope) || def.qualname.startsWith(`${x.scope}.`)))) {
    // `use std::*;` (rav1e's context/mod.rs): std's top-level modules, no function and no trait.
    if (/^(?:::)?(?:std|core|alloc)$/.test(b.module)) {
      for (const n of STD_ROOT_MODULES) bound.add(n);
      continue;
    }
    const std = /^(?:::)?(?:std|core|alloc)::(.*)$/.exec(b.module)?.[1];
    // `use std::arch::x86_64::*;`: intrinsics (`_mm256_add_epi32`), types (`__m256i`, `CpuidResult`) and three plain
    // functions (core_arch's x86 and x86_64 modules, 1.63); no trait. Names of other shapes stay certain.
    if (std !== undefined && /^arch::x86(?:_64)?$/.test(std)) {
      uncertain.push((n) => /^_|^[A-Z]/.test(n) || ARCH_PLAIN_FNS.has(n));
      continue;
    }
    // Other architectures' intrinsics are plain lowercase names (aarch64's `vceqq_f32`, wasm32's `f32x4_ne`): any name, still no trait.
    if (std !== undefined && /^arch::\w+$/.test(std)) {
      uncertain.push(() => true);
      continue;
    }
    if (std !== undefined) {
      const prelude = STD_PRELUDE_GLOBS.get(std);
      // (Every std module's lowercase names from rust-docs 1.95, std-module-names.ts, beside this file's own table: `use
      // core::mem::*;` binds `size_of` and no made-up helper, bytemuck 1.12.1's internal.rs.)
      const listed = [...(STD_MODULE_LOWERCASE.get(std) ?? []), ...(STD_MODULE_NAMES.get(std.replace(/\s+/g, '')) ?? [])];
      const lower = STD_MODULE_LOWERCASE.has(std) || STD_MODULE_NAMES.has(std.replace(/\s+/g, '')) ? listed : undefined;
      // `use core::cmp::*;` (rust_decimal): types and traits (UpperCamel) and a few functions this table lists; a made-up
      // lowercase helper is still certainly unbound. (No std glob brings a method to a crate type: std's blanket impls give
      // only STD_METHODS.)
      if (prelude !== undefined) for (const n of prelude) bound.add(n);
      else if (lower !== undefined) uncertain.push((n) => /^[A-Z]/.test(n) || lower.includes(n));
      // `use std::borrow::Cow::*;` (hyphenation 0.7.1's case_folding.rs): a glob of a std type path is an enum's variants
      // (`Borrowed`, `Owned`), UpperCamel, as for another crate's `syn::Lit::*` below: no function, no trait.
      else if (/^[A-Z]/.test(std.split('::').at(-1) ?? '')) uncertain.push((n) => /^[A-Z]/.test(n));
      else {
        glob = true;
        unknownGlobs.push(b.module);
      }
      continue;
    }
    const last = b.module.split('::').at(-1) ?? '';
    const local = reparsed.definitions.find((d) => d.name === last && d.declKind === 'enum');
    // `use super::*` in an inline module brings the file's own items, bound already.
    const names = local !== undefined ? variantsOf(lines, local) : b.scope !== undefined && b.module === 'super' ? new Set<string>() : view.globNames(b.module);
    // `use syn::Lit::*;`: a glob of a type path is an enum's variants (a struct's or trait's items cannot be glob-imported):
    // UpperCamel names by convention, no function, no trait, so no method for any type.
    if (names === undefined && /^[A-Z]/.test(last)) uncertain.push((n) => /^[A-Z]/.test(n));
    else if (names === undefined) {
      // Another crate's module read from its source (the `rust` dependencies): its names are known (criterion's
      // `use criterion_plot::prelude::*;`), so a name none of them binds is still certainly unbound.
      const other = view.otherGlobNames(b.module);
      if (other !== undefined) {
        for (const n of other) {
          bound.add(n);
          globBound.add(n);
          globTraits.add(n);
        }
      } else {
        glob = true;
        unknownGlobs.push(b.module);
      }
      // Another crate's glob may bring its traits, which reach this crate's type only through a blanket impl's bound (orphan
      // rule): it leaves the member set open only of a type such a bound may name (`membersOf(..).bounded`). A glob of the
      // crate's own module that was not read may bring any trait of the crate.
      // (One read from the crate's source that brings no trait with a blanket impl, chrono's prelude, reaches no type here.)
      // A path into the crate that a `use` of the crate root leads to another crate (`use crate::proto::error::*;` beside lib.rs's
      // `pub use trust_dns_proto as proto;`) is that crate's glob when its source says so (globReach knows it only then).
      const reach = view.globReach(b.module);
      if (fromOtherCrate(b.module)) otherCrateGlob ||= reach !== false;
      else if (reach !== undefined) otherCrateGlob ||= reach;
      else globMembers = true;
    }
    else {
      const plain = local !== undefined ? undefined : view.globNames(b.module, false);
      for (const n of names) {
        bound.add(n);
        globBound.add(n);
        if (plain === undefined || plain.has(n)) globTraits.add(n);
        if (local === undefined) globSource.set(n, globSource.has(n) ? null : b.module);
      }
    }
  }
  // An item-level macro invocation (`weak!(fn getauxval(...))`, `define_offsets!(RangeListOffsets: ...)`) may declare
  // any name its tokens spell: those are bound. A module's scope is its file's items, `use`s and the prelude,
  // so a name none of them binds is certain whether or not the rest of the crate was read (only its members need that).
  const bodies = reparsed.definitions.filter((d) => (d.kind === 'function' || d.kind === 'method') && d.bodyRange !== undefined).map((d) => d.bodyRange!);
  // (An invocation inside an inline module that does not hold the target, proptest's char.rs `#[cfg(test)] mod test { proptest! {
  // .. Cow .. } }`, declares its names in that module only.)
  const otherModules = reparsed.definitions.filter((d) => d.declKind === 'mod' && d.range.end > d.range.start && !encloses(d.qualname)).map((d) => d.range);
  for (const n of itemMacroWords(input.newSource, (line) => bodies.some((b) => line >= b.start && line <= b.end) || otherModules.some((m) => line >= m.start && line <= m.end), view.macroDeclares)) bound.add(n);
  // Items a `macro_rules!` template of the file declares by a literal name (`enum StandardHeader { $($konst,)+ }`).
  for (const n of macroTemplateItems(input.newSource)) bound.add(n);
  const certain = view.complete && !globMembers;
  // Members of a type another crate's blanket impl may reach are uncertain beside another crate's glob.
  const certainOf = (bounded: boolean): boolean => certain && !(otherCrateGlob && bounded);
  // A member finding: an error when nothing unread may define the member, else a warning that says what was not read.
  const unread = view.unread.length === 0 ? 'not every file of the crate was read' : `${view.unread.slice(0, 3).map((f) => `\`${f}\``).join(', ')}${view.unread.length > 3 ? ` and ${view.unread.length - 3} more` : ''} of the crate ${view.unread.length === 1 ? 'was' : 'were'} not read`;
  const memberFinding = (msg: string, bounded: boolean): void => {
    if (certainOf(bounded)) errors.push(msg);
    else if (!view.complete) warnings.push(`${msg.replace(/\.$/, '')} (${unread}; an \`impl\` there may define it).`);
    else if (globMembers) warnings.push(`${msg.replace(/\.$/, '')} (a glob \`use\` of a module of this crate the job did not read may bring a trait that defines it).`);
    else warnings.push(`${msg.replace(/\.$/, '')} (another crate's glob \`use\` may bring a trait whose blanket impl defines it).`);
  };
  // An item-level `include!` pastes a file nobody here reads: a name may come from it.
  // So does an item-level invocation of a crate macro that builds identifiers (`paste!`'s `[<..>]`, `concat_idents!`): the
  // names it declares are nowhere spelled whole.
  // (Not one inside an inline module that does not hold the target: portable-atomic's `#[cfg(test)] mod tests { test_atomic_int!(..) }`.)
  const pastes = itemInvocations(input.newSource, (line) => bodies.some((b) => line >= b.start && line <= b.end) || otherModules.some((m) => line >= m.start && line <= m.end)).some((i) => view.macroDeclares(i.macro, 'pastes') === true);
  // An item-level `include!("macros.rs")` of a file of the crate that was read (portable-atomic's atomic128/s390x.rs) pastes
  // known text: its items and item macros' words are bound, as the file's own are. Any other `include!` may bind anything.
  const includeLines = [...input.newSource.matchAll(/^[ \t]*include!\s*\(([^)]*)\)/gm)];
  const included = includeLines.map((m) => {
    const literal = /^\s*"([^"\\]+)"\s*$/.exec(m[1]!)?.[1];
    return literal === undefined ? undefined : view.includedText(literal);
  });
  for (const text of included) {
    if (text === undefined) continue;
    for (const d of parseRust(text).definitions) if (d.parent === undefined && d.declKind !== 'impl') bound.add(d.name);
    for (const n of itemMacroWords(text, () => false, view.macroDeclares)) bound.add(n);
  }
  const certainName = !glob && !pastes && included.every((t) => t !== undefined);

  const unbound = new Map<string, number>();
  const typeOnly = new Set<string>();
  // A path that starts with a dependency of Cargo.toml (`ffi::g_file_new(..)`, gio's `ffi = { package = "gio-sys" }`) names
  // that extern crate in edition 2018+: the extern prelude binds it in every file, no `use` needed. A crate item of that
  // name shadows it only where this file's scope binds it (`bound` then holds it): gio's lib.rs `pub use ffi;` does not
  // make `use crate::ffi;` needed elsewhere.
  const isExtern = (name: string): boolean => view.externPrelude && view.externs?.has(name) === true;
  // A path with a leading `::` (`::ffi::udev_ref(..)`, libudev's device.rs, edition 2015) starts at the crate root (2015) or
  // the extern prelude (2018+), never in this file's scope: it is bound when `view.rootPaths` holds its head (or nothing says).
  // Taken so only when every path on the line that names the head is rooted.
  const rootedBound = (head: string, line: number): boolean => {
    const text = lines[line - 1] ?? '';
    return new RegExp(`(?<![\\w>)\\]]\\s*)::\\s*${head}\\b`).test(text) && !new RegExp(`(?<![\\w:.$])${head}\\b`).test(text)
      && (view.rootPaths === undefined || view.rootPaths.has(head));
  };
  // The crate root's `extern crate x as y;` puts `y` in the extern prelude: a path may start with it in any file, any edition.
  const isRootExtern = (name: string): boolean => view.rootExterns.has(name);
  const bodyLines = lines.slice(bodyStart - 1, bodyEnd).join('\n');
  for (const d of inside) {
    for (const ref of d.references) {
      const head = ref.chain[0];
      if (head === undefined || ref.line < bodyStart || ref.line > bodyEnd || macroLines.has(ref.line)) continue;
      // (A std macro's name heads no path: `format::time(..)` names a module `format` some `use` must bind.)
      const macroPath = RUST_PRELUDE_MACROS.has(head) && ref.chain.length > 1 && new RegExp(`(?<![\\w.:$])${head}\\s*::\\s*${ref.chain[1]}\\b`).test(lines[ref.line - 1] ?? '');
      // (The body's own `format!` binds `format` as a macro only: the path needs an item, a `use` or a glob of that name.)
      const pathBinds = !macroPath || !macros.has(head) || glob || globBound.has(head) || reparsed.imports.some((b) => b.boundName === head && (encloses(b.scope) || scopes.has(b.scope ?? '')))
        || reparsed.definitions.some((d) => d.name === head && d.kind !== 'method' && d.declKind !== 'impl' && d.declKind !== 'macro') || inside.some((d) => d.parameters.includes(head) || d.locals.includes(head));
      // (A name met first as a type and then as a value, brotli-decompressor's `let mut result: BrotliResult =
      // BrotliResult::NeedsMoreInput;`, is a value's: a type alone is not reported, a value is.)
      if ((bound.has(head) && pathBinds) || (RUST_PRELUDE.has(head) && !macroPath) || unbound.has(head) || (typeOnly.has(head) && ref.kind === 'annotation')) continue;
      // (The parse may read a qualified path's head alone, `<glib::GString as StaticType>` in gtk: a `glib::` in the body.)
      if ((isExtern(head) || isRootExtern(head)) && (ref.chain.length > 1 || new RegExp(`(?<![\\w:])${head}\\s*::`).test(bodyLines))) continue;
      if (ref.chain.length > 1 && rootedBound(head, ref.line)) continue;
      // A type in a generic or a cast (`::<T>`, `as T`) may be a needed import; alone it is not reported.
      if (ref.kind === 'annotation') typeOnly.add(head);
      else if (ref.kind === 'call' || ref.kind === 'name') {
        typeOnly.delete(head);
        unbound.set(head, ref.chain.length);
      }
    }
  }
  // A path call the tree holds on a line that also invokes a macro (proptest's char.rs `ranges: Cow::Owned(vec![start..=end])`):
  // the parse's references on such a line are not read (a macro's tokens read as loose names), but the tree's calls are never
  // inside a macro's tokens, so their heads are checked as a reference's would be.
  const typeParams = new Set([...generics(def.signature), ...generics(impl?.signature ?? '')]);
  for (const c of calls) {
    const head = c.path[0]!;
    if (c.path.length < 2 || !macroLines.has(c.line) || !inBody(c.line) || !/^[A-Za-z_]\w*$/.test(head) || /^(?:self|Self|crate|super)$/.test(head)) continue;
    if (bound.has(head) || RUST_PRELUDE.has(head) || unbound.has(head) || typeOnly.has(head) || isExtern(head) || isRootExtern(head) || typeParams.has(head)) continue;
    if (rootedBound(head, c.line)) continue;
    if (inside.some((d) => d.parameters.includes(head) || d.locals.includes(head))) continue;
    unbound.set(head, c.path.length);
  }
  // A plain call the tree holds anywhere in the body (a match guard `if ascii_lower(p) == …` is not among the parse's references).
  // The parse's locals count a guard's words as pattern bindings: a local hides the call only where the body binds it first.
  const guardCode = lines.slice(bodyStart - 1, bodyEnd).join('\n').replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|b?"(?:[^"\\]|\\[\s\S])*"/g, (m) => m.replace(/[^\n]/g, ' '));
  const localOnly = (name: string): boolean => inside.some((d) => d.locals.includes(name)) && !inside.some((d) => d.parameters.includes(name) || d.name === name)
    && !reparsed.definitions.some((d) => d.name === name) && !reparsed.imports.some((b) => b.boundName === name) && !macros.has(name);
  for (const c of calls) {
    const name = c.path[0]!;
    // (A call the tree holds is never inside a macro's tokens: a line that also invokes a macro, smawk's
    // `smawk_inner(&|i, j| m![i, j], ..)`, is checked as well.)
    if (c.path.length !== 1 || !inBody(c.line) || RUST_PRELUDE.has(name) || unbound.has(name) || typeOnly.has(name)) continue;
    if (bound.has(name) && !(localOnly(name) && !bindsBefore(guardCode, name, c.line - bodyStart))) continue;
    unbound.set(name, 1);
  }
  // A plain call in a macro's tokens (`ensure!(x => weeks_in_year(year))`) names a function as surely as one in the body.
  for (const u of macroUses) {
    if (u.kind !== 'call' || !inBody(u.line) || bound.has(u.name) || RUST_PRELUDE.has(u.name) || unbound.has(u.name)) continue;
    unbound.set(u.name, 1);
  }
  // A path's head in a macro's tokens (`raw::git_x(..)`, `Binding::raw(d)` in git2's `try_call!`) that no scope binds: when it
  // is an item of the crate, its `use` is needed (a repair, never an error: a name the crate does not have may be the macro's own).
  for (const u of macroUses) {
    const pathBound = bound.has(u.name) && !(methodOnly.has(u.name) && !reparsed.definitions.some((d) => d.name === u.name && d.kind !== 'method')
      && !reparsed.imports.some((b) => b.boundName === u.name) && !macros.has(u.name) && !inside.some((d) => d.parameters.includes(u.name) || d.locals.includes(u.name))
      && !generics(def.signature).includes(u.name) && !generics(impl?.signature ?? '').includes(u.name) && !macroStatics.includes(u.name));
    if (u.kind !== 'path' || !inBody(u.line) || pathBound || (RUST_PRELUDE.has(u.name) && !RUST_PRELUDE_MACROS.has(u.name)) || unbound.has(u.name) || typeOnly.has(u.name) || isExtern(u.name)) continue;
    if (glob || uncertain.some((x) => x(u.name))) continue;
    const mod = view.itemModule(u.name);
    if (mod !== undefined) imports.push({ ...useLine(input.newSource, reparsed, `use ${mod}::${u.name};`), names: [u.name] });
  }
  // A bare name passed where every rule of the crate's macro of that arity takes an expression (sequoia-wot's `tracer!(TRACE,
  // "..")`, `( $TRACE:expr, $func:expr ) => ..`) is a value the body uses: bound, an item of the crate to `use`, or missing.
  for (const inv of macroInvocations(lines.slice(bodyStart - 1, bodyEnd).join('\n'))) {
    const rules = view.macroArguments(inv.macro)?.filter((r) => r.length === inv.args.length);
    if (rules === undefined || rules.length === 0) continue;
    inv.args.forEach((arg, i) => {
      if (!/^[A-Za-z_]\w*$/.test(arg) || /^(?:true|false|self|Self|crate|super)$/.test(arg) || !rules.every((r) => r[i] === 'expr')) return;
      if (bound.has(arg) || RUST_PRELUDE.has(arg) || unbound.has(arg) || typeOnly.has(arg) || isExtern(arg)) return;
      unbound.set(arg, 1);
    });
  }
  for (const name of typeOnly) {
    const mod = unbound.has(name) ? undefined : view.itemModule(name);
    if (mod !== undefined) imports.push({ ...useLine(input.newSource, reparsed, `use ${mod}::${name};`), names: [name] });
  }
  // `<i32>::wrapping_neg(x)`: a qualified path's last name is an associated item of that type, not a free name.
  const bodyText = lines.slice(bodyStart - 1, bodyEnd).join('\n');
  // A macro the crate takes by path (`use crate::log::{debug, error};` in every other file that invokes `error!`) needs
  // that `use` here too when the body invokes it bare: a `macro_rules!` of this file (textual scope) or a `use` binding
  // it needs none. Rustls' `error!` in conn.rs without `error` in its `use crate::log::{..}` (rustc: cannot find macro).
  for (const name of macros) {
    if (!/^[a-z_]\w*$/.test(name) || reparsed.imports.some((b) => b.boundName === name && (encloses(b.scope) || scopes.has(b.scope ?? '')))) continue;
    if (!new RegExp(`(?<![\\w:.!$])${name}!\\s*[({[]`).test(guardCode) || new RegExp(`\\bmacro_rules!\\s*${name}\\b`).test(input.newSource)) continue;
    const line = view.macroImport(name);
    if (line !== undefined && !imports.some((i) => i.text === line)) imports.push({ ...useLine(input.newSource, reparsed, line), names: [name] });
    // With no agreed `use` to add: a macro neither std's, a `use` nor a glob brings, with no `#[macro_use]` and no `macro_rules!` of
    // that name in the crate read whole, is not in scope (rustc: "cannot find macro"; trust-dns-server's error/config_error.rs
    // without `trace` in its `use crate::proto::{trace, ExtBacktrace};`, while catalog.rs takes `tracing::trace`).
    else if (line === undefined && certainName && !globBound.has(name) && !STD_ROOT_MACROS.has(name) && !view.macroMayBeTextual(name)) {
      errors.push(`\`${name}!\` is not in scope: no \`use\` of this file, \`macro_rules!\` or \`#[macro_use]\` of the crate brings it (add the \`use\` line that imports it).`);
    }
  }
  for (const m of bodyText.matchAll(/>\s*::\s*([A-Za-z_]\w*)/g)) unbound.delete(m[1]!);
  const missing: string[] = [];
  const maybeCrates: string[] = [];
  for (const [name, length] of unbound) {
    const mod = view.itemModule(name);
    if (mod !== undefined) {
      imports.push({ ...useLine(input.newSource, reparsed, `use ${mod}::${name};`), names: [name] });
      continue;
    }
    // Code under `#[cfg(..)]` may use a crate the manifest lists only for that configuration (or Debian's trimmed
    // Cargo.toml leaves out: tracing-subscriber's `#[cfg(feature = "valuable")]` `valuable_serde::..`): not decided here.
    // So may a whole file compiled only under such a `cfg` (rustls-native-certs' `#[cfg(windows)] mod windows;` uses `schannel`).
    const cfgGated = view.cfgGated || inside.some((d) => d.decorators.some((a) => /^(?:#\[)?cfg\s*\(/.test(a)));
    if (length > 1 && /^[a-z_][a-z0-9_]*$/.test(name) && (view.externs === undefined || view.externs.has(name) || cfgGated)) {
      if (cfgGated && view.externs !== undefined) continue;
      if (view.externs === undefined) maybeCrates.push(name);
      continue;
    }
    // An enum's variants glob-imported from elsewhere may bind a capitalized name nobody here can list.
    if (uncertain.some((u) => u(name))) continue;
    missing.push(name);
  }
  if (missing.length > 0 && !glob) {
    const msg = `${list(missing)} ${missing.length === 1 ? 'is' : 'are'} not bound in this function, this file's items and \`use\` declarations, or Rust's prelude${view.complete ? '' : ' (an item of a crate file the job did not read needs a `use` line too)'}.`;
    (certainName ? errors : warnings).push(msg);
  }
  // Session 29: a name nothing binds beside a glob whose names are not known here is never silent: a warning says which
  // glob may bind it (clap_complete's `use clap::*;` before clap's root could be read).
  if (missing.length > 0 && glob) {
    const globs = [...new Set(unknownGlobs)].map((m) => `\`use ${m}::*;\``);
    warnings.push(`${list(missing)} ${missing.length === 1 ? 'is' : 'are'} not bound in this function, this file's items and \`use\` declarations, or Rust's prelude; only ${globs.length === 1 ? 'the glob' : 'a glob'} ${globs.join(', ')}, whose names are not known here, may bind ${missing.length === 1 ? 'it' : 'them'}.`);
  }
  if (maybeCrates.length > 0 && !glob) warnings.push(`${list(maybeCrates)}: not bound in this file; fine only if ${maybeCrates.length === 1 ? 'it is an external crate' : 'they are external crates'} of Cargo.toml.`);

  // Members of `self` and arity, for a method whose type the crate declares.
  // The file's own view of the type first: reading the crate's other impl blocks is only worth it for a name it lacks.
  const own = new Map<string, Definition | undefined>();
  for (const d of reparsed.definitions) {
    if (d.parent === def.parent && d.kind === 'method' && !own.has(d.name)) own.set(d.name, d);
    if (d.qualname === def.parent && d.declKind !== 'impl') for (const a of d.attributes) own.set(a.name, undefined);
  }
  // A trait's methods are callable on `self` only where the trait is in scope (rustc E0599): inside an impl of that trait,
  // or where the file's `use`s bind its name. An import that may be an extension trait with a blanket impl (`as _`, a name
  // ending in `Ext`, or another crate's name the file never spells outside its `use` lines) may add methods to any type
  // (std's extension traits extend std types only). Another crate reaches this crate's type only through a blanket impl's
  // bound (orphan rule), so such an import opens the set only of a type that implements a trait such a bound may name
  // (`membersOf(..).bounded`: quinn-proto's `use rand::Rng;` adds nothing to `Bbr`, which implements only crate traits).
  const inScope = reparsed.imports.filter((b) => encloses(b.scope) || scopes.has(b.scope ?? ''));
  const traitInScope = (trait: string): boolean => (impl?.bases ?? []).some((b) => baseName(b) === trait) || inScope.some((b) => b.boundName === trait) || globTraits.has(trait);
  const useLines = new Set(inScope.flatMap((b) => Array.from({ length: (b.endLine ?? b.line) - b.line + 1 }, (_, i) => b.line + i)));
  const codeOutsideUses = lines.filter((_, i) => !useLines.has(i + 1)).join('\n');
  const fromThisCrate = (module: string): boolean => {
    const head = module.replace(/^::/, '').split('::')[0] ?? '';
    return /^(?:crate|self|super)$/.test(head) || crateModules.has(head);
  };
  // A trait read from its crate's source (the `rust` dependencies) whose file has no blanket impl of it reaches only the
  // types that implement it (their impls say so): rust_decimal's `use num_traits::float::FloatCore;`, for f32 and f64.
  // With the traits a type implements known (`implemented`), a blanket impl bounded on a std trait reaches it only when it
  // implements that trait (ogg's `PacketReader` is no `io::Read`: byteorder's `ReadBytesExt` adds nothing to it).
  const extensionFor = (implemented?: readonly string[]): boolean => inScope.some((b) => fromOtherCrate(b.module) && (b.boundName === '_'
    || (/^[A-Z]/.test(b.boundName) && (/Ext$/.test(b.boundName) || !new RegExp(`\\b${b.boundName}\\b`).test(codeOutsideUses))))
    && (b.name === undefined || view.traitReach(`${b.module}::${b.name}`, implemented) !== false));
  const extensionInScope = extensionFor();
  // The same extension traits, for a receiver's members: one read from its crate's source (the `rust` dependencies) adds its
  // methods (its supertraits' too) instead of opening the set (capnp-rpc 0.14.1's rpc.rs: `use futures::{.., FutureExt,
  // TryFutureExt};` beside `impl Future for Disconnector`, whose `poll(self: Pin<&mut Self>, ..)` then has FutureExt's
  // methods, not any name); one not read, or `as _` with no name, still opens it.
  const extensionMembers = (implemented?: readonly string[]): { names: Set<string>; open: boolean } => {
    const names = new Set<string>();
    let open = false;
    for (const b of inScope) {
      if (!(fromOtherCrate(b.module) && (b.boundName === '_' || (/^[A-Z]/.test(b.boundName) && (/Ext$/.test(b.boundName) || !new RegExp(`\\b${b.boundName}\\b`).test(codeOutsideUses)))))) continue;
      if (b.name === undefined) {
        open = true;
        continue;
      }
      const path = `${b.module}::${b.name}`;
      if (view.traitReach(path, implemented) === false) continue;
      const methods = view.traitMethods(path);
      if (methods === undefined) open = true;
      else for (const n of methods) names.add(n);
    }
    return { names, open };
  };
  const macroSelf = macroUses.filter((u) => u.kind === 'self' && inBody(u.line)).map((u) => u.name);
  // A member of `self` in a match guard (`DLAB_LOW_OFFSET if self.is_dlab_set() =>`, vm-superio) is not among the parse's references.
  const guardSelf = guardCode.split('\n').flatMap((l) => {
    const guard = /\bif\b/.exec(l.slice(0, 2000));
    const arrow = guard === null ? -1 : l.indexOf('=>', guard.index);
    return arrow === -1 ? [] : [...l.slice(guard!.index, arrow).matchAll(/(?<![\w.$])self\s*\.\s*([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  }).filter((n) => !inside.some((d) => d.references.some((r) => r.chain[0] === 'self' && r.chain[1] === n && r.line >= bodyStart && r.line <= bodyEnd)));
  const selfNames = [...inside.flatMap((d) => d.references.filter((r) => r.chain[0] === 'self' && r.chain[1] !== undefined && r.line >= bodyStart && r.line <= bodyEnd).map((r) => r.chain[1]!)), ...macroSelf, ...guardSelf];
  const assocCalls = calls.filter((c) => c.path.length === 2 && c.path[0] === 'Self' && c.line >= bodyStart && c.line <= bodyEnd).map((c) => c.path[1]!);
  const needCrate = [...selfNames, ...assocCalls].some((n) => !own.has(n) && !STD_METHODS.has(n) && !/^\d+$/.test(n));
  // A type in an inline module (`capture.Backtrace`) is looked up by its own name.
  // `impl<T, U> OrdSubsetSliceExt<T> for U where U: AsRef<[T]>` (ord_subset): `self` is a generic parameter, whose methods are
  // the implemented trait's, its bounds' (the impl's and the method's `where` clauses; `Self:` too) and those of the crate's
  // traits in scope (a blanket impl of one may reach it); open when one of those is not read, or another crate's trait or
  // glob is in scope.
  const selfParam = impl !== undefined && generics(impl.signature).includes(impl.name) ? impl.name : undefined;
  // The crate's traits in scope: a blanket impl of one may reach a generic parameter.
  const scopeTraitMembers = (): ReturnType<RustCrateView['boundMembers']> => view.boundMembers([
    ...reparsed.definitions.filter((d) => d.declKind === 'trait' && d.parent === undefined).map((d) => d.name),
    ...inScope.filter((b) => fromThisCrate(b.module)).map((b) => b.boundName), ...globBound].filter((n) => /^[A-Z]/.test(n)), true);
  const genericSelf = (): ReturnType<RustCrateView['membersOf']> => {
    const bounds = [...boundsOf(impl!.signature, selfParam!), ...boundsOf(def.signature, selfParam!), ...boundsOf(def.signature, 'Self')].flatMap(boundNames);
    const fromBounds = view.boundMembers([...impl!.bases.map(baseName), ...bounds]);
    const fromScope = scopeTraitMembers();
    const members = new Map([...fromScope.members, ...fromBounds.members, ...own]);
    const open = fromBounds.open || fromScope.open || extensionInScope || otherCrateGlob || globMembers || glob;
    return { members, open, external: [], bounded: true, pathOpen: open, pathBounded: true };
  };
  // A type whose `Deref` target is its type parameter (cxx's `impl<T> Deref for UniquePtr<T> { type Target = T; }`): `self.m` may
  // be a method of `T`, which has those of its bounds where the body is (`impl<T> Debug for UniquePtr<T> where T: Debug +
  // UniquePtrTarget`) and of the crate's traits in scope; open when that argument is no parameter of the impl or a bound is not read.
  const closeGenericDeref = (of: NonNullable<ReturnType<RustCrateView['membersOf']>>): ReturnType<RustCrateView['membersOf']> => {
    const args = impl === undefined ? undefined : typeArguments(impl.signature, impl.name);
    const params = generics(impl?.signature ?? '');
    const members = new Map(of.members);
    let open = false;
    for (const k of of.genericDeref ?? []) {
      const p = args?.[k];
      if (p === undefined || !params.includes(p)) return of;
      const fromBounds = view.boundMembers([...boundsOf(impl!.signature, p), ...boundsOf(def.signature, p)].flatMap(boundNames));
      for (const [n, d] of fromBounds.members) if (!members.has(n)) members.set(n, d);
      open ||= fromBounds.open;
    }
    const fromScope = scopeTraitMembers();
    for (const [n, d] of fromScope.members) if (!members.has(n)) members.set(n, d);
    return { ...of, members, open: open || fromScope.open || globMembers || glob };
  };
  const found0 = def.parent === undefined ? undefined : needCrate ? (selfParam !== undefined ? genericSelf() : view.membersOf(def.parent.split('.').at(-1) ?? def.parent)) : { members: own, open: false, external: [], bounded: false, pathOpen: false, pathBounded: false };
  const found1 = found0?.genericDeref !== undefined ? closeGenericDeref(found0) : found0;
  // A trait of the crate in scope with a blanket impl in the crate (`impl<T: Debug> Twice for T {}`) may reach any type: its
  // methods are callable on this one too (more names, never fewer; rustc decides the bound).
  const blanketInScope = (): Map<string, Definition | undefined> => {
    const blanket = view.blanketTraits();
    const names = [...reparsed.definitions.filter((d) => d.declKind === 'trait' && d.parent === undefined).map((d) => d.name),
      ...inScope.filter((b) => fromThisCrate(b.module)).map((b) => b.boundName), ...globBound].filter((n) => blanket.has(n));
    return names.length === 0 ? new Map<string, Definition | undefined>() : view.boundMembers(names, true).members;
  };
  const withBlanket = <T extends { members: Map<string, Definition | undefined> }>(of: T): T => {
    const more = blanketInScope();
    return more.size === 0 ? of : { ...of, members: new Map([...more, ...of.members]) };
  };
  const found = found1 === undefined || selfParam !== undefined ? found1 : withBlanket(found1);
  // A typed receiver (`self: Pin<&mut Self>`, `self: Box<Self>`) also has the wrapper's methods (`get_unchecked_mut`). `Pin<&mut
  // Self>` / `Pin<&Self>` is a closed set: the type's own members (Pin derefs to it) and Pin's methods (PIN_METHODS). Pin
  // implements std traits another crate's blanket impl may bound on (`Future`; futures' `Stream` for `Pin<P>`), so such a
  // receiver counts as bounded beside another crate's extension trait or glob. Other wrappers stay open.
  const pinSelf = /[(,]\s*(?:mut\s+)?self\s*:\s*(?:(?:std|core)::pin::)?Pin\s*<\s*&\s*(?:'\w+\s+)?(?:mut\s+)?Self\s*>\s*[,)]/.test(def.signature);
  // `self: &Self`, `self : &mut StackAllocator<'a, T, U>` (alloc-no-stdlib): the explicit spelling of `&self` / `&mut self` on
  // the impl's own type is no wrapper: its members are the type's.
  const ownType = def.parent?.split('.').at(-1) ?? '';
  const receiver = /[(,]\s*(?:mut\s+)?self\s*:\s*([^,)]*?(?:<[^()]*>)?)\s*[,)]/.exec(def.signature)?.[1]?.replace(/^&\s*(?:'\w+\s+)?(?:mut\s+)?/, '').replace(/<[\s\S]*$/, '').trim();
  const plainSelf = receiver === 'Self' || (receiver !== undefined && receiver !== '' && receiver === ownType);
  const typedSelf = /[(,]\s*(?:mut\s+)?self\s*:/.test(def.signature) && !pinSelf && !plainSelf;
  const boundedSelf = (found?.bounded ?? true) || pinSelf;
  const extension = found === undefined || !boundedSelf ? { names: new Set<string>(), open: false } : extensionMembers(pinSelf ? undefined : found.implemented);
  const known = found === undefined ? undefined : {
    members: new Map([...found.members, ...(pinSelf ? PIN_METHODS : []).filter((m) => !found.members.has(m)).map((m): [string, undefined] => [m, undefined]),
      ...[...extension.names].filter((m) => !found.members.has(m) && !PIN_METHODS.includes(m)).map((m): [string, undefined] => [m, undefined])]),
    open: found.open || found.external.some((t) => traitInScope(t)) || extension.open || typedSelf,
  };
  const members = known?.members;
  if (members !== undefined && known?.open === false) {
    const bad = new Set<string>();
    for (const d of inside) {
      for (const ref of d.references) {
        const [head, member] = ref.chain;
        if (head !== 'self' || member === undefined || /^\d+$/.test(member) || ref.line < bodyStart || ref.line > bodyEnd || macroLines.has(ref.line)) continue;
        if (members.has(member) || STD_METHODS.has(member) || bad.has(member)) continue;
        bad.add(member);
        memberFinding(`\`self.${member}\`: \`${def.parent}\` has no field or method \`${member}\` in this crate's code.`, boundedSelf);
      }
    }
    for (const member of [...macroSelf, ...guardSelf]) {
      if (/^\d+$/.test(member) || members.has(member) || STD_METHODS.has(member) || bad.has(member)) continue;
      bad.add(member);
      memberFinding(`\`self.${member}\`: \`${def.parent}\` has no field or method \`${member}\` in this crate's code.`, boundedSelf);
    }
  }
  // `Self::f(` names an associated function or method of the type as surely as `self.f(` does; a path never auto-derefs, so
  // the type's own openness decides (`pathOpen`: a `Deref` to `str` does not open it).
  // (`Self::__Unknown(v)`: a variant, capitalized past its underscores, is no associated function: cairo-rs's generated enums.)
  if (members !== undefined && found !== undefined && !found.pathOpen && !found.external.some((t) => traitInScope(t)) && !(found.pathBounded && extensionFor(found.implemented))) {
    const said = new Set<string>();
    for (const member of assocCalls) {
      if (!/^_*[a-z]\w*$/.test(member) || members.has(member) || STD_METHODS.has(member) || said.has(member)) continue;
      if (errors.concat(warnings).some((e) => e.startsWith(`\`self.${member}\``))) continue;
      said.add(member);
      memberFinding(`\`Self::${member}\`: \`${def.parent}\` has no associated function \`${member}\` in this crate's code.`, found.pathBounded);
    }
  }
  // `Type::f(` on a struct/enum/union/trait of the crate: `f` must be an associated function or method its impls define.
  const throughGlob = (type: string): boolean => {
    const module = globSource.get(type);
    if (typeof module !== 'string' || glob || inScope.some((b) => b.boundName === type) || reparsed.definitions.some((d) => d.name === type && d.parent === undefined && d.declKind !== 'impl')) return false;
    return view.globDeclaresType(module, type);
  };
  const typeBad = new Set<string>();
  for (const call of calls) {
    const [type, fn] = call.path;
    if (call.path.length !== 2 || type === undefined || fn === undefined || call.line < bodyStart || call.line > bodyEnd) continue;
    if (!/^[A-Z]\w*$/.test(type) || type === 'Self' || !/^_*[a-z]\w*$/.test(fn) || typeBad.has(`${type}::${fn}`) || STD_METHODS.has(fn)) continue;
    // A type of this file, or one its `use`s take from the crate (`use crate::{Uuid, ..}` in builder.rs), or one a glob of a
    // crate module read brings, when that module declares it and no other glob, named `use` or item of the file binds the name
    // (hyphenation_commons' parse.rs: `Patterns::alphabetical(..)` through edition 2015's `use dictionary::*;`).
    if (!reparsed.definitions.some((d) => d.name === type && d.parent === undefined && d.kind === 'class' && d.declKind !== 'impl')
      && !inScope.some((b) => b.boundName === type && fromThisCrate(b.module)) && !throughGlob(type)) continue;
    const of0 = view.membersOf(type);
    const of = of0 === undefined ? undefined : withBlanket(of0);
    // A trait's associated function needs the trait in scope as its methods do (rustc E0599).
    if (of === undefined || of.pathOpen || of.external.some((t) => traitInScope(t)) || (of.pathBounded && extensionFor(of.implemented)) || of.members.has(fn)) continue;
    typeBad.add(`${type}::${fn}`);
    memberFinding(`\`${type}::${fn}\`: \`${type}\` has no associated function \`${fn}\` in this crate's code.`, of.pathBounded);
  }
  const bodyCode = bodyText.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|b?"(?:[^"\\]|\\[\s\S])*"/g, (m) => m.replace(/[^\n]/g, ' '));
  const fileFns = new Map(reparsed.definitions.filter((d) => d.kind === 'function' && d.parent === undefined).map((d) => [d.name, d] as const));
  // A function the body declares itself (a nested `fn`, an `extern "C" { fn fsetxattr(..5 params..); }` block: xattr's
  // `fsetxattr` wraps libc's of the same name) shadows the file's one of that name: its arity is not the file's.
  const declaredInBody = (name: string): boolean => new RegExp(`\\bfn\\s+${name.replace(/[^\w]/g, '')}\\b`).test(bodyCode);
  // A method of `self` whose type's members are unknown (declared by another crate's macro: concolor's `bitflags! { struct
  // InternalFlags .. }`, an alias) is still the file's own impl's when one of the type's impls here defines it: its arity holds.
  const arityMembers = members ?? (def.parent === undefined ? undefined : own);
  for (const call of calls) {
    if (call.line < bodyStart || call.line > bodyEnd) continue;
    const [head, member] = call.path;
    let callee: Definition | undefined;
    if (call.path.length === 1 && head !== undefined && !declaredInBody(head) && !inside.some((d) => d.parameters.includes(head) || (d.locals.includes(head) && bindsBefore(bodyCode, head, call.line - bodyStart)))) {
      callee = reparsed.definitions.filter((d) => d.name === head && d.kind === 'function' && d.parent === undefined).length === 1 ? fileFns.get(head) : undefined;
    } else if (call.path.length === 2 && (head === 'self' || head === 'Self') && member !== undefined) callee = arityMembers?.get(member);
    // A body-less declaration counts for a method (a trait's required `fn draw_pixel(&mut self, point, color);`: every impl takes as
    // many), never for a free one (an `extern` block's variadic C function, `fn printf(fmt: *const c_char, ...)`).
    if (callee === undefined || (callee.declKind === 'signature' && (call.path.length === 1 || /\.\.\./.test(callee.signature)))) continue;
    const a = arity(callee);
    const expected = head === 'Self' && a.hasSelf ? a.count + 1 : a.count;
    if (call.args !== expected) {
      errors.push(`\`${call.path.join(head === 'self' ? '.' : '::')}\` takes ${expected} argument${expected === 1 ? '' : 's'} (\`${callee.signature.split('\n')[0]}\`), the body passes ${call.args} (body line ${call.line - bodyStart + 1}).`);
    }
  }
  // The same for calls inside a macro's tokens (`debug_assert!(self.is_below_max_level(metadata))`).
  for (const u of macroUses) {
    if (u.args === undefined || !inBody(u.line)) continue;
    const shadowed = inside.some((d) => d.parameters.includes(u.name) || d.locals.includes(u.name)) || declaredInBody(u.name);
    const callee = u.kind === 'self' ? arityMembers?.get(u.name) : shadowed || reparsed.definitions.filter((d) => d.name === u.name && d.kind === 'function' && d.parent === undefined).length !== 1 ? undefined : fileFns.get(u.name);
    if (callee === undefined || (callee.declKind === 'signature' && (u.kind !== 'self' || /\.\.\./.test(callee.signature)))) continue;
    const expected = arity(callee).count;
    if (u.args !== expected) {
      errors.push(`\`${u.kind === 'self' ? 'self.' : ''}${u.name}\` takes ${expected} argument${expected === 1 ? '' : 's'} (\`${callee.signature.split('\n')[0]}\`), the body passes ${u.args} (body line ${u.line - bodyStart + 1}).`);
    }
  }
  return { errors, warnings, imports: [...new Map(imports.map((i) => [i.text, i] as const)).values()] };
}

/**
 * Whether the body binds `name` (a local, shadowing the file's function) where a call on body line `line` (0-based)
 * sees it: a word `name` not followed by `(` (`let name =`, `|name|`, `Some(name)`) before that line, or on it when
 * it is not `let name = … name(…)` (the initializer still sees the function). A body that only calls `name(` binds nothing
 * (a match guard `if ascii_lower(p) == …` is no binding, whatever the parse's locals say).
 */
function bindsBefore(code: string, name: string, line: number): boolean {
  const lines = code.split('\n');
  const word = new RegExp(`(?<![\\w.:])${name.replace(/[^\w]/g, '')}\\b(?!\\s*[(!])`);
  for (let i = 0; i <= Math.min(line, lines.length - 1); i++) {
    const text = lines[i]!;
    if (!word.test(text)) continue;
    if (i === line && new RegExp(`^\\s*let\\s+(?:mut\\s+)?${name.replace(/[^\w]/g, '')}\\b`).test(text)) continue;
    // A `let` pattern whose statement runs on to the call's line (`let (mut registry, _, id) =` / `registry(config, ..)?;`
    // in cargo's `search`): its initializer still sees the function.
    if (i < line && /^\s*let\b/.test(text) && !lines.slice(i, line).join('\n').includes(';')) continue;
    return true;
  }
  return false;
}

/**
 * Rust name resolution as an editor follows it, on real crates (anyhow, itertools from Debian)
 * and on a small workspace for what they do not show (members, bins, #[path], super::, trait
 * default methods).
 */
import { describe, expect, it } from 'vitest';
import type { CodeSymbol } from '../../../../src/core/languages/language.js';
import { resolveReference } from '../../../../src/core/graph/resolve-reference.js';
import { memoryGraph } from '../../graph/memory-source.js';
import { crateFiles, rs } from './helpers.js';

const where = (s: CodeSymbol | undefined): string | undefined =>
  s === undefined ? undefined : s.kind === 'module' ? `module ${s.file ?? ''}` : `${s.def.declKind ?? s.def.kind} ${s.def.qualname} @ ${s.file}`;

describe('anyhow', () => {
  it('follows crate:: paths, use lists and mod declarations to the defining file', async () => {
    const { resolver } = await memoryGraph(crateFiles('anyhow-1.0.69'));
    expect(where(await resolver.lookupInModule('src/context.rs', 'ContextError'))).toBe('struct ContextError @ src/error.rs');
    expect(where(await resolver.lookupInModule('src/context.rs', 'Context'))).toBe('trait Context @ src/lib.rs');
    expect(where(await resolver.lookupInModule('src/lib.rs', 'chain'))).toBe('module src/chain.rs');
    // lib.rs has both `use std::error::Error as StdError` and (for no_std builds) `trait StdError`:
    // the item in the crate is what an editor can open; `core::convert::Infallible` is not guessed.
    expect(where(await resolver.lookupInModule('src/context.rs', 'StdError'))).toBe('trait StdError @ src/lib.rs');
    expect(await resolver.lookupInModule('src/context.rs', 'Infallible')).toBeUndefined();
  });

  it('finds a method of a type in an impl block of another file once that file is open', async () => {
    const { resolver, loader } = await memoryGraph(crateFiles('anyhow-1.0.69'));
    const error = await resolver.lookupInModule('src/lib.rs', 'Error');
    expect(where(error)).toBe('struct Error @ src/lib.rs');
    await loader.load('src/error.rs');
    expect(where(await resolver.memberOf(error!, 'new'))).toBe('method Error.new @ src/error.rs');
    expect(where(await resolver.memberOf(error!, 'context'))).toBe('method Error.context @ src/error.rs');
  });
});

describe('itertools', () => {
  it('follows pub use re-exports through an inline mod and globs to the struct', async () => {
    const { resolver } = await memoryGraph(crateFiles('itertools-0.10.3'));
    // lib.rs: pub use crate::structs::*;  mod structs { pub use crate::adaptors::MultiProduct; }
    // adaptors/mod.rs: mod multi_product; pub use self::multi_product::*;
    expect(where(await resolver.lookupInModule('src/lib.rs', 'MultiProduct'))).toBe('struct MultiProduct @ src/adaptors/multi_product.rs');
    const itertools = await resolver.lookupInModule('src/lib.rs', 'Itertools');
    expect(where(itertools)).toBe('trait Itertools @ src/lib.rs');
    expect(where(await resolver.memberOf(itertools!, 'multi_cartesian_product'))).toBe('method Itertools.multi_cartesian_product @ src/lib.rs');
  });
});

describe('syn', () => {
  it('resolves names inside an inline mod by its own items and use lines first', async () => {
    const { resolver, loader } = await memoryGraph(crateFiles('syn-1.0.107'));
    // path.rs: pub mod parsing { use super::*; use crate::ext::IdentExt; impl Parse for GenericArgument {
    //   fn parse(..) { .. const_argument(input) .. } } pub fn const_argument(..) { .. } }
    const mod = await loader.load('src/path.rs');
    const parse = mod!.byQualname.get('parsing.GenericArgument.parse');
    expect(parse?.kind).toBe('method');
    const at = async (chain: string[]): Promise<string | undefined> => where((await resolveReference(resolver, mod!, parse, chain))?.symbol);
    expect(await at(['const_argument'])).toBe('fn parsing.const_argument @ src/path.rs');
    expect(await at(['IdentExt'])).toBe('trait IdentExt @ src/ext.rs');
    expect(await at(['ParseStream'])).toBe('type ParseStream @ src/parse.rs');
  });
});

describe('a workspace', () => {
  const files = {
    'Cargo.toml': rs(`
      [workspace]
      members = ["crates/*"]
    `),
    'crates/geo/Cargo.toml': '[package]\nname = "geo-core"\nversion = "0.1.0"\n',
    'crates/geo/src/lib.rs': rs(`
      pub mod shapes;
      #[path = "generated/units.rs"]
      pub mod units;
      pub use shapes::Circle;
      pub trait Area {
          fn area(&self) -> f64;
          fn describe(&self) -> String { format!("{}", self.area()) }
      }
    `),
    'crates/geo/src/shapes/mod.rs': rs(`
      mod circle;
      pub use self::circle::*;
    `),
    'crates/geo/src/shapes/circle.rs': rs(`
      use super::super::Area;
      use crate::units::Meters;
      pub struct Circle { pub r: Meters }
      impl Area for Circle {
          fn area(&self) -> f64 { 3.14 * self.r.0 * self.r.0 }
      }
    `),
    'crates/geo/src/generated/units.rs': 'pub struct Meters(pub f64);\n',
    'crates/app/Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\n',
    'crates/app/src/main.rs': rs(`
      use geo_core::{Area, Circle};
      fn main() { let c = Circle { r: geo_core::units::Meters(1.0) }; println!("{}", c.describe()); }
    `),
    'crates/app/src/bin/tool.rs': 'use geo_core::shapes::Circle;\nfn main() {}\n',
  };

  it('resolves other members by package name, #[path] modules, super:: and re-exports', async () => {
    const { resolver } = await memoryGraph(files);
    expect(where(await resolver.lookupInModule('crates/app/src/main.rs', 'Circle'))).toBe('struct Circle @ crates/geo/src/shapes/circle.rs');
    expect(where(await resolver.lookupInModule('crates/app/src/bin/tool.rs', 'Circle'))).toBe('struct Circle @ crates/geo/src/shapes/circle.rs');
    expect(where(await resolver.lookupInModule('crates/geo/src/shapes/circle.rs', 'Meters'))).toBe('struct Meters @ crates/geo/src/generated/units.rs');
    expect(where(await resolver.lookupInModule('crates/geo/src/shapes/circle.rs', 'Area'))).toBe('trait Area @ crates/geo/src/lib.rs');
  });

  it('finds trait methods of a type: its impl, then the trait default', async () => {
    const { resolver } = await memoryGraph(files);
    const circle = await resolver.lookupInModule('crates/app/src/main.rs', 'Circle');
    expect(where(await resolver.memberOf(circle!, 'area'))).toBe('method Circle.area @ crates/geo/src/shapes/circle.rs');
    expect(where(await resolver.memberOf(circle!, 'describe'))).toBe('method Area.describe @ crates/geo/src/lib.rs');
    if (circle?.kind !== 'definition') throw new Error('Circle not found');
    expect((await resolver.basesOf(circle.file, circle.def)).map((b) => b.def.qualname)).toEqual(['Area']);
  });

  it('names the file an import leads to from the path list alone', async () => {
    const { resolver, loader } = await memoryGraph(files);
    const main = await loader.load('crates/geo/src/shapes/circle.rs');
    const [area, meters] = main!.parsed.imports;
    expect(resolver.importedFile?.('crates/geo/src/shapes/circle.rs', area!)).toBe('crates/geo/src/lib.rs');
    const lib = await loader.load('crates/geo/src/lib.rs');
    await resolver.lookupInModule('crates/geo/src/lib.rs', 'units');
    expect(resolver.importedFile?.('crates/geo/src/shapes/circle.rs', meters!)).toBe('crates/geo/src/generated/units.rs');
    expect(resolver.importedFile?.('crates/geo/src/lib.rs', lib!.parsed.imports.find((b) => b.module === 'shapes')!)).toBe('crates/geo/src/shapes/mod.rs');
  });
});

describe('a module and a function of one name (libm: `mod sin; pub use self::sin::sin;`)', () => {
  const files = {
    'Cargo.toml': '[package]\nname = "mathlib"\nversion = "0.1.0"\n',
    'src/lib.rs': 'mod math;\npub use math::*;\n',
    'src/math/mod.rs': rs(`
      mod k_cos;
      mod sin;
      mod tables;
      pub(crate) use self::k_cos::k_cos;
      pub use self::sin::sin;
    `),
    'src/math/k_cos.rs': 'pub(crate) fn k_cos(x: f64, y: f64) -> f64 {\n    x - y\n}\n',
    'src/math/tables.rs': 'pub const PIO2: f64 = 1.57;\n',
    'src/math/sin.rs': rs(`
      use super::{k_cos, tables};
      pub fn sin(x: f64) -> f64 {
          let t = tables::PIO2;
          k_cos(x, t) + super::k_cos::k_cos(x, t)
      }
    `),
  };

  it('takes the function for a name used as a value and the module for a path that goes on', async () => {
    const { resolver, loader } = await memoryGraph(files);
    // `use super::k_cos` binds both; called as `k_cos(..)` it is the function the re-export names.
    expect(where(await resolver.lookupInModule('src/math/sin.rs', 'k_cos'))).toBe('fn k_cos @ src/math/k_cos.rs');
    expect(where(await resolver.lookupInModule('src/math/mod.rs', 'k_cos'))).toBe('fn k_cos @ src/math/k_cos.rs');
    // Followed by more segments it is the module, in the file that declares it and through `use super::`.
    expect(where(await resolver.lookupInModule('src/math/mod.rs', 'k_cos', true))).toBe('module src/math/k_cos.rs');
    // A module with no value of its name is still the module, either way.
    expect(where(await resolver.lookupInModule('src/math/sin.rs', 'tables'))).toBe('module src/math/tables.rs');
    const sinMod = await loader.load('src/math/sin.rs');
    const sin = sinMod!.byQualname.get('sin');
    const at = async (chain: string[]): Promise<string | undefined> => where((await resolveReference(resolver, sinMod!, sin, chain))?.symbol);
    expect(await at(['k_cos'])).toBe('fn k_cos @ src/math/k_cos.rs');
    expect(await at(['super', 'k_cos', 'k_cos'])).toBe('fn k_cos @ src/math/k_cos.rs');
    expect(await at(['tables', 'PIO2'])).toBe('const PIO2 @ src/math/tables.rs');
    expect(await at(['crate', 'math', 'k_cos'])).toBe('fn k_cos @ src/math/k_cos.rs');
    // The crate root's glob re-export reaches the function too.
    expect(where(await resolver.lookupInModule('src/lib.rs', 'sin'))).toBe('fn sin @ src/math/sin.rs');
  });
});

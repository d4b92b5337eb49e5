/**
 * Rust answer checks, session 22 (issue 22), from Rust held out 14's misses (read after its blind run: NOT blind), on real
 * crates from Debian (scripts/setup-test-deps.sh) with their dependencies read from Debian's cargo registry the way a job
 * reads them under the `rust` dependencies option (src/adapters/dependencies/rust-registry.ts):
 * - v_frame's `PlaneData` implements serde's `Serialize`/`Deserialize`, which `use crate::serialize::{..}` brings into scope
 *   through `mod serialize { cfg_if! { pub use serde::*; } else { pub use noop_proc_macro::{..}; } }`: another crate's traits,
 *   so any `Self::f` passed (`Self::new_uninitialized_checked(..)`). serde's source says their methods (`serialize`, `deserialize`, ..).
 * - pin-project-internal's `ReplaceReceiver` implements syn's `VisitMut` (`#[path]`-less `pub mod visit_mut;` inside lib.rs's
 *   inline `mod gen { }`, re-exported by `pub use crate::gen::*;`): its wrong members passed.
 * - chrono-tz's `TzOffset` implements chrono's `Offset` (`pub use offset::{.., Offset, ..}` in chrono's lib.rs).
 * - sequoia-wot's `tracer!(TRACE, ..)` takes `$TRACE:expr`: `TRACE` is a value the body uses (the needed-import miss).
 * - chrono-tz's `pub use directory::*;` of a module that is only `include!` of build output: its names are unknown.
 * - Held out 15's two closed member misses (read after its blind run): alloc-no-stdlib's `self : &mut StackAllocator<..>`,
 *   vm-superio's `self.is_dlab_set()` in a match guard.
 */
import { describe, expect, it } from 'vitest';
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../../../../src/adapters/dependencies/rust-registry.js';
import { crateChecker, crateCheckerWithDependencies, registryFile } from './helpers.js';

const same = (t: string): string => t;
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;
const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);

describe('Rust answer checks: another crate\'s trait read from its source (v_frame over serde)', () => {
  const at = ['src/plane.rs', 'PlaneData.new', lineOf('v_frame-0.3.3/src/plane.rs', 'fn new(len: usize) -> Self')] as const;
  const helper = (t: string): string => t.replace('Self::new_uninitialized(len)', 'Self::new_uninitialized_checked(len)');

  it('accepts the real body clean with serde read', async () => {
    const r = await crateCheckerWithDependencies('v_frame-0.3.3', debian)(...at, same);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.reads).toEqual(expect.arrayContaining(['(dependencies)/rust/serde@1/src/ser/mod.rs', '(dependencies)/rust/serde@1/src/de/mod.rs']));
  });

  it('rejects `Self::new_uninitialized_checked(..)` once serde says what `Serialize` and `Deserialize` define', async () => {
    const r = await crateCheckerWithDependencies('v_frame-0.3.3', debian)(...at, helper);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`Self::new_uninitialized_checked`: `PlaneData` has no associated function `new_uninitialized_checked` in this crate's code."]);
  });

  it('leaves it open without the dependencies (nothing read past the repository)', async () => {
    const r = await crateCheckerWithDependencies('v_frame-0.3.3', undefined)(...at, helper);
    expect(r.errors).toEqual([]);
    expect(r.reads).toEqual([]);
  });
});

describe('Rust answer checks: syn\'s `VisitMut` through `pub use crate::gen::*` (pin-project-internal)', () => {
  const at = ['src/utils.rs', 'ReplaceReceiver.visit_type_mut', lineOf('pin-project-internal-1.0.10/src/utils.rs', 'fn visit_type_mut(&mut self, ty: &mut Type)')] as const;
  const wrong = (t: string): string => t.replace('self.visit_type_path_mut(node)', 'self.visit_type_path_mut_all(node)');

  it('accepts the real body clean', async () => {
    const r = await crateCheckerWithDependencies('pin-project-internal-1.0.10', debian)(...at, same);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.reads).toContain('(dependencies)/rust/syn@1/src/gen/visit_mut.rs');
  });

  it('rejects a method neither the type nor syn\'s `VisitMut` defines', async () => {
    const r = await crateCheckerWithDependencies('pin-project-internal-1.0.10', debian)(...at, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`self\.visit_type_path_mut_all`/);
  });

  it('says nothing without the dependencies', async () => {
    const r = await crateCheckerWithDependencies('pin-project-internal-1.0.10', undefined)(...at, wrong);
    expect(r.errors).toEqual([]);
  });
});

describe('Rust answer checks: chrono\'s `Offset` (chrono-tz\'s `TzOffset`)', () => {
  const at = ['src/timezone_impl.rs', 'TzOffset.map_localresult', lineOf('chrono-tz-0.6.1/src/timezone_impl.rs', 'fn map_localresult(')] as const;
  const helper = (t: string): string => t.replace('LocalResult::Single(TzOffset::new(tz, s))', 'LocalResult::Single(TzOffset::new_checked(tz, s))');

  it('accepts the real body clean', async () => {
    expect(await crateCheckerWithDependencies('chrono-tz-0.6.1', debian)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects `TzOffset::new_checked(..)`', async () => {
    const r = await crateCheckerWithDependencies('chrono-tz-0.6.1', debian)(...at, helper);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`TzOffset::new_checked`: `TzOffset` has no associated function `new_checked` in this crate's code."]);
  });
});

describe('Rust answer checks: a name a crate macro takes as an expression (sequoia-wot\'s `tracer!(TRACE, ..)`)', () => {
  // gpg.rs's `use super::TRACE;` removed: `tracer!` is `( $TRACE:expr, $func:expr ) => ..` (log.rs), so `TRACE` is a value the
  // body uses, which lib.rs's `const TRACE: bool` is (rustc: cannot find value `TRACE` in this scope).
  const file = 'src/gpg.rs';
  const noImport = (t: string): string => t.replace('use super::TRACE;\n', '');
  const line = registryFile(`sequoia-wot-0.2.0/${file}`).split('\n').filter((l) => l !== 'use super::TRACE;').findIndex((l) => l.startsWith('pub fn export_ownertrust(')) + 1;
  const check = crateChecker('sequoia-wot-0.2.0');

  it('adds `use crate::TRACE;` when the file does not import it', () => {
    const r = check(file, 'export_ownertrust', line, same, noImport);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.imports.map((i) => i.text)).toEqual(['use crate::TRACE;']);
  });

  it('rejects a made-up name in that place', () => {
    const r = check(file, 'export_ownertrust', lineOf(`sequoia-wot-0.2.0/${file}`, 'pub fn export_ownertrust('), (t) => t.replace('tracer!(TRACE,', 'tracer!(TRACE_ENABLED,'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`TRACE_ENABLED` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });

  it('accepts the real body clean with its import', () => {
    expect(check(file, 'export_ownertrust', lineOf(`sequoia-wot-0.2.0/${file}`, 'pub fn export_ownertrust('), same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
  });
});

describe('Rust answer checks: a glob of a module whose items come from `include!` (chrono-tz\'s `pub use directory::*;`)', () => {
  // directory.rs is `include!(concat!(env!("OUT_DIR"), "/directory.rs"));`: build output nobody here reads, which declares
  // `Europe`, `UTC`, ... A function of lib.rs (appended here) naming `Europe::London` was rejected as unbound.
  const add = (t: string): string => `${t}\npub fn default_zone() -> Tz {\n    Europe::London\n}\n`;
  const line = registryFile('chrono-tz-0.6.1/src/lib.rs').split('\n').length + 1;

  it("leaves the glob's names open (only that module's)", () => {
    const r = crateChecker('chrono-tz-0.6.1')('src/lib.rs', 'default_zone', line, same, add);
    expect(r.errors).toEqual([]);
  });

  it('still rejects a made-up helper in a file of the crate without such a glob', () => {
    const r = crateChecker('chrono-tz-0.6.1')('src/timezone_impl.rs', 'TzOffset.map_localresult', lineOf('chrono-tz-0.6.1/src/timezone_impl.rs', 'fn map_localresult('), (t) => t.replace('LocalResult::None => LocalResult::None', 'LocalResult::None => none_result()'));
    expect(r.errors).toEqual(["`none_result` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });
});

describe('Rust answer checks: held out 15\'s closed member misses (read after its blind run: NOT blind)', () => {
  it('reads `self : &mut StackAllocator<..>` as the type itself, not a wrapper (alloc-no-stdlib `alloc_cell`)', () => {
    const at = ['src/stack_allocator.rs', 'StackAllocator.alloc_cell', lineOf('alloc-no-stdlib-2.0.4/src/stack_allocator.rs', 'fn alloc_cell(self : &mut StackAllocator')] as const;
    const check = crateChecker('alloc-no-stdlib-2.0.4');
    expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = check(...at, (t) => t.replace('return self.clear_if_necessary(index, AllocatedStackMemory', 'return self.clear_if_necessary_all(index, AllocatedStackMemory'));
    expect(bad.errors).toEqual(["`self.clear_if_necessary_all`: `StackAllocator` has no field or method `clear_if_necessary_all` in this crate's code."]);
  });

  it('checks a member of `self` in a match guard (vm-superio `Serial.read`)', () => {
    const at = ['src/serial.rs', 'Serial.read', lineOf('vm-superio-0.7.0/src/serial.rs', 'pub fn read(&mut self, offset: u8) -> u8 {')] as const;
    const check = crateChecker('vm-superio-0.7.0');
    expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = check(...at, (t) => t.replaceAll('self.is_dlab_set()', 'self.is_dlab_set_all()'));
    expect(bad.errors).toEqual(["`self.is_dlab_set_all`: `Serial` has no field or method `is_dlab_set_all` in this crate's code."]);
  });
});

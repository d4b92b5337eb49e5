/**
 * Rust answer checks, session 29 (issue 22, T3), from Rust held out 21's silent helper misses (read after its blind run: NOT
 * blind): a glob `use` of another crate whose names were unknown left an unbound name without a word. Cross-checked with
 * rustc 1.95 on compact crates of the same shape, and on the real Debian source (librust-*-dev, scripts/setup-test-deps.sh).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../../../../src/adapters/dependencies/rust-registry.js';
import { crateCheckerWithDependencies, registryFile, rs } from './helpers.js';

const same = (t: string): string => t;
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;

/**
 * rustc's verdict on `main` (a lib, edition 2021) over a library `dep` that glob re-exports a proc-macro crate `derive_dep`
 * (clap 4's `pub use clap_derive::{self, *};`): whether it compiles.
 */
function rustcAcceptsOverGlob(derive: string, dep: string, main: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s29-'));
  const run = (args: string[]): ReturnType<typeof spawnSync> => {
    const r = spawnSync('rustc', ['--edition', '2021', ...args], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r;
  };
  try {
    writeFileSync(join(dir, 'derive_dep.rs'), derive);
    writeFileSync(join(dir, 'dep.rs'), dep);
    writeFileSync(join(dir, 'main.rs'), main);
    const d = run(['--crate-type', 'proc-macro', '--crate-name', 'derive_dep', '-o', join(dir, 'libderive_dep.so'), join(dir, 'derive_dep.rs')]);
    if (d.status !== 0) throw new Error(String(d.stderr));
    const l = run(['--crate-type', 'lib', '--crate-name', 'dep', '--extern', `derive_dep=${join(dir, 'libderive_dep.so')}`, '-o', join(dir, 'libdep.rlib'), join(dir, 'dep.rs')]);
    if (l.status !== 0) throw new Error(String(l.stderr));
    return run(['--crate-type', 'lib', '--emit=metadata', '-L', dir, '--extern', `dep=${join(dir, 'libdep.rlib')}`, '-o', join(dir, 'main.rmeta'), join(dir, 'main.rs')]).status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('rustc: a glob of another crate brings what its root declares and re-exports; a proc-macro crate\'s glob there brings macros only', () => {
  const derive = rs(`
    extern crate proc_macro;
    use proc_macro::TokenStream;
    #[proc_macro_derive(Parser)]
    pub fn derive_parser(_input: TokenStream) -> TokenStream { TokenStream::new() }
  `);
  const dep = rs(`
    mod builder { pub struct Command; impl Command { pub fn get_name(&self) -> &str { "c" } } }
    pub use crate::builder::Command;
    pub use derive_dep::{self, *};
    pub fn get_tooltip(c: &Command) -> &str { c.get_name() }
  `);
  const main = (call: string): string => rs(`
    use dep::*;
    pub fn generate_inner(p: &Command) -> String { ${call}.to_string() }
  `);

  it('accepts a call of a name the glob brings and refuses a made-up one (E0425)', () => {
    expect(rustcAcceptsOverGlob(derive, dep, main('get_tooltip(p)'))).toBe(true);
    expect(rustcAcceptsOverGlob(derive, dep, main('get_tooltip_checked(p)'))).toBe(false);
  });
});

describe('Rust answer checks: clap_complete 4.0.7 (real source; `use clap::*;`, clap 4.0.32 from Debian\'s registry; held out 21\'s silent helper)', () => {
  // shells/elvish.rs says `use clap::*;`. clap's lib.rs re-exports its API by name and globs `pub use clap_derive::{self, *};`,
  // a proc-macro crate: that glob made the names of `clap::*` unknown, and an unbound helper silent.
  const file = 'src/shells/elvish.rs';
  const line = lineOf(`clap_complete-4.0.7/${file}`, 'fn generate_inner(p: &Command');
  const helper = (b: string): string => b.replace('get_tooltip(option.get_help(), shorts[0])', 'get_tooltip_checked(option.get_help(), shorts[0])');

  it('with the dependencies read, the real body is clean and a made-up helper is refused', async () => {
    const check = crateCheckerWithDependencies('clap_complete-4.0.7', createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]));
    expect(line).toBeGreaterThan(0);
    expect(await check(file, 'generate_inner', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, 'generate_inner', line, helper);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('`get_tooltip_checked` is not bound');
  });

  it('without them (the glob cannot be read), the made-up helper is a warning that names the glob, never silent', async () => {
    const check = crateCheckerWithDependencies('clap_complete-4.0.7', undefined);
    const r = await check(file, 'generate_inner', line, helper);
    expect(r.errors).toEqual([]);
    expect(r.warnings.join(' ')).toContain('`get_tooltip_checked` is not bound');
    expect(r.warnings.join(' ')).toContain('`use clap::*;`');
  });
});

/** rustc's verdict on `main` (a lib, edition 2018) beside a proc-macro crate `derive_dep` (`#[macro_use] extern crate derive_dep;`). */
function rustcAcceptsWithDerive(derive: string, main: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s29-'));
  try {
    writeFileSync(join(dir, 'derive_dep.rs'), derive);
    writeFileSync(join(dir, 'main.rs'), main);
    const d = spawnSync('rustc', ['--edition', '2018', '--crate-type', 'proc-macro', '--crate-name', 'derive_dep', '-o', join(dir, 'libderive_dep.so'), join(dir, 'derive_dep.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (d.error !== undefined) throw d.error;
    if (d.status !== 0) throw new Error(d.stderr);
    const r = spawnSync('rustc', ['--edition', '2018', '--crate-type', 'lib', '--emit=metadata', '--extern', `derive_dep=${join(dir, 'libderive_dep.so')}`, '-o', join(dir, 'main.rmeta'), join(dir, 'main.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('rustc: `Type::f` on a type a crate-module glob brings; a word of another module\'s item macro puts no trait in scope', () => {
  const derive = rs(`
    extern crate proc_macro;
    use proc_macro::TokenStream;
    #[proc_macro_derive(Serialize)]
    pub fn derive_serialize(_input: TokenStream) -> TokenStream { TokenStream::new() }
  `);
  const main = (call: string): string => rs(`
    #[macro_use]
    extern crate derive_dep;
    mod style {
        macro_rules! flags { ($($t:tt)*) => { $($t)* } }
        flags! { #[derive(Serialize)] pub struct FontStyle; }
    }
    mod theme {
        #[derive(Serialize)]
        pub enum UnderlineOption { Nothing }
    }
    mod theme_load {
        use std::str::FromStr;
        use super::style::*;
        use super::theme::*;
        impl FromStr for UnderlineOption {
            type Err = ();
            fn from_str(_s: &str) -> Result<UnderlineOption, ()> { Ok(UnderlineOption::Nothing) }
        }
        pub fn parse_settings(value: &str) -> Result<UnderlineOption, ()> { ${call} }
    }
  `);

  it('accepts the trait\'s associated function and refuses a made-up one (E0599)', () => {
    expect(rustcAcceptsWithDerive(derive, main('UnderlineOption::from_str(value)'))).toBe(true);
    expect(rustcAcceptsWithDerive(derive, main('UnderlineOption::from_str_checked(value)'))).toBe(false);
  });
});

describe('Rust answer checks: syntect 5.0.0 (real source; held out 21\'s silent `Type::f` helpers through `use super::theme::*;`)', () => {
  // theme_load.rs globs super::style, super::selector and super::theme. `UnderlineOption`, `Color`, `ScopeSelectors` derive
  // serde's traits (`#[macro_use] extern crate serde_derive;` in lib.rs), which nobody here reads; style.rs's `bitflags! {
  // #[derive(Serialize, Deserialize)] .. }` made `Serialize` look in scope through the glob, and the types' associated items open.
  const check = crateCheckerWithDependencies('syntect-5.0.0', createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]));
  const file = 'src/highlighting/theme_load.rs';
  const cases: [string, string, string][] = [
    ['UnderlineOption.parse_settings', 'fn parse_settings(settings: Settings) -> Result<UnderlineOption', 'UnderlineOption::from_str('],
    ['Color.parse_settings', 'fn parse_settings(settings: Settings) -> Result<Color', 'Color::from_str('],
    ['ThemeItem.parse_settings', 'fn parse_settings(settings: Settings) -> Result<ThemeItem', 'ScopeSelectors::from_str('],
  ];

  it.each(cases)('%s: the real body is clean, a made-up `from_str_checked` is refused', async (qualname, header, call) => {
    const line = lineOf(`syntect-5.0.0/${file}`, header);
    expect(line).toBeGreaterThan(0);
    expect(await check(file, qualname, line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, qualname, line, (b) => b.replace(call, call.replace('from_str(', 'from_str_checked(')));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('has no associated function `from_str_checked`');
  });
});

/** rustc's verdict on one library file (edition 2018). */
function rustcAccepts(source: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s29-'));
  try {
    writeFileSync(join(dir, 'lib.rs'), source);
    const r = spawnSync('rustc', ['--edition', '2018', '--crate-type', 'lib', '--emit=metadata', '-o', join(dir, 'lib.rmeta'), join(dir, 'lib.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('rustc: `use core::mem::*;` binds std\'s `size_of`, no made-up helper', () => {
  const src = (call: string): string => rs(`
    use core::mem::*;
    pub fn fits<T: Copy>(bytes: &[u8]) -> bool { bytes.len() == ${call}::<T>() }
  `);
  it('accepts `size_of` and refuses `size_of_checked` (E0425)', () => {
    expect(rustcAccepts(src('size_of'))).toBe(true);
    expect(rustcAccepts(src('size_of_checked'))).toBe(false);
  });
});

describe('Rust answer checks: bytemuck 1.12.1 (real source; a std module\'s glob, held out 21\'s silent helper and the warning it would give)', () => {
  // internal.rs says `use core::mem::*;`: `mem` was not among the std modules whose lowercase names the checks list, so every
  // name beside it was uncertain (a made-up helper silent; with session 29's warning, `size_of` in the real body a false alarm).
  const check = crateCheckerWithDependencies('bytemuck-1.12.1', undefined);
  const file = 'src/internal.rs';
  const line = lineOf(`bytemuck-1.12.1/${file}`, 'pub(crate) unsafe fn try_pod_read_unaligned<T: Copy>(');

  it('the real `try_pod_read_unaligned` is clean and `size_of_checked` is refused', async () => {
    expect(line).toBeGreaterThan(0);
    expect(await check(file, 'try_pod_read_unaligned', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, 'try_pod_read_unaligned', line, (b) => b.replace('size_of::<T>()', 'size_of_checked::<T>()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('`size_of_checked` is not bound');
  });
});

describe('rustc: a glob through the crate root\'s `use <platform> as sys;` (one per cfg arm) is the module of the arm the file is in', () => {
  const src = (call: string): string => rs(`
    #[cfg(target_os = "linux")]
    mod linux {
        pub mod cpu { pub fn get_cpu_frequency() -> u64 { 1 } }
        pub mod system {
            use crate::sys::cpu::*;
            pub struct System { pub freq: u64 }
            impl System {
                fn os_version(&self) -> Option<String> { Some(get_cpu_frequency().to_string()) }
                pub fn long_os_version(&self) -> Option<String> { ${call} }
            }
        }
    }
    #[cfg(target_os = "linux")]
    use linux as sys;
    #[cfg(windows)]
    mod windows { pub mod cpu {} }
    #[cfg(windows)]
    use windows as sys;
  `);
  it('accepts `self.os_version()` and refuses `self.os_version_all()` (E0599)', () => {
    expect(rustcAccepts(src('self.os_version()'))).toBe(true);
    expect(rustcAccepts(src('self.os_version_all()'))).toBe(false);
  });
});

describe('Rust answer checks: sysinfo 0.26.7 (real source; `use crate::sys::cpu::*;` with lib.rs\'s `cfg_if!` arms `use linux as sys;`, held out 21\'s flagged members)', () => {
  const check = crateCheckerWithDependencies('sysinfo-0.26.7', undefined);
  const file = 'src/linux/system.rs';
  const line = lineOf(`sysinfo-0.26.7/${file}`, '    fn long_os_version(&self) -> Option<String> {');

  it('the real `System.long_os_version` is clean and `self.os_version_all()` is refused, not flagged', async () => {
    expect(line).toBeGreaterThan(0);
    expect(await check(file, 'System.long_os_version', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, 'System.long_os_version', line, (b) => b.replace('self.os_version()', 'self.os_version_all()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('`self.os_version_all`');
  });
});

/** rustc's verdict on `main` (a lib, edition 2015) over a library `dep` (edition 2015): whether it compiles. */
function rustcAccepts2015Over(dep: string, main: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s29-'));
  try {
    writeFileSync(join(dir, 'dep.rs'), dep);
    writeFileSync(join(dir, 'main.rs'), main);
    const l = spawnSync('rustc', ['--edition', '2015', '--crate-type', 'lib', '--crate-name', 'dep', '-o', join(dir, 'libdep.rlib'), join(dir, 'dep.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (l.error !== undefined) throw l.error;
    if (l.status !== 0) throw new Error(l.stderr);
    const r = spawnSync('rustc', ['--edition', '2015', '--crate-type', 'lib', '--emit=metadata', '--extern', `dep=${join(dir, 'libdep.rlib')}`, '-o', join(dir, 'main.rmeta'), join(dir, 'main.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('rustc (edition 2015): `impl ser::Serializer for ..` in the crate\'s own module `ser` after `use dep::ser;` is the dependency\'s trait', () => {
  const dep = rs(`
    pub mod ser {
        pub trait Serializer: Sized { fn serialize_seq(self, len: Option<usize>) -> u8; fn serialize_bytes(self, v: &[u8]) -> u8; }
    }
  `);
  const main = (call: string): string => rs(`
    extern crate dep;
    mod ser {
        use dep::ser;
        pub struct ConfigSerializer { pub n: u8 }
        impl<'a> ser::Serializer for &'a mut ConfigSerializer {
            fn serialize_seq(self, _len: Option<usize>) -> u8 { self.n }
            fn serialize_bytes(self, v: &[u8]) -> u8 { ${call} }
        }
    }
  `);
  it('accepts the trait\'s `self.serialize_seq(..)` and refuses `self.serialize_seq_all(..)` (E0599)', () => {
    expect(rustcAccepts2015Over(dep, main('self.serialize_seq(Some(v.len()))'))).toBe(true);
    expect(rustcAccepts2015Over(dep, main('self.serialize_seq_all(Some(v.len()))'))).toBe(false);
  });
});

describe('Rust answer checks: config 0.11.0 (real source, edition 2015, serde 1.0 from Debian\'s registry; held out 21\'s open member misses)', () => {
  // ser.rs is the crate's module `ser` and says `use serde::ser;`; its impls name `ser::Serializer`, `ser::SerializeSeq`, ..
  // Edition 2015's rule (a path starts at the crate root) was applied to that written path too: it named the crate's own `ser`,
  // where no such trait is, so the traits stayed unread and every member set open. A written path starts in the file's scope.
  const check = crateCheckerWithDependencies('config-0.11.0', createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]));
  const cases: [string, string, string, string, string][] = [
    ['src/ser.rs', 'ConfigSerializer.serialize_bytes', '    fn serialize_bytes(self, v: &[u8]) -> Result<Self::Ok> {', 'self.serialize_seq(', 'serialize_seq_all'],
    ['src/ser.rs', 'ConfigSerializer.serialize_element', '    fn serialize_element<T>(&mut self, value: &T) -> Result<()>', 'self.inc_last_key_index()', 'inc_last_key_index_all'],
    ['src/ser.rs', 'ConfigSerializer.serialize_newtype_variant', '    fn serialize_newtype_variant<T>(', 'self.pop_key();', 'pop_key_all'],
    ['src/config.rs', 'Config.set_default', '    pub fn set_default<T>(&mut self, key: &str, value: T) -> Result<&mut Config>', 'self.refresh()', 'refresh_all'],
  ];

  it.each(cases)('%s %s: the real body is clean and a made-up member is refused', async (file, qualname, header, call, made) => {
    const line = lineOf(`config-0.11.0/${file}`, header);
    expect(line).toBeGreaterThan(0);
    expect(await check(file, qualname, line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, qualname, line, (b) => b.replace(call, call.replace(/self\.(\w+)/, `self.${made}`)));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain(`\`self.${made}\``);
  });
});

describe('rustc: `use crate::dep::ser::Serialize;` through the root\'s `extern crate dep;` is the dependency\'s trait', () => {
  const dep = rs(`
    pub mod ser { pub trait Serialize { fn serialize(&self) -> u8; } }
  `);
  const main = (call: string): string => rs(`
    extern crate dep;
    mod adjusted_byte {
        use crate::dep::ser::Serialize;
        pub struct AdjustedByte { pub n: u8 }
        impl AdjustedByte { pub fn get_byte(&self) -> u8 { self.n } }
        impl Serialize for AdjustedByte { fn serialize(&self) -> u8 { self.n } }
        impl AdjustedByte { pub fn cmp(&self, other: &AdjustedByte) -> bool { ${call} == other.get_byte() } }
    }
  `);
  it('accepts `self.get_byte()` and refuses `self.get_byte_all()` (E0599)', () => {
    expect(rustcAccepts2015Over(dep, main('self.get_byte()'))).toBe(true);
    expect(rustcAccepts2015Over(dep, main('self.get_byte_all()'))).toBe(false);
  });
});

describe('Rust answer checks: byte-unit 4.0.13 (real source, serde from Debian\'s registry; held out 22\'s closed member misses, NOT blind)', () => {
  // adjusted_byte.rs says `use crate::serde::ser::{Serialize, Serializer};`, `serde` being lib.rs's `extern crate serde;`: the
  // path was walked as a module of the crate, serde was never read, and the member set stayed open.
  const check = crateCheckerWithDependencies('byte-unit-4.0.13', createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]));
  const file = 'src/adjusted_byte.rs';

  it('the real `AdjustedByte.cmp` is clean and `self.get_byte_all()` is refused', async () => {
    const line = lineOf(`byte-unit-4.0.13/${file}`, '    fn cmp(&self, other: &AdjustedByte) -> Ordering {');
    expect(line).toBeGreaterThan(0);
    expect(await check(file, 'AdjustedByte.cmp', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, 'AdjustedByte.cmp', line, (b) => b.replace('self.get_byte()', 'self.get_byte_all()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('`self.get_byte_all`');
  });
});

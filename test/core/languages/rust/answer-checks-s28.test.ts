/**
 * Rust answer checks, session 28 (issue 22, T3), from Rust held out 20's misses and flagged-only mutants (read after its blind
 * run: NOT blind). Each cross-checked with rustc 1.95 (`--emit=metadata`) on a compact crate of the same shape, and on the real
 * Debian source (librust-*-dev, scripts/setup-test-deps.sh).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../../../../src/adapters/dependencies/rust-registry.js';
import { crateChecker, crateCheckerWithDependencies, filesChecker, registryFile, rs, rustcAcceptsCrate } from './helpers.js';

const same = (t: string): string => t;
/** The line of the first line of `path` (a registry file) holding `text`. */
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;

/**
 * xcb 1.2.0's shape: base.rs says `use crate::{cache_extensions_data, ffi::*};`, and `ffi` is an inline module of lib.rs whose
 * items are its file modules' globs (`pub mod ffi { pub(crate) mod base; pub use base::*; .. }`).
 */
const INLINE_GLOB = new Map([
  ['Cargo.toml', '[package]\nname = "inlineglob"\nversion = "0.1.0"\nedition = "2018"\n'],
  ['src/lib.rs', rs(`
    mod base;

    pub use base::*;

    pub mod ffi {
        #![allow(non_camel_case_types)]

        pub(crate) mod base;

        pub use base::*;
    }
  `)],
  ['src/ffi/base.rs', rs(`
    pub struct xcb_auth_info_t {
        pub namelen: u32,
    }

    pub unsafe fn xcb_connect_to_fd(fd: i32, info: *mut xcb_auth_info_t) -> u32 {
        if info.is_null() { fd as u32 } else { (*info).namelen }
    }
  `)],
  ['src/base.rs', rs(`
    use crate::ffi::*;

    fn check_connection_error(conn: u32) -> Result<(), String> {
        if conn == 0 { Err("no connection".to_string()) } else { Ok(()) }
    }

    pub fn connect_to_fd(fd: i32, name: &str) -> Result<u32, String> {
        let mut auth_info = xcb_auth_info_t { namelen: name.len() as u32 };
        let conn = unsafe { xcb_connect_to_fd(fd, &mut auth_info as *mut _) };
        check_connection_error(conn)?;
        Ok(conn)
    }
  `)],
]);

describe('Rust answer checks: a glob of an inline module whose items are globs of its file modules (xcb\'s `ffi::*`)', () => {
  const check = filesChecker(INLINE_GLOB);
  const text = INLINE_GLOB.get('src/base.rs')!;
  const line = text.split('\n').findIndex((l) => l.includes('pub fn connect_to_fd')) + 1;
  const wrong = (t: string): string => t.replace('check_connection_error(', 'check_connection_error_checked(');

  it('rustc builds the crate as written and refuses a made-up helper', () => {
    expect(rustcAcceptsCrate(INLINE_GLOB, '2018')).toBe(true);
    expect(rustcAcceptsCrate(new Map([...INLINE_GLOB, ['src/base.rs', wrong(text)]]), '2018')).toBe(false);
  });

  it('the body as written is clean and adds no `use` (the glob binds `xcb_auth_info_t`); the made-up helper is an error', () => {
    expect(check('src/base.rs', 'connect_to_fd', line, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    const r = check('src/base.rs', 'connect_to_fd', line, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('check_connection_error_checked');
  });
});

describe('Rust answer checks: xcb 1.2.0 (real source, held out 20\'s missed helpers)', () => {
  const check = crateChecker('xcb-1.2.0');
  const file = 'src/base.rs';
  const line = lineOf(`xcb-1.2.0/${file}`, 'pub fn connect_to_fd_with_extensions(');

  it('the real `Connection.connect_to_fd_with_extensions` is clean with no added `use`; `check_connection_error_checked` is refused', () => {
    expect(check(file, 'Connection.connect_to_fd_with_extensions', line, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    const r = check(file, 'Connection.connect_to_fd_with_extensions', line, (b) => b.replace('check_connection_error(', 'check_connection_error_checked('));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('check_connection_error_checked');
  });
});

/**
 * plotters-bitmap 0.3.2's shape: bitmap.rs declares an inline module at its top and globs it (`mod image_encoding_support {
 * pub(super) use image::{ImageBuffer, Rgb}; .. }`, `use image_encoding_support::*;`). The glob's module was taken for one of the
 * crate the job did not read, so every member finding on the file's types was only a warning.
 */
const INLINE_LOCAL = new Map([
  ['Cargo.toml', '[package]\nname = "inlinelocal"\nversion = "0.1.0"\nedition = "2018"\n'],
  ['src/lib.rs', 'mod bitmap;\npub use bitmap::BitMap;\n'],
  ['src/bitmap.rs', rs(`
    mod encoding_support {
        pub(super) use std::path::Path;
        pub(super) type Borrowed<'a> = &'a mut [u8];
    }

    use encoding_support::*;

    pub struct BitMap<'a> {
        buf: Borrowed<'a>,
        size: (u32, u32),
    }

    impl<'a> BitMap<'a> {
        fn get_size(&self) -> (u32, u32) {
            self.size
        }

        pub fn area(&self, _to: &Path) -> u32 {
            let (w, h) = self.get_size();
            w * h + self.buf.len() as u32
        }
    }
  `)],
]);

describe('Rust answer checks: a glob of an inline module of the same file (plotters-bitmap\'s `use image_encoding_support::*;`)', () => {
  const check = filesChecker(INLINE_LOCAL);
  const text = INLINE_LOCAL.get('src/bitmap.rs')!;
  const line = text.split('\n').findIndex((l) => l.includes('pub fn area')) + 1;
  const wrong = (t: string): string => t.replace('self.get_size()', 'self.get_size_all()');

  it('rustc builds the crate as written and refuses the made-up method', () => {
    expect(rustcAcceptsCrate(INLINE_LOCAL, '2018')).toBe(true);
    expect(rustcAcceptsCrate(new Map([...INLINE_LOCAL, ['src/bitmap.rs', wrong(text)]]), '2018')).toBe(false);
  });

  it('the body as written is clean; the made-up method is an error, not a warning', () => {
    expect(check('src/bitmap.rs', 'BitMap.area', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check('src/bitmap.rs', 'BitMap.area', line, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('get_size_all');
  });
});

describe('Rust answer checks: plotters-bitmap 0.3.2 (real source, its dependencies from Debian\'s registry; held out 20\'s flagged members)', () => {
  const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);
  const check = crateCheckerWithDependencies('plotters-bitmap-0.3.2', debian);
  const file = 'src/bitmap.rs';
  const line = lineOf(`plotters-bitmap-0.3.2/${file}`, 'pub fn split(&mut self');

  it('the real `BitMapBackend.split` is clean; `self.get_size_all()` and `Self::with_buffer_and_format_checked` are refused', async () => {
    expect(await check(file, 'BitMapBackend.split', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const member = await check(file, 'BitMapBackend.split', line, (b) => b.replace('self.get_size()', 'self.get_size_all()'));
    expect(member.ok).toBe(false);
    expect(member.errors.join(' ')).toContain('get_size_all');
    const helper = await check(file, 'BitMapBackend.split', line, (b) => b.replace('Self::with_buffer_and_format(', 'Self::with_buffer_and_format_checked('));
    expect(helper.ok).toBe(false);
    expect(helper.errors.join(' ')).toContain('with_buffer_and_format_checked');
  });
});

/**
 * cookie 0.16.0's shape: lib.rs declares a module with attributes on the `mod` line and globs it (`#[cfg(any(feature = "private",
 * feature = "signed"))] #[macro_use] mod secure;` .. `pub use secure::*;`). The glob was taken for another crate's, which may bring
 * a trait whose blanket impl reaches the file's types, so every member finding there was only a warning.
 */
const ATTR_MOD = new Map([
  ['Cargo.toml', '[package]\nname = "attrmod"\nversion = "0.1.0"\nedition = "2018"\n'],
  ['src/lib.rs', rs(`
    #[cfg(any(unix, windows))] #[macro_use] mod secure;
    #[cfg(any(unix, windows))] pub use secure::*;

    pub struct Cookie {
        max_age: u64,
    }

    impl std::fmt::Display for Cookie {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "{}", self.max_age)
        }
    }

    impl Cookie {
        pub fn set_max_age(&mut self, age: u64) {
            self.max_age = age;
        }

        pub fn make_permanent(&mut self) {
            let twenty_years = 365 * 20;
            self.set_max_age(twenty_years);
            self.set_max_age(Key::default().0 + twenty_years);
        }
    }
  `)],
  ['src/secure/mod.rs', rs(`
    #[derive(Default)]
    pub struct Key(pub u64);
  `)],
]);

describe('Rust answer checks: a glob of a module declared with attributes on its `mod` line (cookie\'s `#[cfg(..)] #[macro_use] mod secure;`)', () => {
  const check = filesChecker(ATTR_MOD);
  const text = ATTR_MOD.get('src/lib.rs')!;
  const line = text.split('\n').findIndex((l) => l.includes('pub fn make_permanent')) + 1;
  const wrong = (t: string): string => t.replace('self.set_max_age(twenty_years)', 'self.set_max_age_all(twenty_years)');

  it('rustc builds the crate as written and refuses the made-up method', () => {
    expect(rustcAcceptsCrate(ATTR_MOD, '2018')).toBe(true);
    expect(rustcAcceptsCrate(new Map([...ATTR_MOD, ['src/lib.rs', wrong(text)]]), '2018')).toBe(false);
  });

  it('the body as written is clean; the made-up method is an error, not a warning', () => {
    expect(check('src/lib.rs', 'Cookie.make_permanent', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check('src/lib.rs', 'Cookie.make_permanent', line, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('set_max_age_all');
  });
});

describe('Rust answer checks: cookie 0.16.0 (real source, its dependencies from Debian\'s registry; held out 20\'s flagged members)', () => {
  const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);
  const check = crateCheckerWithDependencies('cookie-0.16.0', debian);
  const file = 'src/lib.rs';
  const line = lineOf(`cookie-0.16.0/${file}`, 'pub fn make_permanent(&mut self)');

  it('the real `Cookie.make_permanent` is clean; `self.set_max_age_all(..)` is refused', async () => {
    expect(await check(file, 'Cookie.make_permanent', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, 'Cookie.make_permanent', line, (b) => b.replace('self.set_max_age(', 'self.set_max_age_all('));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('set_max_age_all');
  });
});

/** hyphenation 0.7.1's case_folding.rs: `use std::borrow::Cow::*;` (the enum's variants) beside the file's own helpers. */
const STD_ENUM_GLOB = new Map([
  ['Cargo.toml', '[package]\nname = "stdenumglob"\nversion = "0.1.0"\nedition = "2018"\n'],
  ['src/lib.rs', rs(`
    use std::borrow::Cow;
    use std::borrow::Cow::*;

    fn refold_lowercase(s: &str) -> String {
        s.replace('\\u{130}', "i")
    }

    pub fn refold(original: &str) -> Cow<str> {
        let lowercase = original.to_lowercase();
        if lowercase == original {
            Borrowed(original)
        } else {
            Owned(refold_lowercase(&lowercase))
        }
    }
  `)],
]);

describe('Rust answer checks: a glob of a std enum\'s variants (hyphenation\'s `use std::borrow::Cow::*;`)', () => {
  const check = filesChecker(STD_ENUM_GLOB);
  const text = STD_ENUM_GLOB.get('src/lib.rs')!;
  const line = text.split('\n').findIndex((l) => l.includes('pub fn refold')) + 1;
  const wrong = (t: string): string => t.replace('refold_lowercase(&', 'refold_lowercase_checked(&');

  it('rustc builds the crate as written and refuses the made-up helper', () => {
    expect(rustcAcceptsCrate(STD_ENUM_GLOB, '2018')).toBe(true);
    expect(rustcAcceptsCrate(new Map([...STD_ENUM_GLOB, ['src/lib.rs', wrong(text)]]), '2018')).toBe(false);
  });

  it('the body as written is clean; the made-up helper is an error', () => {
    expect(check('src/lib.rs', 'refold', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check('src/lib.rs', 'refold', line, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('refold_lowercase_checked');
  });
});

describe('Rust answer checks: hyphenation 0.7.1 (real source, held out 20\'s missed helper)', () => {
  const check = crateChecker('hyphenation-0.7.1');
  const file = 'src/case_folding.rs';
  const line = lineOf(`hyphenation-0.7.1/${file}`, 'pub fn refold(');

  it('the real `refold` is clean; `refold_lowercase_checked` is refused', () => {
    expect(check(file, 'refold', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(file, 'refold', line, (b) => b.replace('refold_lowercase(', 'refold_lowercase_checked('));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('refold_lowercase_checked');
  });
});

/** rustc's verdict on a bin (`src/bin/<bin>.rs`) over the package's library built first (metadata only for the bin). */
function rustcAcceptsBin(files: ReadonlyMap<string, string>, lib: string, bin: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s28-'));
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const l = spawnSync('rustc', ['--crate-type', 'lib', '--crate-name', lib, '-o', join(dir, `lib${lib}.rlib`), join(dir, 'src/lib.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (l.error !== undefined) throw l.error;
    if (l.status !== 0) throw new Error(l.stderr);
    const r = spawnSync('rustc', ['--crate-type', 'bin', '--emit=metadata', '--extern', `${lib}=${join(dir, `lib${lib}.rlib`)}`, '-o', join(dir, 'bin.rmeta'), join(dir, `src/bin/${bin}.rs`)], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * brotli-decompressor 2.3.4's shape: a bin's module (src/bin/integration_tests.rs, `mod integration_tests;` in the bin's root,
 * which says `extern crate brotli_decompressor;`) takes the library's enum with `use super::brotli_decompressor::BrotliResult;`
 * and the body names it first as a type, then as a value (`let mut result: BrotliResult = BrotliResult::NeedsMoreInput;`).
 * Met first as a type, the name was kept as "a type alone" and its value uses were passed over: without the `use`, silence.
 */
const TYPE_THEN_VALUE = new Map([
  ['Cargo.toml', '[package]\nname = "bro"\nversion = "0.1.0"\nautobins = false\n\n[lib]\nname = "bro"\n\n[[bin]]\nname = "bro"\n'],
  ['src/lib.rs', 'pub enum BrotliResult {\n    ResultSuccess,\n    NeedsMoreInput,\n}\n'],
  ['src/bin/bro.rs', rs(`
    mod integration_tests;
    extern crate bro;

    fn main() {
        println!("{}", integration_tests::decompress(1));
    }
  `)],
  ['src/bin/integration_tests.rs', rs(`
    use super::bro::BrotliResult;

    pub fn decompress(n: u32) -> u32 {
        let mut result: BrotliResult = BrotliResult::NeedsMoreInput;
        if n > 0 {
            result = BrotliResult::ResultSuccess;
        }
        match result {
            BrotliResult::ResultSuccess => n,
            BrotliResult::NeedsMoreInput => 0,
        }
    }
  `)],
]);

describe('Rust answer checks: a name met first as a type, then as a value (brotli-decompressor\'s `BrotliResult`)', () => {
  const check = filesChecker(TYPE_THEN_VALUE);
  const file = 'src/bin/integration_tests.rs';
  const text = TYPE_THEN_VALUE.get(file)!;
  const line = text.split('\n').findIndex((l) => l.includes('pub fn decompress')) + 1;
  const dropUse = (t: string): string => t.replace('use super::bro::BrotliResult;\n', '\n');

  it('rustc builds the bin as written and refuses it without the `use`', () => {
    expect(rustcAcceptsBin(TYPE_THEN_VALUE, 'bro', 'bro')).toBe(true);
    expect(rustcAcceptsBin(new Map([...TYPE_THEN_VALUE, [file, dropUse(text)]]), 'bro', 'bro')).toBe(false);
  });

  it('the body as written is clean; without the file\'s `use` it is refused', () => {
    expect(check(file, 'decompress', line, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    const r = check(file, 'decompress', line, same, dropUse);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('BrotliResult');
  });
});

describe('Rust answer checks: brotli-decompressor 2.3.4 (real source, held out 20\'s missed needed import)', () => {
  const check = crateChecker('brotli-decompressor-2.3.4');
  const file = 'src/bin/integration_tests.rs';
  const line = lineOf(`brotli-decompressor-2.3.4/${file}`, 'pub fn decompress_internal');
  const dropUse = (t: string): string => t.replace('use super::brotli_decompressor::BrotliResult;\n', '\n');

  it('the real `decompress_internal` is clean; without the file\'s `use ..BrotliResult;` it is refused', () => {
    expect(check(file, 'decompress_internal', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(file, 'decompress_internal', line, same, dropUse);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('BrotliResult');
  });
});

/** rustc's verdict on crate `src` (a lib) over an extern library `ext` built first from `ext` (metadata only for the crate). */
function rustcAcceptsOver(ext: string, src: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s28-'));
  try {
    writeFileSync(join(dir, 'ext.rs'), ext);
    writeFileSync(join(dir, 'lib.rs'), src);
    const l = spawnSync('rustc', ['--edition', '2018', '--crate-type', 'lib', '--crate-name', 'ext', '-o', join(dir, 'libext.rlib'), join(dir, 'ext.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (l.error !== undefined) throw l.error;
    if (l.status !== 0) throw new Error(l.stderr);
    const r = spawnSync('rustc', ['--edition', '2018', '--crate-type', 'lib', '--emit=metadata', '--extern', `ext=${join(dir, 'libext.rlib')}`, '-o', join(dir, 'lib.rmeta'), join(dir, 'lib.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('rustc: another crate\'s extension trait with a blanket impl adds its own methods to a type it reaches, no others', () => {
  const ext = rs(`
    use std::future::Future;
    pub trait FutureExt: Future {
        fn poll_twice(&self) -> u32 { 2 }
    }
    impl<T: Future + ?Sized> FutureExt for T {}
  `);
  const src = (call: string): string => rs(`
    use std::future::Future;
    use std::pin::Pin;
    use std::task::{Context, Poll};
    use ext::FutureExt;
    pub struct Disconnector { n: u32 }
    impl Disconnector {
        fn disconnect(&self) -> u32 { self.n }
    }
    impl Future for Disconnector {
        type Output = u32;
        fn poll(self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<u32> {
            Poll::Ready(self.disconnect() + self.${call}())
        }
    }
  `);

  it('builds with the trait\'s method, refuses a made-up one (what the checks now say with the trait read)', () => {
    expect(rustcAcceptsOver(ext, src('poll_twice'))).toBe(true);
    expect(rustcAcceptsOver(ext, src('disconnect_all'))).toBe(false);
  });
});

describe('Rust answer checks: capnp-rpc 0.14.1 (real source, its dependencies from Debian\'s registry; held out 20\'s missed open member)', () => {
  // rpc.rs says `use futures::{future, Future, FutureExt, TryFutureExt};`; `impl Future for Disconnector` has `fn poll(mut self:
  // Pin<&mut Self>, ..)`. futures' blanket `impl<T: Future + ?Sized> FutureExt for T` reaches it: the members were open. Read
  // from futures-util's source, FutureExt's and TryFutureExt's methods join the type's (and Pin's) instead.
  const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);
  const check = crateCheckerWithDependencies('capnp-rpc-0.14.1', debian);
  const file = 'src/rpc.rs';
  const text = registryFile(`capnp-rpc-0.14.1/${file}`).split('\n');
  const line = text.findIndex((l, i) => l.includes('fn poll(mut self: Pin<&mut Self>, cx: &mut Context) -> Poll<Self::Output>') && text.slice(Math.max(0, i - 6), i).some((p) => p.includes('for Disconnector<VatId>'))) + 1;

  it('the real `Disconnector.poll` is clean, and so is a call of FutureExt\'s `poll_unpin`; `self.disconnect_all()` is refused', async () => {
    expect(line).toBeGreaterThan(0);
    expect(await check(file, 'Disconnector.poll', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(await check(file, 'Disconnector.poll', line, (b) => b.replace('self.disconnect();', 'self.disconnect();\n                let _ = self.as_mut().poll_unpin(cx);'))).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, 'Disconnector.poll', line, (b) => b.replace('self.disconnect();', 'self.disconnect_all();'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('disconnect_all');
  });
});

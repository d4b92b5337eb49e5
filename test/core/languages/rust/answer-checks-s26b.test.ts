/**
 * Rust answer checks, session 26 (issue 22, T3b), from Rust held out 19's false rejections and alarms (read after its blind
 * run: NOT blind from here on):
 * - libudev 0.3.0 (edition 2015) writes `::ffi::udev_device_get_devnode(..)` in device.rs and enumerator.rs, `ffi` being the
 *   crate root's `extern crate libudev_sys as ffi;`: a leading `::` starts at the crate root (2015) or the extern prelude
 *   (2018+), and the root's `extern crate .. as ffi` puts `ffi` in the extern prelude (a bare `ffi::f()` compiles in any file,
 *   any edition). Four real bodies were rejected, "`ffi` is not bound".
 * - libloading 0.7.4's os/windows/mod.rs writes `mem::MaybeUninit::<[mem::MaybeUninit::<WCHAR>; 1024]>::uninit()`: a turbofish
 *   in a type argument, which rustc takes and tree-sitter-rust 0.23.1 does not (grammar-gaps.ts): every body of the file was
 *   flagged for "syntax errors outside this stub".
 * Each cross-checked with rustc 1.95 (`--emit=metadata`) on a compact crate of the same shape.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRustLite } from '../../../../src/core/languages/rust/parser.js';
import { rustScopeFiles } from '../../../../src/core/languages/rust/answer/scope-files.js';
import { crateChecker, crateFiles, filesChecker, registryFile, rs } from './helpers.js';

const same = (t: string): string => t;
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;

/**
 * rustc's verdict on a library crate (`src/lib.rs` its root) beside a dependency `dep` (one file, built first as an rlib):
 * whether it compiles (metadata only).
 */
function rustcAccepts(files: ReadonlyMap<string, string>, edition: string, dep: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s26b-'));
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    writeFileSync(join(dir, 'dep.rs'), dep);
    const run = (args: string[]): number | null => {
      const r = spawnSync('rustc', args, { encoding: 'utf8', timeout: 120_000 });
      if (r.error !== undefined) throw r.error;
      return r.status;
    };
    expect(run(['--edition', '2015', '--crate-type', 'lib', '--crate-name', 'udev_sys', '-o', join(dir, 'libudev_sys.rlib'), join(dir, 'dep.rs')])).toBe(0);
    return run(['--edition', edition, '--crate-type', 'lib', '--emit=metadata', '-L', dir, '-o', join(dir, 'lib.rmeta'), join(dir, 'src/lib.rs')]) === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const DEP = 'pub fn udev_ref(n: u32) -> u32 { n }\npub static UDEV_OK: u32 = 0;\n';

/** libudev's shape: the root renames a dependency `ffi`; a child module calls it through `::ffi::..` and `ffi::..`. */
const udevCrate = (edition: string): Map<string, string> => new Map([
  ['Cargo.toml', `[package]\nname = "udev"\nversion = "0.1.0"\n${edition === '2015' ? '' : `edition = "${edition}"\n`}\n[dependencies.udev-sys]\nversion = "0.1"\n`],
  ['src/lib.rs', rs(`
    extern crate udev_sys as ffi;

    pub use device::Device;

    mod device;
  `)],
  ['src/device.rs', rs(`
    pub struct Device(u32);

    impl Device {
        pub fn rooted(&self) -> u32 {
            unsafe { ::ffi::udev_ref(self.0) }
        }

        pub fn bare(&self) -> u32 {
            ffi::udev_ref(self.0) + ffi::UDEV_OK
        }
    }
  `)],
]);

describe("Rust answer checks: the crate root's `extern crate .. as ffi` from a child module (libudev's `::ffi::..`)", () => {
  for (const edition of ['2015', '2018']) {
    const files = udevCrate(edition);
    const device = files.get('src/device.rs')!;
    const at = (header: string): number => device.split('\n').findIndex((l) => l.includes(header)) + 1;
    const check = filesChecker(files);

    it(`accepts \`::ffi::f()\` and \`ffi::f()\` clean, as rustc does (edition ${edition})`, () => {
      expect(check('src/device.rs', 'Device.rooted', at('pub fn rooted('), same)).toMatchObject({ ok: true, errors: [], warnings: [] });
      expect(check('src/device.rs', 'Device.bare', at('pub fn bare('), same)).toMatchObject({ ok: true, errors: [], warnings: [] });
      expect(rustcAccepts(files, edition, DEP)).toBe(true);
    });

    it(`refuses a rooted or bare path whose head the root does not bind, as rustc does (edition ${edition})`, () => {
      const rooted = check('src/device.rs', 'Device.rooted', at('pub fn rooted('), (t) => t.replace('::ffi::', '::ffix::'));
      expect(rooted.ok).toBe(false);
      expect(rooted.errors.join(' ')).toContain('`ffix`');
      const bare = check('src/device.rs', 'Device.bare', at('pub fn bare('), (t) => t.replace('ffi::UDEV_OK', 'ffix::UDEV_OK'));
      expect(bare.ok).toBe(false);
      expect(bare.errors.join(' ')).toContain('`ffix`');
      expect(rustcAccepts(new Map([...files, ['src/device.rs', device.replace('::ffi::', '::ffix::')]]), edition, DEP)).toBe(false);
      expect(rustcAccepts(new Map([...files, ['src/device.rs', device.replace('ffi::UDEV_OK', 'ffix::UDEV_OK')]]), edition, DEP)).toBe(false);
    });
  }
});

describe("Rust answer checks on libudev 0.3.0's real `::ffi::..` bodies (device.rs, enumerator.rs)", () => {
  const UDEV = 'libudev-0.3.0';
  const check = crateChecker(UDEV);
  const targets = [
    ['src/device.rs', 'Device.devnode', 'pub fn devnode(&self) -> Option<&Path> {'],
    ['src/device.rs', 'Device.subsystem', 'pub fn subsystem(&self) -> Option<&OsStr> {'],
    ['src/device.rs', 'Attributes.next', 'fn next(&mut self) -> Option<Attribute<'],
    ['src/enumerator.rs', 'Enumerator.scan_devices', 'pub fn scan_devices(&mut self) -> ::Result<Devices> {'],
  ] as const;

  it('accepts the four bodies held out 19 rejected, clean', () => {
    for (const [file, qualname, header] of targets) {
      expect(lineOf(`${UDEV}/${file}`, header)).toBeGreaterThan(0);
      expect(check(file, qualname, lineOf(`${UDEV}/${file}`, header), same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    }
  });

  it('still refuses a made-up helper and a made-up crate-root path beside them', () => {
    const [file, qualname, header] = targets[0];
    const helper = check(file, qualname, lineOf(`${UDEV}/${file}`, header), (t) => t.replace('::ffi::udev_device_get_devnode(', 'devnode_checked('));
    expect(helper.ok).toBe(false);
    expect(helper.errors.join(' ')).toContain('`devnode_checked`');
    const root = check(file, qualname, lineOf(`${UDEV}/${file}`, header), (t) => t.replace('::ffi::', '::udev_ffi::'));
    expect(root.ok).toBe(false);
    expect(root.errors.join(' ')).toContain('`udev_ffi`');
  });
});

const TURBOFISH = new Map([
  ['Cargo.toml', '[package]\nname = "turbofish"\nversion = "0.1.0"\nedition = "2018"\n'],
  ['src/lib.rs', rs(`
    use std::mem;

    pub fn helper(n: usize) -> usize {
        n
    }

    pub fn buffer() -> usize {
        let buf = mem::MaybeUninit::<[mem::MaybeUninit::<u16>; 64]>::uninit();
        helper(mem::size_of_val(&buf))
    }

    pub fn other() -> usize {
        helper(2)
    }
  `)],
]);

describe("Rust answer checks: a turbofish in a turbofish's type argument (libloading's `MaybeUninit::<[MaybeUninit::<WCHAR>; 1024]>`)", () => {
  const text = TURBOFISH.get('src/lib.rs')!;
  const check = filesChecker(TURBOFISH);
  const at = (header: string): number => text.split('\n').findIndex((l) => l.includes(header)) + 1;

  it('parses it as rustc does, the grammar\'s own tree having errors there', () => {
    expect(parseRustLite(text, false).problems.length).toBeGreaterThan(0);
    expect(parseRustLite(text).problems).toEqual([]);
    expect(rustcAccepts(TURBOFISH, '2018', DEP)).toBe(true);
  });

  it('accepts the bodies beside it clean (no word of syntax errors) and still refuses a made-up helper', () => {
    expect(check('src/lib.rs', 'buffer', at('pub fn buffer('), same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check('src/lib.rs', 'other', at('pub fn other('), same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const wrong = check('src/lib.rs', 'other', at('pub fn other('), (t) => t.replace('helper(2)', 'helper_checked(2)'));
    expect(wrong.ok).toBe(false);
    expect(rustcAccepts(new Map([...TURBOFISH, ['src/lib.rs', text.replace('helper(2)', 'helper_checked(2)')]]), '2018', DEP)).toBe(false);
  });
});

describe("Rust answer checks on libloading 0.7.4's os/windows/mod.rs (the file held out 19 flagged for syntax errors)", () => {
  const LIB = 'libloading-0.7.4';
  const FILE = 'src/os/windows/mod.rs';
  const check = crateChecker(LIB);

  it('reads the file without errors', () => {
    expect(parseRustLite(registryFile(`${LIB}/${FILE}`)).problems).toEqual([]);
  });

  it('accepts `Library.this` and `Library.into_raw` with no word of syntax errors, and refuses a made-up helper', () => {
    for (const [qualname, header] of [['Library.this', 'pub fn this() -> Result<Library, crate::Error> {'], ['Library.into_raw', 'pub fn into_raw(self) -> HMODULE {']] as const) {
      const r = check(FILE, qualname, lineOf(`${LIB}/${FILE}`, header), same);
      expect(r.errors).toEqual([]);
      expect(r.warnings.join(' ')).not.toContain('syntax errors');
    }
    const wrong = check(FILE, 'Library.this', lineOf(`${LIB}/${FILE}`, 'pub fn this() -> Result<Library, crate::Error> {'), (t) => t.replace('with_get_last_error(', 'with_get_last_error_checked('));
    expect(wrong.ok).toBe(false);
  });
});

describe("Rust answer checks: the crate's manifest among the scope files (async-global-executor's reactor.rs `async_io::block_on`)", () => {
  const AGE = 'async-global-executor-2.3.1';
  const files = new Map(Object.entries(crateFiles(AGE)));
  const keys = [...files.keys()];
  const at = ['src/reactor.rs', 'block_on', lineOf(`${AGE}/src/reactor.rs`, 'pub(crate) fn block_on<')] as const;

  it('asks for Cargo.toml beside the crate\'s files, whatever was read (held out 19 read the 9 .rs files only)', () => {
    expect(rustScopeFiles('src/reactor.rs', keys)).toContain('Cargo.toml');
    expect(rustScopeFiles('src/reactor.rs', keys, files)).toContain('Cargo.toml');
    expect(rustScopeFiles('src/reactor.rs', keys).filter((f) => f.endsWith('.rs'))).toHaveLength(8);
  });

  it('then accepts the real body clean; without the manifest its dependencies are only "fine if external crates"', () => {
    expect(crateChecker(AGE)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const unread = crateChecker(AGE, (p, t) => (p === 'Cargo.toml' ? undefined : t))(...at, same);
    expect(unread.warnings).toEqual(['`async_io`, `futures_lite`: not bound in this file; fine only if they are external crates of Cargo.toml.']);
    const wrong = crateChecker(AGE)(...at, (t) => t.replace('async_io::block_on(', 'async_iox::block_on('));
    expect(wrong.ok).toBe(false);
  });
});

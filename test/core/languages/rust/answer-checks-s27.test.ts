/**
 * Rust answer checks, session 27 (issue 22, T3), from Rust held out 19's flagged-only mutants and session 26's open items
 * (all read after held out 19's blind run: NOT blind):
 * - concread 0.4.1's arcache/mod.rs says `use crate::hashtrie::*;`, and hashtrie/mod.rs pastes its types with
 *   `include!("impl.rs");`. Any item-level `include!` made the glob's names unknown, so the made-up `Self::calc_p_freq_checked`
 *   was only flagged ("a glob `use` of a module of this crate the job did not read ..."). An `include!` of a literal path of a
 *   crate file the job read now adds that file's items to the module's names.
 * Each cross-checked with rustc 1.95 (`--emit=metadata`) on a compact crate of the same shape.
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

/** concread's shape: `cache` globs `trie`, whose mod.rs pastes its items (a blanket trait among them) from impl.rs. */
const INCLUDED = new Map([
  ['Cargo.toml', '[package]\nname = "included"\nversion = "0.1.0"\nedition = "2021"\n'],
  ['src/lib.rs', rs(`
    pub mod cache;
    pub mod trie;
  `)],
  ['src/trie/mod.rs', rs(`
    use std::fmt::Debug;

    include!("impl.rs");

    impl Trie {
        pub fn new() -> Self {
            Trie { n: 0 }
        }
    }
  `)],
  ['src/trie/impl.rs', rs(`
    #[derive(Debug)]
    pub struct Trie {
        pub n: u32,
    }

    pub trait Twice {
        fn twice_of(&self) -> u32 {
            2
        }
    }

    impl<T: Debug> Twice for T {}
  `)],
  ['src/cache/mod.rs', rs(`
    use crate::trie::*;

    #[derive(Debug)]
    pub struct Cache {
        trie: Trie,
    }

    impl Cache {
        fn calc(a: u32) -> u32 {
            a + 1
        }

        pub fn drain(&self) -> u32 {
            let t = Trie::new();
            Self::calc(t.n) + self.trie.n + self.twice_of()
        }
    }
  `)],
]);

describe('Rust answer checks: a glob of a module that pastes its items with `include!` (concread\'s hashtrie)', () => {
  const check = filesChecker(INCLUDED);
  const text = INCLUDED.get('src/cache/mod.rs')!;
  const line = text.split('\n').findIndex((l) => l.includes('pub fn drain')) + 1;
  const wrong = (t: string): string => t.replace('Self::calc(', 'Self::calc_checked(');

  it('rustc builds the crate as written and refuses a made-up associated function', () => {
    expect(rustcAcceptsCrate(INCLUDED, '2021')).toBe(true);
    expect(rustcAcceptsCrate(new Map([...INCLUDED, ['src/cache/mod.rs', wrong(text)]]), '2021')).toBe(false);
  });

  it('the body as written is clean (the pasted trait reaches the type); the made-up function is an error', () => {
    expect(check('src/cache/mod.rs', 'Cache.drain', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check('src/cache/mod.rs', 'Cache.drain', line, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('calc_checked');
  });

  it('a pasted file the job did not read leaves the glob open: a warning, not an error', () => {
    const unread = filesChecker(new Map([...INCLUDED].filter(([p]) => p !== 'src/trie/impl.rs')), [...INCLUDED.keys()]);
    const r = unread('src/cache/mod.rs', 'Cache.drain', line, wrong);
    expect(r.ok).toBe(true);
    expect(r.warnings.join(' ')).toContain('calc_checked');
  });
});

describe('Rust answer checks: concread 0.4.1 (real source, held out 19\'s flagged helper)', () => {
  const check = crateChecker('concread-0.4.1');
  const file = 'src/arcache/mod.rs';
  const line = lineOf(`concread-0.4.1/${file}`, 'fn drain_inc_rx<');

  it('the real `ARCache.drain_inc_rx` is clean; `Self::calc_p_freq_checked` is refused', () => {
    expect(check(file, 'ARCache.drain_inc_rx', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(file, 'ARCache.drain_inc_rx', line, (b) => b.replace('Self::calc_p_freq(', 'Self::calc_p_freq_checked('));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('calc_p_freq_checked');
  });
});

/** A crate trait with a blanket impl (`impl<T: Debug> Twice for T {}`), used on a concrete type of the crate. */
const BLANKET = (useLine: string): Map<string, string> => new Map([
  ['Cargo.toml', '[package]\nname = "blanket"\nversion = "0.1.0"\nedition = "2021"\n'],
  ['src/lib.rs', 'pub mod cache;\npub mod trie;\n'],
  ['src/trie.rs', rs(`
    use std::fmt::Debug;

    #[derive(Debug)]
    pub struct Trie {
        pub n: u32,
    }

    pub trait Twice {
        fn twice_of(&self) -> u32 {
            2
        }
    }

    impl<T: Debug> Twice for T {}
  `)],
  ['src/cache.rs', rs(`
    ${useLine}

    #[derive(Debug)]
    pub struct Cache {
        trie: Trie,
    }

    impl Cache {
        pub fn drain(&self) -> u32 {
            self.trie.n + self.twice_of()
        }
    }
  `)],
]);

describe('Rust answer checks: a crate trait with a blanket impl reaches a concrete type where it is in scope', () => {
  for (const useLine of ['use crate::trie::{Trie, Twice};', 'use crate::trie::*;']) {
    it(`\`${useLine}\`: rustc builds it; the body is clean, a made-up method still an error`, () => {
      const files = BLANKET(useLine);
      const text = files.get('src/cache.rs')!;
      const line = text.split('\n').findIndex((l) => l.includes('pub fn drain')) + 1;
      expect(rustcAcceptsCrate(files, '2021')).toBe(true);
      const check = filesChecker(files);
      expect(check('src/cache.rs', 'Cache.drain', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
      const wrong = (t: string): string => t.replace('self.twice_of()', 'self.thrice_of()');
      expect(rustcAcceptsCrate(new Map([...files, ['src/cache.rs', wrong(text)]]), '2021')).toBe(false);
      expect(check('src/cache.rs', 'Cache.drain', line, wrong).ok).toBe(false);
    });
  }

  it('without the trait in scope rustc refuses `self.twice_of()` (E0599), and so do the checks', () => {
    const files = BLANKET('use crate::trie::Trie;');
    const text = files.get('src/cache.rs')!;
    const line = text.split('\n').findIndex((l) => l.includes('pub fn drain')) + 1;
    expect(rustcAcceptsCrate(files, '2021')).toBe(false);
    expect(filesChecker(files)('src/cache.rs', 'Cache.drain', line, same).ok).toBe(false);
  });
});

/** rustc's verdict on a library crate (`src/lib.rs` its root) beside a dependency crate `tdep` (one file, built first as an rlib). */
function rustcAcceptsWithTdep(files: ReadonlyMap<string, string>, dep: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s27-'));
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    writeFileSync(join(dir, 'tdep.rs'), dep);
    const run = (args: string[]): number | null => {
      const r = spawnSync('rustc', args, { encoding: 'utf8', timeout: 120_000 });
      if (r.error !== undefined) throw r.error;
      return r.status;
    };
    expect(run(['--edition', '2021', '--crate-type', 'lib', '--crate-name', 'tdep', '-o', join(dir, 'libtdep.rlib'), join(dir, 'tdep.rs')])).toBe(0);
    return run(['--edition', '2021', '--crate-type', 'lib', '--emit=metadata', '--extern', `tdep=${join(dir, 'libtdep.rlib')}`, '-o', join(dir, 'lib.rmeta'), join(dir, 'src/lib.rs')]) === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TDEP = '#[macro_export]\nmacro_rules! trace {\n    () => {\n        Some(1u32)\n    };\n}\n';

/** trust-dns-server's shape: error.rs takes `trace` through the root's `pub use tdep as proto;`, other.rs straight from tdep. */
const TRACED = (errorUse: string, extra: ReadonlyMap<string, string> = new Map()): Map<string, string> => new Map([
  ['Cargo.toml', '[package]\nname = "traced"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ntdep = "0.1"\n'],
  ['src/lib.rs', 'pub use tdep as proto;\npub mod error;\npub mod other;\npub mod third;\n'],
  ['src/error.rs', rs(`
    ${errorUse}

    pub struct Error {
        pub b: Option<u32>,
    }

    impl Error {
        pub fn new() -> Self {
            Self { b: trace!() }
        }
    }
  `)],
  ['src/other.rs', rs(`
    use tdep::trace;

    pub fn other() -> Option<u32> {
        trace!()
    }
  `)],
  ['src/third.rs', rs(`
    use crate::proto::trace;

    pub fn third() -> Option<u32> {
        trace!()
    }
  `)],
  ...extra,
]);

describe('Rust answer checks: a bare macro nothing brings into scope (trust-dns-server\'s `trace!`)', () => {
  const lineIn = (files: ReadonlyMap<string, string>): number => files.get('src/error.rs')!.split('\n').findIndex((l) => l.includes('pub fn new')) + 1;

  it('rustc builds it with the `use` and refuses it without', () => {
    expect(rustcAcceptsWithTdep(TRACED('use crate::proto::trace;'), TDEP)).toBe(true);
    expect(rustcAcceptsWithTdep(TRACED('use std::fmt;'), TDEP)).toBe(false);
  });

  it('with the `use` the body is clean; without it (the other files disagree on the line) `trace!` is an error', () => {
    const files = TRACED('use crate::proto::trace;');
    expect(filesChecker(files)('src/error.rs', 'Error.new', lineIn(files), same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const without = TRACED('use std::fmt;');
    const r = filesChecker(without)('src/error.rs', 'Error.new', lineIn(without), same);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('`trace!` is not in scope');
  });

  it('a `#[macro_use]`, a `macro_rules! trace` or an unread file of the crate leaves it open', () => {
    const macroUse = TRACED('use std::fmt;', new Map([['src/lib.rs', '#[macro_use]\nextern crate tdep as tdep_macros;\npub use tdep as proto;\npub mod error;\npub mod other;\npub mod third;\n']]));
    expect(rustcAcceptsWithTdep(macroUse, TDEP)).toBe(true);
    expect(filesChecker(macroUse)('src/error.rs', 'Error.new', lineIn(macroUse), same)).toMatchObject({ ok: true, errors: [] });
    const textual = TRACED('use std::fmt;', new Map([['src/lib.rs', 'pub use tdep as proto;\nmacro_rules! trace {\n    () => {\n        Some(2u32)\n    };\n}\npub mod error;\npub mod other;\npub mod third;\n'],
      // (Beside a `macro_rules! trace` in textual scope, a `use` of another `trace` is ambiguous: rustc E0659.)
      ['src/other.rs', 'pub fn other() -> Option<u32> {\n    trace!()\n}\n'], ['src/third.rs', 'pub fn third() -> Option<u32> {\n    trace!()\n}\n']]));
    expect(rustcAcceptsWithTdep(textual, TDEP)).toBe(true);
    expect(filesChecker(textual)('src/error.rs', 'Error.new', lineIn(textual), same)).toMatchObject({ ok: true, errors: [] });
    const without = TRACED('use std::fmt;');
    const unread = filesChecker(new Map([...without].filter(([p]) => p !== 'src/lib.rs')), [...without.keys()]);
    expect(unread('src/error.rs', 'Error.new', lineIn(without), same)).toMatchObject({ ok: true, errors: [] });
  });
});

describe('Rust answer checks: trust-dns-server 0.22.0 (real source, held out 16\'s needed-import `trace`)', () => {
  const file = 'src/error/config_error.rs';
  const line = lineOf(`trust-dns-server-0.22.0/${file}`, 'fn from(error: E) -> Self');

  it('the real `Error.from` is clean; without `trace` in its `use` it is refused', () => {
    expect(crateChecker('trust-dns-server-0.22.0')(file, 'Error.from', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const dropped = crateChecker('trust-dns-server-0.22.0', (path, text) => (path === file ? text.replace('use crate::proto::{trace, ExtBacktrace};', 'use crate::proto::{ExtBacktrace};') : text));
    const r = dropped(file, 'Error.from', line, same);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('`trace!` is not in scope');
  });
});

describe('Rust answer checks: a derived trait\'s supertraits (debcargo 2.6.0\'s `#[derive(Parser)] enum Opt`, clap 3 from Debian)', () => {
  const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);
  const file = 'src/bin/debcargo.rs';
  const line = lineOf(`debcargo-2.6.0/${file}`, 'fn verify_app');

  it('`Opt::into_app()` / `Opt::command()` (clap\'s `Parser: FromArgMatches + CommandFactory`) are clean; a made-up one is refused', async () => {
    const check = crateCheckerWithDependencies('debcargo-2.6.0', debian);
    const real = await check(file, 'verify_app', line, same);
    expect(real.reads).toContain('(dependencies)/rust/clap@3/src/derive.rs');
    expect(real).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(await check(file, 'verify_app', line, () => '    use clap::CommandFactory;\n    Opt::command().debug_assert()')).toMatchObject({ ok: true, errors: [] });
    const made = await check(file, 'verify_app', line, () => '    use clap::CommandFactory;\n    Opt::commandz().debug_assert()');
    expect(made.ok).toBe(false);
    expect(made.errors.join(' ')).toContain('commandz');
  }, 120_000);
});

/** datetime's shape: `use self::Month::*;` of an enum that lists three variants a line. */
const MONTHS = new Map([
  ['Cargo.toml', '[package]\nname = "months"\nversion = "0.1.0"\nedition = "2021"\n'],
  ['src/lib.rs', rs(`
    use self::Month::*;

    #[derive(PartialEq, Eq, PartialOrd, Ord, Debug, Clone, Copy)]
    pub enum Month {
        January =  1, February =  2, March     =  3,
        April   =  4, May      =  5, June      =  6,
    }

    pub fn after_march(m: Month) -> bool {
        m >= March && m != June
    }
  `)],
]);

describe('Rust answer checks: a glob of a file\'s enum whose variants share lines (datetime 0.5.2\'s `Month`, held out 20\'s false rejection)', () => {
  it('rustc builds it; the body is clean; a made-up variant is refused', () => {
    const text = MONTHS.get('src/lib.rs')!;
    const line = text.split('\n').findIndex((l) => l.includes('pub fn after_march')) + 1;
    expect(rustcAcceptsCrate(MONTHS, '2021')).toBe(true);
    const check = filesChecker(MONTHS);
    expect(check('src/lib.rs', 'after_march', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const wrong = (t: string): string => t.replace('m != June', 'm != Juin');
    expect(rustcAcceptsCrate(new Map([['Cargo.toml', MONTHS.get('Cargo.toml')!], ['src/lib.rs', wrong(text)]]), '2021')).toBe(false);
    expect(check('src/lib.rs', 'after_march', line, wrong).ok).toBe(false);
  });

  it('datetime\'s real `YMD.to_days_since_epoch` (`self.month >= March`) is clean', () => {
    const file = 'src/cal/datetime.rs';
    const line = lineOf(`datetime-0.5.2/${file}`, 'fn to_days_since_epoch');
    expect(crateChecker('datetime-0.5.2')(file, 'YMD.to_days_since_epoch', line, same)).toMatchObject({ ok: true, errors: [] });
  });
});

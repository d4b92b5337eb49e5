/**
 * Rust answer checks, session 24 (issue 22), from Rust held out 16's misses (read after its blind run: NOT blind):
 * - lexical-core's math.rs declares `as_wide`, `as_limb`, `test_quotient` inside `perftools_inline!{ fn as_wide<..>(..) .. }`
 *   at the file's top, and its inline `mod large { use super::*; .. }` calls them. The crate's `macro_rules! perftools_inline`
 *   (util/perftools.rs) writes its `$($item:tt)*` input out: the items the input spells are the module's. The checks read the
 *   macro, saw no `fn $name` in its template and took it to declare nothing: three original bodies rejected.
 * - trust-dns-server's message_request.rs globs `use crate::{proto::{error::*, ..}, ..};`, and lib.rs says `pub use trust_dns_proto
 *   as proto;`: another crate's module, which the checks took for a module of the crate they had not read (every member of
 *   `Queries` open: held out 16's flagged helper `Self::read_queries_checked`). It is now read from trust-dns-proto's source:
 *   error.rs makes public one trait, `FromProtoError`, which has no method, and re-exports backtrace's `Backtrace`, a struct
 *   (declared in a `cfg_if!` branch and a file that globs); its `lazy_static!` (with a `matches!` inside) declares no trait.
 * - trust-dns-server's `SqliteAuthority` derefs to the crate's `InMemoryAuthority` (`impl Deref .. { type Target = InMemoryAuthority; }`)
 *   and has `impl DerefMut for SqliteAuthority` too, which names no `Target` (it is the `Deref` impl's): the checks took that for
 *   a target they could not read and left every member open (held out 16's missed `self.origin_all()`).
 * Cross-checked with rustc (`--emit=metadata`) on a compact crate of the same shape: both accept the real names and refuse a
 * made-up one, for a free function reached through `use super::*` and for a method the macro writes inside an `impl`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../../../../src/adapters/dependencies/rust-registry.js';
import { crateChecker, crateCheckerWithDependencies, filesChecker, registryFile, rs } from './helpers.js';

const same = (t: string): string => t;
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;
const LEXICAL = 'lexical-core-0.7.6';
const MATH = 'src/atof/algorithm/math.rs';

describe("Rust answer checks: items a crate macro writes out from its input (lexical-core's `perftools_inline!`)", () => {
  const check = crateChecker(LEXICAL);
  const at = (fn: string): [string, string, number] => [MATH, `large.${fn}`, lineOf(`${LEXICAL}/${MATH}`, `fn ${fn}`)];

  it('accepts the three real bodies that call them through `use super::*`', () => {
    for (const fn of ['calculate_qhat', 'add_back', 'algorithm_d_div']) {
      const r = check(...at(fn), same);
      expect(r.errors, fn).toEqual([]);
      expect(r.ok, fn).toBe(true);
    }
  });

  it('still rejects a made-up helper beside them', () => {
    const r = check(...at('calculate_qhat'), (t) => t.replace('let den = as_wide(y[n-1]);', 'let den = as_wider(y[n-1]);'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`as_wider` is not bound/);
  });
});

describe("Rust answer checks: a glob through the crate root's `pub use other_crate as name;` (trust-dns-server's `crate::proto::error::*`)", () => {
  const DNS = 'trust-dns-server-0.22.0';
  const FILE = 'src/authority/message_request.rs';
  const at: [string, string, number] = [FILE, 'Queries.read', lineOf(`${DNS}/${FILE}`, 'pub fn read(decoder: &mut BinDecoder')];
  const wrong = (t: string): string => t.replace('Self::read_queries(', 'Self::read_queries_checked(');
  const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);

  it('accepts the real body clean, reading trust-dns-proto\'s error.rs', async () => {
    const r = await crateCheckerWithDependencies(DNS, debian)(...at, same);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.reads).toContain('(dependencies)/rust/trust-dns-proto@0.22/src/error.rs');
  });

  it('rejects an associated function `Queries` lacks once the glob is known to bring no trait with a method', async () => {
    const r = await crateCheckerWithDependencies(DNS, debian)(...at, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`Self::read_queries_checked`: `Queries` has no associated function `read_queries_checked` in this crate's code."]);
  });

  it('leaves it a warning without the dependencies', async () => {
    const r = await crateCheckerWithDependencies(DNS, undefined)(...at, wrong);
    expect(r.errors).toEqual([]);
    expect(r.warnings.join(' ')).toMatch(/read_queries_checked/);
  });
});

describe("Rust answer checks: a `DerefMut` impl beside the `Deref` one adds no unknown target (trust-dns-server's `SqliteAuthority`)", () => {
  const DNS = 'trust-dns-server-0.22.0';
  const FILE = 'src/store/sqlite/authority.rs';
  const at: [string, string, number] = [FILE, 'SqliteAuthority.verify_prerequisites', lineOf(`${DNS}/${FILE}`, 'fn verify_prerequisites')];
  const check = crateChecker(DNS);

  it('accepts the real body clean (it calls `self.origin()`, a method of the deref target)', () => {
    expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a method neither `SqliteAuthority` nor `InMemoryAuthority` has', () => {
    const r = check(...at, (t) => t.replace('self.origin()', 'self.origin_all()'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`self.origin_all`: `SqliteAuthority` has no field or method `origin_all` in this crate's code."]);
  });
});

/** rustc's verdict on a one-file library crate: whether it compiles (metadata only). */
function rustcAccepts(source: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-'));
  try {
    writeFileSync(join(dir, 'lib.rs'), source);
    const r = spawnSync('rustc', ['--edition', '2018', '--crate-type', 'lib', '--emit=metadata', '-o', join(dir, 'lib.rmeta'), join(dir, 'lib.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const FORWARDING = rs(`
  macro_rules! inline_items {
      ($($item:tt)*) => (
          #[inline]
          $($item)*
      );
  }

  pub struct Acc {
      total: u64,
  }

  impl Acc {
      inline_items!{
      fn widen(&self) -> u128 {
          self.total as u128
      }}

      pub fn doubled(&self) -> u128 {
          self.widen() * 2
      }
  }

  inline_items!{
  fn as_wide(x: u32) -> u64 {
      x as u64
  }}

  pub mod large {
      use super::*;

      pub fn sum(a: u32, b: u32) -> u64 {
          as_wide(a) + as_wide(b)
      }
  }
`);

const DEREF = rs(`
  use std::ops::{Deref, DerefMut};

  pub struct Inner {
      origin: u32,
  }

  impl Inner {
      pub fn origin(&self) -> u32 {
          self.origin
      }
  }

  pub struct Outer {
      inner: Inner,
  }

  impl Deref for Outer {
      type Target = Inner;

      fn deref(&self) -> &Inner {
          &self.inner
      }
  }

  impl DerefMut for Outer {
      fn deref_mut(&mut self) -> &mut Inner {
          &mut self.inner
      }
  }

  impl Outer {
      pub fn next_origin(&self) -> u32 {
          self.origin() + 1
      }
  }
`);

describe('Rust answer checks agree with rustc on a member through Deref beside DerefMut', () => {
  const check = filesChecker(new Map([['Cargo.toml', '[package]\nname = "deref"\nversion = "0.1.0"\nedition = "2018"\n'], ['src/lib.rs', DEREF]]));
  it('the target\'s method accepted, a made-up one refused, as rustc does', () => {
    const line = DEREF.split('\n').findIndex((l) => l.includes('pub fn next_origin(')) + 1;
    expect(check('src/lib.rs', 'Outer.next_origin', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check('src/lib.rs', 'Outer.next_origin', line, (t) => t.replace('self.origin()', 'self.origin_all()')).ok).toBe(false);
    expect(rustcAccepts(DEREF)).toBe(true);
    expect(rustcAccepts(DEREF.replace('self.origin()', 'self.origin_all()'))).toBe(false);
  });
});

describe('Rust answer checks agree with rustc on a macro that writes its input out', () => {
  const files = new Map([['Cargo.toml', '[package]\nname = "fwd"\nversion = "0.1.0"\nedition = "2018"\n'], ['src/lib.rs', FORWARDING]]);
  const check = filesChecker(files);
  const cases = [
    { what: 'a free function through `use super::*`', qualname: 'large.sum', header: 'pub fn sum(', from: 'as_wide(a)', to: 'as_wider(a)' },
    { what: 'a method the macro writes in the impl', qualname: 'Acc.doubled', header: 'pub fn doubled(', from: 'self.widen()', to: 'self.widen_all()' },
  ];
  for (const c of cases) {
    it(`${c.what}: the real name accepted, a made-up one refused, as rustc does`, () => {
      const line = FORWARDING.split('\n').findIndex((l) => l.includes(c.header)) + 1;
      const ok = check('src/lib.rs', c.qualname, line, same);
      const bad = check('src/lib.rs', c.qualname, line, (t) => t.replace(c.from, c.to));
      expect({ ok: ok.ok, errors: ok.errors, warnings: ok.warnings }).toEqual({ ok: true, errors: [], warnings: [] });
      expect(bad.ok).toBe(false);
      expect(rustcAccepts(FORWARDING)).toBe(true);
      expect(rustcAccepts(FORWARDING.replace(c.from, c.to))).toBe(false);
    });
  }
});

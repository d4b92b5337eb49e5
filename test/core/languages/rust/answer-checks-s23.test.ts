/**
 * Rust answer checks, session 23 (issue 22), from Rust held out 15's open members (read after its blind run: NOT blind), on
 * real crates from Debian (scripts/setup-test-deps.sh) with their dependencies read from Debian's cargo registry as a job
 * reads them under the `rust` dependencies option:
 * - rust_decimal's decimal.rs writes `use num_traits::float::FloatCore;` (for `no_std` builds) and never spells `FloatCore`
 *   again: an import shaped like an extension trait, which left every member of `Decimal` (it implements num-traits' traits,
 *   so another crate's blanket impl could reach it) open. num-traits' float.rs implements `FloatCore` only for `f32` and
 *   `f64`, no blanket impl (`impl<T: ..> FloatCore for T`): it adds no method to `Decimal`, and the members are closed.
 * - filespooler's header.rs globs `use chrono::prelude::*;`: another crate's glob, which left the members of `FSMetaV1` (it
 *   derives serde's traits) open. chrono's source says what the prelude brings; its one blanket impl (`impl<T> SubsecRound for T
 *   where T: Timelike + ..`) reaches only a type that implements `Timelike`, which filespooler does not: closed.
 * - rust_decimal's maths.rs globs `use crate::prelude::*;`, an inline `pub mod prelude { .. }` of lib.rs, which the checks
 *   could not list (a glob of the crate's own module not read): every member open. Its names are now read from lib.rs.
 */
import { describe, expect, it } from 'vitest';
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../../../../src/adapters/dependencies/rust-registry.js';
import { blanketsIn } from '../../../../src/core/languages/rust/answer/external-traits.js';
import { blankRust } from '../../../../src/core/languages/rust/answer/rust-source-scan.js';
import { crateChecker, crateCheckerWithDependencies, registryFile } from './helpers.js';

const same = (t: string): string => t;
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;
const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);
const DECIMAL = 'rust_decimal-1.23.1';

describe("Rust answer checks: an extension-shaped import whose trait has no blanket impl (rust_decimal's `FloatCore`)", () => {
  const at = ['src/decimal.rs', 'Decimal.floor', lineOf(`${DECIMAL}/src/decimal.rs`, 'pub fn floor(&self) -> Decimal {')] as const;
  const wrong = (t: string): string => t.replace('let floored = self.trunc();', 'let floored = self.trunc_all();');

  it('accepts the real body clean', async () => {
    const r = await crateCheckerWithDependencies(DECIMAL, debian)(...at, same);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.reads).toContain('(dependencies)/rust/num-traits@0.2/src/float.rs');
  });

  it('rejects a method `Decimal` lacks once num-traits says `FloatCore` reaches only f32 and f64', async () => {
    const r = await crateCheckerWithDependencies(DECIMAL, debian)(...at, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`self.trunc_all`: `Decimal` has no field or method `trunc_all` in this crate's code."]);
  });

  it('leaves it open without the dependencies', async () => {
    const r = await crateCheckerWithDependencies(DECIMAL, undefined)(...at, wrong);
    expect(r.errors).toEqual([]);
  });

  it('tells a blanket impl from impls for named types (real num-traits and byteorder sources)', () => {
    expect(blanketsIn(blankRust(registryFile('num-traits-0.2.15/src/float.rs')), 'FloatCore')).toEqual([]);
    expect(blanketsIn(blankRust(registryFile('num-traits-0.2.15/src/real.rs')), 'Real')).toEqual([['Float']]);
  });
});

describe("Rust answer checks: a glob of the crate's inline module (rust_decimal's `use crate::prelude::*;`)", () => {
  const at = ['src/maths.rs', 'Decimal.checked_norm_pdf', lineOf(`${DECIMAL}/src/maths.rs`, 'fn checked_norm_pdf(&self) -> Option<Decimal> {')] as const;
  const wrong = (t: string): string => t.replace('-self.checked_powi(2)?', '-self.checked_powi_all(2)?');

  it('accepts the real body clean', async () => {
    expect(await crateCheckerWithDependencies(DECIMAL, debian)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a method `Decimal` lacks: the prelude is read from lib.rs', async () => {
    const r = await crateCheckerWithDependencies(DECIMAL, debian)(...at, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`self.checked_powi_all`: `Decimal` has no field or method `checked_powi_all` in this crate's code."]);
    expect(r.warnings).toEqual([]);
  });
});

describe("Rust answer checks: another crate's glob read from its source (filespooler's `use chrono::prelude::*;`)", () => {
  const SPOOLER = 'filespooler-1.2.2';
  const at = ['src/header.rs', 'FSMetaV1.render', lineOf(`${SPOOLER}/src/header.rs`, 'pub fn render<W: Write>(')] as const;
  const wrong = (t: string): string => t.replace('self.get_envvars(filename, queuedir)', 'self.get_envvars_all(filename, queuedir)');

  it('accepts the real body clean', async () => {
    expect(await crateCheckerWithDependencies(SPOOLER, debian)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it("rejects a method `FSMetaV1` lacks: chrono's prelude brings no trait whose blanket impl reaches it", async () => {
    const r = await crateCheckerWithDependencies(SPOOLER, debian)(...at, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`self.get_envvars_all`: `FSMetaV1` has no field or method `get_envvars_all` in this crate's code."]);
    expect(r.reads).toContain('(dependencies)/rust/chrono@0.4/src/round.rs');
  });

  it('leaves it open without the dependencies', async () => {
    expect((await crateCheckerWithDependencies(SPOOLER, undefined)(...at, wrong)).errors).toEqual([]);
  });

  it("reads a blanket impl's bounds: chrono's `SubsecRound` needs `Timelike`, byteorder's `ReadBytesExt` only `io::Read`", () => {
    expect(blanketsIn(blankRust(registryFile('chrono-0.4.23/src/round.rs')), 'SubsecRound')).toEqual([['Timelike', 'Add', 'Sub']]);
    expect(blanketsIn(blankRust(registryFile('byteorder-1.4.3/src/io.rs')), 'ReadBytesExt')).toEqual([['Read']]);
  });
});

describe("Rust answer checks: a glob of a std module whose lowercase items are known (rust_decimal's `use core::cmp::*`)", () => {
  const at = ['src/decimal.rs', 'from_f32', lineOf(`${DECIMAL}/src/decimal.rs`, 'fn from_f32(n: f32, remove_excess_bits: bool) -> Option<Decimal> {')] as const;

  it('accepts the real body clean', () => {
    expect(crateChecker(DECIMAL)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a made-up helper: `core::cmp::*` brings types, traits and max/min-like functions, not it', () => {
    const r = crateChecker(DECIMAL)(...at, (t) => t.replace('base2_to_decimal(&mut bits', 'base2_to_decimal_checked(&mut bits'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`base2_to_decimal_checked` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });

  it('still takes `max(..)` from the glob', () => {
    const r = crateChecker(DECIMAL)(...at, (t) => t.replace('let mut exponent2 = biased_exponent - 127;', 'let mut exponent2 = max(biased_exponent, 0) - 127;'));
    expect(r).toMatchObject({ ok: true, errors: [] });
  });
});

describe("Rust answer checks: an impl declares no name (rust_decimal's fuzz.rs, `impl Arbitrary<'_> for crate::Decimal`)", () => {
  const at = ['src/fuzz.rs', 'Decimal.arbitrary', lineOf(`${DECIMAL}/src/fuzz.rs`, 'fn arbitrary(u: &mut Unstructured')] as const;
  const withoutUse = (t: string): string => t.replace('use crate::Decimal;\n', '\n');

  it('accepts the real body clean', () => {
    expect(crateChecker(DECIMAL)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('needs `use` of `Decimal` once the file no longer imports it', () => {
    const r = crateChecker(DECIMAL)(...at, same, withoutUse);
    expect(r.errors).toEqual([]);
    expect(r.imports.map((i) => i.names)).toEqual([['Decimal']]);
  });
});

describe("Rust answer checks: a glob brings a module's public items, not its private `use`s (filespooler's cmd_exec.rs)", () => {
  const SPOOLER = 'filespooler-1.2.2';
  const at = ['src/cmd/cmd_exec.rs', 'cmd_execqueue', lineOf(`${SPOOLER}/src/cmd/cmd_exec.rs`, 'pub fn cmd_execqueue(')] as const;

  it('accepts the real body clean', () => {
    expect(crateChecker(SPOOLER)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it("needs `use crate::seqfile;` back: `use crate::jobqueue::*;` does not bring jobqueue.rs's private `use crate::seqfile;`", () => {
    const r = crateChecker(SPOOLER)(...at, same, (t) => t.replace('use crate::seqfile;\n', '\n'));
    expect(r.errors).toEqual([]);
    expect(r.imports.map((i) => i.text)).toEqual(['use crate::seqfile;']);
  });
});

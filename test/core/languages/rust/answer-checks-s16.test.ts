/**
 * Rust answer checks, session 16 (issue 22), on a real crate from Debian (cexpr, scripts/setup-test-deps.sh), read by
 * mechanism from held out 8's misses (cexpr's 6 wrong members, all missed):
 * - a `Deref` impl whose `Target` is a type of the crate (`impl Deref for PRef { type Target = IdentifierParser; }`) adds that
 *   type's fields and methods (auto-deref), no others: before, any `Deref` impl left the member set open;
 * - another crate's glob (`use nom::*;`) may bring that crate's traits, which reach a crate type only through a blanket
 *   impl's bound (orphan rule): the member set of a type that implements no trait such a bound may name stays certain
 *   (before: every member finding beside such a glob was only a warning).
 * - a crate macro invoked at item level with the type's name (`inner!(CertContext, wincrypt::PCCERT_CONTEXT);`) implements
 *   what its template writes (`impl crate::Inner<$raw> for $t { unsafe fn from_inner(..) }`): those `fn` names are members
 *   (schannel's `install_certificate` original was rejected for `CertContext::from_inner`);
 * - `Self::__Unknown(value)` is a variant (capitalized past its underscores), no associated function (cairo-rs's generated
 *   `From` impls were warned).
 * - after held out 9's blind run (NOT blind): a function's arity was read from the first `(` past `fn`, which may be a bound's
 *   (`fn smawk_inner<T: PartialOrd + Copy, M: Fn(usize, usize) -> T>(matrix: &M, rows, cols, minima)` in smawk: "takes 2",
 *   6 originals rejected); the parameter list now opens past the generics.
 * rustc agrees: the original body builds (the crate Debian ships); `self.shl_shr_all(..)` is E0599 (no method on `PRef`
 * nor, through `Deref`, on `IdentifierParser`); `self.identifiers` is `IdentifierParser`'s field reached through `Deref`.
 */
import { describe, expect, it } from 'vitest';
import { crateChecker, registryFile } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: a Deref to a crate type, another crate glob (session 16)', () => {
  const cexpr = crateChecker('cexpr-0.6.0');
  const at = ['src/expr.rs', 'PRef.and', 360] as const;
  const wrong = (t: string): string => t.replace('self.shl_shr(input)', 'self.shl_shr_all(input)');

  it('reads the file as the test assumes', () => {
    const text = registryFile('cexpr-0.6.0/src/expr.rs');
    expect(text).toMatch(/^use nom::\*;$/m);
    expect(text).toMatch(/impl<'a> ::std::ops::Deref for PRef<'a> \{\n\s+type Target = IdentifierParser<'a>;/);
  });

  it('accepts the original and a field of the Deref target, rejects a method neither type has', () => {
    expect(cexpr(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(cexpr(...at, (t) => t.replace('let (input, acc) =', 'let _n = self.identifiers.len();\n        let (input, acc) ='))).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = cexpr(...at, wrong);
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.shl_shr_all`: `PRef` has no field or method/);
  });

  it('leaves the set open when the Deref target is a generic parameter; a std type has its methods but only warns beside the glob', () => {
    const toT = (s: string): string => s.replace("impl<'a> ::std::ops::Deref for PRef<'a> {\n    type Target = IdentifierParser<'a>;", "impl<'a> ::std::ops::Deref for PRef<'a> {\n    type Target = Box<dyn std::any::Any>;");
    expect(toT(registryFile('cexpr-0.6.0/src/expr.rs'))).toMatch(/type Target = Box<dyn/);
    expect([...cexpr(...at, wrong, toT).errors, ...cexpr(...at, wrong, toT).warnings].join(' ')).not.toMatch(/shl_shr_all/);
    // Session 18: a std target's methods are known (std-type-members.ts: `Vec` and, through it, `[T]`), but other crates
    // implement their traits for std types, so `use nom::*;` may bring the very method: a warning, no error.
    const toVec = (s: string): string => s.replace("type Target = IdentifierParser<'a>;", 'type Target = Vec<u8>;');
    const r = cexpr(...at, wrong, toVec);
    expect(r.errors.join(' ')).not.toMatch(/shl_shr_all/);
    expect(r.warnings.join(' ')).toMatch(/`self\.shl_shr_all`/);
  });

  it('only warns beside the glob when the type implements a trait a blanket impl of that crate may bound on', () => {
    const bounded = (s: string): string => `${s}\nimpl<'a> nom::InputLength for PRef<'a> {\n    fn input_len(&self) -> usize {\n        0\n    }\n}\n`;
    const r = cexpr(...at, wrong, bounded);
    expect(r.errors.join(' ')).not.toMatch(/shl_shr_all/);
    expect(r.warnings.join(' ')).toMatch(/`self\.shl_shr_all`/);
  });
});

describe("Rust answer checks: a crate macro's impl template, a variant past underscores (session 16)", () => {
  it("accepts `CertContext::from_inner`, which the crate's `inner!` invocation implements (schannel), and still rejects a name it does not", () => {
    expect(registryFile('schannel-0.1.19/src/cert_context.rs')).toMatch(/^inner!\(CertContext, wincrypt::PCCERT_CONTEXT\);$/m);
    const schannel = crateChecker('schannel-0.1.19');
    const at = ['src/test.rs', 'install_certificate', 367] as const;
    expect(schannel(...at, same)).toMatchObject({ ok: true, errors: [] });
    const bad = schannel(...at, (t) => t.replace('CertContext::from_inner(cert_context)', 'CertContext::from_inner_checked(cert_context)'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`CertContext::from_inner_checked`/);
  });

  it("reads `Self::__Unknown(value)` as a variant (cairo-rs's `From<cairo_content_t> for Content`)", () => {
    const cairo = crateChecker('cairo-rs-0.14.9');
    expect(cairo('src/enums.rs', 'Content.from', 573, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('Rust answer checks: arity past generics whose bounds hold parentheses (session 16, after held out 9)', () => {
  it("reads smawk_inner's 4 parameters past `M: Fn(usize, usize) -> T` (smawk), and still rejects a call with 3", () => {
    expect(registryFile('smawk-0.3.1/src/lib.rs')).toMatch(/^fn smawk_inner<T: PartialOrd \+ Copy, M: Fn\(usize, usize\) -> T>\($/m);
    const smawk = crateChecker('smawk-0.3.1');
    const at = ['src/lib.rs', 'smawk_column_minima', 200] as const;
    expect(smawk(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = smawk(...at, (t) => t.replace(/,\n\s*&mut minima,/, ','));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`smawk_inner` takes 4 arguments/);
  });
});

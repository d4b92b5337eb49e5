/**
 * Rust answer checks, session 15 (issue 22), on real crates from Debian (scripts/setup-test-deps.sh), each case a miss or a
 * false rejection of held out 7 read by mechanism:
 * - another crate's extension trait in scope (`use rand::Rng;`, `use heck::ToKebabCase;`) opened the member set of every
 *   type of the crate; by the orphan rule it reaches a crate type only through a blanket impl's bound, so it now opens the
 *   set only of a type that implements a trait such a bound may name (quinn-proto's `Bbr` implements only its crate's
 *   `Controller` and std derives);
 * - `use syn::Lit::*;` (a glob of a type path: an enum's variants) made every name of the body uncertain; it binds only
 *   capitalized names (clap_derive's `push_doc_comment`);
 * - `use std::os::unix::prelude::*;` made every name uncertain; its 18 names are listed (jobserver's unix.rs);
 * - a declaring macro of the crate (`fn $f(` in its template) declares any word of its input, lowercase ones too (rav1e's
 *   `decl_angular_ipred_fn! { rav1e_ipred_dc_8bpc_avx2, .. }`: the original was rejected).
 * rustc agrees: the original bodies build (the crates Debian ships); the mutants name what no item or impl declares
 * (E0599 "no method named ... found", E0425 "cannot find function").
 */
import { describe, expect, it } from 'vitest';
import { crateChecker, registryFile } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: an extension trait reaches a crate type only through a bound (session 15)', () => {
  const quinn = crateChecker('quinn-proto-0.9.2');
  const at = ['src/congestion/bbr/mod.rs', 'Bbr.calculate_cwnd', 302] as const;

  it('rejects a wrong method on a type that implements only crate traits, with `use rand::Rng;` in the file', () => {
    expect(registryFile('quinn-proto-0.9.2/src/congestion/bbr/mod.rs')).toMatch(/^use rand::\{Rng, SeedableRng\};$/m);
    expect(quinn(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = quinn(...at, (t) => t.replace('self.get_target_cwnd(', 'self.get_target_cwnd_all('));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.get_target_cwnd_all`: `Bbr` has no field or method/);
  });

  it('leaves the set open when the type implements a trait a blanket impl may bound on (std `Read`)', () => {
    const readable = (s: string): string => `${s}\nimpl std::io::Read for Bbr {\n    fn read(&mut self, _b: &mut [u8]) -> std::io::Result<usize> {\n        Ok(0)\n    }\n}\n`;
    const open = quinn(...at, (t) => t.replace('self.get_target_cwnd(', 'self.get_target_cwnd_all('), readable);
    expect(open.errors.join(' ')).not.toMatch(/get_target_cwnd_all/);
  });
});

describe('Rust answer checks: globs whose names have a known shape (session 15)', () => {
  it('an enum-variant glob (`use syn::Lit::*;`) binds capitalized names only (clap_derive push_doc_comment)', () => {
    const clap = crateChecker('clap_derive-3.2.18');
    const at = ['src/attrs.rs', 'Attrs.push_doc_comment', 814] as const;
    expect(clap(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = clap(...at, (t) => t.replace('process_doc_comment(', 'process_doc_comment_checked('));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`process_doc_comment_checked` is not bound/);
    // A variant the glob may bring (`Str(s)`, `NameValue(..)`) is no finding.
    expect(clap(...at, (t) => t.replace('lit: Str(s)', 'lit: Strx(s)')).errors.join(' ')).not.toMatch(/Strx/);
  });

  it("`use std::os::unix::prelude::*;` binds its listed names only (jobserver's unix.rs)", () => {
    const jobserver = crateChecker('jobserver-0.1.24');
    const at = ['src/unix.rs', 'Client.mk', 34] as const;
    expect(registryFile('jobserver-0.1.24/src/unix.rs')).toContain('use std::os::unix::prelude::*;');
    expect(jobserver(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = jobserver(...at, (t) => t.replace('cvt(libc::pipe(', 'cvt_checked(libc::pipe('));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`cvt_checked` is not bound/);
    // `RawFd` and `FromRawFd` come from that prelude.
    expect(jobserver(...at, (t) => t.replace('let mut pipes = [0; 2];', 'let mut pipes = [0; 2];\n        let _f: Option<RawFd> = None;'))).toMatchObject({ ok: true, errors: [] });
  });
});

describe("Rust answer checks: a declaring macro's lowercase input words (session 15)", () => {
  it("accepts calls of functions a crate macro declares from its input (rav1e's decl_angular_ipred_fn!)", () => {
    const rav1e = crateChecker('rav1e-0.5.1');
    const at = ['src/asm/x86/predict.rs', 'dispatch_predict_intra', 153] as const;
    expect(registryFile('rav1e-0.5.1/src/asm/x86/predict.rs')).toMatch(/decl_angular_ipred_fn! \{\n\s+rav1e_ipred_dc_8bpc_avx2,/);
    expect(rav1e(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    // A name nobody declares is still an error.
    const bad = rav1e(...at, (t) => t.replace('rav1e_ipred_dc_128_8bpc_avx2', 'rav1e_ipred_dc_129_8bpc_avx2'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/rav1e_ipred_dc_129_8bpc_avx2/);
  });
});

describe("Rust answer checks: a string's line continuation inside a macro's tokens (session 15)", () => {
  it("reads no call in `t!(\"..to \\` + `other components (..)\")` (sequoia Cert.canonicalize, an original)", () => {
    const sequoia = crateChecker('sequoia-openpgp-1.12.0');
    expect(registryFile('sequoia-openpgp-1.12.0/src/cert.rs')).toContain('other components (found before? {:?})...');
    expect(sequoia('src/cert.rs', 'Cert.canonicalize', 1504, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

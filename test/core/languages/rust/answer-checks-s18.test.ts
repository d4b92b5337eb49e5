/**
 * Rust answer checks, session 18 (issue 22), on real crates from Debian (scripts/setup-test-deps.sh), read by mechanism from
 * held out 10's misses (NOT blind any more):
 * - im-rc's `HashSet` implements std's `Sum` (`use std::iter::Sum;` in set.rs): a std trait the hand-written table lacked, so it
 *   counted as another crate's trait in scope and opened the member set (`self.len_all()` missed). Every public trait of std is
 *   now known with its methods (std-trait-methods.ts, generated from rust-src); the feature-gated `Arbitrary`/`Serialize` impls
 *   are other crates' traits NOT in scope in set.rs, so they open nothing (rustc E0599: a trait's method needs the trait in scope).
 * - colored's `ColoredString` derefs to `str`: any `Deref` to a non-crate type opened the set. A std type's methods are now known
 *   (std-type-members.ts: inherent `pub fn`s and the std traits implemented for it, through its own deref chain), plus the
 *   crate's impls for it (`impl Colorize for &str`). A path (`ColoredString::default_checked()`) never auto-derefs: a `Deref`
 *   does not open it at all.
 * - git2's `try_call!(raw::git_email_create_from_diff(..))`: a path's head in a macro's tokens is code: a crate item it names
 *   without a `use` is a needed import.
 * rustc agrees on each: the originals build (Debian ships them), the mutants name no item (E0599 / E0433).
 */
import { describe, expect, it } from 'vitest';
import { crateChecker } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: std traits and std deref targets are known exactly (session 18)', () => {
  const imrc = crateChecker('im-rc-15.1.0');
  const at = ['src/hash/set.rs', 'HashSet.union', 515] as const;

  it("accepts im-rc's `HashSet.union` clean and rejects `self.len_all()` (Sum is std's; Arbitrary/Serialize are not in scope)", () => {
    expect(imrc(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = imrc(...at, (t) => t.replace('self.len() >= other.len()', 'self.len_all() >= other.len()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.len_all`: `HashSet` has no field or method/);
    // `Sum::sum` is a method of the type now (an associated function of a std trait it implements, `Sum` in scope).
    expect(imrc(...at, (t) => t.replace('to_mutate\n', 'let _ = Self::sum(std::iter::empty::<Self>());\n        to_mutate\n'))).toMatchObject({ ok: true, errors: [] });
  });

  it('leaves the set open when an `Arbitrary` the type implements is brought into scope (a trait of another crate)', () => {
    const opened = imrc('src/hash/set.rs', 'HashSet.union', 516, (t) => t.replace('self.len() >= other.len()', 'self.len_all() >= other.len()'), (s) => s.replace('use std::borrow::Borrow;', 'use std::borrow::Borrow;\nuse quickcheck::Arbitrary;'));
    expect(opened.errors.join(' ')).not.toMatch(/len_all/);
  });

  const colored = crateChecker('colored-2.0.0');
  const style = ['src/lib.rs', 'ColoredString.compute_style', 374] as const;

  it("accepts colored's `ColoredString.compute_style` clean, a `str` method through its `Deref`, and rejects a member neither has", () => {
    expect(colored(...style, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(colored(...style, (t) => t.replace("res.push('m');", "res.push('m');\n        let _ = self.trim().len() + self.chars().count() + self.to_uppercase().len();"))).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = colored(...style, (t) => t.replace('!self.has_colors()', '!self.has_colors_all()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.has_colors_all`: `ColoredString` has no field or method/);
  });

  it("rejects `ColoredString::default_checked()` in `From<&str>` and `Colorize for &str` (a path does not deref), accepts `default()`", () => {
    const from = ['src/lib.rs', 'ColoredString.from', 462] as const;
    expect(colored(...from, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = colored(...from, (t) => t.replace('ColoredString::default()', 'ColoredString::default_checked()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`ColoredString::default_checked`: `ColoredString` has no associated function/);
    const color = ['src/lib.rs', 'str.color', 527] as const;
    expect(colored(...color, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(colored(...color, (t) => t.replace('ColoredString::default()', 'ColoredString::default_checked()')).ok).toBe(false);
  });
});

describe("Rust answer checks: a path's head inside a macro's tokens (git2's `try_call!`, session 18)", () => {
  const git2 = crateChecker('git2-0.16.0');
  const at = ['src/email.rs', 'Email.from_diff', 141] as const;

  it('accepts `Email.from_diff` clean and adds `use crate::raw;` when the file no longer imports `raw`', () => {
    expect(git2(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    const r = git2(...at, same, (s) => s.replace('use crate::{raw, Buf,', 'use crate::{Buf,'));
    expect(r.imports.map((i) => i.text)).toContain('use crate::raw;');
  });

  it('adds the `use` of a trait named only as a path head in the macro (`Binding::raw(diff)`)', () => {
    const r = git2('src/email.rs', 'Email.from_diff', 140, same, (s) => s.replace('use crate::util::Binding;\n', ''));
    expect(r.imports.map((i) => i.text)).toContain('use crate::util::Binding;');
  });
});

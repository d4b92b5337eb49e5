/**
 * Rust answer checks, session 25 (issue 22), from Rust held out 17's misses (read after its blind run: NOT blind):
 * - hyphenation_commons' parse.rs (edition 2015) takes `Patterns` through `use dictionary::*;` and implements its `Parse` trait
 *   for it and for `ext::Patterns`; the latter's `alphabetical` and `tally` call `Patterns::alphabetical(..)` and
 *   `Patterns::tally(..)`. A type path was checked only for a type of the file or of a named `use`, so held out 17's made-up
 *   `Patterns::alphabetical_checked(..)` and `Patterns::tally_checked(..)` passed. A type a read glob of the crate's module
 *   brings, when that module declares it once and nothing else binds the name, is now checked as a named `use`'s.
 * Cross-checked with rustc (`--emit=metadata`, edition 2015) on a compact crate of the same shape: the real call accepted, the
 * made-up one refused (E0599).
 */
import { describe, expect, it } from 'vitest';
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../../../../src/adapters/dependencies/rust-registry.js';
import { crateChecker, crateCheckerWithDependencies, filesChecker, registryFile, rs, rustcAcceptsCrate } from './helpers.js';

const same = (t: string): string => t;
const HYPH = 'hyphenation_commons-0.7.1';
const PARSE = 'src/parse.rs';
/** The line of the n-th (1-based) `fn name` header in the file. */
const nthLine = (path: string, text: string, n: number): number => {
  const lines = registryFile(path).split('\n');
  let seen = 0;
  for (let i = 0; i < lines.length; i++) if (lines[i]!.includes(text) && ++seen === n) return i + 1;
  return 0;
};

describe("Rust answer checks: a type path through a glob of the crate's module (hyphenation_commons' `use dictionary::*;`)", () => {
  // The second `fn alphabetical` and the third `fn tally` of parse.rs are `impl Parse for ext::Patterns`'s.
  const alphabetical: [string, string, number] = [PARSE, 'Patterns.alphabetical', nthLine(`${HYPH}/${PARSE}`, 'fn alphabetical(', 2)];
  const tally: [string, string, number] = [PARSE, 'Patterns.tally', nthLine(`${HYPH}/${PARSE}`, 'fn tally(', 4)];
  const check = crateChecker(HYPH);

  it('accepts the real bodies clean', () => {
    expect(check(...alphabetical, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(...tally, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects an associated function the glob-imported type lacks', () => {
    const a = check(...alphabetical, (t) => t.replace('None => Patterns::alphabetical(s)', 'None => Patterns::alphabetical_checked(s)'));
    expect(a.ok).toBe(false);
    expect(a.errors).toEqual(["`Patterns::alphabetical_checked`: `Patterns` has no associated function `alphabetical_checked` in this crate's code."]);
    const b = check(...tally, (t) => t.replace('standard : Patterns::tally(pattern)', 'standard : Patterns::tally_checked(pattern)'));
    expect(b.ok).toBe(false);
    expect(b.errors).toEqual(["`Patterns::tally_checked`: `Patterns` has no associated function `tally_checked` in this crate's code."]);
  });

  it('says nothing when the globbed module was not read', () => {
    const unread = crateChecker(HYPH, (path, text) => (path === 'src/dictionary.rs' ? undefined : text));
    const r = unread(...alphabetical, (t) => t.replace('None => Patterns::alphabetical(s)', 'None => Patterns::alphabetical_checked(s)'));
    expect(r.errors).toEqual([]);
  });

  it('says nothing when a second glob brings the same name', () => {
    const both = (s: string): string => s.replace('use dictionary::*;', 'use dictionary::*;\nuse dictionary::extended::*;');
    const line = alphabetical[2] + 1;
    const r = check(PARSE, 'Patterns.alphabetical', line, (t) => t.replace('None => Patterns::alphabetical(s)', 'None => Patterns::alphabetical_checked(s)'), both);
    expect(r.errors).toEqual([]);
  });
});

/**
 * The checks and rustc on one crate: the target (the `header` line's function of `file`, past `after` lines) accepted clean
 * as written, refused with `from` made `to`; rustc builds the crate as written and refuses it so changed.
 */
function agreeWithRustc(files: ReadonlyMap<string, string>, edition: string, file: string, qualname: string, header: string, from: string, to: string, after = 0): void {
  const check = filesChecker(files);
  const text = files.get(file)!;
  const line = text.split('\n').findIndex((l, i) => l.includes(header) && i >= after) + 1;
  const wrong = (t: string): string => t.replace(from, to);
  expect(check(file, qualname, line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  expect(check(file, qualname, line, wrong).ok).toBe(false);
  expect(rustcAcceptsCrate(files, edition)).toBe(true);
  expect(rustcAcceptsCrate(new Map([...files, [file, wrong(text)]]), edition)).toBe(false);
}

const GLOB_TYPE = new Map([
  ['Cargo.toml', '[package]\nname = "globtype"\nversion = "0.1.0"\n'],
  ['src/lib.rs', 'mod dictionary;\npub mod parse;\n'],
  ['src/dictionary.rs', rs(`
    pub struct Patterns {
        pub tallies: Vec<u8>,
    }

    pub mod extended {
        pub struct Patterns {
            pub tallies: Vec<u16>,
        }
    }
  `)],
  ['src/parse.rs', rs(`
    use dictionary::*;
    use dictionary::extended::{self as ext};

    pub trait Parse {
        fn alphabetical(s: &str) -> String {
            s.chars().filter(|c| c.is_alphabetic()).collect()
        }
    }

    impl Parse for Patterns {}

    impl Parse for ext::Patterns {
        fn alphabetical(s: &str) -> String {
            match s.find('/') {
                None => Patterns::alphabetical(s),
                Some(i) => Patterns::alphabetical(&s[..i]),
            }
        }
    }
  `)],
]);

describe('Rust answer checks agree with rustc on a type path through an edition-2015 glob', () => {
  it('the real associated function accepted, a made-up one refused, as rustc does', () => {
    agreeWithRustc(GLOB_TYPE, '2015', 'src/parse.rs', 'Patterns.alphabetical', 'fn alphabetical(', 'None => Patterns::alphabetical(s)', 'None => Patterns::alphabetical_checked(s)', 6);
  });
});

describe("Rust answer checks: another crate's glob read from its source (criterion's `use criterion_plot::prelude::*;`)", () => {
  const CRIT = 'criterion-0.3.6';
  const DIST = 'src/plot/gnuplot_backend/distributions.rs';
  const MOD = 'src/plot/gnuplot_backend/mod.rs';
  const rel: [string, string, number] = [DIST, 'rel_distributions', nthLine(`${CRIT}/${DIST}`, 'pub(crate) fn rel_distributions(', 1)];
  const wait: [string, string, number] = [MOD, 'Gnuplot.wait', nthLine(`${CRIT}/${MOD}`, 'fn wait(', 1)];
  const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);
  const helper = (t: string): string => t.replace('rel_distribution(', 'rel_distribution_checked(');

  it('accepts the real body clean, reading criterion-plot\'s prelude', async () => {
    const r = await crateCheckerWithDependencies(CRIT, debian)(...rel, same);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.reads).toContain('(dependencies)/rust/criterion-plot@0.4/src/prelude.rs');
  });

  it('rejects a made-up helper once the glob\'s names are known', async () => {
    const r = await crateCheckerWithDependencies(CRIT, debian)(...rel, helper);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`rel_distribution_checked` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });

  it('says nothing of it without the dependencies (the glob may bring it)', async () => {
    const r = await crateCheckerWithDependencies(CRIT, undefined)(...rel, helper);
    expect(r.errors).toEqual([]);
  });

  it('adds the `use` a body needs beside that glob (`format::time(..)` once `use crate::format;` is gone)', async () => {
    const drop = (path: string, text: string): string => (path === MOD ? text.replace('use crate::format;\n', '') : text);
    const line = wait[2] - 1;
    const r = await crateCheckerWithDependencies(CRIT, debian, drop)(MOD, 'Gnuplot.wait', line, same);
    expect(r.imports.map((i) => i.text)).toEqual(['use crate::format;']);
    const without = await crateCheckerWithDependencies(CRIT, undefined, drop)(MOD, 'Gnuplot.wait', line, same);
    expect(without.imports).toEqual([]);
  });
});

describe("Rust answer checks: a tuple struct's constructor in a macro's arguments needs its `use` (criterion's `Slope(..)` in `format!`)", () => {
  const CRIT = 'criterion-0.3.6';
  const HTML = 'src/html/mod.rs';
  const drop = (path: string, text: string): string => (path === HTML ? text.replace('use crate::stats::bivariate::regression::Slope;\n', '') : text);
  const line = nthLine(`${CRIT}/${HTML}`, 'fn measurement_complete(', 1) - 1;

  it('adds `use crate::stats::bivariate::regression::Slope;` when the file lost it, nothing when it has it', () => {
    const r = crateChecker(CRIT, drop)(HTML, 'Html.measurement_complete', line, same);
    expect(r.imports.map((i) => i.text)).toEqual(['use crate::stats::bivariate::regression::Slope;']);
    const whole = crateChecker(CRIT)(HTML, 'Html.measurement_complete', line + 1, same);
    expect(whole).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
  });
});

describe("Rust answer checks: `self` of a generic parameter (ord_subset's `impl<T, U> OrdSubsetSliceExt<T> for U where U: AsRef<[T]>`)", () => {
  const ORD = 'ord_subset-3.1.1';
  const SLICE = 'src/slice_ext.rs';
  const search: [string, string, number] = [SLICE, 'U.ord_subset_binary_search', nthLine(`${ORD}/${SLICE}`, 'fn ord_subset_binary_search(', 2)];
  const check = crateChecker(ORD);

  it('accepts the real body clean (a method of the trait it implements)', () => {
    expect(check(...search, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a method neither the trait nor the bounds have', () => {
    const r = check(...search, (t) => t.replace('self.ord_subset_binary_search_by(', 'self.ord_subset_binary_search_by_all('));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`self.ord_subset_binary_search_by_all`: `U` has no field or method `ord_subset_binary_search_by_all` in this crate's code."]);
  });

  it('accepts a method of a bound (`AsRef::as_ref`, `AsMut::as_mut`) and leaves an unread bound open', () => {
    const sort: [string, string, number] = [SLICE, 'U.ord_subset_sort', nthLine(`${ORD}/${SLICE}`, 'fn ord_subset_sort(', 2)];
    expect(check(...sort, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const otherBound = (s: string): string => s.replace('impl<T, U> OrdSubsetSliceExt<T> for U\nwhere\n    U: AsRef<[T]>,', 'impl<T, U> OrdSubsetSliceExt<T> for U\nwhere\n    U: AsRef<[T]> + other::Slice,');
    const r = check(...search, (t) => t.replace('self.ord_subset_binary_search_by(', 'self.ord_subset_binary_search_by_all('), otherBound);
    expect(r.errors).toEqual([]);
  });
});

const GENERIC_SELF = rs(`
  pub trait Measure {
      fn size(&self) -> usize;
  }

  pub trait SliceExt<T> {
      fn first_size(&self) -> usize;
      fn total(&self) -> usize;
  }

  impl<T, U> SliceExt<T> for U
  where
      U: AsRef<[T]>,
      T: Measure,
  {
      fn first_size(&self) -> usize {
          self.as_ref().first().map(|x| x.size()).unwrap_or(0)
      }

      fn total(&self) -> usize {
          self.first_size() + self.as_ref().len()
      }
  }
`);

describe('Rust answer checks agree with rustc on `self` of a generic parameter', () => {
  it('a method of the trait and of a bound accepted, a made-up one refused, as rustc does', () => {
    const files = new Map([['Cargo.toml', '[package]\nname = "gself"\nversion = "0.1.0"\nedition = "2018"\n'], ['src/lib.rs', GENERIC_SELF]]);
    agreeWithRustc(files, '2018', 'src/lib.rs', 'U.total', 'fn total(&self) -> usize {', 'self.first_size()', 'self.first_sizes()');
  });
});

describe("Rust answer checks: a type whose `Deref` target is its type parameter (cxx's `impl<T> Deref for UniquePtr<T> { type Target = T; }`)", () => {
  const CXX = 'cxx-1.0.87';
  const check = crateChecker(CXX);
  const wrong = (t: string): string => t.replace('self.as_ref()', 'self.as_ref_all()');
  for (const [file, qualname] of [['src/unique_ptr.rs', 'UniquePtr.fmt'], ['src/shared_ptr.rs', 'SharedPtr.fmt']] as const) {
    const at: [string, string, number] = [file, qualname, nthLine(`${CXX}/${file}`, 'fn fmt(', 1)];
    it(`${qualname}: the real body accepted clean, a method neither the type nor \`T\`'s bounds have refused`, () => {
      expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
      const r = check(...at, wrong);
      expect(r.ok).toBe(false);
      expect(r.errors).toEqual([`\`self.as_ref_all\`: \`${qualname.split('.')[0]}\` has no field or method \`as_ref_all\` in this crate's code.`]);
    });
  }

  it('stays open where the bound is another crate\'s trait', () => {
    const other = (s: string): string => s.replace('impl<T> Debug for UniquePtr<T>\nwhere\n    T: Debug + UniquePtrTarget,', 'impl<T> Debug for UniquePtr<T>\nwhere\n    T: Debug + UniquePtrTarget + other::Thing,');
    const r = check('src/unique_ptr.rs', 'UniquePtr.fmt', nthLine(`${CXX}/src/unique_ptr.rs`, 'fn fmt(', 1), (t) => t.replace('self.as_ref()', 'self.thing()'), other);
    expect(r.errors).toEqual([]);
  });
});

const GENERIC_DEREF = rs(`
  use std::fmt::{self, Debug};
  use std::ops::Deref;

  pub trait Target {
      fn size(&self) -> usize;
  }

  pub struct Ptr<T> {
      inner: Box<T>,
  }

  impl<T> Deref for Ptr<T> {
      type Target = T;

      fn deref(&self) -> &T {
          &self.inner
      }
  }

  impl<T> Debug for Ptr<T>
  where
      T: Debug + Target,
  {
      fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
          write!(formatter, "{}", self.size())
      }
  }
`);

describe('Rust answer checks agree with rustc on a member through a generic `Deref` target', () => {
  it('a method of the parameter\'s bound accepted, a made-up one refused, as rustc does', () => {
    const files = new Map([['Cargo.toml', '[package]\nname = "gderef"\nversion = "0.1.0"\nedition = "2018"\n'], ['src/lib.rs', GENERIC_DEREF]]);
    agreeWithRustc(files, '2018', 'src/lib.rs', 'Ptr.fmt', 'fn fmt(', 'self.size()', 'self.sizes()');
  });
});

describe("Rust answer checks: a std macro's name heads no path (criterion's `format::change(..)` beside `format!`)", () => {
  const CRIT = 'criterion-0.3.6';
  const HTML = 'src/html/mod.rs';
  const drop = (path: string, text: string): string => (path === HTML ? text.replace('use crate::format;\n', '') : text);
  const line = nthLine(`${CRIT}/${HTML}`, 'fn comparison(&self, measurements', 1);

  it('adds `use crate::format;` when the file lost it, nothing when it has it', () => {
    const r = crateChecker(CRIT, drop)(HTML, 'Html.comparison', line - 1, same);
    expect(r.imports.map((i) => i.text)).toEqual(['use crate::format;']);
    expect(crateChecker(CRIT)(HTML, 'Html.comparison', line, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
  });
});

describe("Rust answer checks: a trait's method an item macro writes (lexical-core's `trait SmallOps { perftools_inline!{ fn small_powers(..) }}`)", () => {
  const LEX = 'lexical-core-0.7.6';
  const BH = 'src/atof/algorithm/bhcomp.rs';
  const at: [string, string, number] = [BH, 'parse_mantissa', nthLine(`${LEX}/${BH}`, 'fn parse_mantissa<', 1)];
  const check = crateChecker(LEX);

  it('accepts `Bigint::small_powers(radix)` (through the globs `super::bignum::*` and `super::math::*`) and refuses a made-up one', () => {
    expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(...at, (t) => t.replace('Bigint::small_powers(radix)', 'Bigint::small_powers_all(radix)'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`Bigint::small_powers_all`: `Bigint` has no associated function `small_powers_all` in this crate's code."]);
  });
});

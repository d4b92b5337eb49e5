/**
 * Rust answer checks, session 14 (issue 22), on real crates from Debian (scripts/setup-test-deps.sh), each case a miss of
 * held out 6 read by mechanism:
 * - `self` in a trait's default method has the trait's methods and its supertraits' (tiff's `trait EndianReader: Read`):
 *   the set was left open for any trait with a supertrait; now a std supertrait adds its listed methods, a crate one its
 *   own (and its supertraits'), one from another crate (or a std name taken from another crate) still opens the set.
 * - a macro the crate takes by path (every other file that invokes `trace!` has `use crate::log::{.., trace}`) needs that
 *   `use` where the body invokes it bare: the check adds it to the suggestion (rustls' `error!`/`trace!`).
 * rustc agrees: the original bodies build (the crates Debian ships); the mutant names a method no bound of `Self` has
 * (rustc E0599 "no method named ... found for reference `&mut Self`").
 */
import { describe, expect, it } from 'vitest';
import { crateChecker, registryFile } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: supertraits of a trait (session 14)', () => {
  const tiff = crateChecker('tiff-0.7.3');
  const at = ['src/decoder/stream.rs', 'EndianReader.read_i64', 89] as const;

  it("rejects a method no supertrait has in a trait's default method (tiff EndianReader.read_i64)", () => {
    expect(tiff(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = tiff(...at, (t) => t.replace('self.byte_order()', 'self.byte_order_all()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.byte_order_all`: `EndianReader` has no field or method/);
    // `read_exact` is std `Read`'s, the supertrait's: still accepted (the original calls it), and so is `take`.
    expect(tiff(...at, (t) => t.replace('self.read_exact(&mut n)?;', 'self.read_exact(&mut n)?;\n        let _ = self.by_ref().take(1);'))).toMatchObject({ ok: true, errors: [] });
  });

  it('a supertrait from another crate, or a std name bound to another crate, leaves the set open', () => {
    const other = tiff(...at, (t) => t.replace('self.byte_order()', 'self.byte_order_all()'), (s) => s.replace('pub trait EndianReader: Read {', 'pub trait EndianReader: Read + weezl::Encoder {'));
    expect(other.errors.join(' ')).not.toMatch(/byte_order_all/);
    // One line more above the trait: the method starts at line 90.
    const rebind = (s: string): string => s.replace('use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom, Take};', 'use std::io::{self, BufRead, BufReader, Seek, SeekFrom, Take};\nuse futures_io::AsyncRead as Read;');
    expect(rebind(registryFile('tiff-0.7.3/src/decoder/stream.rs'))).toContain('use futures_io::AsyncRead as Read;');
    const renamed = tiff(at[0], at[1], 90, (t) => t.replace('self.byte_order()', 'self.poll_read_all()'), rebind);
    expect(renamed.errors.join(' ')).not.toMatch(/poll_read_all/);
  });
});

describe('Rust answer checks: a macro taken by path (session 14)', () => {
  const rustls = crateChecker('rustls-0.20.8');
  const at = ['src/client/tls12.rs', 'ExpectCertificateStatus.handle', 346] as const;
  const dropTrace = (s: string): string => s.replace('use crate::log::{debug, trace};', 'use crate::log::{debug};');

  it('adds the `use` of a macro the crate imports wherever it is invoked (rustls trace!)', () => {
    expect(rustls(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    expect(dropTrace(registryFile('rustls-0.20.8/src/client/tls12.rs'))).toContain('use crate::log::{debug};');
    const lost = rustls(...at, same, dropTrace);
    expect(lost.imports.map((i) => i.text)).toEqual(['use crate::log::trace;']);
    // A macro no file of the crate invokes is not guessed at.
    const unknown = rustls(...at, (t) => t.replace('trace!(', 'tracex!('));
    expect(unknown.imports).toEqual([]);
  });
});

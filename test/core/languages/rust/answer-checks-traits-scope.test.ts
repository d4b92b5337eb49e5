/**
 * Rust answer checks, session 12 (issue 22), on real crates from Debian (scripts/setup-test-deps.sh):
 * - a trait's methods are callable on `self` only where the trait is in scope (rustc E0599): an impl of a trait from
 *   another crate (`impl de::Deserializer for &mut Deserializer<R>`) no longer opens the type's members in a file that
 *   does not `use` it, while an imported one (`use tokio::io::AsyncBufRead`) still does;
 * - `Self::f(` must name an associated function of the type; a plain call in a match guard is a name to bind;
 * - an associated type (`type Error = Error;`) binds no bare name, so a lost `use crate::error::Error` is a needed import;
 * - arity of a method called inside a macro's tokens; `cfg!(not(...))` is no call.
 */
import { describe, expect, it } from 'vitest';
import { crateChecker } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: traits in scope, Self::f, guards, associated items, macro arity', () => {
  const serdeJson = crateChecker('serde_json-1.0.87');

  it('rejects a made-up method on self when the outside trait the type implements is not in scope (serde_json Deserializer)', () => {
    expect(serdeJson('src/de.rs', 'Deserializer.peek_invalid_type', 262, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = serdeJson('src/de.rs', 'Deserializer.peek_invalid_type', 262, (t) => t.replace('self.peek_or_null()', 'self.peek_or_null_all()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.peek_or_null_all`: `Deserializer` has no field or method/);
  });

  it('leaves self open where the outside trait is imported (tokio-util StreamReader: use tokio::io::AsyncBufRead)', () => {
    const tokioUtil = crateChecker('tokio-util-0.7.3');
    const r = tokioUtil('src/io/stream_reader.rs', 'StreamReader.poll_read', 147, (t) => t.replace('self.consume(', 'self.consume_all('));
    expect(r.errors).toEqual([]);
  });

  it('a lost import of a name an impl also declares as an associated type is a needed import (serde_json ser.rs Error)', () => {
    const r = serdeJson('src/ser.rs', 'Serializer.serialize_u32', 131, same, (s) => s.replace('use crate::error::{Error, ErrorCode, Result};', 'use crate::error::{ErrorCode, Result};'));
    expect(r.ok).toBe(true);
    expect(r.imports.map((i) => i.text)).toContain('use crate::error::Error;');
  });

  it('rejects Self::f that the type does not define (kstring KStringInner.from_string)', () => {
    const kstring = crateChecker('kstring-2.0.0');
    expect(kstring('src/string.rs', 'inner.KStringInner.from_string', 547, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = kstring('src/string.rs', 'inner.KStringInner.from_string', 547, (t) => t.replace('Self::from_boxed(', 'Self::from_boxed_checked('));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`Self::from_boxed_checked`/);
  });

  it('rejects a made-up function called in a match guard (webpki presented_id_matches_reference_id_internal)', () => {
    const webpki = crateChecker('webpki-0.22.0');
    expect(webpki('src/name/dns_name.rs', 'presented_id_matches_reference_id_internal', 292, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = webpki('src/name/dns_name.rs', 'presented_id_matches_reference_id_internal', 292, (t) => t.replace('if ascii_lower(p) == ascii_lower(r)', 'if ascii_lower_x(p) == ascii_lower_x(r)'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`ascii_lower_x` is not bound/);
  });

  it('checks the arity of a method called inside debug_assert! (tracing-subscriber FilterFn.is_enabled); cfg!(not(..)) is no call (indexmap)', () => {
    const tracing = crateChecker('tracing-subscriber-0.3.16');
    expect(tracing('src/filter/filter_fn.rs', 'FilterFn.is_enabled', 277, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = tracing('src/filter/filter_fn.rs', 'FilterFn.is_enabled', 277, (t) => t.replace('self.is_below_max_level(metadata)', 'self.is_below_max_level()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.is_below_max_level` takes 1 argument/);
    const indexmap = crateChecker('indexmap-1.9.2');
    expect(indexmap('src/set.rs', 'IndexSet.fmt', 117, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

/**
 * Rust answer checks, session 11 (issue 22), on real crates from Debian (scripts/setup-test-deps.sh):
 * - a call or a `self` member inside a body's macro tokens is checked (`ensure_value_in_range!(.. => weeks_in_year(year))`,
 *   `assert!(self.entries.len() < MAX_SIZE)`), while inline assembly operands (`inlateout("r0") x`) are not names;
 * - an item-level invocation of a crate `macro_rules!` whose templates declare no item from their input
 *   (`impl_add_assign!(Instant: Duration)`) binds no name, so a lost `use crate::Duration;` is a needed import;
 * - a glob of a std module (`use std::io::prelude::*`) leaves `self` members certain, and `Iterator` impls are known;
 * - a type inside an inline module (`mod capture { struct Backtrace }`) and a type alias (`type VecType = StackVec`).
 */
import { describe, expect, it } from 'vitest';
import { crateChecker } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: names inside macro tokens', () => {
  const time = crateChecker('time-0.3.9');

  it('rejects a made-up function called inside a crate macro\'s tokens (time: Date.from_iso_week_date)', () => {
    expect(time('src/date.rs', 'Date.from_iso_week_date', 139, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = time('src/date.rs', 'Date.from_iso_week_date', 139, (t) => t.replace('weeks_in_year(year)', 'weeks_in_year_of(year)'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`weeks_in_year_of` is not bound/);
  });

  it('rejects a field of self that the type lacks inside assert! (http: HeaderMap.insert_entry)', () => {
    const http = crateChecker('http-0.2.7');
    expect(http('src/header/map.rs', 'HeaderMap.insert_entry', 1452, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = http('src/header/map.rs', 'HeaderMap.insert_entry', 1452, (t) => t.replace('assert!(self.entries.len()', 'assert!(self.entry_list.len()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.entry_list`: `HeaderMap` has no field or method `entry_list`/);
  });

  it('reads no names in inline assembly operands (rustix: powerpc64 syscall0_readonly)', () => {
    const rustix = crateChecker('rustix-0.35.12');
    const r = rustix('src/backend/linux_raw/arch/inline/powerpc64.rs', 'syscall0_readonly', 18, same);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('Rust answer checks: item-level macro invocations', () => {
  it('a crate macro that only writes impls binds none of its words: a lost `use crate::Duration;` is a needed import (time: Instant.sub)', () => {
    const time = crateChecker('time-0.3.9');
    expect(time('src/instant.rs', 'Instant.sub', 133, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    const r = time('src/instant.rs', 'Instant.sub', 133, same, (s) => s.replace('use crate::Duration;\n', '\n'));
    expect(r.ok).toBe(true);
    expect(r.imports.map((i) => i.names)).toEqual([['Duration']]);
    expect(r.imports[0]!.text).toMatch(/^use crate::(duration::)?Duration;$/);
  });
});

describe('Rust answer checks: std globs, std traits, inline modules, aliases', () => {
  it('checks self members under `use std::io::prelude::*` on a type that implements Iterator (rustc-serialize: Parser.parse_whitespace)', () => {
    const rs = crateChecker('rustc-serialize-0.3.24');
    expect(rs('src/json.rs', 'Parser.parse_whitespace', 1476, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = rs('src/json.rs', 'Parser.parse_whitespace', 1476, (t) => t.replaceAll('self.ch_is(', 'self.ch_is_any('));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.ch_is_any`: `Parser` has no field or method `ch_is_any`/);
  });

  it('finds the associated functions of a type declared in an inline module (anyhow: capture.Backtrace.capture)', () => {
    const anyhow = crateChecker('anyhow-1.0.69');
    expect(anyhow('src/backtrace.rs', 'capture.Backtrace.capture', 202, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = anyhow('src/backtrace.rs', 'capture.Backtrace.capture', 202, (t) => t.replace('Backtrace::enabled()', 'Backtrace::is_enabled()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`Backtrace::is_enabled`: `Backtrace` has no associated function `is_enabled`/);
  });

  it('does not judge the associated functions of a type alias (minimal-lexical: VecType::new)', () => {
    const ml = crateChecker('minimal-lexical-0.2.1');
    expect(ml('src/bigint.rs', 'Bigint.new', 63, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('Rust answer checks: a local shadows a file function only once bound', () => {
  const webpki = crateChecker('webpki-0.22.0');

  it('checks the arity in `let d = d(year)?` and in a match guard (webpki)', () => {
    expect(webpki('src/calendar.rs', 'time_from_ymdhms_utc', 17, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const let_ = webpki('src/calendar.rs', 'time_from_ymdhms_utc', 17, (t) => t.replace('days_before_year_since_unix_epoch(year)', 'days_before_year_since_unix_epoch()'));
    expect(let_.errors.join(' ')).toMatch(/`days_before_year_since_unix_epoch` takes 1 argument/);
    const guard = webpki('src/name/dns_name.rs', 'presented_id_matches_reference_id_internal', 292, (t) => t.replace('ascii_lower(p) ==', 'ascii_lower() =='));
    expect(guard.errors.join(' ')).toMatch(/`ascii_lower` takes 1 argument/);
  });
});

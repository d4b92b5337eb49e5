/**
 * Rust answer checks, session 20 (issue 22), from Rust held out 12's misses (NOT blind any more), on the real crate from Debian
 * (librust-platform-info-dev, scripts/setup-test-deps.sh):
 * - platform-info's windows.rs writes edition-2015 paths: `extern crate winapi;` then `use self::winapi::um::winnt::*;`. The
 *   globs' `self::winapi` was taken for a module of this crate that nobody had read, which may bring any trait of the crate, so
 *   every member of `PlatformInfo` stayed open and `Self::version_info_checked()` was only warned about. `self::<extern crate>`
 *   is now that other crate: its globs open only what another crate's glob opens (rustc: E0599, no function in `PlatformInfo`).
 */
import { describe, expect, it } from 'vitest';
import { crateChecker } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: `self::` paths through an `extern crate` (session 20)', () => {
  const info = crateChecker('platform-info-1.0.2');
  const at = ['src/windows.rs', 'PlatformInfo.new', 75] as const;

  it("accepts platform-info's Windows `PlatformInfo.new` clean and rejects `Self::version_info_checked()`", () => {
    // (Session 29: `GetNativeSystemInfo` is bound only by winapi's globs, unread here: a warning that names them, never silence.)
    const clean = info(...at, same);
    expect(clean).toMatchObject({ ok: true, errors: [] });
    expect(clean.warnings).toHaveLength(1);
    expect(clean.warnings[0]).toMatch(/^`GetNativeSystemInfo` is not bound .*only a glob `use self::winapi::shared::minwindef::\*;`/);
    const bad = info(...at, (t) => t.replace('Self::version_info()', 'Self::version_info_checked()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`Self::version_info_checked`: `PlatformInfo` has no associated function `version_info_checked`/);
  });

  it('keeps the set open when the glob really is an unread module of the crate (`extern crate` gone)', () => {
    const edit = (s: string): string => s.replace('extern crate winapi;', '').replace(/self::winapi::/g, 'self::sysapi::');
    const bad = info('src/windows.rs', 'PlatformInfo.new', 75, (t) => t.replace('Self::version_info()', 'Self::version_info_checked()'), edit);
    expect(bad.errors.join(' ')).not.toMatch(/version_info_checked/);
  });
});

/**
 * Names a crate's own macros declare are bound (issue 22; session 10's blind held-out 3 found both as false rejections):
 * - `setters! { set_day day: NonZeroU8, ... }` inside `impl Parsed` (time 0.3.9) makes `set_day` a method of `Parsed`;
 * - `macro_rules! standard_headers { ... enum StandardHeader { ... } ... }` (http 0.2.7) declares `StandardHeader`.
 * A made-up name next to them is still rejected.
 */
import { describe, expect, it } from 'vitest';
import { crateChecker } from './helpers.js';


describe('Rust answer checks: names declared by the crate\'s own macros', () => {
  it('a method an item-level macro inside the impl declares is a member (time: Parsed.set_day)', () => {
    const check = crateChecker('time-0.3.9');
    const ok = check('src/parsing/parsed.rs', 'Parsed.parse_component', 167, (t) => t);
    expect(ok.errors).toEqual([]);
    expect(ok.ok).toBe(true);
    const bad = check('src/parsing/parsed.rs', 'Parsed.parse_component', 167, (t) => t.replace('self.set_day(value)', 'self.put_day(value)'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`Parsed` has no field or method `put_day`/);
  });

  it('a type a macro_rules! template of the file declares literally is bound (http: StandardHeader)', () => {
    const check = crateChecker('http-0.2.7');
    const ok = check('src/header/name.rs', 'HeaderName.from_static', 1222, (t) => t);
    expect(ok.errors).toEqual([]);
    expect(ok.ok).toBe(true);
    const bad = check('src/header/name.rs', 'HeaderName.from_static', 1222, (t) => t.replace(/StandardHeader::from_bytes/, 'StandardHeaders::from_bytes'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`StandardHeaders` is not bound/);
  });
});

/**
 * Rust answer checks, session 13 (issue 22), on real crates from Debian (scripts/setup-test-deps.sh), each case a miss
 * of held out 5 read by mechanism:
 * - `Type::f(` on a type the file imports from its own crate (`use crate::{.., Uuid, ..}` in uuid's builder.rs) is checked
 *   like one the file declares, and outside traits the type implements (serde, arbitrary) open it only where in scope;
 * - a 2018-edition `use` that starts with a module of the crate (`use timestamp::ClockSequence` beside `mod timestamp;`)
 *   is the crate's own code, not another crate's extension trait that could add methods to any type;
 * - a `macro_rules!` inside the body is code of the body where the body invokes it (clap's `write_name!` calls `wrap_help`).
 * rustc agrees on each: the original bodies build (they are the crates Debian ships), the mutants name nothing that exists.
 */
import { describe, expect, it } from 'vitest';
import { crateChecker } from './helpers.js';

const same = (t: string): string => t;

describe('Rust answer checks: crate types by import, crate-module paths, body macros', () => {
  const uuid = crateChecker('uuid-1.2.1');

  it('rejects Type::f on a type imported from the crate (uuid builder.rs Uuid::from_bytes_checked)', () => {
    expect(uuid('src/builder.rs', 'Uuid.from_fields', 123, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = uuid('src/builder.rs', 'Uuid.from_fields', 123, (t) => t.replace('Uuid::from_bytes(', 'Uuid::from_bytes_checked('));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`Uuid::from_bytes_checked`: `Uuid` has no associated function/);
  });

  it('a use of a crate module (`use timestamp::ClockSequence`) opens no member set (uuid lib.rs Uuid.get_version)', () => {
    expect(uuid('src/lib.rs', 'Uuid.get_version', 552, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = uuid('src/lib.rs', 'Uuid.get_version', 552, (t) => t.replace('self.get_version_num()', 'self.get_version_num_all()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.get_version_num_all`: `Uuid` has no field or method/);
  });

  it("reads a body's own macro_rules! where the body invokes it (clap-2 Help.write_bin_name)", () => {
    const clap = crateChecker('clap-2.34.0');
    expect(clap('src/app/help.rs', 'Help.write_bin_name', 694, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const helper = clap('src/app/help.rs', 'Help.write_bin_name', 694, (t) => t.replace('wrap_help(&name', 'wrap_help_checked(&name'));
    expect(helper.ok).toBe(false);
    expect(helper.errors.join(' ')).toMatch(/`wrap_help_checked` is not bound/);
    const arity = clap('src/app/help.rs', 'Help.write_bin_name', 694, (t) => t.replace('wrap_help(&name, self.term_w)', 'wrap_help(&name)'));
    expect(arity.ok).toBe(false);
    expect(arity.errors.join(' ')).toMatch(/`wrap_help` takes 2 arguments/);
    // Never invoked, never expanded: rustc reads nothing in it.
    const unused = clap('src/app/help.rs', 'Help.write_bin_name', 694, (t) => t.replace('wrap_help(&name', 'wrap_help_checked(&name').replace(/write_name!\(\);/g, 'color!(self, "x", good)?;'));
    expect(unused.errors.join(' ')).not.toMatch(/wrap_help_checked/);
  });
});

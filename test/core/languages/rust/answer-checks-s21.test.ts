/**
 * Rust answer checks, session 21 (issue 22), from Rust held out 13's misses (read after its blind run: NOT blind), on real
 * crates from Debian (scripts/setup-test-deps.sh):
 * - clipboard 0.5 is an edition-2015 crate (its Cargo.toml names no edition): osx_clipboard.rs writes `use common::*;`, a path
 *   relative to the crate root, whose lib.rs declares `mod common;`. The glob was taken for another crate's (the file itself
 *   declares no `common`), which may bring any name, so the hallucinated helper `class_checked(..)` passed without a word and
 *   the glob's real `err` was offered as a needed import. In edition 2015 a path that starts with a module the crate root
 *   declares now names that module from any file (rustc 2015: `use` paths are crate-relative).
 */
import { describe, expect, it } from 'vitest';
import { crateChecker, registryFile } from './helpers.js';

const same = (t: string): string => t;
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;

describe('Rust answer checks: edition-2015 paths from the crate root (clipboard `use common::*;`)', () => {
  const clipboard = crateChecker('clipboard-0.5.0');
  const at = ['src/osx_clipboard.rs', 'OSXClipboardContext.get_contents', lineOf('clipboard-0.5.0/src/osx_clipboard.rs', 'fn get_contents(')] as const;

  it('accepts the real body clean, `err` taken from the glob (no import offered)', () => {
    expect(clipboard(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
  });

  it('rejects a helper neither the file, the glob nor the prelude binds', () => {
    const bad = clipboard(...at, (t) => t.replace('class("NSString")', 'class_checked("NSString")'));
    expect(bad.ok).toBe(false);
    expect(bad.errors).toEqual(["`class_checked` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });

  it('keeps a 2018 crate\'s bare path another crate\'s (the manifest saying `edition = "2018"`)', () => {
    const edition2018 = crateChecker('clipboard-0.5.0', (path, text) => (path === 'Cargo.toml' ? text.replace('[package]\n', '[package]\nedition = "2018"\n') : text));
    const bad = edition2018(...at, (t) => t.replace('class("NSString")', 'class_checked("NSString")'));
    expect(bad.errors.join(' ')).not.toMatch(/class_checked/);
  });
});

describe('Rust answer checks: a member finding beside an unread crate file says which (encoding_rs, src/data.rs over the size cap)', () => {
  // encoding_rs's src/data.rs is 2.5 MB of tables, over the 1 MB a source reads: the job lists it but never has its text.
  const at = ['src/handles.rs', 'Utf8Source.copy_ascii_to_check_space_one', lineOf('encoding_rs-0.8.31/src/handles.rs', 'pub fn copy_ascii_to_check_space_one')] as const;
  const wrong = (t: string): string => t.replace('&self.slice[self.pos..]', '&self.slices[self.pos..]');

  it('rejects a field `Utf8Source` lacks when every file of the crate was read', () => {
    const bad = crateChecker('encoding_rs-0.8.31')(...at, wrong);
    expect(bad.ok).toBe(false);
    expect(bad.errors).toEqual(["`self.slices`: `Utf8Source` has no field or method `slices` in this crate's code."]);
  });

  it('warns, naming the unread file, when src/data.rs was not read (an impl there may define it)', () => {
    const r = crateChecker('encoding_rs-0.8.31', (path, text) => (path === 'src/data.rs' ? undefined : text))(...at, wrong);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual(["`self.slices`: `Utf8Source` has no field or method `slices` in this crate's code (`src/data.rs` of the crate was not read; an `impl` there may define it)."]);
  });
});

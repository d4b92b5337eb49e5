/**
 * Rust answer checks, session 26 (issue 22), from Rust held out 18's false rejections (read after its blind run: NOT blind):
 * - simplelog's loggers/logging.rs matches `ThreadPadding::Left { 0: qty }`: a tuple variant's field named by its number in a
 *   struct pattern, valid Rust that tree-sitter-rust 0.23.1 does not read (it takes numbers as field names only in struct
 *   expressions). The real `write_thread_name` was rejected as "does not parse" and `write_target` flagged for the file's
 *   syntax errors. grammar-gaps.ts now rewrites such a field's number (same length) when the grammar fails.
 * Cross-checked with rustc (`--emit=metadata`) on a compact crate of the same shape: the real patterns accepted, a made-up
 * name refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRustLite } from '../../../../src/core/languages/rust/parser.js';
import { filesChecker, rs } from './helpers.js';

const same = (t: string): string => t;

/** rustc's verdict on a library crate of several files (`src/lib.rs` its root): whether it compiles (metadata only). */
function rustcAcceptsCrate(files: ReadonlyMap<string, string>, edition: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-'));
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const r = spawnSync('rustc', ['--edition', edition, '--crate-type', 'lib', '--emit=metadata', '-o', join(dir, 'lib.rmeta'), join(dir, 'src/lib.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The checks and rustc on one crate: the target (the `header` line's function of `file`) accepted clean as written, refused
 * with `from` made `to`; rustc builds the crate as written and refuses it so changed.
 */
function agreeWithRustc(files: ReadonlyMap<string, string>, edition: string, file: string, qualname: string, header: string, from: string, to: string): void {
  const check = filesChecker(files);
  const text = files.get(file)!;
  const line = text.split('\n').findIndex((l) => l.includes(header)) + 1;
  const wrong = (t: string): string => t.replace(from, to);
  expect(check(file, qualname, line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  expect(check(file, qualname, line, wrong).ok).toBe(false);
  expect(rustcAcceptsCrate(files, edition)).toBe(true);
  expect(rustcAcceptsCrate(new Map([...files, [file, wrong(text)]]), edition)).toBe(false);
}

const NUMBERED = new Map([
  ['Cargo.toml', '[package]\nname = "numbered"\nversion = "0.1.0"\nedition = "2021"\n'],
  ['src/lib.rs', rs(`
    pub enum Pad {
        Left(usize),
        Right(usize),
        Off,
    }

    pub struct Pair(pub u8, pub u8);

    pub fn extra(n: usize) -> usize {
        n + 1
    }

    pub fn width(p: &Pad) -> usize {
        match p {
            Pad::Left { 0: qty } => *qty,
            Pad::Right { 0: qty, .. } => extra(*qty),
            Pad::Off => 0,
        }
    }

    pub fn swap(p: Pair) -> Pair {
        let Pair { 0: a, 1: b } = p;
        Pair { 0: b, 1: a }
    }
  `)],
]);

describe('Rust answer checks: numbered fields in struct patterns (simplelog\'s `ThreadPadding::Left { 0: qty }`)', () => {
  it('parses them as rustc does, the grammar\'s own tree having errors there', () => {
    const text = NUMBERED.get('src/lib.rs')!;
    expect(parseRustLite(text, false).problems.length).toBeGreaterThan(0);
    expect(parseRustLite(text).problems).toEqual([]);
  });

  it('binds the pattern\'s names: the real bodies accepted, a made-up helper refused, as rustc does', () => {
    agreeWithRustc(NUMBERED, '2021', 'src/lib.rs', 'width', 'pub fn width(', 'extra(*qty)', 'extra_checked(*qty)');
    agreeWithRustc(NUMBERED, '2021', 'src/lib.rs', 'swap', 'pub fn swap(', 'Pair { 0: b, 1: a }', 'Pair { 0: b, 1: c }');
  });
});

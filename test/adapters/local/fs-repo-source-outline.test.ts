/**
 * RepoSource.readOutline on the file system (issue 22, session 23): a file over the read cap gives its item headers, its
 * bytes streamed and never held whole. A generated 100 MB Rust file (tables between a few headers, one 3 MB line among them)
 * is outlined in a child process whose peak resident memory may grow by at most 48 MB over the call (reading it whole
 * would take 100 MB of bytes and as much again as text); past the scan cap there is no outline. Then encoding_rs's real
 * 2.5 MB src/data.rs (Debian's librust-encoding-rs-dev): refused by readFile, outlined with its `pub fn`s and no `impl`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../../src/adapters/local/fs-repo-source.js';
import { RUST_SCOPE_OUTLINE } from '../../../src/core/languages/rust/answer/crate-view.js';
import { createOutlineCollector, MAX_LINE_BYTES } from '../../../src/core/source/outline-lines.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const MB = 1024 * 1024;
const ENCODING_RS = '/usr/share/cargo/registry/encoding_rs-0.8.31';

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dycoder-outline-'));
  const out = createWriteStream(join(dir, 'tables.rs'));
  const write = (s: string): Promise<void> => new Promise((done) => (out.write(s) ? done() : out.once('drain', () => done())));
  await write('pub struct Table {\n    pub rows: [u16; 128],\n}\n\npub static BIG: [u16; 50000000] = [\n');
  const row = `${'    0x1234, 0x5678, 0x9abc, 0xdef0,'.repeat(2)}\n`;
  const block = row.repeat(4096);
  for (let written = 0; written < 50 * MB; written += block.length) await write(block);
  await write(`    ${'0x0001, '.repeat(400_000)}\n`); // one 3.2 MB line: never kept
  for (let written = 0; written < 48 * MB; written += block.length) await write(block);
  await write('];\n\npub fn lookup(i: usize) -> u16 {\n    BIG[i]\n}\n\nimpl Table {\n    pub fn row(&self, i: usize) -> u16 {\n        self.rows[i]\n    }\n}\n');
  await new Promise<void>((done) => out.end(done));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function child(scanBytes: number): Promise<{ whole: number | null; outline: string | null; beforeKb: number; afterKb: number }> {
  return new Promise((done, fail) => {
    const proc = spawn(process.execPath, ['--import', TSX, join(import.meta.dirname, 'outline-child.ts'), dir, 'tables.rs', String(scanBytes)], {
      cwd: ROOT, env: { PATH: process.env['PATH'] ?? '' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    proc.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    proc.on('close', (code) => (code === 0 ? done(JSON.parse(stdout.trim()) as never) : fail(new Error(stderr))));
  });
}

describe('RepoSource.readOutline on the file system', () => {
  it('outlines a 100 MB file streamed, within 48 MB of memory, and gives up past the scan cap', { timeout: 120_000 }, async () => {
    const r = await child(128 * MB);
    expect(r.whole).toBeNull(); // over readFile's 1 MB cap
    expect(r.outline).toBe(['pub struct Table {', 'pub static BIG: [u16; 50000000] = [', 'pub fn lookup(i: usize) -> u16 {', 'impl Table {', '    pub fn row(&self, i: usize) -> u16 {'].join('\n'));
    expect(r.afterKb - r.beforeKb).toBeLessThan(48 * 1024);
    process.stdout.write(`readOutline, 100 MB file: peak RSS ${(r.beforeKb / 1024).toFixed(0)} -> ${(r.afterKb / 1024).toFixed(0)} MB\n`);
    expect((await child(64 * MB)).outline).toBeNull();
  });

  it("outlines encoding_rs's 2.5 MB src/data.rs: its items and functions, no impl; readFile refuses it", async () => {
    const source = createFsRepoSource(ENCODING_RS, { git: false });
    expect(await source.readFile('src/data.rs')).toBeUndefined();
    const outline = (await source.readOutline('src/data.rs', RUST_SCOPE_OUTLINE, { maxScanBytes: 64 * MB, maxKeptBytes: 256 * 1024 }))!;
    const lines = outline.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['pub struct SingleByteData {', 'pub fn position(haystack: &[u16], needle: u16) -> Option<usize> {', 'pub fn gb18030_range_decode(pointer: u16) -> u16 {']));
    expect(lines.some((l) => /^\s*impl\b/.test(l))).toBe(false);
    expect(outline.length).toBeLessThan(64 * 1024);
    expect(source.stats.filesRead).toBe(0);
    // Missing, outside the listing, kept past its cap: none.
    expect(await source.readOutline('src/nope.rs', RUST_SCOPE_OUTLINE, { maxScanBytes: 64 * MB, maxKeptBytes: 1024 })).toBeUndefined();
    expect(await source.readOutline('src/data.rs', RUST_SCOPE_OUTLINE, { maxScanBytes: 64 * MB, maxKeptBytes: 100 })).toBeUndefined();
  });

  it('refuses binary and invalid UTF-8, splits lines across chunks, and drops a line past MAX_LINE_BYTES', () => {
    const keep = /^fn /;
    const feed = (chunks: Uint8Array[]) => {
      const c = createOutlineCollector(keep, { maxScanBytes: MB, maxKeptBytes: MB });
      for (const x of chunks) if (!c.push(x)) break;
      return c.end();
    };
    const bytes = Buffer.from('fn a() {}\r\nlet x = 1;\nfn é() {}\nfn b');
    expect(feed([bytes.subarray(0, 3), bytes.subarray(3, 25), bytes.subarray(25, 26), bytes.subarray(26)])).toEqual({ ok: true, text: 'fn a() {}\nfn é() {}\nfn b', lines: 4 });
    expect(feed([Buffer.from('fn a() {}\n\0')])).toEqual({ ok: false, reason: 'binary' });
    expect(feed([Buffer.from([0x66, 0x6e, 0x20, 0xff, 0x0a])])).toEqual({ ok: false, reason: 'not-utf8' });
    expect(feed([Buffer.from(`fn ${'x'.repeat(MAX_LINE_BYTES + 10)}`), Buffer.from('y\nfn z\n')])).toEqual({ ok: true, text: 'fn z', lines: 2 });
  });
});

describe('the outline pattern of Rust scope files', () => {
  it('keeps item headers and item-level macros, not table rows or statements', () => {
    const keep = (l: string): boolean => RUST_SCOPE_OUTLINE.test(l);
    for (const l of ['impl Foo {', 'impl<T: Clone> Bar for Foo<T> {', 'pub(crate) unsafe fn f() {', 'pub trait T {', 'macro_rules! m {', 'ascii_alu!(a, b);', 'pub static X: u8 = 1;', 'pub const fn g() {}', 'extern "C" fn h() {}', '    pub fn row(&self) {'])
      expect(keep(l), l).toBe(true);
    for (const l of ['    0x1234, 0x5678,', '    let x = impl_thing;', '    debug_assert_eq!(a, b);', '// impl Foo', 'implement();'])
      expect(keep(l), l).toBe(false);
    // Hostile input (a long run of qualifiers without an item keyword) is refused without backtracking.
    expect(keep(`${'pub '.repeat(20_000)}x`)).toBe(false);
  });
});

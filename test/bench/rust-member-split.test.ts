/**
 * The Rust closed/open label of wrong-member mutants (bench/support/rust-member-split.ts) on a dependency crate whose folder in
 * Debian's cargo registry has no src/ (session 28): held out 20's run crashed in the label on atlatl's `use fnv::..` because
 * /usr/share/cargo/registry/fnv-1.0.7 keeps its library at lib.rs (`[lib] path = "lib.rs"`). Such a crate is read from its
 * `[lib] path`; a folder with neither is skipped with a note (counted as covering: open), never a crash.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crateFolderSources, indexCrate, memberSplit } from '../../bench/support/rust-member-split.js';
import { parseRust } from '../../src/core/languages/rust/parse-module.js';

const FNV = '/usr/share/cargo/registry/fnv-1.0.7';
const tmp = mkdtempSync(join(tmpdir(), 'dycoder-member-split-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a registry crate folder without src/', () => {
  it('reads fnv-1.0.7 (Debian\'s librust-fnv-dev) from its [lib] path', () => {
    const files = crateFolderSources(FNV);
    expect(files).toEqual([join(FNV, 'lib.rs')]);
  });

  it('skips a folder holding only checksum files, with a note', () => {
    const folder = join(tmp, 'registry', 'sums-1.0.0');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '.cargo-checksum.json'), '{"files":{}}');
    const notes: string[] = [];
    expect(crateFolderSources(folder, (l) => notes.push(l))).toBeUndefined();
    expect(notes.join('\n')).toMatch(/no src\/ and no \[lib\] path file/);
  });

  it('labels a member mutant in a crate that `use`s fnv (atlatl\'s shape) instead of crashing', () => {
    const root = join(tmp, 'crate');
    mkdirSync(join(root, 'src'), { recursive: true });
    const text = 'use fnv::FnvHashMap;\n\npub struct Table {\n    map: FnvHashMap<u32, u32>,\n}\n\nimpl Table {\n    pub fn get(&self, k: u32) -> Option<u32> {\n        self.map.get(&k).copied()\n    }\n}\n';
    writeFileSync(join(root, 'src', 'lib.rs'), text);
    const parsed = parseRust(text);
    const target = parsed.definitions.find((d) => d.name === 'get')!;
    // FnvHashMap is a type alias of fnv's lib.rs, no blanket trait impl: nothing from fnv can give Table a method.
    expect(memberSplit(indexCrate(root, ['src/lib.rs']), 'src/lib.rs', parsed, target)).toBe('closed');
  });
});

/**
 * Rust answer checks, session 29 (issue 22, T3), from Rust held out 21's silent helper misses (read after its blind run: NOT
 * blind): a glob `use` of another crate whose names were unknown left an unbound name without a word. Cross-checked with
 * rustc 1.95 on compact crates of the same shape, and on the real Debian source (librust-*-dev, scripts/setup-test-deps.sh).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../../../../src/adapters/dependencies/rust-registry.js';
import { crateCheckerWithDependencies, registryFile, rs } from './helpers.js';

const same = (t: string): string => t;
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;

/**
 * rustc's verdict on `main` (a lib, edition 2021) over a library `dep` that glob re-exports a proc-macro crate `derive_dep`
 * (clap 4's `pub use clap_derive::{self, *};`): whether it compiles.
 */
function rustcAcceptsOverGlob(derive: string, dep: string, main: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rustc-s29-'));
  const run = (args: string[]): ReturnType<typeof spawnSync> => {
    const r = spawnSync('rustc', ['--edition', '2021', ...args], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r;
  };
  try {
    writeFileSync(join(dir, 'derive_dep.rs'), derive);
    writeFileSync(join(dir, 'dep.rs'), dep);
    writeFileSync(join(dir, 'main.rs'), main);
    const d = run(['--crate-type', 'proc-macro', '--crate-name', 'derive_dep', '-o', join(dir, 'libderive_dep.so'), join(dir, 'derive_dep.rs')]);
    if (d.status !== 0) throw new Error(String(d.stderr));
    const l = run(['--crate-type', 'lib', '--crate-name', 'dep', '--extern', `derive_dep=${join(dir, 'libderive_dep.so')}`, '-o', join(dir, 'libdep.rlib'), join(dir, 'dep.rs')]);
    if (l.status !== 0) throw new Error(String(l.stderr));
    return run(['--crate-type', 'lib', '--emit=metadata', '-L', dir, '--extern', `dep=${join(dir, 'libdep.rlib')}`, '-o', join(dir, 'main.rmeta'), join(dir, 'main.rs')]).status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('rustc: a glob of another crate brings what its root declares and re-exports; a proc-macro crate\'s glob there brings macros only', () => {
  const derive = rs(`
    extern crate proc_macro;
    use proc_macro::TokenStream;
    #[proc_macro_derive(Parser)]
    pub fn derive_parser(_input: TokenStream) -> TokenStream { TokenStream::new() }
  `);
  const dep = rs(`
    mod builder { pub struct Command; impl Command { pub fn get_name(&self) -> &str { "c" } } }
    pub use crate::builder::Command;
    pub use derive_dep::{self, *};
    pub fn get_tooltip(c: &Command) -> &str { c.get_name() }
  `);
  const main = (call: string): string => rs(`
    use dep::*;
    pub fn generate_inner(p: &Command) -> String { ${call}.to_string() }
  `);

  it('accepts a call of a name the glob brings and refuses a made-up one (E0425)', () => {
    expect(rustcAcceptsOverGlob(derive, dep, main('get_tooltip(p)'))).toBe(true);
    expect(rustcAcceptsOverGlob(derive, dep, main('get_tooltip_checked(p)'))).toBe(false);
  });
});

describe('Rust answer checks: clap_complete 4.0.7 (real source; `use clap::*;`, clap 4.0.32 from Debian\'s registry; held out 21\'s silent helper)', () => {
  // shells/elvish.rs says `use clap::*;`. clap's lib.rs re-exports its API by name and globs `pub use clap_derive::{self, *};`,
  // a proc-macro crate: that glob made the names of `clap::*` unknown, and an unbound helper silent.
  const file = 'src/shells/elvish.rs';
  const line = lineOf(`clap_complete-4.0.7/${file}`, 'fn generate_inner(p: &Command');
  const helper = (b: string): string => b.replace('get_tooltip(option.get_help(), shorts[0])', 'get_tooltip_checked(option.get_help(), shorts[0])');

  it('with the dependencies read, the real body is clean and a made-up helper is refused', async () => {
    const check = crateCheckerWithDependencies('clap_complete-4.0.7', createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]));
    expect(line).toBeGreaterThan(0);
    expect(await check(file, 'generate_inner', line, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await check(file, 'generate_inner', line, helper);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toContain('`get_tooltip_checked` is not bound');
  });

  it('without them (the glob cannot be read), the made-up helper is a warning that names the glob, never silent', async () => {
    const check = crateCheckerWithDependencies('clap_complete-4.0.7', undefined);
    const r = await check(file, 'generate_inner', line, helper);
    expect(r.errors).toEqual([]);
    expect(r.warnings.join(' ')).toContain('`get_tooltip_checked` is not bound');
    expect(r.warnings.join(' ')).toContain('`use clap::*;`');
  });
});

/**
 * The pieces the Rust answer checks read other crates' source with (session 22), on Debian's crates: a manifest's
 * dependencies as the `rust` dependencies option's keys (cargo's compatible range; a renamed one under its key), `use` trees,
 * and a source text's item blocks with its comments and strings blanked (syn's lib.rs: doc comments full of `{`).
 */
import { describe, expect, it } from 'vitest';
import { compatibleRange, dependencyKeys, isProcMacroCrate } from '../../../../src/core/languages/rust/answer/manifest.js';
import { blankRust, itemBlocks, useLeaves } from '../../../../src/core/languages/rust/answer/rust-source-scan.js';
import { registryFile } from './helpers.js';

describe('Rust manifests as dependency keys', () => {
  it("keys v_frame's and gio's dependencies by the name code writes", () => {
    const v = dependencyKeys(registryFile('v_frame-0.3.3/Cargo.toml'));
    expect(v.get('serde')).toBe('serde@1');
    expect(v.get('noop_proc_macro')).toBe('noop_proc_macro@0.3');
    expect(v.get('cfg_if')).toBe('cfg-if@1');
    expect(dependencyKeys(registryFile('gio-0.14.8/Cargo.toml')).get('ffi')).toBe('gio-sys@0.14');
  });

  it("reads cargo's compatible ranges and proc-macro crates", () => {
    expect(['1.0', '^1.2.3', '~1.4', '=1.0.152', '0.3', '^0.3.1', '0.0.4', '>=1, <3', '*'].map(compatibleRange)).toEqual(['1', '1', '1', '1', '0.3', '0.3', '0.0.4', undefined, undefined]);
    expect(isProcMacroCrate(registryFile('serde_derive-1.0.152/Cargo.toml'))).toBe(true);
    expect(isProcMacroCrate(registryFile('serde-1.0.152/Cargo.toml'))).toBe(false);
  });
});

describe('Rust source scans', () => {
  it('expands use trees', () => {
    expect(useLeaves('crate::serialize::{Deserialize, Serialize}')).toEqual([{ path: ['crate', 'serialize', 'Deserialize'], bound: 'Deserialize' }, { path: ['crate', 'serialize', 'Serialize'], bound: 'Serialize' }]);
    expect(useLeaves('syn::{visit_mut::{self, VisitMut}, Type}')).toEqual([{ path: ['syn', 'visit_mut'], bound: 'visit_mut' }, { path: ['syn', 'visit_mut', 'VisitMut'], bound: 'VisitMut' }, { path: ['syn', 'Type'], bound: 'Type' }]);
    expect(useLeaves('sequoia_openpgp as openpgp')).toEqual([{ path: ['sequoia_openpgp'], bound: 'openpgp' }]);
    expect(useLeaves('::serde::*')).toEqual([{ path: ['serde'], bound: '*' }]);
  });

  it("finds syn's top-level blocks past doc comments full of braces", () => {
    const text = registryFile('syn-1.0.107/src/lib.rs');
    const code = blankRust(text);
    expect(code.length).toBe(text.length);
    const mods = itemBlocks(code, 0, code.length).filter((b) => b.kind === 'mod').map((b) => b.name);
    expect(mods).toContain('gen');
    expect(code).not.toMatch(/fn main\(\) \{/);
  });
});

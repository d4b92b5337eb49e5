/**
 * Rust answer checks, session 17 (issue 22), on real crates from Debian (scripts/setup-test-deps.sh), read by mechanism
 * from held out 9's misses (NOT blind any more):
 * - cargo's manifest says `[lib] path = "src/cargo/lib.rs"`: the crate map knew only src/lib.rs, so src/cargo/** belonged
 *   to no crate and every path head was "fine only if it is an external crate" (a warned original). The manifest read now
 *   moves the library root (`[lib] path`) and adds `[[bin]] path` roots; a manifest without those keys changes nothing.
 * - a type the target's own file declares is that one (reqwest's `async_impl::Response`, not also `blocking::Response`,
 *   which implements `Read` and so let `use futures_util::stream::StreamExt` open the set): `self.bytes_all()` missed.
 *   One the file declares inside a macro (`pin_project! { pub struct Pending {..} }`) is unknown (the macro adds
 *   `project`), no longer another file's `Pending`.
 * - `self: Pin<&mut Self>` is a closed set: the type's members and Pin's methods (beside another crate's extension trait
 *   it counts as bounded, as futures implements `Stream` for `Pin<P>`).
 * - a call on a line that also invokes a macro (smawk's `smawk_inner(&|i, j| m![i, j], ..)`) is checked.
 * - a multi-line `let (mut registry, ..) =` / `registry(config, ..)?;` (cargo's `search`) does not hide the function
 *   `registry` from its own initializer: a call without its arguments is rejected.
 * rustc agrees on each: the originals build (Debian ships them), the mutants name no item (E0599 / E0425) or drop
 * arguments (E0061).
 */
import { describe, expect, it } from 'vitest';
import { buildCrateMap, crateOf, nameCrates, targetPaths } from '../../../../src/core/languages/rust/resolve/crate-map.js';
import { rustScopeFiles } from '../../../../src/core/languages/rust/answer/scope-files.js';
import { crateChecker, crateFiles, registryFile } from './helpers.js';

const same = (t: string): string => t;

describe('Rust crate map: `[lib] path` and `[[bin]] path` (cargo, session 17)', () => {
  it('reads `[lib] path` and `[[bin]] path` under spaced or commented headers, no other table, and a header line that never closes as none', () => {
    const manifest = '[package]\nname = "cargo"\n[ lib ]\npath = "src/cargo/lib.rs"\n[[bin]]  # main\npath = "src/bin/cargo/main.rs"\n[dependencies]\npath = "x.rs"\n';
    expect(targetPaths(manifest)).toEqual({ lib: 'src/cargo/lib.rs', bins: ['src/bin/cargo/main.rs'] });
    // Hostile input: a header of a megabyte of spaces without its `]` (the old pattern's overlapping quantifiers were quadratic).
    expect(targetPaths(`[${' '.repeat(1_000_000)}lib\npath = "a.rs"\n`)).toEqual({ bins: [] });
  });

  const cargo = new Map(Object.entries(crateFiles('cargo-0.66.0')));
  const paths = [...cargo.keys()];

  it('reads the manifest as the test assumes', () => {
    expect(cargo.get('Cargo.toml')).toMatch(/\[lib\]\nname = "cargo"\npath = "src\/cargo\/lib\.rs"/);
    expect(paths).not.toContain('src/lib.rs');
  });

  it('puts src/cargo/** in the library crate once the manifest is read, and in none before', () => {
    const file = 'src/cargo/ops/cargo_add/dependency.rs';
    expect(crateOf(buildCrateMap(paths), file)).toBeUndefined();
    expect(crateOf(buildCrateMap(paths, cargo), file)).toMatchObject({ root: 'src/cargo/lib.rs', moduleDir: 'src/cargo', lib: true });
    // Retrieval names crates after reading the manifests: `cargo::` then starts at src/cargo/lib.rs.
    const map = buildCrateMap(paths);
    nameCrates(map, new Map([['Cargo.toml', cargo.get('Cargo.toml')!]]));
    expect(map.byName.get('cargo')?.root).toBe('src/cargo/lib.rs');
    // The binary keeps its own root (src/bin/cargo/main.rs).
    expect(crateOf(map, 'src/bin/cargo/cli.rs')?.root).toBe('src/bin/cargo/main.rs');
  });

  it('asks for the manifest first, then reads the whole crate (the answer checks\' scope files)', () => {
    const file = 'src/cargo/ops/cargo_add/dependency.rs';
    expect(rustScopeFiles(file, paths)).toEqual(['Cargo.toml']);
    const all = rustScopeFiles(file, paths, new Map([['Cargo.toml', cargo.get('Cargo.toml')!]]));
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContain('src/cargo/core/workspace.rs');
    expect(all).not.toContain('src/bin/cargo/cli.rs');
  });

  it('changes nothing for a manifest without those keys (smawk, reqwest)', () => {
    for (const crate of ['smawk-0.3.1', 'reqwest-0.11.13']) {
      const files = new Map(Object.entries(crateFiles(crate)));
      const keys = [...files.keys()];
      expect(buildCrateMap(keys, files).roots).toEqual(buildCrateMap(keys).roots);
      expect(rustScopeFiles('src/lib.rs', keys, files)).toEqual(rustScopeFiles('src/lib.rs', keys));
    }
  });

  it("accepts cargo's `Dependency.update_toml` clean (it was warned: `toml_edit` fine only if an external crate) and rejects a wrong member", () => {
    const check = crateChecker('cargo-0.66.0');
    const at = ['src/cargo/ops/cargo_add/dependency.rs', 'Dependency.update_toml', 439] as const;
    expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = check(...at, (t) => t.replace('*item = self.to_toml(crate_root);', '*item = self.to_toml_all(crate_root);'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.to_toml_all`: `Dependency` has no field or method/);
  });

  it("rejects `registry()` without its arguments inside `let (mut registry, _, source_id) =` (cargo's `search`)", () => {
    const check = crateChecker('cargo-0.66.0');
    const at = ['src/cargo/ops/registry.rs', 'search', 959] as const;
    expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = check(...at, (t) => t.replace('registry(config, None, index.as_deref(), reg.as_deref(), false, false)?;', 'registry()?;'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`registry` takes 6 arguments/);
  });
});

describe("Rust answer checks: the file's own type, Pin receivers, calls beside a macro (session 17)", () => {
  const reqwest = crateChecker('reqwest-0.11.13');

  it("reads async_impl's own `Response`, not also blocking's (reqwest `Response.json`)", () => {
    expect(registryFile('reqwest-0.11.13/src/async_impl/response.rs')).toMatch(/^use futures_util::stream::StreamExt;$/m);
    expect(registryFile('reqwest-0.11.13/src/blocking/response.rs')).toMatch(/^impl Read for Response \{$/m);
    const at = ['src/async_impl/response.rs', 'Response.json', 241] as const;
    expect(reqwest(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = reqwest(...at, (t) => t.replace('self.bytes()', 'self.bytes_all()'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.bytes_all`: `Response` has no field or method/);
  });

  it('leaves a type declared inside another crate\'s macro unknown (reqwest `Pending`, in `pin_project!`)', () => {
    const at = ['src/async_impl/client.rs', 'Pending.poll', 1915] as const;
    expect(reqwest(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = reqwest(...at, (t) => t.replace('self.inner()', 'self.inner_all()'));
    expect(r.errors.join(' ')).not.toMatch(/inner_all/);
    // The macro's own method is no error either.
    expect(reqwest(...at, (t) => t.replace('let inner = self.inner();', 'let inner = self.project().inner;')).errors).toEqual([]);
  });

  it("closes `self: Pin<&mut Self>` over the type's members and Pin's methods", () => {
    const withFuture = (s: string): string => `${s.replace('use futures_util::stream::StreamExt;\n', '')}\nimpl std::future::Future for Response {\n    type Output = ();\n    fn poll(self: Pin<&mut Self>, _cx: &mut std::task::Context<'_>) -> std::task::Poll<()> {\n        let _s = self.status();\n        let _m = self.get_mut();\n        std::task::Poll::Ready(())\n    }\n}\n`;
    const line = registryFile('reqwest-0.11.13/src/async_impl/response.rs').replace('use futures_util::stream::StreamExt;\n', '').split('\n').length + 3;
    const at = ['src/async_impl/response.rs', 'Response.poll', line] as const;
    expect(reqwest(...at, same, withFuture)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = reqwest(...at, (t) => t.replace('self.status()', 'self.status_all()'), withFuture);
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/`self\.status_all`/);
    // Beside another crate's extension trait (`StreamExt`, which futures implements for `Pin<P>`): not an error.
    const ext = (s: string): string => withFuture(s).replace('use bytes::Bytes;', 'use bytes::Bytes;\nuse futures_util::stream::StreamExt;');
    expect(reqwest('src/async_impl/response.rs', 'Response.poll', line + 1, (t) => t.replace('self.status()', 'self.status_all()'), ext).errors.join(' ')).not.toMatch(/status_all/);
  });

  it("checks a call on a line that also invokes a local macro (smawk's `smawk_inner(&|i, j| m![i, j], ..)`)", () => {
    const smawk = crateChecker('smawk-0.3.1');
    const at = ['src/lib.rs', 'online_column_minima', 293] as const;
    expect(smawk(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const bad = smawk(...at, (t) => t.replace('smawk_inner(&|i, j| m![i, j]', 'smawk_inner_checked(&|i, j| m![i, j]'));
    expect(bad.ok).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/smawk_inner_checked/);
  });
});

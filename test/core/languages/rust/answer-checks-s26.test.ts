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
import { createLocalRustDependencies } from '../../../../src/adapters/dependencies/rust-registry.js';
import { parseDependencyPath } from '../../../../src/core/dependencies/port.js';
import { rust } from '../../../../src/core/languages/rust/language.js';
import { parseRustLite } from '../../../../src/core/languages/rust/parser.js';
import { DEBIAN_CARGO_REGISTRY } from '../../../../src/adapters/dependencies/rust-registry.js';
import { crateChecker, crateCheckerWithDependencies, filesChecker, registryFile, rs, rustcAcceptsCrate } from './helpers.js';

const same = (t: string): string => t;
const debian = createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);
/** The line of the first line of `path` (a registry file) holding `text`. */
const lineOf = (path: string, text: string): number => registryFile(path).split('\n').findIndex((l) => l.includes(text)) + 1;

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

/** Files under a new temporary folder; returns it (the caller removes it). */
function writeTree(files: ReadonlyMap<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-rust-s26-'));
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** rustc's verdict on `main` (`src/lib.rs` its root) built against `dep` (a library crate named `depName`, built first). */
function rustcAcceptsWithDependency(main: ReadonlyMap<string, string>, depName: string, dep: ReadonlyMap<string, string>): boolean {
  const dir = writeTree(new Map([...[...dep].map(([p, t]): [string, string] => [`dep/${p}`, t]), ...[...main].map(([p, t]): [string, string] => [`main/${p}`, t])]));
  try {
    const built = spawnSync('rustc', ['--edition', '2021', '--crate-type', 'lib', '--crate-name', depName, '-o', join(dir, `lib${depName}.rlib`), join(dir, 'dep/src/lib.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (built.error !== undefined || built.status !== 0) throw new Error(`the dependency does not build: ${built.stderr}`);
    const r = spawnSync('rustc', ['--edition', '2021', '--crate-type', 'lib', '--emit=metadata', '-L', dir, '--extern', `${depName}=${join(dir, `lib${depName}.rlib`)}`, '-o', join(dir, 'main.rmeta'), join(dir, 'main/src/lib.rs')], { encoding: 'utf8', timeout: 120_000 });
    if (r.error !== undefined) throw r.error;
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The checks over `repo` with its dependencies read from `registry` (a folder of `<name>-<version>` packages), the scope rounds
 * run as the pipeline runs them: the target at `header`'s line of `file`, its body changed by `body`.
 */
async function checkWithRegistry(repo: ReadonlyMap<string, string>, registry: string, file: string, qualname: string, header: string, body: (t: string) => string) {
  const deps = createLocalRustDependencies([registry]);
  const original = repo.get(file)!;
  const line = original.split('\n').findIndex((l) => l.includes(header)) + 1;
  const def0 = rust.parse(original, file).definitions.find((d) => d.qualname === qualname && d.range.start === line)!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const text = lines.slice(sigEnd, def0.range.end - 1).join('\n');
  const source = [...lines.slice(0, sigEnd), '        todo!()', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = rust.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qualname && d.range.start === line)!;
  const stub = rust.findStubs(source, file, parsed).find((x) => x.qualname === qualname && x.defLine === line)!;
  const readFiles = new Map(repo);
  readFiles.set(file, source);
  const paths = [...repo.keys()];
  const asked = new Set<string>();
  for (let round = 0; round < 8; round++) {
    const fresh = (rust.generation.scopeFiles?.(file, paths, source, readFiles) ?? []).filter((f) => !readFiles.has(f) && !asked.has(f));
    if (fresh.length === 0) break;
    for (const f of fresh) {
      asked.add(f);
      const dep = parseDependencyPath(f);
      const got = dep === undefined ? undefined : await deps.readFile(dep.path, new AbortController().signal);
      if (got !== undefined) readFiles.set(f, got);
    }
  }
  return { ...rust.generation.validate({ source, parsed, target, stub, body: body(text), file, readFiles, repoFiles: paths }), reads: [...asked] };
}

const EXTIO = new Map([
  ['Cargo.toml', '[package]\nname = "extio"\nversion = "1.0.0"\nedition = "2021"\n'],
  ['src/lib.rs', rs(`
    use std::io;

    pub trait ReadBytesExt: io::Read {
        fn read_one(&mut self) -> io::Result<u8> {
            let mut b = [0u8; 1];
            self.read_exact(&mut b)?;
            Ok(b[0])
        }
    }

    impl<R: io::Read + ?Sized> ReadBytesExt for R {}
  `)],
]);

const READER = (alsoRead: boolean): Map<string, string> => new Map([
  ['Cargo.toml', '[package]\nname = "pages"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nextio = "1"\n'],
  ['src/lib.rs', rs(`
    use std::io::{self, Cursor};
    use extio::ReadBytesExt;

    pub struct PacketReader<T: io::Read> {
        rdr: T,
        count: usize,
    }

    impl<T: io::Read> PacketReader<T> {
        pub fn new(rdr: T) -> Self {
            PacketReader { rdr, count: 0 }
        }

        fn bump(&mut self) -> usize {
            self.count += 1;
            self.count
        }

        pub fn next_byte(&mut self) -> io::Result<u8> {
            self.bump();
            self.rdr.read_one()
        }
    }
    // (A std trait other crates' blanket impls bound on: a type that implements one may be reached by them.)
    impl<T: io::Read> std::fmt::Display for PacketReader<T> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "{}", self.count)
        }
    }
    ${alsoRead ? `
    impl<T: io::Read> io::Read for PacketReader<T> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.rdr.read(buf)
        }
    }
    ` : ''}
    pub fn first(c: &[u8]) -> u8 {
        Cursor::new(c).read_one().unwrap()
    }
  `)],
]);

describe("Rust answer checks: another crate's extension trait bounded on a std trait the type does not implement (ogg's `PacketReader` beside byteorder's `ReadBytesExt`)", () => {
  const at = ['src/lib.rs', 'PacketReader.next_byte', 'pub fn next_byte('] as const;
  const wrong = (t: string): string => t.replace('self.bump();', 'self.bump_all();');

  it('refuses a method the type lacks: `impl<R: io::Read> ReadBytesExt for R` cannot reach a type that is no `io::Read`, as rustc says', async () => {
    const registry = writeTree(new Map([...EXTIO].map(([p, t]): [string, string] => [`extio-1.0.0/${p}`, t])));
    try {
      expect(await checkWithRegistry(READER(false), registry, ...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
      const r = await checkWithRegistry(READER(false), registry, ...at, wrong);
      expect(r.reads).toContain('(dependencies)/rust/extio@1/src/lib.rs');
      expect(r.errors).toEqual(["`self.bump_all`: `PacketReader` has no field or method `bump_all` in this crate's code."]);
      // Once the crate implements `io::Read` for it, the extension trait's methods are its own too (session 28: read from extio,
      // they join the members instead of opening them): `self.read_one()` is clean, `self.bump_all()` still refused, as rustc says.
      expect(await checkWithRegistry(READER(true), registry, ...at, (t) => t.replace('self.bump();', 'self.read_one().unwrap();'))).toMatchObject({ ok: true, errors: [], warnings: [] });
      expect((await checkWithRegistry(READER(true), registry, ...at, wrong)).errors).toEqual(["`self.bump_all`: `PacketReader` has no field or method `bump_all` in this crate's code."]);
    } finally {
      rmSync(registry, { recursive: true, force: true });
    }
    expect(rustcAcceptsWithDependency(READER(false), 'extio', EXTIO)).toBe(true);
    const src = READER(false).get('src/lib.rs')!;
    expect(rustcAcceptsWithDependency(new Map([...READER(false), ['src/lib.rs', src.replace('self.bump();', 'self.bump_all();')]]), 'extio', EXTIO)).toBe(false);
    const withRead = READER(true).get('src/lib.rs')!;
    expect(rustcAcceptsWithDependency(new Map([...READER(true), ['src/lib.rs', withRead.replace('self.bump();', 'self.read_one().unwrap();')]]), 'extio', EXTIO)).toBe(true);
    expect(rustcAcceptsWithDependency(new Map([...READER(true), ['src/lib.rs', withRead.replace('self.bump();', 'self.bump_all();')]]), 'extio', EXTIO)).toBe(false);
  });
});

describe("Rust answer checks on simplelog's numbered fields (`ThreadPadding::Left { 0: qty }`, loggers/logging.rs)", () => {
  const LOG = 'simplelog-0.12.0';
  const FILE = 'src/loggers/logging.rs';
  const check = crateChecker(LOG);

  it('accepts the real `write_thread_name` clean, and `write_target` with no word of syntax errors in the file', () => {
    expect(check(FILE, 'write_thread_name', lineOf(`${LOG}/${FILE}`, 'pub fn write_thread_name<W>('), same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(FILE, 'write_target', lineOf(`${LOG}/${FILE}`, 'pub fn write_target<W>('), same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('still refuses a made-up helper beside them', () => {
    const r = check(FILE, 'write_thread_name', lineOf(`${LOG}/${FILE}`, 'pub fn write_thread_name<W>('), (t) => t.replace('write_thread_id(write, config)?;', 'write_thread_id_checked(write, config)?;'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`write_thread_id_checked` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });
});

describe("Rust answer checks: a derived trait's associated functions from its source (cargo_metadata's `Message::deserialize`)", () => {
  const META = 'cargo_metadata-0.14.2';
  const at = ['src/messages.rs', 'MessageIter.next', lineOf(`${META}/src/messages.rs`, 'fn next(&mut self) -> Option<Self::Item> {')] as const;
  const wrong = (t: string): string => t.replace('Message::deserialize(&mut deserializer)', 'Message::deserialize_all(&mut deserializer)');

  it("accepts the real body clean once serde's `Deserialize` is read (`#[derive(.., Deserialize, ..)]` implements it)", async () => {
    const r = await crateCheckerWithDependencies(META, debian)(...at, same);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.reads).toContain('(dependencies)/rust/serde@1/src/de/mod.rs');
  });

  it('refuses a function neither the type nor its derived traits define', async () => {
    const r = await crateCheckerWithDependencies(META, debian)(...at, wrong);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`Message::deserialize_all`: `Message` has no associated function `deserialize_all` in this crate's code."]);
  });

  it('says nothing without the dependencies: the derived trait, unread and in scope, may define anything', async () => {
    expect((await crateCheckerWithDependencies(META, undefined)(...at, same)).errors).toEqual([]);
    expect((await crateCheckerWithDependencies(META, undefined)(...at, wrong)).errors).toEqual([]);
  });
});

describe("Rust answer checks: the arity of the file's own method on a type another crate's macro declares (concolor's `bitflags!` `InternalFlags`)", () => {
  const CC = 'concolor-0.0.11';
  const at = ['src/color/mod.rs', 'InternalFlags.color', lineOf(`${CC}/src/color/mod.rs`, 'fn color(self, stream: crate::Stream) -> bool {')] as const;

  it('accepts the real body clean and refuses `self.is_interactive()` without its argument', () => {
    const check = crateChecker(CC);
    expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(...at, (t) => t.replace('(self.is_interactive(stream)', '(self.is_interactive()'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(['`self.is_interactive` takes 1 argument (`fn is_interactive(self, stream: crate::Stream) -> bool`), the body passes 0 (body line 1).']);
  });
});

describe("Rust answer checks: serde's `Serializer` / `Deserializer` read whole for rmp-serde's impls (an item macro inside the trait, 16 traits named)", () => {
  const RMP = 'rmp-serde-1.1.1';

  it("closes `Serializer`'s members: serde's `serde_if_integer128! { fn serialize_i128 .. }` no longer opens the trait", async () => {
    const at = ['src/encode.rs', 'Serializer.serialize_char', lineOf(`${RMP}/src/encode.rs`, 'fn serialize_char(self, v: char) -> Result<Self::Ok, Self::Error> {')] as const;
    expect(await crateCheckerWithDependencies(RMP, debian)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await crateCheckerWithDependencies(RMP, debian)(...at, (t) => t.replace('self.serialize_str(', 'self.serialize_str_all('));
    expect(r.errors).toEqual(["`self.serialize_str_all`: `Serializer` has no field or method `serialize_str_all` in this crate's code."]);
  });

  it("closes `Deserializer`'s: its 13th trait `serde::Deserializer` and byteorder's `ReadBytesExt` (spelled in the body too) are read", async () => {
    const at = ['src/decode.rs', 'Deserializer.read_128', lineOf(`${RMP}/src/decode.rs`, 'fn read_128(&mut self) -> Result<[u8; 16], Error> {')] as const;
    expect(await crateCheckerWithDependencies(RMP, debian)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = await crateCheckerWithDependencies(RMP, debian)(...at, (t) => t.replace('self.take_or_read_marker()', 'self.take_or_read_marker_all()'));
    expect(r.errors).toEqual(["`self.take_or_read_marker_all`: `Deserializer` has no field or method `take_or_read_marker_all` in this crate's code."]);
    expect(r.reads).toEqual(expect.arrayContaining(['(dependencies)/rust/serde@1/src/de/mod.rs', '(dependencies)/rust/byteorder@1/src/io.rs']));
  });
});

describe("Rust answer checks: a bin's glob of its package's library (debcargo's `use debcargo::package::*;`)", () => {
  const DC = 'debcargo-2.6.0';
  const at = ['src/bin/debcargo.rs', 'main', lineOf(`${DC}/src/bin/debcargo.rs`, 'fn main() {')] as const;

  it('knows what the glob brings: the real body clean, a made-up helper refused', () => {
    const check = crateChecker(DC);
    expect(check(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(...at, (t) => t.replace('real_main()', 'real_main_checked()'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`real_main_checked` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });

  it('says nothing when the library module was not read', () => {
    const r = crateChecker(DC, (path, text) => (path === 'src/package.rs' ? undefined : text))(...at, (t) => t.replace('real_main()', 'real_main_checked()'));
    expect(r.errors).toEqual([]);
  });
});

describe("Rust answer checks on proptest's char.rs: names a test module's macro spells, a glob met twice, a path call beside a macro", () => {
  const PT = 'proptest-1.0.0';
  const at = ['src/char.rs', 'range', lineOf(`${PT}/src/char.rs`, 'pub fn range(start: char, end: char) -> CharStrategy')] as const;
  const noCow = (path: string, text: string): string => (path === 'src/char.rs' ? text.replace('use crate::std_facade::Cow;\n', '\n') : text);

  it('accepts the real body clean', () => {
    expect(crateChecker(PT)(...at, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it("refuses `Cow` once its `use` is gone: `mod test { proptest! { .. } }` binds nothing at the file's level, `strategy`'s doubled `pub use self::lazy::*;` is no unknown", () => {
    const r = crateChecker(PT, noCow)(...at, same);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`Cow` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });

  it('checks the head of a path call on a line that also invokes a macro (`Cow::Owned(vec![start..=end])`)', () => {
    const r = crateChecker(PT)(...at, (t) => t.replace('Cow::Owned(vec![start..=end])', 'Cowz::Owned(vec![start..=end])'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`Cowz` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });
});

describe("Rust answer checks on portable-atomic's 128-bit atomics: `include!(\"macros.rs\")` read, a test module's pasting macro", () => {
  const PA = 'portable-atomic-0.3.19';
  const S390 = 'src/imp/atomic128/s390x.rs';
  const INTR = 'src/imp/atomic128/intrinsics.rs';
  const s390 = [S390, 'atomic_update', lineOf(`${PA}/${S390}`, 'unsafe fn atomic_update<F>(')] as const;
  const max = [INTR, 'atomic_max', lineOf(`${PA}/${INTR}`, 'unsafe fn atomic_max(')] as const;

  it('accepts the real bodies clean', () => {
    expect(crateChecker(PA)(...s390, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(crateChecker(PA)(...max, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('refuses a made-up helper beside an `include!` of a crate file that was read', () => {
    const r = crateChecker(PA)(...s390, (t) => t.replace('atomic_load(', 'atomic_load_checked('));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`atomic_load_checked` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });

  it('only warns when the included file was not read (it may declare the name)', () => {
    const r = crateChecker(PA, (path, text) => (path === 'src/imp/atomic128/macros.rs' ? undefined : text))(...s390, (t) => t.replace('atomic_load(', 'atomic_load_checked('));
    expect(r.errors).toEqual([]);
    expect(r.warnings.join(' ')).toContain('`atomic_load_checked` is not bound');
  });

  it("refuses one beside `#[cfg(test)] mod tests { test_atomic_int!(..) }`, whose `paste!` names stay in that module", () => {
    const r = crateChecker(PA)(...max, (t) => t.replace('atomic_update(', 'atomic_update_checked('));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`atomic_update_checked` is not bound in this function, this file's items and `use` declarations, or Rust's prelude."]);
  });
});

/**
 * Rust answer checks on real code (Debian's anyhow crate): names bound by the file's items, `use`s
 * (a glob of a local enum included) and the prelude; a crate item the file does not `use` is a
 * needed `use crate::…;` line; members of `self` through the crate's impl blocks and known std
 * traits; arity of associated functions and of the file's functions.
 */
import { describe, expect, it } from 'vitest';
import { rust } from '../../../../src/core/languages/rust/language.js';
import { crateFiles } from './helpers.js';

const REPO = new Map(Object.entries(crateFiles('anyhow-1.0.69')));
const PATHS = [...REPO.keys()];

function check(file: string, qualname: string, line: number, body: (original: string) => string, edit: (source: string) => string = (s) => s) {
  const original = edit(REPO.get(file)!);
  const def0 = rust.parse(original, file).definitions.find((d) => d.qualname === qualname && d.range.start === line)!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const text = lines.slice(sigEnd, def0.range.end - 1).join('\n');
  const source = [...lines.slice(0, sigEnd), '        todo!()', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = rust.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qualname && d.range.start === line)!;
  const stub = rust.findStubs(source, file, parsed).find((s) => s.qualname === qualname && s.defLine === line)!;
  const readFiles = new Map(REPO);
  readFiles.set(file, source);
  return rust.generation.validate({ source, parsed, target, stub, body: body(text), file, readFiles, repoFiles: PATHS });
}

const same = (t: string): string => t;

describe('Rust answer checks on anyhow', () => {
  it('accepts original bodies with no warning (a glob use of a local enum binds its variants)', () => {
    expect(check('src/fmt.rs', 'ErrorImpl.debug', 19, same)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    expect(check('src/chain.rs', 'Chain.next', 38, same)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a name nothing binds', () => {
    const r = check('src/fmt.rs', 'ErrorImpl.debug', 19, (t) => t.replace('let error = Self::error(this);', 'let error = error_of(this);'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`error_of` is not bound in this function, this file's items and `use` declarations, or Rust's prelude/);
  });

  it('makes a crate item the file does not use a needed `use crate::…;` line after the last use', () => {
    const r = check('src/fmt.rs', 'ErrorImpl.debug', 19, same, (s) => s.replace('use crate::chain::Chain;\n', '\n'));
    expect(r.ok).toBe(true);
    expect(r.imports).toHaveLength(1);
    expect(r.imports[0]).toMatchObject({ afterLine: 4, names: ['Chain'] });
    expect(r.imports[0]!.text).toMatch(/^use crate::(chain::)?Chain;$/);
  });

  it('checks the arity of an associated function the crate declares in another file', () => {
    const r = check('src/fmt.rs', 'ErrorImpl.debug', 19, (t) => t.replace('let error = Self::error(this);', 'let error = Self::error(this, f);'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`Self::error` takes 1 argument \(`.*fn error\(this: Ref<Self>\).*`\), the body passes 2/);
  });

  it('rejects a member of self that the type and its std trait impls lack', () => {
    // Indented implements core::fmt::Write: write_str/write_char are its methods, `inner`, `number`, `started` its fields.
    expect(check('src/fmt.rs', 'Indented.write_str', 77, same)).toMatchObject({ ok: true, warnings: [] });
    const r = check('src/fmt.rs', 'Indented.write_str', 77, (t) => t.replace('if !self.started {', 'if !self.is_started() {'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`self\.is_started`: `Indented` has no field or method `is_started`/);
  });

  it('reads the crate through scopeFiles', () => {
    expect(rust.generation.scopeFiles?.('src/fmt.rs', PATHS)).toEqual(expect.arrayContaining(['src/error.rs', 'src/lib.rs', 'src/chain.rs']));
  });
});

describe('Rust answer checks on petgraph (traits declared inside a macro template)', () => {
  const PET = new Map(Object.entries(crateFiles('petgraph-0.6.2')));
  const file = 'src/csr.rs';
  const original = PET.get(file)!;
  const def0 = rust.parse(original, file).definitions.find((d) => d.qualname === 'Csr.clear_edges')!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const text = lines.slice(sigEnd, def0.range.end - 1).join('\n');
  const source = [...lines.slice(0, sigEnd), '        todo!()', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = rust.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === 'Csr.clear_edges')!;
  const stub = rust.findStubs(source, file, parsed).find((s) => s.qualname === 'Csr.clear_edges')!;
  const readFiles = new Map(PET);
  readFiles.set(file, source);
  const check = (body: string) => rust.generation.validate({ source, parsed, target, stub, body, file, readFiles, repoFiles: [...PET.keys()] });

  it('knows the methods of a crate trait declared in a macro (`GraphProp::is_directed`): the original is clean, a wrong member is an error', () => {
    expect(check(text)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(text.replace('self.is_directed()', 'self.is_directed_all()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`self\.is_directed_all`: `Csr` has no field or method `is_directed_all`/);
  });
});

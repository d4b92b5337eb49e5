/** The Rust front end on real code (anyhow, itertools from Debian) and on the stub idioms. */
import { describe, expect, it } from 'vitest';
import { findRustStubs, parseRust, rustSyntaxErrors } from '../../../../src/core/languages/rust/index.js';
import { registryFile, rs } from './helpers.js';

describe('definitions, doc comments and attributes (anyhow src/error.rs)', () => {
  const parsed = parseRust(registryFile('anyhow-1.0.69/src/error.rs'));
  const news = parsed.definitions.filter((d) => d.qualname === 'Error.new');

  it('puts the methods of an impl block on its self type, with `self` as receiver', () => {
    expect(news).toHaveLength(1);
    const def = news[0]!;
    expect(def).toMatchObject({ kind: 'method', declKind: 'method', parent: 'Error', receiver: 'self', parameters: ['error'] });
    expect(def.signature).toBe("pub fn new<E>(error: E) -> Self\n    where\n        E: StdError + Send + Sync + 'static,");
    expect(def.docstring).toMatch(/^Create a new error object from any error type\./);
    expect(def.decorators).toEqual(['cfg(feature = "std")', 'cfg_attr(doc_cfg, doc(cfg(feature = "std")))', 'cold', 'must_use']);
    expect(def.fullRange.start).toBeLessThan(def.range.start);
  });

  it('lists inherent and trait impls, the trait as the base', () => {
    const impls = parsed.definitions.filter((d) => d.declKind === 'impl');
    expect(impls.find((d) => d.name === 'Error' && d.bases.length === 0)).toBeDefined();
    expect(impls.find((d) => d.name === 'Error' && d.bases.includes('From'))).toBeDefined();
    expect(parsed.definitions.find((d) => d.qualname === 'ContextError' && d.declKind === 'struct')?.attributes.map((a) => a.name)).toEqual(['context', 'error']);
  });

  it('reads the calls in a body as chains', () => {
    const refs = news[0]!.references.map((r) => `${r.kind}:${r.chain.join('.')}`);
    expect(refs).toContain('call:Error.from_std');
    expect(refs).toContain('annotation:StdError');
  });
});

describe('imports', () => {
  it('reads use trees, self in a list, renames and globs (anyhow src/context.rs, src/lib.rs)', () => {
    const ctx = parseRust(registryFile('anyhow-1.0.69/src/context.rs'));
    const top = ctx.imports.filter((b) => b.scope === undefined).map((b) => `${b.kind} ${b.module} ${b.name ?? ''} ${b.boundName}`);
    expect(top).toEqual(expect.arrayContaining(['from crate::error ContextError ContextError', 'from crate Context Context', 'from crate StdError StdError', 'from core fmt fmt', 'from core::fmt Debug Debug']));
    const lib = parseRust(registryFile('anyhow-1.0.69/src/lib.rs'));
    expect(lib.imports.find((b) => b.boundName === 'StdError')).toMatchObject({ kind: 'from', module: 'std::error', name: 'Error', alias: 'StdError' });
    expect(lib.imports.find((b) => b.module === 'chain' && b.level === 1)).toMatchObject({ kind: 'import', boundName: 'chain' });
    expect(lib.exports?.find((e) => e.exported === 'format_err')).toMatchObject({ name: 'anyhow', module: 'anyhow' });
  });

  it('binds a use inside an inline mod or a function there, not in the file', () => {
    const parsed = parseRust(rs(`
      use a::B;
      mod tests {
          use super::*;
          fn t() { use std::fmt::Write as _; }
      }
    `));
    expect(parsed.imports.map((b) => [b.boundName, b.scope])).toEqual([['B', undefined], ['*', 'tests'], ['_', 'tests.t']]);
  });
});

describe('stubs', () => {
  const source = rs(`
    pub trait Shape {
        fn area(&self) -> f64;
        fn name(&self) -> String { todo!() }
    }
    impl Shape for Circle {
        fn area(&self) -> f64 {
            // TODO: pi r squared
            todo!("area of a circle")
        }
        fn name(&self) -> String {
            unimplemented!();
        }
    }
    fn later() -> u8 {
        std::todo!()
    }
    fn on_event(&self) {}
    fn fail() -> u8 {
        panic!("boom")
    }
  `);
  const stubs = findRustStubs(source);

  it('finds todo!() and unimplemented!() with or without a message, and nothing else', () => {
    expect(stubs.map((s) => `${s.qualname}:${s.kind}`)).toEqual(['Shape.name:todo', 'Circle.area:todo', 'Circle.name:not-implemented', 'later:todo']);
  });

  it('gives the lines inside the braces, or the whole one-liner', () => {
    expect(stubs[1]).toMatchObject({ defLine: 6, bodyRange: { start: 7, end: 8 }, indent: '        ', hasTodo: true });
    expect(stubs[0]).toMatchObject({ defLine: 3, bodyRange: { start: 3, end: 3 }, inline: true });
  });
});

describe('syntax errors and grammar gaps', () => {
  it('reports the line of a syntax error', () => {
    expect(rustSyntaxErrors('fn f() {\n    let x = ;\n}\n').map((e) => e.line)).toEqual([2]);
  });

  it('reads edition-2015 try!() and macro tokens tree-sitter lacks, keeping the text as written', () => {
    const source = 'fn f() -> Result<u8, E> {\n    let v = try!(g());\n    Ok(v)\n}\nmacro_rules! m { (~ $x:tt) => { [$] }; }\n';
    expect(rustSyntaxErrors(source)).toEqual([]);
    const refs = parseRust(source).definitions[0]!.references.map((r) => r.chain.join('::'));
    expect(refs).toContain('try');
  });

  it('reads the white space rustc reads beyond ASCII (a left-to-right mark, as in schannel\'s tests), not a zero-width space', () => {
    // rustc 1.63 builds the first (Pattern_White_Space) and refuses the second ("unknown start of token: \u{200b}").
    const lrm = 'pub fn f() -> Vec<u8> {\n    vec![\u200E\n        1, 2,\n    ]\n}\n';
    expect(rustSyntaxErrors(lrm)).toEqual([]);
    expect(parseRust(lrm).definitions.map((d) => d.qualname)).toEqual(['f']);
    expect(rustSyntaxErrors(lrm.replace('\u200E', '\u200B')).length).toBeGreaterThan(0);
  });

  it('never throws on hostile input', () => {
    expect(() => parseRust(`${'fn f() {'.repeat(3000)}`)).not.toThrow();
    expect(parseRust('\u0000\uFFFF}}}{{').definitions).toEqual([]);
  });
});

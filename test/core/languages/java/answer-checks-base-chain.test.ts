/**
 * Java answer checks, session 12 (issue 22): a class extending a repository class that extends another
 * one in a third package. Language.scopeFiles, asked again with what the job has read (as the pipeline
 * does, a few rounds), names the base's own base, so the whole chain is read and its member set is
 * closed: a hallucinated inherited call and a wrong arity are errors. With one round (the base read,
 * its base not) the set stays open and nothing is said. javac is the oracle.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';

const src = (...l: string[]): string => `${l.join('\n')}\n`;
const TARGET = 'src/app/Shapes.java';
const READER = 'src/lex/base/Reader.java';
const SOURCE = 'src/lex/core/Source.java';
const REPO: Record<string, string> = {
  [SOURCE]: src(
    'package lex.core;',
    '',
    'public abstract class Source {',
    '  protected int advance(int n) { return n + 1; }',
    '}',
  ),
  [READER]: src(
    'package lex.base;',
    '',
    'import lex.core.Source;',
    '',
    'public abstract class Reader extends Source {',
    '  protected int peek() { return 0; }',
    '}',
  ),
  'src/app/Other.java': src('package app;', '', 'final class Other {', '}'),
  [TARGET]: src(
    'package app;',
    '',
    'import lex.base.Reader;',
    '',
    'final class Shapes extends Reader {',
    '  int count(String s) {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  ),
};
const FILES = Object.keys(REPO);
const ORIGINAL = 'int n = advance(peek());\nreturn n + s.length();';

/** The files the pipeline reads for the checks: scopeFiles asked `rounds` times with what was read. */
function scopeRead(rounds: number): Map<string, string> {
  const read = new Map<string, string>([[TARGET, REPO[TARGET]!]]);
  for (let i = 0; i < rounds; i++) {
    const scope = javaLanguage.generation.scopeFiles?.(TARGET, FILES, REPO[TARGET], read) ?? [];
    const fresh = scope.filter((f) => !read.has(f));
    if (fresh.length === 0) break;
    for (const f of fresh) read.set(f, REPO[f]!);
  }
  return read;
}

function validate(body: string, readFiles: Map<string, string>): ValidationResult {
  const source = REPO[TARGET]!;
  const parsed = javaLanguage.parse(source, TARGET);
  const target = parsed.definitions.find((d) => d.qualname === 'Shapes.count')!;
  const stub = parsed.stubs!.find((s) => s.qualname === 'Shapes.count')!;
  return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: TARGET, readFiles, repoFiles: FILES });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-java-chain-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let runs = 0;
function compiles(targetSource: string): boolean {
  const dir = join(work, `r${runs++}`);
  for (const [f, text] of Object.entries({ ...REPO, [TARGET]: targetSource })) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  try {
    execFileSync('javac', ['-d', join(dir, 'out'), ...FILES.map((f) => join(dir, f))], { stdio: 'pipe', timeout: 120_000 });
    return true;
  } catch {
    return false;
  }
}

describe('Java answer checks: bases of bases read through scopeFiles rounds (javac decides)', () => {
  it('names the base first, then (with the base read) the base of the base', () => {
    expect(javaLanguage.generation.scopeFiles?.(TARGET, FILES, REPO[TARGET])).toEqual(['src/app/Other.java', READER]);
    expect([...scopeRead(3).keys()].sort()).toEqual([TARGET, READER, SOURCE, 'src/app/Other.java'].sort());
  });

  it('accepts the original body clean with the whole chain read', () => {
    const r = validate(ORIGINAL, scopeRead(3));
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);

  it('rejects a hallucinated inherited helper and a wrong arity once the chain is read; one round leaves the set open', () => {
    const helper = ORIGINAL.replace('advance(peek())', 'advanceChecked(peek())');
    const arity = ORIGINAL.replace('advance(peek())', 'advance(peek(), 1)');
    for (const body of [helper, arity]) {
      const r = validate(body, scopeRead(3));
      expect(r.ok).toBe(false);
      expect(compiles(r.newSource)).toBe(false);
      // Source.java unread: Reader's base may declare anything, nothing is said.
      expect(validate(body, scopeRead(1))).toMatchObject({ ok: true, errors: [] });
    }
  }, 300_000);
});

describe('Java answer checks: @Override in an anonymous or local class of the body (javac decides)', () => {
  const BODY = [
    'Runnable r = new Runnable() {',
    '  @Override',
    '  public void run() { peek(); }',
    '};',
    'Source src = new Source() {',
    '  @Override',
    '  protected int advance(int n) { return n; }',
    '};',
    'record P(int x) {',
    '  @Override',
    '  public int x() { return 1; }',
    '}',
    'r.run();',
    'return src.hashCode() + new P(1).x() + s.length();',
  ].join('\n');
  const withImport = (t: string): string => t.replace('import lex.base.Reader;', 'import lex.base.Reader;\nimport lex.core.Source;');
  const validateWithImport = (body: string): ValidationResult => {
    const source = withImport(REPO[TARGET]!);
    const parsed = javaLanguage.parse(source, TARGET);
    const target = parsed.definitions.find((d) => d.qualname === 'Shapes.count')!;
    const stub = parsed.stubs!.find((s) => s.qualname === 'Shapes.count')!;
    const readFiles = new Map([...scopeRead(3), [TARGET, source]]);
    return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: TARGET, readFiles, repoFiles: FILES });
  };

  it('accepts overrides of a JDK interface, a repository class and a record accessor, clean', () => {
    const r = validateWithImport(BODY);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);

  it('rejects an @Override method neither Runnable nor the repository base declares', () => {
    for (const body of [BODY.replace('public void run() {', 'public void runChecked() {'), BODY.replace('protected int advance(int n)', 'protected int advanceChecked(int n)')]) {
      const r = validateWithImport(body);
      expect(r.ok).toBe(false);
      expect(r.errors.join('\n')).toMatch(/is marked @Override but/);
      expect(compiles(r.newSource)).toBe(false);
    }
  }, 300_000);
});

describe('Java answer checks: an anonymous class of a repository type the file imports (held out 6\'s GraphOutputWriter, javac decides)', () => {
  // The file imports Reader but does not extend it; the body writes `new Reader() { ... }` and calls Reader's (and Source's)
  // methods unqualified inside it. scopeFiles names the imported type's file, then its base: the anonymous class's member set
  // is closed, so an invented call or a wrong arity there is an error.
  const LINES = 'src/app/Lines.java';
  const lines = src('package app;', '', 'import lex.base.Reader;', '', 'final class Lines {', '  int count(String s) {', '    throw new UnsupportedOperationException();', '  }', '}');
  const repo: Record<string, string> = { ...REPO, [LINES]: lines };
  const files = Object.keys(repo);
  const body = 'Reader r = new Reader() {\n  @Override\n  public String toString() { return String.valueOf(advance(peek())); }\n};\nreturn r.toString().length() + s.length();';
  const readFor = (rounds: number): Map<string, string> => {
    const read = new Map<string, string>([[LINES, lines]]);
    for (let i = 0; i < rounds; i++) {
      const fresh = (javaLanguage.generation.scopeFiles?.(LINES, files, lines, read) ?? []).filter((f) => !read.has(f));
      if (fresh.length === 0) break;
      for (const f of fresh) read.set(f, repo[f]!);
    }
    return read;
  };
  const check = (b: string, rounds: number): ValidationResult => {
    const parsed = javaLanguage.parse(lines, LINES);
    const target = parsed.definitions.find((d) => d.qualname === 'Lines.count')!;
    const stub = parsed.stubs!.find((s) => s.qualname === 'Lines.count')!;
    return javaLanguage.generation.validate({ source: lines, parsed, target, stub, body: b, file: LINES, readFiles: readFor(rounds), repoFiles: files });
  };
  const builds = (text: string): boolean => {
    const dir = join(work, `r${runs++}`);
    for (const [f, t] of Object.entries({ ...repo, [LINES]: text })) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), t);
    }
    try {
      execFileSync('javac', ['-d', join(dir, 'out'), ...files.map((f) => join(dir, f))], { stdio: 'pipe', timeout: 120_000 });
      return true;
    } catch {
      return false;
    }
  };

  it('reads the imported type and then its base', () => {
    expect([...readFor(3).keys()].sort()).toEqual([LINES, READER, SOURCE, TARGET, 'src/app/Other.java'].sort());
  });

  it('accepts the real body clean; rejects an invented call and a wrong arity inside the anonymous class', () => {
    const ok = check(body, 3);
    expect(ok).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(builds(ok.newSource)).toBe(true);
    for (const bad of [body.replace('advance(peek())', 'advanceChecked(peek())'), body.replace('advance(peek())', 'advance(peek(), 2)')]) {
      const r = check(bad, 3);
      expect(r.ok).toBe(false);
      expect(builds(r.newSource)).toBe(false);
    }
  }, 300_000);
});

/**
 * Java answer checks, session 10 (issue 22): what a body may call or name unqualified through the
 * file's imports. A non-static `import a.b.Outer.*;` brings Outer's member types and no methods; a
 * JDK type's `import static T.*;` may bring its constants and JDK-named methods only; a repository
 * type's static import is read through scopeFiles, and with it read a hallucinated call is an error;
 * a member type of another file needs `import pkg.Outer.Inner;` (not "same package"). javac is the
 * oracle: every rejected body fails to compile, every accepted one compiles (with its imports).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';

const src = (...l: string[]): string => `${l.join('\n')}\n`;
const TOKENS = 'src/main/java/lex/Tokens.java';
const REPO: Record<string, string> = {
  'src/main/java/lex/Codes.java': src(
    'package lex;',
    '',
    'public final class Codes {',
    '  public static final int WORD = 1;',
    '  public static int codeOf(String s) { return s.isEmpty() ? 0 : WORD; }',
    '  private Codes() {}',
    '}',
  ),
  'src/main/java/lex/model/Catalog.java': src(
    'package lex.model;',
    '',
    'public class Catalog {',
    '  public enum Kind { WORD, NUMBER }',
    '  public static final class Entry {',
    '    public final String text;',
    '    public Entry(String text) { this.text = text; }',
    '  }',
    '}',
  ),
  [TOKENS]: src(
    'package lex;',
    '',
    'import java.io.IOException;',
    'import java.io.StreamTokenizer;',
    'import static java.io.StreamTokenizer.*;',
    'import static lex.Codes.*;',
    'import lex.model.Catalog.*;',
    '',
    'final class Tokens {',
    '  private static int debug(Object o) { return o.hashCode(); }',
    '',
    '  int next(StreamTokenizer st) throws IOException {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  ),
};
const FILES = Object.keys(REPO);

function validate(body: string, source = REPO[TOKENS]!, read: readonly string[] = FILES): ValidationResult {
  const parsed = javaLanguage.parse(source, TOKENS);
  const target = parsed.definitions.find((d) => d.qualname === 'Tokens.next')!;
  const stub = parsed.stubs!.find((s) => s.qualname === 'Tokens.next')!;
  const readFiles = new Map(Object.entries({ ...REPO, [TOKENS]: source }).filter(([f]) => read.includes(f) || f === TOKENS));
  return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: TOKENS, readFiles, repoFiles: FILES });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-java-scope-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let runs = 0;
function compiles(tokensSource: string): boolean {
  const dir = join(work, `r${runs++}`);
  for (const [f, text] of Object.entries({ ...REPO, [TOKENS]: tokensSource })) {
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
const withImports = (r: ValidationResult): string => {
  const lines = r.newSource.split('\n');
  for (const imp of [...r.imports].sort((a, b) => b.afterLine - a.afterLine)) lines.splice(imp.afterLine, 0, imp.text);
  return lines.join('\n');
};

describe('Java answer checks: names the imports bring (javac decides)', () => {
  const ORIGINAL = 'int t = st.nextToken();\ndebug(st);\nif (t == TT_EOF || t == TT_EOL) return 0;\nEntry e = new Entry(st.sval);\nKind k = Kind.WORD;\nreturn codeOf(e.text) + WORD + k.ordinal();';
  it('accepts a body using a JDK static import, a repository static import and a non-static member-type import, clean', () => {
    const r = validate(ORIGINAL);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);

  it('rejects a hallucinated helper although the file has `import a.b.Outer.*;` (member types only) and a JDK static import (JDK names only)', () => {
    const r = validate(ORIGINAL.replace('debug(st)', 'debugChecked(st)'));
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toMatch(/`debugChecked\(\.\.\.\)` is not a method of `Tokens`/);
    expect(compiles(r.newSource)).toBe(false);
  }, 300_000);

  it('rejects a method the statically imported repository type lacks once its file is read, and says nothing while it is not read', () => {
    const body = ORIGINAL.replace('codeOf(e.text)', 'codeOfChecked(e.text)');
    const read = validate(body);
    expect(read.ok).toBe(false);
    expect(compiles(read.newSource)).toBe(false);
    // Codes.java unread: `import static lex.Codes.*;` may bring any method.
    expect(validate(body, REPO[TOKENS], [])).toMatchObject({ ok: true, errors: [] });
  }, 300_000);

  it('scopeFiles reads the package directory, the statically imported types and the bases', () => {
    const files = [...FILES, 'src/main/java/lex/base/Reader.java', 'src/main/java/other/Unrelated.java'];
    const source = REPO[TOKENS]!.replace('final class Tokens {', 'final class Tokens extends lex.base.Reader {');
    const scope = javaLanguage.generation.scopeFiles?.(TOKENS, files, source) ?? [];
    expect([...scope].sort()).toEqual(['src/main/java/lex/Codes.java', 'src/main/java/lex/base/Reader.java'].sort());
    expect(javaLanguage.generation.scopeFiles?.(TOKENS, files)).toEqual(['src/main/java/lex/Codes.java']);
  }, 300_000);

  it('adds `import pkg.Outer.Inner;` for a member type of another file, and javac needs exactly it', () => {
    const source = REPO[TOKENS]!.replace('import lex.model.Catalog.*;\n', '');
    const r = validate('Catalog.Entry c = null;\nEntry e = new Entry(st.sval);\nreturn e.text.length();'.replace('Catalog.Entry c = null;\n', ''), source);
    expect(r.ok).toBe(true);
    expect(r.imports.map((i) => i.text)).toEqual(['import lex.model.Catalog.Entry;']);
    expect(compiles(r.newSource)).toBe(false);
    expect(compiles(withImports(r))).toBe(true);
  }, 300_000);
});

describe('Java answer checks: every exported package of java.base is known (javac decides)', () => {
  const FILE = 'src/main/java/lex/Secret.java';
  const SOURCE = src(
    'package lex;',
    '',
    'import java.security.PublicKey;',
    'import javax.security.auth.Destroyable;',
    '',
    'final class Secret implements Destroyable {',
    '  private boolean gone;',
    '  @Override public boolean isDestroyed() { return gone; }',
    '',
    '  int size(PublicKey key) {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  );
  const check = (body: string): ValidationResult => {
    const parsed = javaLanguage.parse(SOURCE, FILE);
    const target = parsed.definitions.find((d) => d.qualname === 'Secret.size')!;
    const stub = parsed.stubs!.find((s) => s.qualname === 'Secret.size')!;
    return javaLanguage.generation.validate({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE]]), repoFiles: [FILE] });
  };
  const compilesAlone = (text: string): boolean => {
    const dir = join(work, `s${runs++}`);
    mkdirSync(join(dir, 'lex'), { recursive: true });
    writeFileSync(join(dir, 'lex', 'Secret.java'), text);
    try {
      execFileSync('javac', ['-d', join(dir, 'out'), join(dir, 'lex', 'Secret.java')], { stdio: 'pipe', timeout: 120_000 });
      return true;
    } catch {
      return false;
    }
  };
  const BODY = 'if (isDestroyed()) return 0;\nif (key instanceof ECPublicKey) return ((ECPublicKey) key).getParams().getOrder().bitLength();\nreturn key.getEncoded().length;';

  it('adds `import java.security.interfaces.ECPublicKey;` and javac needs exactly it', () => {
    const r = check(BODY);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.imports.map((i) => i.text)).toEqual(['import java.security.interfaces.ECPublicKey;']);
    expect(compilesAlone(r.newSource)).toBe(false);
    expect(compilesAlone(withImports(r))).toBe(true);
  }, 300_000);

  it('rejects a helper that neither the class nor javax.security.auth.Destroyable (unread, a JDK type) has', () => {
    const r = check(BODY.replace('isDestroyed()', 'isDestroyedChecked()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toMatch(/`isDestroyedChecked\(\.\.\.\)` is not a method of `Secret`/);
    expect(compilesAlone(withImports({ ...r, imports: [{ text: 'import java.security.interfaces.ECPublicKey;', afterLine: 4, names: ['ECPublicKey'] }] }))).toBe(false);
  }, 300_000);
});

describe('Java answer checks: arity under an unread JDK base (javac decides)', () => {
  const FILE = 'src/main/java/lex/Words.java';
  const SOURCE = src(
    'package lex;',
    '',
    'import java.util.AbstractList;',
    '',
    'final class Words extends AbstractList<String> {',
    '  private final String[] items = { "a" };',
    '  @Override public String get(int i) { return items[i]; }',
    '  @Override public int size() { return items.length; }',
    '  private static int validate(String a, String b) { return a.compareTo(b); }',
    '',
    '  int rank(String w) {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  );
  const check = (body: string): ValidationResult => {
    const parsed = javaLanguage.parse(SOURCE, FILE);
    const target = parsed.definitions.find((d) => d.qualname === 'Words.rank')!;
    const stub = parsed.stubs!.find((s) => s.qualname === 'Words.rank')!;
    return javaLanguage.generation.validate({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE]]), repoFiles: [FILE] });
  };
  const compilesAlone = (text: string): boolean => {
    const dir = join(work, `w${runs++}`);
    mkdirSync(join(dir, 'lex'), { recursive: true });
    writeFileSync(join(dir, 'lex', 'Words.java'), text);
    try {
      execFileSync('javac', ['-d', join(dir, 'out'), join(dir, 'lex', 'Words.java')], { stdio: 'pipe', timeout: 120_000 });
      return true;
    } catch {
      return false;
    }
  };

  it('accepts calls that fit the class or its JDK base, and rejects a count that no overload of the class or of any JDK method of that name takes', () => {
    const good = check('int i = indexOf(w);\nreturn i < 0 ? validate(w, get(0)) : i + subList(0, size()).size();');
    expect(good).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compilesAlone(good.newSource)).toBe(true);
    // AbstractList may add a validate(...) with 1 or 2 parameters as far as the JDK's names go; none with 0 or 3.
    for (const body of ['return validate();', 'return validate(w, w, w);']) {
      const r = check(body);
      expect(r.ok).toBe(false);
      expect(r.errors.join('\n')).toMatch(/`validate` takes 2 argument\(s\)/);
      expect(compilesAlone(r.newSource)).toBe(false);
    }
    const member = check('return this.size(1, 2, 3);');
    expect(member.errors.join('\n')).toMatch(/`this\.size` takes 0 argument/);
    expect(compilesAlone(member.newSource)).toBe(false);
  }, 300_000);
});

describe('Java answer checks: every public type of java.lang needs no import (javac decides)', () => {
  it('accepts ThreadDeath, ThreadGroup and NoSuchMethodError clean in a package read whole, and still rejects a type nothing declares', () => {
    const FILE = 'src/main/java/lex/Guard.java';
    const SOURCE = src('package lex;', '', 'final class Guard {', '  static int run(Runnable r) {', '    throw new UnsupportedOperationException();', '  }', '}');
    const check = (body: string): ValidationResult => {
      const parsed = javaLanguage.parse(SOURCE, FILE);
      const target = parsed.definitions.find((d) => d.qualname === 'Guard.run')!;
      const stub = parsed.stubs!.find((s) => s.qualname === 'Guard.run')!;
      return javaLanguage.generation.validate({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE]]), repoFiles: [FILE] });
    };
    const compilesAlone = (text: string): boolean => {
      const dir = join(work, `g${runs++}`);
      mkdirSync(join(dir, 'lex'), { recursive: true });
      writeFileSync(join(dir, 'lex', 'Guard.java'), text);
      try {
        execFileSync('javac', ['-d', join(dir, 'out'), join(dir, 'lex', 'Guard.java')], { stdio: 'pipe', timeout: 120_000 });
        return true;
      } catch {
        return false;
      }
    };
    const body = 'try {\n  r.run();\n  return Thread.currentThread().getThreadGroup() instanceof ThreadGroup ? 0 : 1;\n} catch (ThreadDeath | NoSuchMethodError e) {\n  return 2;\n}';
    const good = check(body);
    expect(good).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    expect(compilesAlone(good.newSource)).toBe(true);
    const bad = check(body.replace('ThreadDeath', 'ThreadDeathError'));
    expect(bad.errors.join('\n')).toMatch(/`ThreadDeathError` is not a type/);
    expect(compilesAlone(bad.newSource)).toBe(false);
  }, 300_000);
});

describe('Java answer checks: an all-capitals type name is a type, not a variable (javac decides)', () => {
  it('binds URL through `import java.net.*;` clean, and without it adds `import java.net.URL;`', () => {
    const FILE = 'src/main/java/lex/Paths.java';
    const SOURCE = src('package lex;', '', 'import java.net.*;', '', 'final class Paths {', '  static int count(String s) {', '    throw new UnsupportedOperationException();', '  }', '}');
    const check = (source: string, body: string): ValidationResult => {
      const parsed = javaLanguage.parse(source, FILE);
      const target = parsed.definitions.find((d) => d.qualname === 'Paths.count')!;
      const stub = parsed.stubs!.find((s) => s.qualname === 'Paths.count')!;
      return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, source]]), repoFiles: [FILE] });
    };
    const compilesAlone = (text: string): boolean => {
      const dir = join(work, `u${runs++}`);
      mkdirSync(join(dir, 'lex'), { recursive: true });
      writeFileSync(join(dir, 'lex', 'Paths.java'), text);
      try {
        execFileSync('javac', ['-d', join(dir, 'out'), join(dir, 'lex', 'Paths.java')], { stdio: 'pipe', timeout: 120_000 });
        return true;
      } catch {
        return false;
      }
    };
    const body = 'URL[] urls = new URL[s.length()];\nreturn urls.length;';
    const onDemand = check(SOURCE, body);
    expect(onDemand).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    expect(compilesAlone(onDemand.newSource)).toBe(true);
    const without = check(SOURCE.replace('import java.net.*;\n', ''), body);
    expect(without).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(without.imports.map((i) => i.text)).toEqual(['import java.net.URL;']);
    expect(compilesAlone(without.newSource)).toBe(false);
    expect(compilesAlone(withImports(without))).toBe(true);
  }, 300_000);
});

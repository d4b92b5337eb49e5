/**
 * Java answer checks, session 15 (issue 22): held out 7's three wrong-member misses, by mechanism.
 * - `Type.m(...)` names a static method: the type's own and its superclass chain's (JLS 8.4.8: a static method of an
 *   interface is never inherited, and an interface's instance methods cannot be called on the type), so an interface the
 *   class implements that nobody read leaves nothing open (bazel's `ExecutorServiceCloser.createWithFixedPoolOf(15)`,
 *   a final class implementing Guava's ListeningExecutorService; `Artifact.asPathFragments(...)`, Artifact implementing
 *   six interfaces of other packages).
 * - Language.scopeFiles names the bases of the same-package types the file names (a field `RemoteActionContextProvider
 *   actionContextProvider;` whose class implements lib.exec's ExecutorLifecycleListener): a receiver of such a type was
 *   open for every member while its base was unread.
 * javac is the oracle of every case (the "unread" files are compiled, only not given to the checks).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';

const src = (...l: string[]): string => `${l.join('\n')}\n`;
const TARGET = 'src/app/Module.java';
const LISTENING = 'src/lib/Listening.java';
const LISTENER = 'src/exec/Listener.java';
const REPO: Record<string, string> = {
  [LISTENING]: src(
    'package lib;',
    '',
    'public interface Listening {',
    '  void listen();',
    '  static Listening noop() { return () -> { }; }',
    '}',
  ),
  [LISTENER]: src('package exec;', '', 'public interface Listener {', '  void onStart();', '}'),
  'src/app/Base.java': src('package app;', '', 'class Base {', '  static int shared(int n) { return n; }', '}'),
  'src/app/Closer.java': src(
    'package app;',
    '',
    'import lib.Listening;',
    '',
    'final class Closer implements Listening {',
    '  static Closer withPool(int n) { return new Closer(); }',
    '  public void listen() { }',
    '  void close() { }',
    '}',
  ),
  'src/app/Provider.java': src(
    'package app;',
    '',
    'import exec.Listener;',
    '',
    'final class Provider extends Base implements Listener {',
    '  void register(String s) { }',
    '  public void onStart() { }',
    '}',
  ),
  [TARGET]: src(
    'package app;',
    '',
    'final class Module {',
    '  private Provider provider = new Provider();',
    '',
    '  int run(int n) {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  ),
};
const FILES = Object.keys(REPO);
const ORIGINAL = 'Closer c = Closer.withPool(n);\nc.close();\nprovider.register("x");\nprovider.onStart();\nreturn Provider.shared(n);';

/** The files the pipeline reads for the checks: scopeFiles asked three times with what was read (as implement-stubs does). */
function scopeRead(): Map<string, string> {
  const read = new Map<string, string>([[TARGET, REPO[TARGET]!]]);
  for (let i = 0; i < 3; i++) {
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
  const target = parsed.definitions.find((d) => d.qualname === 'Module.run')!;
  const stub = parsed.stubs!.find((s) => s.qualname === 'Module.run')!;
  return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: TARGET, readFiles, repoFiles: FILES });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-java-static-'));
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

describe('Java answer checks: static calls on a type, receivers of same-package types (javac decides)', () => {
  it('reads the base of a same-package type the file names, not the bases of types it does not name', () => {
    const read = scopeRead();
    expect(read.has(LISTENER)).toBe(true);
    expect(read.has(LISTENING)).toBe(false);
  });

  it('accepts the original body clean', () => {
    const r = validate(ORIGINAL, scopeRead());
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);

  it('rejects a static method the class and its superclass chain lack, though an interface it implements was not read', () => {
    for (const body of [
      ORIGINAL.replace('Closer.withPool(n)', 'Closer.withPoolAll(n)'),
      // A static method of the interface: never inherited by the class.
      ORIGINAL.replace('Closer c = Closer.withPool(n);\nc.close();', 'Object c = Closer.noop();'),
      ORIGINAL.replace('Provider.shared(n)', 'Provider.sharedAll(n)'),
      ORIGINAL.replace('Provider.shared(n)', 'Provider.shared(n, 1)'),
    ]) {
      const r = validate(body, scopeRead());
      expect(r.ok, body).toBe(false);
      expect(compiles(r.newSource)).toBe(false);
    }
  }, 300_000);

  it('rejects a member a field\'s same-package type lacks once its base is read; with the base unread nothing is said', () => {
    const body = ORIGINAL.replace('provider.register("x")', 'provider.registerAll("x")');
    const r = validate(body, scopeRead());
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toContain('registerAll');
    expect(compiles(r.newSource)).toBe(false);
    const unread = scopeRead();
    unread.delete(LISTENER);
    expect(validate(body, unread)).toMatchObject({ ok: true, errors: [] });
  }, 300_000);
});

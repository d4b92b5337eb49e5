/**
 * Java answer checks, session 18 (issue 22): held out 9's StandaloneTestStrategy misses, by mechanism. A nested class
 * extends a member type its enclosing class INHERITS (JLS 8.5): Bazel's
 * `StandaloneTestStrategy extends TestStrategy` (lib.analysis.test), `TestStrategy implements TestActionContext`, and
 * `TestActionContext` declares `abstract class TestAttemptContinuation`; `private final class BazelTestAttemptContinuation
 * extends TestAttemptContinuation` names it with no import. The base did not resolve, so the nested class's member set was
 * open for every name: an invented helper, a call with its arguments dropped and a type whose import was dropped all
 * passed. The same layout in four files of three packages; javac is the oracle of every case.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';

const src = (...l: string[]): string => `${l.join('\n')}\n`;
const TARGET = 'src/exec/Standalone.java';
const CONTEXT = 'src/analysis/test/TestActionContext.java';
const REPO: Record<string, string> = {
  'src/actions/ActionContext.java': src('package actions;', '', 'public interface ActionContext {', '  default String name() { return "ctx"; }', '}'),
  [CONTEXT]: src(
    'package analysis.test;',
    '',
    'import actions.ActionContext;',
    '',
    'public interface TestActionContext extends ActionContext {',
    '  abstract class TestAttemptContinuation {',
    '    public abstract TestAttemptContinuation execute() throws Exception;',
    '    public boolean isDone() { return false; }',
    '  }',
    '}',
  ),
  'src/analysis/test/TestStrategy.java': src(
    'package analysis.test;',
    '',
    'public abstract class TestStrategy implements TestActionContext {',
    '  protected static String tmpDirName(int n) { return "t" + n; }',
    '}',
  ),
  'src/util/Verify.java': src('package util;', '', 'public final class Verify {', '  public static void verify(boolean b) { }', '}'),
  [TARGET]: src(
    'package exec;',
    '',
    'import analysis.test.TestStrategy;',
    'import util.Verify;',
    '',
    'public class Standalone extends TestStrategy {',
    '  private static String spawn(String dir, int n) { return dir + n; }',
    '',
    '  private final class Continuation extends TestAttemptContinuation {',
    '    @Override',
    '    public TestAttemptContinuation execute() throws Exception {',
    '      throw new UnsupportedOperationException();',
    '    }',
    '  }',
    '}',
  ),
};
const FILES = Object.keys(REPO);
const ORIGINAL = 'String dir = tmpDirName(2);\nVerify.verify(!isDone());\nString s = spawn(dir, 3);\nreturn s.isEmpty() ? null : this;';

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

function validate(body: string, readFiles: Map<string, string>, source = REPO[TARGET]!): ValidationResult {
  const parsed = javaLanguage.parse(source, TARGET);
  const qualname = 'Standalone.Continuation.execute';
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = parsed.stubs!.find((s) => s.qualname === qualname)!;
  return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: TARGET, readFiles, repoFiles: FILES });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-java-inherited-'));
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

describe('Java answer checks: a nested class extending a member type its enclosing class inherits (javac decides)', () => {
  it('reads the chain and accepts the original body clean', () => {
    const read = scopeRead();
    expect(read.has(CONTEXT)).toBe(true);
    const r = validate(ORIGINAL, read);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);

  it('rejects an invented helper, a dropped argument list and an invented member of the inherited base', () => {
    for (const [body, word] of [
      [ORIGINAL.replace('spawn(dir, 3)', 'spawnChecked(dir, 3)'), 'spawnChecked'],
      [ORIGINAL.replace('spawn(dir, 3)', 'spawn()'), 'spawn'],
      [ORIGINAL.replace('!isDone()', '!isDoneAll()'), 'isDoneAll'],
    ] as const) {
      const r = validate(body, scopeRead());
      expect(r.ok, body).toBe(false);
      expect(r.errors.join('\n')).toContain(word);
      expect(compiles(r.newSource)).toBe(false);
    }
  }, 300_000);

  it('a dropped import of a type the body names is rejected or put back', () => {
    const source = REPO[TARGET]!.replace('import util.Verify;\n', '');
    const r = validate(ORIGINAL, scopeRead(), source);
    const added = (r.imports ?? []).find((i) => i.text.includes('util.Verify'));
    expect(r.ok === false || added !== undefined).toBe(true);
    // javac refuses the file as the body left it, and accepts it with the import the check gives back (when it gives one).
    expect(compiles(r.newSource)).toBe(false);
    if (added !== undefined) expect(compiles(r.newSource.replace('import analysis.test.TestStrategy;\n', `import analysis.test.TestStrategy;\n${added.text}\n`))).toBe(true);
  }, 300_000);

  it('says nothing of an invented helper while the interface declaring the base is unread', () => {
    const read = scopeRead();
    read.delete(CONTEXT);
    expect(validate(ORIGINAL.replace('spawn(dir, 3)', 'spawnChecked(dir, 3)'), read)).toMatchObject({ ok: true, errors: [] });
  }, 300_000);
});

/**
 * Java answer checks, session 13 (issue 22): the JDK's internal packages (jdk-internal-types.ts). A JDK module's
 * `import static jdk.internal.vm.vector.VectorSupport.*;` (held out 5's jdk.incubator.vector) brings exactly
 * VectorSupport's members, so an invented unqualified helper is an error (before: the unread type left every name
 * possible); the static import never brings `VectorSupport` itself, so a body using it without the single-type import
 * gets `import jdk.internal.vm.vector.VectorSupport;`; an on-demand `import sun.security.krb5.*;` is a listed package,
 * so `Arrays` beside it gets its import. javac (with the --add-exports a JDK module has) decides every case.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';

const src = (...l: string[]): string => `${l.join('\n')}\n`;
const TARGET = 'src/app/Lanes.java';
const VECTOR_IMPORTS = ['import jdk.internal.vm.vector.VectorSupport;', '', 'import static jdk.internal.vm.vector.VectorSupport.*;'];
const lanes = (imports: readonly string[]): string => src(
  'package app;',
  '',
  ...imports,
  '',
  'final class Lanes {',
  '  int code(int n) {',
  '    throw new UnsupportedOperationException();',
  '  }',
  '}',
);
const OTHER = 'src/app/Other.java';
const OTHER_TEXT = src('package app;', '', 'final class Other {', '}');
const VECTOR_BODY = 'int max = VectorSupport.getMaxLaneCount(int.class);\nreturn n + max + BT_ne + getMaxLaneCount(long.class);';

function validate(source: string, body: string): ValidationResult {
  const parsed = javaLanguage.parse(source, TARGET);
  const target = parsed.definitions.find((d) => d.qualname === 'Lanes.code')!;
  const stub = parsed.stubs!.find((s) => s.qualname === 'Lanes.code')!;
  const readFiles = new Map([[TARGET, source], [OTHER, OTHER_TEXT]]);
  return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: TARGET, readFiles, repoFiles: [TARGET, OTHER] });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-java-internal-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let runs = 0;
function compiles(targetSource: string): boolean {
  const dir = join(work, `r${runs++}`);
  for (const [f, text] of [[TARGET, targetSource], [OTHER, OTHER_TEXT]] as const) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  try {
    execFileSync('javac', [
      '--add-exports', 'java.base/jdk.internal.vm.vector=ALL-UNNAMED', '--add-exports', 'java.security.jgss/sun.security.krb5=ALL-UNNAMED',
      '-d', join(dir, 'out'), join(dir, TARGET), join(dir, OTHER),
    ], { stdio: 'pipe', timeout: 120_000 });
    return true;
  } catch {
    return false;
  }
}

describe('Java answer checks: the JDK\'s internal packages (javac decides)', () => {
  it('accepts a body using VectorSupport\'s static members and the type itself, clean', () => {
    const r = validate(lanes(VECTOR_IMPORTS), VECTOR_BODY);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);

  it('rejects an unqualified helper VectorSupport does not declare, and a field it does not have', () => {
    for (const body of [VECTOR_BODY.replace('getMaxLaneCount(long.class)', 'getMaxLaneCountChecked(long.class)'), VECTOR_BODY.replace('BT_ne', 'BT_neq')]) {
      const r = validate(lanes(VECTOR_IMPORTS), body);
      expect(r.ok).toBe(false);
      expect(compiles(r.newSource)).toBe(false);
    }
  }, 300_000);

  it('adds `import jdk.internal.vm.vector.VectorSupport;` when only the static import is left', () => {
    const source = lanes(VECTOR_IMPORTS.slice(2));
    expect(compiles(validate(source, VECTOR_BODY).newSource)).toBe(false);
    const r = validate(source, VECTOR_BODY);
    expect(r.imports?.map((i) => i.text)).toEqual(['import jdk.internal.vm.vector.VectorSupport;']);
    const lines = source.split('\n');
    const at = r.imports[0]!.afterLine;
    const fixed = validate([...lines.slice(0, at), r.imports[0]!.text, ...lines.slice(at)].join('\n'), VECTOR_BODY);
    expect(fixed).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compiles(fixed.newSource)).toBe(true);
  }, 300_000);

  it('knows the types of an internal on-demand import (`import sun.security.krb5.*;`): Arrays needs java.util\'s import', () => {
    const source = lanes(['import sun.security.krb5.*;']);
    const body = 'KrbException e = new KrbException("x");\nreturn n + Arrays.asList(e).size();';
    const r = validate(source, body);
    expect(compiles(r.newSource)).toBe(false);
    expect(r.imports?.map((i) => i.text)).toEqual(['import java.util.Arrays;']);
    const ok = validate(source, body.replace('Arrays.asList(e).size()', 'e.getMessage().length()'));
    expect(ok).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compiles(ok.newSource)).toBe(true);
  }, 300_000);
});

describe('Java answer checks: a member type inherited from a base the job never reads (held out 6\'s RBuildFilesVisitor, javac decides)', () => {
  const WALKER = 'src/app/Walker.java';
  const VISITOR = 'src/lib/Visitor.java';
  const walker = src(
    'package app;',
    '',
    'import lib.Visitor;',
    '',
    'class Walker extends Visitor {',
    '  Object step(int n) {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  );
  const visitor = src('package lib;', '', 'public class Visitor {', '  protected final class Visit {', '    public Visit() {}', '    public int size() { return 0; }', '  }', '}');
  const body = 'Visit v = new Visit();\nreturn v.size() + n;';

  it('says nothing about `Visit` (the unread base may declare it), and javac accepts the body', () => {
    const parsed = javaLanguage.parse(walker, WALKER);
    const target = parsed.definitions.find((d) => d.qualname === 'Walker.step')!;
    const stub = parsed.stubs!.find((s) => s.qualname === 'Walker.step')!;
    const r = javaLanguage.generation.validate({ source: walker, parsed, target, stub, body, file: WALKER, readFiles: new Map([[WALKER, walker]]), repoFiles: [WALKER] });
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    const dir = join(work, `r${runs++}`);
    for (const [f, text] of [[WALKER, r.newSource], [VISITOR, visitor]] as const) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), text);
    }
    execFileSync('javac', ['-d', join(dir, 'out'), join(dir, WALKER), join(dir, VISITOR)], { stdio: 'pipe', timeout: 120_000 });
  }, 300_000);
});

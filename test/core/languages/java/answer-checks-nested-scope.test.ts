/**
 * Java answer checks, session 14 (issue 22): a type nested in the target's own file is bound only where javac binds it —
 * inside its enclosing types (and their subclasses), through an import, or qualified. Held out 6's IncludeParser uses
 * `Kind` (IncludeParser.Inclusion.Kind) in IncludeParser's own methods through `import ...IncludeParser.Inclusion.Kind;`;
 * the checks took any type the file declares as bound, so a body without that import passed. Real source: the JDK's
 * com.sun.tools.classfile.TypeAnnotation (jdk.jdeps, src.zip), which imports its own `TypeAnnotation.Position.TypePathEntry`
 * for `read_position`. javac (the file patched into jdk.jdeps) decides every case.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';
import { readJdk, SRC_ZIP } from './real-code.js';

const FILE = 'src/com/sun/tools/classfile/TypeAnnotation.java';
const REAL = readJdk('jdk.jdeps/com/sun/tools/classfile/TypeAnnotation.java');
const OWN_IMPORT = 'import com.sun.tools.classfile.TypeAnnotation.Position.TypePathEntry;';
// Without the import, position_length's use qualified (`Position.TypePathEntry`, as javac allows in TypeAnnotation): only
// read_position's body needs the import. QUALIFIED qualifies read_position's too (the whole file compiles without the import).
const WITHOUT_IMPORT = REAL.split('\n').filter((l) => l !== OWN_IMPORT).join('\n').replace('n += TypePathEntry.bytesPerEntry', 'n += Position.TypePathEntry.bytesPerEntry');
const QUALIFIED = WITHOUT_IMPORT.replace('len * TypePathEntry.bytesPerEntry', 'len * Position.TypePathEntry.bytesPerEntry');

// The package's other files as the snapshot lists them (Annotation, ClassReader... need no import).
const PACKAGE = execFileSync('unzip', ['-Z1', SRC_ZIP, 'jdk.jdeps/com/sun/tools/classfile/*'], { timeout: 60_000 }).toString().split('\n')
  .filter((f) => /^jdk\.jdeps\/com\/sun\/tools\/classfile\/\w+\.java$/.test(f)).map((f) => f.replace(/^jdk\.jdeps\//, 'src/'));

/** The file with `qualname`'s body stubbed, and that body. */
function stubbed(text: string, qualname: string): { source: string; body: string } {
  const def = javaLanguage.parse(text, FILE).definitions.find((d) => d.qualname === qualname)!;
  const lines = text.split('\n');
  const from = def.range.start + def.signature.split('\n').length;
  const to = def.range.end - 1;
  const indent = /^\s*/.exec(lines[from - 1]!)![0];
  return {
    source: [...lines.slice(0, from - 1), `${indent}throw new UnsupportedOperationException();`, ...lines.slice(to)].join('\n'),
    body: lines.slice(from - 1, to).join('\n'),
  };
}

function validate(text: string, qualname: string): ValidationResult {
  const { source, body } = stubbed(text, qualname);
  const parsed = javaLanguage.parse(source, FILE);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = parsed.stubs!.find((s) => s.qualname === qualname)!;
  return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, source]]), repoFiles: PACKAGE });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-java-nested-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let runs = 0;
/** javac over the file as a patch of jdk.jdeps (its other classfile types come from the JDK image). */
function compiles(text: string): boolean {
  const dir = join(work, `r${runs++}`);
  mkdirSync(dirname(join(dir, FILE)), { recursive: true });
  writeFileSync(join(dir, FILE), text);
  try {
    execFileSync('javac', ['--patch-module', `jdk.jdeps=${join(dir, 'src')}`, '-d', join(dir, 'out'), join(dir, FILE)], { stdio: 'pipe', timeout: 120_000 });
    return true;
  } catch {
    return false;
  }
}

describe('Java answer checks: a type nested in the file is in scope only inside its enclosing types (javac decides)', () => {
  it('accepts read_position\'s real body clean with the file\'s own nested-type import', () => {
    const r = validate(REAL, 'TypeAnnotation.read_position');
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.imports ?? []).toEqual([]);
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);

  it('gives `import ...TypeAnnotation.Position.TypePathEntry;` when the import is missing (javac refuses the body without it)', () => {
    const r = validate(WITHOUT_IMPORT, 'TypeAnnotation.read_position');
    expect(compiles(r.newSource)).toBe(false);
    expect(r.imports?.map((i) => i.text)).toEqual([OWN_IMPORT]);
    const lines = r.newSource.split('\n');
    const at = r.imports[0]!.afterLine;
    expect(compiles([...lines.slice(0, at), r.imports[0]!.text, ...lines.slice(at)].join('\n'))).toBe(true);
  }, 300_000);

  it('binds a member type of an enclosing type without any import (TypePathEntry.fromBinary uses Position\'s TypePathEntryKind)', () => {
    const r = validate(QUALIFIED, 'TypeAnnotation.Position.TypePathEntry.fromBinary');
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.imports ?? []).toEqual([]);
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);
});

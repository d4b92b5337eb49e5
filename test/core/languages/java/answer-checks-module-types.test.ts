/**
 * Java answer checks, session 15 (issue 22): the JDK types beyond the Java SE modules' exported packages and java.base's
 * internal ones (jdk-module-types.ts, decoded on first need). Held out 7's jdk.management.jfr: RemoteRecordingStream
 * implements jdk.jfr.consumer.EventStream (jdk.jfr, exported, not an SE module) and its nested RemoteSettings implements
 * jdk.jfr.internal.management.EventSettingsModifier (jdk.jfr, exported only to jdk.management.jfr): with both bases'
 * members known, an invented unqualified helper in RemoteSettings.with is an error (before: both bases left every name
 * possible). The real file from openjdk-17-source's src.zip; javac with the file patched into jdk.management.jfr decides.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import { jdkTypeMembers } from '../../../../src/core/languages/java/answer/jdk-type-table.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';
import { readJdk } from './real-code.js';

const MODULE = 'jdk.management.jfr';
const FILE = 'jdk/management/jfr/RemoteRecordingStream.java';
const QUALNAME = 'RemoteRecordingStream.RemoteSettings.with';
const real = readJdk(`${MODULE}/${FILE}`);

function stubbed(): { source: string; body: string } {
  const parsed = javaLanguage.parse(real, FILE);
  const def = parsed.definitions.find((d) => d.qualname === QUALNAME)!;
  const lines = real.split('\n');
  // The body's lines between the braces (the method's first and last lines hold them).
  const body = lines.slice(def.range.start, def.range.end - 1).join('\n');
  const source = [...lines.slice(0, def.range.start), '            throw new UnsupportedOperationException();', ...lines.slice(def.range.end - 1)].join('\n');
  return { source, body };
}

function validate(source: string, body: string): ValidationResult {
  const parsed = javaLanguage.parse(source, FILE);
  const target = parsed.definitions.find((d) => d.qualname === QUALNAME)!;
  const stub = parsed.stubs!.find((s) => s.qualname === QUALNAME)!;
  return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, source]]), repoFiles: [FILE] });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-java-module-types-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let runs = 0;
function compiles(text: string): boolean {
  const dir = join(work, `r${runs++}`);
  const path = join(dir, MODULE, FILE);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  try {
    execFileSync('javac', ['--patch-module', `${MODULE}=${join(dir, MODULE)}`, '-XDignore.symbol.file', '-nowarn', '-proc:none', '-d', join(dir, 'out'), path], { stdio: 'pipe', timeout: 180_000 });
    return true;
  } catch {
    return false;
  }
}

describe('Java answer checks: other JDK modules\' types (jdk.jfr.consumer, jdk.jfr.internal.management; javac decides)', () => {
  it('lists EventStream and EventSettingsModifier with their members, every supertype known', () => {
    expect(jdkTypeMembers('jdk.jfr.internal.management.EventSettingsModifier')).toMatchObject({ complete: true });
    expect([...jdkTypeMembers('jdk.jfr.internal.management.EventSettingsModifier')!.methods.keys()]).toEqual(expect.arrayContaining(['with', 'toMap']));
    expect(jdkTypeMembers('jdk.jfr.consumer.EventStream')?.methods.has('onEvent')).toBe(true);
  });

  it('accepts the original body clean; javac compiles it', () => {
    const { source, body } = stubbed();
    const r = validate(source, body);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(compiles(r.newSource)).toBe(true);
  }, 300_000);

  it('rejects an invented unqualified helper and a wrong arity of an inherited one; javac refuses both', () => {
    const { source, body } = stubbed();
    expect(body).toContain('getEventSettings()');
    for (const wrong of [body.replace('getEventSettings()', 'getEventSettingsChecked()'), body.replace('getEventSettings()', 'getEventSettings(name)')]) {
      const r = validate(source, wrong);
      expect(r.ok, wrong).toBe(false);
      expect(compiles(r.newSource)).toBe(false);
    }
  }, 300_000);
});

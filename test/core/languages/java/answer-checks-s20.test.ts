/**
 * Java answer checks, session 20 (issue 22), on BeanShell's real sources (Debian's bsh-src, /usr/src/bsh-src/bsh.tar.gz),
 * whose servlet is written in Allman style (`{` on its own line) and imports its own package on demand (`import bsh.*;`):
 * - the stub of an Allman-style method is found and the answer is put back where the body was (the file comes back whole);
 * - a type of an on-demand import (`Interpreter` of `bsh.*`) is read for the checks, so a wrong member on it is refused
 *   (before, the type was never read: the call passed);
 * - a receiver declared with a JDK type the repository does not define (`PrintStream pout`) cannot call a method no JDK type
 *   has (before, nothing was said).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import { allmanStub } from './allman-stub.js';

const ROOT = mkdtempSync(join(tmpdir(), 'dycoder-bsh-'));
execFileSync('tar', ['xzf', '/usr/src/bsh-src/bsh.tar.gz', '-C', ROOT], { timeout: 60_000 });
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));
const FILES = execFileSync('find', ['.', '-name', '*.java'], { cwd: ROOT, maxBuffer: 1 << 26 }).toString('utf8').split('\n').filter((f) => f !== '').map((f) => f.slice(2)).sort();
const read = (f: string): string => readFileSync(join(ROOT, f), 'utf8');

const FILE = 'src/bsh/servlet/BshServlet.java';
const QUAL = 'BshServlet.evalScript';
const ORIGINAL = read(FILE);
const { lines, def, headerEnd, body: BODY, source: SOURCE } = allmanStub(ORIGINAL, FILE, QUAL);

/** What the pipeline reads for the checks: scopeFiles asked until a round names no new file. */
function scopeRead(): Map<string, string> {
  const files = new Map<string, string>([[FILE, SOURCE]]);
  for (let i = 0; i < 8; i++) {
    const fresh = (javaLanguage.generation.scopeFiles?.(FILE, FILES, SOURCE, files) ?? []).filter((f) => !files.has(f));
    if (fresh.length === 0) break;
    for (const f of fresh) files.set(f, read(f));
  }
  return files;
}

function validate(body: string) {
  const parsed = javaLanguage.parse(SOURCE, FILE);
  const target = parsed.definitions.find((d) => d.qualname === QUAL)!;
  const stub = parsed.stubs!.find((s) => s.qualname === QUAL)!;
  return javaLanguage.generation.validate({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: scopeRead(), repoFiles: FILES });
}

describe('BeanShell servlet (Allman braces, an on-demand import of its own package)', () => {
  it('finds the Allman-style stub and puts the original body back in place, accepted clean', () => {
    expect(lines[headerEnd]?.trim()).toBe('{');
    const stub = javaLanguage.parse(SOURCE, FILE).stubs!.find((s) => s.qualname === QUAL)!;
    expect(stub).toMatchObject({ bodyRange: { start: headerEnd + 2, end: headerEnd + 2 }, indent: '\t\t', kind: 'not-implemented' });
    expect(stub.inline).toBeUndefined();
    const r = validate(BODY);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    // Byte for byte, but for a line of only tabs inside the body that the answer's reindent leaves empty.
    const bodyLines = BODY.split('\n').map((l) => (l.trim() === '' ? '' : l));
    expect(r.newSource).toBe([...lines.slice(0, headerEnd + 1), ...bodyLines, ...lines.slice(def.range.end - 1)].join('\n'));
  });

  it('reads the type an on-demand import brings (`Interpreter` of `bsh.*`) and refuses a member it lacks', () => {
    expect(scopeRead().has('src/bsh/Interpreter.java')).toBe(true);
    const r = validate(BODY.replace('bsh.eval( script )', 'bsh.evalAll( script )'));
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toContain('`Interpreter` has no method `evalAll`; it has `eval`');
  });

  it('refuses a method no JDK type has on a receiver of a JDK type (`PrintStream pout`), and keeps real ones', () => {
    const r = validate(BODY.replace('pout.flush()', 'pout.flushAll()'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(['`pout.flushAll(...)`: `PrintStream` (JDK) has no method `flushAll` (no JDK type has one).']);
    expect(validate(BODY.replace('pout.flush()', 'pout.checkError()'))).toMatchObject({ ok: true, warnings: [] });
  });
});

/**
 * Java answer checks, session 23 (issue 22): `import static a.b.C.*;` of a library class. Every accessible static member of
 * C, its superclasses' too (JLS 7.5.4), is in the body's unqualified scope; unread, C may declare any method, so an unbound
 * call is OPEN (Java held out 14's two mockito helpers sat under `import static net.bytebuddy.matcher.ElementMatchers.*;`).
 * The dependency reads (dependency-scope.ts) now read such a class with the target's own bases, FIRST, before the types the
 * file only imports (whose member types can spend the job's limits), so the scope closes: an unbound call none of them
 * declares is an error, a real static method of C is accepted; not readable, it stays open.
 * Real code from Debian: OpenJFX's javafx.controls sources (openjfx-source's src.zip) as the repository, javafx.graphics and
 * javafx.base from libopenjfx-java's jars (/usr/share/java, given to the local adapter as a directory of installed jars, as the
 * benchmark gives it /usr/share/java: the Maven artifacts Debian lays out for them are empty, their classes sit in `-linux`
 * classifier jars); ToggleButtonBehavior imports `javafx.scene.input.KeyCode.*` statically (an enum of javafx.graphics).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localMavenDependencies } from '../../../../src/adapters/dependencies/maven.js';
import { DEFAULT_DEPENDENCY_LIMITS, limitedDependencies, type DependencyLimits } from '../../../../src/core/dependencies/port.js';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';

const SRC_ZIP = '/usr/share/openjfx/lib/src.zip';
const ROOT = mkdtempSync(join(tmpdir(), 'dycoder-fx23-'));
execFileSync('unzip', ['-q', SRC_ZIP, 'javafx.controls/*', '-d', ROOT], { timeout: 120_000 });
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));
const JAVA_FILES = execFileSync('find', ['.', '-name', '*.java'], { cwd: ROOT, maxBuffer: 1 << 26 }).toString('utf8').split('\n').filter((f) => f !== '').map((f) => f.slice(2)).sort();
const FILES = JAVA_FILES;
const read = (f: string): string => readFileSync(join(ROOT, f), 'utf8');
/** The module's two dependencies' jars, as installed by libopenjfx-java. */
const JARS = join(ROOT, 'jars');
mkdirSync(JARS);
for (const jar of ['javafx-base.jar', 'javafx-graphics.jar']) symlinkSync(join('/usr/share/java', jar), join(JARS, jar));
const EMPTY_M2 = join(ROOT, 'm2');
mkdirSync(EMPTY_M2);

const FILE = 'javafx.controls/com/sun/javafx/scene/control/behavior/ToggleButtonBehavior.java';
const QUAL = 'ToggleButtonBehavior.traverse';
const ORIGINAL = read(FILE);
const LINES = ORIGINAL.split('\n');
const DEF = javaLanguage.parse(ORIGINAL, FILE).definitions.find((d) => d.qualname === QUAL)!;
/** The header ends with `{` on its own line (K&R): the body is the lines up to the closing brace. */
const HEADER_END = DEF.range.start + DEF.signature.split('\n').length - 1;
const BODY = LINES.slice(HEADER_END, DEF.range.end - 1).join('\n');
const SOURCE = [...LINES.slice(0, HEADER_END), '        throw new UnsupportedOperationException();', ...LINES.slice(DEF.range.end - 1)].join('\n');

/** What the pipeline reads for the checks: the scope rounds, then (with a repository of jars) the dependency reads. */
async function scopeRead(limits?: DependencyLimits): Promise<{ read: Map<string, string>; files: string[] }> {
  const files = new Map<string, string>([[FILE, SOURCE]]);
  for (let i = 0; i < 8; i++) {
    const fresh = (javaLanguage.generation.scopeFiles?.(FILE, JAVA_FILES, SOURCE, files) ?? []).filter((f) => !files.has(f));
    if (fresh.length === 0) break;
    for (const f of fresh) files.set(f, read(f));
  }
  if (limits === undefined) return { read: files, files: FILES };
  const port = await localMavenDependencies({ repository: EMPTY_M2, jarDirectories: [JARS] })(FILES, (f) => Promise.resolve(FILES.includes(f) ? read(f) : undefined));
  const found = await javaLanguage.generation.dependencyScope!({ file: FILE, source: SOURCE, repoFiles: FILES, read: files, dependencies: { java: limitedDependencies(port, limits) } });
  for (const [f, text] of found.texts) files.set(f, text);
  return { read: files, files: [...FILES, ...found.files] };
}

async function validate(body: string, limits?: DependencyLimits) {
  const parsed = javaLanguage.parse(SOURCE, FILE);
  const target = parsed.definitions.find((d) => d.qualname === QUAL)!;
  const stub = parsed.stubs!.find((s) => s.qualname === QUAL)!;
  const scope = await scopeRead(limits);
  return javaLanguage.generation.validate({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: scope.read, repoFiles: scope.files });
}

const HELPER = BODY.replace('int nextToggleIndex = nextToggleIndex(toggles, currentToggleIdx);', 'int nextToggleIndex = nextToggleIdx(toggles, currentToggleIdx);');
/** The job's limits with a deadline no loaded test machine reaches (the reads' order is under test, not their speed). */
const LIMITS: DependencyLimits = { ...DEFAULT_DEPENDENCY_LIMITS, deadlineMs: 120_000 };
/** A tight budget of class files: the imported types' member types (javafx.scene.Node has dozens) would spend it first. */
const TIGHT: DependencyLimits = { ...LIMITS, maxFiles: 12 };

describe('a static on-demand import of a library class (OpenJFX ToggleButtonBehavior, `import static javafx.scene.input.KeyCode.*;`)', () => {
  it('reads KeyCode from the javafx.graphics jar and accepts the real body clean', async () => {
    expect(SOURCE).toContain('import static javafx.scene.input.KeyCode.*;');
    expect(HELPER).not.toBe(BODY);
    const scope = await scopeRead(LIMITS);
    expect(scope.read.get('.dycoder-dependencies/java/javafx/scene/input/KeyCode.java')).toMatch(/public static javafx\.scene\.input\.KeyCode getKeyCode\(java\.lang\.String p0\)/);
    expect(await validate(BODY, LIMITS)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('without the jars an unbound call stays open (KeyCode may declare it)', async () => {
    expect(await validate(HELPER)).toMatchObject({ ok: true, errors: [] });
  });

  it('with them, a call none of the scope declares is refused; KeyCode\'s own static methods are accepted', async () => {
    const r = await validate(HELPER, LIMITS);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`nextToggleIdx\(\.\.\.\)` is not a method of `ToggleButtonBehavior` or its bases, nor statically imported; .*`nextToggleIndex`/)]);
    const real = BODY.replace('ToggleButton toggleButton = getNode();', 'ToggleButton toggleButton = getNode();\n        if (getKeyCode(name) == valueOf("UP")) return;');
    expect(await validate(real, LIMITS)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('reads the statically imported class before the imported types\' member types, within a tight budget of files', async () => {
    const scope = await scopeRead(TIGHT);
    expect(scope.read.has('.dycoder-dependencies/java/javafx/scene/input/KeyCode.java')).toBe(true);
    expect((await validate(HELPER, TIGHT)).ok).toBe(false);
  });
});

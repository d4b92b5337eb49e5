/**
 * Java answer checks, session 21 (issue 22): a class whose base comes from a dependency. BeanShell's servlet (Debian's
 * bsh-src) extends javax.servlet's HttpServlet, which is not in the repository: until now every unqualified call in it was
 * OPEN (the unread base may declare any method), so a hallucinated helper or a wrong arity passed. With the dependencies
 * read through the local Maven adapter on Debian's /usr/share/maven-repo (libservlet-api-java's jar, named by the
 * checkout's pom.xml), HttpServlet -> GenericServlet -> Servlet, ServletConfig are read from their class files and the
 * servlet's scope is closed: the helper and the arity are refused, real inherited calls are accepted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localMavenDependencies } from '../../../../src/adapters/dependencies/maven.js';
import { DEFAULT_DEPENDENCY_LIMITS, limitedDependencies } from '../../../../src/core/dependencies/port.js';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import { allmanStub } from './allman-stub.js';

const ROOT = mkdtempSync(join(tmpdir(), 'dycoder-bsh21-'));
execFileSync('tar', ['xzf', '/usr/src/bsh-src/bsh.tar.gz', '-C', ROOT], { timeout: 60_000 });
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));
const JAVA_FILES = execFileSync('find', ['.', '-name', '*.java'], { cwd: ROOT, maxBuffer: 1 << 26 }).toString('utf8').split('\n').filter((f) => f !== '').map((f) => f.slice(2)).sort();
/** The checkout declares its servlet dependency as a Maven build would (bsh itself builds with Ant). */
const POM = `<project><modelVersion>4.0.0</modelVersion><groupId>org.beanshell</groupId><artifactId>bsh</artifactId><version>2.0b4</version>
  <properties><servlet.version>4.0.1</servlet.version></properties>
  <dependencies><dependency><groupId>javax.servlet</groupId><artifactId>javax.servlet-api</artifactId><version>\${servlet.version}</version></dependency></dependencies>
</project>`;
const FILES = [...JAVA_FILES, 'pom.xml'];
const read = (f: string): string => (f === 'pom.xml' ? POM : readFileSync(join(ROOT, f), 'utf8'));

const FILE = 'src/bsh/servlet/BshServlet.java';
const QUAL = 'BshServlet.doGet';
const ORIGINAL = read(FILE);
const { body: BODY, source: SOURCE } = allmanStub(ORIGINAL, FILE, QUAL);

/** What the pipeline reads for the checks: the scope rounds, then (with a repository) the dependency reads. */
async function scopeRead(repository?: string): Promise<{ read: Map<string, string>; files: string[] }> {
  const files = new Map<string, string>([[FILE, SOURCE]]);
  for (let i = 0; i < 8; i++) {
    const fresh = (javaLanguage.generation.scopeFiles?.(FILE, JAVA_FILES, SOURCE, files) ?? []).filter((f) => !files.has(f));
    if (fresh.length === 0) break;
    for (const f of fresh) files.set(f, read(f));
  }
  if (repository === undefined) return { read: files, files: FILES };
  const port = await localMavenDependencies({ repository })(FILES, (f) => Promise.resolve(FILES.includes(f) ? read(f) : undefined));
  const found = await javaLanguage.generation.dependencyScope!({ file: FILE, source: SOURCE, repoFiles: FILES, read: files, dependencies: { java: limitedDependencies(port, DEFAULT_DEPENDENCY_LIMITS) } });
  for (const [f, text] of found.texts) files.set(f, text);
  return { read: files, files: [...FILES, ...found.files] };
}

async function validate(body: string, repository?: string) {
  const parsed = javaLanguage.parse(SOURCE, FILE);
  const target = parsed.definitions.find((d) => d.qualname === QUAL)!;
  const stub = parsed.stubs!.find((s) => s.qualname === QUAL)!;
  const scope = await scopeRead(repository);
  return javaLanguage.generation.validate({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: scope.read, repoFiles: scope.files });
}

const DEBIAN = '/usr/share/maven-repo';
const HELPER = BODY.replace('sendHTML( request, response, script,', 'sendHTMLPage( request, response, script,');
const ARITY = BODY.replace('response.setHeader( "Bsh-Return", String.valueOf(scriptResult) );', 'response.setHeader( "Bsh-Return", String.valueOf(scriptResult) );\n\t\tlog( "raw", null, scriptError );');

describe("BeanShell's servlet, whose base HttpServlet comes from a dependency", () => {
  it('reads HttpServlet and its bases from the jar the pom names, and accepts the original body clean', async () => {
    const scope = await scopeRead(DEBIAN);
    const outline = scope.read.get('.dycoder-dependencies/java/javax/servlet/http/HttpServlet.java');
    expect(outline).toContain('public abstract class HttpServlet extends javax.servlet.GenericServlet');
    expect(scope.read.get('.dycoder-dependencies/java/javax/servlet/GenericServlet.java')).toMatch(/public void log\(java\.lang\.String p0\)/);
    expect(await validate(BODY, DEBIAN)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('without the dependencies a hallucinated helper and a wrong arity pass (the base is open)', async () => {
    expect((await validate(HELPER)).ok).toBe(true);
    expect((await validate(ARITY)).ok).toBe(true);
  });

  it('with them, the helper and the arity are refused and real inherited calls are accepted', async () => {
    const helper = await validate(HELPER, DEBIAN);
    expect(helper.ok).toBe(false);
    expect(helper.errors.join('\n')).toContain('`sendHTMLPage(...)` is not a method of `BshServlet` or its bases');
    const arity = await validate(ARITY, DEBIAN);
    expect(arity.ok).toBe(false);
    expect(arity.errors.join('\n')).toContain('`log` takes 1 or 2 argument(s), the body passes 3');
    const inherited = BODY.replace('response.setHeader(', 'log( "eval" );\n\t\tgetServletContext().log( "eval" );\n\t\tresponse.setHeader(');
    expect(await validate(inherited, DEBIAN)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('checks a receiver typed with a library type the file imports on demand (`HttpServletResponse response`)', async () => {
    const r = await validate(BODY.replace('response.setHeader(', 'response.setHeaderAll('), DEBIAN);
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toContain('`response.setHeaderAll(...)`: `HttpServletResponse` has no method `setHeaderAll`');
  });

  it('a repository of dependencies that lacks the jar reads nothing: the scope stays open, as before', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'dycoder-m2-'));
    try {
      expect((await validate(HELPER, empty)).ok).toBe(true);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('through the pipeline (implementStubs with the local adapter, a scripted model over HTTP)', () => {
  it('refuses the hallucinated helper of the first answer and suggests the repaired one', async () => {
    const { writeFileSync } = await import('node:fs');
    const { createFsRepoSource } = await import('../../../../src/adapters/local/fs-repo-source.js');
    const { createOpenAIChatModel } = await import('../../../../src/adapters/openai/chat-model.js');
    const { retrieve } = await import('../../../../src/core/retrieval/index.js');
    const { implementStubs } = await import('../../../../src/pipeline/implement-stubs.js');
    const { reply, startOpenAIServer } = await import('../../../support/openai-server.js');
    writeFileSync(join(ROOT, 'pom.xml'), POM);
    writeFileSync(join(ROOT, FILE), SOURCE);
    const server = await startOpenAIServer();
    try {
      server.respondWith((req) => reply.content(`\`\`\`java\n${req.messages.length > 2 ? BODY : HELPER}\n\`\`\``));
      const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 10_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
      const run = (dependencies?: { java: ReturnType<typeof localMavenDependencies> }) => implementStubs({
        source: createFsRepoSource(ROOT), model, retrieve, selection: { kind: 'targets', targets: [{ file: FILE, qualname: QUAL }] }, headSha: 'test', temperature: 0,
        ...(dependencies === undefined ? {} : { dependencies }),
      });
      const withDeps = (await run({ java: localMavenDependencies({ repository: DEBIAN }) })).targets[0]!;
      expect(withDeps.attempts[0]!.problems.join('\n')).toContain('`sendHTMLPage(...)` is not a method of `BshServlet` or its bases');
      expect(withDeps.status).toBe('suggested');
      const without = (await run()).targets[0]!;
      expect(without.attempts[0]!.problems).toEqual([]);
    } finally {
      await server.close();
      writeFileSync(join(ROOT, FILE), ORIGINAL);
    }
  });
});

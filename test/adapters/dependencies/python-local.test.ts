/**
 * The local dependency adapter through the whole pipeline (issue 22, session 21): a checkout of octavia (Debian's
 * python3-octavia, copied) whose stubbed `FlavorProfileController.put` is answered by the scripted OpenAI-compatible
 * server over HTTP with a made-up `self.` method. The controller's base is `base.BaseController(pecan_rest.RestController)`:
 * without dependencies the class is open and the answer becomes a suggestion; with the local adapter on Debian's
 * dist-packages (python3-pecan) the checks read pecan/rest.py, the class is closed, the answer is rejected and the
 * repair (the original body) accepted clean. The adapter itself: only `.py` paths inside its directories, the first
 * directory that has the file, a size cap.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSitePackages, createLocalPythonDependencies } from '../../../src/adapters/dependencies/python-local.js';
import { createFsRepoSource } from '../../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../../src/adapters/openai/chat-model.js';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { implementStubs } from '../../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../../support/openai-server.js';

const DIST_PACKAGES = '/usr/lib/python3/dist-packages';
const TARGET = 'octavia/api/v2/controllers/flavor_profiles.py';
const QUALNAME = 'FlavorProfileController.put';

let root: string;
let body: string;
let server: OpenAIServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dycoder-deps-'));
  cpSync(join(DIST_PACKAGES, 'octavia'), join(root, 'octavia'), { recursive: true, filter: (src) => !src.includes('__pycache__') });
  const text = readFileSync(join(root, TARGET), 'utf8');
  const def = parsePython(text).definitions.find((d) => d.qualname === QUALNAME)!;
  const lines = text.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  // The docstring stays (a stub keeps it); the rest of the body is the answer.
  body = lines.slice(sigEnd + 1, def.range.end).map((l) => l.slice(8)).join('\n');
  writeFileSync(join(root, TARGET), [...lines.slice(0, sigEnd + 1), '        pass', ...lines.slice(def.range.end)].join('\n'));
  server = await startOpenAIServer();
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function run(dependencies: boolean) {
  const wrong = body.replace('self._validate_update_fp(context, id, flavorprofile)', 'self._validate_flavor_profile_update(context, id, flavorprofile)');
  expect(wrong).not.toBe(body);
  server.respondWith((req) => reply.content(`\`\`\`python\n${req.messages.length > 2 ? body : wrong}\n\`\`\``));
  const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 20_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
  const result = await implementStubs({
    source: createFsRepoSource(root), model, retrieve, headSha: 'test', temperature: 0,
    selection: { kind: 'targets', targets: [{ file: TARGET, qualname: QUALNAME }] },
    ...(dependencies ? { dependencies: { python: createLocalPythonDependencies([DIST_PACKAGES]) } } : {}),
  });
  return result.targets[0]!;
}

describe('Python dependencies from a local directory', () => {
  it("rejects a made-up member of a pecan controller once pecan's source is read, and not without it", async () => {
    const without = await run(false);
    expect(without.attempts[0]!.problems).toEqual([]);
    expect(without.attempts).toHaveLength(1);
    const withDependencies = await run(true);
    expect(withDependencies.attempts[0]!.problems.join(' ')).toMatch(/_validate_flavor_profile_update/);
    expect(withDependencies.status).toBe('suggested');
    expect(withDependencies.attempts[1]).toMatchObject({ problems: [], warnings: [] });
  }, 120_000);

  it('reads only .py files inside its directories, the first that has one, under the size cap', async () => {
    const a = mkdtempSync(join(tmpdir(), 'dycoder-deps-a-'));
    const b = mkdtempSync(join(tmpdir(), 'dycoder-deps-b-'));
    try {
      mkdirSync(join(a, 'pkg'));
      mkdirSync(join(b, 'pkg'));
      writeFileSync(join(a, 'pkg', 'mod.py'), 'class A: pass\n');
      writeFileSync(join(b, 'pkg', 'mod.py'), 'class B: pass\n');
      writeFileSync(join(b, 'pkg', 'other.py'), 'class C: pass\n');
      writeFileSync(join(b, 'pkg', 'big.py'), `X = '${'x'.repeat(2000)}'\n`);
      writeFileSync(join(b, 'secret.txt'), 'token\n');
      const deps = createLocalPythonDependencies([a, b], 1000);
      const signal = new AbortController().signal;
      expect(await deps.readFile('pkg/mod.py', signal)).toBe('class A: pass\n');
      expect(await deps.readFile('pkg/other.py', signal)).toBe('class C: pass\n');
      expect(await deps.readFile('pkg/big.py', signal)).toBeUndefined();
      expect(await deps.readFile('secret.txt', signal)).toBeUndefined();
      expect(await deps.readFile('../secret.py', signal)).toBeUndefined();
      expect(await deps.readFile('/etc/passwd.py', signal)).toBeUndefined();
      expect(await deps.readFile('pkg/missing.py', signal)).toBeUndefined();
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });

  it("finds a checkout's virtualenv site-packages", async () => {
    const checkout = mkdtempSync(join(tmpdir(), 'dycoder-venv-'));
    try {
      expect(await checkoutSitePackages(checkout)).toEqual([]);
      mkdirSync(join(checkout, '.venv', 'lib', 'python3.11', 'site-packages'), { recursive: true });
      expect(await checkoutSitePackages(checkout)).toEqual([join(checkout, '.venv', 'lib', 'python3.11', 'site-packages')]);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});

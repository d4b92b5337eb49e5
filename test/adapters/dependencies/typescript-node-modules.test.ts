/**
 * The TypeScript/JavaScript dependencies from a checkout's node_modules (issue 22, session 23), through the whole
 * pipeline and the CLI: a checkout whose `class Recent extends LRUCache` (lru-cache, the real package installed for
 * DyCoder itself) has a stubbed method that the scripted OpenAI-compatible server answers with `this.hasKey(key)`.
 * Without the dependencies LRUCache is unread, `this` open, and the answer becomes a suggestion; with them the checks
 * read lru-cache's declaration files (its `exports` types condition), reject it, and the repair (`this.has(key)`) is
 * accepted clean. The adapter itself: only `package.json` and `.d.ts` files inside the package folder (realpath).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutNodeModules, createLocalTypeScriptDependencies } from '../../../src/adapters/dependencies/typescript-node-modules.js';
import { runImplementCommand } from '../../../src/cli/implement-command.js';
import { bufferIo } from '../../cli/buffer-io.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../../support/openai-server.js';

const NODE_MODULES = realpathSync(resolve(import.meta.dirname, '../../../node_modules'));
const TARGET = 'src/recent.ts';
const SOURCE = [
  "import { LRUCache } from 'lru-cache';",
  '',
  'export class Recent extends LRUCache<string, number> {',
  '  seen(key: string): boolean {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');

let root: string;
let server: OpenAIServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dycoder-ts-deps-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, TARGET), SOURCE);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'recent', version: '1.0.0', type: 'module', dependencies: { 'lru-cache': '^11' } }));
  server = await startOpenAIServer();
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function run(args: string[]): Promise<{ rounds: number; body: string }> {
  server.respondWith((req) => reply.content(`\`\`\`typescript\n${req.messages.length > 2 ? 'return this.has(key);' : 'return this.hasKey(key);'}\n\`\`\``));
  const io = bufferIo();
  const env = { OPENAI_BASE_URL: server.baseURL, DYCODER_MODEL: 'scripted', DYCODER_STRUCTURED_OUTPUT: 'off', DYCODER_MODEL_MAX_RETRIES: '0', CARGO_HOME: root };
  expect(await runImplementCommand(['--repo', root, '--json', '--target', `${TARGET}:Recent.seen`, ...args], io, { env })).toBe(0);
  const target = (JSON.parse(io.out()) as { targets: { body: string; validation: { rounds: number } }[] }).targets[0]!;
  return { rounds: target.validation.rounds, body: target.body };
}

describe("TypeScript dependencies from a checkout's node_modules", () => {
  it("rejects a made-up member of a package's class once its types are read, and not without them", async () => {
    // No node_modules: LRUCache is unread, `this` open; the made-up member is suggested after one round.
    expect(await run([])).toMatchObject({ rounds: 1, body: expect.stringContaining('this.hasKey(key)') as unknown });
    // The flag: lru-cache's types read, the member refused, the repair suggested.
    expect(await run(['--node-modules', NODE_MODULES])).toMatchObject({ rounds: 2, body: expect.stringContaining('this.has(key)') as unknown });
    // The checkout's own node_modules is read without the flag.
    symlinkSync(NODE_MODULES, join(root, 'node_modules'));
    try {
      expect(await checkoutNodeModules(root)).toEqual([join(root, 'node_modules')]);
      expect(await run([])).toMatchObject({ rounds: 2, body: expect.stringContaining('this.has(key)') as unknown });
    } finally {
      rmSync(join(root, 'node_modules'));
    }
  }, 120_000);

  it('reads only manifests and declaration files inside the package folder, from the first folder that has the package', async () => {
    const a = join(mkdtempSync(join(tmpdir(), 'dycoder-nm-a-')), 'node_modules');
    const b = join(mkdtempSync(join(tmpdir(), 'dycoder-nm-b-')), 'node_modules');
    const outside = mkdtempSync(join(tmpdir(), 'dycoder-nm-outside-'));
    try {
      mkdirSync(join(a, 'pkg', 'lib'), { recursive: true });
      mkdirSync(join(b, 'pkg'), { recursive: true });
      mkdirSync(join(b, '@scope', 'other'), { recursive: true });
      writeFileSync(join(a, 'pkg', 'package.json'), '{"name":"pkg","version":"1.0.0"}');
      writeFileSync(join(a, 'pkg', 'lib', 'index.d.ts'), 'export declare const x: number;\n');
      writeFileSync(join(a, 'pkg', 'lib', 'index.js'), 'export const x = 1;\n');
      writeFileSync(join(b, 'pkg', 'package.json'), '{"name":"pkg","version":"2.0.0"}');
      writeFileSync(join(b, '@scope', 'other', 'index.d.ts'), 'export {};\n');
      writeFileSync(join(outside, 'secret.d.ts'), 'declare const secret: string;\n');
      symlinkSync(join(outside, 'secret.d.ts'), join(a, 'pkg', 'lib', 'leak.d.ts'));
      const deps = createLocalTypeScriptDependencies([a, b]);
      const read = (p: string): Promise<string | undefined> => deps.readFile(p, new AbortController().signal);
      expect(await read('pkg/package.json')).toContain('1.0.0');
      expect(await read('pkg/lib/index.d.ts')).toContain('declare const x');
      expect(await read('@scope/other/index.d.ts')).toBe('export {};\n');
      // Code, a symlink out of the package, `..`, an absolute path, a hidden segment: never read.
      expect(await read('pkg/lib/index.js')).toBeUndefined();
      expect(await read('pkg/lib/leak.d.ts')).toBeUndefined();
      expect(await read('pkg/../pkg/lib/index.d.ts')).toBeUndefined();
      expect(await read('/etc/x.d.ts')).toBeUndefined();
      expect(await read('pkg/.hidden/x.d.ts')).toBeUndefined();
      // Over the size cap.
      expect(await createLocalTypeScriptDependencies([a], 10).readFile('pkg/lib/index.d.ts', new AbortController().signal)).toBeUndefined();
    } finally {
      for (const d of [a, b]) rmSync(join(d, '..'), { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

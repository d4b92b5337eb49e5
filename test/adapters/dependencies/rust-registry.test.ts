/**
 * The Rust dependencies from a cargo registry folder (issue 22, session 22), through the whole pipeline: a checkout of
 * v_frame 0.3.3 (Debian's librust-v-frame-dev, copied) whose stubbed `PlaneData::new` is answered by the scripted
 * OpenAI-compatible server over HTTP with `Self::new_uninitialized_checked(len)`. `PlaneData` implements serde's `Serialize` and
 * `Deserialize`: without dependencies their methods are unknown and the answer becomes a suggestion; with Debian's
 * registry (/usr/share/cargo/registry) the checks read serde's source, reject it, and the repair (the original body) is
 * accepted clean. The adapter itself: `<package>@<range>/<path>` picks the newest version in range; only `.rs` files and
 * `Cargo.toml` inside the package folder, under the size cap.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoRegistrySources, createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../../../src/adapters/dependencies/rust-registry.js';
import { createFsRepoSource } from '../../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../../src/adapters/openai/chat-model.js';
import { stubbedCrateCopy } from '../../core/languages/rust/helpers.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { implementStubs } from '../../../src/pipeline/implement-stubs.js';
import { runImplementCommand } from '../../../src/cli/implement-command.js';
import { bufferIo } from '../../cli/buffer-io.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../../support/openai-server.js';

const TARGET = 'src/plane.rs';
const QUALNAME = 'PlaneData.new';

let root: string;
let body: string;
let server: OpenAIServer;

beforeAll(async () => {
  ({ root, body } = stubbedCrateCopy('v_frame-0.3.3', TARGET, QUALNAME, 'fn new(len: usize)'));
  server = await startOpenAIServer();
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function run(dependencies: boolean) {
  const wrong = body.replace('Self::new_uninitialized(len)', 'Self::new_uninitialized_checked(len)');
  expect(wrong).not.toBe(body);
  server.respondWith((req) => reply.content(`\`\`\`rust\n${req.messages.length > 2 ? body : wrong}\n\`\`\``));
  const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 20_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
  const result = await implementStubs({
    source: createFsRepoSource(root), model, retrieve, headSha: 'test', temperature: 0,
    selection: { kind: 'targets', targets: [{ file: TARGET, qualname: QUALNAME }] },
    ...(dependencies ? { dependencies: { rust: createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]) } } : {}),
  });
  return result.targets[0]!;
}

describe('Rust dependencies from a cargo registry folder', () => {
  it("rejects a made-up associated function of a type implementing serde's traits once serde's source is read, and not without it", async () => {
    const without = await run(false);
    expect(without.attempts[0]!.problems).toEqual([]);
    expect(without.attempts).toHaveLength(1);
    const withDependencies = await run(true);
    expect(withDependencies.attempts[0]!.problems.join(' ')).toMatch(/`Self::new_uninitialized_checked`/);
    expect(withDependencies.status).toBe('suggested');
    expect(withDependencies.attempts[1]).toMatchObject({ problems: [], warnings: [] });
  }, 120_000);

  it('reads the newest version in range, only .rs files and Cargo.toml inside the package folder, under the size cap', async () => {
    const registry = mkdtempSync(join(tmpdir(), 'dycoder-registry-'));
    const outside = mkdtempSync(join(tmpdir(), 'dycoder-outside-'));
    try {
      for (const [dir, text] of [['foo-1.2.0', 'old'], ['foo-1.10.1', 'new'], ['foo-2.0.0', 'two'], ['foo-bar-9.0.0', 'other'], ['foo-1.11.0-rc.1', 'pre']] as const) {
        mkdirSync(join(registry, dir, 'src'), { recursive: true });
        writeFileSync(join(registry, dir, 'src', 'lib.rs'), `// ${text}\n`);
      }
      writeFileSync(join(registry, 'foo-1.10.1', 'Cargo.toml'), '[package]\nname = "foo"\n');
      writeFileSync(join(registry, 'foo-1.10.1', 'src', 'big.rs'), `// ${'x'.repeat(2000)}\n`);
      writeFileSync(join(registry, 'foo-1.10.1', 'README.md'), 'hello\n');
      writeFileSync(join(outside, 'secret.rs'), '// secret\n');
      symlinkSync(join(outside, 'secret.rs'), join(registry, 'foo-1.10.1', 'src', 'link.rs'));
      const deps = createLocalRustDependencies([registry], 1000);
      const signal = new AbortController().signal;
      expect(await deps.readFile('foo@1/src/lib.rs', signal)).toBe('// new\n');
      expect(await deps.readFile('foo@2/src/lib.rs', signal)).toBe('// two\n');
      expect(await deps.readFile('foo/src/lib.rs', signal)).toBe('// two\n');
      expect(await deps.readFile('foo-bar@9/src/lib.rs', signal)).toBe('// other\n');
      expect(await deps.readFile('foo@1/Cargo.toml', signal)).toBe('[package]\nname = "foo"\n');
      expect(await deps.readFile('foo@1/src/big.rs', signal)).toBeUndefined();
      expect(await deps.readFile('foo@1/README.md', signal)).toBeUndefined();
      expect(await deps.readFile('foo@1/src/link.rs', signal)).toBeUndefined();
      expect(await deps.readFile('foo@1/../foo-2.0.0/src/lib.rs', signal)).toBeUndefined();
      expect(await deps.readFile('foo@3/src/lib.rs', signal)).toBeUndefined();
      expect(await deps.readFile('/etc/passwd.rs', signal)).toBeUndefined();
    } finally {
      rmSync(registry, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('the CLI reads them from --cargo-registry, else from the cargo home (CARGO_HOME), and shows the rounds in --json', async () => {
    const wrong = body.replace('Self::new_uninitialized(len)', 'Self::new_uninitialized_checked(len)');
    server.respondWith((req) => reply.content(`\`\`\`rust\n${req.messages.length > 2 ? body : wrong}\n\`\`\``));
    const emptyHome = mkdtempSync(join(tmpdir(), 'dycoder-cargo-home-'));
    const cargoWithDebian = mkdtempSync(join(tmpdir(), 'dycoder-cargo-home-'));
    mkdirSync(join(cargoWithDebian, 'registry', 'src'), { recursive: true });
    symlinkSync(DEBIAN_CARGO_REGISTRY, join(cargoWithDebian, 'registry', 'src', 'index-0123456789abcdef'));
    const env = (home: string) => ({ OPENAI_BASE_URL: server.baseURL, DYCODER_MODEL: 'scripted', DYCODER_STRUCTURED_OUTPUT: 'off', DYCODER_MODEL_MAX_RETRIES: '0', CARGO_HOME: home });
    const cli = async (args: string[], home: string) => {
      const io = bufferIo();
      expect(await runImplementCommand(['--repo', root, '--json', '--target', `${TARGET}:${QUALNAME}`, ...args], io, { env: env(home) })).toBe(0);
      const target = (JSON.parse(io.out()) as { targets: { status: string; body: string; validation: { rounds: number } }[] }).targets[0]!;
      return { rounds: target.validation.rounds, body: target.body };
    };
    try {
      // No registry anywhere: the made-up call is suggested after one round.
      expect(await cli([], emptyHome)).toMatchObject({ rounds: 1 });
      // The flag, and the cargo home's registry/src/<index>/: serde read, the call refused, the repair suggested.
      for (const run of [await cli(['--cargo-registry', DEBIAN_CARGO_REGISTRY], emptyHome), await cli([], cargoWithDebian)]) {
        expect(run.rounds).toBe(2);
        expect(run.body).toContain('Self::new_uninitialized(len)');
      }
      const io = bufferIo();
      await expect(runImplementCommand(['--repo', root, '--cargo-registry', join(emptyHome, 'nope')], io, { env: env(emptyHome) })).rejects.toThrow(/--cargo-registry/);
    } finally {
      rmSync(emptyHome, { recursive: true, force: true });
      rmSync(cargoWithDebian, { recursive: true, force: true });
    }
  }, 180_000);

  it("finds a cargo home's registry sources", async () => {
    const home = mkdtempSync(join(tmpdir(), 'dycoder-cargo-'));
    try {
      expect(await cargoRegistrySources(home)).toEqual([]);
      mkdirSync(join(home, 'registry', 'src', 'some-index-0123456789abcdef'), { recursive: true });
      expect(await cargoRegistrySources(home)).toEqual([join(home, 'registry', 'src', 'some-index-0123456789abcdef')]);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

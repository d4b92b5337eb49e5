/**
 * A mixin of a repository past 120 modules through the whole pipeline (issue 22, session 23): a checkout of
 * openstacksdk (Debian's python3-openstacksdk, copied: 375 modules outside tests) whose stubbed
 * `ComputeCloudMixin.list_servers` is answered by the scripted OpenAI-compatible server with a made-up `self.` method.
 * Read from the local checkout (RepoSource.scansCheaply), the scope rounds read every module, find `Connection`, which
 * mixes it in, and the answer is rejected and repaired; the same checkout behind a source that does not say it scans
 * cheaply (as GitHub's blob reads) keeps the 120-module cap, and the answer becomes a suggestion as before.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPythonDependencies } from '../../src/adapters/dependencies/python-local.js';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import type { RepoSource } from '../../src/core/ports.js';
import { parsePython } from '../../src/core/languages/python/index.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';

const DIST_PACKAGES = '/usr/lib/python3/dist-packages';
const TARGET = 'openstack/cloud/_compute.py';
const QUALNAME = 'ComputeCloudMixin.list_servers';

let root: string;
let body: string;
let server: OpenAIServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dycoder-mixin-scan-'));
  cpSync(join(DIST_PACKAGES, 'openstack'), join(root, 'openstack'), { recursive: true, filter: (src) => !src.includes('__pycache__') });
  const text = readFileSync(join(root, TARGET), 'utf8');
  const def = parsePython(text).definitions.find((d) => d.qualname === QUALNAME)!;
  const lines = text.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(8)).join('\n');
  writeFileSync(join(root, TARGET), [...lines.slice(0, sigEnd), '        pass', ...lines.slice(def.range.end)].join('\n'));
  server = await startOpenAIServer();
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** The checkout read through a source that does not say its reads are cheap (every other method the same). */
function roundTripSource(source: RepoSource): RepoSource {
  return { listFiles: () => source.listFiles(), readFile: (path) => source.readFile(path), get stats() { return source.stats; } };
}

/** The checkout read cheaply, counting the reads in flight at once. */
function countingSource(source: RepoSource): RepoSource & { most: () => number } {
  let inFlight = 0;
  let most = 0;
  return {
    scansCheaply: true,
    listFiles: () => source.listFiles(),
    async readFile(path) {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await source.readFile(path);
      } finally {
        inFlight -= 1;
      }
    },
    get stats() { return source.stats; },
    most: () => most,
  };
}

async function run(cheap: boolean | ((fs: RepoSource) => RepoSource)) {
  const wrong = body.replace('return self._list_servers(', 'return self._list_all_servers(');
  expect(wrong).not.toBe(body);
  server.respondWith((req) => reply.content(`\`\`\`python\n${req.messages.length > 2 ? body : wrong}\n\`\`\``));
  const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 20_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
  const fs = createFsRepoSource(root);
  const result = await implementStubs({
    source: typeof cheap === 'function' ? cheap(fs) : cheap ? fs : roundTripSource(fs), model, retrieve, headSha: 'test', temperature: 0,
    selection: { kind: 'targets', targets: [{ file: TARGET, qualname: QUALNAME }] },
    dependencies: { python: createLocalPythonDependencies([DIST_PACKAGES]) },
  });
  return result.targets[0]!;
}

describe('Python answer checks: a mixin of a large checkout, through the pipeline', () => {
  it('rejects a member no class mixing ComputeCloudMixin in defines when the checkout scans cheaply, and not through round-trip reads', async () => {
    const cheap = await run(true);
    expect(cheap.attempts[0]!.problems.join(' ')).toMatch(/Neither `ComputeCloudMixin` nor the class that mixes it in \(`Connection`\) defines `_list_all_servers`/);
    expect(cheap.status).toBe('suggested');
    expect(cheap.attempts[1]).toMatchObject({ problems: [], warnings: [] });
    const roundTrips = await run(false);
    expect(roundTrips.attempts[0]!.problems).toEqual([]);
    expect(roundTrips.attempts).toHaveLength(1);
  }, 180_000);

  it('reads a cheap checkout\'s hundreds of modules a few dozen at a time, and still reads them all', async () => {
    let counting: ReturnType<typeof countingSource> | undefined;
    const result = await run((fs) => (counting = countingSource(fs)));
    expect(result.attempts[0]!.problems.join(' ')).toMatch(/nor the class that mixes it in \(`Connection`\) defines `_list_all_servers`/);
    expect(counting!.most()).toBeGreaterThan(1);
    expect(counting!.most()).toBeLessThanOrEqual(32);
  }, 180_000);
});

/**
 * A mixin of a repository past 120 modules through the pipeline with the real GitHub source (issue 22, session 24): the
 * GitHub simulator serves a copy of openstacksdk (Debian's python3-openstacksdk: 375 modules outside tests) whose
 * `ComputeCloudMixin.list_servers` the PR stubs, and the scripted OpenAI-compatible server answers with a made-up `self.`
 * method. With the archive of the head in hand (the archive path, or a hedge that has landed) every source file is in
 * memory, the source scans cheaply (RepoSource.scansCheaply), the checks read every module, find `Connection`, which
 * mixes the mixin in, and the wrong member is rejected and repaired. Through blob reads, and with an archive that the
 * job's memory budget cut short (files left to blobs), the 120-module cap stays and the answer is accepted as before.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPythonDependencies } from '../../src/adapters/dependencies/python-local.js';
import { createGitHubGateway } from '../../src/adapters/github/gateway.js';
import { jobReadBudget, prepareJobReads, type ReadMode } from '../../src/adapters/github/job-reads.js';
import type { JobLimits } from '../../src/adapters/github/job-limits.js';
import { DEFAULT_ARCHIVE_DEADLINES } from '../../src/adapters/github/archive-deadline.js';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import { parsePython } from '../../src/core/languages/python/index.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { createTestRepo, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../support/github-simulator/index.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';

const DIST_PACKAGES = '/usr/lib/python3/dist-packages';
const TARGET = 'openstack/cloud/_compute.py';
const QUALNAME = 'ComputeCloudMixin.list_servers';
const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;
let server: OpenAIServer;
let body: string;

function filesUnder(dir: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      if (name === '__pycache__') continue;
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(DIST_PACKAGES, path)] = readFileSync(path);
    }
  };
  walk(dir);
  return out;
}

beforeAll(async () => {
  const files = filesUnder(join(DIST_PACKAGES, 'openstack'));
  const text = files[TARGET]!.toString('utf8');
  const def = parsePython(text).definitions.find((d) => d.qualname === QUALNAME)!;
  const lines = text.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(8)).join('\n');
  repo = createTestRepo({ files, prFiles: { [TARGET]: [...lines.slice(0, sigEnd), '        pass', ...lines.slice(def.range.end)].join('\n') } });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
  server = await startOpenAIServer();
}, 300_000);

afterAll(async () => {
  await server.close();
  await sim.close();
  repo.cleanup();
});

/** One job on the head: its reads prepared as the app prepares them (the given path), then the pipeline. */
async function run(mode: ReadMode, limits?: JobLimits) {
  const wrong = body.replace('return self._list_servers(', 'return self._list_all_servers(');
  expect(wrong).not.toBe(body);
  server.respondWith((req) => reply.content(`\`\`\`python\n${req.messages.length > 2 ? body : wrong}\n\`\`\``));
  const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 20_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
  const github = createGitHubGateway({ octokit, repo: { owner: sim.owner, repo: sim.name }, logger: quiet });
  const source = github.snapshot({ ref: repo.headSha });
  const reads = await prepareJobReads(1, { github, source, ref: repo.headSha, mode, targetFiles: [TARGET], ...(limits === undefined ? {} : { limits }) });
  const result = await implementStubs({
    source, model, retrieve, headSha: repo.headSha, temperature: 0,
    selection: { kind: 'targets', targets: [{ file: TARGET, qualname: QUALNAME }] },
    dependencies: { python: createLocalPythonDependencies([DIST_PACKAGES]) },
    prepareReads: (targets) => Promise.resolve({ budget: { remaining: jobReadBudget(targets.length, reads.stats.sourceFiles).jobBudget } }),
  });
  reads.blobsDone();
  return { target: result.targets[0]!, reads: reads.stats, cheap: source.scansCheaply === true, stats: source.stats };
}

const MIXED_IN = /Neither `ComputeCloudMixin` nor the class that mixes it in \(`Connection`\) defines `_list_all_servers`/;

describe('Python answer checks: a mixin of a large repository, through the real GitHub source', () => {
  it('with the archive in hand, reads every module from memory and rejects the wrong member; through blob reads the cap stays', async () => {
    const archived = await run('archive');
    expect(archived.reads.path).toBe('archive');
    expect(archived.cheap).toBe(true);
    expect(archived.target.attempts[0]!.problems.join(' ')).toMatch(MIXED_IN);
    expect(archived.target.status).toBe('suggested');
    expect(archived.target.attempts[1]).toMatchObject({ problems: [], warnings: [] });
    // Every module the scan read came out of the archive: no blob request past the tree.
    expect(archived.stats.graphqlRequests + archived.stats.restBlobReads).toBe(0);

    const blobs = await run('blobs');
    expect(blobs.cheap).toBe(false);
    expect(blobs.target.attempts[0]!.problems).toEqual([]);
    expect(blobs.target.attempts).toHaveLength(1);
  }, 240_000);

  it("an archive the job's memory budget cut short (files left to blobs) does not scan cheaply: the cap stays", async () => {
    // A 24 MB job: the archive (18 MB uncompressed) keeps 3 MB of the 5.7 MB of Python sources; the rest would be blob reads.
    const small: JobLimits = { memoryBudgetBytes: 24 * 1024 * 1024, archiveDeadlines: DEFAULT_ARCHIVE_DEADLINES };
    const cut = await run('archive', small);
    expect(cut.reads.path).toBe('archive');
    expect(cut.reads.archiveLeftToBlobs ?? 0).toBeGreaterThan(0);
    expect(cut.cheap).toBe(false);
    expect(cut.target.attempts[0]!.problems).toEqual([]);
    expect(cut.target.attempts).toHaveLength(1);
  }, 240_000);
});

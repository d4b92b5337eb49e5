/**
 * Issue 19, case 2: content addressed means verified. One worker serves two installations with
 * one in-process blob LRU and one Redis blob cache, both keyed by blob SHA. Tenant A's archive
 * holds a file whose text is not its blob (export-subst, LFS); tenant B's repository holds the
 * same blob. A's archive text reaches no prompt (A's job reads the blob instead), and B's job,
 * reading blobs through the shared caches (the parse cache too), gets its own text: 0 bytes of A's in any prompt.
 */
import { ProbotOctokit } from 'probot';
import { describe, expect, it } from 'vitest';
import { createBlobLru } from '../../src/adapters/github/blob-text.js';
import type { ReadMode } from '../../src/adapters/github/job-reads.js';
import { createChatModelFromEnv } from '../../src/adapters/openai/chat-model.js';
import { createRedisBlobCache } from '../../src/adapters/redis/blob-cache.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { createParseCache } from '../../src/core/retrieval/parse-cache.js';
import { createGitHubPipeline } from '../../src/queue/github-pipeline.js';
import { startWorkerRuntime } from '../../src/queue/worker-runtime.js';
import { e2eModelEnv } from '../app/e2e-worker.js';
import { testPrivateKey, type AppHarness } from '../app/harness.js';
import { scriptedCoder } from '../app/scripted-coder.js';
import { useE2eStack, type WorkerStarter } from '../support/e2e-stack.js';
import { blobReads, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';

const e2e = useE2eStack({ coder: scriptedCoder() });
const SECRET = 'TENANT_A_PRIVATE = "ghp_tenant_a_secret_value"';
const UTIL = 'pkg/util.py';

/** One worker process's caches, shared by every installation it serves (the parse cache partitioned by installation). */
const lru = createBlobLru();
const parseCache = createParseCache();

const workerFor = (readMode: ReadMode): WorkerStarter => (h: AppHarness, redisUrl: string, modelBaseURL: string) => {
  const env = {
    github: { appId: h.sim.appId, privateKey: testPrivateKey(), gheProtocol: 'http' as const, apiBaseUrl: h.sim.url },
    redisUrl,
    concurrency: 1,
    logLevel: 'fatal' as const,
  };
  const model = createChatModelFromEnv(e2eModelEnv(modelBaseURL, 0));
  return startWorkerRuntime({
    env,
    prefix: h.prefix,
    Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false } }),
    pipeline: {
      factory: ({ connection, log }) =>
        createGitHubPipeline({ retrieve, modelFor: () => model, lru, parseCache, blobCache: createRedisBlobCache(connection, { logger: log }), readMode }),
    },
  });
};

const promptText = (): string => e2e.openai.requests.flatMap((r) => r.messages.map((m) => m.content)).join('\n');

describe('a tarball whose text differs from its blob', () => {
  it("is used for no prompt, and another installation with the same blob reads its own text", async () => {
    const ownUtil = sampleBaseFiles[UTIL] as string;
    const repo = { files: sampleBaseFiles, prFiles: samplePrFiles };
    // Tenant A: its archive's util.py is not the committed blob.
    const a = await e2e.harness({ repo, sim: { installationId: 1001, owner: 'tenant-a' } });
    a.sim.archiveFault({ kind: 'text-differs', files: { [UTIL]: `${SECRET}\n${ownUtil}` } });
    const jobA = await e2e.implement('/dycoder implement', { start: workerFor('archive') });
    expect(jobA.returnvalue).toMatchObject({ status: 'done', posted: true, stats: { reads: { path: 'archive' } } });
    // A's job read the blob instead of the archive's text.
    expect(blobReads(a.sim.requests).total).toBeGreaterThanOrEqual(1);
    const promptsOfA = promptText();
    expect(promptsOfA).toContain('def normalize(text: str) -> str:');
    await e2e.stop();

    // Tenant B, same blob SHA for util.py, served by the same worker caches, reading blobs.
    const before = e2e.openai.requests.length;
    const b = await e2e.harness({ repo, sim: { installationId: 2002, owner: 'tenant-b' } });
    const jobB = await e2e.implement('/dycoder implement', { start: workerFor('blobs') });
    expect(jobB.returnvalue).toMatchObject({ status: 'done', posted: true });
    const promptsOfB = e2e.openai.requests.slice(before).flatMap((r) => r.messages.map((m) => m.content)).join('\n');
    expect(promptsOfB).toContain('def normalize(text: str) -> str:');
    expect(b.sim.state.reviews).toHaveLength(1);
    // 0 bytes of A's archive text in any prompt, A's or B's.
    expect(promptText()).not.toContain('ghp_tenant_a_secret_value');
    expect(promptText().includes(SECRET)).toBe(false);
  });
});

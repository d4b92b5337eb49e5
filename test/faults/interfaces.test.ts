/**
 * Issue 11 (operators): a base-class method that raises NotImplementedError and that a subclass
 * overrides is an interface. `/dycoder implement` without names leaves it out (listed as skipped,
 * with how to ask for it anyway); naming it still implements it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerRuntime } from '../../src/queue/worker-runtime.js';
import { issueCommentCreated, sampleBaseFiles } from '../support/github-simulator/index.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startAppHarness, type AppHarness } from '../app/harness.js';
import { waitForState } from '../queue/worker-harness.js';
import { startFaultWorker } from './fault-worker.js';

let redis: RedisServer;
let openai: OpenAIServer;
let h: AppHarness;
let worker: WorkerRuntime | undefined;

const STORAGE = [
  'class Backend:',
  '    def save(self, key: str, data: bytes) -> None:',
  '        """Store data under key."""',
  '        raise NotImplementedError',
  '',
  '    def describe(self) -> str:',
  '        """A one-line description."""',
  '        raise NotImplementedError',
  '',
  '',
  'class Disk(Backend):',
  '    def save(self, key: str, data: bytes) -> None:',
  "        open(key, 'wb').write(data)",
  '',
].join('\n');

beforeAll(async () => {
  redis = await startRedisServer();
  openai = await startOpenAIServer();
  openai.respondWith((req) => {
    const text = req.messages.map((m) => m.content).join('\n');
    const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
    return reply.content(name.endsWith('save') ? "```python\nopen(key, 'ab').write(data)\n```" : "```python\nreturn 'backend'\n```");
  });
});
afterAll(async () => {
  await openai.close();
  await redis.stop();
});
afterEach(async () => {
  await worker?.close();
  worker = undefined;
  await h.close();
});

async function run(body: string): Promise<void> {
  const { payload, comment } = issueCommentCreated(h.sim, { body, login: 'maintainer' });
  await h.deliver('issue_comment', payload);
  const all = await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']);
  const queued = all.find((j) => (j.data as { trigger: { commentId?: number } }).trigger.commentId === comment.id);
  worker ??= await startFaultWorker(h, redis.url, openai.baseURL);
  const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 60_000);
  expect(job.failedReason).toBeUndefined();
}

describe('interface methods', () => {
  it('automatic selection skips the overridden one and says how to ask for it; naming it implements it', async () => {
    h = await startAppHarness(redis.url, { repo: { files: sampleBaseFiles, prFiles: { 'pkg/storage.py': STORAGE } } });
    await run('/dycoder implement');
    const review = h.sim.state.reviews[0]!;
    // describe() is not overridden anywhere: a real stub, implemented.
    expect(h.sim.state.reviewComments.map((c) => c.line)).toEqual([8]);
    expect(review.body).toMatch(/`pkg\/storage\.py` · `Backend\.save`: An interface method .*name it in `\/dycoder implement`/);

    await run('/dycoder implement Backend.save');
    expect(h.sim.state.reviews).toHaveLength(2);
    const named = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === h.sim.state.reviews[1]!.id);
    expect(named.map((c) => c.line)).toEqual([4]);
  });
});

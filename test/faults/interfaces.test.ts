/**
 * Issue 11 (operators): a base-class method that raises NotImplementedError and that a subclass
 * overrides is an interface. `/dycoder implement` without names leaves it out (listed as skipped,
 * with how to ask for it anyway); naming it still implements it. The subclass may be in the pull
 * request or elsewhere in the repository (found by a bounded search near the base class).
 */
import { describe, expect, it } from 'vitest';
import { sampleBaseFiles } from '../support/github-simulator/index.js';
import { reply, type RecordedRequest } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { startFaultWorker } from './fault-worker.js';

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

/** The same two classes, the subclass in a file of the base branch that the PR does not touch. */
const BACKEND_ONLY = `${STORAGE.split('\n\n\nclass Disk')[0]!}\n`;
const DISK_MODULE = ['from pkg.storage import Backend', '', '', ...STORAGE.split('\n').slice(STORAGE.split('\n').indexOf('class Disk(Backend):'))].join('\n');

function storageCoder(req: RecordedRequest) {
  const text = req.messages.map((m) => m.content).join('\n');
  const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
  return reply.content(name.endsWith('save') ? "```python\nopen(key, 'ab').write(data)\n```" : "```python\nreturn 'backend'\n```");
}

const e2e = useE2eStack({ coder: storageCoder });

async function run(body: string): Promise<void> {
  const job = await e2e.implement(body, { start: startFaultWorker });
  expect(job.failedReason).toBeUndefined();
}

describe('interface methods', () => {
  it('automatic selection skips the overridden one and says how to ask for it; naming it implements it', async () => {
    const h = await e2e.harness({ repo: { files: sampleBaseFiles, prFiles: { 'pkg/storage.py': STORAGE } } });
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

  it('the overriding subclass may be outside the pull request: found near the base class, the method is skipped', async () => {
    const h = await e2e.harness({ repo: { files: { ...sampleBaseFiles, 'pkg/disk.py': DISK_MODULE }, prFiles: { 'pkg/storage.py': BACKEND_ONLY } } });
    expect(BACKEND_ONLY).not.toContain('class Disk');
    await run('/dycoder implement');
    expect(h.sim.state.reviewComments.map((c) => c.line)).toEqual([8]);
    expect(h.sim.state.reviews[0]!.body).toMatch(/`pkg\/storage\.py` · `Backend\.save`: An interface method/);
  });
});

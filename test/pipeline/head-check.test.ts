/**
 * The head check before publishing (issue 24): it leaves with the job's last model answer once the
 * reads are done, so the answer checks run while GitHub answers, and it is never older than the
 * last answer: a model call after it voids it and publishing reads the head again.
 */
import { describe, expect, it } from 'vitest';
import type { ChatModel, ChatRequest, ChatResponse } from '../../src/core/ports.js';
import { EARLY_READS, earlyHeadCheck } from '../../src/pipeline/head-check.js';

/** A model whose calls answer when the test says (a ChatModel, the port the pipeline calls). */
function heldModel() {
  const pending: Array<() => void> = [];
  const model: ChatModel = {
    name: 'held',
    complete: (_req: ChatRequest) =>
      new Promise<ChatResponse>((resolve) => pending.push(() => resolve({ content: 'ok', model: 'held', usage: { promptTokens: 1, completionTokens: 1 } }))),
  };
  return { model, answerNext: () => pending.shift()?.(), waiting: () => pending.length };
}
const request: ChatRequest = { messages: [{ role: 'user', content: 'x' }], purpose: 'implement' };
const tick = () => new Promise((r) => setImmediate(r));

describe('earlyHeadCheck', () => {
  it('reads the head when the last model call answers after the reads are done, and publishing uses that read', async () => {
    const held = heldModel();
    const events: string[] = [];
    let reads = 0;
    const check = earlyHeadCheck(held.model, () => (events.push(`read ${++reads}`), Promise.resolve(`head ${reads}`)));
    const a = check.model.complete(request);
    const b = check.model.complete(request);
    held.answerNext();
    await a;
    events.push('answer 1');
    // The reads are not done yet: the walk of another target may still be asking for files.
    expect(reads).toBe(0);
    check.readsDone();
    // Not at readsDone either: a call is still out.
    expect(reads).toBe(0);
    held.answerNext();
    await b;
    events.push('answer 2');
    await tick();
    expect(events).toEqual(['answer 1', 'read 1', 'answer 2']);
    expect(await check.check()).toBe('head 1');
    expect(reads).toBe(1);
    expect(check.made).toBe('early');
  });

  it('a model call after the early read voids it: publishing reads the head again', async () => {
    const held = heldModel();
    let reads = 0;
    const check = earlyHeadCheck(held.model, () => Promise.resolve(`head ${++reads}`));
    check.readsDone();
    const a = check.model.complete(request);
    held.answerNext();
    await a;
    expect(reads).toBe(1);
    // An answer check asks the model again: the head read before this answer no longer counts.
    const again = check.model.complete(request);
    held.answerNext();
    await again;
    // Its answer sends a new early read, which publishing then uses.
    expect(reads).toBe(2);
    expect(await check.check()).toBe('head 2');
    // A third call and answer: no third early read (EARLY_READS), publishing reads for itself.
    const third = check.model.complete(request);
    held.answerNext();
    await third;
    expect(reads).toBe(EARLY_READS);
    expect(await check.check()).toBe('head 3');
    expect(check.made).toBe('late');
  });

  it('reads at publishing when no early read was made or it failed', async () => {
    const held = heldModel();
    let reads = 0;
    const none = earlyHeadCheck(held.model, () => Promise.resolve(`head ${++reads}`));
    expect(await none.check()).toBe('head 1');
    expect(none.made).toBe('late');

    let attempts = 0;
    const failing = earlyHeadCheck(held.model, () => (++attempts === 1 ? Promise.reject(new Error('502')) : Promise.resolve('head ok')));
    failing.readsDone();
    const a = failing.model.complete(request);
    held.answerNext();
    await a;
    expect(await failing.check()).toBe('head ok');
    expect(attempts).toBe(2);
    expect(failing.made).toBe('late');
  });

  it('a call still out at publishing (none should be) means a read now, not the early one', async () => {
    const held = heldModel();
    let reads = 0;
    const check = earlyHeadCheck(held.model, () => Promise.resolve(`head ${++reads}`));
    check.readsDone();
    const a = check.model.complete(request);
    held.answerNext();
    await a;
    void check.model.complete(request);
    expect(await check.check()).toBe('head 2');
    held.answerNext();
  });
});

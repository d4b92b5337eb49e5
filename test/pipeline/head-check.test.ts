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

describe('earlyHeadCheck without recorded pushes', () => {
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
    expect(await check.check('job head')).toEqual({ movedTo: 'head 1' });
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
    expect(await check.check('job head')).toEqual({ movedTo: 'head 2' });
    // A third call and answer: no third early read (EARLY_READS), publishing reads for itself.
    const third = check.model.complete(request);
    held.answerNext();
    await third;
    expect(reads).toBe(EARLY_READS);
    expect(await check.check('job head')).toEqual({ movedTo: 'head 3' });
    expect(check.made).toBe('late');
  });

  it('reads at publishing when no early read was made or it failed', async () => {
    const held = heldModel();
    let reads = 0;
    const none = earlyHeadCheck(held.model, () => Promise.resolve(`head ${++reads}`));
    expect(await none.check('job head')).toEqual({ movedTo: 'head 1' });
    expect(none.made).toBe('late');

    let attempts = 0;
    const failing = earlyHeadCheck(held.model, () => (++attempts === 1 ? Promise.reject(new Error('502')) : Promise.resolve('head ok')));
    failing.readsDone();
    const a = failing.model.complete(request);
    held.answerNext();
    await a;
    expect(await failing.check('head ok')).toEqual({});
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
    expect(await check.check('job head')).toEqual({ movedTo: 'head 2' });
    held.answerNext();
  });
});

describe('earlyHeadCheck with the pushes the webhooks recorded', () => {
  const pushes = (movedTo?: string) => {
    let asked = 0;
    return { asked: () => asked, movedFrom: () => (asked++, Promise.resolve(movedTo)) };
  };

  it('reads the head as a model call starts once the reads are done, and publishing does not wait for that read', async () => {
    const held = heldModel();
    const recorded = pushes();
    let answer: ((head: string) => void) | undefined;
    let reads = 0;
    const check = earlyHeadCheck(held.model, () => (reads++, new Promise<string>((resolve) => (answer = resolve))), recorded);
    const before = check.model.complete(request);
    // Started before the reads were done: no read.
    expect(reads).toBe(0);
    check.readsDone();
    const last = check.model.complete(request);
    expect(reads).toBe(1);
    while (held.waiting() < 2) await tick();
    held.answerNext();
    held.answerNext();
    await Promise.all([before, last]);
    // The read is still out: publishing goes on with the recorded pushes alone; the read is looked at after the POST.
    const verdict = await check.check('job head');
    expect(verdict.movedTo).toBeUndefined();
    expect(verdict.pending).toBeDefined();
    expect(recorded.asked()).toBe(1);
    expect(check.made).toBe('webhooks');
    answer!('newer head');
    expect(await verdict.pending).toBe('newer head');
  });

  it('a recorded push, or an answered read of another head, stops publishing', async () => {
    const held = heldModel();
    const moved = earlyHeadCheck(held.model, () => Promise.resolve('job head'), pushes('pushed head'));
    moved.readsDone();
    const a = moved.model.complete(request);
    while (held.waiting() < 1) await tick();
    held.answerNext();
    await a;
    expect(await moved.check('job head')).toEqual({ movedTo: 'pushed head' });

    const read = earlyHeadCheck(held.model, () => Promise.resolve('read head'), pushes());
    read.readsDone();
    const b = read.model.complete(request);
    while (held.waiting() < 1) await tick();
    held.answerNext();
    await b;
    await tick();
    expect(await read.check('job head')).toEqual({ movedTo: 'read head' });
    // The same head read: nothing to say, nothing pending.
    const same = earlyHeadCheck(held.model, () => Promise.resolve('job head'), pushes());
    same.readsDone();
    const c = same.model.complete(request);
    while (held.waiting() < 1) await tick();
    held.answerNext();
    await c;
    await tick();
    expect(await same.check('job head')).toEqual({});
  });

  it('reads the head again and waits when the record cannot be asked, and reads at publishing when no read was sent', async () => {
    const held = heldModel();
    let reads = 0;
    const down = { movedFrom: () => Promise.reject(new Error('connection closed')) };
    const check = earlyHeadCheck(held.model, () => new Promise<string>((resolve) => setTimeout(() => resolve(`head ${++reads}`), 20)), down);
    check.readsDone();
    const a = check.model.complete(request);
    while (held.waiting() < 1) await tick();
    held.answerNext();
    await a;
    // A read sent now, after the model's answer (the early one left before it).
    expect(await check.check('job head')).toEqual({ movedTo: 'head 2' });
    expect(check.made).toBe('late');

    let late = 0;
    const none = earlyHeadCheck(held.model, () => Promise.resolve(`head ${++late}`), pushes());
    expect(await none.check('head 1')).toEqual({});
    expect(late).toBe(1);
    expect(none.made).toBe('late');
  });
});

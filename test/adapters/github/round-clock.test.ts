import { describe, expect, it } from 'vitest';
import { createRoundClock } from '../../../src/adapters/github/round-clock.js';

describe('dependent read rounds', () => {
  it('counts rounds in flight together once, and a round sent after an answer as waiting for it', () => {
    const clock = createRoundClock();
    // Three targets' first reads, sent at different moments but before any answer: one round deep.
    const a = clock.start();
    const b = clock.start();
    b.end();
    // Sent after b was answered: it waited for b.
    const c = clock.start();
    a.end();
    const d = clock.start();
    expect([a.depth, b.depth, c.depth, d.depth]).toEqual([1, 1, 2, 2]);
    c.end();
    d.end();
    d.end();
    const e = clock.start();
    expect(e.depth).toBe(3);
    expect(clock.depth()).toBe(3);
    expect(clock.started()).toBe(5);
  });

  it('is 0 before any round, and a chain of n rounds one after another is n deep', () => {
    const clock = createRoundClock();
    expect(clock.depth()).toBe(0);
    for (let i = 0; i < 7; i += 1) clock.start().end();
    expect(clock.depth()).toBe(7);
  });
});

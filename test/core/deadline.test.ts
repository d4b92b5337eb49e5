import { describe, expect, it } from 'vitest';
import { within } from '../../src/core/deadline.js';

describe('within', () => {
  it('settles as the promise does when it is in time, and with the caller\'s error when it is not', async () => {
    await expect(within(Promise.resolve(7), 1000, () => new Error('late'))).resolves.toBe(7);
    await expect(within(Promise.reject(new Error('own')), 1000, () => new Error('late'))).rejects.toThrow('own');
    const never = new Promise<number>(() => undefined);
    const started = Date.now();
    await expect(within(never, 50, () => new RangeError('no answer'))).rejects.toBeInstanceOf(RangeError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

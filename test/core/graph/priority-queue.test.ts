import { describe, expect, it } from 'vitest';
import { PriorityQueue } from '../../../src/core/graph/priority-queue.js';

describe('PriorityQueue', () => {
  it('pops the highest priority first and keeps insertion order on ties', () => {
    const q = new PriorityQueue<string>();
    const input: [string, number][] = [['a', 1], ['b', 5], ['c', 3], ['d', 5], ['e', 0.5], ['f', 3]];
    for (const [item, p] of input) q.push(item, p);
    const out: string[] = [];
    for (let x = q.pop(); x !== undefined; x = q.pop()) out.push(x);
    expect(out).toEqual(['b', 'd', 'c', 'f', 'a', 'e']);
    expect(q.size).toBe(0);
  });

  it('stays a heap over many random pushes', () => {
    const q = new PriorityQueue<number>();
    const values = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000);
    for (const v of values) q.push(v, v);
    const out: number[] = [];
    for (let x = q.pop(); x !== undefined; x = q.pop()) out.push(x);
    expect(out).toEqual([...values].sort((a, b) => b - a));
  });
});

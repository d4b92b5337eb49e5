import { describe, expect, it } from 'vitest';
import { mergeSettings } from '../../src/app/read-config.js';

describe('mergeSettings', () => {
  it('merges mappings deeply and lets a later file replace arrays rather than append to them', () => {
    const merged = mergeSettings([
      { paths: ['**/*.py'], ignore: [], nested: { a: 1, b: [1, 2] } },
      { paths: ['src/**'], nested: { b: [3] } },
    ]);
    expect(merged).toEqual({ paths: ['src/**'], ignore: [], nested: { a: 1, b: [3] } });
  });
});

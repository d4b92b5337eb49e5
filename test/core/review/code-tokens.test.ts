import { describe, expect, it } from 'vitest';
import { canonicalPythonTokens, tokenSimilarity } from '../../../src/core/review/code-tokens.js';

const same = (a: string, b: string): boolean => tokenSimilarity(canonicalPythonTokens(a), canonicalPythonTokens(b)) === 1;

describe('canonicalPythonTokens', () => {
  it('erases what a formatter changes', () => {
    expect(same("x = {'a': 1, 'b': [1, 2,],}", 'x = {"a": 1, "b": [1, 2]}')).toBe(true);
    expect(same('return (\n    first_value\n    + second_value\n)', 'return first_value + second_value')).toBe(true);
    expect(same('if (a and b):\n    pass', 'if a and b:\n    pass')).toBe(true);
    expect(same("s = 'it\\'s'", 's = "it\'s"')).toBe(true);
    expect(same("s = U'x'  # note", 's = "x"')).toBe(true);
    expect(same('n = 0XFF + 1E5', 'n = 0xff + 1e5')).toBe(true);
    expect(same('total = a + \\\n    b', 'total = (a + b)')).toBe(true);
    expect(same('x = 1\ny = 2', 'x = 1; y = 2;')).toBe(true);
  });

  it('keeps what changes meaning', () => {
    expect(same('return (a + b) * c', 'return a + b * c')).toBe(false);
    expect(same("name = 'x'", "name = 'y'")).toBe(false);
    expect(same('f(a, b)', 'f(b, a)')).toBe(false);
    expect(same("p = r'\\d'", "p = '\\d'")).toBe(false);
  });
});

describe('tokenSimilarity', () => {
  it('is the Dice coefficient of the longest common subsequence', () => {
    expect(tokenSimilarity(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'e'])).toBeCloseTo((2 * 3) / 8);
    expect(tokenSimilarity([], [])).toBe(1);
    expect(tokenSimilarity(['a'], [])).toBe(0);
  });
});

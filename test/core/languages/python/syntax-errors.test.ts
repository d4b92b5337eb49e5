import { describe, expect, it } from 'vitest';
import { syntaxErrors, parsePython } from '../../../../src/core/languages/python/index.js';
import { py } from './helpers.js';

describe('syntaxErrors', () => {
  it('is empty for valid code', () => {
    expect(syntaxErrors(py('def f(x):', '    return [y async for y in x]', 'match = 1'))).toEqual([]);
  });

  it('reports ERROR nodes with their line', () => {
    const errors = syntaxErrors(py('def ok():', '    return 1', 'def bad(:', '    pass'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.line).toBe(3);
    expect(errors[0]?.message).toMatch(/invalid syntax|missing/);
  });

  it('reports MISSING tokens', () => {
    const errors = syntaxErrors(py('x = (1,', 'y = 2'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((e) => e.line).every((l) => l >= 1 && l <= 2)).toBe(true);
  });

  it('agrees with errorLines of parsePython', () => {
    const source = py('class A:', '    def m(self)', '        return 1', 'print(1))');
    expect(parsePython(source).errorLines).toEqual([...new Set(syntaxErrors(source).map((e) => e.line))]);
  });
});

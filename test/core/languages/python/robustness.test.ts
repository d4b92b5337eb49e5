import { describe, expect, it } from 'vitest';
import { findStubs, parsePython, syntaxErrors } from '../../../../src/core/languages/python/index.js';

describe('parsePython robustness', () => {
  it('survives pathologically deep expressions (generated code) without a stack overflow', () => {
    const sum = 'x = ' + Array.from({ length: 20000 }, (_, i) => `a${i}`).join(' + ') + '\n';
    const calls = 'y = ' + 'f('.repeat(3000) + ')'.repeat(3000) + '\n';
    const chain = 'z = ' + Array.from({ length: 5000 }, (_, i) => `n${i}`).join('.') + '\n';
    const parsed = parsePython(sum + calls + chain + 'def after():\n    pass\n');
    expect(parsed.definitions.map((d) => d.qualname)).toEqual(['x', 'y', 'z', 'after']);
    expect(parsed.moduleReferences.some((r) => r.chain.length === 5000)).toBe(true);
    expect(findStubs('', parsed).map((s) => s.qualname)).toEqual(['after']);
  });

  it('handles empty input, lone comments and garbage', () => {
    expect(parsePython('')).toMatchObject({ definitions: [], imports: [], errorLines: [], lineCount: 0 });
    expect(parsePython('# only a comment\n').lineCount).toBe(1);
    for (const junk of [')))', 'def', 'class :', '@', 'import', 'from . import', '"""unterminated', '\t\tx\n  y\n']) {
      expect(() => parsePython(junk)).not.toThrow();
      expect(() => syntaxErrors(junk)).not.toThrow();
    }
  });

  it('keeps offsets right after non-BMP characters and CRLF line endings', () => {
    const parsed = parsePython('s = "😀😀😀"\r\n\r\ndef f(a):\r\n    return a\r\n\r\nclass C:\r\n    x: int\r\n');
    expect(parsed.definitions.map((d) => [d.qualname, d.range.start, d.range.end, d.signature])).toEqual([
      ['s', 1, 1, 's = "😀😀😀"'],
      ['f', 3, 4, 'def f(a):'],
      ['C', 6, 7, 'class C:'],
    ]);
  });
});

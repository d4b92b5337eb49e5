import { describe, expect, it } from 'vitest';
import { logicalLineStarts, reindentBlock, stringContinuationLines } from '../../../src/core/generate/indent.js';

describe('stringContinuationLines', () => {
  it('marks lines that begin inside triple-quoted strings only', () => {
    const text = ['x = """a', 'b', '"""', "y = '#'  # not a string '''", "z = '''", "w'''", 'v = "\\"""', 'u = 1'].join('\n');
    expect([...stringContinuationLines(text)]).toEqual([1, 2, 5]);
  });

  it('follows escaped newlines inside strings', () => {
    expect([...stringContinuationLines('s = "a\\\nb"\nt = 1')]).toEqual([1]);
  });
});

describe('logicalLineStarts', () => {
  it('skips lines inside brackets, strings and backslash continuations', () => {
    const text = ['x = f(a,', '      b)', 'y = """', 'z"""', 'w = 1 + \\', '    2', 'v = "(" # [', 'u = 3'].join('\n');
    expect([...logicalLineStarts(text)].sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 7]);
  });
});

describe('reindentBlock', () => {
  it('moves the least-indented code line to the target indent and keeps relative indentation', () => {
    expect(reindentBlock('\n\n  if x:\n      return 1\n  return 2\n\n', '        ')).toBe('        if x:\n            return 1\n        return 2');
  });

  it('never changes the text of a multi-line string', () => {
    const body = 'msg = """\nfirst\n    second\n"""\nreturn msg';
    expect(reindentBlock(body, '    ')).toBe('    msg = """\nfirst\n    second\n"""\n    return msg');
  });

  it('expands tab indentation when the target uses spaces, and keeps inner blank lines empty', () => {
    expect(reindentBlock('\tif a:\n\t\tb()\n\n\treturn c', '    ')).toBe('    if a:\n        b()\n\n    return c');
  });
});

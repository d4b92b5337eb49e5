import { describe, expect, it } from 'vitest';
import { formatTargetName, parseTargetName } from '../../src/core/target.js';

describe('parseTargetName', () => {
  it('reads the comment form, the CLI form and bare names into one record', () => {
    expect(parseTargetName('pkg/text.py::Stats.top_words')).toEqual({ ok: true, target: { file: 'pkg/text.py', qualname: 'Stats.top_words' } });
    expect(parseTargetName('pkg/text.py:Stats.top_words')).toEqual({ ok: true, target: { file: 'pkg/text.py', qualname: 'Stats.top_words' } });
    expect(parseTargetName('./pkg\\text.py:count')).toEqual({ ok: true, target: { file: 'pkg/text.py', qualname: 'count' } });
    expect(parseTargetName('count_words')).toEqual({ ok: true, target: { qualname: 'count_words' } });
  });

  it('refuses paths outside the repository and names that are not identifiers', () => {
    expect(parseTargetName('../etc/x.py::f')).toEqual({ ok: false, problem: 'file', file: '../etc/x.py' });
    expect(parseTargetName('/abs.py:f')).toEqual({ ok: false, problem: 'file', file: '/abs.py' });
    expect(parseTargetName('a.py::1bad')).toEqual({ ok: false, problem: 'qualname', qualname: '1bad' });
    expect(parseTargetName('no-colon')).toEqual({ ok: false, problem: 'qualname', qualname: 'no-colon' });
    expect(parseTargetName('a.py:')).toEqual({ ok: false, problem: 'qualname', qualname: '' });
  });

  it('formats back to the comment form', () => {
    expect(formatTargetName({ file: 'a.py', qualname: 'C.m' })).toBe('a.py::C.m');
    expect(formatTargetName({ qualname: 'f' })).toBe('f');
  });
});

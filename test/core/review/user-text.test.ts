import { describe, expect, it } from 'vitest';
import { code, codeCell } from '../../../src/core/review/markdown.js';
import { codeSpan, sanitizeUserText, userCode } from '../../../src/core/review/user-text.js';

const ZWJ = '\u200d';
const visible = (s: string): string => s.split(ZWJ).join('');

describe('sanitizeUserText', () => {
  it('leaves no @mention that GitHub would ping, users and teams alike, and reads the same', () => {
    const out = sanitizeUserText('thanks @alice and @my-org/core-team, cc @bob');
    expect(out).not.toMatch(/@[\w-]/);
    expect(visible(out)).toBe('thanks @alice and @my-org/core-team, cc @bob');
  });

  it('renders no markdown image, link, autolink, bare URL or HTML', () => {
    const out = sanitizeUserText('![x](https://evil.example/p.png) [click](http://a.b) <https://c.d> <img src=x> see www.evil.example');
    expect(out).not.toMatch(/\]\(|\]\[|<[A-Za-z/]|:\/\/|www\./);
    expect(visible(out)).toBe('![x](https://evil.example/p.png) [click](http://a.b) <https://c.d> <img src=x> see www.evil.example');
  });

  it('is one line, without HTML comment breakers, and bounded in length', () => {
    expect(sanitizeUserText('a\n\nb <!-- c -->')).toBe('a b c');
    const huge = sanitizeUserText('x'.repeat(100_000));
    expect([...huge]).toHaveLength(300);
    expect(huge.endsWith('…')).toBe(true);
    expect(sanitizeUserText('`code that is cut ' + 'y'.repeat(400)).match(/`/g)).toHaveLength(2);
  });

  it('userCode keeps user text in a code span a backtick cannot close', () => {
    expect(userCode('implment')).toBe('`implment`');
    expect(userCode('a`b')).toBe('`` a`b ``');
    expect(visible(userCode('@here'))).toBe('`@here`');
  });
});

describe('codeSpan (and code/codeCell of markdown.ts)', () => {
  it('uses a fence longer than any backtick run, padded when the text holds a backtick or edge spaces', () => {
    const path = 'x`` @org/team <img src=x onerror=alert(1)> ``/m.py';
    expect(codeSpan(path)).toBe('``` x`` @org/team <img src=x onerror=alert(1)> ``/m.py ```');
    expect(codeSpan('`a')).toBe('`` `a ``');
    expect(codeSpan('a````b')).toBe('````` a````b `````');
    expect(codeSpan(' a ')).toBe('`  a  `');
    expect(codeSpan('plain/path.py')).toBe('`plain/path.py`');
    expect(code('a\n\nb')).toBe('`a  b`');
  });

  it('cannot carry a hidden marker, and escapes | for table cells', () => {
    expect(codeSpan('x<!-- dycoder:s:abc -->.py')).not.toContain('<!--');
    expect(codeCell('gpt|4')).toBe('`gpt\\|4`');
  });
});

describe('sanitizeUserText references', () => {
  it('leaves no issue reference (#1, org/repo#2, GH-3) that GitHub would link and notify', () => {
    const out = sanitizeUserText('fixes #1, see octo/repo#2 and GH-3');
    expect(out).not.toMatch(/#\d|GH-\d/);
    expect(visible(out)).toBe('fixes #1, see octo/repo#2 and GH-3');
  });
});


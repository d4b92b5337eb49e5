import { describe, expect, it } from 'vitest';
import { sanitizeUserText, userCode } from '../../../src/core/review/user-text.js';

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

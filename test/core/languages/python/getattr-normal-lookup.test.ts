/**
 * A name normal attribute lookup finds never reaches `__getattr__` (issue 22, session 22; python held out 14's one
 * false alarm, read after its blind run): git's `Remote._get_push_info` builds `output = PushInfoList()` and calls
 * `output.append(...)`. `PushInfoList` is an `IterableList`, a `typing.List` subclass whose `__getattr__` answers
 * other names; `append` is `list`'s, found before `__getattr__` is ever asked, so the "answers attributes
 * dynamically" note was wrong. A name no class of the chain defines keeps the note. Real Debian source: python3-git.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: members found before __getattr__', () => {
  it("accepts git's _get_push_info clean and keeps the note for a name only __getattr__ could answer", () => {
    const { body, check } = stubbedDebianSource('git/remote.py', 'Remote._get_push_info', { read: ['git/util.py'] });
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const dynamic = body.replace('output.append(PushInfo._from_line(self, line))', 'output.append_line(PushInfo._from_line(self, line))');
    expect(dynamic).not.toBe(body);
    expect(check(dynamic)).toMatchObject({ errors: [], warnings: [expect.stringMatching(/`output\.append_line\(\)`.*answers attributes dynamically/)] });
  });
});

/**
 * A `__getattr__` that a base defines and that refuses the name (issue 22, session 22; python held out 14's lib389
 * `Backend` notes, read after its blind run): lib389's `DSLdapObject.__getattr__` answers only names ending in `_json`
 * (`if (name.endswith('_json')): ... else: raise AttributeError(...)`). The check read only a class's own
 * `__getattr__`, and only guards that raise inside the `if`; a subclass calling a made-up `self.lint_uid_all()` got a
 * "answers attributes dynamically" note. Now the one `__getattr__` of the class's chain is read, and an `if` on the
 * name's prefix or suffix whose `else` raises refuses every name the test does not pass. Real Debian source:
 * python3-lib389.
 */
import { describe, expect, it } from 'vitest';
import { getattrRefuses } from '../../../../src/core/languages/python/answer/getattr-reach.js';
import { stubbedDebianSource } from './debian-stub.js';

const READ = ['lib389/_mapped_object.py', 'lib389/_mapped_object_lint.py'];

describe("Python answer checks: a base's __getattr__ that refuses the name", () => {
  it("rejects a made-up member of lib389's Backend; a `_json` name stays a note; the original clean", () => {
    const { body, check } = stubbedDebianSource('lib389/backend.py', 'Backend._lint_search', { read: READ });
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self.lint_uid()', 'self.lint_uid_all()');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`Backend` has no member `lint_uid_all`, and `DSLdapObject`'s `__getattr__` raises for it/)]);
    const json = body.replace('self.lint_uid()', 'self.lint_uid_json()');
    expect(check(json)).toMatchObject({ errors: [], warnings: [expect.stringMatching(/answers attributes dynamically/)] });
  });

  it('reads `if name.endswith(...): ... else: raise` only when nothing follows it', () => {
    const body = ['    if (name.endswith("_json")):', '        return 1', '    else:', '        raise AttributeError(name)'];
    expect(getattrRefuses(body, 'self', 'name', 'status_all', new Set(), '')).toBe(true);
    expect(getattrRefuses(body, 'self', 'name', 'status_json', new Set(), '')).toBe(false);
    expect(getattrRefuses([...body, '    return 2'], 'self', 'name', 'status_all', new Set(), '')).toBe(false);
    const starts = ['    if not name.startswith("get_"):', '        return 1', '    else:', '        raise AttributeError(name)'];
    expect(getattrRefuses(starts, 'self', 'name', 'get_x', new Set(), '')).toBe(true);
    expect(getattrRefuses(starts, 'self', 'name', 'x', new Set(), '')).toBe(false);
  });
});

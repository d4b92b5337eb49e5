/**
 * A base imported by alternatives under `try:` / `except ImportError:` that do not agree (issue 22, session 23;
 * python held out 15's ldap3 `CaseInsensitiveDict(MutableMapping)`, read after its blind run): `from collections.abc
 * import MutableMapping` in the `try:`, `from collections import MutableMapping` in the handler. Python 3 takes the
 * first (and `collections.MutableMapping` is gone since 3.10), so the base is `collections.abc.MutableMapping` and the
 * class is closed. Real Debian source: python3-ldap3.
 */
import { describe, expect, it } from 'vitest';
import { qualifiedName } from '../../../../src/core/languages/python/answer/stdlib-bases.js';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: imports under try/except ImportError', () => {
  it("closes ldap3's CaseInsensitiveDict over collections.abc.MutableMapping: its original is clean, a made-up member an error", () => {
    const { body, check } = stubbedDebianSource('ldap3/utils/ciDict.py', 'CaseInsensitiveDict.__eq__');
    expect(body).toMatch(/self\.items\(\)/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('for key, value in self.items():', 'for key, value in self.iteritems():');
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`CaseInsensitiveDict` has no member `iteritems`/)]);
  });

  it('takes the alternative Python 3 binds, and only when it can be told', () => {
    const q = (text: string) => qualifiedName('Mapping', parsePython(text));
    // The handler's module first on Python 3.11: only collections.abc has it.
    expect(q('try:\n    from collections import Mapping\nexcept ImportError:\n    from collections.abc import Mapping\n')).toBe('collections.abc.Mapping');
    // A backport in the handler: the try's standard-library import runs.
    expect(q('try:\n    from typing import Mapping\nexcept ImportError:\n    from typing_extensions import Mapping\n')).toBe('typing.Mapping');
    // A third party's module in the try: either may run.
    expect(q('try:\n    from compat import Mapping\nexcept ImportError:\n    from collections.abc import Mapping\n')).toBeUndefined();
    // Not guarded by ImportError: the later binding wins at run time, not told here.
    expect(q('from collections.abc import Mapping\nfrom typing_extensions import Mapping\n')).toBeUndefined();
  });
});

/**
 * A `__getattr__` that hands every name to one attribute of a known class (issue 22, session 23): gitdb's
 * `_RandomAccessBytesIO` assigns `self._sio = BytesIO(buf)` and answers `getattr(self._sio, attr)`, so its `self` has
 * its own members and a BytesIO's, and nothing else (a name BytesIO lacks raises AttributeError). Before, the call of
 * a name the class does not define itself was a note ("answers attributes dynamically"), the original's
 * `self.getvalue()` included. Real Debian source: python3-gitdb.
 */
import { describe, expect, it } from 'vitest';
import { delegatedAttribute } from '../../../../src/core/languages/python/answer/getattr-reach.js';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: a __getattr__ delegating to a typed attribute', () => {
  it("closes gitdb's _RandomAccessBytesIO over io.BytesIO: the original clean, a name BytesIO lacks an error", () => {
    const { body, check } = stubbedDebianSource('gitdb/util.py', '_RandomAccessBytesIO.__len__');
    expect(body).toMatch(/self\.getvalue\(\)/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self.getvalue()', 'self.get_value()');
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`_RandomAccessBytesIO` has no member `get_value`, and its `__getattr__` hands names to `self._sio`, a `io.BytesIO`/)]);
  });

  it('reads only a body that is the delegation and nothing else', () => {
    expect(delegatedAttribute(['    return getattr(self._sio, attr)'], 'self', 'attr')).toBe('_sio');
    expect(delegatedAttribute(['    """Forward."""', '    return getattr(self._sio, attr)'], 'self', 'attr')).toBe('_sio');
    expect(delegatedAttribute(['    if attr == "x":', '        return 1', '    return getattr(self._sio, attr)'], 'self', 'attr')).toBeUndefined();
    expect(delegatedAttribute(['    return getattr(self._sio, attr, None)'], 'self', 'attr')).toBeUndefined();
    expect(delegatedAttribute(['    return getattr(self._sio, "x" + attr)'], 'self', 'attr')).toBeUndefined();
  });
});

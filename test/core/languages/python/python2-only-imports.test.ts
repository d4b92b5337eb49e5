/**
 * A base imported from Python 2's library on one side of a version test (issue 22, session 24; python held out 16's
 * zlmdb misses, read after its blind run: 4 wrong members on `PersistentMap`). zlmdb's _pmap.py binds its base
 * `MutableMapping` under `if sys.version_info < (3, ): from UserDict import DictMixin as MutableMapping` / `else: from
 * collections.abc import MutableMapping`. The two alternatives disagree and are not ImportError alternatives, so the
 * base was unknown and the class open. `UserDict` is a module Python 3 removed (PEP 3108): that import never binds on
 * Python 3, so the other decides. Real Debian source: python3-zlmdb (its `_types.py` mixins read as the scope rounds
 * read them).
 */
import { describe, expect, it } from 'vitest';
import { qualifiedName } from '../../../../src/core/languages/python/answer/stdlib-bases.js';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

describe("Python answer checks: imports from Python 2's library", () => {
  it("closes zlmdb's PersistentMap over collections.abc.MutableMapping: the original is clean, a made-up member an error", () => {
    const T = 'zlmdb/_pmap.py';
    const scope = scopeRounds(T, [], true);
    const { body, check } = stubbedDebianSource(T, 'PersistentMap.__contains__', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self._serialize_key(key)', 'self._serialize_key_all(key)');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`PersistentMap` has no member `_serialize_key_all`/)]);
    // A name MutableMapping has is no error.
    expect(check(`${body}\nself.setdefault(txn_key)`).errors).toEqual([]);
  });

  it("drops only alternatives from a module of Python 2's library that Python 3 lacks", () => {
    const q = (text: string) => qualifiedName('M', parsePython(text));
    expect(q('import sys\nif sys.version_info < (3,):\n    from UserDict import DictMixin as M\nelse:\n    from collections.abc import MutableMapping as M\n')).toBe('collections.abc.MutableMapping');
    expect(q('import six\nif six.PY2:\n    from StringIO import StringIO as M\nelse:\n    from io import StringIO as M\n')).toBe('io.StringIO');
    // A third party's module beside Python 3's: either may run.
    expect(q('import sys\nif sys.version_info < (3,):\n    from compat import Mapping as M\nelse:\n    from collections.abc import Mapping as M\n')).toBeUndefined();
    // Two live alternatives left: not told.
    expect(q('if X:\n    from UserDict import DictMixin as M\nelif Y:\n    from mylib import M\nelse:\n    from collections.abc import MutableMapping as M\n')).toBeUndefined();
  });
});

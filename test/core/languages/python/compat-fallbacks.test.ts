/**
 * A repository's fallback def for a standard-library class decorator (issue 22, session 20; python held out 11's two
 * measurement arity misses, read after its blind run), on real Debian source (python3-measurement): measurement/utils.py
 * binds `total_ordering` by `from functools import total_ordering` under `if sys.version_info >= (2,7,2):` and by a
 * `def` (which writes `setattr(cls, opname, ...)`) in the `else:`. Python 3 takes the import, so `@total_ordering
 * class MeasureBase` adds only the comparison methods: the class's own methods keep their signatures and a call with
 * the wrong number of arguments is an error. The branch Python 3 takes is told only for `try`/`except ImportError` and
 * `if` on `sys.version_info` / `PY2` / `PY3`; any other condition leaves the def in charge.
 */
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { stdlibFallbackOf, versionCondition } from '../../../../src/core/languages/python/answer/compat-fallbacks.js';
import { stubbedDebianSource } from './debian-stub.js';

describe("Python answer checks: a repository's fallback for a standard-library decorator", () => {
  it("measurement's @total_ordering MeasureBase: the originals are clean, a wrong arity on its own method is an error", () => {
    const { body, check } = stubbedDebianSource('measurement/base.py', 'MeasureBase.__getattr__', { read: ['measurement/utils.py'] });
    expect(body).toMatch(/self\._convert_value_to\(\s*units\[name\],\s*self\.standard,\s*\)/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = check(body.replace(/units\[name\],\s*self\.standard,/, 'units[name],'));
    expect(wrong.errors).toEqual([expect.stringMatching(/`self\._convert_value_to\(\)` is missing the argument `value`/)]);
    const units = stubbedDebianSource('measurement/base.py', 'MeasureBase.default_units', { read: ['measurement/utils.py'] });
    expect(units.check(units.body)).toMatchObject({ errors: [], warnings: [] });
    expect(units.check(units.body.replace('self.get_lowercase_aliases()', 'self.get_lowercase_aliases(kwargs)')).errors).toEqual([expect.stringMatching(/`self\.get_lowercase_aliases\(\)` takes at most 0 positional arguments/)]);
  });

  it('tells the branch Python 3 takes only for try/except ImportError and version tests', () => {
    const fallback = (text: string): string | undefined => stdlibFallbackOf('total_ordering', text.split('\n').findIndex((l) => /def total_ordering/.test(l)) + 1, text, parsePython(text));
    const def = '    def total_ordering(cls):\n        return cls\n';
    expect(fallback(`import sys\nif sys.version_info >= (2, 7, 2):\n    from functools import total_ordering\nelse:\n${def}`)).toBe('functools.total_ordering');
    expect(fallback(`try:\n    from functools import total_ordering\nexcept ImportError:\n${def}`)).toBe('functools.total_ordering');
    expect(fallback(`if PY2:\n${def}else:\n    from functools import total_ordering\n`)).toBe('functools.total_ordering');
    expect(fallback(`if sys.version_info >= (3, 12):\n    from functools import total_ordering\nelse:\n${def}`)).toBeUndefined();
    expect(fallback(`if USE_NATIVE:\n    from functools import total_ordering\nelse:\n${def}`)).toBeUndefined();
    expect(versionCondition('sys.version_info[0] < 3')).toBe(false);
    expect(versionCondition('not six.PY3')).toBe(false);
  });
});

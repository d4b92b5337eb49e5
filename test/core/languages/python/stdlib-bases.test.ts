/**
 * Classes over standard-library bases (issue 22), on real code: more_itertools' `numeric_range`
 * (Debian python3-more-itertools) is `class numeric_range(abc.Sequence, abc.Hashable)` with `abc`
 * from `from collections import ..., abc`. Its members are its own plus the ABCs' mixins, so a
 * member it lacks is found, and a mixin it inherits (`index`, `count`) is accepted.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const PATH = '/usr/lib/python3/dist-packages/more_itertools/more.py';
const FILE = 'more_itertools/more.py';
const QUALNAME = 'numeric_range.__getitem__';

describe('a class over collections.abc bases (more_itertools.numeric_range)', () => {
  const original = readFileSync(PATH, 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === QUALNAME)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(8)).join('\n');
  const source = [...lines.slice(0, sigEnd), '        pass', ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === QUALNAME)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === QUALNAME)!;
  const check = (b: string) => validateImplementation({ source, parsed, target, stub, body: b, file: FILE, readFiles: new Map([[FILE, source]]) });

  it('accepts the original body and the mixins the ABCs give', () => {
    expect({ errors: check(body).errors, warnings: check(body).warnings }).toEqual({ errors: [], warnings: [] });
    expect(check('if self.count(key) and self.index(key) >= 0:\n    return self._get_by_index(key)\nreturn None').errors).toEqual([]);
  });

  it('rejects a member neither the class nor its standard-library bases define', () => {
    const v = check(body.replace('return self._get_by_index(key)', 'return self._get_by_position(key)'));
    expect(v.errors).toEqual([expect.stringMatching(/^`numeric_range` has no member `_get_by_position` \(`self\._get_by_position\(\)` on body line 2\)/)]);
  });
});

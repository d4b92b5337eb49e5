/**
 * A class decorator whose nested function has a parameter of the class's name (issue 22, session 21; python held
 * out 13's dateparser `Settings.__init__` closed member and arity misses, read after its blind run): dateparser's
 * `@registry` (dateparser/utils/__init__.py) sets `__new__` with a literal key and builds it by `choose(cls.__new__)`,
 * whose nested `def constructor(cls, *args, **kwargs)` hands its own `cls` to `creator(cls, *args)`. That `cls` is
 * another binding: the decorator adds `__new__` only and the class stays closed. Real Debian source: python3-dateparser.
 */
import { describe, expect, it } from 'vitest';
import { functionPatches, withoutRebindingFunctions } from '../../../../src/core/languages/python/answer/class-patches.js';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: a nested function rebinding the decorated class\'s name', () => {
  it("checks dateparser's @registry Settings: the original clean, a made-up member and a wrong arity errors", () => {
    const { body, check } = stubbedDebianSource('dateparser/conf.py', 'Settings.__init__', { read: ['dateparser/utils/__init__.py'] });
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self._updateall(settings.items())', 'self._update_all(settings.items())')).errors).toEqual([expect.stringMatching(/_update_all/)]);
    expect(check(body.replace('self._updateall(settings.items())', 'self._updateall(settings.items(), True)')).errors).toEqual([expect.stringMatching(/_updateall/)]);
  });

  it('blanks only nested functions that take the name as a parameter', () => {
    const text = 'def deco(cls):\n    def inner(cls, *a):\n        register(cls)\n    def other(x):\n        register(cls)\n    return cls\n';
    expect(withoutRebindingFunctions(text, 'cls')).toBe('def deco(cls):\n\n\n    def other(x):\n        register(cls)\n    return cls\n');
    expect(functionPatches('def deco(cls):\n    def inner(cls):\n        register(cls)\n    cls.x = 1\n    return cls\n', ['cls'])).toEqual({ open: false, added: ['x'] });
    expect(functionPatches('def deco(cls):\n    def inner(y):\n        register(cls)\n    return cls\n', ['cls']).open).toBe(true);
  });
});

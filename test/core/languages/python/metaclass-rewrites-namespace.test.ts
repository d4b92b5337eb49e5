/**
 * A metaclass that rewrites the values of the class namespace it is handed (issue 22, session 27; Python held out 19's
 * three closed-dependency member misses in IPython, read after its blind run). IPython's TBTools and InteractiveShell
 * descend from traitlets' HasTraits, whose metaclass MetaHasDescriptors.__new__ runs `for k, v in classdict.items(): ...
 * classdict[k] = v()` (a TraitType class turned into an instance): a computed key into the namespace opened every
 * such class, so `self._some_str_all(value)` went unchecked. A key that is the loop variable of a loop over the same
 * namespace's own keys replaces a value and adds no name. Real Debian source: python3-ipython and python3-traitlets
 * (read as the local dependency adapter does).
 */
import { describe, expect, it } from 'vitest';
import { functionPatches } from '../../../../src/core/languages/python/answer/class-patches.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

describe('Python answer checks: a metaclass rewriting its namespace in place', () => {
  it("checks self's members of IPython's traceback classes over traitlets' HasTraits", () => {
    for (const [file, qualname, from, to] of [
      ['IPython/core/ultratb.py', 'ListTB._format_exception_only', 'self._some_str(value)', 'self._some_str_all(value)'],
      ['IPython/core/ultratb.py', 'FormattedTB.__init__', 'self.set_mode(mode)', 'self.set_mode_all(mode)'],
    ] as const) {
      const scope = scopeRounds(file, [], true);
      expect([...scope.extra.keys()]).toContain('(dependencies)/python/traitlets/traitlets.py');
      const { body, check } = stubbedDebianSource(file, qualname, scope);
      expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
      const wrong = body.replace(from, to);
      expect(wrong).not.toBe(body);
      expect(check(wrong).errors).toEqual([expect.stringMatching(new RegExp(`has no member \`${to.slice(5, to.indexOf('('))}\``))]);
    }
  });

  it('adds nothing for a loop over the namespace\'s own keys, and opens for any other computed key', () => {
    const rewrite = 'class M(type):\n    def __new__(mcls, name, bases, classdict):\n        for k, v in classdict.items():\n            if callable(v):\n                classdict[k] = v()\n        return super().__new__(mcls, name, bases, classdict)\n';
    expect(functionPatches(rewrite, undefined, ['classdict'])).toEqual({ open: false, added: [] });
    expect(functionPatches(rewrite.replace('classdict.items()', 'list(classdict)').replace('k, v', 'k'), undefined, ['classdict']).open).toBe(false);
    expect(functionPatches(rewrite.replace('classdict[k] = v()', "classdict[k + '_x'] = v()"), undefined, ['classdict']).open).toBe(true);
    expect(functionPatches(rewrite.replace('classdict.items()', 'other.items()'), undefined, ['classdict']).open).toBe(true);
    const nested = 'class M(type):\n    def __new__(mcls, name, bases, ns):\n        for k in ns:\n            def f():\n                ns[k] = 1\n        return type.__new__(mcls, name, bases, ns)\n';
    expect(functionPatches(nested, undefined, ['ns']).open).toBe(true);
  });
});

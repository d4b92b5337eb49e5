/**
 * A metaclass whose `__prepare__` hands back a new empty plain mapping (issue 22, session 28; Python held out 20's seven
 * closed wrong-member misses in pyof = python3-openflow, read after its blind run). pyof's `MetaStruct.__prepare__`
 * returns `OrderedDict()` (code written before Python 3.6 kept a class body's order); any `__prepare__` opened every
 * class under the metaclass, so `self._validate_all()` in `VLAN.unpack` passed. A plain mapping filled by the class body
 * binds only the body's names: the metaclass's `__new__` is read as for any metaclass. Real Debian source.
 */
import { describe, expect, it } from 'vitest';
import { plainPrepare } from '../../../../src/core/languages/python/answer/class-patches.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const FILE = 'pyof/foundation/network_types.py';

describe('Python answer checks: a metaclass with a plain __prepare__', () => {
  it("accepts pyof's VLAN.unpack and refuses a member no class of its chain defines", () => {
    const scope = scopeRounds(FILE, [], true);
    const { body, check } = stubbedDebianSource(FILE, 'VLAN.unpack', scope);
    expect(body).toContain('self._validate()');
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(body.replace('self._validate()', 'self._validate_all()')).errors).toEqual([expect.stringMatching(/^`VLAN` has no member `_validate_all`/)]);
  });

  it('reads only a new empty OrderedDict, dict or {} as plain', () => {
    const prepare = (ret: string, extra = ''): string => `    def __prepare__(mcs, name, bases, **kwargs):\n        """Doc."""\n${extra}        return ${ret}`;
    expect(plainPrepare(prepare('OrderedDict()'))).toBe(true);
    expect(plainPrepare(prepare('collections.OrderedDict()'))).toBe(true);
    expect(plainPrepare(prepare('{}'))).toBe(true);
    expect(plainPrepare(prepare('dict()'))).toBe(true);
    expect(plainPrepare(prepare('AutoNamespace()'))).toBe(false);
    expect(plainPrepare(prepare('dict(helper=helper)'))).toBe(false);
    expect(plainPrepare(prepare('ns', '        ns = {}\n        ns["x"] = 1\n'))).toBe(false);
  });
});

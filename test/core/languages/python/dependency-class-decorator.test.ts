/**
 * A dependency's class decorator that hands back the class it was given (issue 22, session 24; python held out 16's
 * networking_bgpvpn misses, read after its blind run: 7 wrong members and 5 wrong arities). neutron-lib's
 * `@registry.has_registry_receivers` (neutron_lib/callbacks/registry.py) reads `klass.__dict__` to see whether the
 * class defines `__new__`, sets `klass.__new__` and returns `klass`: it adds nothing a body calls. The reading of a
 * decorator (call-checks.ts `decoratorPatches`, class-patches.ts `functionPatches`) took any mention of the class's
 * `__dict__` as a write, which left every class under it open. A class's `__dict__` (and `vars(cls)`) is a read-only
 * mapping proxy, so a class decorator that reads it writes nothing. Real Debian source: python3-networking-bgpvpn and
 * python3-neutron-lib, read through the scope rounds as the local dependency adapter reads them.
 */
import { describe, expect, it } from 'vitest';
import { functionPatches } from '../../../../src/core/languages/python/answer/class-patches.js';
import { stubbedDebianSource } from './debian-stub.js';
import { DEPENDENCY_PREFIX, scopeRounds } from './scope-rounds.js';

const BAGPIPE = 'networking_bgpvpn/neutron/services/service_drivers/bagpipe/bagpipe.py';
const PLUGIN = 'networking_bgpvpn/neutron/services/plugin.py';

describe("Python answer checks: a dependency's class decorator that gives the class back", () => {
  it("checks bagpipe's @registry.has_registry_receivers BaGPipeBGPVPNDriver (over another such class): original clean, member and arity errors", () => {
    const scope = scopeRounds(BAGPIPE, [], true);
    expect([...scope.extra.keys()]).toContain(`${DEPENDENCY_PREFIX}neutron_lib/callbacks/registry.py`);
    const { body, check } = stubbedDebianSource(BAGPIPE, 'BaGPipeBGPVPNDriver.notify_port_updated', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const member = body.replace('self._ignore_port(context, port)', 'self._ignore_port_all(context, port)');
    expect(member).not.toBe(body);
    expect(check(member).errors).toEqual([expect.stringMatching(/`BaGPipeBGPVPNDriver` has no member `_ignore_port_all`/)]);
    const arity = body.replace('self._ignore_port(context, port)', 'self._ignore_port(context)');
    expect(check(arity).errors).toEqual([expect.stringMatching(/`self\._ignore_port\(\)` is missing the argument `port`/)]);
  });

  it("checks the plugin's BGPVPNPlugin over its extensions' bases and neutron-lib's ServicePluginBase", () => {
    const scope = scopeRounds(PLUGIN, [], true);
    const { body, check } = stubbedDebianSource(PLUGIN, 'BGPVPNPlugin.create_bgpvpn_router_association', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const member = body.replace('self._validate_router(', 'self._validate_router_all(');
    expect(member).not.toBe(body);
    expect(check(member).errors).toEqual([expect.stringMatching(/`BGPVPNPlugin` has no member `_validate_router_all`/)]);
    const arity = body.replace("self._validate_router(context, router_assoc['router_id'])", 'self._validate_router(context)');
    expect(arity).not.toBe(body);
    expect(check(arity).errors).toEqual([expect.stringMatching(/missing the argument `router_id`/)]);
  });

  it('stays open when the decorator module is not read', () => {
    const scope = scopeRounds(BAGPIPE, [], true);
    const extra = new Map([...scope.extra].filter(([f]) => !f.endsWith('/callbacks/registry.py')));
    const { body, check } = stubbedDebianSource(BAGPIPE, 'BaGPipeBGPVPNDriver.notify_port_updated', { ...scope, extra });
    expect(check(body.replace('self._ignore_port(context, port)', 'self._ignore_port_all(context, port)')).errors).toEqual([]);
  });

  it("a class decorator's read of the class's __dict__ or vars() writes nothing; a computed setattr or delattr still opens", () => {
    const reads = "def deco(klass):\n    inherited = '__new__' not in klass.__dict__\n    names = list(vars(klass))\n    klass.__new__ = make_new(inherited, names)\n    return klass";
    expect(functionPatches(reads, ['klass'])).toEqual({ open: false, added: ['__new__'] });
    expect(functionPatches('def deco(klass):\n    for k in list(klass.__dict__):\n        setattr(klass, k.upper(), 1)\n    return klass', ['klass']).open).toBe(true);
    expect(functionPatches('def deco(klass):\n    delattr(klass, "x")\n    return klass', ['klass']).open).toBe(true);
    // A metaclass's receivers are any name (an instance's __dict__ is writable): still open there.
    expect(functionPatches('def __call__(cls, *a):\n    obj = type.__call__(cls, *a)\n    obj.__dict__.update(a[0])\n    return obj').open).toBe(true);
  });
});

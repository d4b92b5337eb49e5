/**
 * A mixin's `self` closed by the classes that mix it in (issue 22, session 22; python held out 14's nine
 * neutron_dynamic_routing `BgpDbMixin` member misses, read after its blind run). The check left every `...Mixin` open
 * (its `self` is whatever class mixes it in). When the job has read the classes that list it among their bases, and
 * each of them is seen whole (its other bases followed, into the dependencies' modules too), a member that neither the
 * mixin nor any of them defines is an error; with no user read, or a user whose bases cannot all be followed, the
 * mixin stays open. scopeFiles follows the users' bases. Real Debian source: python3-neutron-dynamic-routing (its
 * `BgpPlugin(ServicePluginBase, BgpDbMixin, BgpDrAgentSchedulerDbMixin)`) and the neutron / neutron-lib modules it
 * extends, read as the local dependency adapter reads them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mixinUsers } from '../../../../src/core/languages/python/answer/mixin-users.js';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { DIST_PACKAGES, stubbedDebianSource } from './debian-stub.js';
import { DEPENDENCY_PREFIX, scopeRounds } from './scope-rounds.js';

const TARGET = 'neutron_dynamic_routing/db/bgp_db.py';
const PLUGIN = 'neutron_dynamic_routing/services/bgp/bgp_plugin.py';
describe("Python answer checks: a mixin's self closed by the classes that mix it in", () => {
  const method = 'BgpDbMixin.get_bgp_peer';
  const mutate = (body: string): string => body.replace('self._make_bgp_peer_dict(bgp_peer_db, fields=fields)', 'self._make_bgp_peer_dict_all(bgp_peer_db, fields=fields)');

  it("reads the package's modules outside tests, finds BgpPlugin and follows its bases; rejects a member none of them defines", () => {
    // Retrieval read the target's file alone; the scope rounds read the rest.
    const scope = scopeRounds(TARGET);
    expect(scope.read).toContain(PLUGIN);
    expect(scope.read.filter((f) => f.includes('/tests/'))).toEqual([]);
    // BgpPlugin's bases followed: the scheduler mixin of the package and neutron-lib's ServicePluginBase.
    expect(scope.read).toContain('neutron_dynamic_routing/db/bgp_dragentscheduler_db.py');
    expect([...scope.extra.keys()]).toContain(`${DEPENDENCY_PREFIX}neutron_lib/services/base.py`);
    const { body, check } = stubbedDebianSource(TARGET, method, scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(mutate(body)).not.toBe(body);
    expect(check(mutate(body)).errors).toEqual([expect.stringMatching(/Neither `BgpDbMixin` nor the class that mixes it in \(`BgpPlugin`\) defines `_make_bgp_peer_dict_all`/)]);
    // A member only the plugin (or its bases) has is fine on the mixin's self.
    expect(check(`${body}\nself.add_periodic_dragent_status_check()`).errors).toEqual([]);
  });

  it('stays open while a module outside tests is unread, or a user has bases not read', () => {
    const scope = scopeRounds(TARGET);
    // One module unread (any could mix it in): open.
    const partial = stubbedDebianSource(TARGET, method, { ...scope, read: scope.read.filter((f) => !f.endsWith('/services/bgp/common/constants.py')) });
    expect(partial.check(mutate(partial.body)).errors).toEqual([]);
    // Every module read, none of the dependencies' modules: BgpPlugin's ServicePluginBase is unread, so it may supply anything.
    const unread = stubbedDebianSource(TARGET, method, { read: scope.read, repoFiles: scope.repoFiles });
    expect(unread.check(mutate(unread.body)).errors).toEqual([]);
    // Without the snapshot's file list nothing says every user was seen.
    const noList = stubbedDebianSource(TARGET, method, { read: scope.read, extra: scope.extra });
    expect(noList.check(mutate(noList.body)).errors).toEqual([]);
  });

  it('finds users by the bases they write (`bgp_db.BgpDbMixin`), leaving the mixin out of their bases and tests out', () => {
    const plugin = parsePython(readFileSync(join(DIST_PACKAGES, PLUGIN), 'utf8'));
    const users = mixinUsers('BgpDbMixin', [[PLUGIN, plugin]]);
    expect(users.map((u) => [u.def.name, u.def.bases])).toEqual([['BgpPlugin', ['service_base.ServicePluginBase', 'bgp_dragentscheduler_db.BgpDrAgentSchedulerDbMixin']]]);
    const TEST = 'neutron_dynamic_routing/tests/unit/db/test_bgp_dragentscheduler_db.py';
    expect(mixinUsers('BgpDbMixin', [[TEST, parsePython(readFileSync(join(DIST_PACKAGES, TEST), 'utf8'))]])).toEqual([]);
  });
});

/**
 * A class used as one base among others is a mixin in effect (issue 22, session 22; python held out 15's one false
 * rejection, read after its blind run): ldap3's `MockBaseStrategy(object)` calls `self.decode_control(...)`, which
 * `BaseStrategy` defines and `MockSyncStrategy(MockBaseStrategy, SyncStrategy)` brings in beside it. The
 * template-method rule looked only at what a subclass defines itself; a subclass with other bases supplies what they
 * define too (or anything, when they cannot all be followed). Real Debian source: python3-ldap3.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const READ = ['ldap3/strategy/mockSync.py', 'ldap3/strategy/sync.py', 'ldap3/strategy/base.py'];

describe('Python answer checks: a class mixed in beside other bases', () => {
  it("accepts ldap3's MockBaseStrategy.mock_search clean; a member no class of MockSyncStrategy's chain has is an error", () => {
    const { body, check } = stubbedDebianSource('ldap3/strategy/mockBase.py', 'MockBaseStrategy.mock_search', { read: READ });
    expect(body).toMatch(/self\.decode_control\(control\)/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self.decode_control(control)', 'self.decode_control_all(control)');
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`MockBaseStrategy` has no member `decode_control_all`/)]);
  });

  it('finds MockSyncStrategy through the scope rounds when the checkout scans cheaply (MockBaseStrategy uses self.connection it never defines)', () => {
    // Session 23: the pipeline read no module subclassing MockBaseStrategy, and the original was rejected (held out
    // 15 again, NOT blind). A class of no base that uses on self a name it lacks is a mixin in effect: its users are looked for.
    const cheap = scopeRounds('ldap3/strategy/mockBase.py', [], true);
    expect(cheap.read).toContain('ldap3/strategy/mockSync.py');
    const { body, check } = stubbedDebianSource('ldap3/strategy/mockBase.py', 'MockBaseStrategy.mock_search', cheap);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.decode_control(control)', 'self.decode_control_all(control)')).errors).toEqual([expect.stringMatching(/`MockBaseStrategy` has no member `decode_control_all`/)]);
    // Through round-trip reads nothing more is read for it (the rule is for cheap scans only).
    expect(scopeRounds('ldap3/strategy/mockBase.py').read).not.toContain('ldap3/strategy/mockSync.py');
  });
});

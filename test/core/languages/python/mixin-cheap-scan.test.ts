/**
 * A mixin of a repository past 120 modules, closed by its users when the job's source scans cheaply (issue 22, session
 * 23; python held out 15's openstacksdk `ComputeCloudMixin` / `FloatingIPCloudMixin`, read after its blind run). The
 * users of a mixin must name it, so a local checkout (RepoSource.scansCheaply) reads the modules outside tests (up to
 * 2,000), tests their text for the mixin's name and parses only those that hold it; through round-trip reads the
 * 120-module cap stays and the mixin stays open. Real Debian source: python3-openstacksdk (375 modules outside tests;
 * `Connection` mixes in eighteen `...CloudMixin`s).
 */
import { describe, expect, it } from 'vitest';
import { everyUserSeen, MAX_USER_MODULES, userScanFiles } from '../../../../src/core/languages/python/answer/mixin-users.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const TARGET = 'openstack/cloud/_compute.py';
const METHOD = 'ComputeCloudMixin.list_servers';
const mutate = (body: string): string => body.replace('return self._list_servers(', 'return self._list_all_servers(');

describe('Python answer checks: a mixin of a large repository, closed by a cheap scan', () => {
  it('through a local checkout: reads every module, finds Connection, and rejects a member no class of it defines', () => {
    const scope = scopeRounds(TARGET, [], true);
    expect(userScanFiles(scope.repoFiles).length).toBeGreaterThan(120);
    expect(scope.read).toContain('openstack/connection.py');
    const { body, check } = stubbedDebianSource(TARGET, METHOD, scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(mutate(body)).not.toBe(body);
    expect(check(mutate(body)).errors).toEqual([expect.stringMatching(/Neither `ComputeCloudMixin` nor the class that mixes it in \(`Connection`\) defines `_list_all_servers`/)]);
  });

  it('through round-trip reads the 120-module cap stays: the modules are not named and the mixin is open', () => {
    const scope = scopeRounds(TARGET);
    expect(scope.read).not.toContain('openstack/connection.py');
    const { body, check } = stubbedDebianSource(TARGET, METHOD, scope);
    expect(check(mutate(body)).errors).toEqual([]);
  });

  it('counts a user seen only within the budget: every module read, at most MAX_USER_MODULES holding the name', () => {
    const scan = ['a.py', 'b.py', 'c.py'];
    const read = new Map([['a.py', 'class A(M): pass'], ['b.py', 'x = 1']]);
    expect(everyUserSeen('M', scan, 'c.py', read)).toBe(true);
    expect(everyUserSeen('M', scan, 'z.py', read)).toBe(false);
    const many = Array.from({ length: MAX_USER_MODULES + 1 }, (_, i) => `m${i}.py`);
    expect(everyUserSeen('M', many, 'z.py', new Map(many.map((f) => [f, 'class U(M): pass'])))).toBe(false);
  });
});

/**
 * Base classes read from the repository's dependencies (issue 22, session 21): python held out 13's open receivers
 * were octavia's API controllers over `base.BaseController(pecan_rest.RestController)` (`from pecan import rest as
 * pecan_rest`): pecan is another distribution, so any member might have come from it and a made-up `self.` method
 * passed unseen. The answer checks' scopeFiles now names the dependency's module (`(dependencies)/python/pecan/rest.py`
 * and its package form) once the repository's own base module is read; given its text, the class is closed. Real
 * Debian source: python3-octavia and python3-pecan.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencyPath } from '../../../../src/core/dependencies/port.js';
import { pythonScopeFiles } from '../../../../src/core/languages/python/answer/scope-files.js';
import { DIST_PACKAGES, stubbedDebianSource } from './debian-stub.js';

const TARGET = 'octavia/api/v2/controllers/flavor_profiles.py';
const BASE = 'octavia/api/v2/controllers/base.py';
const REST = dependencyPath('python', 'pecan/rest.py');
const read = (f: string): string => readFileSync(join(DIST_PACKAGES, f), 'utf8');

describe("Python answer checks: a base class from the repository's dependencies", () => {
  it("names pecan's module once octavia's base module is read, and never Python's own or the repository's", () => {
    const files = [TARGET, BASE, 'octavia/__init__.py', 'octavia/common/constants.py'];
    const source = read(TARGET);
    expect(pythonScopeFiles(TARGET, files, source, new Map())).toContain(BASE);
    const scope = pythonScopeFiles(TARGET, files, source, new Map([[BASE, read(BASE)]]));
    expect(scope).toEqual(expect.arrayContaining([REST, dependencyPath('python', 'pecan/rest/__init__.py')]));
    expect(scope.filter((f) => f.startsWith('(dependencies)') && !f.startsWith('(dependencies)/python/pecan/'))).toEqual([]);
    // With pecan/rest.py read, its own bases (object) need nothing more from pecan.
    const next = pythonScopeFiles(TARGET, files, source, new Map([[BASE, read(BASE)], [REST, read('pecan/rest.py')]]));
    expect(next.filter((f) => f.startsWith('(dependencies)'))).toEqual([]);
  });

  it("checks a made-up member of a controller over pecan's RestController once pecan's module is read", () => {
    const withoutDependency = stubbedDebianSource(TARGET, 'FlavorProfileController.put', { read: [BASE] });
    const { body } = withoutDependency;
    const wrong = body.replace('self._validate_update_fp(context, id, flavorprofile)', 'self._validate_flavor_profile_update(context, id, flavorprofile)');
    expect(wrong).not.toBe(body);
    // Without pecan read the class is open: the wrong member passes.
    expect(withoutDependency.check(wrong).errors).toEqual([]);
    const withDependency = stubbedDebianSource(TARGET, 'FlavorProfileController.put', { read: [BASE], extra: new Map([[REST, read('pecan/rest.py')]]) });
    expect(withDependency.check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(withDependency.check(wrong).errors).toEqual([expect.stringMatching(/_validate_flavor_profile_update/)]);
    // A member RestController itself defines is fine on the subclass.
    expect(withDependency.check(`${body}\nself._lookup_child('x')`).errors).toEqual([]);
  });
});

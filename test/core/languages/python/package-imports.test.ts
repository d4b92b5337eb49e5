/**
 * A base written `pkg.mod.Base` in a file with several `import pkg.a` / `import pkg.b` statements (issue 22,
 * session 16): every one of them binds the same package `pkg`, so `pkg.mod.Base` is the class of module
 * `pkg.mod` whichever came first. Before, two imports binding `zigpy` made the name ambiguous and the class open,
 * and a wrong member on `self` passed (Python held out 8: zigpy's PersistingListener and Device, 4 misses).
 * Real Debian source: python3-zigpy (appdb.py imports zigpy.appdb_schemas, zigpy.backups, ... zigpy.util).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const DIST = '/usr/lib/python3/dist-packages';

function stubbed(file: string, qualname: string) {
  const original = readFileSync(join(DIST, file), 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  return (body: string, readFiles: Map<string, string>) => validateImplementation({ source, parsed, target, stub, body, file, readFiles });
}

const util = new Map([['zigpy/util.py', readFileSync(join(DIST, 'zigpy/util.py'), 'utf8')]]);

describe('Python answer checks: a dotted base through one of several imports of the same package', () => {
  it("zigpy's PersistingListener(zigpy.util.CatchingTaskMixin): a member it lacks is an error, its own and the mixins' are not", () => {
    const source = readFileSync(join(DIST, 'zigpy/appdb.py'), 'utf8');
    // The premise: more than one import binds `zigpy`.
    expect(parsePython(source).imports.filter((i) => i.scope === undefined && i.boundName === 'zigpy').length).toBeGreaterThan(1);
    const check = stubbed('zigpy/appdb.py', 'PersistingListener._load_relays');
    expect(check('async with self.execute_all("SELECT * FROM relays") as cursor:\n    pass', util).errors).toEqual([expect.stringMatching(/^`PersistingListener` has no member `execute_all`/)]);
    // `execute` is its own method, `create_catching_task` CatchingTaskMixin's, `debug` LocalLogMixin's (a base of the base).
    expect(check('async with self.execute("SELECT 1") as cursor:\n    pass\nself.create_catching_task(self._worker())\nself.debug("x")', util)).toMatchObject({ errors: [], warnings: [] });
  });

  it("zigpy's Device(zigpy.util.LocalLogMixin, zigpy.util.ListenableMixin): a wrong member on self is an error", () => {
    const check = stubbed('zigpy/device.py', 'Device.schedule_initialize');
    expect(check('self.cancel_initialization_all()', util).errors).toEqual([expect.stringMatching(/^`Device` has no member `cancel_initialization_all`/)]);
    expect(check('self.cancel_initialization()\nself.listener_event("x")', util)).toMatchObject({ errors: [], warnings: [] });
  });

  it('an alias or a from-import binding the same name keeps it ambiguous (nothing is said)', () => {
    const source = 'import pkg.util\nfrom other import pkg\n\nclass C(pkg.util.Base):\n    def f(self):\n        pass\n';
    const parsed = parsePython(source);
    const target = parsed.definitions.find((d) => d.qualname === 'C.f')!;
    const stub = findStubs(source, parsed).find((s) => s.qualname === 'C.f')!;
    const readFiles = new Map([['pkg/util.py', 'class Base:\n    def g(self):\n        pass\n'], ['pkg/__init__.py', '']]);
    expect(validateImplementation({ source, parsed, target, stub, body: 'self.h_all()', file: 'm.py', readFiles }).errors).toEqual([]);
  });
});

/**
 * The bench's dynamic-class label (bench/support/py-class-dynamic.py: held out 22's declared "wrong-member, checkable"
 * rate) against Python itself: a class of python3-pynetbox is dynamic when a class of its MRO, `object` aside, defines
 * `__getattr__` or `__getattribute__` as a Python function (C types' slot wrappers are normal lookup). The label reads
 * source with CPython's ast; the cross-check imports the package with Debian's interpreter and walks the real MRO.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../bench/support/py-class-dynamic.py', import.meta.url));
const DIST = '/usr/lib/python3/dist-packages';
const RUNTIME = `
import importlib, json, pkgutil, sys, types
top = importlib.import_module('pynetbox')
out = {}
for info in pkgutil.walk_packages(top.__path__, 'pynetbox.'):
    mod = importlib.import_module(info.name)
    rel = mod.__file__.split('dist-packages/')[1]
    for name, obj in vars(mod).items():
        if isinstance(obj, type) and obj.__module__ == mod.__name__ and obj.__qualname__ == name:
            out[rel + ':' + name] = any(isinstance(vars(k).get(h), types.FunctionType) for k in obj.__mro__ for h in ('__getattr__', '__getattribute__'))
json.dump(out, sys.stdout)
`;

describe('bench: the dynamic-class label of a Python package', () => {
  it("agrees with CPython's MRO on every top-level class of pynetbox", () => {
    const label = JSON.parse(execFileSync('python3', [SCRIPT, DIST, 'pynetbox', DIST], { encoding: 'utf8' })) as Record<string, boolean>;
    const runtime = JSON.parse(execFileSync('/usr/bin/python3', ['-c', RUNTIME], { encoding: 'utf8', cwd: DIST })) as Record<string, boolean>;
    expect(Object.keys(runtime).length).toBeGreaterThan(40);
    // Record's own __getattr__, App's, and the model classes under Record (TraceableRecord, Devices, ...).
    expect(runtime['pynetbox/core/response.py:Record']).toBe(true);
    expect(runtime['pynetbox/models/dcim.py:TraceableRecord']).toBe(true);
    expect(runtime['pynetbox/core/endpoint.py:Endpoint']).toBe(false);
    for (const [key, dynamic] of Object.entries(runtime)) expect([key, label[key] === true]).toEqual([key, dynamic]);
  });
});

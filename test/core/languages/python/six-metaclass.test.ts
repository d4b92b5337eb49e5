/**
 * six's metaclass helpers (issue 22), on real code. `@six.add_metaclass(abc.ABCMeta)` recreates the class with
 * `abc.ABCMeta` as its metaclass — what `metaclass=abc.ABCMeta` would do — so it adds no member and the class
 * stays whole (keystoneauth1, Debian python3-keystoneauth1; seen on held out 6 as two missed wrong members). A base
 * written `six.with_metaclass(M, B)` stands for metaclass `M` over base `B` (python-irodsclient, python3-irodsclient;
 * tinydb's own `with_metaclass` helper is a repository function, not six's, and stays open).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

function checker(path: string, file: string, qualname: string, others: Record<string, string> = {}) {
  const original = readFileSync(path, 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(indent.length)).join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map(Object.entries(others).map(([f, p]) => [f, readFileSync(p, 'utf8')] as [string, string]));
  return { body, check: (b: string) => validateImplementation({ source, parsed, target, stub, body: b, file, readFiles }) };
}

const KSA = '/usr/lib/python3/dist-packages/keystoneauth1';
const IRODS = '/usr/lib/python3/dist-packages/irods';

describe('@six.add_metaclass(abc.ABCMeta) (keystoneauth1)', () => {
  it('keeps BaseLoader whole: a method it lacks is an error, the original is clean', () => {
    const { body, check } = checker(`${KSA}/loading/base.py`, 'keystoneauth1/loading/base.py', 'BaseLoader.load_from_options_getter');
    expect(body).toContain('self.get_options()');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.get_options()', 'self.get_options_all()')).errors).toEqual([expect.stringMatching(/^`BaseLoader` has no member `get_options_all`/)]);
  });

  it('follows the decorated bases of identity.v2.Auth through read files', () => {
    const others = { 'keystoneauth1/identity/base.py': `${KSA}/identity/base.py`, 'keystoneauth1/plugin.py': `${KSA}/plugin.py`, 'keystoneauth1/identity/__init__.py': `${KSA}/identity/__init__.py`, 'keystoneauth1/__init__.py': `${KSA}/__init__.py` };
    const { body, check } = checker(`${KSA}/identity/v2.py`, 'keystoneauth1/identity/v2.py', 'Auth.get_auth_ref', others);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.get_auth_data(', 'self.get_auth_data_all(')).errors).toEqual([expect.stringMatching(/^`Auth` has no member `get_auth_data_all`/)]);
    // A member only the base of the base defines (plugin.BaseAuthPlugin) is still found.
    expect(check(`${body}\nself.get_endpoint(session)`).errors).toEqual([]);
  });

  it('leaves a class open when add_metaclass names a metaclass it cannot read', () => {
    const source = 'import six\nfrom somewhere import Meta\n\n@six.add_metaclass(Meta)\nclass C(object):\n    def f(self):\n        pass\n';
    const parsed = parsePython(source);
    const target = parsed.definitions.find((d) => d.qualname === 'C.f')!;
    const stub = findStubs(source, parsed).find((s) => s.qualname === 'C.f')!;
    expect(validateImplementation({ source, parsed, target, stub, body: 'return self.g()', file: 'm.py', readFiles: new Map() }).errors).toEqual([]);
    const abc = source.replace('from somewhere import Meta', 'import abc').replace('add_metaclass(Meta)', 'add_metaclass(abc.ABCMeta)');
    const p2 = parsePython(abc);
    expect(validateImplementation({ source: abc, parsed: p2, target: p2.definitions.find((d) => d.qualname === 'C.f')!, stub: findStubs(abc, p2).find((s) => s.qualname === 'C.f')!, body: 'return self.g()', file: 'm.py', readFiles: new Map() }).errors)
      .toEqual([expect.stringMatching(/^`C` has no member `g`/)]);
  });
});

describe('a base written six.with_metaclass(M, B) (python-irodsclient)', () => {
  it("reads the repository metaclass and the real base: Model over object, ModelBase's `attr['_columns']`", () => {
    const text = readFileSync(`${IRODS}/models.py`, 'utf8');
    expect(text).toContain('class Model(six.with_metaclass(ModelBase, object)):');
    const source = `${text}\n\nclass Probe(User):\n    def f(self):\n        pass\n`;
    const parsed = parsePython(source);
    const target = parsed.definitions.find((d) => d.qualname === 'Probe.f')!;
    const stub = findStubs(source, parsed).find((s) => s.qualname === 'Probe.f')!;
    const check = (body: string) => validateImplementation({ source, parsed, target, stub, body, file: 'irods/models.py', readFiles: new Map() });
    expect(check('return self._columns, self.name, self.__init__()').errors).toEqual([]);
    expect(check('return self.order_all()').errors).toEqual([expect.stringMatching(/^`Probe` has no member `order_all`/)]);
  });
});

describe('@six.python_2_unicode_compatible (pyfilesystem2, Debian python3-fs; seen on held out 7 after its blind run)', () => {
  const FS = '/usr/lib/python3/dist-packages/fs';
  it('returns the class as it is on Python 3: WrapFS over FS (itself under @six.add_metaclass) stays whole', () => {
    const others = { 'fs/base.py': `${FS}/base.py`, 'fs/__init__.py': `${FS}/__init__.py` };
    const { body, check } = checker(`${FS}/wrapfs.py`, 'fs/wrapfs.py', 'WrapFS.hasurl', others);
    expect(readFileSync(`${FS}/wrapfs.py`, 'utf8')).toContain('@six.python_2_unicode_compatible\nclass WrapFS(');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.delegate_path(', 'self.delegate_path_all(')).errors).toEqual([expect.stringMatching(/^`WrapFS` has no member `delegate_path_all`/)]);
  });
});

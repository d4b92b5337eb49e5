/**
 * A class's own `__getattr__` that plainly refuses a name (issue 22, session 15; held out 7's four flagged wrong
 * members, read after its blind run). Real Debian source: mongomock's `Collection.__getattr__` raises
 * AttributeError for a name starting with `_` and answers any other name with a sub-collection (python3-mongomock);
 * pyjks' `PrivateKeyEntry.__getattr__` answers only `name` whose `_name` the instance holds (python3-pyjks); pyjks'
 * `BksSealedKeyEntry.__getattr__` forwards to a nested object, which answers anything.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { getattrRefuses } from '../../../../src/core/languages/python/answer/getattr-reach.js';

const DIST = '/usr/lib/python3/dist-packages';

function checker(file: string, qualname: string, others: readonly string[] = []) {
  const original = readFileSync(`${DIST}/${file}`, 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(indent.length)).join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map(others.map((f) => [f, readFileSync(`${DIST}/${f}`, 'utf8')] as [string, string]));
  return { body, check: (b: string) => validateImplementation({ source, parsed, target, stub, body: b, file, readFiles }) };
}

describe("mongomock Collection: `if attr.startswith('_'): raise AttributeError`", () => {
  const { body, check } = checker('mongomock/collection.py', 'Collection._update');
  it('makes a private member the class lacks an error, and leaves a public one a note', () => {
    expect(body).toContain('self._iter_documents(');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self._iter_documents(', 'self._iter_documents_all(')).errors)
      .toEqual([expect.stringMatching(/^`Collection` has no member `_iter_documents_all`, and its `__getattr__` raises for it/)]);
    const pub = check('return self.create_index_all("x")');
    expect(pub.errors).toEqual([]);
    expect(pub.warnings).toEqual([expect.stringMatching(/answers attributes dynamically/)]);
  });
});

describe("pyjks entries: `return self.__dict__['_' + name]`", () => {
  it('PrivateKeyEntry answers only names it holds with a leading underscore', () => {
    const { body, check } = checker('jks/jks.py', 'PrivateKeyEntry.encrypt', ['jks/util.py']);
    expect(body).toContain('self.is_decrypted()');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.is_decrypted()', 'self.is_decrypted_all()')).errors)
      .toEqual([expect.stringMatching(/^`PrivateKeyEntry` has no member `is_decrypted_all`, and its `__getattr__` raises for it/)]);
  });

  it('BksSealedKeyEntry forwards other names to a nested entry: still a note', () => {
    const { check } = checker('jks/bks.py', 'BksSealedKeyEntry.decrypt', ['jks/util.py', 'jks/jks.py']);
    const r = check('return self.is_decrypted_all()');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([expect.stringMatching(/answers attributes dynamically/)]);
  });
});

describe('getattrRefuses on idioms', () => {
  const known = new Set(['_a', 'b']);
  const refuses = (body: string, member: string, classText = '') => getattrRefuses(body.split('\n'), 'self', 'name', member, known, classText);
  it('reads guards in order and stops at anything it cannot read', () => {
    const guard = "    '''Doc.'''\n    if not self.ready():\n        raise RuntimeError('not ready')\n    if name.startswith(('_', 'x')):\n        raise AttributeError(name)\n    return self._target[name]";
    expect(refuses(guard, '_private')).toBe(true);
    expect(refuses(guard, 'xy')).toBe(true);
    expect(refuses(guard, 'public')).toBe(false);
    expect(refuses("    if not name.startswith('get_'):\n        raise AttributeError(name)\n    return lambda: None", 'fetch')).toBe(true);
    expect(refuses("    if not name.startswith('get_'):\n        raise AttributeError(name)\n    return lambda: None", 'get_x')).toBe(false);
    // A guard on the name in another form, an else branch, a try: anything may be answered.
    expect(refuses("    if name in self._fields:\n        raise AttributeError(name)\n    raise KeyError(name)", 'z')).toBe(false);
    expect(refuses("    if name.startswith('_'):\n        raise AttributeError(name)\n    else:\n        return 1", '_z')).toBe(false);
    expect(refuses('    try:\n        return self._d[name]\n    except KeyError:\n        raise AttributeError(name)', 'z')).toBe(false);
    expect(refuses('    raise AttributeError(name)', 'anything')).toBe(true);
  });

  it("answers `self.__dict__['_' + name]` for the names the class holds, and for any when it writes computed names", () => {
    const body = "    return self.__dict__['_' + name]";
    expect(refuses(body, 'a')).toBe(false);
    expect(refuses(body, 'c')).toBe(true);
    expect(refuses(body, 'c', "class E:\n    def __init__(self, **kw):\n        for k, v in kw.items():\n            setattr(self, '_' + k, v)")).toBe(false);
  });
});

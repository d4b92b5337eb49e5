/**
 * Code outside a class's body that adds members to it (issue 22), on real code: Pmw's module-level
 * `forwardmethods(MegaToplevel, tkinter.Toplevel, '_hull')` (Debian python3-pmw) copies Tk's methods onto the
 * class, so `self.register()` in `MegaToplevel.__init__` is not a wrong member; astroquery's repository
 * metaclass `LoginABCMeta` (python3-astroquery) writes `login` onto classes with `setattr(newcls,
 * login.__name__, login)` — read, the member view stays whole — while its `@async_to_sync` decorator writes
 * computed names (`setattr(cls, newmethodname, ...)`), which leaves the class open; keystone's `@listener`
 * (python3-keystone) only replaces `cls.__init__` and returns the class.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { functionPatches, moduleLevelPatches } from '../../../../src/core/languages/python/answer/class-patches.js';

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

const PMW = '/usr/lib/python3/dist-packages/Pmw/Pmw_2_1/lib/PmwBase.py';
const ASTROQUERY = '/usr/lib/python3/dist-packages/astroquery';

describe('a class handed to a module-level call of its file (Pmw forwardmethods)', () => {
  it('leaves MegaToplevel open: the original `self.register(...)` is accepted clean', () => {
    const { body, check } = checker(PMW, 'Pmw/Pmw_2_1/lib/PmwBase.py', 'MegaToplevel.__init__');
    expect(body).toContain('self.register(');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
  });

  it('still judges the base class that no module-level call touches', () => {
    const { body, check } = checker(PMW, 'Pmw/Pmw_2_1/lib/PmwBase.py', 'MegaArchetype.createlabel');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.createcomponent(', 'self.createcomponent_all(')).errors).toEqual([expect.stringMatching(/^`MegaArchetype` has no member `createcomponent_all`/)]);
  });

  it('reads `Cls.x = ...` at module level as a member, a call with the class as an argument as open', () => {
    const text = readFileSync(PMW, 'utf8');
    expect(moduleLevelPatches('MegaToplevel', text).open).toBe(true);
    expect(moduleLevelPatches('MegaArchetype', text).open).toBe(false);
    expect(moduleLevelPatches('Cls', 'Cls.extra = 1\nprint("Cls(x)")  # register(Cls)\n')).toEqual({ open: false, added: ['extra'] });
  });
});

describe("a repository metaclass and class decorators (astroquery's LoginABCMeta and async_to_sync)", () => {
  const others = { 'astroquery/query.py': `${ASTROQUERY}/query.py`, 'astroquery/utils/process_asyncs.py': `${ASTROQUERY}/utils/process_asyncs.py`, 'astroquery/utils/__init__.py': `${ASTROQUERY}/utils/__init__.py` };

  it('reads the metaclass: QueryWithLogin keeps a whole member view', () => {
    const { body, check } = checker(`${ASTROQUERY}/query.py`, 'astroquery/query.py', 'QueryWithLogin.login', others);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self._login(', 'self._login_all(')).errors).toEqual([expect.stringMatching(/^`QueryWithLogin` has no member `_login_all`/)]);
  });

  it('leaves a class under @async_to_sync (computed setattr names) open', () => {
    const { body, check } = checker(`${ASTROQUERY}/sdss/core.py`, 'astroquery/sdss/core.py', 'SDSSClass.query_crossid_async', others);
    expect(check(body).errors).toEqual([]);
    expect(check('return self.query_crossid_all(1)').errors).toEqual([]);
    const text = readFileSync(`${ASTROQUERY}/utils/process_asyncs.py`, 'utf8');
    expect(functionPatches(text.slice(text.indexOf('def async_to_sync('), text.indexOf('def async_to_sync_docstr(')), ['cls']).open).toBe(true);
  });

  it("reads the metaclass's setattr of a function's own __name__ as that member", () => {
    const text = readFileSync(`${ASTROQUERY}/query.py`, 'utf8');
    const meta = text.slice(text.indexOf('class LoginABCMeta('), text.indexOf('class BaseQuery('));
    expect(functionPatches(meta, undefined, ['attrs'])).toEqual({ open: false, added: ['login', '__doc__', '__signature__'] });
  });
});

describe("a registering decorator of the repository (keystone's @listener)", () => {
  it('adds only `__init__` and returns the class', () => {
    const text = readFileSync('/usr/lib/python3/dist-packages/keystone/notifications.py', 'utf8');
    const fn = text.slice(text.indexOf('def listener(cls):'), text.indexOf('def notify_event_callbacks('));
    expect(functionPatches(fn, ['cls'])).toEqual({ open: false, added: ['__init__'] });
  });
});

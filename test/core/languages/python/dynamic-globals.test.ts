/**
 * When may a module bind names no statement shows (issue 22)? On real code: flask's config.py
 * (Debian python3-flask) runs `exec(compile(...), d.__dict__)` — a namespace of its own — so a
 * made-up helper in `Config.from_envvar` is certainly undefined: an error, not a note. An `exec` in
 * the module's own globals leaves the name uncertain, a note; and flask's Config is a `dict`, so a
 * member neither it nor dict defines is rejected.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { writesGlobals } from '../../../../src/core/languages/python/answer/name-checks.js';

const FILE = 'flask/config.py';
const QUALNAME = 'Config.from_envvar';

function checker(source: string) {
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === QUALNAME)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === QUALNAME)!;
  return (body: string) => validateImplementation({ source, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, source]]) });
}

describe('names a module may bind dynamically (flask/config.py)', () => {
  const original = readFileSync('/usr/lib/python3/dist-packages/flask/config.py', 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === QUALNAME)!;
  const lines = original.split('\n');
  const docEnd = lines.findIndex((l, i) => i >= def.range.start && l.trim() === '"""');
  const source = [...lines.slice(0, docEnd + 1), '        pass', ...lines.slice(def.range.end)].join('\n');
  const body = lines.slice(docEnd + 1, def.range.end).map((l) => l.slice(8)).join('\n');

  it('tells an exec into a namespace of its own from one into the module globals', () => {
    expect(original).toContain('exec(compile(config_file.read(), filename, "exec"), d.__dict__)');
    expect(writesGlobals(original)).toBe(false);
    expect(writesGlobals(`${original}\nexec(open("settings.py").read())\n`)).toBe(true);
    expect(writesGlobals('def f(code):\n    exec(code, globals())\n')).toBe(true);
    expect(writesGlobals('globals().update(vars(other))\n')).toBe(true);
  });

  it('rejects a made-up helper, accepts the original, and notes the helper when the module execs into its globals', () => {
    const check = checker(source);
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const made = body.replace('rv = os.environ.get(variable_name)', 'rv = lookup_env_checked(variable_name)');
    expect(check(made).errors).toEqual([expect.stringMatching(/^`lookup_env_checked` is not defined \(body line 1\)/)]);
    const dynamic = checker(`${source}\nexec(open("settings.py").read())\n`)(made);
    expect({ errors: dynamic.errors, warnings: dynamic.warnings }).toEqual({ errors: [], warnings: [expect.stringMatching(/^Uses `lookup_env_checked` \(body line 1\)/)] });
  });

  it('knows Config is a dict: a member neither defines is rejected, dict methods pass', () => {
    const check = checker(source);
    expect(check(body.replace('self.from_pyfile(', 'self.from_pyfile_all(')).errors).toEqual([expect.stringMatching(/^`Config` has no member `from_pyfile_all`/)]);
    expect(check('rv = self.get(variable_name)\nself.update({variable_name: rv})\nreturn self.from_pyfile(rv, silent=silent)').errors).toEqual([]);
  });
});

describe('names the file itself reads unbound (a Python 2 name under a version guard, as genpy-generated messages write)', () => {
  // The shape of actionlib's generated message classes (Debian python3-actionlib, seen on held out 5).
  const source = [
    'import sys',
    "python3 = True if sys.hexversion > 0x03000000 else False",
    '',
    'class GoalID(object):',
    '    def serialize(self, buff):',
    '        _x = self.id',
    '        if python3 or type(_x) == unicode:',
    "            _x = _x.encode('utf-8')",
    '        buff.write(_x)',
    '',
    '    def serialize_numpy(self, buff, numpy):',
    '        pass',
    '',
  ].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === 'GoalID.serialize_numpy')!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === 'GoalID.serialize_numpy')!;
  const check = (body: string) => validateImplementation({ source, parsed, target, stub, body, file: 'msg/_GoalID.py', readFiles: new Map([['msg/_GoalID.py', source]]) });

  it('accepts a body that reads the same unbound name as its file, and still rejects a name nothing reads', () => {
    const body = "_x = self.id\nif python3 or type(_x) == unicode:\n    _x = _x.encode('utf-8')\nbuff.write(_x)";
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(body.replace('== unicode', '== unicode_text')).errors).toEqual([expect.stringMatching(/^`unicode_text` is not defined/)]);
  });
});

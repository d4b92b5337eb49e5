/**
 * A star import binds what the star-imported module's own imports and star imports bind (issue 22, session 17,
 * Python held out 10's false rejection, read after its blind run), on real Debian source (python3-pyglet):
 * pyglet/media/drivers/xaudio2/interface.py does `from pyglet.libs.win32.types import *`, and that module does
 * `from ctypes import *` (no `__all__`), so `pointer(cone)` in `XA2SourceVoice.__init__` is bound. Before, only the
 * read module's own definitions counted and the original body was rejected ("`pointer` is not defined").
 * A name none of them binds is still an error; a nested star import of a module that is neither read nor in the
 * standard library's table leaves names uncertain (a warning, not an error).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { starExportsOf } from '../../../../src/core/languages/python/answer/star-exports.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const DIST = '/usr/lib/python3/dist-packages';

function stubbedText(file: string, original: string, qualname: string) {
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const bodyIndent = /^\s*/.exec(lines[sigEnd + 1] ?? '')![0];
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(bodyIndent.length)).join('\n');
  const source = [...lines.slice(0, sigEnd), `${indent}    pass`, ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  return { body, check: (answer: string, readFiles: Map<string, string>) => validateImplementation({ source, parsed, target, stub, body: answer, file, readFiles }) };
}

const read = (...files: string[]): Map<string, string> => new Map(files.map((f) => [f, readFileSync(join(DIST, f), 'utf8')] as const));

describe('Python answer checks: what a star import binds through the module it names', () => {
  const file = 'pyglet/media/drivers/xaudio2/interface.py';
  const { body, check } = stubbedText(file, readFileSync(join(DIST, file), 'utf8'), 'XA2SourceVoice.__init__');
  const files = read('pyglet/libs/win32/types.py', 'pyglet/media/drivers/xaudio2/lib_xaudio2.py', 'pyglet/util.py', 'pyglet/media/devices/__init__.py');

  it("pyglet's XA2SourceVoice.__init__: the original body, calling ctypes' `pointer` through types.py's `from ctypes import *`, is accepted clean", () => {
    expect(body).toMatch(/\bpointer\(cone\)/);
    expect(check(body, files)).toMatchObject({ errors: [], warnings: [] });
  });

  it('a name neither the module nor its star imports bind is still an error', () => {
    const wrong = body.replace('pointer(cone)', 'pointer_of(cone)');
    expect(check(wrong, files).errors).toEqual([expect.stringMatching(/^`pointer_of` is not defined/)]);
  });

  it('what the star-imported module binds: its imports, its own star imports (stdlib table, read modules), not its private names', () => {
    const resolve = (_from: string, module: string): string | undefined => (module === 'pkg.inner' ? 'pkg/inner.py' : undefined);
    const outer = 'import sys\nfrom os import path as p, sep\nfrom ctypes import *\nfrom pkg.inner import *\n_hidden = 1\ndef shown(): pass\n';
    const inner = 'from typing import (\n    Any,\n    Optional as Opt,\n)\nVALUE = 2\n';
    const got = starExportsOf('pkg/outer.py', outer, new Map([['pkg/inner.py', inner]]), resolve);
    expect(got.uncertain).toBe(false);
    for (const n of ['sys', 'p', 'sep', 'pointer', 'c_int', 'Any', 'Opt', 'VALUE', 'shown']) expect(got.names).toContain(n);
    expect(got.names).not.toContain('_hidden');
    expect(got.names).not.toContain('Optional');
    expect(starExportsOf('pkg/outer.py', 'from somewhere_unread import *\n', new Map(), resolve).uncertain).toBe(true);
  });

  it('a nested star import of an unread, non-standard module makes an unknown name a warning, not an error', () => {
    const { check: checkHere } = stubbedText('app/main.py', 'from app.helpers import *\n\ndef run(x):\n    return 1\n', 'run');
    const helpers = new Map([['app/helpers.py', 'from thirdparty.tools import *\nLOCAL = 1\n'], ['app/__init__.py', '']]);
    const out = checkHere('return made_up(x)', helpers);
    expect(out.errors).toEqual([]);
    expect(out.warnings).toEqual([expect.stringMatching(/`made_up`/)]);
    const known = new Map([['app/helpers.py', 'from os.path import *\nLOCAL = 1\n'], ['app/__init__.py', '']]);
    expect(checkHere('return made_up(x)', known).errors).toEqual([expect.stringMatching(/^`made_up` is not defined/)]);
  });
});

/**
 * `from typing import *` (issue 22, session 15; Python held out 8's six warned originals, read after its blind run): a star
 * import of a standard-library module binds what that module exports (scripts/gen-python-star-exports.py, from the
 * running python3), so a body using `List`/`Optional` is clean and a hallucinated helper is an error, not a note.
 * Real Debian source: gpxpy's gpx.py (python3-gpxpy), which star-imports typing and binds nothing else dynamically.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { stdlibStarExports } from '../../../../src/core/languages/python/answer/stdlib-star-exports.js';

const DIST = '/usr/lib/python3/dist-packages';

function checker(file: string, qualname: string, edit: (source: string) => string = (s) => s) {
  const original = edit(readFileSync(`${DIST}/${file}`, 'utf8'));
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(indent.length)).join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  return { body, check: (b: string) => validateImplementation({ source, parsed, target, stub, body: b, file, readFiles: new Map() }) };
}

describe('a star import of a standard-library module', () => {
  it('lists what the module exports, and nothing for a module the table does not know', () => {
    expect(stdlibStarExports('typing')).toEqual(expect.arrayContaining(['List', 'Optional', 'Dict', 'Any']));
    expect(stdlibStarExports('typing')).not.toContain('_SpecialForm');
    expect(stdlibStarExports('os.path')).toEqual(expect.arrayContaining(['join', 'exists']));
    expect(stdlibStarExports('no_such_module')).toBeUndefined();
  });

  it("binds typing's names in gpxpy's gpx.py: the original body is clean, a hallucinated helper is an error", () => {
    const { body, check } = checker('gpxpy/gpx.py', 'GPX.add_missing_times');
    expect(body).toContain('List[');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = check(`${body}\nmake_missing_times_all(self)`);
    expect(wrong.errors).toEqual([expect.stringMatching(/`make_missing_times_all` is not defined/)]);
  });

  it('still leaves names uncertain under a star import of a module neither read nor listed', () => {
    const { body, check } = checker('gpxpy/gpx.py', 'GPX.add_missing_times', (s) => s.replace('from typing import *', 'from typing import *\nfrom some_plugin import *'));
    const r = check(`${body}\nmake_missing_times_all(self)`);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/`make_missing_times_all`.*may come from a star import/)]));
  });
});

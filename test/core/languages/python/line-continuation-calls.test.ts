/**
 * A backslash line continuation inside a call's parentheses is legal Python and no argument (issue 22, session 16).
 * The call checks counted it as a positional argument: transip's original `self.build_cookie(mode=MODE_RW,
 * method='installOperatingSystemUnattended', \` + newline + `parameters=[...])` was rejected as "gets `method` twice"
 * (found re-checking held out 3's originals with every module read). Real Debian source: python3-transip.
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
  const body = lines.slice(sigEnd, def.range.end).join('\n');
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  const dedented = body.split('\n').map((l) => l.slice(indent.length)).join('\n');
  return { original: dedented, check: (b: string, readFiles: Map<string, string>) => validateImplementation({ source, parsed, target, stub, body: b, file, readFiles }) };
}

const client = new Map([['transip/client.py', readFileSync(join(DIST, 'transip/client.py'), 'utf8')]]);

describe('Python call checks: a backslash continuation inside the arguments', () => {
  it("accepts transip's VpsService.install_unattended as written", () => {
    const { original, check } = stubbed('transip/service/vps.py', 'VpsService.install_unattended');
    expect(original).toMatch(/method='installOperatingSystemUnattended', \\\n/);
    expect(check(original, client)).toMatchObject({ errors: [], warnings: [] });
  });

  it('still counts the real arguments around a continuation', () => {
    const { check } = stubbed('transip/service/vps.py', 'VpsService.install_unattended');
    // build_cookie(self, method, mode, parameters=None): four positionals are one too many, continuation or not.
    expect(check("cookie = self.build_cookie('a', \\\n    MODE_RW, [], 4)\nreturn cookie", client).errors).toEqual([expect.stringMatching(/takes at most 3 positional arguments but 4 are given/)]);
    expect(check("cookie = self.build_cookie(mode=MODE_RW, \\\n    method='x', parameters=[vps_name])\nreturn cookie", client).errors).toEqual([]);
  });
});

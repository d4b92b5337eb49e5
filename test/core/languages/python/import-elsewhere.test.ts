/**
 * A name the body uses that the file does not bind, while another read file imports it (issue 22), on real
 * code: x2go's session.py (Debian python3-x2go) with its `import copy` taken out — the rest of the file still
 * reads `copy` — and client.py, which imports it. Session 12 had made every name the file's own code reads
 * unbound exempt (for actionlib's Python 2 `unicode`); a name another file imports is a forgotten import.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const X2GO = '/usr/lib/python3/dist-packages/x2go';

function check(body: string, others: Record<string, string>) {
  const original = readFileSync(`${X2GO}/session.py`, 'utf8').replace(/^import copy\n/m, '');
  const qualname = 'X2GoSession.update_status';
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map([['x2go/session.py', source], ...Object.entries(others).map(([f, p]) => [f, readFileSync(p, 'utf8')] as [string, string])]);
  return validateImplementation({ source, parsed, target, stub, body, file: 'x2go/session.py', readFiles });
}

describe('a forgotten import that another read file has', () => {
  const body = 'return copy.deepcopy(session_list)';

  it('is an error naming the other file and its import line', () => {
    expect(readFileSync(`${X2GO}/session.py`, 'utf8')).toMatch(/^import copy$/m);
    expect(check(body, { 'x2go/client.py': `${X2GO}/client.py` }).errors).toEqual([expect.stringMatching(/^`copy` is not defined \(body line 1\): this file does not import it; `x2go\/client\.py` does, with `import copy`/)]);
  });

  it('stays unjudged when no read file imports it and the file itself reads it unbound', () => {
    expect(check(body, {}).errors).toEqual([]);
  });
});
